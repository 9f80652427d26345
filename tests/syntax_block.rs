//! `is::syntax! { … }`: the proposed syntax itself, for whole items.

#![allow(clippy::redundant_pattern_matching)]

use std::any::Any;

is::syntax! {
    pub type Errno = u32 is 0..4096;

    pub fn first_small(v: &[Option<u32>]) -> Option<u32> {
        let mut it = v.iter();
        while it.next() is Some(Some(x)) && *x < 10 {
            if *x is 3..=5 { return Some(*x); }
        }
        None
    }
}

#[test]
fn the_issue_example() {
    assert_eq!(first_small(&[Some(1), Some(4), Some(20)]), Some(4));
    assert_eq!(first_small(&[Some(1), None, Some(4)]), None);
    assert_eq!(first_small(&[Some(1), Some(12), Some(4)]), None);
    assert_eq!(Errno::new(22).map(Errno::get), Some(22));
    assert!(Errno::new(4096).is_none());
    assert_eq!(std::mem::size_of::<Option<Errno>>(), 4);
}

is::syntax! {
    #[derive(Debug, Clone, Copy, PartialEq)]
    pub struct Point {
        pub x: i32,
        pub y: i32,
    }

    pub const ORIGIN_IS_ORIGIN: bool = Point { x: 0, y: 0 } is Point { x: 0, y: 0 };

    pub type Small = u8 is (1 | 3 | 10..=20);

    pub type Present<T> = Option<T> is Some(_);

    pub mod shapes {
        pub type Odd = u16 is (1 | 3 | 5);

        pub fn odd(v: u16) -> bool {
            v is (1 | 3 | 5)
        }
    }

    pub trait Axis {
        fn point(&self) -> Point;

        fn on_axis(&self) -> bool {
            let p = self.point();
            p is (Point { x: 0, .. } | Point { y: 0, .. })
        }
    }

    impl Axis for Point {
        fn point(&self) -> Point {
            *self
        }
    }

    impl Point {
        pub fn x_if_on_y_axis(&self) -> Option<i32> {
            if self is (Point { x: 0, y }) {
                return Some(*y);
            }
            None
        }
    }

    pub fn classify(v: Result<Option<u8>, String>) -> String {
        match &v {
            Ok(Some(n)) if *n is 0..=9 => "digit".to_owned(),
            Ok(inner) if inner is Some(n) && *n > 100 => format!("big {n}"),
            Err(e) if e.len() is 0 => "empty error".to_owned(),
            _ => {
                let described = v is Ok(_) || v is Err(_);
                assert!(described);
                "other".to_owned()
            }
        }
    }

    pub fn let_else(x: Option<u8>) -> u8 {
        let true = x is Some(_) else {
            return 0;
        };
        let Some(n) = x.filter(|v| v is 1..) else {
            return 1;
        };
        n
    }

    pub fn returns(x: Option<u8>) -> bool {
        return x is Some(v) && v > 1;
    }

    pub fn closures(xs: &[Option<u8>]) -> usize {
        xs.iter().filter(|o| o is Some(v) && *v > 1).count()
    }

    pub fn asserts(r: Result<u8, ()>) {
        assert!(r is Ok(v) && v < 10, "{r:?} is out of range");
        debug_assert!(r is Ok(_));
    }

    pub fn else_if(x: Option<i32>) -> &'static str {
        if x is Some(v) && v < 0 {
            "negative"
        } else if x is Some(0) {
            "zero"
        } else if x is None {
            "none"
        } else {
            "positive"
        }
    }
}

#[test]
fn every_item_kind() {
    const { assert!(ORIGIN_IS_ORIGIN) };
    assert_eq!(Small::new(3).map(Small::get), Some(3));
    assert!(Small::new(4).is_none());
    assert_eq!(Present::new(Some('x')).map(Present::into_some), Ok('x'));
    assert_eq!(shapes::Odd::new(5).map(shapes::Odd::get), Some(5));
    assert!(shapes::odd(3) && !shapes::odd(4));
    assert!(Point { x: 0, y: 3 }.on_axis());
    assert!(!Point { x: 1, y: 3 }.on_axis());
    assert_eq!(Point { x: 0, y: 7 }.x_if_on_y_axis(), Some(7));
    assert_eq!(Point { x: 1, y: 7 }.x_if_on_y_axis(), None);
}

#[test]
fn guards_let_else_return_closures_asserts() {
    assert_eq!(classify(Ok(Some(5))), "digit");
    assert_eq!(classify(Ok(Some(200))), "big 200");
    assert_eq!(classify(Err(String::new())), "empty error");
    assert_eq!(classify(Ok(None)), "other");
    assert_eq!(let_else(Some(3)), 3);
    assert_eq!(let_else(Some(0)), 1);
    assert_eq!(let_else(None), 0);
    assert!(returns(Some(2)) && !returns(Some(1)));
    assert_eq!(closures(&[Some(1), Some(2), None, Some(3)]), 2);
    asserts(Ok(3));
    assert_eq!(else_if(Some(-1)), "negative");
    assert_eq!(else_if(Some(0)), "zero");
    assert_eq!(else_if(None), "none");
    assert_eq!(else_if(Some(1)), "positive");
}

