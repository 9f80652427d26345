//! Written with `is` from the start: bindings after a negative test whose body diverges
//! (`#[is_syntax(let_else)]`), and the proposed syntax itself in a block with the same switch.
//! `--to-let-chains` turns them into the `let … else` a person writes.

#[derive(Debug, PartialEq)]
pub enum Error {
    NotANumber,
    Closed(u16),
}

pub struct Service {
    pub port: u16,
    pub open: bool,
}

fn lookup(p: u16) -> Option<Service> {
    (p < 1000).then_some(Service {
        port: p + 1,
        open: p.is_multiple_of(2),
    })
}

pub fn port(s: &str) -> Result<u16, Error> {
    let Ok(p) = s.parse::<u16>() else { return Err(Error::NotANumber); };
    let Some(service) = ('is: {
        let Some(service) = lookup(p) else { break 'is None; };
        if service.open { Some(service) } else { None }
    }) else { return Err(Error::Closed(p)); };
    Ok(service.port)
}

/// The sum of the first two values, when both are there and the sum fits.
pub fn first_two(values: &[u8]) -> Option<u8> {
    let [a, b, ..] = values else {
        return None;
    };
    let Some((mut sum, twice)) = ('is: {
        let Some(sum) = a.checked_add(*b) else { break 'is None; };
        let Some(twice) = sum.checked_mul(2) else { break 'is None; };
        if twice < 200 { Some((sum, twice)) } else { None }
    }) else {
        // too big: no sum at all
        return None;
    };
    sum += twice;
    Some(sum)
}

/// The positive values, each halved, up to the first that is not there.
pub fn halves(values: &[Option<i32>]) -> Vec<i32> {
    let mut out = Vec::new();
    'values: for value in values {
        let Some(n) = *value else {
            break 'values;
        };
        let Some(half) = ('is: {
            if n > 0 {
                let Some(half) = n.checked_div(2) else { break 'is None; };
                Some(half)
            } else { None }
        }) else {
            continue 'values;
        };
        out.push(half);
    }
    out
}

is::syntax! {
    /// A port below a thousand.
    pub type Low = u16 is 0..1000;
}

pub fn low(s: &str) -> Option<Low> {
    #[allow(clippy::question_mark)]
    let Some((_p, low)) = ('is: {
        let Ok(p) = s.parse::<u16>() else { break 'is None; };
        let Some(low) = Low::new(p) else { break 'is None; };
        Some((p, low))
    }) else {
        return None;
    };
    Some(low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bindings_reach_past_the_negative_tests() {
        assert_eq!(port("x"), Err(Error::NotANumber));
        assert_eq!(port("3"), Err(Error::Closed(3)));
        assert_eq!(port("4"), Ok(5));
        assert_eq!(port("4000"), Err(Error::Closed(4000)));
        assert_eq!(first_two(&[1]), None);
        assert_eq!(first_two(&[1, 2]), Some(9));
        assert_eq!(first_two(&[90, 20]), None);
        assert_eq!(halves(&[Some(4), Some(-2), Some(6), None, Some(8)]), [2, 3]);
        assert_eq!(low("12").map(Low::get), Some(12));
        assert_eq!(low("1200"), None);
    }
}
