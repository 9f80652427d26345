// The shapes that rustc's let-chain, if-let-guard and drop-order tests (and those of rustc's
// own experimental `is`) exercise, through both front ends; `include!`d by the edition-2021
// and edition-2024 user crates. Each function shadows the name its test binds with an outer
// variable, so that a binding that failed to reach its use would read the outer value and the
// test would fail, not compile silently.

/// Shape 1: a value's `&&` chain that goes on after the `is!(…)`, in every value position.
pub mod chain_after_the_call {
    use is::{is, is_syntax};

    #[is_syntax]
    #[must_use]
    pub fn in_let(x: Option<u8>) -> bool {
        let v = 100;
        let b = is!(x is Some(v)) && v > 3;
        b && v == 100
    }

    #[is_syntax]
    #[must_use]
    pub fn in_return(x: Option<u8>) -> bool {
        let v = 100;
        if v == 100 {
            return is!(x is Some(v)) && v > 3;
        }
        false
    }

    fn both(a: bool, b: bool) -> bool {
        a && b
    }

    #[is_syntax]
    #[must_use]
    pub fn in_argument(o: Option<u8>) -> bool {
        let x = 100;
        both(is!(o is Some(x)) && x > 3, x == 100)
    }

    #[is_syntax]
    #[must_use]
    #[allow(clippy::match_bool)]
    pub fn in_scrutinee(o: Option<u8>) -> u8 {
        let x = 100;
        match is!(o is Some(x)) && x > 3 {
            true => 1,
            false => x - 100,
        }
    }

    #[is_syntax]
    #[must_use]
    pub fn in_closure(items: &[Option<u8>]) -> usize {
        let x: u8 = 100;
        items.iter().filter(|o| is!(o is Some(x)) && *x > 3).count() + usize::from(x - 100)
    }

    /// rustc's prototype accepts this one: a second test on the first one's binding.
    #[is_syntax]
    #[must_use]
    pub fn two_tests(a: Option<Option<u8>>) -> bool {
        let x: Option<u8> = None;
        let t = is!(a is Some(x)) && is!(x is Some(y)) && y > 3;
        t && x.is_none()
    }

    is::syntax! {
        #[must_use]
        pub fn block_in_let(x: Option<u8>) -> bool {
            let v = 100;
            let b = x is Some(v) && v > 3;
            b && v == 100
        }

        #[must_use]
        pub fn block_in_return(x: Option<u8>) -> bool {
            let v = 100;
            if v == 100 {
                return x is Some(v) && v > 3;
            }
            false
        }

        #[must_use]
        pub fn block_in_argument(o: Option<u8>) -> bool {
            let x = 100;
            super::chain_after_the_call_both(o is Some(x) && x > 3, x == 100)
        }

        #[must_use]
        #[allow(clippy::match_bool)]
        pub fn block_in_scrutinee(o: Option<u8>) -> u8 {
            let x = 100;
            match o is Some(x) && x > 3 {
                true => 1,
                false => x - 100,
            }
        }

        #[must_use]
        pub fn block_in_closure(items: &[Option<u8>]) -> usize {
            let x: u8 = 100;
            items.iter().filter(|o| o is Some(x) && *x > 3).count() + usize::from(x - 100)
        }

        #[must_use]
        pub fn block_two_tests(a: Option<Option<u8>>) -> bool {
            let x: Option<u8> = None;
            let t = a is Some(x) && x is Some(y) && y > 3;
            t && x.is_none()
        }
    }
}

/// [`chain_after_the_call`]'s helper, where a block can name it.
fn chain_after_the_call_both(a: bool, b: bool) -> bool {
    a && b
}

/// The drop order of one `if` around the whole chain: in `a() && is!(t() is Some(_)) && b()`
/// the value of `t()` drops after `b()` runs.
pub mod drop_order {
    use std::cell::RefCell;

    use is::{is, is_syntax};

    /// Something that logs when it is made and when it drops.
    pub struct Noisy<'a>(&'a RefCell<Vec<&'static str>>);

