//! Two token sequences matched up where rustfmt may have changed more than white space: an
//! `is::syntax!` block, whose `use` items rustfmt sorts and whose closure and arm bodies it
//! may brace or unbrace. A shortest edit script (Myers' algorithm) keeps every token it can.

use crate::source::Leaf;

/// For each leaf of `a`, the index of the same leaf in `b` where a shortest edit script
/// keeps it, and `None` where it goes; `None` whole when it takes more than `max_edits`
/// insertions and deletions. Time and memory grow with the sequences' length and the square
/// of the edits; the common start and end cost nothing more than a look.
pub(super) fn matched(a: &[Leaf], b: &[Leaf], max_edits: usize) -> Option<Vec<Option<usize>>> {
    let same = |i: usize, j: usize| a[i].text == b[j].text;
    let mut prefix = 0;
    while prefix < a.len() && prefix < b.len() && same(prefix, prefix) {
        prefix += 1;
    }
    let mut suffix = 0;
    while suffix < a.len() - prefix
        && suffix < b.len() - prefix
        && same(a.len() - 1 - suffix, b.len() - 1 - suffix)
    {
        suffix += 1;
    }
    let middle = shortest_script(
        &a[prefix..a.len() - suffix],
        &b[prefix..b.len() - suffix],
        max_edits,
    )?;
    let mut map: Vec<Option<usize>> = (0..prefix).map(Some).collect();
    map.extend(middle.into_iter().map(|j| j.map(|j| j + prefix)));
    map.extend((a.len() - suffix..a.len()).map(|i| Some(i + b.len() - a.len())));
    Some(map)
}

/// Myers' greedy shortest edit script from `a` to `b`, as `matched` gives it.
fn shortest_script(a: &[Leaf], b: &[Leaf], max_edits: usize) -> Option<Vec<Option<usize>>> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let max = max_edits.min(a.len() + b.len()) as isize;
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
            while x < n && y < m && a[x as usize].text == b[y as usize].text {
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

    fn leaves(words: &str) -> Vec<Leaf> {
        words
            .split_whitespace()
            .map(|word| Leaf {
                text: word.to_owned(),
                range: 0..0,
            })
            .collect()
    }

    fn kept(a: &str, b: &str) -> Vec<Option<usize>> {
        matched(&leaves(a), &leaves(b), 100).unwrap()
    }

    #[test]
    fn sorted_imports_and_dropped_braces_keep_the_rest() {
        let a = "use b ; use a ; fn f ( ) { g ( | x | { x == 1 } ) }";
        let b = "use a ; use b ; fn f ( ) { g ( | x | x == 1 ) }";
        let map = kept(a, b);
        let a = leaves(a);
        let b = leaves(b);
        for (i, j) in map.iter().enumerate() {
            if let Some(j) = j {
                assert_eq!(a[i].text, b[*j].text);
            }
        }
        // `==` is kept; the braces around the closure's body go.
        let eq = a.iter().position(|leaf| leaf.text == "==").unwrap();
        assert_eq!(map[eq], b.iter().position(|leaf| leaf.text == "=="));
        let body = a.iter().rposition(|leaf| leaf.text == "{").unwrap();
        assert_eq!(map[body], None);
    }

    #[test]
    fn the_same_sequence_keeps_everything_and_too_many_edits_give_up() {
        assert_eq!(kept("a b c", "a b c"), [Some(0), Some(1), Some(2)]);
        assert_eq!(kept("", "a"), Vec::<Option<usize>>::new());
        assert_eq!(kept("a x b", "a b"), [Some(0), None, Some(1)]);
        assert!(matched(&leaves("a b c d"), &leaves("e f g h"), 3).is_none());
    }
}
