//! The reader: Rust's structure read from tokens, once, for all three macros.
//!
//! It reads items, statements and expressions as rustc does, far enough to find every place
//! the RFC gives a test meaning: `if`/`while` conditions (labelled too), match guards, values,
//! statements, `assert!`s, other macros' arguments, `macro_rules!` bodies (`transcriber`), and
//! the expressions in types (`types`). What it builds is a [`tree`]; the chain rule and the
//! lowering work on that, never on tokens.
//!
//! Read or refuse: what it cannot read stays as written, and an `is` there that would change
//! meaning unread is an error (`unread`). Where input does not read, what stands in its place
//! carries its error (`tokens::errors`); where an item is half typed, the broken expression
//! alone is its error, in its place, and the rest still lowers (`recovered`).
//!
//! The three front ends differ only in where infix `is` is the operator: everywhere in an
//! `is::syntax!` block, and inside `is!(…)` and `assert!(…)` under `#[is_syntax]`.

mod block;
mod cursor;
mod expr;
mod extent;
mod forwarded;
mod item;
mod macros;
mod marks;
mod names;
mod negative;
mod operand;
mod pattern;
mod recovered;
mod transcriber;
pub(crate) mod tree;
mod types;
mod unread;

use proc_macro2::{Span, TokenTree};

use crate::tokens::{Errors, Level, MAX_DEPTH, Mark};

pub(crate) use cursor::{Cursor, GroupAt};
pub(crate) use item::is_item_qualifier;
pub(crate) use marks::PatternMarks;
pub(crate) use names::{AS_WRITTEN, is_is_path, is_used_marker, macro_path, own_asserts};
pub(crate) use tree::{
    Alias, And, Assert, Condition, Dropped, Expr, Form, GroupNode, MacroRules, Negative, Node,
    Pattern, Place, Prec, RepeatedLinks, Repetition, Run, Scope, Test,
};

/// Which macro reads.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Front {
    /// `is!(…)` on its own: its arguments are one expression with infix `is`.
    IsMacro,
    /// `#[is_syntax]`: Rust as rustc parsed it; infix `is` only inside `is!` and `assert!`.
    Attribute,
    /// `is::syntax! { … }`: infix `is` wherever an operand ends.
    Block,
}

/// A reading that stopped at a mistake, which is reported already.
pub(crate) struct Stop;

pub(crate) type Read<T> = Result<T, Stop>;

/// How deep the reader may recurse within one level (prefix operators, right-associative
/// chains, closures in closures) besides the groups it enters, on a stack the size of the
/// compiler thread's.
const MAX_FRAMES: usize = 4 * MAX_DEPTH;

/// The reader of one macro call.
pub(crate) struct Reader<'e> {
    pub(crate) errors: &'e mut Errors,
    front: Front,
    /// Whether infix `is` is the operator where an operand ends here.
    infix: bool,
    /// Whether the tokens are a `macro_rules!` rule's body, where `$` starts a fragment or a
    /// repetition.
    transcriber: bool,
    /// The names the matchers of the rules being read bind, outermost first: an outer
    /// macro's fragments are put in before an inner one's rules are read.
    fragments: Vec<transcriber::Metavar>,
    /// Whether a reading here may be given up, its errors forgotten: another macro's
    /// arguments, which may be no Rust. Nothing is recovered in place there.
    tentative: bool,
    /// How many groups deep the reader is.
    depth: usize,
    /// How many frames deep it recurses, groups included.
    frames: usize,
    /// The whole input, where a macro `assert` of the user's own would be defined or
    /// imported, and whether it is, for `assert` and `debug_assert`: looked for once, at the
    /// first `assert!` with a test in it.
    root: Option<&'e Level>,
    own_asserts: Option<(bool, bool)>,
    /// What a tool asks to know of the patterns read (see `front::outline`); `None` in the
    /// macros, which need nothing of the kind.
    pub(crate) marks: Option<&'e mut PatternMarks>,
    /// Whether `marks` is `Some`: a `bool` is one load to test in unoptimised builds, where
    /// `is_some()` is a call, on every test the macros read.
    pub(crate) marking: bool,
    /// The path to the `is` crate that the `is!` being read was called by (`renamed::` in
    /// `renamed::is!(…)`, a dependency renamed in `Cargo.toml`); empty for `is!` alone and
    /// outside `is!`, where generated code names the crate `::is`, as a pattern type does.
    crate_path: Vec<TokenTree>,
    /// How many blocks and modules the reader is in: where the items a recovery needs in
    /// scope can go, at the end of the innermost.
    scopes: usize,
}

