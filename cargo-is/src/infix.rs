//! Infix `is` in token trees: where a test's `is` stands, and where its pattern ends, by the
//! rules the `is` macros read them with (README, "The rules").

use proc_macro2::{Delimiter, Spacing, TokenTree};

/// Keywords after which an `is` cannot be infix, since they end no expression.
const NOT_AN_END: &[&str] = &[
    "as", "async", "box", "break", "const", "continue", "do", "dyn", "else", "enum", "extern",
    "fn", "for", "if", "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "pub",
    "ref", "return", "static", "struct", "trait", "type", "unsafe", "use", "where", "while",
    "yield",
];

/// Operators made of several punctuation tokens, longest first.
const OPERATORS: &[&str] = &[
    "..=", "...", "<<=", ">>=", "&&", "||", "==", "!=", "<=", ">=", "=>", "->", "::", "..", "+=",
    "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>",
];

/// Whether `level[i]` is an infix `is`: the word `is` right after the end of an expression
/// (or a type, in a pattern-type alias), not a method, field, path segment or macro name.
pub(crate) fn is_infix(level: &[TokenTree], i: usize) -> bool {
    let TokenTree::Ident(word) = &level[i] else {
        return false;
    };
    if word != "is" || i == 0 {
        return false;
    }
    let after_ok = match level.get(i + 1) {
        None => false,
        Some(TokenTree::Punct(punct)) => {
            matches!(punct.as_char(), '&' | '-' | '.' | '|' | ':' | '<')
        }
        Some(_) => true,
    };
    after_ok && ends_expression(&level[i - 1]) && !is_path_separator(level, i)
}

fn ends_expression(token: &TokenTree) -> bool {
    match token {
        TokenTree::Ident(word) => !NOT_AN_END.contains(&word.to_string().as_str()),
        TokenTree::Literal(_) => true,
        TokenTree::Group(group) => group.delimiter() != Delimiter::None,
        TokenTree::Punct(punct) => matches!(punct.as_char(), '?' | '>'),
    }
}

/// Whether the token before `level[i]` is `.` or `::` (a method, field or path).
fn is_path_separator(level: &[TokenTree], i: usize) -> bool {
    // `>` ends a type (`Option<T> is Some(_)`) but `->`/`=>` do not end an expression.
    let before = |k: usize| match level.get(k) {
        Some(TokenTree::Punct(punct)) => Some(punct.as_char()),
        _ => None,
    };
    matches!(before(i - 1), Some('.'))
        || (before(i - 1) == Some('>') && i >= 2 && matches!(before(i - 2), Some('-' | '=')))
        || (before(i - 1) == Some(':') && i >= 2 && before(i - 2) == Some(':'))
}

/// The operator of punctuation tokens starting at `level[i]` and how many tokens it spans, or
/// `None` when `level[i]` is no punctuation.
pub(crate) fn operator_at(level: &[TokenTree], i: usize) -> Option<(String, usize)> {
    let mut chars = String::new();
    let mut k = i;
    while let Some(TokenTree::Punct(punct)) = level.get(k) {
        chars.push(punct.as_char());
        k += 1;
        if punct.spacing() == Spacing::Alone || chars.len() == 3 {
            break;
        }
    }
    if chars.is_empty() {
        return None;
    }
    let op = OPERATORS
        .iter()
        .find(|op| chars.starts_with(**op))
        .map_or_else(|| chars[..1].to_owned(), |op| (*op).to_owned());
    let len = op.len();
    Some((op, len))
}

