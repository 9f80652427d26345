//! `cargo is fmt`: rustfmt, and the inside of every region, laid out as rustfmt lays out the
//! same Rust. A region is a call the macros read infix `is` in: `is!(… is …)`, `assert!` and
//! `debug_assert!` with an infix `is`, and `is::syntax! { … }`; the reader of
//! `is-operator-syntax` finds them, and in each its tests and where their patterns end.
//!
//! rustfmt leaves a region as written, since it does not read as Rust. So each region is laid
//! out on its own: its stand-in (an infix `is` becomes `==`, the operator it shares precedence
//! with; see `found`) goes into an item of its own, placed so that rustfmt lays it out for the
//! column and indentation it has in the file, and all of them go to rustfmt in one call
//! (`batch`); what comes back is turned back by position. A region that cannot be laid out
//! stays as written, and is said, with its line in the input.
//!
//! The order makes the result settle at once: the regions are laid out where they stand
//! first, so that rustfmt, which lays out the code around a region by the region's width and
//! lines, sees them as they will be; then the file goes to rustfmt, once; then each region that
//! rustfmt moved is laid out again where it now stands. Where that changes a region, the
//! top-level items that hold it go to rustfmt again (alone, not the file), until nothing
//! changes: a second run changes nothing.

mod align;
mod batch;
mod found;
mod text;

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use batch::{Job, Outcome, Runner};
use found::{Found, Region};
use text::{Input, Lines, Place, without_trailing_whitespace};

use crate::rustfmt::{Layout, Rustfmt};
use crate::source::{self, Edit};

pub use crate::source::Note;

/// A formatted file, and the regions left as written with the reason.
#[derive(Debug)]
pub struct Formatted {
    pub text: String,
    pub left_alone: Vec<Note>,
}

/// How many times at most the items around regions that changed go to rustfmt again.
const ROUNDS: usize = 3;

/// `source` formatted by rustfmt and then in its regions; an error when rustfmt cannot
/// format the file at all. A byte-order mark and the line endings are kept as `cargo fmt`
/// keeps them.
pub fn format_source(source: &str, rustfmt: &Rustfmt) -> Result<Formatted, String> {
    let layout = rustfmt.layout();
    let input = Input::of(source);
    // rustfmt for the file, and for the regions where there may be some, loading while the
    // regions are read and laid out.
    let whole = rustfmt.start()?;
    let ahead = if found::may_hold_regions(&input.text) {
        rustfmt.start().ok()
    } else {
        None
    };
    let first = match found::find(&input.text) {
        Ok(found) => found,
        // rustfmt says best what does not read.
        Err(error) => return Err(whole.finish(&input.text).err().unwrap_or(error)),
    };
    if first.regions.is_empty() {
        return Ok(Formatted {
            text: input.restore(whole.finish(&input.text)?, &layout),
            left_alone: Vec::new(),
        });
    }
    let mut formatter = Formatter {
        rustfmt: Runner { rustfmt, ahead },
        layout: &layout,
        memo: HashMap::new(),
        one_line: HashMap::new(),
    };
    let prepared = formatter.pass(&input.text, &first.regions).text;
    // What the prepared text holds is read while rustfmt runs: most of its items come back
    // from rustfmt as they went.
    let (formatted, prepared_found) = std::thread::scope(|scope| {
        let reading = scope.spawn(|| found::find(&prepared));
        let formatted = whole.finish(&prepared);
        (formatted, reading.join().ok().and_then(Result::ok))
    });
    let before = prepared_found
        .as_ref()
        .map(|found| (prepared.as_str(), found));
    let (text, outcomes) = formatter.settle(formatted?, before)?;
    let left_alone = notes(&input.text, &first, &text, &outcomes);
    Ok(Formatted {
        text: input.restore(text, &layout),
        left_alone,
    })
}

/// What laying out the regions of one text gave.
struct Passed {
    text: String,
    /// Each region's outcome.
    outcomes: Vec<Outcome>,
    /// The regions whose text changed, and by how many bytes.
    changed: Vec<(usize, isize)>,
}

/// The formatter of one file, and what it laid out so far.
struct Formatter<'a> {
    rustfmt: Runner<'a>,
    layout: &'a Layout,
    /// Each region laid out so far, by its text and place: laid out again, it comes out as it
    /// did, and laid out as it came out, it stays.
    memo: HashMap<(String, Place), Outcome>,
    /// Each region laid out on one line so far, by its text: on one line it comes out
    /// wherever it fits (rustfmt keeps on one line what fits there).
    one_line: HashMap<String, String>,
}

