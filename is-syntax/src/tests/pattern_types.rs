//! What a pattern type expands to: a snapshot of one whole expansion per layout, and where the
//! alias's name lands in it.
//!
//! `IS_BLESS=1 cargo test -p is-operator-syntax --lib pattern_types` writes the snapshots anew
//! (add `--all-features` for those with the integrations' impls, as `cargo test --workspace`
//! builds the macros: a member crate turns every feature on).

use proc_macro2::{TokenStream, TokenTree};

/// The expansion of `#[is_syntax] ALIAS`, one top-level item or statement to a line.
fn expansion(alias: &str) -> String {
    let item: TokenStream = alias.parse().expect("test alias tokenizes");
    let expanded = crate::front::attribute::expand(TokenStream::new(), item);
    let mut lines = Vec::new();
    let mut line: Vec<TokenTree> = Vec::new();
    for token in expanded {
        let ends_item = match &token {
            TokenTree::Punct(p) => p.as_char() == ';',
            TokenTree::Group(g) => g.delimiter() == proc_macro2::Delimiter::Brace,
            _ => false,
        };
        line.push(token);
        if ends_item {
            lines.push(line.drain(..).collect::<TokenStream>().to_string());
        }
    }
    if !line.is_empty() {
        lines.push(line.into_iter().collect::<TokenStream>().to_string());
    }
    lines.join("\n") + "\n"
}

