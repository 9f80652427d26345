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
use crate::parse::deeper_than;
use crate::scan::ends_item;

/// How deep groups may nest in a macro's input. syn parses nesting by recursion, and the
/// compiler thread's stack is finite; real code nests a few levels, so the limit costs nothing
/// but turns a stack overflow on pathological input into an error.
pub(crate) const MAX_DEPTH: usize = 128;

/// The error for input nested deeper than [`MAX_DEPTH`], at the group where it goes deeper.
pub(crate) fn too_deep_error(span: Span) -> syn::Error {
    with_help(
        span,
        &format!("this input nests groups more than {MAX_DEPTH} deep"),
        "split the expression up with `let`",
    )
}

/// `is!(…)` on its own: a `bool`, its bindings scoped to their own `&&` chain.
pub fn is_macro(input: TokenStream) -> TokenStream {
    // Its trees read once, for all three looks: each read is a call into the compiler.
    let tokens: Vec<proc_macro2::TokenTree> = input.into_iter().collect();
    if is_used_marker(&tokens) {
        return TokenStream::new();
    }
    let mut session = Session::new();
    // The short way takes nothing nested too deep: the walk for the depth can come after it.
    if let Some(value) = session.short_value(&tokens, true) {
        let mut value = proc_macro2::Group::new(
            proc_macro2::Delimiter::Parenthesis,
            value.into_iter().collect(),
        );
        value.set_span(Span::call_site());
        return proc_macro2::TokenTree::Group(value).into();
    }
    if let Some(span) = deeper_than(&tokens, 0) {
        let error = too_deep_error(span).to_compile_error();
        return quote!({ #error false });
    }
    let lowered = match session.parser().is_args_tokens(tokens, Span::call_site()) {
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
    // No walk of the whole input for its depth here: the scan keeps count as it goes, and
    // checks what it hands to syn (a walk of the whole item cost an eighth of a call).
    let mut session = Session::new();
    if let Err(error) = options(&mut session, args) {
        session.errors.push(error);
    }
    let tokens: Vec<proc_macro2::TokenTree> = input.clone().into_iter().collect();
    let (keyword, span) = item_keyword(&tokens);
    let has_body = tokens.iter().any(|t| matches!(t, proc_macro2::TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Brace));
    if keyword == "type"
        && let Some(span) = deeper_than(&tokens, 0)
    {
        let error = too_deep_error(span).to_compile_error();
        return quote!(#error #input);
    }
    let is_pattern_type = keyword == "type"
        && syn::parse2::<syn::ItemType>(input.clone())
            .is_ok_and(|alias| crate::pattern_type::is_pattern_type(&alias));
    let accepted = matches!(keyword.as_str(), "fn" | "impl" | "trait")
        || keyword == "mod" && has_body
        || is_pattern_type;
    if !accepted {
        session.errors.push(with_help(
            span,
            "`#[is_syntax]` goes on a `fn`, an `impl` block, a `trait`, an inline `mod`, or a `type` alias of `is!(BASE is PATTERN)`",
            "put it on the item whose bodies use `is!`, or write `type NAME = is!(BASE is PATTERN);`",
        ));
        let errors = session.errors.into_compile_errors();
        return quote!(#errors #input);
    }
    let item = session.scan_item(Some(input), &tokens);
    // A `mod` is a scope of its own: its neighbours' imports need not reach into it.
    let used = match session.scopes.pop().and_then(crate::analyze::Scope::marker) {
        Some(path) if keyword != "mod" => quote!(#path! { @used }),
        _ => TokenStream::new(),
    };
    // Joined by moving, not by `quote!`, which copies each stream: a call into the compiler.
    let mut output = session.errors.into_compile_errors();
    output.extend([item, used]);
    output
}

/// The keyword that says what an item is (`fn`, `impl`, `mod`, …), after its attributes,
/// visibility and qualifiers, and where it is.
fn item_keyword(tokens: &[proc_macro2::TokenTree]) -> (String, Span) {
    const QUALIFIERS: &[&str] = &[
        "pub", "unsafe", "async", "const", "extern", "default", "auto", "safe",
    ];
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            proc_macro2::TokenTree::Punct(p) if p.as_char() == '#' => i += 2,
            proc_macro2::TokenTree::Group(_) | proc_macro2::TokenTree::Literal(_) => i += 1,
            proc_macro2::TokenTree::Ident(ident)
                if QUALIFIERS.contains(&ident.to_string().as_str()) =>
            {
                // `const fn` is a function; a lone `const` item is not.
                let next_is_fn = matches!(tokens.get(i + 1), Some(proc_macro2::TokenTree::Ident(n)) if n == "fn" || n == "unsafe" || n == "async" || n == "extern");
                if ident == "const" && !next_is_fn {
                    return ("const".to_owned(), ident.span());
                }
                i += 1;
            }
            proc_macro2::TokenTree::Ident(ident) => return (ident.to_string(), ident.span()),
            other => return (other.to_string(), other.span()),
        }
    }
    (String::new(), Span::call_site())
}

/// `is!(@used)`, left by `#[is_syntax]` where it consumed `is!` calls: it expands to nothing.
fn is_used_marker(tokens: &[proc_macro2::TokenTree]) -> bool {
    matches!(tokens, [at, used]
        if crate::parse::is_punct(at, '@') && crate::parse::is_ident(used, "used"))
}

/// `is::syntax! { ITEMS }`: the proposed syntax itself. Each `type NAME = BASE is PAT;` is a
/// pattern type, each other `is` in expression position an `is` expression; the output is what
/// `#[is_syntax]` gives for the same items written with `is!`.
pub fn syntax_macro(input: TokenStream) -> TokenStream {
    syntax_macro_by(input, Way::ScanFirst)
}

/// How `is::syntax!` lowers a chunk of items: the scanner first, rewriting each level as it
/// reads it, syn's parser where it must; or, for tests that compare them, the scanner on the
/// chunk rewritten whole first, or syn's parser alone.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Way {
    ScanFirst,
    #[cfg_attr(not(test), allow(dead_code))]
    RewriteFirst,
    #[cfg_attr(not(test), allow(dead_code))]
    SynOnly,
}

pub(crate) fn syntax_macro_by(input: TokenStream, way: Way) -> TokenStream {
    // No walk of the whole input for its depth: the scan and the rewrite keep count as they
    // read, and what they report stops the block before syn's parsers see it.
    let mut session = Session::new();
    session.syntax_block = true;
    // Streams joined as streams: extending one with another's trees would read each back.
    let mut output = TokenStream::new();
    // Trees throughout, until a chunk's output: each stream built and read back is a call into
    // the compiler that encodes every token.
    let input: Vec<proc_macro2::TokenTree> = input.into_iter().collect();
    let with_aliases = crate::parse::wrap_pattern_type_aliases(&input);
    for (index, chunk) in item_chunks(with_aliases).into_iter().enumerate() {
        let errors_before = session.errors.len();
        let tests_before = session.tests.count();
        // Tests where the scanner finds them (conditions, a `let`'s value, arguments, arms, a
        // block's tail) are lowered as the attribute lowers them, without syn parsing and
        // printing whole items; syn's way below takes the chunks where it cannot.
        if way == Way::ScanFirst
            && !starts_with_inner_attribute(&chunk)
            && let Some(scanned) = session.scanned_chunk(&chunk, tests_before, true)
        {
            output.extend([scanned]);
            continue;
        }
        // A chunk the scan put back: rewritten whole, for syn's way.
        session.left_is = false;
        let rewritten = session.parser().rewrite_tokens(&chunk);
        if session.too_deep_reported {
            return session.errors.into_compile_errors();
        }
        let rewrite_failed = session.errors.len() > errors_before;
        let has_tests = session.tests.count() > tests_before;
        if way == Way::RewriteFirst
            && !rewrite_failed
            && !session.left_is
            && !starts_with_inner_attribute(&rewritten)
            && let Some(scanned) = session.scanned_chunk(&rewritten, tests_before, false)
        {
            output.extend([scanned]);
            continue;
        }
        let (attrs, items) = match items_one_by_one.parse2(rewritten.into_iter().collect()) {
            Ok(parsed) => parsed,
            Err(error) => {
                session.errors.push(error);
                continue;
            }
        };
        for attr in &attrs {
            if index > 0 {
                session.errors.push(syn::Error::new(
                    first_span(attr),
                    "an inner attribute goes first in the block",
                ));
            } else if let Err(error) = inner_option(&mut session, attr) {
                session.errors.push(error);
            }
        }
        for item in items {
            let mut item = match item {
                Ok(item) => item,
                // An item syn could not parse reports its error and is left out; the rest
                // still expands. A mistake the rewrite reported in it is why: not again.
                Err(error) => {
                    if !rewrite_failed {
                        session
                            .errors
                            .push(crate::parse::explain_chain(error, has_tests));
                    }
                    continue;
                }
            };
            match &item {
                Item::Type(alias) if crate::pattern_type::is_pattern_type(alias) => {
                    output.extend([session.pattern_type(alias)]);
                }
                _ => {
                    session.visit_item_mut(&mut item);
                    output.extend([item.into_token_stream()]);
                }
            }
        }
    }
    let mut errors = session.errors.into_compile_errors();
    errors.extend([output]);
    errors
}

/// `#![…]`, which only the first chunk may hold, and only syn's way reads.
fn starts_with_inner_attribute(chunk: &[proc_macro2::TokenTree]) -> bool {
    matches!(chunk, [hash, bang, ..]
        if crate::parse::is_punct(hash, '#') && crate::parse::is_punct(bang, '!'))
}

/// The block's tokens cut before each token that starts an item right after a `;` or a
/// `{ … }`: each chunk holds one item, or a few that no such token separates.
fn item_chunks(tokens: Vec<proc_macro2::TokenTree>) -> Vec<Vec<proc_macro2::TokenTree>> {
    let mut chunks = vec![Vec::new()];
    let mut after_end = false;
    for token in tokens {
        if after_end && starts_item(&token) {
            chunks.push(Vec::new());
        }
        after_end = ends_item(&token);
        if let Some(chunk) = chunks.last_mut() {
            chunk.push(token);
        }
    }
    chunks
}

fn starts_item(token: &proc_macro2::TokenTree) -> bool {
    const STARTS: &[&str] = &[
        "fn",
        "pub",
        "struct",
        "enum",
        "union",
        "impl",
        "trait",
        "mod",
        "type",
        "const",
        "static",
        "use",
        "unsafe",
        "async",
        "extern",
        "macro_rules",
    ];
    match token {
        proc_macro2::TokenTree::Ident(ident) => STARTS.contains(&ident.to_string().as_str()),
        proc_macro2::TokenTree::Punct(p) => p.as_char() == '#',
        _ => false,
    }
}

/// The items of an `is::syntax!` block, each parsed on its own: after one fails, parsing
/// resumes at the next token that starts an item after a `;` or a `{ … }`.
fn items_one_by_one(
    input: syn::parse::ParseStream<'_>,
) -> syn::Result<(Vec<syn::Attribute>, Vec<syn::Result<Item>>)> {
    use syn::parse::discouraged::Speculative;
    let attrs = input.call(syn::Attribute::parse_inner)?;
    let mut items = Vec::new();
    while !input.is_empty() {
        let fork = input.fork();
        match fork.parse::<Item>() {
            Ok(item) => {
                input.advance_to(&fork);
                items.push(Ok(item));
            }
            Err(error) => {
                items.push(Err(error));
                skip_item(input)?;
            }
        }
    }
    Ok((attrs, items))
}

fn skip_item(input: syn::parse::ParseStream<'_>) -> syn::Result<()> {
    input.step(|cursor| {
        let mut rest = *cursor;
        let mut after_end = false;
        while let Some((token, next)) = rest.token_tree() {
            if after_end && starts_item(&token) {
                return Ok(((), rest));
            }
            after_end = ends_item(&token);
            rest = next;
        }
        Ok(((), rest))
    })
}

/// `#![is_syntax(allow(is_statement))]` at the top of an `is::syntax!` block.
fn inner_option(session: &mut Session, attr: &syn::Attribute) -> syn::Result<()> {
    if !attr.path().is_ident("is_syntax") {
        return Err(with_help(
            first_span(attr),
            "an `is::syntax!` block takes one inner attribute, `#![is_syntax(allow(is_statement))]`",
            "put other inner attributes on the enclosing module",
        ));
    }
    let args = match &attr.meta {
        syn::Meta::List(list) => list.tokens.clone(),
        _ => TokenStream::new(),
    };
    options(session, args)
}

/// The attribute's arguments: nothing, or `allow(is_statement)`.
fn options(session: &mut Session, args: TokenStream) -> syn::Result<()> {
    let tokens: Vec<proc_macro2::TokenTree> = args.clone().into_iter().collect();
    if let Some(span) = deeper_than(&tokens, 0) {
        return Err(too_deep_error(span));
    }
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
