//! A small tokenizer, written in edition 2018: `matches!` in many forms, `if let` ladders, a
//! turbofish in a tested value, and a crate-local `assert!` of its own.

use std::collections::HashMap;

/// The crate's own `assert!`: one expression, no message.
macro_rules! assert {
    ($condition:expr) => {
        if !$condition {
            panic!("check failed");
        }
    };
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Token {
    Number(u32),
    Word(char),
    Space,
    Symbol(char),
}

pub fn is_digit(c: char) -> bool {
    matches!(c, '0'..='9')
}

pub fn is_word_start(c: char) -> bool {
    matches!(c, 'a'..='z' | 'A'..='Z' | '_')
}

pub fn is_space(token: &Token) -> bool {
    matches!(*token, Token::Space)
}

pub fn is_small_number(token: Token) -> bool {
    matches!(token, Token::Number(n) if n < 10)
}

pub fn is_symbol_or_space(token: Token) -> bool {
    matches!(token, Token::Symbol(_) | Token::Space)
}

pub fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(digit) = c.to_digit(10) {
            let mut value = digit;
            while let Some(next) = chars.peek().and_then(|c| c.to_digit(10)) {
                value = value * 10 + next;
                chars.next();
            }
            tokens.push(Token::Number(value));
        } else if is_word_start(c) {
            tokens.push(Token::Word(c));
        } else if c == ' ' {
            tokens.push(Token::Space);
        } else {
            tokens.push(Token::Symbol(c));
        }
    }
    tokens
}

/// The largest number, found through a turbofish with two arguments.
pub fn largest(tokens: &[Token]) -> u32 {
    let numbers: Vec<u32> = tokens
        .iter()
        .filter_map(|token| match token {
            Token::Number(n) => Some(*n),
            _ => None,
        })
        .collect();
    if let Some(largest) = numbers.iter().copied().max_by_key::<u32, _>(|n| *n) {
        largest
    } else {
        0
    }
}

pub fn count_words(tokens: &[Token]) -> HashMap<char, usize> {
    let mut counts = HashMap::new();
    for token in tokens {
        if let Token::Word(c) = token {
            *counts.entry(*c).or_insert(0) += 1;
        }
    }
    counts
}

pub fn first_symbol(tokens: &[Token]) -> Option<char> {
    for token in tokens {
        assert!(matches!(
            token,
            Token::Number(_) | Token::Word(_) | Token::Space | Token::Symbol(_)
        ));
        if let Token::Symbol(s) = token {
            return Some(*s);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens() {
        let tokens = tokenize("a 12+b");
        assert_eq!(tokens.len(), 5);
        assert!(matches!(tokens[2], Token::Number(12)));
        assert!(is_space(&tokens[1]));
        assert!(is_symbol_or_space(tokens[3]));
        assert!(!is_small_number(tokens[2]));
        assert!(is_digit('7') && !is_digit('x'));
        assert_eq!(largest(&tokens), 12);
        assert_eq!(count_words(&tokens)[&'a'], 1);
        assert_eq!(first_symbol(&tokens), Some('+'));
    }
}
