//! The attribute's options: nothing, or `allow(is_statement)`, in `#[is_syntax(…)]` and in
//! an `is::syntax!` block's `#![is_syntax(…)]`.

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::tokens::Word;
use crate::tokens::walk::deeper_than;
use crate::tokens::{Errors, Level, with_help};

/// Whether the options allow statements that drop a tested value; their mistakes reported.
pub(crate) fn allow_statement(args: TokenStream, errors: &mut Errors) -> bool {
    if args.is_empty() {
        return false;
    }
    let level = Level::read(args, 0);
    if let Some(span) = deeper_than(&level.tokens, 0) {
        errors.too_deep(span);
        return false;
    }
    let mut allow = false;
    let mut i = 0;
    while i < level.len() {
        let token = &level.tokens[i];
        if level.word(i) != Word::Allow {
            errors.push(with_help(
                token.span(),
                "unknown `#[is_syntax]` option",
                "the one option is `allow(is_statement)`",
            ));
            return allow;
        }
        let Some(TokenTree::Group(lints)) = level.tokens.get(i + 1) else {
            errors.push(with_help(
                token.span(),
                "expected `allow(…)`",
                "the one option is `allow(is_statement)`",
            ));
            return allow;
        };
        if lints.delimiter() != Delimiter::Parenthesis {
            errors.push(syn::Error::new(lints.span(), "expected `(`"));
            return allow;
        }
        let Some(lints) = level.child(i + 1) else {
            return allow;
        };
        for (at, lint) in lints.tokens.iter().enumerate() {
            if lints.punct(at, ',') {
                continue;
            }
            if lints.word(at) == Word::IsStatement {
                allow = true;
            } else {
                errors.push(with_help(
                    lint.span(),
                    "unknown lint",
                    "the one lint `#[is_syntax]` can allow is `is_statement`",
                ));
            }
        }
        i += 2;
        if level.punct(i, ',') {
            i += 1;
        }
    }
    allow
}
