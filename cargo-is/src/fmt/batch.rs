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

use super::align::{self, Tokens};
use super::found::{self, Region, Standin};
use super::text::Place;
use crate::comments::{same_comments, same_comments_in_any_order};
use crate::rustfmt::{Rustfmt, Started};
use crate::source::{self, Edit};

/// A region to lay out: where it stands in `text`.
#[derive(Clone, Copy)]
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

/// rustfmt, with a process started ahead for its next call, which loads while the formatter
/// works: on a small file, loading is most of rustfmt's time.
pub(super) struct Runner<'a> {
    pub(super) rustfmt: &'a Rustfmt,
    pub(super) ahead: Option<Started>,
}

impl Runner<'_> {
    fn format(&mut self, source: &str) -> Result<String, String> {
        match self.ahead.take() {
            Some(started) => started.finish(source),
            None => self.rustfmt.format(source),
        }
    }
}

/// Each job's region laid out.
pub(super) fn lay_out(
    jobs: &[Job<'_>],
    rustfmt: &mut Runner<'_>,
    tab_spaces: usize,
) -> Vec<Outcome> {
    if jobs.is_empty() {
        return Vec::new();
    }
    let mut outcomes = lay_out_as(jobs, rustfmt, tab_spaces, Prefix::Binding);
    // Those rustfmt moved to a line of their own after `let … =`, which it does where a call
    // fits on one line there and not where it stands: laid out again after `!`s, which stay
    // where they are, but cost rustfmt more the more they are.
    let moved: Vec<usize> = (0..jobs.len())
        .filter(|&index| outcomes[index].as_ref().is_err_and(|error| error == MOVED))
        .collect();
    if !moved.is_empty() {
        let again: Vec<Job<'_>> = moved.iter().map(|&index| jobs[index]).collect();
        let laid_out = lay_out_as(&again, rustfmt, tab_spaces, Prefix::Nots);
        for (index, outcome) in moved.into_iter().zip(laid_out) {
            outcomes[index] = outcome;
        }
    }
    outcomes
}

/// Why a job is laid out again.
const MOVED: &str = "rustfmt moved it to a line of its own";

/// What stands before a call, as wide as the columns before it on its line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prefix {
    /// `let NAME = `, or at the top level `const NAME: () = `: what costs rustfmt nothing.
    Binding,
    /// `!!!…`, as many as there are columns.
    Nots,
}

/// The jobs' regions laid out, each call after `prefix`.
fn lay_out_as(
    jobs: &[Job<'_>],
    rustfmt: &mut Runner<'_>,
    tab_spaces: usize,
    prefix: Prefix,
) -> Vec<Outcome> {
    let built: Vec<Result<Built, String>> = jobs
        .iter()
        .map(|job| build(job, tab_spaces, prefix))
        .collect();
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
    /// Whether the call follows `let … =` or `const … =`, which rustfmt may break after.
    after_binding: bool,
}

fn build(job: &Job<'_>, tab_spaces: usize, prefix: Prefix) -> Result<Built, String> {
    let region = job.region;
    let standins = region.standins.as_ref().map_err(Clone::clone)?;
    let block = region.kind == RegionKind::Block;
    let source = if block {
        region.body.clone()
    } else {
        region.range.clone()
    };
    let levels = job.place.indent / tab_spaces;
    let column = job.place.column;
    let mut after_binding = false;
    let nested = |levels: usize, item: &str| "mod _is_fmt {\n".repeat(levels) + item;
    let closed = |levels: usize, end: &str| end.to_owned() + &"}\n".repeat(levels);
    let alias_width = column.saturating_sub(levels * tab_spaces + "type  = ".len());
    let (head, tail) = match (region.kind, prefix) {
        (RegionKind::Block, _) => {
            // The block's items in a module as deep as they are.
            (nested(levels, "mod _is_fmt {"), closed(levels, "}\n"))
        }
        (RegionKind::PatternType, Prefix::Binding) if alias_width > 0 => {
            // A pattern type in the alias it stands in, as deep as it is.
            after_binding = true;
            let head = format!("type {} = ", "_".repeat(alias_width));
            (nested(levels, &head), closed(levels, ";\n"))
        }
        _ if levels == 0 => {
            // A call at the top level, as a constant's value (at least as far in as that).
            let head = match prefix {
                Prefix::Binding if column > "const _: () = ".len() => {
                    after_binding = true;
                    let name = "_".repeat(column - "const : () = ".len());
                    format!("const {name}: () = ")
                }
                _ => {
                    let nots = "!".repeat(column.saturating_sub("const _: () = ".len()));
                    format!("const _: () = {nots}")
                }
            };
            (head, ";\n".to_owned())
        }
        _ => {
            // A call in a function, in a statement as deep as its line, after what is as
            // wide as the columns before it there.
            let width = column.saturating_sub(levels * tab_spaces);
            let before = match (width, prefix) {
                (0, _) => String::new(),
                (8.., Prefix::Binding) => {
                    after_binding = true;
                    format!("let {} = ", "_".repeat(width - "let  = ".len()))
                }
                _ => "!".repeat(width),
            };
            // A call that ends a statement ends one here too: rustfmt lays a statement's
            // call out otherwise than an expression's.
            let statement = width > 0 || job.text[region.range.end..].trim_start().starts_with(';');
            let head = "fn _is_fmt() {\n".to_owned() + &"{\n".repeat(levels - 1) + &before;
            let end = if statement { ";\n" } else { "\n" };
            (head, end.to_owned() + &"}\n".repeat(levels))
        }
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
        after_binding,
    })
}

/// The region of `job` as rustfmt laid out its stand-in in `built`: `output` is the item.
fn turn_back(job: &Job<'_>, built: &Built, output: &str) -> Outcome {
    let before = Tokens::of(&built.item);
    let after = Tokens::of(output);
    let map = if built.block {
        align::matched(&before, &after, MAX_EDITS)
    } else {
        align::in_step(&before, &after)
    }
    .ok_or("rustfmt changed its tokens")?;
    // Where in `output` the token at `index` of the item went.
    let placed = |index: usize| -> Result<Range<usize>, String> {
        map.get(index)
            .copied()
            .flatten()
            .map(|j| after.range(j))
            .ok_or_else(|| "a stand-in was lost".to_owned())
    };
    let (from, to) = if built.block {
        let open = placed(before.index_at(built.inner.start) - 1)?;
        let close = placed(before.index_at(built.inner.end))?;
        (open.end, close.start)
    } else {
        let first = placed(before.index_at(built.inner.start))?;
        let last = placed(before.index_at(built.inner.end) - 1)?;
        let line_start = output[..first.start].rfind('\n').map_or(0, |at| at + 1);
        let line = output[line_start..first.start].trim_start();
        let binding = ["let ", "const ", "type "];
        if built.after_binding && !binding.iter().any(|word| line.starts_with(word)) {
            return Err(MOVED.into());
        }
        (first.start, last.end)
    };
    let mut edits = Vec::with_capacity(built.standins.len());
    for (offset, standin) in &built.standins {
        let first = before.index_at(*offset);
        let last = first + standin.token_count() - 1;
        let range = placed(first)?.start..placed(last)?.end;
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
pub(super) fn format_items(items: &[&str], rustfmt: &mut Runner<'_>) -> Vec<Outcome> {
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
fn halve(
    items: &[&str],
    pending: &[usize],
    rustfmt: &mut Runner<'_>,
    outcomes: &mut [Option<Outcome>],
) {
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
    rustfmt: &mut Runner<'_>,
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