impl<'e> Reader<'e> {
    pub(crate) fn new(front: Front, errors: &'e mut Errors) -> Self {
        Reader {
            errors,
            front,
            infix: front != Front::Attribute,
            transcriber: false,
            fragments: Vec::new(),
            tentative: false,
            depth: 0,
            frames: 0,
            root: None,
            own_asserts: None,
            marks: None,
            marking: false,
            crate_path: Vec::new(),
            scopes: 0,
        }
    }

    /// The reader of the whole input `root`, which an `assert!` is looked up in: one the input
    /// defines or imports is the user's, and no `std::assert!`.
    pub(crate) fn of_input(front: Front, errors: &'e mut Errors, root: &'e Level) -> Self {
        Reader {
            root: Some(root),
            ..Reader::new(front, errors)
        }
    }

    /// [`Reader::of_input`], where what the input defines of `assert` (see
    /// [`own_asserts`]) is known already: a tool reads many calls of one input.
    pub(crate) fn of_input_known(
        front: Front,
        errors: &'e mut Errors,
        root: &'e Level,
        own_asserts: (bool, bool),
    ) -> Self {
        Reader {
            own_asserts: Some(own_asserts),
            ..Reader::of_input(front, errors, root)
        }
    }

    /// Whether `assert` (or `debug_assert`, for `debug`) named alone is the input's own macro.
    pub(crate) fn own_assert(&mut self, debug: bool) -> bool {
        let Some(root) = self.root else {
            return false;
        };
        let (assert, debug_assert) = *self
            .own_asserts
            .get_or_insert_with(|| names::own_asserts(root));
        if debug { debug_assert } else { assert }
    }

