//! `#[is_syntax]` on items a `macro_rules!` writes: the tokens a rule puts in are read, though
//! the source text of the group they stand in (the rule's body) shows no `is`.

use is::{is, is_syntax};

/// Tokens put in by `$($t:tt)*`, in a body whose source text is `{ $($t)* }`.
macro_rules! function_of_tokens {
    ($name:ident, $x:ident, $($t:tt)*) => {
        #[is_syntax]
        fn $name($x: Option<u8>) -> u8 {
            $($t)*
        }
    };
}

function_of_tokens!(tokens, x, if is!(x, Some(v)) && v > 1 { v } else { 0 });

/// A bound put in by `$value:expr`, the rule's own test around it.
macro_rules! function_of_condition {
    ($name:ident, $value:expr) => {
        #[is_syntax]
        fn $name(x: Option<u8>) -> u8 {
            if true {
                if is!(x, Some(v)) && v > $value { v } else { 0 }
            } else {
                0
            }
        }
    };
}

function_of_condition!(condition, 1);

#[test]
fn tests_a_rule_puts_in_are_lowered() {
    for (f, name) in [
        (tokens as fn(Option<u8>) -> u8, "tokens"),
        (condition, "condition"),
    ] {
        assert_eq!(f(Some(3)), 3, "{name}");
        assert_eq!(f(Some(1)), 0, "{name}");
        assert_eq!(f(None), 0, "{name}");
    }
}
