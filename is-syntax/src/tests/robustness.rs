//! The macros never panic, and every error they report points inside their input: thousands
//! of real snippets with tokens dropped, duplicated, swapped or replaced and `is` inserted at
//! random, and input nested far deeper than any real code, through all three entry points.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::front;
use crate::tokens::MAX_DEPTH;

/// Snippets of the three front ends' input, to mutate.
pub(crate) const IS_ARGS: &[&str] = &[
    "x, Some(_)",
    "x, Some(v) if v > 3",
    "x is Some(y) && y > 3 || z is Err(_)",
    "it.next()? is Some(Point { x: 0, .. }) && (a is 1..=9 || !(b is None))",
    "v as u32 is 1..",
    "a == b is P",
    "is is Some(_)",
    "xs.iter().any(|o| o is Some(3) && true)",
];

pub(crate) const ITEMS: &[&str] = &[
    "fn f(x: Option<u32>) -> u32 { if is!(x, Some(y)) && y > 3 { y } else { 0 } }",
    "fn f() { while is!(it.next() is Some(v)) && v < 3 { match v { Some(n) if is!(n, 1..) => {} _ => {} } } }",
    "impl S { fn g(&self) -> bool { assert!(self.0 is Ok(_), \"m\"); is!(self.0, Ok(1)) } }",
    "mod m { use is::is; pub type Errno = is!(u32 is 0..4096); fn h(r: R) { is!(r is Ok(_)); } }",
    "type Failure<T, E> = is!(Result<T, E> is Err(_));",
    "trait T { fn d(&self) -> u8 { if (is!(self.v() is Some(p))) && p > 0 { p } else { 0 } } }",
    "fn f(x: Option<u32>, r: R) -> u32 { if !is!(x is Some(v)) || !is!(r, Ok(w) if w > v) { return 0; } if !(is!(x.f() is (a, mut b)) && a > b) { g(); } v + w + b }",
    "mod m { macro_rules! r { ($v:vis $n:ident, $e:expr, $b:block, $l:lifetime $(, $m:expr)*) => { $v fn $n() -> u8 { $l: while is!($e is Some(x)) $(&& $m(x))* { break $l; } if is!($e, Some(y)) && y > 1 $b else { 0 } } }; ($($e:expr),*) => { vec![$(is!($e is Some(z)) && z > 1),*] }; } }",
];

pub(crate) const BLOCKS: &[&str] = &[
    "pub type Errno = u32 is 0..4096; pub fn f(v: &[Option<u32>]) -> Option<u32> { let mut it = v.iter(); while it.next() is Some(Some(x)) && *x < 10 { if *x is 3..=5 { return Some(*x); } } None }",
    "fn g(p: P) -> bool { if p is (Point { x: 0, .. }) { true } else { p is Point { y: 1, .. } } }",
    "const C: bool = Some(1) is Some(_); fn is() {} fn h(is: u8) -> bool { is is 1 | 2 }",
    "fn k(x: X) -> u8 { match x { A(n) if n is 1.. => n, _ => { let b = x is B; assert!(x is _); 0 } } }",
    "fn m(x: X) -> Vec<bool> { let v = vec![x is Some(_); 2]; let w = matches!(x, Some(v) if v is 1..=3); vec![w, format!(\"{}\", x is None).is_empty()] }",
    "#![is_syntax(let_else)] fn p(s: &str) -> R { if !(s.parse() is Ok(p)) { return E; } if !(l(p) is Some(v) && v.open) || !ready || !(q is (a, mut b)) { return F(p); } b += 1; println!(\"{a}\"); Ok(v.port + a + b) }",
    "macro_rules! r { ($e:expr $(, $m:expr)*) => { if $e is Some(x) $(&& $m(x))* { x } else { match $e { Some(n) if n is 1.. => n, _ => 0 } } }; ($($e:expr),*) => {{ $( if $e is Some(v) && v > 1 {} )* [$($e is None),*] }}; } enum E { A = if 1 is 1 { 1 } else { 2 } } const C: [u8; { 2 is 2 } as usize] = [0];",
];

/// Tokens the mutations insert.
const POOL: &[&str] = &[
    "is", "is", "is", "(", ")", "{", "}", "[", "]", "&&", "||", "|", "!", "==", "..=", "..", ",",
    ";", "=>", "=", "Some", "None", "x", "_", "1", "-", "as", "u32", "if", "else", "while",
    "match", "let", "@", "&", "::", "?", ".", "'a", "fn", "type", "#", "<", ">", "r#is", "is!",
    "mod",
];

