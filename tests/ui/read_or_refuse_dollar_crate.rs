// Issue 31: `$crate::is!` in a rule's body is read as `is!` (its chains reach the let-chain
// writer through it); where the body does not read, it is refused like `is!`, and the help
// quotes it as written.
pub use is::is;

#[is::is_syntax]
mod exported {
    #[macro_export]
    macro_rules! pick {
        // A repetition of `tt`s where the test's operand stands: the body does not read.
        ($($e:tt)*) => {
            if $crate::is!($($e)* is Some(v)) && v > 3 { v } else { 0 }
        };
    }
}

fn main() {}
