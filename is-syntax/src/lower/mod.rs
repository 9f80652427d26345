//! The lowering: the reader's tree back to tokens. Each test becomes a `let` of a let-chain
//! (see [`chain`]); everything else goes out as it came in.
//!
//! No helper, path or temporary is generated, so nothing can clash with user names, and the
//! code is the let-chain a person would write.

mod chain;
mod negative;
mod routed;

use proc_macro2::{Delimiter, Ident, Literal, Spacing, Span, TokenTree};
use quote::quote_spanned;

use crate::checks;
use crate::pattern_type;
use crate::rules::binds;
use crate::syntax::{Alias, Assert, Dropped, GroupNode, MacroRules, Node, Place, Repetition};
use crate::tokens::Errors;
use crate::tokens::build::{group, ident, ours_at, punct};

/// What `#[is_syntax(…)]`, or an `is::syntax!` block's `#![is_syntax(…)]`, switches on.
#[derive(Clone, Copy, Default)]
pub(crate) struct Options {
    /// `allow(is_statement)`: a statement may drop a tested value.
    pub(crate) allow_statement: bool,
    /// `let_else`: after `if !TEST { BODY }`, TEST's bindings reach the rest of the block
    /// (see [`negative`]).
    pub(crate) let_else: bool,
}

/// The lowering of one macro call.
pub(crate) struct Lowering<'e> {
    pub(crate) errors: &'e mut Errors,
    options: Options,
    /// The scopes being lowered, innermost last, when the lowering marks the imports of `is`
    /// it leaves unused (under the attribute); the first is the one around the item.
    scopes: Option<Vec<ScopeState>>,
    /// Bindings an `is!` on its own leaves unused, and the warning that says so.
    pub(crate) unused: Option<Unused>,
    /// A warning of an `is!` on its own that the `true` arm of its test starts with.
    pub(crate) arm_warning: Vec<TokenTree>,
    /// The bindings `mut NAME` of the chain being lowered that it moves into a `let`'s, whose
    /// own `mut`s go out at this macro's hygiene (see `negative`).
    moved_mut: Vec<proc_macro2::Ident>,
    /// Whether the output is written back as source by a tool (see `front::tool`) rather than
    /// compiled: an `assert!` keeps its own arguments, and a pattern-type alias stays as
    /// written, since plain Rust has no pattern types.
    pub(crate) for_source: bool,
    /// Written back as source: the name of the block a negative chain is tested in (see
    /// `negative`), one the item's own labels do not use, since hygiene no longer keeps them
    /// apart. `None`: `is`, at this macro's hygiene.
    pub(crate) source_label: Option<String>,
    /// Written back as source from an `is::syntax!` block: the block's path (`is::syntax`),
    /// which each pattern-type alias written `BASE is PATTERN` goes back into, as no plain
    /// Rust can hold it.
    pub(crate) block_path: Vec<TokenTree>,
    /// Whether the code being lowered is a `macro_rules!` rule's body, whose let-chains go
    /// through the facade's macro (see [`routed`]).
    in_rules: bool,
    /// Whether the chain being lowered writes its tests as `let (PAT) (VALUE)`, for the
    /// facade's macro (see [`routed`]).
    routing: bool,
}

/// Bindings an `is!` on its own leaves unused, which code after it may have meant (see
/// `front::is_macro`), and the warning that says so. Both go in the `true` arm of the chain
/// that binds them, where `let _ = &NAME;` keeps rustc from reporting them a second time.
pub(crate) struct Unused {
    pub(crate) names: Vec<proc_macro2::Ident>,
    /// Tokens that warn, where they stand; put in once.
    pub(crate) warning: Vec<TokenTree>,
}

/// A block or module whose `use` of `is` the lowering may leave unused.
///
/// The attribute consumes every `is!` call it reads, which would leave the user's `use is::is`
/// unused. So where a call was consumed, the scope that imports its name gets one
/// `is! { @used }`, which resolves through that import and expands to nothing.
struct ScopeState {
    imports_is: bool,
    /// The name of the first call consumed under this scope's import.
    used: Option<TokenTree>,
}

impl<'e> Lowering<'e> {
    /// `mark_imports`: whether to mark the imports of `is` that consumed calls leave unused
    /// (under the attribute; a block's user need not import `is!`).
    pub(crate) fn new(errors: &'e mut Errors, options: Options, mark_imports: bool) -> Self {
        let scopes = mark_imports.then(|| {
            vec![ScopeState {
                imports_is: true,
                used: None,
            }]
        });
        Lowering {
            errors,
            options,
            scopes,
            unused: None,
            arm_warning: Vec::new(),
            moved_mut: Vec::new(),
            for_source: false,
            source_label: None,
            block_path: Vec::new(),
            in_rules: false,
            routing: false,
        }
    }