    impl Drop for Noisy<'_> {
        fn drop(&mut self) {
            self.0.borrow_mut().push("drop t");
        }
    }

    fn step(log: &RefCell<Vec<&'static str>>, name: &'static str) -> bool {
        log.borrow_mut().push(name);
        true
    }

    fn t<'a>(log: &'a RefCell<Vec<&'static str>>, some: bool) -> Option<Noisy<'a>> {
        log.borrow_mut().push("t");
        some.then_some(Noisy(log))
    }

    #[is_syntax]
    #[must_use]
    pub fn attribute() -> Vec<&'static str> {
        let log = RefCell::new(Vec::new());
        let _ = step(&log, "a") && is!(t(&log, true) is Some(_)) && step(&log, "b");
        log.into_inner()
    }

    is::syntax! {
        #[must_use]
        pub fn block() -> Vec<&'static str> {
            let log = RefCell::new(Vec::new());
            let _ = step(&log, "a") && t(&log, true) is Some(_) && step(&log, "b");
            log.into_inner()
        }
    }
}

/// Shape 2: a labelled loop.
pub mod labelled_loop {
    use is::{is, is_syntax};

    #[is_syntax]
    #[must_use]
    pub fn attribute(n: Option<u8>) -> u8 {
        let x = 100;
        'w: while is!(n is Some(x)) {
            if x == 0 {
                break 'w;
            }
            return x;
        }
        x
    }

    #[is_syntax]
    #[must_use]
    pub fn attribute_chain(items: &[u8]) -> u32 {
        let mut it = items.iter();
        let mut sum = 0;
        'outer: while is!(it.next() is Some(n)) && *n < 50 {
            for _ in 0..2 {
                if *n == 7 {
                    break 'outer;
                }
            }
            sum += u32::from(*n);
        }
        sum
    }

    is::syntax! {
        #[must_use]
        pub fn block(n: Option<u8>) -> u8 {
            let x = 100;
            'w: while n is Some(x) {
                if x == 0 {
                    break 'w;
                }
                return x;
            }
            x
        }

        #[must_use]
        pub fn block_chain(items: &[u8]) -> u32 {
            let mut it = items.iter();
            let mut sum = 0;
            'w: while it.next() is Some(n) && *n < 50 {
                if *n == 7 {
                    break 'w;
                }
                sum += u32::from(*n);
            }
            sum
        }
    }
}

/// Shape 3: an `if` or `match` expression as a link of a condition, or as its value.
#[allow(clippy::match_single_binding)]
pub mod block_like_links {
    use is::{is, is_syntax};

    #[is_syntax]
    #[must_use]
    pub fn match_link(o: Option<u8>) -> u8 {
        let v = 100;
        if match o {
            _ => true,
        } && is!(o is Some(v))
        {
            v
        } else {
            v - 100
        }
    }

    #[is_syntax]
    #[must_use]
    pub fn if_link(t: Option<bool>) -> bool {
        let x = false;
        if true && if is!(t is Some(x)) && x { x } else { false } {
            !x
        } else {
            x
        }
    }

    #[is_syntax]
    #[must_use]
    pub fn if_scrutinee(o: Option<u8>) -> u8 {
        let v = 100;
        match if is!(o is Some(v)) && v > 1 { v } else { 0 } {
            0 => v - 100,
            n => n,
        }
    }

    #[is_syntax]
    #[must_use]
    pub fn if_condition_of_while(items: &[Option<u8>]) -> u32 {
        let mut it = items.iter();
        let mut sum = 0;
        while if is!(it.next() is Some(Some(n))) { sum += u32::from(*n); true } else { false } {}
        sum
    }

    is::syntax! {
        #[must_use]
        pub fn block_match_link(o: Option<u8>) -> u8 {
            let v = 100;
            if match o { _ => true } && o is Some(v) { v } else { v - 100 }
        }

        #[must_use]
        pub fn block_if_link(t: Option<bool>) -> bool {
            let x = false;
            if true && if t is Some(x) && x { x } else { false } { !x } else { x }
        }

        #[must_use]
        pub fn block_if_scrutinee(o: Option<u8>) -> u8 {
            let v = 100;
            match if o is Some(v) && v > 1 { v } else { 0 } {
                0 => v - 100,
                n => n,
            }
        }

        #[must_use]
        pub fn block_if_condition_of_while(items: &[Option<u8>]) -> u32 {
            let mut it = items.iter();
            let mut sum = 0;
            while if it.next() is Some(Some(n)) { sum += u32::from(*n); true } else { false } {}
            sum
        }
    }
}

/// Shape 4: a struct field's value.
pub mod field_value {
    use is::{is, is_syntax};

    /// A point with one field.
    #[derive(Debug, PartialEq, Eq)]
    pub struct P {
        pub x: u8,
    }

    #[is_syntax]
    #[must_use]
    pub fn attribute(o: Option<u8>) -> P {
        let v = 100;
        P {
            x: if is!(o is Some(v)) { v } else { v - 100 },
        }
    }

