//! Let-chains in the rules of a user's `macro_rules!`, written by the facade's `__let_chain!`.
//!
//! rustc reads a let-chain's edition off its tokens, and every token a user's macro writes,
//! this macro's included, takes that macro's edition. Giving the `macro_rules` keyword this
//! macro's edition would make the whole macro 2024's: its `$e:expr` would match `_` and
//! `const { … }`, its blocks would drop their tails' temporaries 2024's way. So the keyword
//! is left alone, and an `if … else …` or `while` whose condition is a chain goes, whole,
//! through `::is::__let_chain!`, a macro of the facade (edition 2024) that writes the `if`,
//! `while` and `let`s itself: only the test is 2024's, as it is outside a macro. A match
//! guard needs nothing: rustc takes a let-chain there in every edition.
//!
//! Its input, after an accumulator `{}`: `if`, `while`, `let (PAT) (VALUE)` (which it writes
//! `let PAT = VALUE`), `[TOKENS]` (which it writes as they are) and single tokens (a
//! repetition's separator). Repetitions of the rule's body stay outside the `[…]`, so that
//! each of their rounds is read the same.

use proc_macro2::{Delimiter, Spacing, Span, TokenTree};

use super::Lowering;
use crate::rules::{Link, binds, links};
use crate::syntax::{Condition, Expr, Node};
use crate::tokens::build::{group, ident, ours_at, punct};

impl Lowering<'_> {
    /// An `if … else …` or `while` of a rule's body whose conditions hold a test: through
    /// `__let_chain!` (written back as source, as it came, a let-chain).
    pub(super) fn chained(&mut self, nodes: Vec<Node<'_>>, out: &mut Vec<TokenTree>) {
        if self.for_source {
            self.nodes(nodes, out);
            return;
        }
        let span = nodes
            .iter()
            .find_map(first_keyword)
            .unwrap_or_else(Span::call_site);
        let root = nodes.iter().find_map(node_root).map(<[TokenTree]>::to_vec);
        let mut input = Vec::new();
        self.segments(nodes, &mut input);
        out.extend(let_chain_call(root.as_deref(), input, span));
    }

    /// `nodes` as `__let_chain!`'s input, onto `input`.
    fn segments(&mut self, nodes: Vec<Node<'_>>, input: &mut Vec<TokenTree>) {
        let mut piece = Vec::new();
        for node in nodes {
            match node {
                Node::Condition(condition)
                    if binds(&condition.cond) && condition.label.is_empty() =>
                {
                    flush(&mut piece, input);
                    let Condition { keyword, cond, .. } = *condition;
                    let span = ours_at(keyword.span());
                    let is_while = matches!(keyword, TokenTree::Ident(word) if word == "while");
                    input.push(ident(if is_while { "while" } else { "if" }, span));
                    self.consume_calls(&cond);
                    self.routed_chain(links(cond), true, input);
                }
                Node::Condition(condition) if binds(&condition.cond) => {
                    self.labelled_loop(*condition, &mut piece);
                }
                Node::Chained(inner) => {
                    flush(&mut piece, input);
                    self.segments(inner, input);
                }
                Node::Repetition(repetition) if repetition.inner.iter().any(is_chained) => {
                    flush(&mut piece, input);
                    let mut tokens = Vec::new();
                    self.segments(repetition.inner, &mut tokens);
                    let (dollar, original, after) =
                        (repetition.dollar, repetition.original, repetition.after);
                    super::repeated(dollar, original, tokens, after, input);
                }
                other => self.node(other, &mut piece),
            }
        }
        flush(&mut piece, input);
    }

    /// A chain's links as `__let_chain!`'s input, onto `input`.
    fn routed_chain(
        &mut self,
        links: Vec<Link<'_>>,
        body_follows: bool,
        input: &mut Vec<TokenTree>,
    ) {
        let mut chain = Vec::new();
        self.routing = true;
        self.chain(links, body_follows, &mut chain);
        segmented(chain, input);
    }

    /// `'a: while CHAIN { BODY }` as the loop it means, `'a: loop { if CHAIN { BODY } else
    /// { break } }`, its `if` the facade's; the label keeps the user's span (see
    /// `Lowering::condition`).
    fn labelled_loop(&mut self, condition: Condition<'_>, out: &mut Vec<TokenTree>) {
        let Condition {
            label,
            keyword,
            cond,
            body,
        } = condition;
        let span = ours_at(keyword.span());
        let root = expr_root(&cond).map(<[TokenTree]>::to_vec);
        self.consume_calls(&cond);
        let mut input = vec![ident("if", span)];
        self.routed_chain(links(cond), true, &mut input);
        let mut after = Vec::new();
        self.nodes(body, &mut after);
        after.push(ident("else", span));
        after.push(group(Delimiter::Brace, vec![ident("break", span)], span));
        input.push(group(Delimiter::Bracket, after, span));
        out.extend_from_slice(label);
        out.push(ident("loop", span));
        let call = let_chain_call(root.as_deref(), input, span);
        out.push(group(Delimiter::Brace, call, span));
    }

    /// `if CHAIN { WHEN_TRUE true } else { false }` in a rule's body, through `__let_chain!`.
    pub(super) fn routed_value(
        &mut self,
        root: Option<&[TokenTree]>,
        links: Vec<Link<'_>>,
        when_true: Vec<TokenTree>,
        span: Span,
        out: &mut Vec<TokenTree>,
    ) {
        let mut input = vec![ident("if", span)];
        self.routed_chain(links, false, &mut input);
        let after = vec![
            group(Delimiter::Brace, when_true, span),
            ident("else", span),
            group(Delimiter::Brace, vec![ident("false", span)], span),
        ];
        input.push(group(Delimiter::Bracket, after, span));
        out.extend(let_chain_call(root, input, span));
    }
}

