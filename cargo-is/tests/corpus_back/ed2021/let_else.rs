//! Written with `is` from the start, in edition 2021: bindings after a negative test whose
//! body diverges, in an item under `#[is_syntax(let_else)]` and in a block with the same
//! switch. `--to-let-chains` turns them into the `let … else` a person writes, and the crate
//! no longer needs `is`.

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

pub fn port(s: &str) -> Result<u16, Error> {
    let Ok(p) = s.parse::<u16>() else { return Err(Error::NotANumber); };
    let Some(service) = ('is: {
        let Some(service) = lookup(p) else { break 'is None; };
        if service.open { Some(service) } else { None }
    }) else { return Err(Error::Closed(p)); };
    Ok(service.port)
}

/// The day after `date`, in a month of thirty days.
pub fn next_day(date: &Date) -> Option<Date> {
    let Some(day) = ('is: {
        let Some(day) = date.day.checked_add(1) else { break 'is None; };
        if day <= 30 { Some(day) } else { None }
    }) else {
        return if date.month < 12 {
            Some(Date {
                month: date.month + 1,
                day: 1,
            })
        } else {
            None
        };
    };
    Some(Date {
        month: date.month,
        day,
    })
}

// The month of a date written `MONTH-DAY`.
pub fn month_of(text: &str) -> Option<u8> {
    #[allow(clippy::question_mark)]
    let Some((month, _)) = text.split_once('-') else {
        return None;
    };
    #[allow(clippy::question_mark)]
    let Some(m) = ('is: {
        let Ok(m) = month.parse::<u8>() else { break 'is None; };
        if (1..=12).contains(&m) { Some(m) } else { None }
    }) else {
        return None;
    };
    Some(m)
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
