//! Two texts matched up token by token: a region's stand-in as written and as rustfmt laid
//! it out. The tokens are the scanner's pieces (white space and comments left out), which is
//! all matching needs, without lexing either text. Where rustfmt changes only white space
//! and trailing commas they are matched in step; in an `is::syntax!` block, whose `use`
//! items rustfmt sorts and whose closure and arm bodies it may brace or unbrace, by a
//! shortest edit script (Myers' algorithm), which keeps every token it can.

use std::ops::Range;

use crate::comments::{Piece, pieces};

/// The tokens of a text.
pub(super) struct Tokens<'t> {
    text: &'t str,
    ranges: Vec<Range<usize>>,
}

impl<'t> Tokens<'t> {
    pub(super) fn of(text: &'t str) -> Self {
        let bytes = text.as_bytes();
        let ranges = pieces(text)
            .filter(|(piece, range)| match piece {
                Piece::Comment => false,
                Piece::Byte => !bytes[range.start].is_ascii_whitespace(),
                _ => true,
            })
            .map(|(_, range)| range)
            .collect();
        Tokens { text, ranges }
    }

    pub(super) fn len(&self) -> usize {
        self.ranges.len()
    }

    pub(super) fn range(&self, index: usize) -> Range<usize> {
        self.ranges[index].clone()
    }

    /// The index of the first token that starts at `offset` or after it.
    pub(super) fn index_at(&self, offset: usize) -> usize {
        self.ranges.partition_point(|range| range.start < offset)
    }

    fn text(&self, index: usize) -> &'t str {
        &self.text[self.ranges[index].clone()]
    }

    /// Whether the token at `index` is a `,` before a closing delimiter, which rustfmt adds
    /// and removes.
    fn trailing_comma(&self, index: usize) -> bool {
        self.text(index) == ","
            && index + 1 < self.len()
            && matches!(self.text(index + 1), ")" | "]" | "}")
    }
}

/// For each token of `a`, the index of the same token in `b` (`None` for a trailing comma
/// that `b` lacks); `None` whole when the two differ in more than trailing commas.
pub(super) fn in_step(a: &Tokens<'_>, b: &Tokens<'_>) -> Option<Vec<Option<usize>>> {
    let mut map = Vec::with_capacity(a.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a.text(i) == b.text(j) {
            map.push(Some(j));
            i += 1;
            j += 1;
        } else if i < a.len() && a.trailing_comma(i) {
            map.push(None);
            i += 1;
        } else if j < b.len() && b.trailing_comma(j) {
            j += 1;
        } else {
            return None;
        }
    }
    Some(map)
}

/// For each token of `a`, the index of the same token in `b` where a shortest edit script
/// keeps it, and `None` where it goes; `None` whole when it takes more than `max_edits`
/// insertions and deletions. Time and memory grow with the texts' length and the square of
/// the edits; the common start and end cost nothing more than a look.
pub(super) fn matched(
    a: &Tokens<'_>,
    b: &Tokens<'_>,
    max_edits: usize,
) -> Option<Vec<Option<usize>>> {
    let same = |i: usize, j: usize| a.text(i) == b.text(j);
    let (n, m) = (a.len(), b.len());
    let mut prefix = 0;
    while prefix < n && prefix < m && same(prefix, prefix) {
        prefix += 1;
    }
    let mut suffix = 0;
    while suffix < n - prefix && suffix < m - prefix && same(n - 1 - suffix, m - 1 - suffix) {
        suffix += 1;
    }
    let middle = shortest_script(
        n - prefix - suffix,
        m - prefix - suffix,
        |i, j| same(i + prefix, j + prefix),
        max_edits,
    )?;
    let mut map: Vec<Option<usize>> = (0..prefix).map(Some).collect();
    map.extend(middle.into_iter().map(|j| j.map(|j| j + prefix)));
    map.extend((n - suffix..n).map(|i| Some(i + m - n)));
    Some(map)
}

