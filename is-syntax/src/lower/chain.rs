//! Links to tokens: the one place a chain becomes a let-chain.
//!
//! - In an `if`, `while` or match-guard condition the chain is the condition itself, so the
//!   bindings reach the body exactly as a hand-written let-chain's do.
//! - Anywhere else it is `if CHAIN { true } else { false }`, whose bindings end with it.
//! - An arm (`is!(EXPR, A | B if GUARD)`, see `rules::Arm`) is `matches!`'s `match`, a link
//!   of the chain, or the whole value when it is the chain; where the chain would carry its
//!   bindings on, it is refused, and lowered as the let-chain it reads as.

use proc_macro2::{Delimiter, Ident, Spacing, Span, TokenTree};

use super::Lowering;
use crate::checks;
use crate::rules::{Arm, Link, binds, links};
use crate::syntax::{Condition, Expr, Node, Pattern, Place, Prec};
use crate::tokens::build::{and_and, group, ident, ours_at, punct, respanned};
use crate::tokens::is_punct;

impl Lowering<'_> {
    /// `expr` in a value position. A chain that binds becomes one `if … { true } else
    /// { false }`; the user's parentheses around it stay. `in_condition`: the value is a link
    /// of a condition's chain, where a struct literal needs parentheses.
    pub(crate) fn value(
        &mut self,
        expr: Expr<'_>,
        place: Place,
        in_condition: bool,
        out: &mut Vec<TokenTree>,
    ) {
        if binds(&expr) {
            if needs_parentheses(place) {
                let mut tokens = Vec::new();
                let span = self.if_true_else_false(expr, &mut tokens);
                out.push(group(Delimiter::Parenthesis, tokens, span));
            } else {
                self.if_true_else_false(expr, out);
            }
            return;
        }
        match expr {
            Expr::IsCall(call) => {
                let call = *call;
                self.consumed(call.bare_name);
                let wrap =
                    call.inner.prec() < place.needs || in_condition && call.inner.bare_struct();
                let span = call.original.span();
                self.wrapped_if(wrap, span, out, |lowering, out| {
                    lowering.value(call.inner, Place::WHOLE, false, out);
                });
            }
            Expr::Paren(paren) => {
                let paren = *paren;
                let mut inner = Vec::new();
                self.value(paren.inner, Place::WHOLE, false, &mut inner);
                out.push(group(Delimiter::Parenthesis, inner, paren.original.span()));
            }
            Expr::Run(run, prec) => {
                self.wrapped_if(prec < place.needs, Span::call_site(), out, |_, out| {
                    out.extend_from_slice(run.tokens());
                });
            }
            Expr::Other(other) => {
                let wrap = other.prec < place.needs || in_condition && other.bare_struct;
                self.wrapped_if(wrap, Span::call_site(), out, |lowering, out| {
                    lowering.nodes(other.nodes, out);
                });
            }
            // `$(&& LINK)*`: the `&&` inside, nothing to wrap; `$(LINKS)&&*` as an `&&` chain.
            Expr::Repetition(repeated) => {
                let wrap = repeated.lead.is_empty() && Prec::And < place.needs;
                let repeated = *repeated;
                self.wrapped_if(wrap, Span::call_site(), out, |lowering, out| {
                    let mut tokens = repeated.lead.to_vec();
                    // An `&&` chain either way, as `&&` is associative.
                    let inner = Place::needing(Prec::And);
                    lowering.value(repeated.inner, inner, in_condition, &mut tokens);
                    let (dollar, original, after) =
                        (repeated.dollar, repeated.original, repeated.after);
                    super::repeated(dollar, original, tokens, after, out);
                });
            }
            // `a && (b || c is P)`: no test in the chain itself, but in its links.
            Expr::And(and) => {
                let wrap = Prec::And < place.needs || in_condition && and.left.bare_struct();
                let and = *and;
                self.wrapped_if(wrap, Span::call_site(), out, |lowering, out| {
                    let left = Place::needing(Prec::And);
                    lowering.value(and.left, left, in_condition, out);
                    out.extend_from_slice(and.op);
                    let right = Place::needing(Prec::Compare);
                    lowering.value(and.right, right, in_condition, out);
                });
            }
            // A test binds.
            Expr::Test(_) => {}
        }
    }

    /// The tokens `lower` writes, in parentheses at `span` when `wrap`, onto `out`.
    fn wrapped_if(
        &mut self,
        wrap: bool,
        span: Span,
        out: &mut Vec<TokenTree>,
        lower: impl FnOnce(&mut Self, &mut Vec<TokenTree>),
    ) {
        if wrap {
            let mut tokens = Vec::new();
            lower(self, &mut tokens);
            out.push(group(Delimiter::Parenthesis, tokens, span));
        } else {
            lower(self, out);
        }
    }

    /// `if CHAIN { true } else { false }` for a chain that binds, or an arm's `match` when it
    /// is the chain; the span of its `if` or `match`.
    fn if_true_else_false(&mut self, expr: Expr<'_>, out: &mut Vec<TokenTree>) -> Span {
        self.consume_calls(&expr);
        // In a rule's body the chain goes through the facade's macro, which needs its root.
        let routed = self.in_rules && !self.for_source;
        let root = if routed {
            super::routed::expr_root(&expr).map(<[TokenTree]>::to_vec)
        } else {
            None
        };
        let mut links = links(expr);
        let mut when_true = self.uses_unused(&links);
        if !self.arm_warning.is_empty() {
            when_true.splice(0..0, std::mem::take(&mut self.arm_warning));
        }
        if let [Link::Arm(_)] = links.as_slice()
            && let Some(Link::Arm(arm)) = links.pop()
        {
            return self.arm(arm, when_true, out);
        }
        let span = first_let(&links).map_or_else(Span::call_site, ours_at);
        if routed {
            when_true.push(ident("true", span));
            self.routed_value(root.as_deref(), links, when_true, span, out);
            return span;
        }
        out.push(ident("if", span));
        self.chain(links, false, out);
        when_true.push(ident("true", span));
        let when_false = vec![ident("false", span)];
        out.extend([
            group(Delimiter::Brace, when_true, span),
            ident("else", span),
            group(Delimiter::Brace, when_false, span),
        ]);
        span
    }

    /// The warning about bindings an `is!` on its own leaves unused, and `let _ = &NAME;` for
    /// each that `links` bind: what the chain's `true` arm starts with.
    fn uses_unused(&mut self, links: &[Link<'_>]) -> Vec<TokenTree> {
        let Some(unused) = &mut self.unused else {
            return Vec::new();
        };
        let (mut bound, mut used) = (Vec::new(), Vec::new());
        links_bindings(links, &mut bound, &mut used);
        if !bound.iter().any(|name| unused.names.contains(name)) {
            return Vec::new();
        }
        let mut tokens = std::mem::take(&mut unused.warning);
        for name in used.into_iter().filter(|name| unused.names.contains(name)) {
            let span = Span::call_site();
            tokens.extend([
                ident("let", span),
                ident("_", span),
                punct('=', Spacing::Alone, span),
                punct('&', Spacing::Alone, span),
                TokenTree::Ident(name),
                punct(';', Spacing::Alone, span),
            ]);
        }
        tokens
    }

    /// An `if`, `while` or guard condition: a chain that binds becomes the let-chain itself.
    pub(crate) fn condition(&mut self, condition: Condition<'_>, out: &mut Vec<TokenTree>) {
        let Condition {
            label,
            keyword,
            cond,
            body,
        } = condition;
        if !binds(&cond) {
            out.extend_from_slice(label);
            out.push(keyword.clone());
            self.value(cond, Place::WHOLE, false, out);
            self.nodes(body, out);
            return;
        }
        // A let-chain is edition 2024 syntax, and rustc reads the edition off the condition's
        // keyword, or a `while`'s label when it has one. The keyword gets this macro's hygiene
        // at the user's place, so that chains compile in edition-2021 crates too. Every
        // condition with a test gets it, so that all follow one rule for temporaries (2024's),
        // and lints treat the keyword as the macro's, as they treat `matches!`'s.
        //
        // A label keeps the user's span, since `break 'a` and `continue 'a` find it by its
        // hygiene, which a macro of the user's may have given it (a `while` written in a
        // `macro_rules!` or passed through one). So a labelled `while` becomes the loop it
        // means, whose `if` carries the edition: `'a: loop { if CHAIN { BODY } else { break } }`.
        self.consume_calls(&cond);
        let span = ours_at(keyword.span());
        if label.is_empty() {
            out.push(respanned(keyword, span));
            self.chain(links(cond), true, out);
            return;
        }
        out.extend_from_slice(label);
        out.push(ident("loop", span));
        let mut looped = vec![ident("if", span)];
        self.chain(links(cond), true, &mut looped);
        self.nodes(body, &mut looped);
        looped.push(ident("else", span));
        looped.push(group(Delimiter::Brace, vec![ident("break", span)], span));
        out.push(group(Delimiter::Brace, looped, span));
    }

    /// `a && b && …`: each test a `let`, each other link a `bool`, every test checked. It is
    /// always an `if`'s or `while`'s condition (or a guard), where a struct literal needs
    /// parentheses. `body_follows`: whether a body sees the chain's bindings.
    pub(super) fn chain(
        &mut self,
        links: Vec<Link<'_>>,
        body_follows: bool,
        out: &mut Vec<TokenTree>,
    ) {
        // Only this chain's own tests, not those in its links' values.
        let routing = std::mem::take(&mut self.routing);
        let last = links.len().saturating_sub(1);
        for (i, link) in links.into_iter().enumerate() {
            // A repetition `$(&& LINK)*` holds its own `&&`.
            let leads = matches!(&link, Link::Repeated(repeated) if !repeated.lead.is_empty());
            if i > 0 && !leads {
                end_alone(out);
                out.extend(and_and(Span::call_site()));
            }
            match link {
                Link::Let(test) => {
                    checks::test(&test, self.errors);
                    let test = *test;
                    let span = ours_at(test.keyword.span());
                    out.push(ident("let", span));
                    // A value that binds looser than `==`, or is an `if … else …`, gets
                    // parentheses here, where `&&` or a body would follow it; the user's own
                    // (`(x is A) is true`) would be needless in a `let`, and warn.
                    let scrutinee = without_parens_around(test.scrutinee);
                    let place = Place::needing(Prec::Compare.tighter());
                    if routing {
                        // `let (PAT) (VALUE)`, which the facade's macro writes (see `routed`).
                        let (mut pattern, mut value) = (Vec::new(), Vec::new());
                        self.pattern(test.pattern, &mut pattern);
                        self.value(scrutinee, place, true, &mut value);
                        out.push(group(Delimiter::Parenthesis, pattern, span));
                        out.push(group(Delimiter::Parenthesis, value, span));
                    } else {
                        // Written straight into `out`: no copy of either for every test.
                        self.pattern(test.pattern, out);
                        out.push(punct('=', Spacing::Alone, span));
                        self.value(scrutinee, place, true, out);
                    }
                }
                Link::Arm(arm) => {
                    // Where its bindings would go on (a later link, the body), it is refused,
                    // and lowered as the links it reads as, so that the code after it checks
                    // as meant.
                    if (body_follows || i < last) && checks::arm(&arm, self.errors) {
                        self.routing = routing;
                        self.chain(arm.into_links(), true, out);
                    } else {
                        self.arm(arm, Vec::new(), out);
                    }
                }
                Link::Bool(expr) => self.value(expr, Place::needing(Prec::And), true, out),
                Link::Repeated(repeated) => {
                    let mut tokens = repeated.lead.to_vec();
                    // What a repetition binds goes on into its next round.
                    self.routing = routing;
                    self.chain(repeated.links, true, &mut tokens);
                    let (dollar, original, after) =
                        (repeated.dollar, repeated.original, repeated.after);
                    super::repeated(dollar, original, tokens, after, out);
                }
            }
        }
    }

    /// A test's pattern, out of the parentheses infix `is` needs around `A | B`.
    pub(super) fn pattern(&mut self, pattern: Pattern<'_>, out: &mut Vec<TokenTree>) {
        match pattern {
            Pattern::Written(run) => {
                let start = out.len();
                without_parens(run.tokens(), out);
                // A binding `mut x` that a `let`'s takes over (see `negative`).
                if !self.moved_mut.is_empty() {
                    let pattern = out.split_off(start);
                    let pattern = inner_mut(pattern, &self.moved_mut, self.for_source);
                    out.extend(pattern);
                }
                // `1..` before an `=` would join it into `..=`.
                end_alone(out);
            }
            Pattern::Recovered { recovery, .. } => self.errors.emit(*recovery, out),
        }
    }

    /// `match EXPR { PAT if GUARD => true, _ => false }`, as `matches!` writes it, its test
    /// checked, `when_true` before its `true`; the span of its `match`.
    pub(super) fn arm(
        &mut self,
        arm: Arm<'_>,
        mut when_true: Vec<TokenTree>,
        out: &mut Vec<TokenTree>,
    ) -> Span {
        let Arm {
            test,
            if_token,
            guard,
        } = arm;
        checks::test(&test, self.errors);
        let test = *test;
        let span = ours_at(test.keyword.span());
        out.push(ident("match", span));
        // A struct literal there needs parentheses, as in a condition.
        self.value(
            without_parens_around(test.scrutinee),
            Place::WHOLE,
            true,
            out,
        );
        let mut arms = Vec::new();
        self.pattern(test.pattern, &mut arms);
        arms.extend_from_slice(if_token);
        self.value(guard, Place::WHOLE, false, &mut arms);
        end_alone(&mut arms);
        arms.extend(fat_arrow(span));
        if when_true.is_empty() {
            arms.push(ident("true", span));
        } else {
            when_true.push(ident("true", span));
            arms.push(group(Delimiter::Brace, when_true, span));
        }
        arms.extend([punct(',', Spacing::Alone, span), ident("_", span)]);
        arms.extend(fat_arrow(span));
        arms.push(ident("false", span));
        out.push(group(Delimiter::Brace, arms, span));
        span
    }

    /// Notes every `is!` call the chain of `expr` opens up as consumed.
    pub(super) fn consume_calls(&mut self, expr: &Expr<'_>) {
        match expr {
            Expr::And(and) => {
                self.consume_calls(&and.left);
                self.consume_calls(&and.right);
            }
            Expr::Paren(paren) => self.consume_calls(&paren.inner),
            Expr::Repetition(repeated) => self.consume_calls(&repeated.inner),
            Expr::IsCall(call) => {
                self.consumed(call.bare_name);
                self.consume_calls(&call.inner);
            }
            Expr::Test(_) | Expr::Run(..) | Expr::Other(_) => {}
        }
    }
}

