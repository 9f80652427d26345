//! The trait every pattern type implements.

/// A type whose values are the values of [`Base`](PatternType::Base) that match a pattern,
/// such as `u32 is 0..4096`. Every type `#[is_syntax]` generates from `type T = is!(B is P);`
/// implements it, so generic code can convert in and out. By hand it looks like this:
///
/// ```
/// # extern crate is_operator_core as is;
/// use is::PatternType;
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// struct Even(u32);
///
/// impl PatternType for Even {
///     type Base = u32;
///     const PATTERN: &'static str = "even numbers";
///     fn new(value: u32) -> Option<Self> {
///         value.is_multiple_of(2).then_some(Even(value))
///     }
///     fn get(&self) -> u32 {
///         self.0
///     }
/// }
///
/// fn parse_all<T: PatternType>(values: impl IntoIterator<Item = T::Base>) -> Option<Vec<T>> {
///     values.into_iter().map(T::new).collect()
/// }
///
/// assert_eq!(parse_all::<Even>([2, 4]), Some(vec![Even(2), Even(4)]));
/// assert_eq!(parse_all::<Even>([2, 3]), None);
/// ```
pub trait PatternType: Sized {
    /// The type refined: `u32` in `u32 is 0..4096`.
    type Base;

    /// The pattern, as written: `"0..4096"` for `u32 is 0..4096`.
    const PATTERN: &'static str;

    /// `value` as this type, if it matches the pattern.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternType;
    /// # #[derive(Clone, Copy, Debug, PartialEq)]
    /// # struct Even(u32);
    /// # impl PatternType for Even {
    /// #     type Base = u32;
    /// #     const PATTERN: &'static str = "even numbers";
    /// #     fn new(value: u32) -> Option<Self> { value.is_multiple_of(2).then_some(Even(value)) }
    /// #     fn get(&self) -> u32 { self.0 }
    /// # }
    /// assert_eq!(Even::new(4), Some(Even(4)));
    /// assert_eq!(Even::new(5), None);
    /// ```
    fn new(value: Self::Base) -> Option<Self>;

    /// The value, as its base type (a copy, or for an enum refinement a clone).
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternType;
    /// # #[derive(Clone, Copy)]
    /// # struct Even(u32);
    /// # impl PatternType for Even {
    /// #     type Base = u32;
    /// #     const PATTERN: &'static str = "even numbers";
    /// #     fn new(value: u32) -> Option<Self> { value.is_multiple_of(2).then_some(Even(value)) }
    /// #     fn get(&self) -> u32 { self.0 }
    /// # }
    /// assert_eq!(Even::new(4).map(|even| even.get()), Some(4));
    /// ```
    fn get(&self) -> Self::Base;

    /// Whether `value` matches the pattern: whether [`new`](PatternType::new) would take it.
    ///
    /// ```
    /// # extern crate is_operator_core as is;
    /// # use is::PatternType;
    /// # #[derive(Clone, Copy)]
    /// # struct Even(u32);
    /// # impl PatternType for Even {
    /// #     type Base = u32;
    /// #     const PATTERN: &'static str = "even numbers";
    /// #     fn new(value: u32) -> Option<Self> { value.is_multiple_of(2).then_some(Even(value)) }
    /// #     fn get(&self) -> u32 { self.0 }
    /// # }
    /// assert!(Even::contains(4));
    /// assert!(!Even::contains(5));
    /// ```
    fn contains(value: Self::Base) -> bool {
        Self::new(value).is_some()
    }

    /// The values the pattern admits, as `const` evaluation reads them: sorted, apart,
    /// inclusive intervals of ordinals (see `intervals.rs`). Empty, the default, for a type
    /// that does not describe them: an enum refinement, or a type written by hand.
    #[doc(hidden)]
    const __INTERVALS: &'static [(u128, u128)] = &[];
}
