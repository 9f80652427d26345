//! A float pattern type: `type Ratio = is!(f64 is 0.0..=1.0);`. Its items go where
//! [`shell`](super::shell) puts every pattern type's: the struct, `new` and `get` in the hidden
//! module, the rest of the inherent API beside the alias, the trait impls and the assertions
//! in the block after it.
//!
//! How a float differs from an integer:
//!
//! - There is no layout to choose: every bit pattern of a float is a value, so none is left
//!   for `Option`'s `None`. The struct is the float itself (`repr(transparent)`), and
//!   `Option<T>` is larger than the base. The macro reads the bounds only to refuse literals
//!   no float pattern takes (an integer, another width's, one out of range) and to know
//!   whether the pattern admits `0.0` (`Default`); `MIN` and `MAX` are `const` evaluation of
//!   the bounds as written, which the assertions check against `contains`.
//! - NaN matches no range and no literal, so no value is NaN and `==` is an equivalence: the
//!   type is `Eq`, `Ord` (by `<` and `>`, so `-0.0` and `0.0` are equal, as `==` has them;
//!   `total_cmp` would order them) and `Hash` (`-0.0` hashed as `0.0`, so that equal values
//!   hash alike). `get` gives back the value `new` was given, its sign included.
//! - A pattern that admits every float but NaN (`f64::NEG_INFINITY..`) is taken: it still
//!   excludes values, and it is the type of floats that are not NaN.
//! - There is no `new_const::<V>()`, as a const generic parameter cannot be a float:
//!   `is::value!(Type, V)` is the checked constant.
//! - `TryFrom` takes the base and each type whose every value `From` converts into it
//!   exactly (`f32` into an `f64` type; `i8`, `i16`, `u8`, `u16`, and for `f64` `i32` and
//!   `u32`), as an integer type takes every integer type; not an `f64` into an `f32` type,
//!   which would round.
//! - `new_unchecked` is `unsafe`, as an integer type's is: that every value matches the
//!   pattern is a promise that `unsafe` code may rely on (an index computed from a `Ratio`),
//!   though NaN in an `Ord` type would break no memory safety of its own. A call that breaks
//!   it is undefined behaviour (`unreachable_unchecked`), which core's debug checks and Miri
//!   report. That `unsafe`, and `from_ref`'s, rest on `repr(transparent)` and on the pattern,
//!   which rustc checks, never on a reading of the macro's.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{Expr, ExprLit, Ident, Lit};

use super::integrations::{bounded, serde_impls};
use super::layout::Piece;
use super::read::without_parens;
use super::shared::{
    api_name, call_site, compared_and_printed, format_literal, in_and_out, tokens_of,
};
use super::shell::Shell;
use super::storage::{Stored, definition, sealed, stored_as};
use crate::tokens::Errors;
use crate::tokens::source::source;

/// What the items of a float pattern type are made from.
struct Float<'a> {
    shell: &'a Shell<'a>,
    /// The alias's name at the call site, for everything but the struct's definition.
    ident: &'a Ident,
    /// `::core::primitive::f64`, which rustc must find the base as written to be.
    base: &'a TokenStream,
    /// `f32` or `f64`.
    name: &'a str,
    pieces: &'a [Piece],
    /// Whether the pattern admits `0.0`, as read where every bound is a literal.
    admits_zero: bool,
}

