//! Stage 1, parse: tokens that may contain infix `is` become a `syn` tree.
//!
//! syn cannot parse `EXPR is PAT`, but `is` has the precedence of `==` and is non-associative
//! like it. So each `is PAT` is rewritten to `== MARKER_n!()`, syn does the precedence work (and
//! rejects chains, as rustc would), and the pattern waits in [`Tests`] under index `n`. Finding
//! where a pattern ends is the only thing done on raw tokens; everything after works on syn trees.

use std::sync::atomic::{AtomicUsize, Ordering};

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::Parser as _;
use syn::{Expr, ExprBinary, ExprMacro, Pat};

use crate::diagnostic::{Errors, with_help};
use crate::emit::MAX_DEPTH;

pub(crate) mod skeleton;

/// One `EXPR is PAT` (or `is!(EXPR, PAT)`) found in the input.
#[derive(Clone)]
pub(crate) struct Test {
    pub(crate) pat: Pattern,
    /// The `is` keyword (or the `,` of `is!(EXPR, PAT)`): where the test's `let` and errors point.
    pub(crate) span: Span,
    /// `is!(EXPR, PAT)` takes `A | B` as `matches!` does; infix `is` needs `(A | B)`.
    pub(crate) alternation_allowed: bool,
}

/// A test's pattern: its tokens, when syn would print what it parses from them as they are
/// (most patterns), so that the short way hands them on as they came; else syn's tree.
// Held by a test until it lowers, as a `Pat` was before: boxing would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub(crate) enum Pattern {
    Plain(Vec<TokenTree>),
    Parsed(Pat),
}

impl Pattern {
    pub(crate) fn into_pat(self) -> Pat {
        match self {
            Pattern::Plain(tokens) => Pat::Verbatim(tokens.into_iter().collect()),
            Pattern::Parsed(pat) => pat,
        }
    }
}

impl ToTokens for Pattern {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            Pattern::Plain(plain) => tokens.extend(plain.iter().cloned()),
            Pattern::Parsed(pat) => pat.to_tokens(tokens),
        }
    }
}

/// The patterns of every test found in one macro call, by marker index.
pub(crate) struct Tests {
    /// The marker macro's name; it embeds a hash of the input, so user code cannot forge one.
    pub(crate) marker: String,
    list: Vec<Option<Test>>,
}

impl Tests {
    pub(crate) fn new() -> Self {
        // Unique per call in this process, and salted with an address, so user code cannot
        // name it: printing the whole input to hash it cost more than the rest of a call.
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        let call = CALLS.fetch_add(1, Ordering::Relaxed);
        let salt = std::ptr::addr_of!(CALLS) as usize;
        Tests {
            marker: format!("__is_test_{salt:x}_{call}"),
            list: Vec::new(),
        }
    }

    pub(crate) fn count(&self) -> usize {
        self.list.len()
    }

    /// The tests from index `from` on, as they stand, to put back with [`Tests::restore`].
    pub(crate) fn save(&self, from: usize) -> Vec<Option<Test>> {
        self.list[from..].to_vec()
    }

    pub(crate) fn restore(&mut self, from: usize, saved: Vec<Option<Test>>) {
        self.list.truncate(from);
        self.list.extend(saved);
    }

    /// Whether every test from index `from` on has been lowered.
    pub(crate) fn all_taken(&self, from: usize) -> bool {
        self.list[from..].iter().all(Option::is_none)
    }

    /// Whether `name` is one of this call's markers: a rewritten `is` stands there.
    pub(crate) fn is_marker_name(&self, name: &str) -> bool {
        marker_index(&self.marker, name).is_some()
    }

    /// Records `test`; the tokens `== MARKER_n!()` that stand for it.
    fn push(&mut self, test: Test) -> [TokenTree; 5] {
        let span = test.span;
        let index = self.list.len();
        self.list.push(Some(test));
        let mut eq = Punct::new('=', Spacing::Joint);
        eq.set_span(span);
        let mut eq2 = Punct::new('=', Spacing::Alone);
        eq2.set_span(span);
        let mut bang = Punct::new('!', Spacing::Alone);
        bang.set_span(span);
        let mut args = Group::new(Delimiter::Parenthesis, TokenStream::new());
        args.set_span(span);
        [
            TokenTree::from(eq),
            eq2.into(),
            Ident::new(&format!("{}_{index}", self.marker), span).into(),
            bang.into(),
            args.into(),
        ]
    }

    /// The test behind `expr` when `expr` is a marker, taking it so no test lowers twice.
    pub(crate) fn take(&mut self, expr: &Expr) -> Option<Test> {
        self.take_index(self.index(expr)?)
    }

    /// Forgets the tests from index `from` on: their markers stood in tokens thrown away.
    pub(crate) fn forget_since(&mut self, from: usize) {
        self.list.truncate(from);
    }

    fn set_pattern(&mut self, index: usize, pattern: Pattern) {
        if let Some(Some(test)) = self.list.get_mut(index) {
            test.pat = pattern;
        }
    }

    pub(crate) fn take_index(&mut self, index: usize) -> Option<Test> {
        self.list.get_mut(index)?.take()
    }

    /// The test whose marker is named `name`, and its index, left in place.
    pub(crate) fn peek_name(&self, name: &str) -> Option<(usize, &Test)> {
        let index = marker_index(&self.marker, name)?;
        Some((index, self.list.get(index)?.as_ref()?))
    }

    /// The test behind `expr` when `expr` is a marker, left in place.
    pub(crate) fn peek(&self, expr: &Expr) -> Option<&Test> {
        self.list.get(self.index(expr)?)?.as_ref()
    }

    /// Whether `expr` is a marker (the right operand of a rewritten `is`).
    pub(crate) fn is_marker(&self, expr: &Expr) -> bool {
        self.index(expr).is_some()
    }

    fn index(&self, expr: &Expr) -> Option<usize> {
        let Expr::Macro(ExprMacro { mac, attrs }) = expr else {
            return None;
        };
        if !attrs.is_empty() {
            return None;
        }
        // Read off the name: asked of every `==` while lowering, so no look at its tokens.
        marker_index(&self.marker, &mac.path.get_ident()?.to_string())
    }
}

/// The index in a marker's name, `{marker}_{index}`, if `name` is one of `marker`'s. The
/// index is in the name, not in the call's tokens, as reading a name is cheaper.
pub(crate) fn marker_index(marker: &str, name: &str) -> Option<usize> {
    let digits = name.strip_prefix(marker)?.strip_prefix('_')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// `EXPR, PAT` or `EXPR, PAT if GUARD`, split at its comma: one reading of the spelling for
/// the parser and the lowering's short way.
pub(crate) struct CommaForm<'t> {
    pub(crate) expr: &'t [TokenTree],
    pub(crate) pat: &'t [TokenTree],
    /// The `if` and the guard after it.
    pub(crate) guard: Option<(&'t TokenTree, &'t [TokenTree])>,
}

