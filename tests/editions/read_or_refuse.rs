// The shapes of issue 22, "read or refuse", through both front ends; `include!`d by the
// edition-2021 and edition-2024 user crates. Each binding has an outer variable of its name in
// scope, so that a test the macros failed to read (an `is!` left a lone `bool`) would give a
// wrong value rather than fail to compile. Each function has a twin written by hand with
// 2024 let-chains (`let_chains.rs`, in the edition-2024 crate), which the tests compare with.

use is::is_syntax;

/// `macro_rules!` bodies with fragments and repetitions, defined inside an annotated item.
#[is_syntax]
#[allow(clippy::items_after_statements)]
pub mod fragments_attribute {
    use is::is;

    macro_rules! make {
        ($vis:vis $name:ident) => {
            $vis fn $name(x: Option<u8>) -> u8 {
                let v = 100;
                if is!(x is Some(v)) && v > 3 { v } else { v - 100 }
            }
        };
    }
    make!(pub made);

    #[must_use]
    pub fn block(a: Option<u8>) -> u8 {
        macro_rules! pick {
            ($e:expr, $v:ident, $body:block, $otherwise:expr) => {
                if is!($e is Some($v)) && $v > 3 $body else { $otherwise }
            };
        }
        let v = 100;
        pick!(a, v, { v }, v - 100)
    }

    #[must_use]
    pub fn more(a: Option<u8>) -> u8 {
        macro_rules! more {
            ($x:expr $(, $more:expr)*) => {{
                let v = 100;
                if is!($x is Some(v)) $(&& $more(v))* { v } else { v - 100 }
            }};
        }
        more!(a, |v: u8| v > 1, |v: u8| v < 9)
    }

    #[must_use]
    pub fn statements(a: Option<u8>, b: Option<u8>) -> u8 {
        macro_rules! sum {
            ($($e:expr),*) => {{
                let (v, mut s) = (100, 0);
                $( if is!($e is Some(v)) && v > 1 { s += v } )*
                s + v - 100
            }};
        }
        sum!(a, b)
    }

    #[must_use]
    pub fn values(a: Option<u8>, b: Option<u8>) -> Vec<bool> {
        macro_rules! flags {
            ($($e:expr),*) => {{
                let v = 0;
                vec![$(is!($e is Some(v)) && v > 1),*, v > 0]
            }};
        }
        flags!(a, b)
    }

    #[must_use]
    pub fn arms(a: Option<u8>) -> u8 {
        macro_rules! arms {
            ($e:expr; $($p:pat => $r:expr),*) => {{
                let v = 100;
                match $e {
                    Some(n) if is!(n.checked_sub(1) is Some(v)) && v > 2 => v,
                    $($p => $r,)*
                    _ => v - 100,
                }
            }};
        }
        arms!(a; None => 0)
    }