/// The items of a float pattern type over `f{bits}`, or `None` after an error in its bounds.
pub(super) fn float(
    shell: &Shell,
    bits: u32,
    pieces: &[Piece],
    errors: &mut Errors,
) -> Option<TokenStream> {
    let name = format!("f{bits}");
    let admits_zero = admits_zero(pieces, &name, errors)?;
    let primitive = Ident::new(&name, Span::call_site());
    let float = Float {
        shell,
        ident: &call_site(&shell.item.ident),
        base: &quote!(::core::primitive::#primitive),
        name: &name,
        pieces,
        admits_zero,
    };
    let stored = storage(&float);
    let hidden = [
        stored.hidden,
        traits(float.ident, float.base, float.shell.root),
        bounded(float.ident, shell.root),
        conversions(&float),
        serde_impls(float.ident, shell, float.base, quote!(&self.get())),
        assertions(&float),
    ];
    Some(shell.wrap(
        stored.definition,
        api(&float, &stored.methods),
        hidden.into_iter().collect(),
    ))
}

/// The struct, its `new` and `get` (the only code that touches its field), and its storage,
/// the float itself.
fn storage(float: &Float) -> Stored {
    let Float {
        shell, ident, base, ..
    } = float;
    let (name, base_name, root) = (&shell.item.ident, shell.base_name, shell.root);
    let doc = format!(
        "The `{base_name}` values that match `{}`.\n\nLayout: the `{base_name}` itself, so `get` is free, `from_ref` takes a reference to one, and `AsRef` and `Borrow` lend it as the `{base_name}`. Every bit pattern of a float is a value, which leaves no niche: `Option<{name}>` is larger than `{base_name}`.\n\nNaN matches no float pattern, so no `{name}` is NaN, and `{name}` is `Eq`, `Ord` and `Hash`. `-0.0` and `0.0` are one value, as `==` has them: they compare equal and hash alike, and `get` gives back the sign that `new` was given.",
        shell.pattern
    );
    let attributes = shell.type_attributes(&doc);
    let [new, get] = ["new", "get"].map(|api| api_name(api, shell.api));
    let (stored_as, store) = (stored_as(root, ident, base), sealed(root, quote!(__is_v)));
    Stored {
        definition: definition(shell, attributes),
        methods: quote! {
            /// `v` as this type, if it matches the pattern: never for NaN. (An enum
            /// refinement's `new` gives a `Result` instead, which hands back a value that is
            /// no copy.)
            #[must_use]
            #[inline]
            pub const fn #new(__is_v: #base) -> ::core::option::Option<Self> {
                if Self::contains(__is_v) {
                    ::core::option::Option::Some(#store)
                } else {
                    ::core::option::Option::None
                }
            }

            /// The value, as its base type, with the sign `new` was given: `-0.0` stays `-0.0`.
            #[must_use]
            #[inline]
            pub const fn #get(self) -> #base {
                *self.0.get()
            }
        },
        hidden: quote! {
            #stored_as
            // The field lent as it is. `Borrow` keeps its promise: `==` and `<` are the
            // float's, and the float has no `Eq` or `Hash` of its own to disagree with.
            impl ::core::convert::AsRef<#base> for #ident {
                #[inline]
                fn as_ref(&self) -> &#base { self.0.get() }
            }
            impl ::core::borrow::Borrow<#base> for #ident {
                #[inline]
                fn borrow(&self) -> &#base { self.0.get() }
            }
        },
    }
}