/// The index of the first token of the value an infix `is` at `level[is_at]` tests: tokens
/// back to an operator of lower precedence than `==`, a `,`, `;`, `=>` or a keyword that
/// starts an expression.
pub(crate) fn value_start(level: &[TokenTree], is_at: usize) -> usize {
    let mut k = is_at;
    while k > 0 {
        let token = &level[k - 1];
        match token {
            TokenTree::Punct(_) => {
                // The operator that ends at k - 1.
                let start = (k.saturating_sub(3)..k)
                    .find(|&s| operator_at(level, s).is_some_and(|(_, len)| s + len == k))
                    .unwrap_or(k - 1);
                let (op, _) = operator_at(level, start).expect("a punctuation token");
                if matches!(
                    op.as_str(),
                    "&&" | "||"
                        | ","
                        | ";"
                        | "=>"
                        | "="
                        | ".."
                        | "..="
                        | "=="
                        | "!="
                        | "<="
                        | ">="
                        | "+="
                        | "-="
                        | "*="
                        | "/="
                        | "%="
                        | "^="
                        | "&="
                        | "|="
                        | "<<="
                        | ">>="
                ) || (op == "<" || op == ">") && !is_generic_angle(level, start)
                {
                    return k;
                }
                k = start;
            }
            TokenTree::Ident(word)
                if matches!(
                    word.to_string().as_str(),
                    "if" | "while" | "return" | "break" | "let" | "in" | "match" | "else" | "yield"
                ) =>
            {
                return k;
            }
            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
                // A block before a value is the end of the statement before it, unless it is a
                // struct literal's or a `match`'s body (the word before it is its path).
                let path_before = k >= 2 && matches!(level[k - 2], TokenTree::Ident(_));
                if !path_before {
                    return k;
                }
                k -= 1;
            }
            _ => k -= 1,
        }
    }
    0
}

/// Whether the `<` or `>` at `level[k]` is a generic argument list's (`Vec::<u8>`, `T<U>`),
/// judged by a `::` before it or a `<` to match.
fn is_generic_angle(level: &[TokenTree], k: usize) -> bool {
    match &level[k] {
        TokenTree::Punct(punct) if punct.as_char() == '<' => {
            k >= 2
                && matches!((&level[k - 1], &level[k - 2]), (TokenTree::Punct(a), TokenTree::Punct(b)) if a.as_char() == ':' && b.as_char() == ':')
        }
        TokenTree::Punct(_) => level[..k]
            .iter()
            .rev()
            .take_while(|token| !matches!(token, TokenTree::Punct(p) if p.as_char() == ';'))
            .any(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == '<')),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(text: &str) -> Vec<TokenTree> {
        text.parse::<proc_macro2::TokenStream>()
            .unwrap()
            .into_iter()
            .collect()
    }

    fn infix_positions(text: &str) -> Vec<usize> {
        let level = level(text);
        (0..level.len()).filter(|&i| is_infix(&level, i)).collect()
    }

    #[test]
    fn infix_is_after_an_expression_only() {
        assert_eq!(infix_positions("x is Some(v)"), [1]);
        assert_eq!(infix_positions("x.is()"), Vec::<usize>::new());
        assert_eq!(infix_positions("let is = 1"), Vec::<usize>::new());
        assert_eq!(infix_positions("Any::is"), Vec::<usize>::new());
        assert_eq!(infix_positions("is is None"), [1]);
        assert_eq!(infix_positions("f(a)? is Ok(_)"), [3]);
        assert_eq!(infix_positions("fn is(x: u8)"), Vec::<usize>::new());
        assert_eq!(infix_positions("Option<T> is Some(_)"), [4]);
    }

    #[test]
    fn the_value_starts_after_a_lower_operator() {
        let tokens = level("a && b.c()? is Some(_)");
        let is_at = tokens.iter().position(|t| t.to_string() == "is").unwrap();
        assert_eq!(value_start(&tokens, is_at), 3);
        let tokens = level("if x + 1 is 2 {}");
        assert_eq!(value_start(&tokens, 4), 1);
        let tokens = level("let b = Vec::<u8>::new() is _;");
        let is_at = tokens.iter().position(|t| t.to_string() == "is").unwrap();
        assert_eq!(value_start(&tokens, is_at), 3);
    }
}
