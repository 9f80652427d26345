//! Tokens written back as a person writes them, for quoting the user's code in a message.

use proc_macro2::{Delimiter, Spacing, TokenTree};

/// Tokens written back as a person would write them (`Some(y)`, `it.next()`, `0..=9`), for
/// quoting the user's code in a `help:` line. `TokenStream`'s own `Display` spaces every token.
pub(crate) fn source(tokens: &[proc_macro2::TokenTree]) -> String {
    let mut out = String::new();
    let mut prev: Option<&TokenTree> = None;
    // Whether the previous token is a unary `-`, written against its operand: `-273..=1000`.
    let mut after_unary_minus = false;
    // How many generic argument lists are open: `Option<T>`, written without spaces.
    let mut generics = 0usize;
    let mut after_generic_open = false;
    for token in tokens {
        let text = match token {
            TokenTree::Group(group) => group_source(group),
            other => other.to_string(),
        };
        // No space after `.`, `&`, `!`, `'`, `::`, the end of `..=`, or a joint punct.
        let generic_open = matches!(token, TokenTree::Punct(p) if p.as_char() == '<')
            && matches!(prev, Some(TokenTree::Ident(ident)) if !is_spaced_keyword(&ident.to_string()));
        let generic_close =
            generics > 0 && matches!(token, TokenTree::Punct(p) if p.as_char() == '>');
        let glued_to_prev = after_unary_minus
            || after_generic_open
            || generic_open
            || generic_close
            || match prev {
                None => true,
                Some(TokenTree::Punct(p)) => {
                    p.spacing() == Spacing::Joint
                        || matches!(p.as_char(), '.' | '&' | '!' | '\'')
                        || out.ends_with("::")
                        || out.ends_with("..=")
                }
                Some(_) => false,
            };
        let against_prev = written_against_prev(token, prev);
        let after_separator =
            matches!(prev, Some(TokenTree::Punct(p)) if matches!(p.as_char(), ',' | ';'));
        if prev.is_some() && (after_separator || !glued_to_prev && !against_prev) {
            out.push(' ');
        }
        out.push_str(&text);
        if generic_open {
            generics += 1;
        } else if generic_close {
            generics -= 1;
        }
        after_generic_open = generic_open;
        after_unary_minus = matches!(token, TokenTree::Punct(p) if p.as_char() == '-')
            && match prev {
                None | Some(TokenTree::Punct(_)) => true,
                Some(TokenTree::Ident(ident)) => is_spaced_keyword(&ident.to_string()),
                Some(_) => false,
            };
        prev = Some(token);
    }
    out
}

/// A group written back: its delimiters around its tokens.
fn group_source(group: &proc_macro2::Group) -> String {
    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
    let inner = source(&inner);
    match group.delimiter() {
        Delimiter::Parenthesis => format!("({inner})"),
        Delimiter::Bracket => format!("[{inner}]"),
        Delimiter::Brace if inner.is_empty() => "{}".to_owned(),
        Delimiter::Brace => format!("{{ {inner} }}"),
        Delimiter::None => inner,
    }
}

/// Whether `token` is written against the token before it, `prev`: no space before `,`, `;`,
/// `.`, `?`, `:`, nor before a call's or index's brackets.
fn written_against_prev(token: &TokenTree, prev: Option<&TokenTree>) -> bool {
    match token {
        TokenTree::Punct(p) => {
            matches!(p.as_char(), ',' | ';' | '.' | '?' | ':')
                && !matches!(prev, Some(TokenTree::Punct(q)) if matches!(q.as_char(), ',' | ';'))
        }
        TokenTree::Group(g) => {
            g.delimiter() != Delimiter::Brace
                && match prev {
                    Some(TokenTree::Ident(ident)) => !is_spaced_keyword(&ident.to_string()),
                    Some(TokenTree::Group(_)) => true,
                    Some(TokenTree::Punct(p)) => p.as_char() == '>',
                    _ => false,
                }
        }
        _ => false,
    }
}

/// Keywords followed by a space even before `(`: `if (a)`, `in (x)`, `is (A | B)`.
fn is_spaced_keyword(name: &str) -> bool {
    matches!(
        name,
        "if" | "while" | "match" | "in" | "is" | "as" | "return" | "let" | "for" | "mut" | "ref"
    )
}
