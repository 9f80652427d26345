//! The attribute's options, `let_else` and `allow(is_statement)`, in `#[is_syntax(…)]` and in
//! an `is::syntax!` block's `#![is_syntax(…)]`.

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::lower::Options;
use crate::tokens::Word;
use crate::tokens::walk::deeper_than;
use crate::tokens::{Errors, Level, with_help};

/// What the options list, `args`, switches on, onto `options`; their mistakes reported.
pub(crate) fn read(args: TokenStream, options: &mut Options, errors: &mut Errors) {
    if args.is_empty() {
        return;
    }
    let level = Level::read(args, 0);
    if let Some(span) = deeper_than(&level.tokens, 0) {
        errors.too_deep(span);
        return;
    }
    let mut i = 0;
    while i < level.len() {
        let token = &level.tokens[i];
        match level.word(i) {
            Word::LetElse => {
                options.let_else = true;
                i += 1;
            }
            Word::Allow => {
                let Some(TokenTree::Group(lints)) = level.tokens.get(i + 1) else {
                    errors.push(with_help(token.span(), "expected `allow(…)`", OPTIONS));
                    return;
                };
                if lints.delimiter() != Delimiter::Parenthesis {
                    errors.push(syn::Error::new(lints.span(), "expected `(`"));
                    return;
                }
                let Some(lints) = level.child(i + 1) else {
                    return;
                };
                allowed(lints, options, errors);
                i += 2;
            }
            _ => {
                errors.push(with_help(
                    token.span(),
                    "unknown `#[is_syntax]` option",
                    OPTIONS,
                ));
                return;
            }
        }
        if level.punct(i, ',') {
            i += 1;
        }
    }
}

/// The options there are, for a mistake's help.
const OPTIONS: &str = "the options are `let_else` and `allow(is_statement)`";

/// The lints of `allow(…)`, `lints`, onto `options`.
fn allowed(lints: &Level, options: &mut Options, errors: &mut Errors) {
    for (at, lint) in lints.tokens.iter().enumerate() {
        if lints.punct(at, ',') {
            continue;
        }
        if lints.word(at) == Word::IsStatement {
            options.allow_statement = true;
        } else {
            errors.push(with_help(
                lint.span(),
                "unknown lint",
                "the one lint `#[is_syntax]` can allow is `is_statement`",
            ));
        }
    }
}
