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

/// The index just past the pattern of the infix `is` at `level[is_at]`: the pattern ends at
/// `&&`, `||`, `,`, `;`, `=>`, a lone `=`, `else`, the level's end, and in a condition at the
/// `{` of the body.
pub(crate) fn pattern_end(level: &[TokenTree], is_at: usize) -> usize {
    let condition = in_condition(level, is_at);
    let mut k = is_at + 1;
    while k < level.len() {
        if let Some((op, len)) = operator_at(level, k) {
            if matches!(op.as_str(), "&&" | "||" | "," | ";" | "=>" | "=") {
                return k;
            }
            k += len;
            continue;
        }
        if matches!(&level[k], TokenTree::Ident(word) if word == "else") {
            // `let true = x is Some(_) else { … }`
            return k;
        }
        if let TokenTree::Group(group) = &level[k]
            && group.delimiter() == Delimiter::Brace
            && condition
        {
            return k;
        }
        k += 1;
    }
    k
}

/// Whether the statement holding `level[i]` is an `if` or `while` condition so far (its body's
/// `{` then ends a pattern).
fn in_condition(level: &[TokenTree], i: usize) -> bool {
    for token in level[..i].iter().rev() {
        match token {
            TokenTree::Ident(word) if word == "if" || word == "while" => return true,
            TokenTree::Punct(punct) if punct.as_char() == ';' => return false,
            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => return false,
            _ => {}
        }
    }
    false
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
    fn a_pattern_ends_at_the_chain_and_in_a_condition_at_the_body() {
        let tokens = level("x is Some(1..=3) && y");
        assert_eq!(pattern_end(&tokens, 1), 4);
        let tokens = level("if x is Some(v) { v }");
        assert_eq!(pattern_end(&tokens, 2), 5);
        let tokens = level("const B: bool = p is Point { x: 0 };");
        assert_eq!(pattern_end(&tokens, 6), 9);
        let tokens = level("let true = x is Some(_) else { return };");
        assert_eq!(pattern_end(&tokens, 4), 7);
        let tokens = level("a == b || x is 1..=3");
        assert_eq!(pattern_end(&tokens, 7), tokens.len());
    }
}