/// [`CommaForm`] of `tokens`, their first top-level `,` at `comma`; a trailing `,` dropped.
pub(crate) fn comma_form_parts(tokens: &[TokenTree], comma: usize) -> CommaForm<'_> {
    let mut rest = &tokens[comma + 1..];
    if let [init @ .., last] = rest
        && is_punct(last, ',')
    {
        rest = init;
    }
    let (pat, guard) = match rest.iter().position(|t| is_ident(t, "if")) {
        Some(at) => (&rest[..at], Some((&rest[at], &rest[at + 1..]))),
        None => (rest, None),
    };
    CommaForm {
        expr: &tokens[..comma],
        pat,
        guard,
    }
}

/// `SCRUTINEE == MARKER`, the tree of a test, from the scrutinee and the marker's tokens.
fn marker_test(scrutinee: Expr, marker: &[TokenTree; 5]) -> Expr {
    let TokenTree::Group(args) = &marker[4] else {
        unreachable!("a marker ends in its index group")
    };
    Expr::Binary(ExprBinary {
        attrs: Vec::new(),
        left: Box::new(scrutinee),
        op: syn::BinOp::Eq(syn::Token![==]([marker[0].span(), marker[1].span()])),
        right: Box::new(skeleton::macro_call(&marker[2..4], args)),
    })
}

/// An expression's tokens as a tree: the short way for the common shapes, else syn's parse.
/// syn's parser recurses, so its way first checks the depth; the short way has a limit of
/// its own.
/// `depth`: how many groups down `tokens` stand, which counts against the limit.
pub(crate) fn expr_tree(tokens: &[TokenTree], tests: &Tests, depth: usize) -> syn::Result<Expr> {
    match skeleton::tree(tokens, &tests.marker, depth) {
        Some(tree) => Ok(tree),
        None => match deeper_than(tokens, depth) {
            Some(span) => Err(crate::emit::too_deep_error(span)),
            None => syn::parse2(tokens.iter().cloned().collect()),
        },
    }
}

/// `EXPR is PAT`, seen in the syn tree: the binary `==` whose right operand is a marker.
pub(crate) fn as_test<'e>(tests: &Tests, expr: &'e Expr) -> Option<&'e ExprBinary> {
    match expr {
        Expr::Binary(binary)
            if matches!(binary.op, syn::BinOp::Eq(_)) && tests.is_marker(&binary.right) =>
        {
            Some(binary)
        }
        _ => None,
    }
}

/// The `is`-aware parser: one for `is!`, `#[is_syntax]` and `is::syntax!`.
pub(crate) struct Parser<'a> {
    pub(crate) tests: &'a mut Tests,
    pub(crate) errors: &'a mut Errors,
    /// Set when the rewrite met input nested too deep, which it reports (once) and leaves.
    pub(crate) too_deep: &'a mut bool,
    /// Set when the rewrite left an `is` that is not the macro `is!`: an identifier named
    /// `is`, or infix `is` in another macro's tokens, which only syn's way lowers.
    pub(crate) left_is: &'a mut bool,
    /// How many groups down the scanner is where this parser reads: the nesting it may still
    /// recurse into is what is left of [`MAX_DEPTH`], so that the two recursions together
    /// stay within one limit.
    pub(crate) depth: usize,
}

/// One change the rewrite makes to a level: `tokens[start..end]` become `with`.
struct Edit {
    start: usize,
    end: usize,
    with: Vec<TokenTree>,
    /// The test whose plain pattern the tokens in this range are, moved into it as the edit
    /// is made in place.
    moves_pattern: Option<(usize, std::ops::Range<usize>)>,
}

impl Edit {
    /// The token at `at` replaced.
    fn one(at: usize, with: TokenTree) -> Edit {
        Edit {
            start: at,
            end: at + 1,
            with: vec![with],
            moves_pattern: None,
        }
    }

    /// The edit as [`applied`] takes it, its tokens moved.
    fn into_replacement(self) -> (std::ops::Range<usize>, Vec<TokenTree>) {
        (self.start..self.end, self.with)
    }
}

/// `items` (a level's tokens, or their names) with each range replaced by what stands for
/// it; the ranges in order and not overlapping. Kept items are copied in slices, which costs
/// the least in an unoptimised build.
fn applied<T: Clone, I: IntoIterator<Item = T>>(
    items: &[T],
    edits: impl IntoIterator<Item = (std::ops::Range<usize>, I)>,
) -> Vec<T> {
    let mut out = Vec::with_capacity(items.len());
    let mut kept_from = 0;
    for (range, with) in edits {
        out.extend_from_slice(&items[kept_from..range.start]);
        out.extend(with);
        kept_from = range.end;
    }
    out.extend_from_slice(&items[kept_from..]);
    out
}

/// How far a rewrite goes: one level, or the groups in it too.
#[derive(Clone, Copy)]
enum Reach {
    OneLevel,
    Deep,
}

