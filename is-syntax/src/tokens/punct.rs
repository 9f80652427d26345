//! Punctuation read as Rust's operators: a run of joint characters is one operator.

use proc_macro2::{Spacing, TokenTree};

pub(crate) fn is_punct(token: &TokenTree, ch: char) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == ch)
}

/// A Rust operator, or a punctuation character alone; `None` for a token that is no
/// punctuation. Read once per token: matching strings costs a comparison per arm in the
/// unoptimised build proc macros get by default.
#[derive(Clone, Copy, Eq, Debug)]
pub(crate) enum Op {
    None,
    /// `=`
    Eq,
    /// `==`
    EqEq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `&&`
    AndAnd,
    /// `||`
    OrOr,
    /// `!`
    Not,
    /// `~`
    Tilde,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `/`
    Slash,
    /// `%`
    Percent,
    /// `^`
    Caret,
    /// `&`
    And,
    /// `|`
    Or,
    /// `@`
    At,
    /// `.`
    Dot,
    /// `..`
    DotDot,
    /// `..=`
    DotDotEq,
    /// `...`
    DotDotDot,
    /// `,`
    Comma,
    /// `;`
    Semi,
    /// `:`
    Colon,
    /// `::`
    PathSep,
    /// `->`
    RArrow,
    /// `<-`
    LArrow,
    /// `=>`
    FatArrow,
    /// `#`
    Pound,
    /// `$`
    Dollar,
    /// `?`
    Question,
    /// `'`
    Quote,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `+=`
    PlusEq,
    /// `-=`
    MinusEq,
    /// `*=`
    StarEq,
    /// `/=`
    SlashEq,
    /// `%=`
    PercentEq,
    /// `^=`
    CaretEq,
    /// `&=`
    AndEq,
    /// `|=`
    OrEq,
    /// `<<=`
    ShlEq,
    /// `>>=`
    ShrEq,
}

// By hand rather than derived: a derived `==` is a call in the unoptimised build proc macros
// get by default, and the reader compares these for nearly every token.
impl PartialEq for Op {
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        *self as u8 == *other as u8
    }
}

impl Op {
    /// `=` and the compound assignments, `+=` to `>>=`.
    #[inline(always)]
    pub(crate) fn is_assignment(self) -> bool {
        matches!(
            self,
            Op::Eq
                | Op::PlusEq
                | Op::MinusEq
                | Op::StarEq
                | Op::SlashEq
                | Op::PercentEq
                | Op::CaretEq
                | Op::AndEq
                | Op::OrEq
                | Op::ShlEq
                | Op::ShrEq
        )
    }

    /// `==`, `!=`, `<`, `>`, `<=`, `>=`.
    #[inline(always)]
    pub(crate) fn is_comparison(self) -> bool {
        matches!(self, Op::EqEq | Op::Ne | Op::Lt | Op::Gt | Op::Le | Op::Ge)
    }

    /// The operator as written, for messages.
    pub(crate) fn text(self) -> &'static str {
        match self {
            Op::None => "",
            Op::Eq => "=",
            Op::EqEq => "==",
            Op::Ne => "!=",
            Op::Lt => "<",
            Op::Gt => ">",
            Op::Le => "<=",
            Op::Ge => ">=",
            Op::AndAnd => "&&",
            Op::OrOr => "||",
            Op::Not => "!",
            Op::Tilde => "~",
            Op::Plus => "+",
            Op::Minus => "-",
            Op::Star => "*",
            Op::Slash => "/",
            Op::Percent => "%",
            Op::Caret => "^",
            Op::And => "&",
            Op::Or => "|",
            Op::At => "@",
            Op::Dot => ".",
            Op::DotDot => "..",
            Op::DotDotEq => "..=",
            Op::DotDotDot => "...",
            Op::Comma => ",",
            Op::Semi => ";",
            Op::Colon => ":",
            Op::PathSep => "::",
            Op::RArrow => "->",
            Op::LArrow => "<-",
            Op::FatArrow => "=>",
            Op::Pound => "#",
            Op::Dollar => "$",
            Op::Question => "?",
            Op::Quote => "'",
            Op::Shl => "<<",
            Op::Shr => ">>",
            Op::PlusEq => "+=",
            Op::MinusEq => "-=",
            Op::StarEq => "*=",
            Op::SlashEq => "/=",
            Op::PercentEq => "%=",
            Op::CaretEq => "^=",
            Op::AndEq => "&=",
            Op::OrEq => "|=",
            Op::ShlEq => "<<=",
            Op::ShrEq => ">>=",
        }
    }
}

