//! The struct of an integer or `char` pattern type, its storage in the layout chosen for it,
//! and `new` and `get`, the only code that touches its field. No token here is the user's:
//! every path is absolute, and the pattern is reached through `contains`.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use syn::Ident;

use super::alias::Alias;
use super::layout::{Domain, Layout};
use super::shared::api_name;

/// How one layout stores a checked `__is_v` (an expression of `Self`, or a `return` of `None`),
/// and reads it back.
struct Parts {
    /// What the value is stored as: `Storage::Stored`.
    stored: TokenStream,
    /// Items the storage needs, in the block after the alias: its own types, the excluded
    /// value.
    helpers: TokenStream,
    store: TokenStream,
    load: TokenStream,
    doc: String,
}

/// A pattern type's struct, its `new` and `get` (the only code that makes or reads its
/// field), and the items of the block after the alias that say what it stores.
pub(super) struct Stored {
    pub(super) definition: TokenStream,
    pub(super) methods: TokenStream,
    pub(super) hidden: TokenStream,
}

/// The struct in the layout chosen for the alias, its storage, and `new` and `get`.
pub(super) fn storage(alias: &Alias) -> Stored {
    let parts = match &alias.reading().layout {
        Layout::Char => char_parts(alias),
        Layout::Xor { excluded } => xor_parts(alias, excluded.is_some()),
        Layout::TopByte { bytes, tops } => top_byte_parts(alias, *bytes, tops),
    };
    let Parts {
        stored,
        helpers,
        store,
        load,
        doc,
    } = parts;
    let in_words = format!(
        "The `{}` values that match `{}`.",
        alias.shell.base_name, alias.shell.pattern
    );
    let attributes = alias.shell.type_attributes(&format!("{in_words}\n\n{doc}"));
    let (base, root) = (alias.base, alias.shell.root);
    let ident = alias.ident;
    let (new, get) = (
        api_name("new", alias.shell.api),
        api_name("get", alias.shell.api),
    );
    let stored_as = stored_as(root, ident, &stored);
    Stored {
        definition: definition(&alias.shell, attributes),
        methods: quote! {
            /// `v` as this type, if it matches the pattern. (An enum refinement's `new` gives a
            /// `Result` instead, which hands back a value that is no copy.)
            #[must_use]
            #[inline]
            pub const fn #new(__is_v: #base) -> ::core::option::Option<Self> {
                if !Self::contains(__is_v) {
                    return ::core::option::Option::None;
                }
                ::core::option::Option::Some(#store)
            }

            /// The value, as its base type.
            #[must_use]
            #[inline]
            pub const fn #get(self) -> #base {
                #load
            }
        },
        hidden: quote! {
            #stored_as
            #helpers
        },
    }
}

/// `Storage` for the type `ident`, which stores its value as `stored`, and its `Clone` and
/// `Copy`: the items of the block after the alias that every primitive's pattern type has.
pub(super) fn stored_as(root: &TokenStream, ident: &Ident, stored: &TokenStream) -> TokenStream {
    let copy = copy(ident);
    quote! {
        impl #root::__private::Storage for #ident {
            type Stored = #stored;
        }
        #copy
    }
}

/// `#[repr(transparent)] VIS struct NAME(Sealed<Self>);` with the alias's attributes.
pub(super) fn definition(shell: &super::shell::Shell, attributes: TokenStream) -> TokenStream {
    let (vis, name, root) = (&shell.item.vis, &shell.item.ident, shell.root);
    quote! {
        #attributes
        #[repr(transparent)]
        #vis struct #name(#root::__private::Sealed<Self>);
    }
}

