// `expand` between patterns that nest builds and keeps the value, `const` bounds included.
use is::{is, is_syntax};

const LIMIT: u32 = 4096;

#[is_syntax]
type Errno = is!(u32 is 0..LIMIT);

#[is_syntax]
type Wider = is!(u32 is (0..5000 | 6000..=6001));

#[is_syntax]
type Letter = is!(char is 'a'..='z');

#[is_syntax]
type Text = is!(char is ('\t' | ' '..='~'));

fn main() {
    let e = Errno::new(4095).unwrap();
    let w: Wider = e.expand();
    assert_eq!(w.get(), 4095);
    assert_eq!(w.narrow::<Errno>(), Some(e));
    assert_eq!(Wider::new(4096).unwrap().narrow::<Errno>(), None);
    assert_eq!(Letter::new('q').unwrap().expand::<Text>().get(), 'q');
}
