// The functions of `read_or_refuse.rs` written by hand with let-chains, as edition 2024 writes
// them: what the macros must lower to. `include!`d by the edition-2024 crate alone; the
// edition-2021 crate's tests compare with them through it.

pub mod fragments {
    macro_rules! make {
        ($vis:vis $name:ident) => {
            $vis fn $name(x: Option<u8>) -> u8 {
                let v = 100;
                if let Some(v) = x && v > 3 { v } else { v - 100 }
            }
        };
    }
    make!(pub made);

    #[must_use]
    pub fn block(a: Option<u8>) -> u8 {
        macro_rules! pick {
            ($e:expr, $v:ident, $body:block, $otherwise:expr) => {
                if let Some($v) = $e && $v > 3 $body else { $otherwise }
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
                if let Some(v) = $x $(&& $more(v))* { v } else { v - 100 }
            }};
        }
        more!(a, |v: u8| v > 1, |v: u8| v < 9)
    }

    #[must_use]
    pub fn statements(a: Option<u8>, b: Option<u8>) -> u8 {
        macro_rules! sum {
            ($($e:expr),*) => {{
                let (v, mut s) = (100, 0);
                $( if let Some(v) = $e && v > 1 { s += v } )*
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
                vec![$(if let Some(v) = $e && v > 1 { true } else { false }),*, v > 0]
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
                    Some(n) if let Some(v) = n.checked_sub(1) && v > 2 => v,
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
                $l: while let Some(n) = $it.next() && *n < 50 {
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
                if let $p = x && u32::from($v) > 3 { u32::from($v) } else { u32::from($v) - 100 }
            }};
        }
        typed!(u16, a, Some(v), v)
    }

    #[must_use]
    pub fn token_tree(a: Option<u8>) -> u8 {
        macro_rules! tree {
            ($x:tt) => {{
                let v = 100;
                if let Some(v) = $x && v > 1 { v } else { v - 100 }
            }};
        }
        tree!(a)
    }

    #[must_use]
    pub fn joined(a: Option<u8>, b: Option<u8>) -> u8 {
        macro_rules! both {
            ($($e:expr),*) => {{
                let v = 100;
                if $(let Some(v) = $e && v > 1)&&* { v } else { v - 100 }
            }};
        }
        both!(a, b)
    }

    #[must_use]
    pub fn methods(a: Option<u8>) -> u8 {
        macro_rules! chained {
            ($x:expr $(, $m:ident)*) => {{
                let v = 100;
                if let Some(v) = $x $(.$m())* && v > 1 { v } else { v - 100 }
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
                        if let Some(v) = $e && v > 1 { v } else { v - 100 }
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
                if let Some(v) = $e && v > 1 { helper(v) } else { v - 100 }
            }};
        }
        with_item!(fn helper(v: u8) -> u8 { v + 1 }, a)
    }

    #[must_use]
    pub fn recovered(a: Option<u8>) -> u8 {
        macro_rules! all {
            ($x:expr $(, $more:expr)*) => {
                if let Some(_) = $x $(&& $more)* { 1 } else { 0 }
            };
        }
        all!(a, true)
    }
}

pub mod qualified_paths {
    #[must_use]
    pub fn at_max(b: u8) -> u8 {
        let m = 1;
        if let m @ <u8>::MAX = b && m > 3 { m } else { m - 1 }
    }

    #[must_use]
    pub fn up_to_max(b: u8) -> bool {
        matches!(b, 1..=<u8>::MAX)
    }
}

#[must_use]
pub fn labelled(items: &[u8]) -> u32 {
    let (mut it, mut sum, n) = (items.iter(), 0, &100u8);
    'w: while let Some(n) = it.next() && *n < 50 {
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

pub mod const_positions {
    use crate::read_or_refuse::Flag;

    const X: Option<u8> = Some(3);

    #[must_use]
    pub const fn generic_argument() -> u32 {
        Flag::<{
            let v = 0;
            v == 0 && (if let Some(v) = X && v > 1 { true } else { false })
        }>::O
    }

    #[must_use]
    pub fn array_length() -> usize {
        let a: [u8; {
            let v = 0;
            if let Some(v) = X && v > 1 { 2 } else { 3 + v }
        }] = Default::default();
        a.len()
    }

    /// Its first discriminant holds a test.
    #[derive(Clone, Copy)]
    #[repr(u8)]
    pub enum E {
        A = {
            let v = 0;
            if let Some(v) = X && v > 1 { 5 } else { 6 + v }
        },
        B,
    }
}
