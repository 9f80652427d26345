//! Stage 4, emit: the entry points behind each macro, and what they print, errors included.
//!
//! Each entry point takes and returns `proc_macro2` tokens, so unit tests and property tests
//! can drive the whole pipeline without a compiler.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, quote};
use syn::Item;
use syn::parse::Parser as _;
use syn::visit_mut::VisitMut;

use crate::analyze::Session;
use crate::diagnostic::with_help;

/// `is!(…)` on its own: a `bool`, its bindings scoped to their own `&&` chain.
pub fn is_macro(input: TokenStream) -> TokenStream {
    if is_used_marker(&input) {
        return TokenStream::new();
    }
    let mut session = Session::new(&input);
    let lowered = match session.parser().is_args(input, Span::call_site()) {
        // Parenthesised: a call in statement position parses its expansion as a statement,
        // where `if … {} else {} || …` would end at the first `}`.
        Ok(expr) => {
            let lowered = session.lowered(expr);
            quote::quote_spanned!(Span::call_site()=> (#lowered))
        }
        Err(error) => {
            session.errors.push(error);
            quote!(false)
        }
    };
    if session.errors.is_empty() {
        return lowered;
    }
    // The errors, and still a `bool`, so the surrounding code reports nothing more.
    let errors = session.errors.into_compile_errors();
    quote!({ #errors #lowered })
}

/// `#[is_syntax]` on an item: `is!` in conditions binds into the code the RFC says it does.
pub fn is_syntax(args: TokenStream, input: TokenStream) -> TokenStream {
    let mut session = Session::new(&input);
    if let Err(error) = options(&mut session, args) {
        session.errors.push(error);
    }
    let mut item: Item = match syn::parse2(input.clone()) {
        Ok(item) => item,
        // rustc parsed it, syn did not: say so, and leave the item as it was.
        Err(error) => {
            let error = error.to_compile_error();
            return quote!(#error #input);
        }
    };
    match &item {
        Item::Fn(_)
        | Item::Impl(_)
        | Item::Trait(_)
        | Item::Mod(syn::ItemMod {
            content: Some(_), ..
        }) => {
            session.visit_item_mut(&mut item);
        }
        Item::Type(alias) if crate::pattern_type::is_pattern_type(alias) => {
            item = Item::Verbatim(session.pattern_type(alias));
        }
        other => session.errors.push(with_help(
            first_span(other),
            "`#[is_syntax]` goes on a `fn`, an `impl` block, a `trait`, an inline `mod`, or a `type` alias of `is!(BASE is PATTERN)`",
            "put it on the item whose bodies use `is!`, or write `type NAME = is!(BASE is PATTERN);`",
        )),
    }
    // A `mod` is a scope of its own: its neighbours' imports need not reach into it.
    let used = match session.scopes.pop().and_then(|scope| scope.used) {
        Some(path) if !matches!(item, Item::Mod(_)) => quote!(#path! { @used }),
        _ => TokenStream::new(),
    };
    let errors = session.errors.into_compile_errors();
    quote!(#errors #item #used)
}

/// `is!(@used)`, left by `#[is_syntax]` where it consumed `is!` calls: it expands to nothing.
fn is_used_marker(input: &TokenStream) -> bool {
    let tokens: Vec<_> = input.clone().into_iter().collect();
    matches!(tokens.as_slice(), [at, used] if crate::parse::is_punct(at, '@') && crate::parse::is_ident(used, "used"))
}

/// The attribute's arguments: nothing, or `allow(is_statement)`.
fn options(session: &mut Session, args: TokenStream) -> syn::Result<()> {
    syn::meta::parser(|meta| {
        if !meta.path.is_ident("allow") {
            return Err(with_help(
                meta.path.segments[0].ident.span(),
                "unknown `#[is_syntax]` option",
                "the one option is `allow(is_statement)`",
            ));
        }
        meta.parse_nested_meta(|lint| {
            if lint.path.is_ident("is_statement") {
                session.allow_statement = true;
                Ok(())
            } else {
                Err(with_help(
                    lint.path.segments[0].ident.span(),
                    "unknown lint",
                    "the one lint `#[is_syntax]` can allow is `is_statement`",
                ))
            }
        })
    })
    .parse2(args)
}

fn first_span(node: &impl ToTokens) -> Span {
    node.to_token_stream()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |token| token.span())
}