    /// `nodes` lowered onto `out`.
    pub(crate) fn nodes(&mut self, nodes: Vec<Node<'_>>, out: &mut Vec<TokenTree>) {
        for node in nodes {
            self.node(node, out);
        }
    }

    fn node(&mut self, node: Node<'_>, out: &mut Vec<TokenTree>) {
        match node {
            Node::Tokens(run) => out.extend_from_slice(run.tokens()),
            Node::Made(token) => out.push(token),
            Node::Recovery(recovery) => self.errors.emit(*recovery, out),
            Node::Repetition(repetition) => {
                let Repetition {
                    dollar,
                    original,
                    inner,
                    after,
                } = *repetition;
                let mut tokens = Vec::with_capacity(token_estimate(&inner));
                self.nodes(inner, &mut tokens);
                repeated(dollar, original, tokens, after, out);
            }
            Node::Group(node) => self.group(*node, out),
            Node::Value(value) => {
                let value = *value;
                self.value(value.expr, value.place, false, out);
            }
            Node::Condition(condition) => self.condition(*condition, out),
            Node::Negative(negative) => self.negative(*negative, out),
            Node::Dropped(dropped) => self.dropped(*dropped, out),
            Node::Assert(assert) => self.assert(*assert, out),
            Node::Alias(alias) => self.alias(*alias, out),
            Node::MacroRules(rules) => self.macro_rules(*rules, out),
            Node::Chained(nodes) => self.chained(nodes, out),
        }
    }

    /// A group whose tokens changed, and the used-marker of its scope.
    fn group(&mut self, node: GroupNode<'_>, out: &mut Vec<TokenTree>) {
        let GroupNode {
            original,
            inner,
            scope,
        } = node;
        let imports_is = scope.is_some_and(|scope| scope.imports_is);
        if let (Some(scopes), Some(_)) = (&mut self.scopes, scope) {
            scopes.push(ScopeState {
                imports_is,
                used: None,
            });
        }
        let mut tokens = Vec::with_capacity(token_estimate(&inner));
        let items_from = self.errors.items_len();
        self.nodes(inner, &mut tokens);
        if let Some(scope) = scope
            && self.errors.items_len() > items_from
        {
            // What the recoveries in the block or module need in scope, at its end: after
            // the code an editor completes in, which must read the same with a name typed.
            if holds_attribute(&tokens) {
                self.errors.report_with_items(items_from);
            }
            let items = self.errors.take_items(items_from);
            let had_tail = !scope.module && end_statements(&mut tokens);
            tokens.extend(items);
            if had_tail {
                // The block's value, the tail's having become a statement.
                tokens.extend(quote_spanned! {Span::call_site()=> ::core::unreachable!() });
            }
        }
        if let (Some(scopes), Some(_)) = (&mut self.scopes, scope)
            && let Some(used) = scopes.pop().and_then(|state| state.used)
        {
            // First: a macro's path resolves through the scope's imports wherever they stand.
            tokens.splice(0..0, used_marker(&used));
        }
        let TokenTree::Group(original) = original else {
            out.extend(tokens);
            return;
        };
        out.push(group(original.delimiter(), tokens, original.span()));
    }

    /// Notes that an `is!` call named `name` (when called by its name alone) was consumed, in
    /// the innermost scope that could have imported that name.
    pub(crate) fn consumed(&mut self, name: Option<&TokenTree>) {
        let (Some(scopes), Some(name)) = (&mut self.scopes, name) else {
            return;
        };
        if let Some(scope) = scopes.iter_mut().rev().find(|scope| scope.imports_is)
            && scope.used.is_none()
        {
            scope.used = Some(name.clone());
        }
    }

    /// The used-marker for the scope around the attribute's item, if a call there was
    /// consumed.
    pub(crate) fn outer_marker(&mut self) -> Vec<TokenTree> {
        let used = self
            .scopes
            .as_mut()
            .and_then(|scopes| scopes.first_mut())
            .and_then(|scope| scope.used.take());
        used.map(|used| used_marker(&used).to_vec())
            .unwrap_or_default()
    }