impl Parser<'_> {
    /// Parses the arguments of `is!(…)`: `EXPR, PAT`, `EXPR, PAT if GUARD`, or a bool
    /// expression with infix `is` anywhere in it.
    pub(crate) fn is_args(&mut self, input: TokenStream, call: Span) -> syn::Result<Expr> {
        let tokens: Vec<TokenTree> = input.into_iter().collect();
        self.is_args_tokens(tokens, call)
    }

    /// [`Parser::is_args`] on the arguments' trees.
    pub(crate) fn is_args_tokens(
        &mut self,
        tokens: Vec<TokenTree>,
        call: Span,
    ) -> syn::Result<Expr> {
        if tokens.is_empty() {
            return Err(with_help(
                call,
                "`is!` needs a value and a pattern to test it against",
                "write `is!(EXPR is PATTERN)` or `is!(EXPR, PATTERN)`",
            ));
        }
        let before = self.tests.count();
        let expr = match first_comma(&tokens) {
            Some(comma) => self.comma_form(&tokens, comma)?,
            None => self.expr(&tokens)?,
        };
        if self.tests.count() == before {
            return Err(with_help(
                syn::spanned::Spanned::span(&expr),
                "this `is!` tests no pattern",
                "write `is!(EXPR is PATTERN)` or `is!(EXPR, PATTERN)`; a plain bool needs no `is!`",
            ));
        }
        Ok(expr)
    }

    /// `EXPR, PAT` or `EXPR, PAT if GUARD`, the `matches!` spelling, as `EXPR is PAT && GUARD`.
    fn comma_form(&mut self, tokens: &[TokenTree], comma: usize) -> syn::Result<Expr> {
        let comma_span = tokens[comma].span();
        if comma == 0 {
            return Err(syn::Error::new(
                comma_span,
                "expected an expression before `,`",
            ));
        }
        let CommaForm {
            pat: pat_tokens,
            guard,
            ..
        } = comma_form_parts(tokens, comma);
        if pat_tokens.is_empty() {
            return Err(with_help(
                comma_span,
                "expected a pattern after `,`",
                "write `is!(EXPR, PATTERN)`, e.g. `is!(x, Some(_))`",
            ));
        }
        let scrutinee = self.expr(&tokens[..comma])?;
        let pat = match skeleton::pattern(pat_tokens, self.depth) {
            Some(pat) => pat,
            None => match deeper_than(pat_tokens, self.depth) {
                Some(span) => return Err(crate::emit::too_deep_error(span)),
                None => Pattern::Parsed(
                    Pat::parse_multi_with_leading_vert
                        .parse2(pat_tokens.iter().cloned().collect())?,
                ),
            },
        };
        let marker = self.tests.push(Test {
            pat,
            span: comma_span,
            alternation_allowed: true,
        });
        // Built as a tree, not re-parsed from tokens: `is!(a || b, false)` tests `a || b`,
        // as `matches!` does, where the tokens `a || b == M` would test `b` alone.
        let test = marker_test(scrutinee, &marker);
        let Some((if_token, guard)) = guard else {
            return Ok(test);
        };
        if guard.is_empty() {
            return Err(syn::Error::new(
                if_token.span(),
                "expected a guard after `if`",
            ));
        }
        let guard = self.expr(guard)?;
        Ok(Expr::Binary(ExprBinary {
            attrs: Vec::new(),
            left: Box::new(test),
            op: syn::BinOp::And(syn::Token![&&](if_token.span())),
            right: Box::new(guard),
        }))
    }

    /// Parses a Rust expression in which infix `is` may appear at any depth.
    pub(crate) fn expr(&mut self, tokens: &[TokenTree]) -> syn::Result<Expr> {
        let before = self.tests.count();
        let errors_before = self.errors.len();
        let rewritten = self.rewrite_tokens(tokens);
        expr_tree(&rewritten, self.tests, self.depth).map_err(|error| {
            // A mistake found while rewriting (`x is P == y`, `x is P if g`) is why syn failed
            // too: report it once, in `is`'s words, not again in syn's.
            self.errors
                .take_since(errors_before)
                .unwrap_or_else(|| self.explain(error, before))
        })
    }

    /// syn rejects `a == b == c`; when one of the two is an `is`, say so in `is`'s terms.
    fn explain(&self, error: syn::Error, tests_before: usize) -> syn::Error {
        explain_chain(error, self.tests.count() > tests_before)
    }

    /// Rewrites every infix `is` in `stream`, at any depth, to its marker form.
    pub(crate) fn rewrite(&mut self, stream: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = stream.into_iter().collect();
        self.rewrite_tokens(&tokens).into_iter().collect()
    }

    /// [`Parser::rewrite`] on trees: a stream is built only for a group that changed, as each
    /// conversion between a stream and its trees is a call into the compiler.
    pub(crate) fn rewrite_tokens(&mut self, tokens: &[TokenTree]) -> Vec<TokenTree> {
        let edits = self.rewrite_level(tokens, None, self.depth, Reach::Deep);
        applied(tokens, edits.into_iter().map(Edit::into_replacement))
    }

    /// The rewrite of `tokens`' own level, their groups left as they are, in place: for the
    /// scan of an `is::syntax!` block, which rewrites each level as it reads it, so that no
    /// group is read twice (once to rewrite, once to scan). `names` are the tokens' names,
    /// which the scan read already, kept in step.
    pub(crate) fn rewrite_one_level(
        &mut self,
        tokens: &mut Vec<TokenTree>,
        names: &mut Vec<Option<Name>>,
    ) {
        let edits = self.rewrite_level(tokens, Some(names), self.depth, Reach::OneLevel);
        if edits.is_empty() {
            return;
        }
        // Names are copied, tokens moved by one splice each, from the back so that each
        // edit's indices still hold: both cost the least in an unoptimised build.
        let new_names = edits
            .iter()
            .map(|edit| (edit.start..edit.end, edit.with.iter().map(Name::of)));
        *names = applied(names, new_names);
        for edit in edits.into_iter().rev() {
            let removed = tokens.splice(edit.start..edit.end, edit.with);
            if let Some((test, pattern)) = edit.moves_pattern {
                let pattern = pattern.start - edit.start..pattern.end - edit.start;
                let plain = removed.skip(pattern.start).take(pattern.len()).collect();
                self.tests.set_pattern(test, Pattern::Plain(plain));
            }
        }
    }

    /// The groups in `tokens`, a level [`Parser::rewrite_one_level`] rewrote, rewritten at any
    /// depth; `None` if none held an infix `is`. For the part of a level that goes to the
    /// lowering or out unread.
    pub(crate) fn rewrite_groups_in(&mut self, tokens: &[TokenTree]) -> Option<Vec<TokenTree>> {
        let mut edits = Vec::new();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                // Walked, not rewritten, by the rewrite of their level.
                TokenTree::Group(_) if is_macro_body(tokens, i) => {}
                TokenTree::Group(group) if self.depth >= MAX_DEPTH => {
                    self.nested_too_deep(group.span());
                }
                TokenTree::Group(group) => {
                    if let Some(rewritten) = self.rewrite_group(group, self.depth + 1) {
                        edits.push(Edit::one(i, rewritten));
                    }
                }
                _ => {}
            }
        }
        (!edits.is_empty()).then(|| applied(tokens, edits.into_iter().map(Edit::into_replacement)))
    }

    /// Input nested deeper than [`MAX_DEPTH`] at `span`: reported once per session, by the
    /// rewrite and the scanner alike, and not read further.
    pub(crate) fn nested_too_deep(&mut self, span: Span) {
        if !*self.too_deep {
            *self.too_deep = true;
            self.errors.push(crate::emit::too_deep_error(span));
        }
    }

    /// `group`, whose tokens stand `depth` groups down, rewritten at any depth; `None` if it
    /// holds no infix `is`, so that it goes on as it came.
    fn rewrite_group(&mut self, group: &Group, depth: usize) -> Option<TokenTree> {
        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
        let edits = self.rewrite_level(&inner, None, depth, Reach::Deep);
        if edits.is_empty() {
            return None;
        }
        let rewritten = applied(&inner, edits.into_iter().map(Edit::into_replacement));
        let mut rewritten = Group::new(group.delimiter(), rewritten.into_iter().collect());
        rewritten.set_span(group.span());
        Some(TokenTree::Group(rewritten))
    }

    /// The edits that rewrite one level, `depth` groups down, and with `Reach::Deep` the
    /// groups in it. It keeps count of the depth itself, and walks what it does not descend
    /// into (another macro's tokens, a pattern) for it, so that the input it returns is fit
    /// for syn's parsers without a walk of the whole input first. `names`: the tokens' names,
    /// if read already.
    fn rewrite_level(
        &mut self,
        tokens: &[TokenTree],
        names: Option<&[Option<Name>]>,
        depth: usize,
        reach: Reach,
    ) -> Vec<Edit> {
        let mut edits = Vec::new();
        // Inside `if`/`while`/`match`/`for` up to the body's `{`, where a `{` ends a pattern
        // exactly as it ends an expression (rustc's rule for struct literals).
        let mut in_condition = false;
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Group(_) if is_macro_body(tokens, i) => {
                    // A macro's tokens are its own: `is!` inside parses them itself, and a
                    // marker hidden in any other macro's tokens would never be lowered.
                    let body = std::slice::from_ref(&tokens[i]);
                    let mut left_is = false;
                    let walk = walk_deep(body, MAX_DEPTH.saturating_sub(depth), |level, j| {
                        left_is |= is_infix_is_or_name(level, j);
                        false
                    });
                    if let WalkEnd::TooDeep(span) = walk {
                        self.nested_too_deep(span);
                    }
                    *self.left_is |= left_is;
                }
                TokenTree::Group(group) if depth >= MAX_DEPTH => {
                    self.nested_too_deep(group.span());
                }
                TokenTree::Group(group) => {
                    if group.delimiter() == Delimiter::Brace
                        && (!in_condition || ends_operand(tokens, i))
                    {
                        in_condition = false;
                    }
                    if let Reach::Deep = reach
                        && let Some(rewritten) = self.rewrite_group(group, depth + 1)
                    {
                        edits.push(Edit::one(i, rewritten));
                    }
                }
                TokenTree::Ident(ident) => {
                    // Read once: comparing an `Ident` with a `&str` prints it each time. The
                    // operator `is` follows a complete operand; the identifier does not
                    // (`let is = 1`, `x.is()`, `Any::is`, `fn is()`), nor does the macro `is!`.
                    let name = match names.and_then(|names| names[i]) {
                        Some(name) => name,
                        None => Name::of_ident(ident),
                    };
                    let name = name.as_str();
                    let not_macro =
                        name == "is" && !matches!(tokens.get(i + 1), Some(t) if is_punct(t, '!'));
                    if not_macro && ends_operand(tokens, i) {
                        let edit = self.pattern(tokens, i, in_condition, depth, reach);
                        i = edit.end;
                        edits.push(edit);
                        continue;
                    }
                    // An identifier `is`, left as written: only syn's way tells what it is.
                    *self.left_is |= not_macro;
                    if matches!(name, "if" | "while" | "match" | "for") {
                        in_condition = true;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        edits
    }

    /// Handles `is PAT` starting at the `is` at `tokens[at]`: records its test (and any
    /// error), and returns the edit that puts its marker in place of `is PAT`.
    fn pattern(
        &mut self,
        tokens: &[TokenTree],
        at: usize,
        in_condition: bool,
        depth: usize,
        reach: Reach,
    ) -> Edit {
        let is_span = tokens[at].span();
        let start = at + 1;
        let end = pattern_end(tokens, start, in_condition);
        // Where the rewrite goes on: after the pattern, or after a stray `?` reported here,
        // which is dropped so that the test still lowers and the mistake reports once.
        let mut resume = end;
        let mut moves_pattern = None;
        if let Some(error) = self.check_end(tokens, start, end, in_condition) {
            self.errors.push(error);
            if matches!(tokens.get(end), Some(t) if is_punct(t, '?')) {
                resume = end + 1;
            }
        }
        let pat = if start == end {
            self.errors.push(with_help(
                is_span,
                "expected a pattern after `is`",
                "write `EXPR is PATTERN`, e.g. `x is Some(_)`",
            ));
            None
        } else if skeleton::is_plain_pattern(&tokens[start..end], depth) {
            // A level the scan owns gives its tokens up when the edit is made; else a copy.
            Some(Pattern::Plain(match reach {
                Reach::OneLevel => {
                    moves_pattern = Some(start..end);
                    Vec::new()
                }
                Reach::Deep => tokens[start..end].to_vec(),
            }))
        } else if let Some(span) = deeper_than(&tokens[start..end], depth) {
            // syn's parser recurses: the short way above does not, nor goes as deep.
            self.nested_too_deep(span);
            None
        } else {
            Pat::parse_multi_with_leading_vert
                .parse2(tokens[start..end].iter().cloned().collect())
                .map(Pattern::Parsed)
                .map_err(|error| self.errors.push(error))
                .ok()
        };
        // A pattern that failed keeps its place as `_`, so the rest still parses and one
        // mistake reports once.
        let pat = pat.unwrap_or_else(|| {
            Pattern::Parsed(Pat::Wild(syn::PatWild {
                attrs: Vec::new(),
                underscore_token: syn::Token![_](is_span),
            }))
        });
        let moves_pattern = moves_pattern.map(|pattern| (self.tests.count(), pattern));
        let marker = self.tests.push(Test {
            pat,
            span: is_span,
            alternation_allowed: false,
        });
        Edit {
            start: at,
            end: resume,
            with: marker.into(),
            moves_pattern,
        }
    }

    /// The token that ends a pattern must not continue it at `is`'s precedence.
    fn check_end(
        &self,
        tokens: &[TokenTree],
        start: usize,
        end: usize,
        in_condition: bool,
    ) -> Option<syn::Error> {
        let after = tokens.get(end)?;
        // Printed only for an error's help: most patterns end well.
        let pattern = || crate::diagnostic::source(&tokens[start..end]);
        let op = match after {
            TokenTree::Ident(ident) => ident.to_string(),
            TokenTree::Punct(_) => operator_at(tokens, end).0.to_owned(),
            _ => String::new(),
        };
        let mistake = match op.as_str() {
            "is" => Some((
                "`is` is non-associative: `a is P is Q` needs parentheses".to_owned(),
                format!("write `(… is {}) is Q`", pattern()),
            )),
            "as" => Some((
                "an `is` test cannot be the operand of `as` without parentheses".to_owned(),
                format!("write `(… is {}) as …`", pattern()),
            )),
            "if" => Some((
                "an infix `is` takes no `if` guard".to_owned(),
                format!("chain the guard with `&&`: `… is {} && …`", pattern()),
            )),
            "==" | "!=" | "<" | ">" | "<=" | ">=" => Some((
                format!("`is` is non-associative: it cannot be chained with `{op}`"),
                format!("add parentheses: `(… is {}) {op} …`", pattern()),
            )),
            "?" => Some((
                "`?` cannot follow the pattern of an `is`".to_owned(),
                format!("put it on the value: `…? is {}`", pattern()),
            )),
            _ => None,
        };
        if let Some((message, help)) = mistake {
            return Some(with_help(after.span(), &message, &help));
        }
        if in_condition
            && let TokenTree::Group(body) = after
            && body.delimiter() == Delimiter::Brace
            && matches!(tokens.get(end + 1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace)
            && ends_with_path(&tokens[start..end])
        {
            let fields = crate::diagnostic::source(std::slice::from_ref(after));
            return Some(with_help(
                after.span(),
                "a struct pattern in an `if` or `while` condition must be parenthesised",
                &format!(
                    "write `… is ({} {fields})`, as struct literals are there",
                    pattern()
                ),
            ));
        }
        None
    }
}

/// Whether the token before `tokens[at]` completes an operand (`x`, `f()`, `1`, `x?`, `self`,
/// `None::<u8>`), so that what follows is an operator or, after a condition, its body.
pub(crate) fn ends_operand(tokens: &[TokenTree], at: usize) -> bool {
    let Some(prev) = at.checked_sub(1).map(|p| &tokens[p]) else {
        return false;
    };
    match prev {
        TokenTree::Literal(_) | TokenTree::Group(_) => true,
        TokenTree::Punct(p) => {
            p.as_char() == '?' || p.as_char() == '>' && closes_turbofish(tokens, at - 1)
        }
        TokenTree::Ident(ident) => {
            let label = at >= 2 && is_punct(&tokens[at - 2], '\'');
            // A keyword's name fits in a `Name`; a longer one reads as `""`, no keyword.
            let name = Name::of_ident(ident);
            !label && (!is_keyword(name.as_str()) || is_operand_keyword(name.as_str()))
        }
    }
}

/// The `{ … }` that is the body of an `if`/`while`/`match`/`for` whose condition starts at
/// `tokens[from]`: rustc's rule, the first brace that follows a complete operand (a brace after
/// `&&` or `!` is a block inside the condition), outside the pattern of a `let`.
pub(crate) fn body_brace(tokens: &[TokenTree], from: usize) -> Option<usize> {
    let mut in_let_pattern = false;
    let mut j = from;
    while j < tokens.len() {
        match &tokens[j] {
            TokenTree::Ident(ident) if ident_is(ident, "let") => in_let_pattern = true,
            TokenTree::Punct(_) if in_let_pattern => {
                let (op, len) = operator_at(tokens, j);
                if op == "=" {
                    in_let_pattern = false;
                }
                j += len;
                continue;
            }
            TokenTree::Group(group)
                if !in_let_pattern
                    && group.delimiter() == Delimiter::Brace
                    && j > from
                    && (ends_operand(tokens, j) || after_open_range(tokens, j)) =>
            {
                return Some(j);
            }
            _ => {}
        }
        j += 1;
    }
    None
}

/// Whether `tokens[at]` follows `..` (not `..=` or `...`): an open range such as `a..` ends the
/// condition there, and rustc takes the `{` as the body.
fn after_open_range(tokens: &[TokenTree], at: usize) -> bool {
    at >= 2
        && matches!(&tokens[at - 2], TokenTree::Punct(p) if p.as_char() == '.' && p.spacing() == Spacing::Joint)
        && is_punct(&tokens[at - 1], '.')
        && !(at >= 3 && is_punct(&tokens[at - 3], '.'))
}

/// Whether `tokens[at]` is the body of a macro call, `name!(…)`, or of `macro_rules! name {…}`.
pub(crate) fn is_macro_body(tokens: &[TokenTree], at: usize) -> bool {
    let before = |n: usize| at.checked_sub(n).map(|i| &tokens[i]);
    // `if !(…)` and `return !(…)` negate: a keyword names no macro.
    let call = matches!((before(2), before(1)), (Some(TokenTree::Ident(name)), Some(bang))
        if is_punct(bang, '!') && !is_keyword(&name.to_string()));
    let rules = matches!((before(2), before(1)), (Some(bang), Some(TokenTree::Ident(_))) if is_punct(bang, '!'));
    call || rules
}

/// Whether the `>` at `tokens[at]` closes a turbofish, `None::<u8>`, which ends an operand.
fn closes_turbofish(tokens: &[TokenTree], at: usize) -> bool {
    let mut depth = 0usize;
    for i in (0..=at).rev() {
        match &tokens[i] {
            TokenTree::Punct(p) if p.as_char() == '>' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '<' => {
                depth -= 1;
                if depth == 0 {
                    return i >= 2
                        && is_punct(&tokens[i - 1], ':')
                        && is_punct(&tokens[i - 2], ':');
                }
            }
            TokenTree::Punct(p) if matches!(p.as_char(), ';' | ',' | '=' | '&' | '|') => {
                return false;
            }
            _ => {}
        }
    }
    false
}

/// Keywords that end an operand: `self is …`, `x.await is …`, `true is …`.
fn is_operand_keyword(name: &str) -> bool {
    matches!(
        name,
        "self" | "Self" | "super" | "crate" | "true" | "false" | "await"
    )
}

fn is_keyword(name: &str) -> bool {
    // By length first: asked of most identifiers, and a list search costs thousands of
    // instructions in the unoptimised build that proc macros get by default.
    match name.len() {
        2 => matches!(name, "as" | "do" | "fn" | "if" | "in"),
        3 => matches!(
            name,
            "box" | "dyn" | "for" | "gen" | "let" | "mod" | "mut" | "pub" | "ref" | "try" | "use"
        ),
        4 => matches!(
            name,
            "else" | "enum" | "impl" | "loop" | "move" | "priv" | "self" | "Self" | "true" | "type"
        ),
        5 => matches!(
            name,
            "async"
                | "await"
                | "break"
                | "const"
                | "crate"
                | "false"
                | "final"
                | "macro"
                | "match"
                | "super"
                | "trait"
                | "where"
                | "while"
                | "yield"
        ),
        6 => matches!(
            name,
            "become" | "extern" | "return" | "static" | "struct" | "typeof" | "unsafe"
        ),
        7 => matches!(name, "unsized" | "virtual"),
        8 => matches!(name, "abstract" | "continue" | "override"),
        _ => false,
    }
}

/// What ended a [`walk_deep`].
pub(crate) enum WalkEnd {
    /// Every token was shown.
    Finished,
    /// `visit` asked to stop.
    Stopped,
    /// A group nested deeper than the limit, at this span.
    TooDeep(Span),
}

/// Shows `visit` each token (its level, its index) of `tokens` and of the tokens of every group
/// in them, without recursing, until `visit` returns `true` or a group lies more than `limit`
/// deep. The one deep walk of the crate: [`any_deep`] and [`deeper_than`] are two uses of it.
pub(crate) fn walk_deep(
    tokens: &[TokenTree],
    limit: usize,
    mut visit: impl FnMut(&[TokenTree], usize) -> bool,
) -> WalkEnd {
    let mut nested: Vec<(Vec<TokenTree>, usize)> = Vec::new();
    let mut level = |tokens: &[TokenTree], depth: usize, nested: &mut Vec<_>| {
        for (i, token) in tokens.iter().enumerate() {
            if visit(tokens, i) {
                return Some(WalkEnd::Stopped);
            }
            if let TokenTree::Group(group) = token
                && depth + 1 > limit
            {
                return Some(WalkEnd::TooDeep(group.span()));
            }
        }
        // Read once the level is seen: a hit in it needs none of its groups' tokens.
        for token in tokens {
            if let TokenTree::Group(group) = token {
                nested.push((group.stream().into_iter().collect(), depth + 1));
            }
        }
        None
    };
    if let Some(end) = level(tokens, 0, &mut nested) {
        return end;
    }
    while let Some((tokens, depth)) = nested.pop() {
        if let Some(end) = level(&tokens, depth, &mut nested) {
            return end;
        }
    }
    WalkEnd::Finished
}

/// Whether `hit(tokens, i)` holds at some index of `tokens` or of the tokens of any group in
/// them, at any depth.
pub(crate) fn any_deep(tokens: &[TokenTree], hit: impl Fn(&[TokenTree], usize) -> bool) -> bool {
    matches!(walk_deep(tokens, usize::MAX, hit), WalkEnd::Stopped)
}

/// The first group in `tokens`, which stand `depth` groups down, that lies deeper than
/// [`MAX_DEPTH`]: where syn's recursive parsers must not be given them.
pub(crate) fn deeper_than(tokens: &[TokenTree], depth: usize) -> Option<Span> {
    match walk_deep(tokens, MAX_DEPTH.saturating_sub(depth), |_, _| false) {
        WalkEnd::TooDeep(span) => Some(span),
        _ => None,
    }
}

/// Whether an `is` that is not the macro `is!` stands anywhere in `tokens`, at any depth: an
/// infix `is` (or an identifier named `is`), which only the rewrite can tell apart.
pub(crate) fn infix_is_anywhere(tokens: &TokenStream) -> bool {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    any_deep(&tokens, is_infix_is_or_name)
}

/// Whether `tokens[i]` is an `is` that is not the macro `is!`.
fn is_infix_is_or_name(tokens: &[TokenTree], i: usize) -> bool {
    is_ident(&tokens[i], "is") && !matches!(tokens.get(i + 1), Some(next) if is_punct(next, '!'))
}

/// The first `,` that separates arguments: not one between the `<…>` of a turbofish or of a
/// path's generic arguments (`f::<A, B>()`, `Foo::<A, B>`), which a `,` cannot end.
pub(crate) fn first_comma(tokens: &[TokenTree]) -> Option<usize> {
    let mut generics = Generics::default();
    let mut i = 0;
    while i < tokens.len() {
        if let TokenTree::Punct(_) = &tokens[i] {
            let (op, len) = operator_at(tokens, i);
            if !generics.take(tokens, i, 0, op, false) && op == "," && !generics.inside() {
                return Some(i);
            }
            i += len;
            continue;
        }
        i += 1;
    }
    None
}

/// How deep a walk is inside the `<…>` of generic arguments, which neither a `,` nor a
/// comparison ends: what [`first_comma`] and [`pattern_end`] both keep track of.
#[derive(Default)]
struct Generics {
    depth: usize,
}

impl Generics {
    /// Takes the operator `op` at `tokens[at]` (a walk that began at `from`): whether it opened
    /// or closed generic arguments. A `<` opens them after `::`, inside others, or where
    /// `opens` says so (at the start of a pattern, a qualified path `<T as Trait>::C`).
    fn take(
        &mut self,
        tokens: &[TokenTree],
        at: usize,
        from: usize,
        op: &str,
        opens: bool,
    ) -> bool {
        let after_path =
            at >= from + 2 && is_punct(&tokens[at - 1], ':') && is_punct(&tokens[at - 2], ':');
        match op {
            "<" if opens || after_path || self.inside() => self.depth += 1,
            ">" if self.inside() => self.depth -= 1,
            ">>" if self.inside() => self.depth = self.depth.saturating_sub(2),
            _ => return false,
        }
        true
    }

    fn inside(&self) -> bool {
        self.depth > 0
    }
}

/// Where the pattern that starts at `tokens[start]` ends: at `&&`, `||`, `,`, `;`, `=>`, `=`,
/// a comparison, `?`, `is`, `as`, `if`, `else`, or (in a condition) a `{`. `<`…`>` after `::`
/// are generic arguments, and `&&` at the start is a double reference, both part of it.
pub(crate) fn pattern_end(tokens: &[TokenTree], start: usize, in_condition: bool) -> usize {
    const PATTERN_ENDS: &[&str] = &[
        "&&", "||", ",", ";", "=>", "=", "==", "!=", "<", ">", "<=", ">=", "?", "+=", "-=", "*=",
        "/=", "%=", "^=", "&=", "|=", "<<=", ">>=",
    ];
    let mut generics = Generics::default();
    let mut i = start;
    while i < tokens.len() {
        let first = i == start;
        match &tokens[i] {
            TokenTree::Group(g) => {
                if !first && in_condition && !generics.inside() && g.delimiter() == Delimiter::Brace
                {
                    return i;
                }
                i += 1;
            }
            TokenTree::Ident(ident) => {
                let name = Name::of_ident(ident);
                let name = name.as_str();
                let ends = matches!(name, "is" | "as" | "if" | "else");
                if !first && !generics.inside() && ends {
                    return i;
                }
                i += 1;
            }
            TokenTree::Literal(_) => i += 1,
            TokenTree::Punct(_) => {
                let (op, len) = operator_at(tokens, i);
                let ends = PATTERN_ENDS.contains(&op);
                // The first token opens the pattern (`&&x`, `&x`, `| A`, `<T>::C`), and a
                // `,` or `>` inside generic arguments is theirs.
                if !generics.take(tokens, i, start, op, first)
                    && !first
                    && !generics.inside()
                    && ends
                {
                    return i;
                }
                i += len;
            }
        }
    }
    tokens.len()
}

/// The operator spelt by the joint punctuation starting at `tokens[at]`, and its token count.
/// Asked of most punctuation, so it neither allocates nor searches a list.
pub(crate) fn operator_at(tokens: &[TokenTree], at: usize) -> (&'static str, usize) {
    let mut chars = ['\0'; 3];
    let mut count = 0;
    for token in &tokens[at..] {
        let TokenTree::Punct(p) = token else { break };
        chars[count] = p.as_char();
        count += 1;
        if p.spacing() == Spacing::Alone || count == 3 {
            break;
        }
    }
    let three = match chars {
        ['<', '<', '='] => "<<=",
        ['>', '>', '='] => ">>=",
        ['.', '.', '.'] => "...",
        ['.', '.', '='] => "..=",
        _ => "",
    };
    if count == 3 && !three.is_empty() {
        return (three, 3);
    }
    let two = match [chars[0], chars[1]] {
        ['&', '&'] => "&&",
        ['|', '|'] => "||",
        ['=', '='] => "==",
        ['!', '='] => "!=",
        ['<', '='] => "<=",
        ['>', '='] => ">=",
        ['=', '>'] => "=>",
        ['.', '.'] => "..",
        [':', ':'] => "::",
        ['-', '>'] => "->",
        ['<', '-'] => "<-",
        ['<', '<'] => "<<",
        ['>', '>'] => ">>",
        ['+', '='] => "+=",
        ['-', '='] => "-=",
        ['*', '='] => "*=",
        ['/', '='] => "/=",
        ['%', '='] => "%=",
        ['^', '='] => "^=",
        ['&', '='] => "&=",
        ['|', '='] => "|=",
        _ => "",
    };
    if count >= 2 && !two.is_empty() {
        return (two, 2);
    }
    (single_punct(chars[0]), 1)
}

/// A punctuation character as a string; `""` for none.
fn single_punct(ch: char) -> &'static str {
    match ch {
        '=' => "=",
        '<' => "<",
        '>' => ">",
        '!' => "!",
        '~' => "~",
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        '%' => "%",
        '^' => "^",
        '&' => "&",
        '|' => "|",
        '@' => "@",
        '.' => ".",
        ',' => ",",
        ';' => ";",
        ':' => ":",
        '#' => "#",
        '$' => "$",
        '?' => "?",
        '\'' => "'",
        _ => "",
    }
}

/// Whether a pattern's tokens end in a path (`Point`, `geo::Point`), which a `{ … }` would
/// continue as a struct pattern.
fn ends_with_path(tokens: &[TokenTree]) -> bool {
    matches!(tokens.last(), Some(TokenTree::Ident(ident)) if !is_keyword(&ident.to_string()))
}

pub(crate) fn is_punct(token: &TokenTree, ch: char) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == ch)
}