/// One snapshot per feature set: with none, and with every one (whose impls the type has too);
/// any other set names its features.
fn check_snapshot(name: &str, alias: &str) {
    let on = [
        ("serde", cfg!(feature = "serde")),
        ("rand", cfg!(feature = "rand")),
        ("arbitrary", cfg!(feature = "arbitrary")),
        ("bytemuck", cfg!(feature = "bytemuck")),
        ("num-traits", cfg!(feature = "num-traits")),
    ];
    let names: Vec<&str> = on
        .iter()
        .filter(|(_, on)| *on)
        .map(|(name, _)| *name)
        .collect();
    let features = match names.len() {
        0 => String::new(),
        n if n == on.len() => ".features".to_owned(),
        _ => format!(".{}", names.join(".")),
    };
    let path = format!(
        "{}/src/tests/snapshots/{name}{features}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let actual = expansion(alias);
    if std::env::var_os("IS_BLESS").is_some() {
        std::fs::write(&path, &actual).expect("snapshot written");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        expected == actual,
        "the expansion of `{alias}` changed; if that is meant, bless it with IS_BLESS=1:\n{actual}"
    );
}

#[test]
fn each_layout_expands_as_pinned() {
    check_snapshot("top_byte", "pub type Errno = is!(u32 is 0..4096);");
    check_snapshot("non_zero", "pub type Positive = is!(i64 is 1..);");
    check_snapshot(
        "xor",
        "pub type NotMax = is!(u64 is ..18446744073709551615);",
    );
    // A `const` bound is rustc's to read: the excluded value is found by `const` evaluation.
    check_snapshot("xor_const", "pub type BelowLimit = is!(u64 is ..LIMIT);");
    // The base's own `MAX` is read as the primitive's, which rustc confirms at the alias.
    check_snapshot("xor_max", "pub type BelowMax = is!(u64 is ..u64::MAX);");
    // Read per pointer width: an error where the bound does not fit, a constant each else.
    check_snapshot(
        "pointer_width",
        "pub(crate) type Wide = is!(isize is -2147483648..=100);",
    );
    check_snapshot("char", "pub type Lower = is!(char is 'a'..='z');");
    // No layout to choose: the float itself, `Default` where the literal bounds admit 0.0.
    check_snapshot("float", "pub type Ratio = is!(f64 is 0.0..=1.0);");
    check_snapshot(
        "float_alternation",
        "pub type Gain = is!(f32 is (..=-1.0 | FLOOR..));",
    );
    check_snapshot(
        "refinement",
        "pub type Failure<T, E> = is!(Result<T, E> is Err(_));",
    );
    // Each attribute where it belongs: `cfg` and lint levels on every item, docs on the type.
    check_snapshot(
        "attributes",
        "/// Docs.\n#[cfg(unix)]\n#[allow(dead_code)]\n#[cfg_attr(unix, doc = \"More.\", allow(unused))]\n#[deprecated]\npub type Old = is!(u8 is 1..);",
    );
}

/// Every token of `stream`, groups' contents included.
fn all_tokens(stream: TokenStream, out: &mut Vec<TokenTree>) {
    for token in stream {
        if let TokenTree::Group(group) = &token {
            all_tokens(group.stream(), out);
        }
        out.push(token);
    }
}

/// An editor's hover and go-to-definition on the alias's name find what carries its span:
/// that must be the type's own name, and nothing else the macro writes.
#[test]
fn the_alias_name_spans_the_type_name_only() {
    for alias in [
        "pub type Errno = is!(u32 is 0..4096);",
        "pub type NotMax = is!(u64 is ..u64::MAX);",
        "pub type Lower = is!(char is 'a'..='z');",
        "pub type Ratio = is!(f64 is 0.0..=1.0);",
        "pub type Present<T> = is!(Option<T> is Some(_));",
    ] {
        let item: TokenStream = alias.parse().expect("test alias tokenizes");
        let name = item
            .clone()
            .into_iter()
            .nth(2)
            .expect("`pub type NAME`: the name is the third token");
        let at = name.span().start();
        let expanded = crate::front::attribute::expand(TokenStream::new(), item);
        let mut tokens = Vec::new();
        all_tokens(expanded, &mut tokens);
        let named: Vec<String> = tokens
            .iter()
            .filter(|token| token.span().start() == at)
            .map(ToString::to_string)
            .collect();
        assert_eq!(named, [name.to_string()], "in the expansion of `{alias}`");
    }
}

/// An editor's go-to-definition on `new`, `get` and the rest of the API finds what their
/// names' spans point at: the pattern's `is`, in the user's file, never the macro's crate.
#[test]
fn the_api_names_point_at_the_patterns_is() {
    for (alias, names) in [
        (
            "pub type Errno = is!(u32 is 0..4096);",
            &["new", "get", "contains", "from_ref", "new_const", "MIN"][..],
        ),
        (
            "pub type Ratio = is!(f64 is 0.0..=1.0);",
            &[
                "new",
                "get",
                "contains",
                "from_ref",
                "new_unchecked",
                "MIN",
                "MAX",
            ][..],
        ),
        (
            "pub type Present<T> = is!(Option<T> is Some(_));",
            &["new", "get", "into_some", "from_ref", "contains"][..],
        ),
    ] {
        let item: TokenStream = alias.parse().expect("test alias tokenizes");
        let mut input = Vec::new();
        all_tokens(item.clone(), &mut input);
        let is = input
            .iter()
            .filter(|token| token.to_string() == "is")
            .nth(1)
            .expect("the operator `is` after `is!`");
        let at = is.span().start();
        let expanded = crate::front::attribute::expand(TokenStream::new(), item);
        let mut tokens = Vec::new();
        all_tokens(expanded, &mut tokens);
        for name in names {
            assert!(
                tokens
                    .iter()
                    .any(|token| token.to_string() == *name && token.span().start() == at),
                "`{name}` is not placed at the `is` of `{alias}`"
            );
        }
    }
}

/// The errors of a pointer width that cannot read the pattern stand under the alias's `cfg`
/// too: `usize is ..=4294967295` matches every `usize` on 32-bit targets, where this alias is
/// compiled out.
#[test]
fn a_widths_errors_stand_under_the_aliass_cfg() {
    let expanded = expansion(
        "#[cfg(target_pointer_width = \"64\")] pub type Big = is!(usize is ..=4294967295);",
    );
    let gated = "# [cfg (target_pointer_width = \"64\")] # [cfg (target_pointer_width = \"32\")] const _ : () = { :: core :: compile_error !";
    assert!(expanded.contains(gated), "{expanded}");
}
