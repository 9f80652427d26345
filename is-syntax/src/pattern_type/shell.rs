//! Where a pattern type's items go, for every kind:
//!
//! - the struct, where the alias is, with the alias's visibility and name. Its one field is
//!   `is`'s `Sealed<Self>`, which only `unsafe` code makes: no code can build a value without
//!   the check, not even the module that defines the alias. What the value is stored as is an
//!   associated type of the struct (`Storage::Stored`), so that two aliases with the same
//!   storage cannot swap their fields, and a storage type of the alias's own (the top-byte
//!   layout's enum) can stay in the block below, which nothing can name;
//! - the inherent API in an `impl` where the alias is, so that rustc's messages name its
//!   methods `NAME::method`;
//! - everything else in a `const _` block after it: the storage, the trait impls and the
//!   `const` assertions, whose impls apply everywhere and whose names nothing outside can reach.
//!
//! No module of the macro's own: an editor then shows the type at the user's own path, and
//! offers no hidden name in completion.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{ItemType, Pat, Type};

use super::attributes::Placed;

/// The alias as written, read into its parts, and where its attributes go: what the items of
/// either kind of pattern type are made from.
pub(super) struct Shell<'a> {
    pub(super) item: &'a ItemType,
    pub(super) placed: &'a Placed,
    /// The base as the user wrote it.
    pub(super) base: &'a Type,
    /// The base as written, for docs and messages.
    pub(super) base_name: &'a str,
    pub(super) pat: &'a Pat,
    /// The pattern as written, for docs and messages.
    pub(super) pattern: &'a str,
    /// The path to the `is` crate, for its runtime's items.
    pub(super) root: &'a TokenStream,
    /// Where an editor's go-to-definition on the API's names goes: the pattern's `is`.
    pub(super) api: Span,
    /// Names for the generated items and parameters, apart from the alias's.
    pub(super) fresh: &'a super::shared::Fresh,
}

impl Shell<'_> {
    /// The struct `definition`, the inherent `api` (one `impl`) and the block holding
    /// `hidden`: the storage, the trait impls and the assertions. Each is one item, so that
    /// the alias's `cfg` and other attributes for every item apply to all it holds.
    pub(super) fn wrap(
        &self,
        definition: TokenStream,
        api: TokenStream,
        hidden: TokenStream,
    ) -> TokenStream {
        let everywhere = &self.placed.everywhere;
        // The generated code uses a deprecated type, as hand-written impls of one would, and
        // needs the same `allow`: only there.
        let allow_deprecated = self.placed.deprecated.then(|| quote!(#[allow(deprecated)]));
        quote! {
            #(#everywhere)*
            #definition
            #(#everywhere)*
            #allow_deprecated
            #api
            #(#everywhere)*
            #allow_deprecated
            const _: () = {
                #hidden
            };
        }
    }

    /// The attributes of the struct itself: the alias's own, then its documentation.
    pub(super) fn type_attributes(&self, layout_doc: &str) -> TokenStream {
        let attrs = &self.placed.on_type;
        let has_docs = self
            .item
            .attrs
            .iter()
            .any(|attr| attr.path().is_ident("doc"));
        let separator = has_docs.then(|| quote!(#[doc = ""]));
        quote!(#(#attrs)* #separator #[doc = #layout_doc])
    }
}
