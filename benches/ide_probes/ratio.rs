// What a user of a float pattern-type alias meets: hover, completion, go-to-definition.
use is::{is, is_syntax};

/// A probability.
#[is_syntax]
pub type Ratio$0@hover = is!(f64 is 0.0..=1.0);

pub fn make(x: f64) -> Option<Ratio$0@hover> {
    Ratio::new$0@definition(x)
}

pub fn value(r: Ratio) -> f64 {
    r.get$0@definition()
}

pub fn path() {
    let _ = Ratio::$0@completion;
}

pub fn method(r: Ratio) {
    r.$0@completion
}