/// `PATTERN`, `MIN`, `MAX`, `contains`, `new_unchecked` and `from_ref`: the inherent API but
/// `new` and `get`.
fn api(float: &Float, new_and_get: &TokenStream) -> TokenStream {
    let Float {
        shell, ident, base, ..
    } = float;
    let pat = without_parens(shell.pat.clone());
    let pattern = shell.pattern;
    let [pattern_name, min, max, contains, new_unchecked, from_ref] = [
        "PATTERN",
        "MIN",
        "MAX",
        "contains",
        "new_unchecked",
        "from_ref",
    ]
    .map(|name| api_name(name, shell.api));
    let bug = format_literal(&format!(
        "the extremes of `{}` do not match its pattern: please report this as a bug of `is`",
        shell.item.ident
    ));
    let [lowest, highest] = extremes(float);
    quote! {
        impl #ident {
            #new_and_get

            /// The pattern, as written.
            pub const #pattern_name: &'static ::core::primitive::str = #pattern;

            /// The smallest value the pattern admits: its lowest bound, or negative infinity
            /// where it has none. (Where that is `0.0`, `-0.0` is admitted too: the two are
            /// one value.)
            pub const #min: Self = match Self::new(#lowest) {
                ::core::option::Option::Some(__is_value) => __is_value,
                ::core::option::Option::None => ::core::panic!(#bug),
            };

            /// The largest value the pattern admits: its highest inclusive bound, the float
            /// just below an exclusive one, or infinity where it has none.
            pub const #max: Self = match Self::new(#highest) {
                ::core::option::Option::Some(__is_value) => __is_value,
                ::core::option::Option::None => ::core::panic!(#bug),
            };

            /// Whether `v` matches the pattern: never for NaN.
            #[must_use]
            #[inline]
            pub const fn #contains(__is_v: #base) -> ::core::primitive::bool {
                // A `match`, not `matches!`, whose `$pat` takes no leading `..=`.
                match __is_v { #pat => true, _ => false }
            }

            /// `v` as this type, unchecked.
            ///
            /// # Safety
            /// `v` must match the pattern (and so must not be NaN): code, `unsafe` code
            /// included, may rely on every value of this type matching it.
            #[must_use]
            #[inline]
            pub const unsafe fn #new_unchecked(__is_v: #base) -> Self {
                match Self::new(__is_v) {
                    ::core::option::Option::Some(__is_value) => __is_value,
                    // SAFETY: the caller promises that `v` matches the pattern, so `new`
                    // accepted it.
                    ::core::option::Option::None => unsafe { ::core::hint::unreachable_unchecked() },
                }
            }

            /// `value` as a reference to this type, if it matches the pattern: no copy is
            /// made, since the type is the float itself.
            #[inline]
            pub fn #from_ref(__is_value: &#base) -> ::core::option::Option<&Self> {
                if Self::contains(*__is_value) {
                    // SAFETY: `Self` is a transparent `#base`, as the assertions below
                    // confirm, and `*value` matches the pattern, which is all that a value of
                    // `Self` promises. Miri runs it at the boundary values of each form of
                    // pattern.
                    ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(__is_value).cast::<Self>() })
                } else {
                    ::core::option::Option::None
                }
            }
        }
    }
}

/// The lowest and highest admitted values as `const` expressions of the base: over the
/// pieces, the least start (negative infinity where one has none) and the greatest end (the
/// float below an exclusive end, infinity where one has none). rustc rejects an empty range,
/// so each piece's ends are admitted.
fn extremes(float: &Float) -> [TokenStream; 2] {
    let base = float.base;
    // A cast, where a bound of another type is already rustc's error in the pattern of
    // `contains`, and a conversion here would make it a second one.
    let typed = |bound: &Expr| quote!((#bound as #base));
    let lows: Vec<TokenStream> = float
        .pieces
        .iter()
        .map(|piece| match &piece.start {
            Some(start) => typed(start),
            None => quote!(#base::NEG_INFINITY),
        })
        .collect();
    let highs: Vec<TokenStream> = float
        .pieces
        .iter()
        .map(|piece| match &piece.end {
            Some(end) if piece.inclusive => typed(end),
            Some(end) => {
                let end = typed(end);
                quote!(#end.next_down())
            }
            None => quote!(#base::INFINITY),
        })
        .collect();
    [fold(&lows, &quote!(<)), fold(&highs, &quote!(>))]
}

/// The one of `values` that is `before` (`<` or `>`) all others: straight-line, as a `const`
/// expression, and the value itself where there is one.
fn fold(values: &[TokenStream], before: &TokenStream) -> TokenStream {
    let Some((first, rest)) = values.split_first() else {
        return TokenStream::new();
    };
    if rest.is_empty() {
        return first.clone();
    }
    quote! {{
        let mut __is_extreme = #first;
        #({
            let __is_value = #rest;
            if __is_value #before __is_extreme {
                __is_extreme = __is_value;
            }
        })*
        __is_extreme
    }}
}

/// Comparison (with itself and the base), hashing and printing, all on the value.
fn traits(ident: &Ident, base: &TokenStream, root: &TokenStream) -> TokenStream {
    // No value is NaN, so `==` is an equivalence, and the type `Eq`.
    let compared_and_printed = compared_and_printed(ident, base, root);
    quote! {
        #compared_and_printed
        // As `<` and `>` have it, so that `-0.0` and `0.0` are `Equal`, as they are `==`. No
        // value is NaN, so `partial_cmp` of two values always has an answer.
        impl ::core::cmp::Ord for #ident {
            #[inline]
            fn cmp(&self, __is_other: &Self) -> ::core::cmp::Ordering {
                match ::core::cmp::PartialOrd::partial_cmp(&self.get(), &__is_other.get()) {
                    ::core::option::Option::Some(ordering) => ordering,
                    ::core::option::Option::None => ::core::cmp::Ordering::Equal,
                }
            }
        }
        // `-0.0` and `0.0` are equal, so they must hash alike: `-0.0 + 0.0` is `0.0`, and
        // every other value plus `0.0` is itself.
        impl ::core::hash::Hash for #ident {
            #[inline]
            fn hash<H: ::core::hash::Hasher>(&self, __is_state: &mut H) {
                ::core::hash::Hash::hash(&(self.get() + 0.0).to_bits(), __is_state);
            }
        }
        impl ::core::fmt::LowerExp for #ident {
            #[inline]
            fn fmt(&self, __is_f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { ::core::fmt::LowerExp::fmt(&self.get(), __is_f) }
        }
        impl ::core::fmt::UpperExp for #ident {
            #[inline]
            fn fmt(&self, __is_f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { ::core::fmt::UpperExp::fmt(&self.get(), __is_f) }
        }
    }
}

