// What a user of a pattern-type alias meets: hover, completion, go-to-definition, references.
use is::{is, is_syntax};

/// An error number.
#[is_syntax]
pub type Errno$0@hover = is!(u32 is 0..4096);

pub fn make(n: u32) -> Option<Errno$0@hover> {
    Errno::new$0@definition+references(n)
}

pub fn value(e: Errno) -> u32 {
    e.get$0@definition+references()
}

pub fn path() {
    let _ = Errno::$0@completion;
}

pub fn method(e: Errno) {
    e.$0@completion
}

pub fn bare() {
    let _ = __Is$0@completion;
}

// Outside the defining module (its parent, which privacy does not let see private fields).
pub mod codes {
    use is::{is, is_syntax};

    #[is_syntax]
    pub type Code = is!(u32 is 0..4096);
}

pub fn outside(c: codes::Code) {
    let _ = codes::Code::$0@completion;
    c.$0@completion
}