pub struct HasIs {
    pub is: u8,
}

impl HasIs {
    pub fn is(&self) -> bool {
        self.is > 0
    }
}

is::syntax! {
    pub fn identifiers(any: &dyn Any) -> [bool; 7] {
        let is = Some(1u8);
        let s = HasIs { is: 2 };
        [
            is is Some(1),
            s.is is 2,
            s.is(),
            any.is::<u8>(),
            HasIs::is(&s) is true,
            { let r#is = 5; r#is is 5 },
            is!(is, Some(_)),
        ]
    }

    pub fn is() -> u8 {
        7
    }

    pub fn calls_is() -> bool {
        is() is 7
    }
}

#[test]
fn is_stays_an_identifier() {
    assert_eq!(identifiers(&1u8), [true; 7]);
    assert!(calls_is());
}

fn same_output_as_the_attribute_form() -> (bool, bool) {
    #[is::is_syntax]
    fn with_attribute(x: Option<u8>) -> u8 {
        if is::is!(x is Some(v) && v > 1) { v } else { 0 }
    }
    is::syntax! {
        fn with_block(x: Option<u8>) -> u8 {
            if x is Some(v) && v > 1 { v } else { 0 }
        }
    }
    let all = [None, Some(0), Some(1), Some(2), Some(200)];
    (
        all.iter().all(|x| with_attribute(*x) == with_block(*x)),
        with_block(Some(9)) == 9,
    )
}

#[test]
fn both_front_ends_agree() {
    assert_eq!(same_output_as_the_attribute_form(), (true, true));
}

// The attribute's spellings are accepted inside a block too.
is::syntax! {
    pub type Digit = is::is!(u8 is 0..=9);

    fn first_digit(v: &[u8]) -> Option<Digit> {
        let mut it = v.iter();
        while is::is!(it.next() is Some(b)) {
            if let Some(d) = Digit::new(*b) {
                return Some(d);
            }
        }
        None
    }
}

#[test]
fn attribute_spellings_inside_a_block() {
    assert_eq!(first_digit(&[42, 7, 3]).map(Digit::get), Some(7));
    assert_eq!(first_digit(&[42]), None);
    assert_eq!(std::mem::size_of::<Option<Digit>>(), 1);
}

// Infix `is` in the arguments of other macros, as `$e:expr` would take it.
is::syntax! {
    fn in_macro_arguments(x: Option<u8>) -> (Vec<bool>, String, Vec<u8>) {
        use std::fmt::Write as _;
        let flags = vec![x is Some(_), x is None];
        let mut text = format!("{} {named}", x is Some(1..), named = x is Some(3));
        write!(text, " {}", x is Some(y) && y > 2).unwrap();
        let nested = format!("{}", format!("{}", x is Some(_)).len());
        let bound = vec![if x is Some(y) && y > 1 { y } else { 0 }, nested.parse().unwrap()];
        assert_eq!(x is Some(_), x.is_some());
        (flags, text, bound)
    }
}

#[test]
fn infix_is_in_other_macros_arguments() {
    assert_eq!(
        in_macro_arguments(Some(3)),
        (vec![true, false], "true true true".to_owned(), vec![3, 4])
    );
    assert_eq!(
        in_macro_arguments(None),
        (
            vec![false, true],
            "false false false".to_owned(),
            vec![0, 5]
        )
    );
}

// The repeat form of an array in a macro, `vec![VALUE; N]`: both sides are expressions.
// And `matches!`: its value and its guard are.
is::syntax! {
    fn in_a_repeat_form(x: Option<u8>) -> (Vec<bool>, Vec<u8>) {
        (vec![x is Some(_); 2], vec![7; usize::from(x is Some(1..))])
    }

    fn in_matches(x: Option<u8>, y: Result<u8, ()>) -> bool {
        matches!(x, Some(v) if v is 1..=3 && y is Ok(w) && w > v)
    }
}

#[test]
fn infix_is_in_a_repeat_form_and_a_matches_guard() {
    assert_eq!(in_a_repeat_form(Some(3)), (vec![true, true], vec![7]));
    assert_eq!(in_a_repeat_form(None), (vec![false, false], vec![]));
    assert!(in_matches(Some(2), Ok(3)));
    assert!(!in_matches(Some(2), Ok(2)));
    assert!(!in_matches(Some(4), Ok(9)));
    assert!(!in_matches(None, Ok(9)));
    assert!(!in_matches(Some(1), Err(())));
}

// Parentheses do not stop the flow in a value either.
is::syntax! {
    fn parenthesised_operand(x: Option<u8>) -> bool {
        (x is Some(p)) && if p > 1 { p is 2..=5 } else { false }
    }
}

#[test]
fn a_parenthesised_test_binds_into_its_chain() {
    assert!(parenthesised_operand(Some(3)));
    assert!(!parenthesised_operand(Some(9)));
    assert!(!parenthesised_operand(Some(1)));
    assert!(!parenthesised_operand(None));
}
