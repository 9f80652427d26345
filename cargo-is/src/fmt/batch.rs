//! Rust items laid out by rustfmt, many in one call: the stand-ins of regions, each in an
//! item of its own placed so that rustfmt lays it out for the column it starts at and the
//! indentation of its line, then turned back; and a file's own top-level items, which rustfmt
//! lays out each on its own.
//!
//! An item rustfmt cannot read (rustfmt reads the whole file or nothing) is found from the
//! lines its errors point at, and left out; where they point nowhere, the items are split in
//! halves until the ones that fail are alone.

use std::ops::Range;

use is_operator_syntax::outline::RegionKind;

use super::align;
use super::found::{self, Region, Standin};
use super::text::Place;
use crate::comments::{same_comments, same_comments_in_any_order};
use crate::rustfmt::Rustfmt;
use crate::source::{self, Edit, Leaf, leaves};

/// A region to lay out: where it stands in `text`.
pub(super) struct Job<'a> {
    pub(super) text: &'a str,
    pub(super) region: &'a Region,
    pub(super) place: Place,
}

/// The region's new text, or why it stays as written.
pub(super) type Outcome = Result<String, String>;

/// How many insertions and deletions rustfmt may make in a block before the formatter
/// gives up matching its tokens to the block's.
const MAX_EDITS: usize = 2000;

/// The first words of the item that holds a call at the top level, and their width.
const CONST_HEAD: &str = "const _: () = ";