    /// A statement `EXPR;` dropping a tested value: an error unless allowed (the RFC's
    /// deny-by-default lint), and lowered either way, so that the rest still checks.
    fn dropped(&mut self, dropped: Dropped<'_>, out: &mut Vec<TokenTree>) {
        checks::dropped(&dropped, self.options.allow_statement, self.errors);
        if binds(&dropped.expr) {
            let span = dropped.start;
            out.extend([
                ident("let", span),
                ident("_", span),
                punct('=', Spacing::Alone, span),
            ]);
        }
        self.value(dropped.expr, Place::WHOLE, false, out);
        out.push(dropped.semi.clone());
    }

    /// `assert!(COND, …)`: the condition lowered; without a message of its own, the panic
    /// quotes the condition as the user wrote it, as it would for `matches!`.
    fn assert(&mut self, assert: Assert<'_>, out: &mut Vec<TokenTree>) {
        let Assert {
            path,
            original,
            cond,
            cond_tokens,
            rest,
            has_message,
        } = assert;
        // Written back as source, the condition quotes itself again.
        let quote_condition = !self.for_source && !has_message && cond.has_test();
        let mut tokens = Vec::new();
        self.value(cond, Place::WHOLE, false, &mut tokens);
        if quote_condition {
            tokens.extend(failure_message(cond_tokens));
        } else {
            self.nodes(rest, &mut tokens);
        }
        out.extend_from_slice(path);
        let TokenTree::Group(original) = original else {
            return;
        };
        out.push(group(original.delimiter(), tokens, original.span()));
    }

    /// A pattern-type alias, as the items it generates.
    fn alias(&mut self, alias: Alias<'_>, out: &mut Vec<TokenTree>) {
        if self.for_source {
            self.alias_as_written(alias, out);
            return;
        }
        self.consumed(alias.bare_name);
        let mut item: Vec<TokenTree> = alias.head.to_vec();
        item.push(alias.eq.clone());
        if alias.infix {
            let span = alias
                .rhs
                .first()
                .map_or_else(Span::call_site, TokenTree::span);
            item.extend([
                ident("is", span),
                punct('!', Spacing::Alone, span),
                group(Delimiter::Parenthesis, alias.rhs.to_vec(), span),
            ]);
        } else {
            item.extend_from_slice(alias.rhs);
        }
        item.push(alias.semi.clone());
        let expanded = pattern_type::expand(item.into_iter().collect(), self.errors);
        out.extend(expanded);
    }

    /// A pattern-type alias written back as source: as written, in `PATH! { … }` when it is
    /// a block's `BASE is PATTERN`, where `PATH` is the block's own (see `block_path`), at the
    /// alias's place.
    fn alias_as_written(&mut self, alias: Alias<'_>, out: &mut Vec<TokenTree>) {
        let infix = alias.infix && !self.block_path.is_empty();
        let span = alias
            .head
            .first()
            .map_or_else(Span::call_site, TokenTree::span);
        let mut written = Vec::new();
        Node::Alias(Box::new(alias)).written(&mut written);
        if !infix {
            out.extend(written);
            return;
        }
        let span = ours_at(span);
        for token in &self.block_path {
            out.push(crate::tokens::build::respanned(token, span));
        }
        out.push(punct('!', Spacing::Alone, span));
        out.push(group(Delimiter::Brace, written, span));
    }

    /// `macro_rules!` whose rules changed. Its keyword stays the user's: rustc reads a macro's
    /// edition off it, and the macro keeps its own (its fragments, its drop order); its
    /// let-chains go through the facade's macro instead (see [`routed`]).
    fn macro_rules(&mut self, rules: MacroRules<'_>, out: &mut Vec<TokenTree>) {
        out.push(rules.keyword.clone());
        let outer = std::mem::replace(&mut self.in_rules, true);
        self.nodes(rules.rest, out);
        self.in_rules = outer;
    }
}

/// `$( TOKENS ) SEP? OP`: a repetition's lowered contents in its `$`-syntax as written.
fn repeated(
    dollar: &TokenTree,
    original: &TokenTree,
    tokens: Vec<TokenTree>,
    after: &[TokenTree],
    out: &mut Vec<TokenTree>,
) {
    out.push(dollar.clone());
    let (delimiter, span) = match original {
        TokenTree::Group(original) => (original.delimiter(), original.span()),
        other => (Delimiter::Parenthesis, other.span()),
    };
    out.push(group(delimiter, tokens, span));
    out.extend_from_slice(after);
}