    is::syntax! {
        #[must_use]
        pub fn block(o: Option<u8>) -> P {
            let v = 100;
            P { x: if o is Some(v) { v } else { v - 100 } }
        }
    }
}

/// Shape 5: `macro_rules!` defined inside an annotated item.
pub mod macro_rules_inside {
    use is::{is, is_syntax};

    #[is_syntax]
    #[must_use]
    pub fn attribute(a: Option<u8>, b: Option<u8>) -> (u8, u8) {
        macro_rules! pick {
            ($e:expr) => {
                if is!($e is Some(v)) && v > 1 { v } else { 0 }
            };
        }
        (pick!(a), pick!(b))
    }

    is::syntax! {
        #[must_use]
        pub fn block(a: Option<u8>, b: Option<u8>) -> (u8, u8) {
            macro_rules! pick {
                ($e:expr) => {
                    if $e is Some(v) && v > 1 { v } else { 0 }
                };
            }
            (pick!(a), pick!(b))
        }
    }
}

#[cfg(test)]
mod shape_tests {
    use super::*;

    #[test]
    fn a_chain_goes_on_after_the_call() {
        use chain_after_the_call::*;
        for (f, g) in [
            (in_let as fn(Option<u8>) -> bool, block_in_let as fn(Option<u8>) -> bool),
            (in_return, block_in_return),
            (in_argument, block_in_argument),
        ] {
            assert!(f(Some(4)) && g(Some(4)));
            assert!(!f(Some(3)) && !g(Some(3)));
            assert!(!f(None) && !g(None));
        }
        assert_eq!((in_scrutinee(Some(9)), block_in_scrutinee(Some(9))), (1, 1));
        assert_eq!((in_scrutinee(Some(2)), block_in_scrutinee(Some(2))), (0, 0));
        let items = [Some(1), Some(5), None, Some(9)];
        assert_eq!((in_closure(&items), block_in_closure(&items)), (2, 2));
        assert!(two_tests(Some(Some(4))) && block_two_tests(Some(Some(4))));
        assert!(!two_tests(Some(Some(3))) && !block_two_tests(Some(None)));
        assert!(!two_tests(None) && !block_two_tests(None));
    }

    #[test]
    fn a_chain_drops_its_temporaries_as_one_if_does() {
        let expected = ["a", "t", "b", "drop t"];
        assert_eq!(drop_order::attribute(), expected);
        assert_eq!(drop_order::block(), expected);
    }

    #[test]
    fn a_labelled_loop_binds() {
        use labelled_loop::*;
        assert_eq!((attribute(Some(5)), block(Some(5))), (5, 5));
        assert_eq!((attribute(Some(0)), block(Some(0))), (100, 100));
        assert_eq!((attribute(None), block(None)), (100, 100));
        assert_eq!(attribute_chain(&[1, 2, 7, 3]), 3);
        assert_eq!(block_chain(&[1, 2, 7, 3]), 3);
        assert_eq!(attribute_chain(&[1, 60, 2]), 1);
        assert_eq!(block_chain(&[1, 60, 2]), 1);
    }

    #[test]
    fn if_and_match_links_bind() {
        use block_like_links::*;
        assert_eq!((match_link(Some(7)), block_match_link(Some(7))), (7, 7));
        assert_eq!((match_link(None), block_match_link(None)), (0, 0));
        assert!(if_link(Some(true)) && block_if_link(Some(true)));
        assert!(!if_link(Some(false)) && !block_if_link(Some(false)));
        assert!(!if_link(None) && !block_if_link(None));
        assert_eq!((if_scrutinee(Some(7)), block_if_scrutinee(Some(7))), (7, 7));
        assert_eq!((if_scrutinee(Some(1)), block_if_scrutinee(Some(1))), (0, 0));
        let items = [Some(2), Some(3), None, Some(9)];
        assert_eq!(if_condition_of_while(&items), 5);
        assert_eq!(block_if_condition_of_while(&items), 5);
    }

    #[test]
    fn a_field_value_binds() {
        use field_value::*;
        assert_eq!(attribute(Some(3)), P { x: 3 });
        assert_eq!(block(Some(3)), P { x: 3 });
        assert_eq!(attribute(None), P { x: 0 });
        assert_eq!(block(None), P { x: 0 });
    }

    #[test]
    fn macro_rules_inside_an_item_bind() {
        use macro_rules_inside::*;
        assert_eq!(attribute(Some(5), Some(1)), (5, 0));
        assert_eq!(block(Some(5), None), (5, 0));
    }
}
