//! Written with `is` from the start, in edition 2021: bindings after a negative test whose
//! body diverges, in an item under `#[is_syntax(let_else)]` and in a block with the same
//! switch. `--to-let-chains` turns them into the `let … else` a person writes, and the crate
//! no longer needs `is`.

use is::{is, is_syntax};

use crate::date::Date;

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

#[is_syntax(let_else)]
pub fn port(s: &str) -> Result<u16, Error> {
    if !is!(s.parse::<u16>() is Ok(p)) { return Err(Error::NotANumber); }
    if !is!(lookup(p) is Some(service) && service.open) { return Err(Error::Closed(p)); }
    Ok(service.port)
}

/// The day after `date`, in a month of thirty days.
#[is_syntax(let_else)]
pub fn next_day(date: &Date) -> Option<Date> {
    if !is!(date.day.checked_add(1) is Some(day) && day <= 30) {
        return if date.month < 12 {
            Some(Date {
                month: date.month + 1,
                day: 1,
            })
        } else {
            None
        };
    }
    Some(Date {
        month: date.month,
        day,
    })
}

is::syntax! {
    #![is_syntax(let_else)]

    // The month of a date written `MONTH-DAY`.
    pub fn month_of(text: &str) -> Option<u8> {
        if !(text.split_once('-') is Some((month, _))) {
            return None;
        }
        if !(month.parse::<u8>() is Ok(m) && (1..=12).contains(&m)) {
            return None;
        }
        Some(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bindings_reach_past_the_negative_tests() {
        assert_eq!(port("x"), Err(Error::NotANumber));
        assert_eq!(port("3"), Err(Error::Closed(3)));
        assert_eq!(port("4"), Ok(5));
        let date = Date { month: 2, day: 30 };
        assert_eq!(next_day(&date).map(|d| (d.month, d.day)), Some((3, 1)));
        assert_eq!(next_day(&Date { month: 12, day: 30 }).map(|d| d.day), None);
        assert_eq!(next_day(&Date { month: 1, day: 5 }).map(|d| d.day), Some(6));
        assert_eq!(month_of("3-4"), Some(3));
        assert_eq!(month_of("13-4"), None);
        assert_eq!(month_of("x"), None);
    }
}
