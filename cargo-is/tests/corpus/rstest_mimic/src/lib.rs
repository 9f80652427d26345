//! An attribute macro that does with its item what `rstest` does: the function comes out
//! again without its attributes, and each `#[case(ARGS)]` is a `#[test]` that calls it, with
//! the function's other attributes. An attribute after it on the function therefore never
//! sees the function's body.

use proc_macro::{Delimiter, TokenStream, TokenTree};

#[proc_macro_attribute]
pub fn rstest(_args: TokenStream, item: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = item.into_iter().collect();
    let mut cases = Vec::new();
    let mut other_attrs = String::new();
    let mut i = 0;
    while matches!(&tokens[i], TokenTree::Punct(p) if p.as_char() == '#') {
        let TokenTree::Group(attr) = &tokens[i + 1] else {
            break;
        };
        let inner: Vec<TokenTree> = attr.stream().into_iter().collect();
        match inner.as_slice() {
            [TokenTree::Ident(name), TokenTree::Group(args)] if name.to_string() == "case" => {
                cases.push(args.stream().to_string());
            }
            _ => other_attrs.push_str(&format!("#{attr} ")),
        }
        i += 2;
    }
    let mut function = String::new();
    let mut name = String::new();
    for token in &tokens[i..] {
        match token {
            TokenTree::Group(params)
                if params.delimiter() == Delimiter::Parenthesis && name.is_empty() =>
            {
                name = function
                    .split_whitespace()
                    .last()
                    .unwrap_or_default()
                    .to_owned();
                function.push_str(&format!("({}) ", without_attributes(params.stream())));
            }
            other => function.push_str(&format!("{other} ")),
        }
    }
    let tests: String = cases
        .iter()
        .enumerate()
        .map(|(n, args)| {
            format!(
                "{other_attrs} #[test] fn case_{}() {{ {name}({args}); }}",
                n + 1
            )
        })
        .collect();
    format!("#[allow(dead_code)] {function} #[cfg(test)] mod {name} {{ use super::*; {tests} }}")
        .parse()
        .expect("the function reads")
}

/// A function's parameters without their `#[case]` attributes.
fn without_attributes(params: TokenStream) -> String {
    let mut out = String::new();
    let mut tokens = params.into_iter().peekable();
    while let Some(token) = tokens.next() {
        if matches!(&token, TokenTree::Punct(p) if p.as_char() == '#') {
            tokens.next();
            continue;
        }
        out.push_str(&format!("{token} "));
    }
    out
}
