//! The outline a tool reads is the macros' own reading: each test's pattern is the one the
//! lowering puts in its `let`, calls are found by the paths the macros answer to, and the
//! parts of patterns no expression reads like are marked.

use proc_macro2::{Span, TokenStream};

use crate::outline::{Region, RegionKind, Stretch, regions};

/// The text of `source` that `stretch` covers.
fn text(source: &str, stretch: Stretch) -> &str {
    &source[stretch.first.byte_range().start..stretch.last.byte_range().end]
}

fn span_text(source: &str, span: Span) -> &str {
    &source[span.byte_range()]
}

fn read(source: &str) -> Vec<Region> {
    regions(source.parse().expect("test input tokenizes"))
}

#[test]
fn each_pattern_is_the_one_the_lowering_binds() {
    for args in [
        "x is Some(v) && v > 3",
        "a.b()? is Ok(ref mut n) && *n > 0",
        "(x is Some(1..=3)) || y is [first, .., last]",
        "v is Point { x: 0, .. } && w is (A | B)",
        "it.next() is Some(Some(c @ (1 | 2)))",
        "x is Some(_) && is!(y is None)",
    ] {
        let source = format!("is!({args})");
        let found = read(&source);
        assert_eq!(found.len(), 1, "{args}");
        assert_eq!(found[0].kind, RegionKind::Is);
        assert!(found[0].error.is_none(), "{args}: {:?}", found[0].error);
        let expansion = super::is_macro(args);
        for test in &found[0].tests {
            assert_eq!(span_text(&source, test.keyword), "is");
            let written = text(&source, test.pattern);
            let pattern: TokenStream = written.parse().unwrap();
            // `(A | B)` binds as `A | B`, which a `let` takes without the parentheses.
            let bare: TokenStream = written
                .strip_prefix('(')
                .and_then(|inner| inner.strip_suffix(')'))
                .unwrap_or(written)
                .parse()
                .unwrap();
            assert!(
                expansion.contains(&format!("let {pattern} ="))
                    || expansion.contains(&format!("let {bare} =")),
                "{args}: `{pattern}` is not bound in {expansion}"
            );
        }
        assert_eq!(found[0].tests.len(), args.matches(" is ").count(), "{args}");
    }
}

#[test]
fn calls_are_found_by_the_paths_the_macros_answer_to() {
    let source = "fn f() {
        isop::is!(x is None);
        ::is::is!(x is None);
        std::assert!(x is Some(_), \"{x:?}\");
        debug_assert!(x is Some(_));
        vec![is!(y is None)];
        deep::path::is!(x is None);
        my::assert!(x is None);
        assert!(x.is_some());
        stringify!(is!(x is None));
    }
    macro_rules! m { ($x:expr) => { is!($x is None) } }
    is::syntax! { fn g(x: Option<u8>) -> bool { x is Some(_) } }";
    let found: Vec<(RegionKind, &str)> = read(source)
        .iter()
        .map(|region| {
            let start = region.start.byte_range().start;
            (region.kind, &source[start..region.close.byte_range().end])
        })
        .collect();
    assert_eq!(
        found,
        [
            (RegionKind::Is, "isop::is!(x is None)"),
            (RegionKind::Is, "::is::is!(x is None)"),
            (RegionKind::Assert, "std::assert!(x is Some(_), \"{x:?}\")"),
            (RegionKind::Assert, "debug_assert!(x is Some(_))"),
            (RegionKind::Is, "is!(y is None)"),
            (
                RegionKind::Block,
                "is::syntax! { fn g(x: Option<u8>) -> bool { x is Some(_) } }"
            ),
        ]
    );
}

#[test]
fn parts_no_expression_reads_like_are_marked() {
    let source = "is!(x is Some(ref mut a @ 1..=3 | 7) && y is (b'0'..=b'9' | b'_') && z is 5.. && w is S { ref s, t: box u })";
    let found = read(source);
    let region = &found[0];
    let texts = |stretches: &[Stretch]| -> Vec<&str> {
        stretches.iter().map(|s| text(source, *s)).collect()
    };
    assert_eq!(texts(&region.bindings), ["ref mut a", "ref s", "box u"]);
    assert_eq!(region.at_signs.len(), 1);
    assert_eq!(
        texts(&region.grouped),
        ["ref mut a @ 1..=3", "b'0'..=b'9'", "5.."]
    );
    assert!(region.leading_bars.is_empty());
}

#[test]
fn pattern_types_and_errors() {
    let source = "is::syntax! { pub type Small = u8 is 0..=9 | 20; }";
    let region = &read(source)[0];
    let alias = region.pattern_types[0];
    assert_eq!(text(source, alias.base), "u8");
    assert_eq!(span_text(source, alias.is), "is");
    assert_eq!(text(source, alias.pattern), "0..=9 | 20");
    assert_eq!(region.grouped.len(), 1);

    // As the whole value of a `type`, `is!(BASE is PATTERN)` is a pattern type, whose base
    // is a type, whatever it would read as in an expression.
    let source =
        "type Present<T> = is!(Option<T> is Some(_)); fn f() -> bool { a == is!(x is None) }";
    let found = read(source);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].kind, RegionKind::PatternType);
    assert!(found[0].error.is_none(), "{:?}", found[0].error);
    let alias = found[0].pattern_types[0];
    assert!(alias.call);
    assert_eq!(text(source, alias.base), "Option<T>");
    assert_eq!(text(source, alias.pattern), "Some(_)");
    assert_eq!(found[1].kind, RegionKind::Is);
    let block = "is::syntax! { type Failure<E> = is!(Result<u8, E> is Err(_)); }";
    let found = read(block);
    assert!(found[0].error.is_none(), "{:?}", found[0].error);
    assert!(found[0].pattern_types[0].call);

    let broken = read("is!(x is Some(_) &&)");
    assert_eq!(broken.len(), 1);
    assert!(
        broken[0]
            .error
            .as_deref()
            .is_some_and(|e| e.contains("expected"))
    );
}
