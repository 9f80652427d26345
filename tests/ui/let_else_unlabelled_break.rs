use is::{is, is_syntax};

// A chain's tests are `let … else`s in a labelled block of the macro's own: a `break` or
// `continue` in them names its loop's label.
#[is_syntax(let_else)]
fn f(rows: &[Option<u32>]) -> u32 {
    let mut sum = 0;
    for row in rows {
        if !is!(row is Some(v) && (*v > 0 || continue)) {
            return 0;
        }
        sum += v;
    }
    sum
}

#[is_syntax(let_else)]
fn labelled(rows: &[Option<u32>]) -> u32 {
    let mut sum = 0;
    'rows: for row in rows {
        if !is!(row is Some(v) && (*v > 0 || continue 'rows)) {
            return 0;
        }
        sum += v;
    }
    sum
}

fn main() {
    f(&[]);
    labelled(&[]);
}
