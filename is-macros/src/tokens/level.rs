//! The tokens of one group, read from the compiler once, with their identifiers' names.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};

use super::name::Name;
use super::punct::{is_punct, operator_at};

/// One level of tokens: a group's tokens (its own groups unread), and each identifier's name.
/// Each conversion of a stream to its trees is a call into the compiler, so a level is read
/// once and everything that looks at it asks it.
pub(crate) struct Level {
    pub(crate) tokens: Vec<TokenTree>,
    names: Vec<Option<Name>>,
}

impl Level {
    pub(crate) fn read(stream: TokenStream) -> Level {
        Level::of(stream.into_iter().collect())
    }

    pub(crate) fn of(tokens: Vec<TokenTree>) -> Level {
        let names = tokens.iter().map(Name::of).collect();
        Level { tokens, names }
    }

    pub(crate) fn len(&self) -> usize {
        self.tokens.len()
    }

    /// The name of the identifier at `i`; `None` past the end or for any other token, `""` for
    /// a name longer than any keyword.
    pub(crate) fn name(&self, i: usize) -> Option<&str> {
        self.names.get(i)?.as_ref().map(Name::as_str)
    }

    /// Whether the token at `i` is the identifier `name`.
    pub(crate) fn is(&self, i: usize, name: &str) -> bool {
        self.name(i) == Some(name)
    }

    pub(crate) fn punct(&self, i: usize, ch: char) -> bool {
        self.tokens.get(i).is_some_and(|token| is_punct(token, ch))
    }

    /// The operator at `i` (see [`operator_at`]); `""` past the end.
    pub(crate) fn op(&self, i: usize) -> (&'static str, usize) {
        if i >= self.tokens.len() {
            return ("", 0);
        }
        operator_at(&self.tokens, i)
    }

    pub(crate) fn group(&self, i: usize) -> Option<&Group> {
        match self.tokens.get(i) {
            Some(TokenTree::Group(group)) => Some(group),
            _ => None,
        }
    }

    pub(crate) fn is_group(&self, i: usize, delimiter: Delimiter) -> bool {
        self.group(i)
            .is_some_and(|group| group.delimiter() == delimiter)
    }

    pub(crate) fn is_literal(&self, i: usize) -> bool {
        matches!(self.tokens.get(i), Some(TokenTree::Literal(_)))
    }

    /// Copies of the tokens in `range`.
    pub(crate) fn copy(&self, range: std::ops::Range<usize>) -> Vec<TokenTree> {
        self.tokens[range].to_vec()
    }
}
