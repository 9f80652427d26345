//! The search of a group's source text for `is` is only a way not to read it: every
//! expansion is the same, token for token and span for span, with it and without it, for the
//! snippets the macros are tested on, items and blocks where no `is` stands or only where
//! the walk still has work (`macro_rules!`, `matches!`, nested attributes, other macros,
//! doc comments, nesting near the limit), and thousands of mutations of them.

use std::str::FromStr;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use super::robustness::{BLOCKS, IS_ARGS, ITEMS, Rng, lexemes, mutate};
use crate::front;
use crate::tokens::MAX_DEPTH;
use crate::tokens::level::{Level, Scan};
use crate::tokens::needles::{Needles, with_text_search};

/// Items where the walk has something to do, or to report, with little or no `is` about.
const QUIET_ITEMS: &[&str] = &[
    "fn f(x: Option<u8>) -> u8 { match x { Some(v) if v > 1 => v, _ => 0 } }",
    "/// This is a doc comment that says `is` often: it is.\nfn f() -> &'static str { \"this is a string\" }",
    "impl S { /// It is.\n fn is(&self) -> bool { self.0.is_some() } fn g(&self) -> bool { Self::is(self) } }",
    "mod m { use is::{is as test}; fn f(x: X) -> bool { test!(x, Some(_)) } }",
    "mod m { macro_rules! r { ($e:expr) => { matches!($e, Some(v) if v > 1) }; } fn f() {} }",
    "mod m { macro_rules! r { ($e:expr) => { if is!($e, Some(v)) && v > 1 { v } else { 0 } }; } }",
    "fn f(x: X) -> bool { matches!(x, Some(v) if is!(v, 1..)) && matches!(x, None) }",
    "fn f() { #[cfg(test)] { let _ = 1; } #[is_syntax] fn g(x: X) { if is!(x, A(v)) && v {} } }",
    "mod m { #[is_syntax(let_else)] fn g(x: X) { if !is!(x, A(v)) { return; } v; } fn h() {} }",
    "fn f() { is::syntax! { fn g(x: X) -> bool { x is A } } }",
    "fn f() { println!(\"{}\", is!(x is Some(_))); stringify!(x is y); }",
    "type T = is!(u8 is 1..);",
    "mod m { pub type T = is!(u8 is 1..); struct S(u8); impl S { fn new() -> Self { S(0) } } }",
    "trait T { const C: bool = is!(Some(1), Some(_)); fn f(&self) -> [u8; 4] { [0; 4] } }",
    "const C: [u8; 2] = [1, 2];",
    "static S: &str = \"a 'is' b\";",
    "fn f<'is>(x: &'is u8) -> &'is u8 { 'is: loop { break 'is x; } }",
    "fn f(r#is: u8) -> u8 { r#is + 1 }",
    "fn f() { let this = list.iter().filter(|x| x.is_empty()).count(); isize::MAX; }",
    "struct S;",
    "enum E { A = 1, B }",
    "fn f(x: X) -> bool { g(\"is\"); { is!(x, A(_)) } }",
    "fn f(x: X) -> bool { { \"is\" }; { if is!(x, A(v)) && v { true } else { false } } }",
    "/// It is.\nfn f(x: X) -> bool { if is!(x, A(v)) && v { true } else { false } }",
    "impl S { /// is\n fn f(&self) -> bool { if is!(self.0, A(v)) && v { v } else { false } } }",
    "mod m { const S: &str = \"is is is\"; fn f(x: X) { if is!(x, A(v)) && v {} } }",
    "impl S {\n    /// It is.\n    fn f(x: X) -> bool { if is!(x, A(v)) && v { v } else { false } }\n}",
    "impl S {\n    // it is\n    fn f(x: X) -> bool {\n        // is\n        x.0\n    }\n}",
    "fn f(x: X) -> bool { let s = \"\n// is\n\"; if is!(x, A(v)) && v { v } else { false } }",
    "fn f(x: X) -> bool {\n let s = \"\n// x\"; if is!(x, A(v)) && v { v } else { false }\n}",
    "fn f(x: X) -> bool {\n /*\n// x */ if is!(x, A(v)) && v { v } else { false }\n}",
    "fn f(x: X) -> bool { let s = r#\"is \" is\"#; let c = '\"'; /* is */ if is!(x, A(v)) && v { v } else { false } }",
    "fn f() -> char { let _ = (\"it is\", b'\\'', br\"is\"); // is\n '\\'' }",
    "impl S { fn f(&self) -> String { format!(\"{} is {}\", 1, 2) } fn g<'a>(&'a self) -> &'a str { \"is\" } }",
    "impl S { fn f(&self) -> String { format!(\"{} is {}\", 1, is!(self.0, A)) } }",
];

