//! Weekdays: also declared inside the `modules!` call.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

pub fn is_weekend(day: Weekday) -> bool {
    matches!(day, Weekday::Saturday | Weekday::Sunday)
}

pub fn next_workday(days: &[Weekday]) -> Option<Weekday> {
    let mut days = days.iter().copied();
    while let Some(day) = days.next() {
        if !is_weekend(day) {
            return Some(day);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekdays() {
        assert!(is_weekend(Weekday::Sunday));
        assert_eq!(
            next_workday(&[Weekday::Saturday, Weekday::Monday]),
            Some(Weekday::Monday)
        );
        assert!(matches!(next_workday(&[Weekday::Sunday]), None));
    }
}