/// Ends a block's statements with a `;` where its last is a tail expression, so that items
/// can follow, and says whether it was one: only where the block holds an error, so that the
/// tail's value, which the block then loses, can go unchecked.
fn end_statements(tokens: &mut Vec<TokenTree>) -> bool {
    let ended = match tokens.last() {
        None => true,
        Some(TokenTree::Punct(p)) => p.as_char() == ';',
        Some(_) => false,
    };
    if !ended {
        tokens.push(punct(';', Spacing::Alone, Span::call_site()));
    }
    !ended
}

/// Whether an attribute that may take code away stands anywhere in `tokens`: `#[cfg(…)]`
/// could take a recovery's error with it, and leave what the recovery needs in scope alone.
/// Lint levels, `derive`, docs and the like never do; any other attribute may, a macro's
/// included.
pub(crate) fn holds_attribute(tokens: &[TokenTree]) -> bool {
    tokens.iter().enumerate().any(|(i, token)| match token {
        TokenTree::Punct(p) if p.as_char() == '#' => match tokens.get(i + 1) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => {
                !keeps_code(g.stream().into_iter().next())
            }
            _ => false,
        },
        TokenTree::Group(g) => holds_attribute(&g.stream().into_iter().collect::<Vec<_>>()),
        _ => false,
    })
}

/// Whether an attribute whose path starts with `first` never takes away the code it is on.
fn keeps_code(first: Option<TokenTree>) -> bool {
    const KEEPS_CODE: [&str; 11] = [
        "allow", "warn", "deny", "forbid", "expect", "derive", "doc", "inline", "must_use",
        "clippy", "rustfmt",
    ];
    matches!(first, Some(TokenTree::Ident(name)) if KEEPS_CODE.iter().any(|kept| name == kept))
}

/// About how many tokens `nodes` lower to: room made once for a group's tokens rather than
/// grown into, a copy each time, as they are written.
fn token_estimate(nodes: &[Node<'_>]) -> usize {
    let mut estimate = 0;
    for node in nodes {
        estimate += match node {
            Node::Tokens(run) => run.end - run.start,
            _ => 16,
        };
    }
    estimate
}

/// `NAME! { @used }`, which resolves `NAME` through its import and expands to nothing.
fn used_marker(name: &TokenTree) -> [TokenTree; 3] {
    let span = Span::call_site();
    let mut name = name.clone();
    name.set_span(span);
    [
        name,
        punct('!', Spacing::Alone, span),
        group(
            Delimiter::Brace,
            vec![punct('@', Spacing::Alone, span), ident("used", span)],
            span,
        ),
    ]
}

/// `, "{}", ::core::concat!("assertion failed: ", ::core::stringify!(COND))`: the message
/// `assert!` gives, with the condition as the user wrote it.
fn failure_message(cond: &[TokenTree]) -> Vec<TokenTree> {
    let span = Span::call_site();
    let path = |name: &str| -> Vec<TokenTree> {
        vec![
            punct(':', Spacing::Joint, span),
            punct(':', Spacing::Alone, span),
            ident("core", span),
            punct(':', Spacing::Joint, span),
            punct(':', Spacing::Alone, span),
            ident(name, span),
            punct('!', Spacing::Alone, span),
        ]
    };
    let literal = |text: &str| {
        let mut literal = Literal::string(text);
        literal.set_span(span);
        TokenTree::Literal(literal)
    };
    let mut stringify = path("stringify");
    stringify.push(group(Delimiter::Parenthesis, cond.to_vec(), span));
    let mut concat_args = vec![
        literal("assertion failed: "),
        punct(',', Spacing::Alone, span),
    ];
    concat_args.extend(stringify);
    let mut message = vec![
        punct(',', Spacing::Alone, span),
        literal("{}"),
        punct(',', Spacing::Alone, span),
    ];
    message.extend(path("concat"));
    message.push(group(Delimiter::Parenthesis, concat_args, span));
    message
}

/// `{ #[deprecated(note = NOTE)] macro_rules! is { () => {}; } is!(); }` at `at`: a warning
/// that reads "use of deprecated macro `is`: NOTE", which `#[allow(deprecated)]` allows. The
/// one way stable Rust gives a macro to warn.
pub(crate) fn deprecation(note: &str, at: Span) -> TokenTree {
    let span = ours_at(at);
    let is = Ident::new("is", span);
    let tokens = quote_spanned! {span=>
        #[deprecated(note = #note)]
        macro_rules! #is {
            () => {};
        }
        #is!();
    };
    group(Delimiter::Brace, tokens.into_iter().collect(), span)
}
