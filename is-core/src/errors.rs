//! The errors of a pattern type's checked conversions, which keep the value.

use core::fmt;
use core::str::FromStr;

/// A value that does not match the pattern of the type it was converted to. It keeps the
/// value, so a failed conversion loses nothing.
///
/// ```
/// # extern crate is_operator_core as is;
/// use is::PatternError;
///
/// let error = PatternError::new(5000u32, "0..4096", "Errno");
/// assert_eq!(error.to_string(), "5000 does not match the pattern 0..4096 of Errno");
/// assert_eq!(error.pattern(), "0..4096");
/// assert_eq!(error.type_name(), "Errno");
/// assert_eq!(error.into_value(), 5000);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PatternError<T> {
    value: T,
    pattern: &'static str,
    type_name: &'static str,
}

impl<T> PatternError<T> {
    /// The error for `value`, which does not match `pattern`, the pattern of `type_name`.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternError;
    /// let error = PatternError::new(-1i8, "0..", "Natural");
    /// assert_eq!(error.to_string(), "-1 does not match the pattern 0.. of Natural");
    /// ```
    pub const fn new(value: T, pattern: &'static str, type_name: &'static str) -> Self {
        PatternError {
            value,
            pattern,
            type_name,
        }
    }

    /// The rejected value.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternError;
    /// assert_eq!(*PatternError::new(7u8, "0..5", "Small").value(), 7);
    /// ```
    pub const fn value(&self) -> &T {
        &self.value
    }

    /// The rejected value, given back.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternError;
    /// let error = PatternError::new(String::from("x"), "\"a\"", "A");
    /// assert_eq!(error.into_value(), "x");
    /// ```
    pub fn into_value(self) -> T {
        self.value
    }

    /// The pattern it did not match, as written.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternError;
    /// assert_eq!(PatternError::new(7u8, "0..5", "Small").pattern(), "0..5");
    /// ```
    pub const fn pattern(&self) -> &'static str {
        self.pattern
    }

    /// The name of the pattern type.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternError;
    /// assert_eq!(PatternError::new(7u8, "0..5", "Small").type_name(), "Small");
    /// ```
    pub const fn type_name(&self) -> &'static str {
        self.type_name
    }
}

impl<T: fmt::Debug> fmt::Display for PatternError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} does not match the pattern {} of {}",
            self.value, self.pattern, self.type_name
        )
    }
}

impl<T: fmt::Debug> fmt::Debug for PatternError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PatternError")
            .field("value", &self.value)
            .field("pattern", &self.pattern)
            .field("type_name", &self.type_name)
            .finish()
    }
}

impl<T: fmt::Debug> core::error::Error for PatternError<T> {}

/// Why text did not convert to a pattern type: it is no `T` at all, or a `T` that does not
/// match the pattern.
///
/// ```
/// # extern crate is_operator_core as is;
/// use is::{ParsePatternError, PatternError};
///
/// fn parse_errno(text: &str) -> Result<u32, ParsePatternError<u32>> {
///     let value: u32 = text.parse().map_err(ParsePatternError::Base)?;
///     if value < 4096 {
///         Ok(value)
///     } else {
///         Err(ParsePatternError::Pattern(PatternError::new(value, "0..4096", "Errno")))
///     }
/// }
///
/// assert_eq!(parse_errno("22"), Ok(22));
/// assert!(matches!(parse_errno("twelve"), Err(ParsePatternError::Base(_))));
/// assert_eq!(
///     parse_errno("5000").unwrap_err().to_string(),
///     "5000 does not match the pattern 0..4096 of Errno"
/// );
/// ```
pub enum ParsePatternError<T: FromStr> {
    /// The text is not a `T`: the base type's own parse error.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::ParsePatternError;
    /// let error = ParsePatternError::<u8>::Base("x".parse::<u8>().unwrap_err());
    /// assert_eq!(error.to_string(), "not a valid value: invalid digit found in string");
    /// ```
    Base(T::Err),
    /// The text is a `T`, which does not match the pattern.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::{ParsePatternError, PatternError};
    /// let error = ParsePatternError::Pattern(PatternError::new(9u8, "0..5", "Small"));
    /// assert_eq!(error.to_string(), "9 does not match the pattern 0..5 of Small");
    /// ```
    Pattern(PatternError<T>),
}

impl<T: FromStr> fmt::Display for ParsePatternError<T>
where
    T: fmt::Debug,
    T::Err: fmt::Display,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePatternError::Base(error) => write!(f, "not a valid value: {error}"),
            ParsePatternError::Pattern(error) => fmt::Display::fmt(error, f),
        }
    }
}

impl<T: FromStr> fmt::Debug for ParsePatternError<T>
where
    T: fmt::Debug,
    T::Err: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePatternError::Base(error) => f.debug_tuple("Base").field(error).finish(),
            ParsePatternError::Pattern(error) => f.debug_tuple("Pattern").field(error).finish(),
        }
    }
}

impl<T: FromStr> core::error::Error for ParsePatternError<T>
where
    T: fmt::Debug,
    T::Err: fmt::Debug + fmt::Display,
{
}

impl<T: FromStr + PartialEq> PartialEq for ParsePatternError<T>
where
    T::Err: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ParsePatternError::Base(a), ParsePatternError::Base(b)) => a == b,
            (ParsePatternError::Pattern(a), ParsePatternError::Pattern(b)) => a == b,
            _ => false,
        }
    }
}

impl<T: FromStr + Eq> Eq for ParsePatternError<T> where T::Err: Eq {}

impl<T: FromStr + Clone> Clone for ParsePatternError<T>
where
    T::Err: Clone,
{
    fn clone(&self) -> Self {
        match self {
            ParsePatternError::Base(error) => ParsePatternError::Base(error.clone()),
            ParsePatternError::Pattern(error) => ParsePatternError::Pattern(error.clone()),
        }
    }
}