/// A small, seeded generator, so that every run tries the same cases.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A snippet's tokens as text, delimiters as tokens of their own, and joint punctuation
/// (`&&`, `==`, `..=`, `'a`) kept in one piece so that it reads back as the same operator.
pub(crate) fn lexemes(source: &str) -> Vec<String> {
    fn walk(stream: TokenStream, out: &mut Vec<String>, glue: &mut bool) {
        for token in stream {
            let text = match &token {
                TokenTree::Group(group) => {
                    let (open, close) = match group.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::None => ("", ""),
                    };
                    *glue = false;
                    out.push(open.to_owned());
                    walk(group.stream(), out, glue);
                    out.push(close.to_owned());
                    *glue = false;
                    continue;
                }
                TokenTree::Punct(p) => p.as_char().to_string(),
                other => other.to_string(),
            };
            match out.last_mut() {
                Some(last) if *glue => last.push_str(&text),
                _ => out.push(text),
            }
            *glue =
                matches!(&token, TokenTree::Punct(p) if p.spacing() == proc_macro2::Spacing::Joint);
        }
    }
    let mut out = Vec::new();
    walk(
        TokenStream::from_str(source).expect("corpus tokenizes"),
        &mut out,
        &mut false,
    );
    out
}

pub(crate) fn mutate(lexemes: &mut Vec<String>, rng: &mut Rng) {
    for _ in 0..=rng.below(3) {
        let at = rng.below(lexemes.len() + 1);
        match rng.below(6) {
            0 if at < lexemes.len() => {
                lexemes.remove(at);
            }
            1 if at < lexemes.len() => lexemes.insert(at, lexemes[at].clone()),
            2 if lexemes.len() > 1 => {
                let other = rng.below(lexemes.len());
                let at = at.min(lexemes.len() - 1);
                lexemes.swap(at, other);
            }
            3 => lexemes.insert(at, "is".to_owned()),
            4 if at < lexemes.len() => lexemes[at] = POOL[rng.below(POOL.len())].to_owned(),
            _ => lexemes.insert(at, POOL[rng.below(POOL.len())].to_owned()),
        }
    }
}

/// Every `compile_error!` in `output` points at a token of `input` (or at the call site,
/// for errors about the call as a whole, such as empty input).
fn errors_point_inside(input: &TokenStream, output: &TokenStream) -> bool {
    let mut ranges = Vec::new();
    collect_ranges(input.clone(), &mut ranges);
    let (lo, hi) = ranges.iter().fold((usize::MAX, 0), |(lo, hi), r| {
        (lo.min(r.start), hi.max(r.end))
    });
    let call_site = Span::call_site().byte_range();
    let mut ok = true;
    check_errors(output.clone(), &mut |span: Span| {
        let range = span.byte_range();
        ok &= range == call_site || lo <= range.start && range.end <= hi;
    });
    ok
}

fn collect_ranges(stream: TokenStream, out: &mut Vec<std::ops::Range<usize>>) {
    for token in stream {
        out.push(token.span().byte_range());
        if let TokenTree::Group(group) = token {
            collect_ranges(group.stream(), out);
        }
    }
}

fn check_errors(stream: TokenStream, check: &mut impl FnMut(Span)) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) if ident == "compile_error" => {
                if let Some(TokenTree::Group(args)) = tokens.get(i + 2) {
                    check(args.span());
                }
            }
            TokenTree::Group(group) => check_errors(group.stream(), check),
            _ => {}
        }
    }
}

type EntryPoint = fn(TokenStream) -> TokenStream;

fn attribute(input: TokenStream) -> TokenStream {
    front::attribute::expand(TokenStream::new(), input)
}

const ENTRY_POINTS: [(&str, EntryPoint, &[&str]); 3] = [
    ("is!", front::is_macro::expand, IS_ARGS),
    ("#[is_syntax]", attribute, ITEMS),
    ("is::syntax!", front::block::expand, BLOCKS),
];

/// How many mutated inputs each entry point gets; CI runs them all.
const CASES: usize = 4_000;

#[test]
fn lexemes_keep_operators_whole() {
    assert_eq!(
        lexemes("a && b == 'x ..= f(c)"),
        ["a", "&&", "b", "==", "'x", "..=", "f", "(", "c", ")"]
    );
}

#[test]
fn mutated_input_never_panics_and_errors_point_inside_it() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut run, mut panics, mut stray) = (0, Vec::new(), Vec::new());
    for (name, entry, corpus) in ENTRY_POINTS {
        let mut done = 0;
        while done < CASES {
            let mut lexemes = lexemes(corpus[rng.below(corpus.len())]);
            mutate(&mut lexemes, &mut rng);
            let text = lexemes.join(" ");
            // Unbalanced delimiters never reach a macro: rustc rejects them first.
            let Ok(input) = TokenStream::from_str(&text) else {
                continue;
            };
            done += 1;
            match catch_unwind(AssertUnwindSafe(|| entry(input.clone()))) {
                Ok(output) if !errors_point_inside(&input, &output) => {
                    stray.push(format!("{name}: {text}"))
                }
                Ok(_) => {}
                Err(_) => panics.push(format!("{name}: {text}")),
            }
        }
        run += done;
    }
    assert!(run >= 3 * CASES);
    assert!(
        panics.is_empty(),
        "{} of {run} cases panicked, e.g. {:?}",
        panics.len(),
        &panics[..panics.len().min(5)]
    );
    assert!(
        stray.is_empty(),
        "{} of {run} cases put an error outside the input, e.g. {:?}",
        stray.len(),
        &stray[..stray.len().min(5)]
    );
}

