//! Errors collected across a whole expansion, so that one call reports every mistake at once
//! (as `serde_derive`'s `Ctxt` does) instead of stopping at the first.
//!
//! # Recovery
//!
//! Where input does not read, the reader reports it and reads on, so that one mistake reports
//! once and the rest still lowers. What it puts in the mistake's place (the error itself for a
//! pattern that is none, `false` for an `is!` that does not read, nothing for a statement left
//! out) is a [`Recovery`]: code that exists only together with the error that says why. Two
//! rules make "recovery code without its error" impossible:
//!
//! - a [`Recovery`] is made only by [`Errors::recover`], after an error was pushed (or by
//!   [`Errors::recover_with`], which pushes one), and it keeps a copy of that error;
//! - its tokens come out only through [`Errors::emit`], which puts the error back in the list
//!   if it is no longer there.
//!
//! Errors are forgotten only with the reading that made them ([`Errors::forget`], which the
//! reader calls where it gives a reading up and drops all it built), so `emit` finding its
//! error gone is a bug: debug builds, which the tests run, panic on it.
//!
//! A recovery made by [`Errors::recover_in_place`] holds its error itself: the error's
//! `compile_error!` stands where the code that did not read would (an expression, a pattern),
//! so that rustc reports that one error there and nothing around it (the `compile_error!` is
//! of any type), and the rest of the item reads on as written. Its error is then not reported a
//! second time with the others; should the recovery be dropped, the error goes out with them.

use proc_macro2::{Span, TokenStream, TokenTree};

/// Every error found while expanding one macro call.
#[derive(Default)]
pub(crate) struct Errors {
    list: Vec<Reported>,
    /// How many errors were ever pushed: each error's serial number.
    pushed: u32,
    /// Input nested too deep, reported once a call: kept apart, as no reading that is given
    /// up takes it back (the limit is the macro's, whatever the tokens turn out to be).
    too_deep: Option<syn::Error>,
    /// Items that recoveries which went out need in scope, not yet placed: one list each,
    /// with the serial number of the recovery's error.
    items: Vec<(Option<u32>, Vec<TokenTree>)>,
}

/// An error, numbered as it was pushed.
#[derive(Clone)]
struct Reported {
    serial: u32,
    error: syn::Error,
    /// Whether it went out inside the code of a recovery made in place.
    placed: bool,
}

/// Where the list of errors stood: what [`Errors::forget`] goes back to, and what
/// [`Errors::recover`] takes its error after.
#[derive(Clone, Copy)]
pub(crate) struct Mark {
    len: usize,
}

/// Code made in place of code that did not read, and the error that says why. See the
/// module's documentation.
pub(crate) struct Recovery {
    tokens: Vec<TokenTree>,
    /// `None` only when input nested too deep is the reason, which is never forgotten.
    error: Option<Reported>,
    /// Whether the tokens hold the error's `compile_error!` ([`Errors::recover_in_place`]).
    in_place: bool,
    /// Items the tokens need in scope, which go at the end of the innermost block or module
    /// they stand in.
    items: Vec<TokenTree>,
}

impl Recovery {
    /// The tokens, to look at; they go out only through [`Errors::emit`].
    pub(crate) fn tokens(&self) -> &[TokenTree] {
        &self.tokens
    }

    /// The recovery, with `items` its tokens need in scope (see [`Errors::take_items`]).
    pub(crate) fn needing(self, items: Vec<TokenTree>) -> Recovery {
        Recovery { items, ..self }
    }
}