impl Formatter<'_> {
    /// The regions of `text` laid out, those not laid out before in one call of rustfmt.
    fn pass(&mut self, text: &str, regions: &[Region]) -> Passed {
        let mut lines = Lines::new(text);
        let keys: Vec<(String, Place)> = regions
            .iter()
            .map(|region| {
                let place = lines.place(region.range.start, self.layout.tab_spaces);
                (text[region.range.clone()].to_owned(), place)
            })
            .collect();
        let mut jobs = Vec::new();
        let mut asked = Vec::new();
        let mut asked_once = HashSet::new();
        for (region, key) in regions.iter().zip(&keys) {
            if !self.memo.contains_key(key)
                && let Some(line) = self.one_line.get(&key.0)
                && key.1.column + line.chars().count() < self.layout.max_width
            {
                self.memo.insert(key.clone(), Ok(line.clone()));
            }
            if !self.memo.contains_key(key) && asked_once.insert(key) {
                asked.push(key);
                jobs.push(Job {
                    text,
                    region,
                    place: key.1,
                });
            }
        }
        let laid_out = batch::lay_out(&jobs, &mut self.rustfmt, self.layout.tab_spaces);
        for (key, outcome) in asked.into_iter().zip(laid_out) {
            if let Ok(new) = &outcome {
                self.memo.insert((new.clone(), key.1), Ok(new.clone()));
                if !new.contains('\n') {
                    self.one_line.insert(key.0.clone(), new.clone());
                    self.one_line.insert(new.clone(), new.clone());
                }
            }
            self.memo.insert(key.clone(), outcome);
        }
        let mut edits = Vec::new();
        let mut outcomes = Vec::with_capacity(regions.len());
        let mut changed = Vec::new();
        for (index, (region, key)) in regions.iter().zip(&keys).enumerate() {
            let outcome = self.memo[key].clone();
            let new = match &outcome {
                Ok(new) => new.clone(),
                // Left as written, but for white space at the ends of its lines, which
                // rustfmt would leave too, and complain of.
                Err(_) => without_trailing_whitespace(&key.0, &relative(region)),
            };
            if new != key.0 {
                if let Err(message) = &outcome {
                    self.memo.insert((new.clone(), key.1), Err(message.clone()));
                }
                changed.push((index, new.len() as isize - key.0.len() as isize));
                edits.push(Edit::new(region.range.clone(), new));
            }
            outcomes.push(outcome);
        }
        Passed {
            text: source::apply(text, &edits),
            outcomes,
            changed,
        }
    }

    /// `formatted`, rustfmt's output, with its regions laid out where they stand, and the
    /// items around those that changed given to rustfmt again until nothing changes; with
    /// each region's outcome. `before`: a text and what it holds, whose items rustfmt gave
    /// back unchanged need not be read again.
    fn settle(
        &mut self,
        formatted: String,
        before: Option<(&str, &Found)>,
    ) -> Result<(String, Vec<Outcome>), String> {
        let mut text = formatted;
        let mut found = found::find_reusing(&text, before)?;
        let mut round = 0;
        loop {
            let passed = self.pass(&text, &found.regions);
            if passed.changed.is_empty() || round == ROUNDS {
                return Ok((passed.text, passed.outcomes));
            }
            round += 1;
            let items = items_around(&found, &passed.changed);
            let sources: Vec<&str> = items
                .iter()
                .map(|range| &passed.text[range.clone()])
                .collect();
            let again = batch::format_items(&sources, &mut self.rustfmt);
            let edits: Vec<Edit> = items
                .iter()
                .zip(again)
                .filter_map(|(range, outcome)| match outcome {
                    Ok(output) if output != passed.text[range.clone()] => {
                        Some(Edit::new(range.clone(), output))
                    }
                    _ => None,
                })
                .collect();
            if edits.is_empty() {
                return Ok((passed.text, passed.outcomes));
            }
            // The items that were not given again are as they were in `text`.
            let next = source::apply(&passed.text, &edits);
            found = found::find_reusing(&next, Some((text.as_str(), &found)))?;
            text = next;
        }
    }
}

/// The string literals of `region`, in its own text.
fn relative(region: &Region) -> Vec<Range<usize>> {
    region
        .strings
        .iter()
        .map(|string| string.start - region.range.start..string.end - region.range.start)
        .collect()
}

/// The ranges, once the `changed` regions of `found` have the new lengths given with them, of
/// the top-level items that hold those regions.
fn items_around(found: &Found, changed: &[(usize, isize)]) -> Vec<Range<usize>> {
    let mut around = Vec::new();
    // What the changes before the item, and inside it, add to its ends.
    let mut before = 0isize;
    let mut next = 0;
    for item in &found.items {
        let mut inside = 0isize;
        let mut holds = false;
        while let Some(&(index, delta)) = changed.get(next)
            && found.regions[index].range.start < item.end
        {
            if found.regions[index].range.start >= item.start {
                holds = true;
                inside += delta;
            } else {
                before += delta;
            }
            next += 1;
        }
        if holds {
            let start = item.start.wrapping_add_signed(before);
            around.push(start..item.end.wrapping_add_signed(before + inside));
        }
        before += inside;
    }
    around
}

/// The notes of the regions left as written, each with its line in the input: the regions of
/// the output are those of the input, in order.
fn notes(input: &str, first: &Found, output: &str, outcomes: &[Outcome]) -> Vec<Note> {
    let same_regions = first.regions.len() == outcomes.len();
    let mut input_lines = Lines::new(input);
    let regions = if same_regions {
        None
    } else {
        found::find(output).ok()
    };
    let mut output_lines = Lines::new(output);
    outcomes
        .iter()
        .enumerate()
        .filter_map(|(index, outcome)| {
            let message = outcome.as_ref().err()?;
            let line = match &regions {
                None => input_lines.line(first.regions[index].range.start),
                // Were there ever other regions in the output, its lines are all there is.
                Some(found) => output_lines.line(found.regions.get(index)?.range.start),
            };
            Some(Note {
                line,
                message: message.clone(),
            })
        })
        .collect()
}