/// The operator spelt by the joint punctuation starting at `tokens[at]`, and how many tokens
/// it takes; `(Op::None, 1)` for a token that is no punctuation.
pub(crate) fn operator_at(tokens: &[TokenTree], at: usize) -> (Op, usize) {
    // Most punctuation stands alone: its character's operator, with no run to gather (this
    // runs for every punctuation token read, unoptimised).
    if let Some(TokenTree::Punct(p)) = tokens.get(at)
        && let Spacing::Alone = p.spacing()
    {
        return (single(p.as_char()), 1);
    }
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
    operator_of(chars, count)
}

/// The operator spelt by the first `count` of `chars`, the characters of a run of joint
/// punctuation (at most three), and how many of them it takes.
pub(crate) fn operator_of(chars: [char; 3], count: usize) -> (Op, usize) {
    let three = match chars {
        ['<', '<', '='] => Op::ShlEq,
        ['>', '>', '='] => Op::ShrEq,
        ['.', '.', '.'] => Op::DotDotDot,
        ['.', '.', '='] => Op::DotDotEq,
        _ => Op::None,
    };
    if count == 3 && three != Op::None {
        return (three, 3);
    }
    let two = match [chars[0], chars[1]] {
        ['=', '='] => Op::EqEq,
        ['!', '='] => Op::Ne,
        ['<', '='] => Op::Le,
        ['>', '='] => Op::Ge,
        ['&', '&'] => Op::AndAnd,
        ['|', '|'] => Op::OrOr,
        ['.', '.'] => Op::DotDot,
        [':', ':'] => Op::PathSep,
        ['-', '>'] => Op::RArrow,
        ['<', '-'] => Op::LArrow,
        ['=', '>'] => Op::FatArrow,
        ['<', '<'] => Op::Shl,
        ['>', '>'] => Op::Shr,
        ['+', '='] => Op::PlusEq,
        ['-', '='] => Op::MinusEq,
        ['*', '='] => Op::StarEq,
        ['/', '='] => Op::SlashEq,
        ['%', '='] => Op::PercentEq,
        ['^', '='] => Op::CaretEq,
        ['&', '='] => Op::AndEq,
        ['|', '='] => Op::OrEq,
        _ => Op::None,
    };
    if count >= 2 && two != Op::None {
        return (two, 2);
    }
    (single(chars[0]), 1)
}

/// A punctuation character alone.
fn single(ch: char) -> Op {
    match ch {
        '=' => Op::Eq,
        '<' => Op::Lt,
        '>' => Op::Gt,
        '!' => Op::Not,
        '~' => Op::Tilde,
        '+' => Op::Plus,
        '-' => Op::Minus,
        '*' => Op::Star,
        '/' => Op::Slash,
        '%' => Op::Percent,
        '^' => Op::Caret,
        '&' => Op::And,
        '|' => Op::Or,
        '@' => Op::At,
        '.' => Op::Dot,
        ',' => Op::Comma,
        ';' => Op::Semi,
        ':' => Op::Colon,
        '#' => Op::Pound,
        '$' => Op::Dollar,
        '?' => Op::Question,
        '\'' => Op::Quote,
        _ => Op::None,
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
            let (op, len) = operator_at(&tokens, 1);
            assert_eq!((op.text(), len), (operator, operator.len()), "{source}");
        }
        let tokens: Vec<TokenTree> = TokenStream::from_str("a b")
            .expect("tokenizes")
            .into_iter()
            .collect();
        assert_eq!(operator_at(&tokens, 1), (super::Op::None, 1));
    }
}
