//! Times each `is_*` function against its hand-written twin, in one run:
//! `cargo bench -p is-benches`. The machine code is the same (see `tests/asm.rs`), so the
//! figures should be too, within noise; they are for the README, never a test.

use std::hint::black_box;
use std::time::Instant;

use is_benches::*;

/// One benchmarked call, given the iteration's index.
type Case<'a> = Box<dyn Fn(usize) -> f64 + 'a>;

/// The median time of one call over `rounds` rounds of `calls` calls, in nanoseconds.
fn time(rounds: usize, calls: usize, mut f: impl FnMut(usize)) -> f64 {
    let mut samples: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            for i in 0..calls {
                f(i);
            }
            start.elapsed().as_secs_f64() * 1e9 / calls as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn main() {
    let options: Vec<Option<u32>> = (0..1024u32)
        .map(|i| (i % 3 != 0).then_some(i % 200))
        .collect();
    let results: Vec<Result<u32, ()>> = (0..1024u32)
        .map(|i| if i % 5 == 0 { Err(()) } else { Ok(i) })
        .collect();
    let bytes: Vec<Result<u8, u8>> = (0..1024u32)
        .map(|i| {
            if i % 2 == 0 {
                Ok(i as u8)
            } else {
                Err(i as u8)
            }
        })
        .collect();
    let rows: Vec<Vec<Option<u32>>> = (0..64u32)
        .map(|r| (0..16).map(|c| (c != r % 16).then_some(c)).collect())
        .collect();
    let (rounds, calls) = (31, 200_000);
    let cases: [(&str, Case); 8] = [
        (
            "if-chain",
            Box::new(|i| {
                f64::from(is_if_chain(
                    black_box(options[i % 1024]),
                    black_box(results[i % 1024]),
                ))
            }),
        ),
        (
            "if-chain by hand",
            Box::new(|i| {
                f64::from(hand_if_chain(
                    black_box(options[i % 1024]),
                    black_box(results[i % 1024]),
                ))
            }),
        ),
        (
            "while loop",
            Box::new(|i| f64::from(is_while_sum(black_box(&rows[i % 64])))),
        ),
        (
            "while loop by hand",
            Box::new(|i| f64::from(hand_while_sum(black_box(&rows[i % 64])))),
        ),
        (
            "bool position",
            Box::new(|i| {
                f64::from(u8::from(is_bool(
                    black_box(options[i % 1024]),
                    black_box(bytes[i % 1024]),
                )))
            }),
        ),
        (
            "bool position by hand",
            Box::new(|i| {
                f64::from(u8::from(hand_bool(
                    black_box(options[i % 1024]),
                    black_box(bytes[i % 1024]),
                )))
            }),
        ),
        (
            "Errno::new + get",
            Box::new(|i| f64::from(is_errno_round_trip(black_box(i as u32 * 7)))),
        ),
        (
            "Errno::new + get by hand",
            Box::new(|i| f64::from(hand_errno_round_trip(black_box(i as u32 * 7)))),
        ),
    ];
    println!("| function | ns per call (median of {rounds} rounds of {calls} calls) |");
    println!("| --- | ---: |");
    for (name, case) in &cases {
        let ns = time(rounds, calls, |i| {
            black_box(case(i));
        });
        println!("| {name} | {ns:.2} |");
    }
}
