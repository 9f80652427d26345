//! Dates: reached only through the `modules!` call that declares this module.

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Date {
    pub month: u8,
    pub day: u8,
}

impl Date {
    pub fn parse(text: &str) -> Option<Date> {
        let mut parts = text.split('-').map(str::parse::<u8>);
        if let (Some(Ok(month)), Some(Ok(day))) = (parts.next(), parts.next()) {
            if matches!(month, 1..=12) && matches!(day, 1..=31) {
                return Some(Date { month, day });
            }
        }
        None
    }

    pub fn is_leap_day(&self) -> bool {
        matches!(self, Date { month: 2, day: 29 })
    }

    pub fn quarter(&self) -> u8 {
        match self.month {
            m if matches!(m, 1..=3) => 1,
            m if matches!(m, 4..=6) => 2,
            m if matches!(m, 7..=9) => 3,
            _ => 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(Date::parse("2-29"), Some(Date { month: 2, day: 29 }));
        assert!(Date::parse("13-1").is_none());
        assert!(Date::parse("2-29").map_or(false, |d| d.is_leap_day()));
        assert_eq!(Date { month: 8, day: 1 }.quarter(), 3);
    }
}
