// An enum refinement's storage lives in a module of its own, which sees the names of the
// module around the alias but not those declared inside a function: an alias in a function
// refines a type declared outside it.
use is::{is, is_syntax};

fn main() {
    enum Light {
        Red,
        Green,
    }
    #[is_syntax]
    type Go = is!(Light is Light::Green);
    let _ = (Light::Red, Go::contains(&Light::Green));
}