    #[must_use]
    pub fn label(items: &[u8]) -> u32 {
        macro_rules! label {
            ($l:lifetime, $it:expr) => {{
                let (n, mut sum) = (&100u8, 0u32);
                $l: while is!($it.next() is Some(n)) && *n < 50 {
                    if *n == 7 {
                        continue $l;
                    }
                    sum += u32::from(*n);
                }
                sum + u32::from(*n) - 100
            }};
        }
        let mut it = items.iter();
        label!('w, it)
    }

    #[must_use]
    pub fn pattern_and_type(a: Option<u16>) -> u32 {
        macro_rules! typed {
            ($t:ty, $e:expr, $p:pat, $v:ident) => {{
                let x: Option<$t> = $e;
                let $v: $t = 100;
                if is!(x is $p) && u32::from($v) > 3 { u32::from($v) } else { u32::from($v) - 100 }
            }};
        }
        typed!(u16, a, Some(v), v)
    }

    #[must_use]
    pub fn token_tree(a: Option<u8>) -> u8 {
        macro_rules! tree {
            ($x:tt) => {{
                let v = 100;
                if is!($x is Some(v)) && v > 1 { v } else { v - 100 }
            }};
        }
        tree!(a)
    }

    #[must_use]
    pub fn joined(a: Option<u8>, b: Option<u8>) -> u8 {
        macro_rules! both {
            ($($e:expr),*) => {{
                let v = 100;
                if $(is!($e is Some(v)) && v > 1)&&* { v } else { v - 100 }
            }};
        }
        both!(a, b)
    }

    #[must_use]
    pub fn methods(a: Option<u8>) -> u8 {
        macro_rules! chained {
            ($x:expr $(, $m:ident)*) => {{
                let v = 100;
                if is!($x $(.$m())* is Some(v)) && v > 1 { v } else { v - 100 }
            }};
        }
        chained!(a, clone)
    }

    #[must_use]
    pub fn nested(a: Option<u8>) -> u8 {
        macro_rules! define {
            ($name:ident, $e:expr) => {
                macro_rules! $name {
                    () => {{
                        let v = 100;
                        if is!($e is Some(v)) && v > 1 { v } else { v - 100 }
                    }};
                }
            };
        }
        define!(inner, a);
        inner!()
    }

    #[must_use]
    pub fn item_fragment(a: Option<u8>) -> u8 {
        macro_rules! with_item {
            ($i:item, $e:expr) => {{
                $i
                let v = 100;
                if is!($e is Some(v)) && v > 1 { helper(v) } else { v - 100 }
            }};
        }
        with_item!(fn helper(v: u8) -> u8 { v + 1 }, a)
    }
}

/// The same, in `is::syntax!`.
pub mod fragments_block {
    is::syntax! {
        macro_rules! make {
            ($vis:vis $name:ident) => {
                $vis fn $name(x: Option<u8>) -> u8 {
                    let v = 100;
                    if x is Some(v) && v > 3 { v } else { v - 100 }
                }
            };
        }
        make!(pub made);

        #[must_use]
        pub fn block(a: Option<u8>) -> u8 {
            macro_rules! pick {
                ($e:expr, $v:ident, $body:block, $otherwise:expr) => {
                    if $e is Some($v) && $v > 3 $body else { $otherwise }
                };
            }
            let v = 100;
            pick!(a, v, { v }, v - 100)
        }

        #[must_use]
        pub fn more(a: Option<u8>) -> u8 {
            macro_rules! more {
                ($x:expr $(, $more:expr)*) => {{
                    let v = 100;
                    if $x is Some(v) $(&& $more(v))* { v } else { v - 100 }
                }};
            }
            more!(a, |v: u8| v > 1, |v: u8| v < 9)
        }

        #[must_use]
        pub fn statements(a: Option<u8>, b: Option<u8>) -> u8 {
            macro_rules! sum {
                ($($e:expr),*) => {{
                    let (v, mut s) = (100, 0);
                    $( if $e is Some(v) && v > 1 { s += v } )*
                    s + v - 100
                }};
            }
            sum!(a, b)
        }

        #[must_use]
        pub fn values(a: Option<u8>, b: Option<u8>) -> Vec<bool> {
            macro_rules! flags {
                ($($e:expr),*) => {{
                    let v = 0;
                    vec![$($e is Some(v) && v > 1),*, v > 0]
                }};
            }
            flags!(a, b)
        }

        #[must_use]
        pub fn arms(a: Option<u8>) -> u8 {
            macro_rules! arms {
                ($e:expr; $($p:pat => $r:expr),*) => {{
                    let v = 100;
                    match $e {
                        Some(n) if n.checked_sub(1) is Some(v) && v > 2 => v,
                        $($p => $r,)*
                        _ => v - 100,
                    }
                }};
            }
            arms!(a; None => 0)
        }

        #[must_use]
        pub fn label(items: &[u8]) -> u32 {
            macro_rules! label {
                ($l:lifetime, $it:expr) => {{
                    let (n, mut sum) = (&100u8, 0u32);
                    $l: while $it.next() is Some(n) && *n < 50 {
                        if *n == 7 {
                            continue $l;
                        }
                        sum += u32::from(*n);
                    }
                    sum + u32::from(*n) - 100
                }};
            }
            let mut it = items.iter();
            label!('w, it)
        }

        #[must_use]
        pub fn pattern_and_type(a: Option<u16>) -> u32 {
            macro_rules! typed {
                ($t:ty, $e:expr, $p:pat, $v:ident) => {{
                    let x: Option<$t> = $e;
                    let $v: $t = 100;
                    if x is $p && u32::from($v) > 3 { u32::from($v) } else { u32::from($v) - 100 }
                }};
            }
            typed!(u16, a, Some(v), v)
        }

        #[must_use]
        pub fn token_tree(a: Option<u8>) -> u8 {
            macro_rules! tree {
                ($x:tt) => {{
                    let v = 100;
                    if $x is Some(v) && v > 1 { v } else { v - 100 }
                }};
            }
            tree!(a)
        }

        #[must_use]
        pub fn joined(a: Option<u8>, b: Option<u8>) -> u8 {
            macro_rules! both {
                ($($e:expr),*) => {{
                    let v = 100;
                    if $($e is Some(v) && v > 1)&&* { v } else { v - 100 }
                }};
            }
            both!(a, b)
        }

        #[must_use]
        pub fn methods(a: Option<u8>) -> u8 {
            macro_rules! chained {
                ($x:expr $(, $m:ident)*) => {{
                    let v = 100;
                    if $x $(.$m())* is Some(v) && v > 1 { v } else { v - 100 }
                }};
            }
            chained!(a, clone)
        }

        #[must_use]
        pub fn nested(a: Option<u8>) -> u8 {
            macro_rules! define {
                ($name:ident, $e:expr) => {
                    macro_rules! $name {
                        () => {{
                            let v = 100;
                            if $e is Some(v) && v > 1 { v } else { v - 100 }
                        }};
                    }
                };
            }
            define!(inner, a);
            inner!()
        }

        #[must_use]
        pub fn item_fragment(a: Option<u8>) -> u8 {
            macro_rules! with_item {
                ($i:item, $e:expr) => {{
                    $i
                    let v = 100;
                    if $e is Some(v) && v > 1 { helper(v) } else { v - 100 }
                }};
            }
            with_item!(fn helper(v: u8) -> u8 { v + 1 }, a)
        }

        /// Issue 22, point 2: this compiled to `if let _ = x`, always true.
        #[must_use]
        pub fn recovered(a: Option<u8>) -> u8 {
            macro_rules! all {
                ($x:expr $(, $more:expr)*) => {
                    if $x is Some(_) $(&& $more)* { 1 } else { 0 }
                };
            }
            all!(a, true)
        }
    }
}

/// Qualified paths in infix patterns: `<u8>::MAX` after `@` and `..=`.
#[is_syntax]
pub mod qualified_paths_attribute {
    use is::is;

