//! Unified diffs of a file before and after, as `diff -u` prints them.

use std::fmt::Write as _;

/// How many unchanged lines surround each change.
const CONTEXT: usize = 3;

/// The unified diff from `old` to `new`, labelled `path`; empty when they are equal.
pub fn unified(path: &str, old: &str, new: &str) -> String {
    if old == new {
        return String::new();
    }
    let a: Vec<&str> = old.split_inclusive('\n').collect();
    let b: Vec<&str> = new.split_inclusive('\n').collect();
    let ops = line_ops(&a, &b);
    let mut out = format!("--- {path}\n+++ {path}\n");
    let mut start = 0;
    while let Some(first) = ops[start..]
        .iter()
        .position(|op| !matches!(op, Op::Same(..)))
    {
        // A hunk: from CONTEXT lines before the first change to CONTEXT after the last one
        // that is within 2 * CONTEXT of the next.
        let first = start + first;
        let mut last = first;
        let mut i = first;
        while i < ops.len() {
            if !matches!(ops[i], Op::Same(..)) {
                last = i;
            } else if i - last > 2 * CONTEXT {
                break;
            }
            i += 1;
        }
        let from = first.saturating_sub(CONTEXT);
        let to = (last + CONTEXT + 1).min(ops.len());
        write_hunk(&mut out, &ops[from..to], &a, &b);
        start = to;
    }
    out
}

#[derive(Clone, Copy)]
enum Op {
    /// Line `a[i]`, equal to `b[j]`.
    Same(usize, usize),
    Delete(usize),
    Insert(usize),
}

fn write_hunk(out: &mut String, ops: &[Op], a: &[&str], b: &[&str]) {
    let (mut a_start, mut b_start, mut a_len, mut b_len) = (None, None, 0, 0);
    for op in ops {
        match *op {
            Op::Same(i, j) => {
                a_start.get_or_insert(i);
                b_start.get_or_insert(j);
                a_len += 1;
                b_len += 1;
            }
            Op::Delete(i) => {
                a_start.get_or_insert(i);
                a_len += 1;
            }
            Op::Insert(j) => {
                b_start.get_or_insert(j);
                b_len += 1;
            }
        }
    }
    // An empty side is numbered by the line before it, as `diff -u` does.
    let number = |start: Option<usize>, len: usize| start.map_or(0, |s| s + usize::from(len > 0));
    let _ = writeln!(
        out,
        "@@ -{},{a_len} +{},{b_len} @@",
        number(a_start, a_len),
        number(b_start, b_len)
    );
    for op in ops {
        let (sign, line) = match *op {
            Op::Same(i, _) => (' ', a[i]),
            Op::Delete(i) => ('-', a[i]),
            Op::Insert(j) => ('+', b[j]),
        };
        out.push(sign);
        out.push_str(line);
        if !line.ends_with('\n') {
            out.push_str("\n\\ No newline at end of file\n");
        }
    }
}

/// The edit script from `a` to `b`: common prefix and suffix, then a longest common
/// subsequence of the middle (small in practice: the lines a rewrite touched).
fn line_ops(a: &[&str], b: &[&str]) -> Vec<Op> {
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a_mid, b_mid) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut ops: Vec<Op> = (0..prefix).map(|i| Op::Same(i, i)).collect();
    if a_mid.len() * b_mid.len() > 4_000_000 {
        // Too large for the table: all old lines out, all new lines in.
        ops.extend((0..a_mid.len()).map(|i| Op::Delete(prefix + i)));
        ops.extend((0..b_mid.len()).map(|j| Op::Insert(prefix + j)));
    } else {
        lcs_ops(a_mid, b_mid, prefix, &mut ops);
    }
    let (a_tail, b_tail) = (a.len() - suffix, b.len() - suffix);
    ops.extend((0..suffix).map(|k| Op::Same(a_tail + k, b_tail + k)));
    ops
}

fn lcs_ops(a: &[&str], b: &[&str], offset: usize, ops: &mut Vec<Op>) {
    let width = b.len() + 1;
    // lengths[i * width + j]: the LCS length of a[i..] and b[j..].
    let mut lengths = vec![0u32; (a.len() + 1) * width];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lengths[i * width + j] = if a[i] == b[j] {
                lengths[(i + 1) * width + j + 1] + 1
            } else {
                lengths[(i + 1) * width + j].max(lengths[i * width + j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            ops.push(Op::Same(offset + i, offset + j));
            i += 1;
            j += 1;
        } else if i < a.len()
            && (j == b.len() || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
        {
            // Deletions first, as `diff -u` prints them.
            ops.push(Op::Delete(offset + i));
            i += 1;
        } else {
            ops.push(Op::Insert(offset + j));
            j += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::unified;

    #[test]
    fn equal_texts_have_no_diff() {
        assert_eq!(unified("f.rs", "a\nb\n", "a\nb\n"), "");
    }

    #[test]
    fn one_changed_line_with_context() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n";
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n";
        assert_eq!(
            unified("f.rs", old, new),
            "--- f.rs\n+++ f.rs\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        );
    }

    #[test]
    fn distant_changes_make_two_hunks() {
        let line = |n: usize| match n {
            2 => "two\n".to_owned(),
            19 => "nineteen\n".to_owned(),
            n => format!("{n}\n"),
        };
        let old: String = (1..=20).map(|n| format!("{n}\n")).collect();
        let new: String = (1..=20).map(line).collect();
        let diff = unified("f.rs", &old, &new);
        assert_eq!(diff.matches("@@ -").count(), 2, "{diff}");
        assert!(diff.contains("-19\n+nineteen\n"));
    }
}