/// The expansion of `input` by `entry`, text search `on` or off: each token's text and span.
fn expansion(entry: fn(TokenStream) -> TokenStream, input: &TokenStream, on: bool) -> Vec<String> {
    let output = with_text_search(on, || entry(input.clone()));
    let mut out = Vec::new();
    fingerprint(output, &mut out);
    out
}

/// Each token's text and span, groups by their delimiters and spans and then their tokens.
fn fingerprint(stream: TokenStream, out: &mut Vec<String>) {
    for token in stream {
        let span = token.span();
        let place = format!("{:?}-{:?}", span.start(), span.end());
        match token {
            TokenTree::Group(group) => {
                out.push(format!("{:?} {place}", group.delimiter()));
                fingerprint(group.stream(), out);
                out.push("end".to_owned());
            }
            other => out.push(format!("{other} {place}")),
        }
    }
}

fn attribute(input: TokenStream) -> TokenStream {
    front::attribute::expand(TokenStream::new(), input)
}

type EntryPoint = fn(TokenStream) -> TokenStream;

/// How many mutated inputs each entry point gets.
const CASES: usize = 1_500;

fn entry_points() -> [(&'static str, EntryPoint, Vec<&'static str>); 3] {
    let items: Vec<&str> = ITEMS.iter().chain(QUIET_ITEMS).copied().collect();
    let blocks: Vec<&str> = BLOCKS.iter().chain(QUIET_ITEMS).copied().collect();
    [
        ("is!", front::is_macro::expand, IS_ARGS.to_vec()),
        ("#[is_syntax]", attribute, items),
        ("is::syntax!", front::block::expand, blocks),
    ]
}

#[test]
fn the_text_search_changes_no_expansion() {
    let mut differ = Vec::new();
    for (name, entry, corpus) in entry_points() {
        for source in &corpus {
            let input = TokenStream::from_str(source).expect("corpus tokenizes");
            if expansion(entry, &input, true) != expansion(entry, &input, false) {
                differ.push(format!("{name}: {source}"));
            }
        }
    }
    assert!(differ.is_empty(), "{differ:#?}");
}

#[test]
fn the_text_search_changes_no_expansion_of_mutated_input() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut differ = Vec::new();
    for (name, entry, corpus) in entry_points() {
        let mut done = 0;
        while done < CASES {
            let mut lexemes = lexemes(corpus[rng.below(corpus.len())]);
            mutate(&mut lexemes, &mut rng);
            let text = lexemes.join(" ");
            let Ok(input) = TokenStream::from_str(&text) else {
                continue;
            };
            done += 1;
            if expansion(entry, &input, true) != expansion(entry, &input, false) {
                differ.push(format!("{name}: {text}"));
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{} differ, e.g. {:#?}",
        differ.len(),
        &differ[..differ.len().min(5)]
    );
}

/// `depth` groups around `inner`, in a function's body.
fn nested_in_body(depth: usize, inner: &str) -> TokenStream {
    let mut stream = TokenStream::from_str(inner).expect("tokenizes");
    for _ in 0..depth {
        let group = proc_macro2::Group::new(Delimiter::Parenthesis, stream);
        stream = TokenStream::from(TokenTree::Group(group));
    }
    quote::quote!(fn f() { let y = #stream; })
}

/// At the reader's limit, a group with no `is` in it is still refused as the walk refuses it:
/// the text's count of opening delimiters stands in for the walk's depth.
#[test]
fn nesting_at_the_limit_reads_the_same() {
    for depth in MAX_DEPTH - 3..MAX_DEPTH + 3 {
        for inner in ["x", "x.is_some()", "is!(x, Some(_))"] {
            let input = nested_in_body(depth, inner);
            let on = expansion(attribute, &input, true);
            assert_eq!(
                on,
                expansion(attribute, &input, false),
                "{depth} around {inner}"
            );
        }
    }
}

/// Other names of `is!` are needles like `is`: a group that holds one is read, one that holds
/// none is not, by text as by tokens.
#[test]
fn other_names_make_a_group_worth_reading() {
    let scan = |by_text| Scan {
        needles: Needles::with_others(&["test"]),
        by_text,
    };
    for (source, holds) in [
        ("{ test!(x, Some(_)) }", true),
        ("{ (test) }", true),
        ("{ tests!(x) }", false),
        ("{ (x.is_some()) }", false),
        ("{ is }", true),
    ] {
        for by_text in [true, false] {
            let level = with_text_search(by_text, || {
                Level::read_with(
                    TokenStream::from_str(source).expect("tokenizes"),
                    0,
                    scan(by_text),
                )
            });
            assert_eq!(
                level.group_may_hold_is(0),
                holds,
                "{source}, by text: {by_text}"
            );
        }
    }
}