/// The path of the crate an `is!` among the conditions of `node` is called through, with its
/// `::` (`renamed::` of `renamed::is!`), by which its chain reaches `__let_chain!` as a pattern
/// type reaches its runtime (see `pattern_type::runtime_root`).
fn node_root<'l>(node: &Node<'l>) -> Option<&'l [TokenTree]> {
    match node {
        Node::Condition(condition) => expr_root(&condition.cond),
        Node::Chained(nodes) => nodes.iter().find_map(node_root),
        Node::Repetition(repetition) => repetition.inner.iter().find_map(node_root),
        _ => None,
    }
}

/// The path of the crate the first `is!` in `expr`'s chain is called through, if it is
/// called by a path (see `node_root`).
pub(super) fn expr_root<'l>(expr: &Expr<'l>) -> Option<&'l [TokenTree]> {
    match expr {
        Expr::And(and) => expr_root(&and.left).or_else(|| expr_root(&and.right)),
        Expr::Paren(paren) => expr_root(&paren.inner),
        Expr::Repetition(repeated) => expr_root(&repeated.inner),
        Expr::IsCall(call) => match call.path.len().checked_sub(2) {
            Some(end) if end > 0 => Some(&call.path[..end]),
            _ => expr_root(&call.inner),
        },
        Expr::Test(_) | Expr::Run(..) | Expr::Other(_) => None,
    }
}

/// Whether `node` is, or its repetition holds, an expression through `__let_chain!`.
fn is_chained(node: &Node<'_>) -> bool {
    match node {
        Node::Chained(_) => true,
        Node::Repetition(repetition) => repetition.inner.iter().any(is_chained),
        _ => false,
    }
}

/// The span of the first `if` or `while` whose condition holds a test.
fn first_keyword(node: &Node<'_>) -> Option<Span> {
    match node {
        Node::Condition(condition) => Some(ours_at(condition.keyword.span())),
        Node::Chained(nodes) => nodes.iter().find_map(first_keyword),
        Node::Repetition(repetition) => repetition.inner.iter().find_map(first_keyword),
        _ => None,
    }
}