/// Each job's region laid out.
pub(super) fn lay_out(jobs: &[Job<'_>], rustfmt: &Rustfmt, tab_spaces: usize) -> Vec<Outcome> {
    let built: Vec<Result<Built, String>> = jobs.iter().map(|job| build(job, tab_spaces)).collect();
    let items: Vec<&str> = built
        .iter()
        .filter_map(|built| built.as_ref().ok().map(|built| built.item.as_str()))
        .collect();
    let mut formatted = format_items(&items, rustfmt).into_iter();
    jobs.iter()
        .zip(built)
        .map(|(job, built)| {
            let built = built?;
            let output = formatted.next().expect("one output per item")?;
            turn_back(job, &built, &output)
        })
        .collect()
}

/// A region's stand-in in an item of its own.
struct Built {
    item: String,
    /// Where in `item` the stand-in is: the whole call, or the block's items.
    inner: Range<usize>,
    /// Where in `item` each stand-in starts.
    standins: Vec<(usize, Standin)>,
    block: bool,
}

fn build(job: &Job<'_>, tab_spaces: usize) -> Result<Built, String> {
    let region = job.region;
    let standins = region.standins.as_ref().map_err(Clone::clone)?;
    let block = region.kind == RegionKind::Block;
    let source = if block {
        region.body.clone()
    } else {
        region.range.clone()
    };
    let levels = job.place.indent / tab_spaces;
    let (head, tail) = if block {
        // The block's items in a module as deep as they are.
        let head = "mod _is_fmt {\n".repeat(levels) + "mod _is_fmt {";
        (head, "}".to_owned() + &"\n}".repeat(levels) + "\n")
    } else if levels == 0 && job.place.column >= CONST_HEAD.len() {
        // A call at the top level, as a constant's value.
        let prefix = "!".repeat(job.place.column - CONST_HEAD.len());
        (format!("{CONST_HEAD}{prefix}"), ";\n".to_owned())
    } else {
        // A call in a function, as a statement as deep as its line, after as many `!` as it
        // has columns before it there.
        let levels = levels.max(1);
        let prefix = "!".repeat(job.place.column.saturating_sub(levels * tab_spaces));
        let head = "fn _is_fmt() {\n".to_owned() + &"{\n".repeat(levels - 1) + &prefix;
        (head, ";\n".to_owned() + &"}\n".repeat(levels))
    };
    let mut item = head;
    let mut at = source.start;
    let inner_start = item.len();
    let mut placed = Vec::with_capacity(standins.len());
    for standin in standins {
        item.push_str(&job.text[at..standin.range.start]);
        placed.push((item.len(), standin.clone()));
        item.push_str(&standin.text);
        at = standin.range.end;
    }
    item.push_str(&job.text[at..source.end]);
    let inner = inner_start..item.len();
    item.push_str(&tail);
    Ok(Built {
        item,
        inner,
        standins: placed,
        block,
    })
}

/// The region of `job` as rustfmt laid out its stand-in in `built`: `output` is the item.
fn turn_back(job: &Job<'_>, built: &Built, output: &str) -> Outcome {
    let lexed = |text: &str| source::tokens(text).map(leaves).map_err(|e| e.to_string());
    let before = lexed(&built.item)?;
    let after = lexed(output).map_err(|_| "rustfmt's output does not lex".to_owned())?;
    let map = if built.block {
        align::matched(&before, &after, MAX_EDITS)
    } else {
        source::align(&before, &after)
    }
    .ok_or("rustfmt changed its tokens")?;
    // The first leaf that starts at `offset` or after it.
    let index_at = |offset: usize| before.partition_point(|leaf| leaf.range.start < offset);
    let placed = |index: usize| -> Result<&Leaf, String> {
        map.get(index)
            .copied()
            .flatten()
            .map(|j| &after[j])
            .ok_or_else(|| "a stand-in was lost".to_owned())
    };
    let (from, to) = if built.block {
        let open = placed(index_at(built.inner.start) - 1)?;
        let close = placed(index_at(built.inner.end))?;
        (open.range.end, close.range.start)
    } else {
        let first = placed(index_at(built.inner.start))?;
        let last = placed(index_at(built.inner.end) - 1)?;
        (first.range.start, last.range.end)
    };
    let mut edits = Vec::with_capacity(built.standins.len());
    for (offset, standin) in &built.standins {
        let first = index_at(*offset);
        let last = first + standin.token_count() - 1;
        let range = placed(first)?.range.start..placed(last)?.range.end;
        if range.start < from || range.end > to {
            return Err("a stand-in was moved out of its region".into());
        }
        edits.push(Edit::new(
            range.start - from..range.end - from,
            standin.back.clone(),
        ));
    }
    let laid_out = source::apply(&output[from..to], &edits);
    let region = job.region;
    let written = &job.text[region.range.clone()];
    let new = if built.block {
        format!(
            "{}{laid_out}}}",
            &job.text[region.range.start..region.body.start]
        )
    } else {
        laid_out
    };
    let comments_kept = if built.block {
        same_comments_in_any_order(written, &new)
    } else {
        same_comments(written, &new)
    };
    if !comments_kept {
        return Err("formatting would move or change a comment".into());
    }
    Ok(new)
}

/// Each of `items` (whole Rust items) laid out by rustfmt, in one call where all read; an
/// item that does not read gets rustfmt's error.
pub(super) fn format_items(items: &[&str], rustfmt: &Rustfmt) -> Vec<Outcome> {
    let mut outcomes: Vec<Option<Outcome>> = vec![None; items.len()];
    let mut pending: Vec<usize> = (0..items.len()).collect();
    // Each try leaves out the items rustfmt's errors point at.
    for _ in 0..3 {
        if pending.is_empty() {
            break;
        }
        match format_together(items, &pending, rustfmt) {
            Ok(outputs) => {
                for (&index, output) in pending.iter().zip(outputs) {
                    outcomes[index] = Some(Ok(output));
                }
                pending.clear();
            }
            Err(failure) if !failure.at.is_empty() => {
                for (index, message) in failure.at {
                    outcomes[index] = Some(Err(message));
                }
                pending.retain(|index| outcomes[*index].is_none());
            }
            Err(_) => break,
        }
    }
    if !pending.is_empty() {
        halve(items, &pending, rustfmt, &mut outcomes);
    }
    outcomes
        .into_iter()
        .map(|outcome| outcome.unwrap_or_else(|| Err("rustfmt cannot lay it out".into())))
        .collect()
}

/// `pending` laid out in halves, each half again where it fails, down to single items.
fn halve(items: &[&str], pending: &[usize], rustfmt: &Rustfmt, outcomes: &mut [Option<Outcome>]) {
    match format_together(items, pending, rustfmt) {
        Ok(outputs) => {
            for (&index, output) in pending.iter().zip(outputs) {
                outcomes[index] = Some(Ok(output));
            }
        }
        Err(failure) if pending.len() == 1 => {
            let message = failure.at.into_iter().next().map(|(_, message)| message);
            outcomes[pending[0]] = Some(Err(message.unwrap_or(failure.message)));
        }
        Err(_) => {
            let (left, right) = pending.split_at(pending.len() / 2);
            halve(items, left, rustfmt, outcomes);
            halve(items, right, rustfmt, outcomes);
        }
    }
}

/// Why a call of rustfmt failed: its message, and the items its errors point at.
struct Failure {
    message: String,
    at: Vec<(usize, String)>,
}

/// `items[which]` laid out in one call of rustfmt: each one's output, in order.
fn format_together(
    items: &[&str],
    which: &[usize],
    rustfmt: &Rustfmt,
) -> Result<Vec<String>, Failure> {
    let mut file = String::new();
    // The line each item starts on, 1-based.
    let mut first_lines = Vec::with_capacity(which.len());
    let mut line = 1;
    for &index in which {
        first_lines.push(line);
        file.push_str(items[index]);
        file.push_str("\n\n");
        line += items[index].matches('\n').count() + 2;
    }
    let output = rustfmt.format(&file).map_err(|message| Failure {
        at: errors_at(&message)
            .into_iter()
            .map(|(line, error)| {
                (
                    which[first_lines.partition_point(|&first| first <= line) - 1],
                    error,
                )
            })
            .collect(),
        message,
    })?;
    let ranges: Vec<Range<usize>> = found::items(&output)
        .into_iter()
        .map(|item| item.range)
        .collect();
    if ranges.len() != which.len() {
        return Err(Failure {
            message: "rustfmt made other items than it was given".into(),
            at: Vec::new(),
        });
    }
    Ok(ranges
        .into_iter()
        .map(|range| output[range].to_owned())
        .collect())
}

/// The lines rustfmt's error `message` points at in its input, with each error's first line.
fn errors_at(message: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut error = None;
    for line in message.lines() {
        if let Some(text) = line.strip_prefix("error: ") {
            error = Some(text.to_owned());
        } else if let Some(at) = line.trim_start().strip_prefix("--> <stdin>:")
            && let Some(number) = at.split(':').next().and_then(|n| n.parse().ok())
        {
            found.push((number, error.clone().unwrap_or_else(|| message.to_owned())));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_point_at_lines() {
        let message = "error: expected expression, found `;`\n --> <stdin>:6:19\n  |\n\nerror: unexpected token\n --> <stdin>:8:1\n";
        assert_eq!(
            errors_at(message),
            [
                (6, "expected expression, found `;`".to_owned()),
                (8, "unexpected token".to_owned())
            ]
        );
    }
}