impl Errors {
    pub(crate) fn push(&mut self, error: syn::Error) {
        self.pushed += 1;
        self.list.push(Reported {
            serial: self.pushed,
            error,
            placed: false,
        });
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

    /// How many errors were pushed and kept (input nested too deep aside).
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// The first error's message (input nested too deep first), if any: what a tool that
    /// reads without expanding says of a call that does not read.
    pub(crate) fn first_message(&self) -> Option<String> {
        let first = self
            .too_deep
            .as_ref()
            .or(self.list.first().map(|reported| &reported.error));
        first.map(ToString::to_string)
    }

    /// Where the list stands now.
    pub(crate) fn mark(&self) -> Mark {
        Mark {
            len: self.list.len(),
        }
    }

    /// Whether an error was pushed since `mark` (input nested too deep aside).
    pub(crate) fn since(&self, mark: Mark) -> bool {
        self.list.len() > mark.len
    }

    /// Forgets the errors pushed since `mark`: those of a reading that was given up, all of
    /// whose code, recoveries with it, is dropped with them.
    pub(crate) fn forget(&mut self, mark: Mark) {
        self.list.truncate(mark.len);
    }

    /// `tokens` in place of code whose error was pushed since `mark`. Should none have been,
    /// which is a bug, an error says so rather than let the code go out alone.
    pub(crate) fn recover(&mut self, mark: Mark, tokens: Vec<TokenTree>) -> Recovery {
        if let Some(reported) = self.list.get(mark.len) {
            return Recovery {
                tokens,
                error: Some(reported.clone()),
                in_place: false,
                items: Vec::new(),
            };
        }
        if self.went_too_deep() {
            return Recovery {
                tokens,
                error: None,
                in_place: false,
                items: Vec::new(),
            };
        }
        debug_assert!(false, "recovery code without an error");
        let span = tokens.first().map_or_else(Span::call_site, TokenTree::span);
        self.recover_with(
            syn::Error::new(span, "this code did not read, for a reason the macro lost"),
            tokens,
        )
    }

    /// `tokens` in place of code that did not read, and `error`, pushed now.
    pub(crate) fn recover_with(&mut self, error: syn::Error, tokens: Vec<TokenTree>) -> Recovery {
        let mark = self.mark();
        self.push(error);
        self.recover(mark, tokens)
    }

    /// The tokens `build` makes around the `compile_error!` of the first error pushed since
    /// `mark`, in place of code that did not read: an expression, a pattern, a method's
    /// argument. The error goes out there and nowhere else (see the module's documentation).
    pub(crate) fn recover_in_place(
        &mut self,
        mark: Mark,
        build: impl FnOnce(TokenStream) -> Vec<TokenTree>,
    ) -> Recovery {
        let Some(reported) = self.list.get(mark.len) else {
            // No error to place: `recover` says why, or reports the bug.
            let tokens = build(TokenStream::new());
            return self.recover(mark, tokens);
        };
        Recovery {
            tokens: build(reported.error.to_compile_error()),
            error: Some(reported.clone()),
            in_place: true,
            items: Vec::new(),
        }
    }

    /// The recovery's tokens onto `out`, its error in the list (or in the tokens, for one made
    /// in place).
    pub(crate) fn emit(&mut self, recovery: Recovery, out: &mut Vec<TokenTree>) {
        let serial = recovery.error.as_ref().map(|reported| reported.serial);
        if let Some(mut reported) = recovery.error {
            match self
                .list
                .iter_mut()
                .find(|kept| kept.serial == reported.serial)
            {
                Some(kept) => kept.placed |= recovery.in_place,
                None => {
                    debug_assert!(false, "recovery code whose error was forgotten");
                    reported.placed = recovery.in_place;
                    self.list.push(reported);
                }
            }
        }
        out.extend(recovery.tokens);
        if !recovery.items.is_empty() {
            self.items.push((serial, recovery.items));
        }
    }

    /// How many recoveries that need items went out so far: where a block or module starts.
    #[inline(always)]
    pub(crate) fn items_len(&self) -> usize {
        self.items.len()
    }

    /// The items the recoveries that went out since `from` need, each once: a block's or a
    /// module's, to end it with.
    pub(crate) fn take_items(&mut self, from: usize) -> Vec<TokenTree> {
        if from >= self.items.len() {
            // None: the common case, at no cost.
            return Vec::new();
        }
        let mut taken: Vec<Vec<TokenTree>> = Vec::new();
        for (_, items) in self.items.split_off(from.min(self.items.len())) {
            let text =
                |items: &[TokenTree]| items.iter().map(ToString::to_string).collect::<Vec<_>>();
            if !taken.iter().any(|kept| text(kept) == text(&items)) {
                taken.push(items);
            }
        }
        taken.into_iter().flatten().collect()
    }

    /// Reports the errors of the recoveries that need items, since `from`, with the others
    /// too, not only in their place: where an attribute (`#[cfg(…)]`) could take the place
    /// away and leave the items alone, and with them a block's tail made a statement.
    pub(crate) fn report_with_items(&mut self, from: usize) {
        for (serial, _) in self.items.iter().skip(from) {
            if let Some(kept) = self
                .list
                .iter_mut()
                .find(|kept| Some(kept.serial) == *serial)
            {
                kept.placed = false;
            }
        }
    }

    /// Whether every error went out inside the code of a recovery made in place: the output
    /// needs no `compile_error!` of its own.
    pub(crate) fn all_in_place(&self) -> bool {
        self.too_deep.is_none() && self.list.iter().all(|reported| reported.placed)
    }

    /// Every error, input nested too deep first, those that went out in place too: for a
    /// caller that reports them itself rather than in the code.
    pub(crate) fn into_list(self) -> Vec<syn::Error> {
        let mut list: Vec<syn::Error> = self.too_deep.into_iter().collect();
        list.extend(self.list.into_iter().map(|reported| reported.error));
        list
    }

    /// One `compile_error!` per error, each at its own span; not those that went out in place.
    pub(crate) fn into_compile_errors(self) -> TokenStream {
        self.too_deep
            .iter()
            .chain(
                self.list
                    .iter()
                    .filter(|reported| !reported.placed)
                    .map(|reported| &reported.error),
            )
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

#[cfg(test)]
mod tests {
    use proc_macro2::Span;

    use super::Errors;
    use crate::tokens::build::ident;

    #[test]
    fn a_recovery_brings_its_error_back_if_it_was_forgotten() {
        let mut errors = Errors::default();
        let mark = errors.mark();
        let recovery = errors.recover_with(
            syn::Error::new(Span::call_site(), "the reason"),
            vec![ident("_", Span::call_site())],
        );
        assert!(errors.since(mark) && recovery.tokens().len() == 1);
        let mut out = Vec::new();
        errors.emit(recovery, &mut out);
        assert_eq!(out.len(), 1);
        assert!(reports(errors, "the reason"));
    }

    /// Whether the `compile_error!`s of `errors` say `text`.
    fn reports(errors: Errors, text: &str) -> bool {
        errors.into_compile_errors().to_string().contains(text)
    }

    #[test]
    fn an_error_recovered_in_place_goes_out_once_where_its_code_goes() {
        let error = || syn::Error::new(Span::call_site(), "the reason");
        let recover = |errors: &mut Errors| {
            let mark = errors.mark();
            errors.push(error());
            errors.recover_in_place(mark, |error| error.into_iter().collect())
        };
        // Emitted: the error is in the code, and not among the others.
        let mut errors = Errors::default();
        let recovery = recover(&mut errors);
        let mut out = Vec::new();
        errors.emit(recovery, &mut out);
        let code: proc_macro2::TokenStream = out.into_iter().collect();
        assert!(code.to_string().contains("the reason"));
        assert!(errors.all_in_place());
        assert!(errors.into_compile_errors().is_empty());
        // Dropped with a reading that went on: the error goes out with the others.
        let mut errors = Errors::default();
        drop(recover(&mut errors));
        assert!(!errors.all_in_place());
        assert!(reports(errors, "the reason"));
    }

    #[test]
    fn the_items_a_recovery_needs_go_out_once() {
        let mut errors = Errors::default();
        let module = errors.items_len();
        for _ in 0..2 {
            let recovery = errors
                .recover_with(syn::Error::new(Span::call_site(), "why"), Vec::new())
                .needing(vec![ident("item", Span::call_site())]);
            errors.emit(recovery, &mut Vec::new());
        }
        assert_eq!(errors.take_items(module).len(), 1);
        assert_eq!(errors.items_len(), 0);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic = "recovery code whose error was forgotten"]
    fn forgetting_an_error_whose_recovery_goes_out_is_a_bug() {
        let mut errors = Errors::default();
        let mark = errors.mark();
        let recovery =
            errors.recover_with(syn::Error::new(Span::call_site(), "the reason"), Vec::new());
        errors.forget(mark);
        errors.emit(recovery, &mut Vec::new());
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic = "recovery code without an error"]
    fn a_recovery_without_an_error_is_a_bug() {
        let mut errors = Errors::default();
        let mark = errors.mark();
        let _ = errors.recover(mark, Vec::new());
    }
}