pub(crate) fn is_ident(token: &TokenTree, name: &str) -> bool {
    matches!(token, TokenTree::Ident(ident) if ident_is(ident, name))
}

/// The longest text a [`Name`] holds: every keyword and every macro name the macros ask about
/// fits (`debug_assert`, `macro_rules`).
const NAME_BYTES: usize = 16;

/// An identifier's text, held inline: reading every identifier of a group into a `String`
/// was an allocation per token. A longer name reads as `""`, which no name asked about is.
#[derive(Clone, Copy)]
pub(crate) struct Name {
    bytes: [u8; NAME_BYTES],
    len: u8,
}

impl Name {
    /// The name of `token` when it is an identifier.
    pub(crate) fn of(token: &TokenTree) -> Option<Name> {
        match token {
            TokenTree::Ident(ident) => Some(Name::of_ident(ident)),
            _ => None,
        }
    }

    pub(crate) fn of_ident(ident: &Ident) -> Name {
        let mut name = Name {
            bytes: [0; NAME_BYTES],
            len: 0,
        };
        if std::fmt::write(&mut name, format_args!("{ident}")).is_err() {
            name.len = 0;
        }
        name
    }

    /// `ident`'s whole text to `read`: from a `Name` when it fits, else printed.
    pub(crate) fn read<R>(ident: &Ident, read: impl FnOnce(&str) -> R) -> R {
        let name = Name::of_ident(ident);
        match name.as_str() {
            "" => read(&ident.to_string()),
            short => read(short),
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        // Whole `&str`s were written, so this is valid UTF-8; `""` is no name asked about.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl std::fmt::Write for Name {
    fn write_str(&mut self, printed: &str) -> std::fmt::Result {
        let start = usize::from(self.len);
        let end = start + printed.len();
        let slot = self.bytes.get_mut(start..end).ok_or(std::fmt::Error)?;
        slot.copy_from_slice(printed.as_bytes());
        // At most `NAME_BYTES`, as the slot was there.
        self.len = end as u8;
        Ok(())
    }
}

/// The text of `names[i]`, the identifiers of a group read once, when it is one.
pub(crate) fn name_at(names: &[Option<Name>], i: usize) -> Option<&str> {
    names.get(i)?.as_ref().map(Name::as_str)
}

/// Whether `ident` is spelt `name` (`r#` included), compared as it prints: `ident == name`
/// allocates the whole name first, and this is asked of most identifiers, often.
pub(crate) fn ident_is(ident: &Ident, name: &str) -> bool {
    struct Rest<'a>(&'a str);
    impl std::fmt::Write for Rest<'_> {
        fn write_str(&mut self, printed: &str) -> std::fmt::Result {
            let rest = self.0.strip_prefix(printed).ok_or(std::fmt::Error)?;
            self.0 = rest;
            Ok(())
        }
    }
    let mut rest = Rest(name);
    std::fmt::write(&mut rest, format_args!("{ident}")).is_ok() && rest.0.is_empty()
}

