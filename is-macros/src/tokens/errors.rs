//! Errors collected across a whole expansion, so that one call reports every mistake at once
//! (as `serde_derive`'s `Ctxt` does) instead of stopping at the first.

use proc_macro2::{Span, TokenStream};

/// Every error found while expanding one macro call.
#[derive(Default)]
pub(crate) struct Errors {
    list: Vec<syn::Error>,
    /// Input nested too deep, reported once a call: kept apart, as no reading that is given
    /// up takes it back (the limit is the macro's, whatever the tokens turn out to be).
    too_deep: Option<syn::Error>,
}

impl Errors {
    pub(crate) fn push(&mut self, error: syn::Error) {
        self.list.push(error);
    }

    /// An error at `span` whose message ends with a `help:` line telling the fix.
    pub(crate) fn push_help(&mut self, span: Span, message: &str, help: &str) {
        self.push(with_help(span, message, help));
    }

    /// An error under the whole of `node` (a path, an attribute, a pattern), not only its
    /// first token, with a `help:` line telling the fix.
    pub(crate) fn push_help_under(
        &mut self,
        node: &impl quote::ToTokens,
        message: &str,
        help: &str,
    ) {
        self.push(syn::Error::new_spanned(
            node,
            format!("{message}\nhelp: {help}"),
        ));
    }

    /// Input nested deeper than [`MAX_DEPTH`] at `span`, reported once per call.
    pub(crate) fn too_deep(&mut self, span: Span) {
        if self.too_deep.is_none() {
            self.too_deep = Some(too_deep_error(span));
        }
    }

    /// Whether input nested too deep was reported.
    pub(crate) fn went_too_deep(&self) -> bool {
        self.too_deep.is_some()
    }

    /// How many errors were pushed (input nested too deep aside).
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// Forgets the errors pushed after the first `len`: those of a reading that was tried and
    /// given up (another macro's tokens that do not read as expressions).
    pub(crate) fn truncate(&mut self, len: usize) {
        self.list.truncate(len);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty() && self.too_deep.is_none()
    }

    /// One `compile_error!` per error, each at its own span.
    pub(crate) fn into_compile_errors(self) -> TokenStream {
        self.too_deep
            .iter()
            .chain(&self.list)
            .map(syn::Error::to_compile_error)
            .collect()
    }
}

/// `compile_error!` cannot attach a real `help:` note on stable, so the help is the message's
/// second line, which rustc prints indented under the first.
pub(crate) fn with_help(span: Span, message: &str, help: &str) -> syn::Error {
    syn::Error::new(span, format!("{message}\nhelp: {help}"))
}

/// How deep groups may nest where a macro reads them. The reader recurses into each group it
/// reads, and the compiler thread's stack is finite; real code nests a few levels, so the limit
/// costs nothing but turns a stack overflow on pathological input into an error.
pub(crate) const MAX_DEPTH: usize = 128;

/// The error for input nested deeper than [`MAX_DEPTH`], at the group where it goes deeper.
pub(crate) fn too_deep_error(span: Span) -> syn::Error {
    with_help(
        span,
        &format!("this input nests groups more than {MAX_DEPTH} deep"),
        "split the expression up with `let`",
    )
}
