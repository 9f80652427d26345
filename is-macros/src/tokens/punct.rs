//! Punctuation read as Rust's operators: a run of joint characters is one operator.

use proc_macro2::{Spacing, TokenTree};

pub(crate) fn is_punct(token: &TokenTree, ch: char) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == ch)
}

/// The operator spelt by the joint punctuation starting at `tokens[at]`, and how many tokens
/// it takes; `("", 1)` for a token that is no punctuation. Asked of most punctuation, so it
/// neither allocates nor searches a list.
pub(crate) fn operator_at(tokens: &[TokenTree], at: usize) -> (&'static str, usize) {
    let mut chars = ['\0'; 3];
    let mut count = 0;
    for token in &tokens[at..] {
        let TokenTree::Punct(p) = token else { break };
        chars[count] = p.as_char();
        count += 1;
        if p.spacing() == Spacing::Alone || count == 3 {
            break;
        }
    }
    let three = match chars {
        ['<', '<', '='] => "<<=",
        ['>', '>', '='] => ">>=",
        ['.', '.', '.'] => "...",
        ['.', '.', '='] => "..=",
        _ => "",
    };
    if count == 3 && !three.is_empty() {
        return (three, 3);
    }
    let two = match [chars[0], chars[1]] {
        ['&', '&'] => "&&",
        ['|', '|'] => "||",
        ['=', '='] => "==",
        ['!', '='] => "!=",
        ['<', '='] => "<=",
        ['>', '='] => ">=",
        ['=', '>'] => "=>",
        ['.', '.'] => "..",
        [':', ':'] => "::",
        ['-', '>'] => "->",
        ['<', '-'] => "<-",
        ['<', '<'] => "<<",
        ['>', '>'] => ">>",
        ['+', '='] => "+=",
        ['-', '='] => "-=",
        ['*', '='] => "*=",
        ['/', '='] => "/=",
        ['%', '='] => "%=",
        ['^', '='] => "^=",
        ['&', '='] => "&=",
        ['|', '='] => "|=",
        _ => "",
    };
    if count >= 2 && !two.is_empty() {
        return (two, 2);
    }
    (single_punct(chars[0]), 1)
}

/// A punctuation character as a string; `""` for none.
fn single_punct(ch: char) -> &'static str {
    match ch {
        '=' => "=",
        '<' => "<",
        '>' => ">",
        '!' => "!",
        '~' => "~",
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        '%' => "%",
        '^' => "^",
        '&' => "&",
        '|' => "|",
        '@' => "@",
        '.' => ".",
        ',' => ",",
        ';' => ";",
        ':' => ":",
        '#' => "#",
        '$' => "$",
        '?' => "?",
        '\'' => "'",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use proc_macro2::{TokenStream, TokenTree};

    use super::operator_at;

    #[test]
    fn operators_are_read_whole() {
        let cases = [
            ("a <<= b", "<<="),
            ("a >>= b", ">>="),
            ("a ... b", "..."),
            ("a ..= b", "..="),
            ("a && b", "&&"),
            ("a || b", "||"),
            ("a == b", "=="),
            ("a != b", "!="),
            ("a <= b", "<="),
            ("a >= b", ">="),
            ("a => b", "=>"),
            ("a .. b", ".."),
            ("a :: b", "::"),
            ("a -> b", "->"),
            ("a << b", "<<"),
            ("a >> b", ">>"),
            ("a += b", "+="),
            ("a |= b", "|="),
            ("a & b", "&"),
            ("a < - b", "<"),
            ("a ? b", "?"),
            ("a , b", ","),
        ];
        for (source, operator) in cases {
            let tokens: Vec<TokenTree> = TokenStream::from_str(source)
                .expect("tokenizes")
                .into_iter()
                .collect();
            assert_eq!(
                operator_at(&tokens, 1),
                (operator, operator.len()),
                "{source}"
            );
        }
        let tokens: Vec<TokenTree> = TokenStream::from_str("a b")
            .expect("tokenizes")
            .into_iter()
            .collect();
        assert_eq!(operator_at(&tokens, 1), ("", 1));
    }
}
