// `expand` into a pattern that does not hold every value of this one's fails to build: the
// error is at this alias's pattern and names the first values missing, and rustc's note says
// which call asked for it. Each form of pattern: ranges, alternations, `const` bounds, `char`.
use is::{is, is_syntax};

const LIMIT: i32 = 10;

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Small = is!(u32 is (1 | 3 | 10..100));

#[is_syntax]
type Signed = is!(i32 is (-20..=-10 | LIMIT..));

#[is_syntax]
type Negative = is!(i32 is ..0);

#[is_syntax]
type Letter = is!(char is 'a'..='z');

#[is_syntax]
type Vowel = is!(char is ('a' | 'e' | 'i' | 'o' | 'u'));

fn main() {
    let _: Small = Errno::new(1).unwrap().expand();
    let _: Negative = Signed::new(-15).unwrap().expand();
    let _: Vowel = Letter::new('a').unwrap().expand();
}