/// `Self` holding `stored`, which holds a value that matches: what `new` ends with.
pub(super) fn sealed(root: &TokenStream, stored: TokenStream) -> TokenStream {
    quote! {
        // SAFETY: `new` checked the value against the pattern before it came here.
        Self(unsafe { #root::__private::Sealed::new(#stored) })
    }
}

/// A `char` pattern: the `char` itself, whose own niche already makes `Option` free.
fn char_parts(alias: &Alias) -> Parts {
    let name = &alias.shell.item.ident;
    Parts {
        stored: quote!(::core::primitive::char),
        helpers: TokenStream::new(),
        store: sealed(alias.shell.root, quote!(__is_v)),
        load: quote!(*self.0.get()),
        doc: format!(
            "Layout: the `char` itself, so `{name}` has the bits, size and niche of `char`; `get` is free, and `from_ref`, `AsRef` and `Borrow` lend it as a `char`."
        ),
    }
}

/// `NonZero<BASE>` holding `value ^ X`, so the one excluded value X becomes the niche. X is
/// the type's `Excluded::VALUE`: a literal, one per pointer width where they differ, written
/// here; or for bounds the macro cannot read, the value that `const` evaluation of the
/// pattern finds, written by `integer`'s `excluded`.
fn xor_parts(alias: &Alias, known: bool) -> Parts {
    let (base, root) = (alias.base, alias.shell.root);
    let helpers = if known {
        let values = alias.per_width(|reading| {
            let Layout::Xor {
                excluded: Some(x), ..
            } = reading.layout
            else {
                return TokenStream::new();
            };
            let x = reading.domain.literal(x);
            quote!(const VALUE: #base = #x;)
        });
        excluded_value(alias, &values)
    } else {
        TokenStream::new()
    };
    let excluded = quote!(<Self as #root::__private::Excluded>::VALUE);
    let store = sealed(root, quote!(__is_stored));
    Parts {
        stored: quote!(::core::num::NonZero<#base>),
        helpers,
        store: quote!(match ::core::num::NonZero::new(__is_v ^ #excluded) {
            ::core::option::Option::Some(__is_stored) => #store,
            ::core::option::Option::None => return ::core::option::Option::None,
        }),
        load: quote!(self.0.get().get() ^ #excluded),
        doc: xor_doc(alias),
    }
}

/// `Excluded` for the type, its `VALUE` the items `values`: the value an xor layout stores
/// each value xor'ed with.
pub(super) fn excluded_value(alias: &Alias, values: &TokenStream) -> TokenStream {
    let (base, ident, root) = (alias.base, alias.ident, alias.shell.root);
    quote! {
        impl #root::__private::Excluded for #ident {
            type Base = #base;
            #values
        }
    }
}

/// The layout paragraph of an xor layout's docs, naming the excluded value when known and the
/// same on every target.
fn xor_doc(alias: &Alias) -> String {
    let (name, base_name) = (alias.shell.item.ident.to_string(), alias.shell.base_name);
    let excluded: Vec<Option<(u128, Domain)>> = alias
        .readings
        .iter()
        .map(|reading| match reading.layout {
            Layout::Xor { excluded } => excluded.map(|x| (x, reading.domain)),
            _ => None,
        })
        .collect();
    let values: Vec<Option<(bool, u128)>> = excluded
        .iter()
        .map(|x| x.map(|(x, domain)| domain.value(x)))
        .collect();
    let same = values.windows(2).all(|pair| pair[0] == pair[1]);
    match (values.first().copied().flatten(), same) {
        (Some((_, 0)), true) => format!(
            "Layout: `NonZero<{base_name}>` holding the value itself, since the pattern excludes 0: the bits are the value's, so `get` is free and `from_ref`, `AsRef` and `Borrow` lend it as the `{base_name}`, and `Option<{name}>` is the size of `{base_name}`."
        ),
        (Some((negative, magnitude)), true) => {
            let x = format!("{}{magnitude}", if negative { "-" } else { "" });
            format!(
                "Layout: `NonZero<{base_name}>` holding `value ^ {x}`, {x} being a value the pattern excludes: `get` is one `xor`, and `Option<{name}>` is the size of `{base_name}`; the stored bits differ from the value's, so there is no `from_ref`, `AsRef` or `Borrow`."
            )
        }
        _ => format!(
            "Layout: `NonZero<{base_name}>` holding `value ^ X`, X a value the pattern excludes, found by `const` evaluation or one for each pointer width: `Option<{name}>` is the size of `{base_name}`, and as the stored bits may differ from the value's, there is no `from_ref`, `AsRef` or `Borrow`."
        ),
    }
}

/// The base's bytes with the most significant one an enum of the admitted top bytes, so
/// every other top byte is a niche while `get` stays free.
fn top_byte_parts(alias: &Alias, bytes: usize, tops: &[u8]) -> Parts {
    let (base, base_name) = (alias.base, alias.shell.base_name);
    let name = &alias.shell.item.ident;
    let low = bytes - 1;
    let unsigned = format_ident!("u{}", bytes * 8);
    let variants: Vec<Ident> = tops.iter().map(|b| format_ident!("V{:02X}", b)).collect();
    let values: Vec<Literal> = tops.iter().map(|b| Literal::u8_unsuffixed(*b)).collect();
    // The top byte of the value's bits; a one-byte base's is the value itself.
    let top = match bytes * 8 - 8 {
        0 => quote!((__is_v as ::core::primitive::#unsigned)),
        shift => quote!(((__is_v as ::core::primitive::#unsigned) >> #shift)),
    };
    let root = alias.shell.root;
    let top_type = alias.shell.fresh.ident("Top");
    let top_copy = copy(&top_type);
    let doc = format!(
        "Layout: the value's bytes in native order, the most significant one an enum of the top bytes the admitted values have ({} of 256): the bits are the value's, so `get` is free and `from_ref`, `AsRef` and `Borrow` lend it as the `{base_name}`, and every other top byte is a niche, so `Option<{name}>` is the size of `{base_name}`.",
        tops.len()
    );
    Parts {
        stored: quote!(#root::__private::Bytes<#top_type, #low, #base>),
        helpers: quote! {
            /// The top bytes that admitted values have. Public in a block nothing names, so
            /// that the storage may name it and no code can.
            #[repr(u8)]
            pub enum #top_type { #(#variants = #values),* }
            #top_copy
        },
        // The top byte is checked against the enum's values, then the value's bits are the
        // storage as they are: no loop for `const` evaluation to run, no fields to fill.
        store: quote! {{
            match #top as ::core::primitive::u8 {
                #(#values)|* => {}
                _ => return ::core::option::Option::None,
            }
            // SAFETY: `Self` is a transparent `Sealed` of a `Bytes`, which is `repr(C)`: the low
            // bytes and a `repr(u8)` top byte in the native order of the base's bytes, aligned by
            // a `[BASE; 0]` field, with no padding, so it has the base's size (the block around
            // the alias asserts it) and these are the value's own bytes in the same places.
            // The low bytes take any value, and the top byte was just found to be one of
            // `Top`'s. Miri runs it at every boundary value on both byte orders.
            unsafe { ::core::mem::transmute::<#base, Self>(__is_v) }
        }},
        // Rebuilding the value from the fields cost a mask per `get` (LLVM does not
        // use the enum's range there); reading the bits as they are costs nothing.
        load: quote! {{
            // SAFETY: `Self` is a transparent `Sealed` of a `Bytes`, which is `repr(C)`: the low
            // bytes and a `repr(u8)` top byte in the native order of the base's bytes, aligned by
            // a `[BASE; 0]` field, with no padding. So it has the base's size and every byte
            // initialised, and any initialised bytes are a valid base value: these are the
            // value's own bits. The block around the alias asserts the sizes and alignments
            // equal, and Miri runs it at every boundary value on both byte orders.
            unsafe { ::core::mem::transmute::<Self, #base>(self) }
        }},
        doc,
    }
}

/// `Clone` and `Copy` for `ident`, written out: a `derive` costs the compiler more, for the
/// same impls (which clippy's pedantic lints would have derived).
pub(super) fn copy(ident: &Ident) -> TokenStream {
    quote! {
        // Marked as a derive's, which it is in all but the cost: clippy's pedantic
        // `expl_impl_clone_on_copy` then leaves it be, without an `allow`.
        #[automatically_derived]
        impl ::core::clone::Clone for #ident {
            #[inline]
            fn clone(&self) -> Self {
                *self
            }
        }
        impl ::core::marker::Copy for #ident {}
    }
}
