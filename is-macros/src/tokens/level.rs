//! The tokens of one group, read from the compiler once, with their identifiers' names and
//! the tokens of the groups in them.

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

use super::errors::MAX_DEPTH;
use super::name::Name;
use super::punct::{is_punct, operator_at};

/// One level of tokens: a group's tokens, each identifier's name, and the levels of the
/// groups in it. Each conversion of a stream to its trees is a call into the compiler, so
/// every level is read once, with the one it stands in, and everything that looks at it asks
/// it: the reader, and the question whether an `is` stands anywhere in it, which lets the
/// reader pass on unread what can hold nothing to lower.
pub(crate) struct Level {
    pub(crate) tokens: Vec<TokenTree>,
    names: Vec<Option<Name>>,
    /// Each group's level, by the group's index; `None` for other tokens, and for a group
    /// nested deeper than [`MAX_DEPTH`], which is not read.
    children: Vec<Option<Level>>,
    /// Whether an identifier `is` stands here or in any group here (or may: in a group too
    /// deep to read).
    has_is: bool,
}

impl Level {
    /// The level of `stream`, `depth` groups down, and of every group in it.
    pub(crate) fn read(stream: TokenStream, depth: usize) -> Level {
        Level::of(stream.into_iter().collect(), depth)
    }

    /// The level of `tokens`, `depth` groups down, and of every group in them.
    pub(crate) fn of(tokens: Vec<TokenTree>, depth: usize) -> Level {
        let mut names = Vec::with_capacity(tokens.len());
        let mut children = Vec::with_capacity(tokens.len());
        let mut has_is = false;
        for token in &tokens {
            let name = Name::of(token);
            has_is |= matches!(&name, Some(name) if name.as_str() == "is");
            names.push(name);
            let child = match token {
                TokenTree::Group(group) if depth < MAX_DEPTH => {
                    let child = Level::read(group.stream(), depth + 1);
                    has_is |= child.has_is;
                    Some(child)
                }
                // Too deep to read: it may hold anything.
                TokenTree::Group(_) => {
                    has_is = true;
                    None
                }
                _ => None,
            };
            children.push(child);
        }
        Level {
            tokens,
            names,
            children,
            has_is,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.tokens.len()
    }

    /// The level of the group at `i`, if it is a group read with this level.
    pub(crate) fn child(&self, i: usize) -> Option<&Level> {
        self.children.get(i)?.as_ref()
    }

    /// Whether an `is` may stand anywhere in this level.
    pub(crate) fn has_is(&self) -> bool {
        self.has_is
    }

    /// Whether an `is` may stand anywhere in `tokens[start..end]`, or in their groups.
    pub(crate) fn has_is_in(&self, start: usize, end: usize) -> bool {
        self.has_is
            && (start..end.min(self.len())).any(|i| {
                self.names[i].is_some_and(|name| name.as_str() == "is")
                    || matches!(self.tokens[i], TokenTree::Group(_))
                        && self.children[i].as_ref().is_none_or(|child| child.has_is)
            })
    }

    /// The span of the first group in `tokens[start..end]` too deep to have been read.
    pub(crate) fn too_deep_in(&self, start: usize, end: usize) -> Option<Span> {
        (start..end.min(self.len())).find_map(|i| match &self.tokens[i] {
            TokenTree::Group(group) if self.children[i].is_none() => Some(group.span()),
            _ => None,
        })
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
}