/// Myers' greedy shortest edit script from `n` tokens to `m` tokens, `same` saying which
/// match, as `matched` gives it.
fn shortest_script(
    n: usize,
    m: usize,
    same: impl Fn(usize, usize) -> bool,
    max_edits: usize,
) -> Option<Vec<Option<usize>>> {
    let (n, m) = (n as isize, m as isize);
    let max = max_edits.min((n + m) as usize) as isize;
    // `v[k + offset]`: the furthest x reached on diagonal k = x - y.
    let offset = max + 1;
    let mut v = vec![0isize; (2 * max + 3) as usize];
    // The stretch `v[-d - 1 ..= d + 1]` as each round `d` began, to walk back.
    let mut trace: Vec<Vec<isize>> = Vec::new();
    for d in 0..=max {
        trace.push(v[(offset - d - 1) as usize..=(offset + d + 1) as usize].to_vec());
        let mut k = -d;
        while k <= d {
            let at = |k: isize| (k + offset) as usize;
            let mut x = if k == -d || (k != d && v[at(k - 1)] < v[at(k + 1)]) {
                v[at(k + 1)]
            } else {
                v[at(k - 1)] + 1
            };
            let mut y = x - k;
            while x < n && y < m && same(x as usize, y as usize) {
                x += 1;
                y += 1;
            }
            v[at(k)] = x;
            if x >= n && y >= m {
                return Some(walk_back(&trace, n, m));
            }
            k += 2;
        }
    }
    None
}

/// The matches of the script whose rounds began as `trace` says, from its end `(n, m)`.
fn walk_back(trace: &[Vec<isize>], n: isize, m: isize) -> Vec<Option<usize>> {
    let mut map = vec![None; n as usize];
    let (mut x, mut y) = (n, m);
    for (d, v) in trace.iter().enumerate().rev() {
        let d = d as isize;
        // `v` holds diagonals -d - 1 ..= d + 1.
        let at = |k: isize| (k + d + 1) as usize;
        let k = x - y;
        let (prev_x, prev_y) = if d == 0 {
            (0, 0)
        } else {
            let prev_k = if k == -d || (k != d && v[at(k - 1)] < v[at(k + 1)]) {
                k + 1
            } else {
                k - 1
            };
            let prev_x = v[at(prev_k)];
            (prev_x, prev_x - prev_k)
        };
        while x > prev_x && y > prev_y {
            map[(x - 1) as usize] = Some((y - 1) as usize);
            x -= 1;
            y -= 1;
        }
        x = prev_x;
        y = prev_y;
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(a: &str, b: &str) -> Vec<Option<usize>> {
        matched(&Tokens::of(a), &Tokens::of(b), 100).unwrap()
    }

    #[test]
    fn tokens_leave_out_white_space_and_comments() {
        let text = "a  == b'x' // c\n && \"s s\"";
        let tokens = Tokens::of(text);
        let texts: Vec<&str> = (0..tokens.len()).map(|i| tokens.text(i)).collect();
        assert_eq!(texts, ["a", "=", "=", "b'x'", "&", "&", "\"s s\""]);
        assert_eq!(tokens.index_at(text.find("b'").unwrap()), 3);
    }

    #[test]
    fn in_step_allows_trailing_commas_only() {
        let a = Tokens::of("f(a, b,)");
        let b = Tokens::of("f(\n    a,\n    b\n)");
        assert_eq!(
            in_step(&a, &b).unwrap(),
            [Some(0), Some(1), Some(2), Some(3), Some(4), None, Some(5)]
        );
        assert!(in_step(&Tokens::of("f(a)"), &Tokens::of("f(b)")).is_none());
    }

    #[test]
    fn sorted_imports_and_dropped_braces_keep_the_rest() {
        let a = "use b; use a; fn f() { g(|x| { x == 1 }) }";
        let b = "use a;\nuse b;\nfn f() {\n    g(|x| x == 1)\n}";
        let map = kept(a, b);
        let (ta, tb) = (Tokens::of(a), Tokens::of(b));
        for (i, j) in map.iter().enumerate() {
            if let Some(j) = j {
                assert_eq!(ta.text(i), tb.text(*j));
            }
        }
        // `==` is kept; the braces around the closure's body go.
        let eq = ta.index_at(a.find("==").unwrap());
        assert_eq!(map[eq], Some(tb.index_at(b.find("==").unwrap())));
        assert_eq!(map[ta.index_at(a.rfind('{').unwrap())], None);
    }

    #[test]
    fn the_same_text_keeps_everything_and_too_many_edits_give_up() {
        assert_eq!(kept("a b c", "a  b\nc"), [Some(0), Some(1), Some(2)]);
        assert_eq!(kept("", "a"), Vec::<Option<usize>>::new());
        assert_eq!(kept("a x b", "a b"), [Some(0), None, Some(1)]);
        assert!(matched(&Tokens::of("a b c d"), &Tokens::of("e f g h"), 3).is_none());
    }
}