/// The types whose every value `From` converts into the base exactly: `TryFrom` takes them
/// too, as an integer pattern type takes every integer type.
fn exact_sources(name: &str) -> &'static [&'static str] {
    if name == "f64" {
        &["f32", "i8", "i16", "i32", "u8", "u16", "u32"]
    } else {
        &["i8", "i16", "u8", "u16"]
    }
}

/// Conversions in and out: those of every pattern type over a primitive, `TryFrom` the types
/// the base holds exactly, `is::value!`'s message, and `Default` where the pattern admits
/// `0.0`.
fn conversions(float: &Float) -> TokenStream {
    let Float {
        shell, ident, base, ..
    } = float;
    let Shell { pattern, root, .. } = shell;
    let name = shell.item.ident.to_string();
    let message = format!(
        "the value does not match the pattern {pattern} of {}",
        shell.item.ident
    );
    let in_and_out = in_and_out(ident, base, (pattern, &name), root, &TokenStream::new());
    let sources = exact_sources(float.name)
        .iter()
        .map(|source| Ident::new(source, Span::call_site()));
    // `const` items are evaluated by `cargo check`: where the macro read that the pattern
    // admits 0.0 and rustc does not, this fails to compile.
    let default = float.admits_zero.then(|| {
        let bug = format_literal(&format!(
            "rustc reads the pattern of `{name}` otherwise than the `is` macro did, which found that it admits 0.0: please report this as a bug of `is`"
        ));
        quote! {
            const ZERO: #ident = match #ident::new(0.0) {
                ::core::option::Option::Some(__is_value) => __is_value,
                ::core::option::Option::None => ::core::panic!(#bug),
            };
            impl ::core::default::Default for #ident {
                #[inline]
                fn default() -> Self { ZERO }
            }
        }
    });
    quote! {
        #in_and_out
        #(
            impl ::core::convert::TryFrom<::core::primitive::#sources> for #ident {
                type Error = #root::PatternError<::core::primitive::#sources>;
                #[inline]
                fn try_from(__is_value: ::core::primitive::#sources) -> ::core::result::Result<Self, #root::PatternError<::core::primitive::#sources>> {
                    Self::new(<#base as ::core::convert::From<::core::primitive::#sources>>::from(__is_value))
                        .ok_or(#root::PatternError::new(__is_value, #pattern, #name))
                }
            }
        )*
        // SAFETY: every value of the type matches its pattern: only `new` builds one.
        unsafe impl #root::__private::NotMatched for #ident {
            const MESSAGE: &'static ::core::primitive::str = #message;
        }
        #default
    }
}