/// `[PIECE]` onto `input`, when there is one, into the `[…]` that `input` ends with if it
/// does: each step of `__let_chain!` is one level of the compiler's macro recursion, whose
/// limit a long ladder should not reach.
fn flush(piece: &mut Vec<TokenTree>, input: &mut Vec<TokenTree>) {
    if piece.is_empty() {
        return;
    }
    let mut tokens = std::mem::take(piece);
    if let Some(TokenTree::Group(last)) = input.last()
        && last.delimiter() == Delimiter::Bracket
    {
        let mut merged: Vec<TokenTree> = last.stream().into_iter().collect();
        merged.append(&mut tokens);
        tokens = merged;
        input.pop();
    }
    input.push(group(Delimiter::Bracket, tokens, Span::call_site()));
}

/// A chain's tokens as `__let_chain!`'s input: each `let (PAT) (VALUE)` as it is, each
/// repetition `$( … ) SEP OP` outside, its contents the same way, and the rest in `[…]`.
fn segmented(chain: Vec<TokenTree>, input: &mut Vec<TokenTree>) {
    let mut piece = Vec::new();
    let mut tokens = chain.into_iter().peekable();
    while let Some(token) = tokens.next() {
        let test = matches!(&token, TokenTree::Ident(word) if word == "let");
        let repetition = matches!(&token, TokenTree::Punct(p) if p.as_char() == '$')
            && matches!(tokens.peek(), Some(TokenTree::Group(_)));
        if test {
            flush(&mut piece, input);
            input.push(token);
            input.extend(tokens.next());
            input.extend(tokens.next());
        } else if repetition {
            flush(&mut piece, input);
            input.push(token);
            if let Some(TokenTree::Group(contents)) = tokens.next() {
                let mut inner = Vec::new();
                segmented(contents.stream().into_iter().collect(), &mut inner);
                input.push(group(contents.delimiter(), inner, contents.span()));
            }
            // The separator and the operator, up to and with the operator.
            for token in tokens.by_ref() {
                let operator = matches!(&token, TokenTree::Punct(p) if "*+?".contains(p.as_char()));
                input.push(token);
                if operator {
                    break;
                }
            }
        } else {
            piece.push(token);
        }
    }
    flush(&mut piece, input);
}

/// `ROOT::__let_chain! { {} INPUT }`, `ROOT::` being `::is::` unless an `is!` was called
/// through a path of its own. Through `$crate::is!`, the user's crate re-exports `is!` alone:
/// `$crate::is! { @let_chain {} INPUT }`, which the procedural `is!` passes on to the facade's
/// `__let_chain!`.
fn let_chain_call(root: Option<&[TokenTree]>, input: Vec<TokenTree>, span: Span) -> Vec<TokenTree> {
    let mut input_with_start = vec![group(Delimiter::Brace, Vec::new(), span)];
    input_with_start.extend(input);
    if let Some(root @ [TokenTree::Punct(dollar), ..]) = root
        && dollar.as_char() == '$'
    {
        let mut call = root.to_vec();
        input_with_start.splice(
            0..0,
            [punct('@', Spacing::Alone, span), ident("let_chain", span)],
        );
        call.extend([
            ident("is", span),
            punct('!', Spacing::Alone, span),
            group(Delimiter::Brace, input_with_start, span),
        ]);
        return call;
    }
    let mut call = match root {
        Some(root) => root.to_vec(),
        None => vec![
            punct(':', Spacing::Joint, span),
            punct(':', Spacing::Alone, span),
            ident("is", span),
            punct(':', Spacing::Joint, span),
            punct(':', Spacing::Alone, span),
        ],
    };
    call.extend([
        ident("__let_chain", span),
        punct('!', Spacing::Alone, span),
        group(Delimiter::Brace, input_with_start, span),
    ]);
    call
}