    /// The items of a module, of an `is::syntax!` block, or the attribute's item, from the
    /// token at `start`.
    pub(crate) fn items<'l>(&mut self, level: &'l Level, start: usize) -> Vec<Node<'l>> {
        let mut imports_is = false;
        self.item_list(level, start, item::ItemPlace::Module, &mut imports_is)
    }

    /// The arguments of `is!(…)`: `EXPR, PAT`, `EXPR, PAT if GUARD`, or an expression with
    /// infix `is` in it. `call` is the macro's span, for an empty call.
    pub(crate) fn is_args<'l>(&mut self, level: &'l Level, call: Span) -> Read<Expr<'l>> {
        self.in_is_arguments(|reader| reader.is_call_args(level, call))
    }

    /// A condition on its own, as it stands after `if` or `while` or in a guard: the whole
    /// level, one expression.
    pub(crate) fn condition_alone<'l>(&mut self, level: &'l Level) -> Read<Expr<'l>> {
        let mut c = Cursor::new(level);
        let cond = self.whole(&mut c, expr::Within::default())?;
        if !c.at_end() {
            return self.expected(&c, "the end of the condition");
        }
        Ok(cond)
    }

    /// Reports a mistake at `span`, and stops the reading there.
    fn fail(&mut self, span: Span, message: &str) -> Stop {
        self.errors.push(syn::Error::new(span, message));
        Stop
    }

    /// [`Reader::fail`] at the cursor's token: "expected WHAT".
    fn expected<T>(&mut self, c: &Cursor<'_>, what: &str) -> Read<T> {
        let found = match c.token() {
            Some(token) => format!("expected {what}, found `{token}`"),
            None => format!("expected {what}"),
        };
        Err(self.fail(c.span(), &found))
    }

    /// Runs `read` on the arguments of `is!` or the condition of `assert!`: infix `is` is the
    /// operator there, and a mistake is the user's, whatever the tokens around the call.
    fn in_is_arguments<T>(&mut self, read: impl FnOnce(&mut Self) -> T) -> T {
        let infix = std::mem::replace(&mut self.infix, true);
        let tentative = std::mem::replace(&mut self.tentative, false);
        let result = read(self);
        self.infix = infix;
        self.tentative = tentative;
        result
    }

    /// Runs `read` where its reading may be given up (`tentative`), or where a mistake is the
    /// user's.
    #[inline(always)]
    fn with_tentative<T>(&mut self, tentative: bool, read: impl FnOnce(&mut Self) -> T) -> T {
        let saved = std::mem::replace(&mut self.tentative, tentative);
        let result = read(self);
        self.tentative = saved;
        result
    }

    /// One more frame of recursion, or the error for input nested too deep.
    fn enter(&mut self, span: Span) -> Read<()> {
        if self.frames >= MAX_FRAMES || self.depth >= MAX_DEPTH {
            self.errors.too_deep(span);
            return Err(Stop);
        }
        self.frames += 1;
        Ok(())
    }

    /// [`Reader::enter`] at the cursor: its span is only looked up for the error.
    #[inline(always)]
    fn enter_at(&mut self, c: &Cursor<'_>) -> Read<()> {
        if self.frames >= MAX_FRAMES || self.depth >= MAX_DEPTH {
            return self.enter(c.span());
        }
        self.frames += 1;
        Ok(())
    }

    #[inline(always)]
    fn leave(&mut self) {
        self.frames -= 1;
    }

    /// The tokens of `group`, read by `read` one level down: the depth is checked first, as
    /// everything below recurses.
    fn in_group<'l, T>(
        &mut self,
        group: &GroupAt<'l>,
        read: impl FnOnce(&mut Self, &'l Level) -> T,
    ) -> Read<T> {
        let span = group.token.span();
        let Some(level) = group.level() else {
            self.errors.too_deep(span);
            return Err(Stop);
        };
        self.enter(span)?;
        self.depth += 1;
        let result = read(self, level);
        self.depth -= 1;
        self.leave();
        Ok(result)
    }

    /// `group` as a node: read by `read` when something in it may change, and passed on as
    /// it came when nothing can (no `is` stands in it), nothing did, it nests too deep
    /// (reported), or it does not read (see [`Reader::unread`]).
    fn group_node<'l>(
        &mut self,
        group: &GroupAt<'l>,
        scope: impl FnOnce(bool) -> Option<Scope>,
        read: impl FnOnce(&mut Self, &'l Level, &mut bool) -> Read<Vec<Node<'l>>>,
    ) -> Node<'l> {
        if group.holds_no_is() {
            return group.as_written();
        }
        let mut imports_is = false;
        let mark = self.errors.mark();
        let read = self.in_group(group, |reader, level| read(reader, level, &mut imports_is));
        match read {
            Ok(Ok(inner)) if inner.iter().any(Node::changes) => Node::Group(Box::new(GroupNode {
                original: group.token,
                inner,
                scope: scope(imports_is),
            })),
            Ok(Err(Stop)) => self.unread(mark, group.run()),
            _ => group.as_written(),
        }
    }

    /// Tokens that failed to read, `written`, with the errors since `mark`. Under the
    /// attribute, whose input rustc parsed already, tokens that read otherwise than the reader
    /// expects are passed on as written, and are no mistake unless an `is` in them would be
    /// left where the rules give it a meaning it cannot have there. Anywhere else, and with an
    /// `is` in them, they go on as written with their errors: a `Recovery`, which cannot
    /// lose them.
    fn unread<'l>(&mut self, mark: Mark, written: Run<'l>) -> Node<'l> {
        let has_is = written.level.has_is_in(written.start, written.end);
        if self.front == Front::Attribute && !has_is || !self.errors.since(mark) {
            self.errors.forget(mark);
            return Node::Tokens(written);
        }
        let recovery = self.errors.recover(mark, written.tokens().to_vec());
        Node::Recovery(Box::new(recovery))
    }

    /// A statement or an item that did not read, `written`, with the errors since `mark`:
    /// left out in a block, where it is reported (so that rustc reports nothing more of it),
    /// and otherwise as [`Reader::unread`] passes it on.
    fn skipped<'l>(&mut self, mark: Mark, written: Run<'l>) -> Node<'l> {
        if self.front == Front::Block && self.errors.since(mark) {
            return Node::Recovery(Box::new(self.errors.recover(mark, Vec::new())));
        }
        self.unread(mark, written)
    }

    /// A block's statements as a node.
    fn block<'l>(&mut self, group: &GroupAt<'l>) -> Node<'l> {
        self.scopes += 1;
        let node = self.group_node(
            group,
            |imports_is| {
                Some(Scope {
                    imports_is,
                    module: false,
                })
            },
            |reader, level, imports_is| reader.statements(level, imports_is),
        );
        self.scopes -= 1;
        node
    }
}
