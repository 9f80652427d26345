//! Arithmetic with the check in sight, on an integer pattern type: the base's own operation,
//! then the pattern's check (`checked_*`, an `Option`), or the admitted value nearest the
//! result (`saturating_*`, through `new_saturating`). No operator traits: `Errno + 1` stays an
//! error, since its result may leave the pattern. Each is a `const fn`, as the base's is.
//!
//! The pattern is tested in the arm's guard before `new` tests it again: LLVM merges the two
//! tests, and then folds the `Option`'s niche away. Without the guard, the top-byte layout's
//! niche cost an extra compare against the hand-written code (the asm test's pairs).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::alias::Alias;
use super::layout::Domain;
use super::shared::api_name;

/// The methods, for an integer base; nothing for `char`.
pub(super) fn arithmetic(alias: &Alias) -> TokenStream {
    let Domain::Int(int) = alias.reading().domain else {
        return TokenStream::new();
    };
    let (base, at) = (alias.base, alias.shell.api);
    // The operation, what it computes, and whether it takes an operand (`rhs`); the unary
    // ones are for signed bases only.
    let checked = [
        ("add", "self + rhs", true),
        ("sub", "self - rhs", true),
        ("mul", "self * rhs", true),
        ("div", "self / rhs", true),
        ("rem", "self % rhs", true),
        ("neg", "-self", false),
        ("abs", "|self|", false),
    ]
    .into_iter()
    .filter(|&(_, _, binary)| binary || int.signed)
    .map(|(op, what, binary)| {
        let name = api_name(&format!("checked_{op}"), at);
        let on_base = format_ident!("checked_{op}");
        let by_zero = if matches!(op, "div" | "rem") {
            ", `rhs` not 0"
        } else {
            ""
        };
        let doc = format!(
            "`{what}`, if the base computes it (no overflow{by_zero}) and it matches the pattern."
        );
        let (rhs, arg) = if binary {
            (quote!(, __is_rhs: #base), quote!(__is_rhs))
        } else {
            (TokenStream::new(), TokenStream::new())
        };
        quote! {
            #[doc = #doc]
            #[must_use]
            #[inline]
            pub const fn #name(self #rhs) -> ::core::option::Option<Self> {
                match self.get().#on_base(#arg) {
                    ::core::option::Option::Some(__is_v) if Self::contains(__is_v) => Self::new(__is_v),
                    _ => ::core::option::Option::None,
                }
            }
        }
    });
    let saturating = [("add", "self + rhs"), ("sub", "self - rhs")].map(|(op, what)| {
        let name = api_name(&format!("saturating_{op}"), at);
        let on_base = format_ident!("saturating_{op}");
        let doc = format!(
            "`{what}` if it matches the pattern, else the admitted value nearest it, as `new_saturating` gives: past the base's range, `MAX` or `MIN`."
        );
        quote! {
            #[doc = #doc]
            #[must_use]
            #[inline]
            pub const fn #name(self, __is_rhs: #base) -> Self {
                Self::new_saturating(self.get().#on_base(__is_rhs))
            }
        }
    });
    quote!(#(#checked)* #(#saturating)*)
}