/// The assertions, in one `const` item: the base as written is the primitive, the type has
/// its size and alignment (which `from_ref` rests on), NaN does not match, and `MIN` and
/// `MAX` are admitted with nothing admitted beyond them.
fn assertions(float: &Float) -> TokenStream {
    let Float {
        shell, ident, base, ..
    } = float;
    let base_and_size = super::confirm::base_and_size(shell, ident, base);
    let message = format_literal(&format!(
        "`{}` admits NaN, or values beyond its `MIN` and `MAX`: please report this as a bug of `is`",
        shell.item.ident
    ));
    quote! {
        const _: () = {
            #base_and_size
            let (min, max) = (#ident::MIN.get(), #ident::MAX.get());
            ::core::assert!(
                !#ident::contains(#base::NAN)
                    && (min == #base::NEG_INFINITY || !#ident::contains(min.next_down()))
                    && (max == #base::INFINITY || !#ident::contains(max.next_up())),
                #message
            );
        };
    }
}

/// Whether the pattern admits `0.0`, where every bound is a literal the macro reads (`false`
/// where one is a path or a `const`); `None` after the error for a bound no float pattern
/// takes, each reported.
fn admits_zero(pieces: &[Piece], name: &str, errors: &mut Errors) -> Option<bool> {
    let (mut all_read, mut failed, mut admits) = (true, false, false);
    for piece in pieces {
        let mut ends = [f64::NEG_INFINITY, f64::INFINITY];
        for (end, bound) in ends.iter_mut().zip([&piece.start, &piece.end]) {
            let Some(bound) = bound else { continue };
            match bound_value(bound, name, errors) {
                Ok(Some(value)) => *end = value,
                Ok(None) => all_read = false,
                Err(()) => failed = true,
            }
        }
        let [low, high] = ends;
        let below_high = if piece.inclusive || piece.end.is_none() {
            0.0 <= high
        } else {
            0.0 < high
        };
        admits |= low <= 0.0 && below_high;
    }
    (!failed).then_some(all_read && admits)
}

/// A bound's value where it is a literal (rounded to the base's width, as rustc rounds it);
/// `Ok(None)` for a path or a `const`, which are rustc's to read; `Err` after the error for a
/// literal that no pattern over `name` takes: an integer, another width's, one out of range.
fn bound_value(expr: &Expr, name: &str, errors: &mut Errors) -> Result<Option<f64>, ()> {
    let Expr::Lit(ExprLit { lit, .. }) = expr else {
        return Ok(None);
    };
    let text = source(&tokens_of(expr));
    let (digits, suffix) = match lit {
        Lit::Float(float) => (float.base10_digits(), float.suffix()),
        // syn reads `1f64` as an integer with a suffix; Rust, as a float.
        Lit::Int(int) if matches!(int.suffix(), "f32" | "f64") => {
            (int.base10_digits(), int.suffix())
        }
        Lit::Int(int) if int.suffix().is_empty() => {
            errors.push_help_under(
                expr,
                &format!("`{text}` is an integer, and this pattern is over `{name}`"),
                &format!("write it as a float: `{}.0`", int.base10_digits()),
            );
            return Err(());
        }
        _ => {
            errors.push_help_under(
                expr,
                &format!("a bound of a pattern over `{name}` is a float: `{text}` is none"),
                &format!("write a float literal or a `const` of type `{name}`, e.g. `0.0..=1.0`"),
            );
            return Err(());
        }
    };
    if suffix != name && !suffix.is_empty() {
        errors.push_help_under(
            expr,
            &format!("`{text}` is an `{suffix}`, and this pattern is over `{name}`"),
            &format!("write it as an `{name}`: `{digits}`"),
        );
        return Err(());
    }
    let value = if name == "f32" {
        digits.parse::<f32>().map(f64::from).ok()
    } else {
        digits.parse::<f64>().ok()
    };
    if value.is_some_and(f64::is_infinite) {
        errors.push_help_under(
            expr,
            &format!("`{text}` is outside the range of `{name}`"),
            &format!(
                "the finite values of `{name}` lie in `{name}::MIN..={name}::MAX`; for infinity, write `{name}::INFINITY`"
            ),
        );
        return Err(());
    }
    Ok(value)
}
