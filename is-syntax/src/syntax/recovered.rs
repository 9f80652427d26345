//! Recoveries made in place: where an item half typed does not read, the broken expression
//! alone becomes its error, and the rest of the item still reads and lowers.
//!
//! The error's `compile_error!` stands where the code that did not read would: a pattern, an
//! operand, a body not typed yet, or the argument of a method call after a `.` with no name
//! yet. It is a pattern or a value of any type, so that rustc reports that one error and
//! nothing around it, and the code keeps its shape: the `let` of a test keeps a pattern's
//! place, and the receiver of `v.` stays an operand where the user wrote it. An editor
//! completes in a macro call by expanding it with a name typed at the cursor and mapping the
//! cursor into that expansion by offset, so the expansion as written must agree with it up to
//! the cursor (see `tests::half_typed`).

use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use quote::quote;

use super::expr::Within;
use super::tree::{Expr, Form, Node, Operand, Pattern, Prec, push};
use super::{Cursor, Front, Read, Reader};
use crate::tokens::build::group;
use crate::tokens::{Mark, Op, Word, with_help};

impl Reader<'_> {
    /// Whether an expression that does not read is recovered where it stands: where the
    /// tokens must be Rust with infix `is` (in `is::syntax!`, in `is!(…)` and `assert!(…)`),
    /// and not where they may be something else (another macro's arguments, a `macro_rules!`
    /// rule's body), whose reading is given up instead.
    pub(super) fn recovers(&self) -> bool {
        self.infix && !self.transcriber && !self.tentative
    }

    /// A test's pattern that is missing, or that did not read, its error pushed since `mark`
    /// (or pushed here, for one missing after `keyword`, `is` or the `,` of `form`): the
    /// error in its place, `written` kept for messages.
    pub(super) fn missing_pattern<'l>(
        &mut self,
        mark: Mark,
        written: &'l [TokenTree],
        keyword: &TokenTree,
        form: Form,
    ) -> Pattern<'l> {
        if written.is_empty() {
            let (after, example) = match form {
                Form::Infix => ("is", "write `EXPR is PATTERN`, e.g. `x is Some(_)`"),
                Form::Comma => (",", "write `is!(EXPR, PATTERN)`, e.g. `is!(x, Some(_))`"),
            };
            let message = format!("expected a pattern after `{after}`");
            self.errors
                .push(with_help(keyword.span(), &message, example));
        }
        let recovery = self
            .errors
            .recover_in_place(mark, |error| error.into_iter().collect());
        Pattern::Recovered {
            written,
            recovery: Box::new(recovery),
        }
    }

    /// An operand missing at the cursor: "expected an expression", and, where the reader
    /// recovers and no statement starts here, the error in its place.
    pub(super) fn missing_operand<'l>(
        &mut self,
        c: &Cursor<'l>,
        within: Within,
    ) -> Read<Operand<'l>> {
        let mark = self.errors.mark();
        let stop = self.expected(c, "an expression");
        if !self.recovers() || within.statement {
            return stop;
        }
        let recovery = self
            .errors
            .recover_in_place(mark, |error| error.into_iter().collect());
        let node = Node::Recovery(Box::new(recovery));
        Ok((Expr::plain(vec![node], Prec::Postfix), false))
    }

    /// Whether the `{ … }` at the cursor, where an operand of a condition should start (the
    /// caller asks only there), is the body, the operand missing (`if x is Some(v) && { v }
    /// else { 0 }`, half typed): a body comes last, or before `else`, where a block operand
    /// would need one after it.
    pub(super) fn body_for_operand(&self, c: &Cursor<'_>) -> bool {
        self.recovers()
            && c.is_group(Delimiter::Brace)
            && (c.pos + 1 >= c.end || c.word_at(1) == Word::Else)
    }

    /// Whether the `&&` at the cursor, right after `is`, is the condition's and the pattern
    /// before it missing (`if x is && name.len() > 3`, a test inserted half typed): where a
    /// pattern starting with it (`&&name`) reads but stops short of `end`, at a token no
    /// pattern goes on with, or where no pattern starts after it (`&& !done`, `&& *p > 1`).
    /// A pattern that reads to `end` (`x is &&name`) is one, as in `if let &&name = x`, and
    /// so is one that starts as a pattern and does not read (`x is &&Some(1 +)`), a pattern
    /// with a mistake in it, reported as such.
    pub(super) fn and_after_missing_pattern(&mut self, c: &Cursor<'_>, end: usize) -> bool {
        if !self.recovers() || c.op().0 != Op::AndAnd {
            return false;
        }
        let mark = self.errors.mark();
        let marking = std::mem::replace(&mut self.marking, false);
        let whole = self.pattern(&mut c.until(end)).is_ok();
        let mut first = c.until(end);
        let no_pattern_starts = c.punct_at(2, '!') || c.punct_at(2, '*');
        let stops_short = !whole
            && (no_pattern_starts
                || self.pattern_no_alternatives(&mut first).is_ok()
                    && !first.at_end()
                    && !first.punct('|'));
        self.marking = marking;
        self.errors.forget(mark);
        stops_short
    }

    /// A body missing at the cursor: "expected a block", and, where the reader recovers and
    /// nothing follows (`if x is Some(v) && v.` typed before the braces), a block holding the
    /// error in its place, so that the condition before it still lowers, and an editor
    /// completes in it. The error's type fits any body's.
    pub(super) fn missing_body<'l>(
        &mut self,
        c: &Cursor<'l>,
        nodes: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        let mark = self.errors.mark();
        let stop = self.expected(c, "a block");
        if !self.recovers() || !c.at_end() {
            return stop;
        }
        let recovery = self.errors.recover_in_place(mark, |error| {
            vec![group(
                Delimiter::Brace,
                error.into_iter().collect(),
                Span::call_site(),
            )]
        });
        nodes.push(Node::Recovery(Box::new(recovery)));
        Ok(())
    }

    /// A `.` with no field or method after it, the operations before it in `tail`: "expected
    /// a field or method", and, where the reader recovers, the `.` as written and a method
    /// call after it whose argument is the error. The method is the `is` crate's, of every
    /// type and of any type, through a trait imported at the end of the innermost block
    /// around it (after the code an editor completes in, so that both its expansions read
    /// the same up to there), or of the module outside any block. An `is!` on its own puts
    /// no items, nor does the attribute outside a block (`const C: bool = is!(…)`): the call
    /// fails there instead.
    pub(super) fn missing_name<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        mut tail: Vec<Node<'l>>,
    ) -> Read<Vec<Node<'l>>> {
        let dot = c.take_run(1);
        let mark = self.errors.mark();
        let stop = self.expected(c, "a field or method after `.`");
        // Outside any block, the items go at the end of `is::syntax!`'s input alone: under
        // the attribute they would have no place, and the method no trait.
        let placed = match self.front {
            Front::IsMacro => false,
            Front::Attribute => self.scopes > 0,
            Front::Block => true,
        };
        if !self.recovers() || !placed {
            return stop;
        }
        let recovery = self
            .errors
            .recover_in_place(mark, method_call)
            .needing(method_trait(&self.crate_path));
        push(&mut tail, Node::Tokens(dot));
        tail.push(Node::Recovery(Box::new(recovery)));
        Ok(tail)
    }
}

/// `__is_recovered(ERROR)`, after the user's `.`.
fn method_call(error: TokenStream) -> Vec<TokenTree> {
    let span = Span::call_site();
    vec![
        TokenTree::Ident(Ident::new("__is_recovered", span)),
        group(Delimiter::Parenthesis, error.into_iter().collect(), span),
    ]
}

/// The import of the trait that gives every type the method: what the call needs in scope,
/// through `crate_path` (the `is!` call's, `renamed::`), or `::is`, as a pattern type reaches
/// its runtime (see `pattern_type::runtime_root`).
fn method_trait(crate_path: &[TokenTree]) -> Vec<TokenTree> {
    let crate_path: TokenStream = if crate_path.is_empty() {
        quote! { ::is:: }
    } else {
        crate_path.iter().cloned().collect()
    };
    quote! { use #crate_path __private::Recovered as _; }
        .into_iter()
        .collect()
}
