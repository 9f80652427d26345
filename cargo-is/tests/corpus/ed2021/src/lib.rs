//! A calendar in edition 2021: guards, `while let`, `if let` ladders, modules declared inside a
//! macro call, and tests under an attribute macro that works as `rstest` does.

use std::fmt;

/// Declares the modules it is given, as `cfg_if!` and its kind do.
macro_rules! modules {
    ($($item:item)*) => {
        $($item)*
    };
}

modules! {
    pub mod date;
    pub mod weekday;
}

pub mod let_else;

pub use date::Date;

#[derive(Debug)]
pub enum Entry {
    Day(Date),
    Note(String),
    Empty,
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Day(date) if date.month == 1 && date.day == 1 => write!(f, "new year"),
            Entry::Day(date) => write!(f, "{}-{}", date.month, date.day),
            Entry::Note(text) if matches!(text.chars().next(), Some('!')) => {
                write!(f, "important: {}", &text[1..])
            }
            Entry::Note(text) => write!(f, "{}", text),
            Entry::Empty => Ok(()),
        }
    }
}

pub fn describe(entry: &Entry) -> String {
    if let Entry::Day(date) = entry {
        format!("day {}", date.day)
    } else if let Entry::Note(text) = entry {
        format!("note of {} bytes", text.len())
    } else {
        String::from("nothing")
    }
}

pub fn notes(entries: &[Entry]) -> usize {
    let mut count = 0;
    let mut rest = entries.iter();
    while let Some(Entry::Note(_)) = rest.next() {
        count += 1;
    }
    count
}

pub fn first_day(entries: &[Entry]) -> Option<u8> {
    for entry in entries {
        if let Entry::Day(Date { day, .. }) = entry {
            return Some(*day);
        }
    }
    None
}

pub fn is_empty(entry: &Entry) -> bool {
    matches!(entry, Entry::Empty)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest_mimic::rstest;

    #[rstest]
    #[case(Some(3))]
    #[case(Some(200))]
    fn doubles_fit(#[case] input: Option<u8>) {
        if let Some(v) = input {
            assert!(v.checked_mul(2).is_some() || v > 127);
        }
    }

    #[test]
    fn entries() {
        let entries = [
            Entry::Note("!call".into()),
            Entry::Note("walk".into()),
            Entry::Day(Date { month: 1, day: 1 }),
            Entry::Empty,
        ];
        assert_eq!(notes(&entries), 2);
        assert_eq!(first_day(&entries), Some(1));
        assert_eq!(entries[0].to_string(), "important: call");
        assert_eq!(entries[2].to_string(), "new year");
        assert_eq!(describe(&entries[1]), "note of 4 bytes");
        assert!(is_empty(&entries[3]));
    }
}