/// The names the tests among `links` bind onto `bound`, and onto `usable` those that code
/// after the test may use: not those of alternatives (`A(x) | B`), which may bind a name in
/// one and not the other, a mistake rustc reports already.
fn links_bindings(
    links: &[Link<'_>],
    bound: &mut Vec<proc_macro2::Ident>,
    usable: &mut Vec<proc_macro2::Ident>,
) {
    for link in links {
        match link {
            Link::Let(test) => {
                let start = bound.len();
                test.pattern.bindings(bound);
                if !test.pattern.may_have_alternatives() {
                    usable.extend_from_slice(&bound[start..]);
                }
            }
            Link::Arm(arm) => arm.test.pattern.bindings(bound),
            Link::Bool(_) => {}
            Link::Repeated(repeated) => links_bindings(&repeated.links, bound, usable),
        }
    }
}

/// The span of the first test's keyword among `links`, repetitions' too.
fn first_let(links: &[Link<'_>]) -> Option<Span> {
    links.iter().find_map(|link| match link {
        Link::Let(test) => Some(test.keyword.span()),
        Link::Arm(arm) => Some(arm.test.keyword.span()),
        Link::Bool(_) => None,
        Link::Repeated(repeated) => first_let(&repeated.links),
    })
}

/// Whether an `if CHAIN { true } else { false }` needs parentheses in `place`: where an
/// operator that binds tighter than `==` takes it (a method's receiver, `==`'s operand, `as`),
/// where it would start a statement that goes on, and before `else`. `!if … {} else {}` reads
/// as it should, and gets none.
fn needs_parentheses(place: Place) -> bool {
    place.needs > Prec::Compare && place.needs != Prec::Prefix
        || place.starts_statement
        || place.before_else
}

/// A `let`'s value without the user's parentheses around it, which wrote `(x is A) is B` or
/// `(a + b) is 3` as `is` needs but would be needless (and warn) in `let B = …`: the place adds
/// its own where it needs them.
pub(super) fn without_parens_around(expr: Expr<'_>) -> Expr<'_> {
    match expr {
        Expr::Paren(paren) => without_parens_around(paren.inner),
        Expr::Run(run, prec) => match parens_as_ours(run.tokens()) {
            Some(parens) => Expr::plain(vec![parens], Prec::Postfix),
            None => Expr::Run(run, prec),
        },
        Expr::Other(mut other) if other.nodes.len() == 1 => {
            if let Node::Tokens(run) = &other.nodes[0]
                && let Some(parens) = parens_as_ours(run.tokens())
            {
                other.nodes = vec![parens];
            }
            Expr::Other(other)
        }
        other => other,
    }
}

/// `tokens`, when they are one `( … )` around a value, as parentheses of the macro's own, which
/// rustc does not lint as needless. A tuple's (or `()`) are the value itself, which rustc does
/// not lint, and stay the user's: a tool that writes the lowering back reads them as written.
fn parens_as_ours<'l>(tokens: &[TokenTree]) -> Option<Node<'l>> {
    match tokens {
        [parens @ TokenTree::Group(group)]
            if group.delimiter() == Delimiter::Parenthesis && !is_tuple(group) =>
        {
            Some(Node::Made(respanned(parens, Span::call_site())))
        }
        _ => None,
    }
}

/// Whether `group` is a tuple or `()`: empty, or a comma at its top level.
fn is_tuple(group: &proc_macro2::Group) -> bool {
    let mut tokens = group.stream().into_iter().peekable();
    tokens.peek().is_none()
        || tokens.any(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == ','))
}

/// The last token of `out` kept apart from the punctuation that follows it: a user's `..` or
/// `>` that stood joint before another token would join the `=` or `&&` written after it into
/// one operator (`..=`, `>=`).
fn end_alone(out: &mut [TokenTree]) {
    if let Some(TokenTree::Punct(last)) = out.last_mut()
        && last.spacing() == Spacing::Joint
    {
        let mut alone = proc_macro2::Punct::new(last.as_char(), Spacing::Alone);
        alone.set_span(last.span());
        *last = alone;
    }
}

/// `x is (A | B)` must be written with parentheses, but `let (A | B) = x` would warn about
/// them: a pattern in parentheses alone is taken out of them (not a tuple, `(a, b)` or `(a,)`),
/// onto `out`.
fn without_parens(pattern: &[TokenTree], out: &mut Vec<TokenTree>) {
    if let [TokenTree::Group(group)] = pattern
        && group.delimiter() == Delimiter::Parenthesis
    {
        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
        if !inner.is_empty() && !inner.iter().any(|token| is_punct(token, ',')) {
            return without_parens(&inner, out);
        }
    }
    out.extend_from_slice(pattern);
}

/// `=>`, at `span`.
fn fat_arrow(span: Span) -> [TokenTree; 2] {
    [
        punct('=', Spacing::Joint, span),
        punct('>', Spacing::Alone, span),
    ]
}

/// The `mut` before each of `mutable` in a pattern of the chain, at this macro's hygiene: the
/// binding it marks is only moved into the `let`'s, whose own `mut` rustc checks is needed,
/// so `unused_mut` would report the user's `mut` there as needless. Written back as source,
/// where no hygiene tells the two apart, that `mut` goes (`drop`).
fn inner_mut(tokens: Vec<TokenTree>, mutable: &[Ident], drop: bool) -> Vec<TokenTree> {
    if mutable.is_empty() {
        return tokens;
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut tokens = tokens.into_iter().peekable();
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Group(inner) => {
                let inner_tokens = inner.stream().into_iter().collect();
                let inner_tokens = inner_mut(inner_tokens, mutable, drop);
                let mut rebuilt =
                    proc_macro2::Group::new(inner.delimiter(), inner_tokens.into_iter().collect());
                rebuilt.set_span(inner.span());
                out.push(TokenTree::Group(rebuilt));
            }
            TokenTree::Ident(word)
                if word == "mut"
                    && matches!(tokens.peek(), Some(TokenTree::Ident(name)) if mutable.contains(name)) =>
            {
                if !drop {
                    out.push(ident("mut", ours_at(word.span())));
                }
            }
            other => out.push(other),
        }
    }
    out
}
