//! Times each `is_*` function against its hand-written twin, with divan, in one run:
//! `cargo bench -p is-benches`. The machine code is the same (see `tests/asm.rs`), so the
//! figures should be too, within noise; they are for the README, never a test.
//!
//! Each benchmark is one pass over 1,024 inputs, so that branches see a mix of cases. A pair
//! whose two sides take different types (`Errno::get` against a plain `u32`) is left to the
//! machine-code test: it could not share one loop, and a loop of its own times alignment.

use std::sync::LazyLock;

use divan::black_box;
use is_benches::{
    hand_bool, hand_errno_round_trip, hand_guard, hand_if_chain, hand_while_sum, is_bool,
    is_errno_round_trip, is_guard, is_if_chain, is_while_sum,
};

fn main() {
    // More and longer samples than divan's default: each pass is a microsecond or so, and the
    // README's medians should not move between runs. Command-line options still override.
    divan::Divan::from_args()
        .sample_count(1000)
        .sample_size(50)
        .main();
}

const N: u32 = 1024;

static OPTIONS: LazyLock<Vec<Option<u32>>> =
    LazyLock::new(|| (0..N).map(|i| (i % 3 != 0).then_some(i % 200)).collect());

static RESULTS: LazyLock<Vec<Result<u32, ()>>> = LazyLock::new(|| {
    (0..N)
        .map(|i| if i % 5 == 0 { Err(()) } else { Ok(i) })
        .collect()
});

static BYTES: LazyLock<Vec<Result<u8, u8>>> = LazyLock::new(|| {
    (0..N)
        .map(|i| {
            let byte = u8::try_from(i % 256).expect("below 256");
            if i % 2 == 0 { Ok(byte) } else { Err(byte) }
        })
        .collect()
});

static ROWS: LazyLock<Vec<Vec<Option<u32>>>> = LazyLock::new(|| {
    (0..64u32)
        .map(|r| (0..16).map(|c| (c != r % 16).then_some(c)).collect())
        .collect()
});

static ROW_SLICES: LazyLock<Vec<&[Option<u32>]>> =
    LazyLock::new(|| ROWS.iter().map(Vec::as_slice).collect());

static NUMBERS: LazyLock<Vec<u32>> = LazyLock::new(|| (0..N).map(|i| i * 7).collect());

/// Sums `f` over the inputs, so that no call can be dropped. `f` is a function pointer and
/// the loop is not inlined, so both functions of a pair run in the very same loop: a loop of
/// its own for each would time the loops' alignment as much as the functions.
#[inline(never)]
fn over<T: Copy>(inputs: &[T], f: fn(T) -> u32) -> u32 {
    inputs
        .iter()
        .fold(0u32, |sum, &input| sum.wrapping_add(f(black_box(input))))
}

/// A pair of benchmarks, `NAME::with_is` and `NAME::by_hand`: one pass of [`over`] each,
/// over the same inputs.
macro_rules! pair {
    ($name:ident, $inputs:expr, $with_is:expr, $by_hand:expr $(,)?) => {
        mod $name {
            use super::*;

            #[divan::bench]
            fn with_is() -> u32 {
                over(&$inputs, $with_is)
            }

            #[divan::bench]
            fn by_hand() -> u32 {
                over(&$inputs, $by_hand)
            }
        }
    };
}

pair!(
    if_chain,
    OPTIONS,
    |x| is_if_chain(x, RESULTS[x.unwrap_or(0) as usize % 1024]),
    |x| hand_if_chain(x, RESULTS[x.unwrap_or(0) as usize % 1024]),
);
pair!(while_loop, ROW_SLICES, is_while_sum, hand_while_sum);
pair!(guard, OPTIONS, is_guard, hand_guard);
pair!(
    bool_position,
    BYTES,
    |y| u32::from(is_bool(OPTIONS[usize::from(y.unwrap_or(0))], y)),
    |y| u32::from(hand_bool(OPTIONS[usize::from(y.unwrap_or(0))], y)),
);
pair!(
    errno_new_and_get,
    NUMBERS,
    is_errno_round_trip,
    hand_errno_round_trip,
);
