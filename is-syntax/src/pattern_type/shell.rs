//! Where a pattern type's items go, for both kinds:
//!
//! - a hidden module, `__is_NAME`, holds the struct and the only code that touches its field
//!   (`new`, `get`, the storage), so no other code can build a value without the check: not
//!   even the module that defines the alias;
//! - the type is re-exported from it with the alias's visibility, under the alias's name;
//! - everything else is written where the alias is, so that the pattern's names mean what
//!   they mean there (a function's local `const` too): the rest of the inherent API in an
//!   `impl`, then the trait impls and the `const` assertions in a `const _` block, which
//!   nothing outside can name and whose impls apply everywhere.
//!
//! An integer's module holds no token of the user's; an enum refinement's struct names its
//! base, so its module imports the names of the module around it (`use super::*`).

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Ident, ItemType, Pat, Type};

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
    /// The hidden module's name, `__is_NAME`: the alias's name is unique in its namespace,
    /// and so is the module's.
    pub(super) fn module(&self) -> Ident {
        format_ident!("__is_{}", self.item.ident, span = Span::call_site())
    }

    /// The module holding `storage`, the re-export, the inherent `api` (an `impl` where the
    /// alias is, so that rustc's messages name its methods `NAME::method`), and the block
    /// holding `hidden`: the trait impls and the assertions.
    /// `imports_super`: the module needs the names around the alias (an enum's base).
    pub(super) fn wrap(
        &self,
        storage: TokenStream,
        api: TokenStream,
        hidden: TokenStream,
        imports_super: bool,
    ) -> TokenStream {
        let everywhere = &self.placed.everywhere;
        let module = self.module();
        let vis = &self.item.vis;
        // At the call site: the alias's own span stays on the struct's name alone.
        let ident = super::shared::call_site(&self.item.ident);
        // The generated code uses a deprecated type, as hand-written impls of one would, and
        // needs the same `allow`: only there.
        let allow_deprecated = self.placed.deprecated.then(|| quote!(#[allow(deprecated)]));
        let import = imports_super.then(|| {
            quote!(
                use super::*;
            )
        });
        quote! {
            #(#everywhere)*
            #[doc(hidden)]
            #allow_deprecated
            mod #module {
                #import
                #storage
            }
            #(#everywhere)*
            #allow_deprecated
            #vis use #module::#ident;
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
