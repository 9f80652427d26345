//! Errors collected across a whole expansion, so that one call reports every mistake at once
//! (as `serde_derive`'s `Ctxt` does) instead of stopping at the first.

use proc_macro2::{Span, TokenStream};

/// Every error found while expanding one macro call.
#[derive(Default)]
pub(crate) struct Errors {
    list: Vec<syn::Error>,
}

impl Errors {
    pub(crate) fn push(&mut self, error: syn::Error) {
        self.list.push(error);
    }

    /// An error at `span` whose message ends with a `help:` line telling the fix.
    pub(crate) fn push_help(&mut self, span: Span, message: &str, help: &str) {
        self.push(with_help(span, message, help));
    }

    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// The errors pushed after the first `len` ones, removed and combined into one.
    pub(crate) fn take_since(&mut self, len: usize) -> Option<syn::Error> {
        self.list
            .drain(len.min(self.list.len())..)
            .reduce(|mut all, error| {
                all.combine(error);
                all
            })
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// One `compile_error!` per error, each at its own span.
    pub(crate) fn into_compile_errors(self) -> TokenStream {
        self.list.iter().map(syn::Error::to_compile_error).collect()
    }
}

/// `compile_error!` cannot attach a real `help:` note on stable, so the help is the message's
/// second line, which rustc prints indented under the first.
pub(crate) fn with_help(span: Span, message: &str, help: &str) -> syn::Error {
    syn::Error::new(span, format!("{message}\nhelp: {help}"))
}

/// Tokens written back as a person would write them (`Some(y)`, `it.next()`, `0..=9`), for
/// quoting the user's code in a `help:` line. `TokenStream`'s own `Display` spaces every token.
pub(crate) fn source(tokens: &[proc_macro2::TokenTree]) -> String {
    use proc_macro2::{Delimiter, Spacing, TokenTree};
    let mut out = String::new();
    let mut prev: Option<&TokenTree> = None;
    for token in tokens {
        let text = match token {
            TokenTree::Group(group) => {
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
            other => other.to_string(),
        };
        // No space after `.`, `&`, `!`, `'`, `::`, the end of `..=`, or a joint punct.
        let glued_to_prev = match prev {
            None => true,
            Some(TokenTree::Punct(p)) => {
                p.spacing() == Spacing::Joint
                    || matches!(p.as_char(), '.' | '&' | '!' | '\'')
                    || out.ends_with("::")
                    || out.ends_with("..=")
            }
            Some(_) => false,
        };
        // No space before `,`, `;`, `.`, `?`, `:`, nor before a call's or index's brackets.
        let glued_to_next = match token {
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
        };
        let after_separator =
            matches!(prev, Some(TokenTree::Punct(p)) if matches!(p.as_char(), ',' | ';'));
        if prev.is_some() && (after_separator || !glued_to_prev && !glued_to_next) {
            out.push(' ');
        }
        out.push_str(&text);
        prev = Some(token);
    }
    out
}

/// Keywords followed by a space even before `(`: `if (a)`, `in (x)`, `is (A | B)`.
fn is_spaced_keyword(name: &str) -> bool {
    matches!(
        name,
        "if" | "while" | "match" | "in" | "is" | "as" | "return" | "let" | "for" | "mut" | "ref"
    )
}