    #[must_use]
    pub fn at_max(b: u8) -> u8 {
        let m = 1;
        if is!(b is m @ <u8>::MAX) && m > 3 { m } else { m - 1 }
    }

    #[must_use]
    pub fn up_to_max(b: u8) -> bool {
        is!(b is 1..=<u8>::MAX)
    }
}

/// The same, in `is::syntax!`.
pub mod qualified_paths_block {
    is::syntax! {
        #[must_use]
        pub fn at_max(b: u8) -> u8 {
            let m = 1;
            if b is m @ <u8>::MAX && m > 3 { m } else { m - 1 }
        }

        #[must_use]
        pub fn up_to_max(b: u8) -> bool {
            b is 1..=<u8>::MAX
        }
    }
}

/// A labelled `while` through a user's macro: the label keeps the user's span, which
/// `continue 'w` and `break 'w` find it by.
pub mod labels_through_a_macro {
    use is::is_syntax;

    macro_rules! with_is {
        ($($i:item)*) => { $(#[is_syntax] $i)* };
    }

    macro_rules! forward {
        ($($t:tt)*) => { is::syntax! { $($t)* } };
    }

    with_is! {
        #[must_use]
        pub fn attribute(items: &[u8]) -> u32 {
            let (mut it, mut sum, n) = (items.iter(), 0, &100u8);
            'w: while is::is!(it.next() is Some(n)) && *n < 50 {
                if *n == 7 {
                    continue 'w;
                }
                if *n == 9 {
                    break 'w;
                }
                sum += u32::from(*n);
            }
            sum + u32::from(*n) - 100
        }
    }

    forward! {
        #[must_use]
        pub fn block(items: &[u8]) -> u32 {
            let (mut it, mut sum, n) = (items.iter(), 0, &100u8);
            'w: while it.next() is Some(n) && *n < 50 {
                if *n == 7 {
                    continue 'w;
                }
                if *n == 9 {
                    break 'w;
                }
                sum += u32::from(*n);
            }
            sum + u32::from(*n) - 100
        }
    }
}

/// A type whose constant depends on a `bool` argument.
pub struct Flag<const B: bool>;

impl<const B: bool> Flag<B> {
    /// 1 when true, 2 when false.
    pub const O: u32 = if B { 1 } else { 2 };
}

/// Tests in const positions: a const generic argument, an array's length, a discriminant.
#[is_syntax]
pub mod const_positions_attribute {
    use super::Flag;
    use is::is;

    const X: Option<u8> = Some(3);

    #[must_use]
    pub const fn generic_argument() -> u32 {
        Flag::<{
            let v = 0;
            v == 0 && (is!(X is Some(v)) && v > 1)
        }>::O
    }

    #[must_use]
    pub fn array_length() -> usize {
        let a: [u8; {
            let v = 0;
            if is!(X is Some(v)) && v > 1 { 2 } else { 3 + v }
        }] = Default::default();
        a.len()
    }

    /// Its first discriminant holds a test.
    #[derive(Clone, Copy)]
    #[repr(u8)]
    pub enum E {
        A = {
            let v = 0;
            if is!(X is Some(v)) && v > 1 { 5 } else { 6 + v }
        },
        B,
    }
}

/// The same, in `is::syntax!`.
pub mod const_positions_block {
    use super::Flag;

    const X: Option<u8> = Some(3);

