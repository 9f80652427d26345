// `Default` is there only where the pattern admits the base's default, 0.
use is::{is, is_syntax};

#[is_syntax]
type Positive = is!(u32 is 1..);

fn main() {
    let _ = Positive::default();
}