/// `depth` parentheses around `x`, built from the inside out: parsing or printing it
/// recursively would overflow the test's own stack before the macro ran.
fn nested(depth: usize) -> TokenStream {
    nested_around(depth, TokenStream::from_str("x").expect("tokenizes"))
}

fn nested_around(depth: usize, inner: TokenStream) -> TokenStream {
    let mut stream = inner;
    for _ in 0..depth {
        stream = TokenStream::from(TokenTree::Group(proc_macro2::Group::new(
            Delimiter::Parenthesis,
            stream,
        )));
    }
    stream
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    for (name, entry, _) in ENTRY_POINTS {
        let message = std::thread::Builder::new()
            // Smaller than the compiler thread's, on purpose.
            .stack_size(2 << 20)
            .spawn(move || {
                let deep = nested(10_000);
                let input = match name {
                    "is!" => quote::quote!(#deep is Some(_)),
                    "#[is_syntax]" => quote::quote!(
                        fn f() {
                            if is!(#deep is A) {}
                        }
                    ),
                    _ => quote::quote!(fn f() -> bool { #deep is A }),
                };
                let output = entry(input.clone());
                // The error comes first; the rest is the nested input, which printing or
                // dropping (recursively, outside the compiler) would overflow on.
                let head: Vec<String> = output
                    .clone()
                    .into_iter()
                    .take(8)
                    .map(|t| match t {
                        TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                            g.stream().to_string()
                        }
                        other => other.to_string(),
                    })
                    .collect();
                std::mem::forget((input, output, deep));
                head.join(" ")
            })
            .expect("thread starts")
            .join()
            .unwrap_or_else(|_| panic!("{name} panicked on 10,000 nested parentheses"));
        assert!(message.contains("compile_error"), "{name}: {message}");
        assert!(
            message.contains("nests groups more than"),
            "{name}: {message}"
        );
    }
}

/// The messages of the `compile_error!`s at the top of `output`, read without printing
/// anything nested (printing 10,000 levels recurses, outside the compiler).
fn top_level_errors(output: &TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = output.clone().into_iter().collect();
    let mut messages = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        if matches!(token, TokenTree::Ident(name) if name == "compile_error")
            && let Some(TokenTree::Group(message)) = tokens.get(i + 2)
        {
            messages.push(message.stream().to_string());
        }
    }
    messages
}

/// Input built around a nested stream.
type Shape = fn(&TokenStream) -> TokenStream;

/// Runs `entry` on each shape with 10,000 nested groups in it, on a small stack, and checks
/// that exactly one error says so.
fn deep_shapes(entry: EntryPoint, shapes: &[(Shape, usize)]) {
    for (index, &(shape, expected)) in shapes.iter().enumerate() {
        let messages = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                let deep = nested(10_000);
                let input = shape(&deep);
                let output = entry(input.clone());
                let messages = top_level_errors(&output);
                std::mem::forget((input, output, deep));
                messages
            })
            .expect("thread starts")
            .join()
            .unwrap_or_else(|_| panic!("shape {index} overflowed or panicked"));
        let deep = messages
            .iter()
            .filter(|m| m.contains("nests groups more than"))
            .count();
        assert_eq!(deep, expected, "shape {index}: {messages:?}");
        assert_eq!(
            messages.len(),
            deep,
            "shape {index}: no other error: {messages:?}"
        );
    }
}

