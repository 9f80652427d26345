// A float pattern type has no `new_const` (a const generic parameter cannot be a float:
// `is::value!` is the checked constant), no arithmetic, and no `Default` where a bound is a
// path or a `const`, whose value the macro does not read; `is::value!` checks the value.
use is::{is, is_syntax};
use std::ops::Add;

#[is_syntax]
type Ratio = is!(f64 is 0.0..=1.0);

#[is_syntax]
type Finite = is!(f64 is f64::MIN..=f64::MAX);

const TOO_BIG: Ratio = is::value!(Ratio, 2.0);

// Asked for through a bound, so that rustc's message points here and never quotes core's
// source.
fn add<T: Add<U>, U>(_: T, _: U) {}

fn main() {
    let _ = Ratio::new_const::<1>();
    let half = Ratio::new(0.5).unwrap();
    add::<Ratio, f64>(half, 0.5);
    let _ = TOO_BIG;
    let _ = Finite::default();
}