/// Tokens of `node`, for quoting a pattern or an expression back into a help message.
pub(crate) fn tokens_of(node: &impl ToTokens) -> Vec<TokenTree> {
    node.to_token_stream().into_iter().collect()
}

/// `type NAME<…> = BASE is PAT;` at item level, as `type NAME<…> = is!(BASE is PAT);`, the
/// spelling the attribute form takes, so that one lowering serves both. Nested inline modules
/// are rewritten too.
pub(crate) fn wrap_pattern_type_aliases(tokens: &[TokenTree]) -> Vec<TokenTree> {
    wrap_aliases_in(tokens, 0)
}

fn wrap_aliases_in(tokens: &[TokenTree], depth: usize) -> Vec<TokenTree> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let token = &tokens[i];
        // `mod NAME { … }`: items again.
        if let TokenTree::Group(group) = token
            && group.delimiter() == Delimiter::Brace
            && i >= 2
            && is_ident(&tokens[i - 2], "mod")
            // Deeper, the rewrite reports the nesting.
            && depth < MAX_DEPTH
        {
            let items: Vec<TokenTree> = group.stream().into_iter().collect();
            let wrapped = wrap_aliases_in(&items, depth + 1).into_iter().collect();
            let mut inner = Group::new(Delimiter::Brace, wrapped);
            inner.set_span(group.span());
            out.push(TokenTree::Group(inner));
            i += 1;
            continue;
        }
        let starts_alias = is_ident(token, "type")
            && (i == 0 || !is_punct(&tokens[i - 1], ':') && !is_ident(&tokens[i - 1], "impl"));
        let find = |ch: char| {
            starts_alias
                .then(|| tokens[i..].iter().position(|t| is_punct(t, ch)))
                .flatten()
                .map(|n| i + n)
        };
        let (end, eq) = (find(';'), find('='));
        if let (true, Some(end), Some(eq)) = (starts_alias, end, eq)
            && eq < end
            // The operator `is`, not the macro: `type X = is!(…);` (or `is::is!(…)`) is the
            // attribute's spelling, which the block takes as it is.
            && (eq + 1..end).any(|j| {
                is_ident(&tokens[j], "is")
                    && !is_punct(&tokens[j + 1], '!')
                    && !is_punct(&tokens[j + 1], ':')
            })
        {
            out.extend(tokens[i..=eq].iter().cloned());
            let span = tokens[eq + 1].span();
            let mut args = Group::new(
                Delimiter::Parenthesis,
                tokens[eq + 1..end].iter().cloned().collect(),
            );
            args.set_span(span);
            let mut bang = Punct::new('!', Spacing::Alone);
            bang.set_span(span);
            out.extend([
                TokenTree::Ident(Ident::new("is", span)),
                bang.into(),
                args.into(),
                tokens[end].clone(),
            ]);
            i = end + 1;
            continue;
        }
        out.push(token.clone());
        i += 1;
    }
    out
}