/// The reader checks depth as it reads, not by a walk of the whole item first, so each place
/// where it reads is tried: plain code, a condition, an `assert!`, a dropped statement, a
/// guard, a pattern, a `use` tree, a pattern-type alias.
#[test]
fn deep_nesting_anywhere_under_the_attribute_is_one_error() {
    deep_shapes(
        attribute,
        &[
            (|deep| quote::quote!(fn f() { let y = #deep; }), 1),
            // The one reader reads every operand of a condition, a plain one too.
            (
                |deep| quote::quote!(fn f() { if is!(x is Some(_)) && #deep {} }),
                1,
            ),
            (
                |_| {
                    let deep = nested_around(10_000, quote::quote!(is!(y, A)));
                    quote::quote!(fn f() { if is!(x, Some(_)) && #deep {} })
                },
                1,
            ),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            assert!(#deep is Some(_));
                        }
                    )
                },
                1,
            ),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            is!(#deep is Some(_)) && y;
                        }
                    )
                },
                1,
            ),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            match x {
                                A if is!(#deep, Some(_)) => {}
                                _ => {}
                            }
                        }
                    )
                },
                1,
            ),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            if is!(x, Some(#deep)) {}
                        }
                    )
                },
                1,
            ),
            (
                |deep| quote::quote!(mod m { use #deep; fn f() { if is!(x, Some(_)) {} } }),
                1,
            ),
            (|deep| quote::quote!(impl S { fn f() { { { #deep } } } }), 1),
            (
                |deep| {
                    quote::quote!(
                        type T = is!(u8 is #deep);
                    )
                },
                1,
            ),
        ],
    );
}

/// Blocks `blocks` deep around a condition whose operand and pattern nest `inner` deep: the
/// errors, on a stack smaller than the compiler's.
fn nested_condition_errors(blocks: usize, inner: usize) -> Vec<String> {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let operand = nested_around(inner, quote::quote!(is!(y, A) == b));
            let pattern = nested_around(inner, quote::quote!(v @ _));
            let mut body = quote::quote!(if is!(x, Some(#pattern)) && #operand {});
            for _ in 0..blocks {
                body = quote::quote!({ #body });
            }
            top_level_errors(&attribute(quote::quote!(fn f() #body)))
        })
        .expect("thread starts")
        .join()
        .expect("no stack overflow")
}

/// Blocks and the expressions in them count against one limit: nesting within it in both at
/// once is fine, beyond it in both at once is one error, never a stack overflow.
#[test]
fn nesting_counts_once_across_the_scan_and_the_parse() {
    let half = MAX_DEPTH / 2;
    assert_eq!(
        nested_condition_errors(half - 4, half - 4),
        Vec::<String>::new()
    );
    let errors = nested_condition_errors(half + 4, half + 4);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("nests groups more than"), "{errors:?}");
}

/// The attribute's own arguments are walked for their depth before they are read.
#[test]
fn deeply_nested_attribute_arguments_are_one_error() {
    let errors = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let deep = nested(10_000);
            let args = quote::quote!(allow(#deep));
            let output = front::attribute::expand(
                args.clone(),
                quote::quote!(
                    fn f() {}
                ),
            );
            let errors = top_level_errors(&output);
            std::mem::forget((deep, args, output));
            errors
        })
        .expect("thread starts")
        .join()
        .expect("no stack overflow");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("nests groups more than"), "{errors:?}");
}

/// `is::syntax!` has no walk of the whole block for its depth either: the reader keeps count.
#[test]
fn deep_nesting_anywhere_in_a_syntax_block_is_one_error() {
    deep_shapes(
        front::block::expand,
        &[
            (|deep| quote::quote!(fn f() { let y = #deep; }), 1),
            (|deep| quote::quote!(fn f() -> bool { x is Some(#deep) }), 1),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            println!("{}", #deep);
                        }
                    )
                },
                1,
            ),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            if is!(#deep, Some(_)) {}
                        }
                    )
                },
                1,
            ),
            (|deep| quote::quote!(type T = u8 is #deep;), 1),
            (
                |deep| quote::quote!(mod m { fn f() -> bool { #deep is A } }),
                1,
            ),
            (
                |deep| {
                    quote::quote!(
                        fn f() {
                            assert!(#deep is Some(_));
                        }
                    )
                },
                1,
            ),
        ],
    );
}

/// Nested `mod`s count like any other group.
#[test]
fn deeply_nested_modules_in_a_syntax_block_are_one_error() {
    let output = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut block = quote::quote!(
                fn f() {}
            );
            for _ in 0..10_000 {
                block = quote::quote!(mod m { #block });
            }
            let output = front::block::expand(block.clone());
            let text = output.to_string();
            std::mem::forget((block, output));
            text
        })
        .expect("thread starts")
        .join()
        .expect("no stack overflow on 10,000 nested modules");
    assert_eq!(
        output.matches("nests groups more than").count(),
        1,
        "{output}"
    );
}

#[test]
fn nesting_real_code_uses_is_fine() {
    let depth = MAX_DEPTH - 2;
    let text = format!("{}x{} is Some(_)", "(".repeat(depth), ")".repeat(depth));
    let output = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            front::is_macro::expand(TokenStream::from_str(&text).expect("nested input tokenizes"))
                .to_string()
        })
        .expect("thread starts")
        .join()
        .expect("no stack overflow at the supported depth");
    assert!(
        !output.contains("compile_error"),
        "{}",
        &output[..output.len().min(200)]
    );
}