    is::syntax! {
        #[must_use]
        pub const fn generic_argument() -> u32 {
            Flag::<{ let v = 0; v == 0 && (X is Some(v) && v > 1) }>::O
        }

        /// rustc's own test of its prototype.
        #[must_use]
        pub const fn prototype() -> u32 {
            Flag::<{ true && 1 is 1 }>::O
        }

        #[must_use]
        pub fn array_length() -> usize {
            let a: [u8; { let v = 0; if X is Some(v) && v > 1 { 2 } else { 3 + v } }] = Default::default();
            a.len()
        }

        /// Its first discriminant holds a test.
        #[derive(Clone, Copy)]
        #[repr(u8)]
        pub enum E {
            A = { let v = 0; if X is Some(v) && v > 1 { 5 } else { 6 + v } },
            B,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::twins;

    /// Inputs that take every branch: none, a value the guards reject, values they take.
    const INPUTS: [Option<u8>; 6] = [None, Some(0), Some(1), Some(2), Some(5), Some(12)];

    #[test]
    fn fragments_and_repetitions_read_as_the_let_chains_written_by_hand() {
        use super::{fragments_attribute as attribute, fragments_block as block};
        use twins::fragments as hand;
        for a in INPUTS {
            let expected = hand::made(a);
            assert_eq!((attribute::made(a), block::made(a)), (expected, expected), "{a:?}");
            for (name, f, g, h) in [
                ("block", attribute::block as fn(Option<u8>) -> u8, block::block as fn(Option<u8>) -> u8, hand::block as fn(Option<u8>) -> u8),
                ("more", attribute::more, block::more, hand::more),
                ("arms", attribute::arms, block::arms, hand::arms),
                ("token_tree", attribute::token_tree, block::token_tree, hand::token_tree),
                ("methods", attribute::methods, block::methods, hand::methods),
                ("nested", attribute::nested, block::nested, hand::nested),
                ("item_fragment", attribute::item_fragment, block::item_fragment, hand::item_fragment),
            ] {
                assert_eq!((f(a), g(a)), (h(a), h(a)), "{name}({a:?})");
            }
            assert_eq!(block::recovered(a), hand::recovered(a), "recovered({a:?})");
            let wide = a.map(u16::from);
            let expected = hand::pattern_and_type(wide);
            assert_eq!(attribute::pattern_and_type(wide), expected);
            assert_eq!(block::pattern_and_type(wide), expected);
            for b in INPUTS {
                let expected = hand::statements(a, b);
                assert_eq!((attribute::statements(a, b), block::statements(a, b)), (expected, expected));
                let expected = hand::values(a, b);
                assert_eq!(attribute::values(a, b), expected);
                assert_eq!(block::values(a, b), expected);
                let expected = hand::joined(a, b);
                assert_eq!((attribute::joined(a, b), block::joined(a, b)), (expected, expected));
            }
        }
        for items in [&[1, 2, 7, 3][..], &[1, 60, 2], &[], &[7, 7, 8]] {
            let expected = hand::label(items);
            assert_eq!((attribute::label(items), block::label(items)), (expected, expected));
        }
    }

    #[test]
    fn qualified_paths_end_no_pattern() {
        use super::{qualified_paths_attribute as attribute, qualified_paths_block as block};
        use twins::qualified_paths as hand;
        for b in [0, 1, 3, 200, 255] {
            let expected = hand::at_max(b);
            assert_eq!((attribute::at_max(b), block::at_max(b)), (expected, expected));
            let expected = hand::up_to_max(b);
            assert_eq!((attribute::up_to_max(b), block::up_to_max(b)), (expected, expected));
        }
    }

    #[test]
    fn labels_keep_the_users_span_through_a_macro() {
        use super::labels_through_a_macro::{attribute, block};
        for items in [&[1, 2, 7, 3][..], &[1, 60, 2], &[], &[7, 9, 8], &[4, 5]] {
            let expected = twins::labelled(items);
            assert_eq!((attribute(items), block(items)), (expected, expected), "{items:?}");
        }
    }

    #[test]
    fn tests_in_const_positions_bind() {
        use super::{const_positions_attribute as attribute, const_positions_block as block};
        use twins::const_positions as hand;
        let expected = hand::generic_argument();
        assert_eq!(expected, 1);
        assert_eq!((attribute::generic_argument(), block::generic_argument()), (1, 1));
        assert_eq!(block::prototype(), 1);
        assert_eq!(hand::array_length(), 2);
        assert_eq!((attribute::array_length(), block::array_length()), (2, 2));
        assert_eq!(hand::E::A as u8, 5);
        assert_eq!((attribute::E::A as u8, block::E::A as u8), (5, 5));
        assert_eq!((attribute::E::B as u8, block::E::B as u8), (6, 6));
    }
}