/// syn's "comparison operators cannot be chained", in `is`'s terms when an `is` is involved.
pub(crate) fn explain_chain(error: syn::Error, has_tests: bool) -> syn::Error {
    if has_tests && error.to_string() == CHAINED {
        return with_help(
            error.span(),
            "`is` is non-associative: it cannot be chained with a comparison or another `is`",
            "add parentheses, e.g. `a == (b is P)` or `(a is P) == b`",
        );
    }
    error
}

/// syn's message for `a == b == c`, which the rewrite also provokes for `a is P == b`.
pub(crate) const CHAINED: &str = "comparison operators cannot be chained";

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use proc_macro2::{TokenStream, TokenTree};

    use super::{Name, first_comma, ident_is, is_keyword, marker_index, name_at, operator_at};

    fn tokens(source: &str) -> Vec<TokenTree> {
        TokenStream::from_str(source)
            .expect("tokenizes")
            .into_iter()
            .collect()
    }

    #[test]
    fn identifiers_compare_as_they_print() {
        let [
            TokenTree::Ident(is),
            TokenTree::Ident(raw),
            TokenTree::Ident(longer),
        ] = &tokens("is r#is isx")[..]
        else {
            panic!("three identifiers")
        };
        assert!(ident_is(is, "is"));
        assert!(!ident_is(is, "i") && !ident_is(is, "isx") && !ident_is(is, ""));
        assert!(ident_is(raw, "r#is") && !ident_is(raw, "is"));
        assert!(ident_is(longer, "isx") && !ident_is(longer, "is"));
    }

    #[test]
    fn names_hold_what_the_scan_asks_about_and_no_longer_ones() {
        let read = |source: &str| -> Vec<Option<String>> {
            tokens(source)
                .iter()
                .map(|token| Name::of(token).map(|name| name.as_str().to_owned()))
                .collect()
        };
        let names = read("debug_assert macro_rules r#if is ; exactly_16_bytes exactly_17_bytes_");
        let expected = [
            Some("debug_assert"),
            Some("macro_rules"),
            Some("r#if"),
            Some("is"),
            None,
            Some("exactly_16_bytes"),
            Some(""),
        ];
        assert_eq!(names, expected.map(|name| name.map(str::to_owned)));
        let names: Vec<Option<Name>> = tokens("use ;").iter().map(Name::of).collect();
        assert_eq!(name_at(&names, 0), Some("use"));
        assert_eq!(name_at(&names, 1), None);
        assert_eq!(name_at(&names, 2), None);
        // `Name::read` gives the whole text, a long one printed.
        for source in [
            "exactly_16_bytes",
            "exactly_17_bytes_",
            "__is_test_7f3a_12_0",
        ] {
            let [TokenTree::Ident(ident)] = &tokens(source)[..] else {
                panic!("one identifier");
            };
            assert_eq!(Name::read(ident, str::to_owned), source);
        }
    }

    #[test]
    fn keywords_are_rusts_strict_and_reserved_ones() {
        const KEYWORDS: &str = "as async await break const continue crate dyn else enum extern \
            false fn for if impl in let loop match mod move mut pub ref return self Self static \
            struct super trait true type unsafe use where while abstract become box do final \
            macro override priv typeof unsized virtual yield try gen";
        for keyword in KEYWORDS.split_whitespace() {
            assert!(is_keyword(keyword), "{keyword}");
        }
        for name in [
            "is",
            "x",
            "union",
            "auto",
            "default",
            "macro_rules",
            "self_",
            "Async",
            "",
        ] {
            assert!(!is_keyword(name), "{name}");
        }
    }

    #[test]
    fn operators_are_read_whole() {
        let cases = [
            ("a <<= b", "<<="),
            ("a >>= b", ">>="),
            ("a ... b", "..."),
            ("a ..= b", "..="),
            ("a && b", "&&"),
            ("a || b", "||"),
            ("a == b", "=="),
            ("a != b", "!="),
            ("a <= b", "<="),
            ("a >= b", ">="),
            ("a => b", "=>"),
            ("a .. b", ".."),
            ("a :: b", "::"),
            ("a -> b", "->"),
            ("a << b", "<<"),
            ("a >> b", ">>"),
            ("a += b", "+="),
            ("a |= b", "|="),
            ("a & b", "&"),
            ("a < - b", "<"),
            ("a ? b", "?"),
            ("a , b", ","),
        ];
        for (source, operator) in cases {
            let tokens = tokens(source);
            assert_eq!(
                operator_at(&tokens, 1),
                (operator, operator.len()),
                "{source}"
            );
        }
        // Not punctuation: one token, no operator.
        assert_eq!(operator_at(&tokens("a b"), 1), ("", 1));
    }

    #[test]
    fn a_marker_index_needs_the_whole_prefix() {
        assert_eq!(marker_index("__is_test_a_1", "__is_test_a_1_23"), Some(23));
        assert_eq!(marker_index("__is_test_a_1", "__is_test_a_12_3"), None);
        assert_eq!(marker_index("__is_test_a_1", "__is_test_a_1_"), None);
        assert_eq!(marker_index("__is_test_a_1", "__is_test_a_1_2x"), None);
        assert_eq!(marker_index("__is_test_a_1", "__is_test_a_1"), None);
    }

    #[test]
    fn commas_between_generic_arguments_separate_nothing() {
        assert_eq!(first_comma(&tokens("f::<A, B>(x), y")), Some(9));
        assert_eq!(
            first_comma(&tokens("Result::<Vec<u8>, ()>::Ok(v), Ok(_)")),
            Some(15)
        );
        assert_eq!(first_comma(&tokens("a < b, c > d")), Some(3));
        assert_eq!(first_comma(&tokens("x")), None);
    }
}
