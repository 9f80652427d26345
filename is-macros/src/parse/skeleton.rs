//! A short way to the tree syn would build, for the expressions `is` sees most: `&&`/`||`
//! chains whose operands are tests (`SCRUTINEE == MARKER_n!()`), `is!(…)` calls, `!`, parentheses
//! and plain operands that hold nothing to lower (`a > 3`, `v.len()`).
//!
//! Plain operands become `Expr::Verbatim` (a lone name, `Expr::Path`), which the lowering
//! leaves alone and prints as the user wrote it: exactly what it does with syn's tree for them,
//! since they hold no `is`. Any
//! input outside this narrow grammar (an operator that binds looser than `&&`, a keyword, a
//! block, a cast before a test, an attribute, …) gets `None`, and syn parses it as before, errors
//! included. So this decides nothing about meaning; a unit test checks it against syn.

use proc_macro2::{Delimiter, Group, Spacing, TokenTree};
use syn::{
    BinOp, Expr, ExprBinary, ExprMacro, ExprParen, ExprPath, ExprUnary, Macro, MacroDelimiter, UnOp,
};

use std::cell::Cell;

use crate::emit::MAX_DEPTH;

use super::{
    Name, WalkEnd, ends_operand, ident_is, is_keyword, is_operand_keyword, is_punct, marker_index,
    operator_at, walk_deep,
};

/// The tree of `tokens`, when they are within the grammar above; `marker` is the test marker's
/// macro name.
pub(crate) fn tree(tokens: &[TokenTree], marker: &str, depth: usize) -> Option<Expr> {
    Skeleton {
        marker,
        depth: Cell::new(depth),
        limited: false,
    }
    .or(tokens)
}

struct Skeleton<'a> {
    marker: &'a str,
    /// How many parentheses down the chain is: deeper than [`MAX_DEPTH`], it is syn's.
    depth: Cell<usize>,
    /// Whether an operand nested deeper than [`MAX_DEPTH`] is no plain one. The tree passes
    /// such operands on unread, as rustc reads them anyway; in an `is!`'s arguments they are
    /// the parser's to report.
    limited: bool,
}

impl Skeleton<'_> {
    /// `A || B || …`, left-associative, as syn reads it.
    fn or(&self, tokens: &[TokenTree]) -> Option<Expr> {
        self.binary_chain(tokens, '|', |this, part| this.and(part))
    }

    /// `A && B && …`.
    fn and(&self, tokens: &[TokenTree]) -> Option<Expr> {
        self.binary_chain(tokens, '&', |this, part| this.operand(part))
    }

    /// Folds the parts of the chain of binary `cc`s (see [`chain_parts`]) left to right.
    fn binary_chain(
        &self,
        tokens: &[TokenTree],
        c: char,
        part: impl Fn(&Self, &[TokenTree]) -> Option<Expr>,
    ) -> Option<Expr> {
        let mut expr: Option<Expr> = None;
        for (operand, operator) in chain_parts(tokens, c)? {
            let right = part(self, operand)?;
            expr = Some(match (expr, operator) {
                (Some(left), Some(spans)) => binary(left, self.op(c, spans), right),
                _ => right,
            });
        }
        expr
    }

    fn op(&self, c: char, spans: [proc_macro2::Span; 2]) -> BinOp {
        if c == '&' {
            BinOp::And(syn::token::AndAnd { spans })
        } else {
            BinOp::Or(syn::token::OrOr { spans })
        }
    }

    /// One operand of a chain.
    fn operand(&self, tokens: &[TokenTree]) -> Option<Expr> {
        match tokens {
            [] => None,
            [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                if self.plain(&inner, true) {
                    return Some(verbatim(tokens));
                }
                let depth = self.depth.get();
                if depth >= MAX_DEPTH {
                    return None;
                }
                self.depth.set(depth + 1);
                let inner = self.or(&inner);
                self.depth.set(depth);
                Some(Expr::Paren(ExprParen {
                    attrs: Vec::new(),
                    paren_token: syn::token::Paren(group.delim_span()),
                    expr: Box::new(inner?),
                }))
            }
            [TokenTree::Ident(name), bang, TokenTree::Group(args)]
                if ident_is(name, "is") && is_punct(bang, '!') =>
            {
                Some(macro_call(tokens, args))
            }
            [TokenTree::Punct(not), rest @ ..]
                if not.as_char() == '!' && !self.plain(tokens, true) =>
            {
                Some(Expr::Unary(ExprUnary {
                    attrs: Vec::new(),
                    op: UnOp::Not(syn::Token![!](not.span())),
                    expr: Box::new(self.negated(rest)?),
                }))
            }
            _ if self.plain(tokens, true) => Some(verbatim(tokens)),
            _ => self.test(tokens),
        }
    }

    /// What `!` applies to: a parenthesised chain or an `is!` call (it binds tighter than any
    /// binary operator, so nothing may follow).
    fn negated(&self, tokens: &[TokenTree]) -> Option<Expr> {
        let parenthesised = matches!(tokens, [TokenTree::Group(group)]
            if group.delimiter() == Delimiter::Parenthesis);
        let is_call = matches!(tokens, [TokenTree::Ident(name), bang, TokenTree::Group(_)]
            if ident_is(name, "is") && is_punct(bang, '!'));
        if parenthesised || is_call {
            self.operand(tokens)
        } else {
            None
        }
    }

    /// `SCRUTINEE == MARKER_n!()`: a rewritten `SCRUTINEE is PAT`, the marker last.
    fn test(&self, tokens: &[TokenTree]) -> Option<Expr> {
        let (scrutinee, marker) = split_test(tokens, self.marker)?;
        let [
            TokenTree::Punct(eq1),
            TokenTree::Punct(eq2),
            _,
            _,
            TokenTree::Group(index),
        ] = marker
        else {
            return None;
        };
        if !self.plain(scrutinee, false) {
            return None;
        }
        Some(binary(
            verbatim(scrutinee),
            BinOp::Eq(syn::Token![==]([eq1.span(), eq2.span()])),
            macro_call(&marker[2..], index),
        ))
    }

    /// Whether `tokens` are one well-formed operand holding nothing to lower: operands
    /// (literals, paths, `(…)`/`[…]`) with prefix `!`/`-`/`*`/`&`, postfix `.field`, `.method`,
    /// `::name`, `?`, calls, indexing and `name!(…)`, joined by binary operators tighter than
    /// `&&`; at most one comparison (`comparison_allowed`) or none; no keyword but `self`,
    /// `true`, … and no block at the top; no `is` and no marker at any depth.
    fn plain(&self, tokens: &[TokenTree], comparison_allowed: bool) -> bool {
        let mut comparisons = 0;
        // Whether the tokens so far end an operand (else one is expected next).
        let mut operand = false;
        let mut i = 0;
        while i < tokens.len() {
            let mut len = 1;
            match &tokens[i] {
                TokenTree::Ident(ident) => {
                    let after_path =
                        i > 0 && (is_punct(&tokens[i - 1], '.') || is_punct(&tokens[i - 1], ':'));
                    let after_dot = i > 0 && is_punct(&tokens[i - 1], '.');
                    // The whole name: a marker's is longer than a `Name` holds.
                    let plain_name = Name::read(ident, |name| {
                        let keyword_allowed = match name {
                            "await" => after_dot,
                            _ => is_operand_keyword(name) && !after_path,
                        };
                        !(name == "is"
                            || name == "_"
                            || marker_index(self.marker, name).is_some()
                            || is_keyword(name) && !keyword_allowed)
                    });
                    if !plain_name || operand && !after_path {
                        return false;
                    }
                    operand = true;
                }
                TokenTree::Literal(_) => {
                    let after_dot = i > 0 && is_punct(&tokens[i - 1], '.');
                    if operand && !after_dot {
                        return false;
                    }
                    operand = true;
                }
                TokenTree::Group(group) => {
                    let after_bang = i > 0 && is_punct(&tokens[i - 1], '!') && operand;
                    let delimiter_ok = match group.delimiter() {
                        Delimiter::Parenthesis | Delimiter::Bracket => true,
                        Delimiter::Brace => after_bang,
                        Delimiter::None => false,
                    };
                    if !delimiter_ok || !self.holds_nothing_to_lower(group) {
                        return false;
                    }
                    operand = true;
                }
                TokenTree::Punct(_) => {
                    let (op, op_len) = operator_at(tokens, i);
                    len = op_len;
                    // `.field`, `.0`, `.method`, `.await`; `::name` after a path segment.
                    let next = tokens.get(i + len);
                    let path_step = operand
                        && match op {
                            "." => match next {
                                Some(TokenTree::Ident(_)) => true,
                                Some(TokenTree::Literal(index)) => {
                                    index.to_string().starts_with(|c: char| c.is_ascii_digit())
                                }
                                _ => false,
                            },
                            "::" => {
                                matches!(next, Some(TokenTree::Ident(_)))
                                    && matches!(tokens.get(i - 1), Some(TokenTree::Ident(_)))
                                    && !(i >= 2 && is_punct(&tokens[i - 2], '.'))
                            }
                            _ => false,
                        };
                    let macro_bang = op == "!"
                        && operand
                        && matches!(tokens.get(i - 1), Some(TokenTree::Ident(_)))
                        && !(i >= 2 && is_punct(&tokens[i - 2], '.'))
                        && matches!(tokens.get(i + 1), Some(TokenTree::Group(_)));
                    match op {
                        _ if path_step => {}
                        _ if macro_bang => {}
                        "?" if operand => {}
                        "!" | "-" | "*" | "&" if !operand => {}
                        "==" | "!=" | "<" | ">" | "<=" | ">=" if operand => {
                            comparisons += 1;
                            operand = false;
                        }
                        "+" | "-" | "*" | "/" | "%" | "^" | "&" | "<<" | ">>" if operand => {
                            operand = false;
                        }
                        _ => return false,
                    }
                }
            }
            i += len;
        }
        operand && comparisons <= usize::from(comparison_allowed)
    }

    /// No `is` and no marker anywhere inside `group`; with `limited`, no group deeper than
    /// [`MAX_DEPTH`] either.
    fn holds_nothing_to_lower(&self, group: &Group) -> bool {
        let tokens: Vec<TokenTree> = group.stream().into_iter().collect();
        let limit = match self.limited {
            true => MAX_DEPTH.saturating_sub(self.depth.get() + 1),
            false => usize::MAX,
        };
        let walk = walk_deep(&tokens, limit, |level, i| {
            matches!(&level[i], TokenTree::Ident(ident)
                if Name::read(ident, |name| name == "is" || marker_index(self.marker, name).is_some()))
        });
        matches!(walk, WalkEnd::Finished)
    }
}

/// A pattern of the plainest shapes, as `Pat::Verbatim`: `_`, literals (negative too),
/// bindings (`x`, `ref x`, `mut x`), paths (`None`, `Kind::A`), tuple structs and tuples and
/// slices of such patterns (with `..`), references to them, and ranges of literals or paths.
/// Anything else (`|`, struct patterns, `@`, generics, a lone parenthesised pattern, which the
/// lowering unwraps) gets `None`, for syn to parse. The lowering only prints a pattern, so
/// the tokens as written are what syn's tree would print.
/// `depth`: how many groups down the pattern stands.
pub(crate) fn pattern(tokens: &[TokenTree], depth: usize) -> Option<super::Pattern> {
    is_plain_pattern(tokens, depth).then(|| super::Pattern::Plain(tokens.to_vec()))
}

/// Whether [`pattern`] takes `tokens`.
pub(crate) fn is_plain_pattern(tokens: &[TokenTree], depth: usize) -> bool {
    match tokens {
        [TokenTree::Group(group)]
            if group.delimiter() == Delimiter::Parenthesis
                && !group.stream().into_iter().any(|t| is_punct(&t, ',')) =>
        {
            false
        }
        _ => plain_pattern(tokens, true, depth),
    }
}

/// `ranges`: whether a range may stand here (not unparenthesised in a slice pattern).
/// `depth`: how many groups down; deeper than [`MAX_DEPTH`] a pattern is not plain.
fn plain_pattern(tokens: &[TokenTree], ranges: bool, depth: usize) -> bool {
    let mut i = 0;
    // `&`, `&&`, `&mut` in front.
    while i < tokens.len() && is_punct(&tokens[i], '&') {
        i += 1;
    }
    if i > 0 && matches!(tokens.get(i), Some(TokenTree::Ident(ident)) if ident_is(ident, "mut")) {
        i += 1;
    }
    let rest = &tokens[i..];
    if let Some(at) = rest.iter().position(|t| is_punct(t, '.')) {
        if i > 0 || !ranges {
            // `&0..=9` reads two ways, and `[0..=9]` too; rustc asks for parentheses.
            return false;
        }
        // A range: `a..=b`, `a..`, `..=b`, each end a literal, a negative one or a path.
        let (op, len) = operator_at(rest, at);
        return matches!(op, "..=" | "..")
            && (at > 0 || op == "..=")
            && range_end(&rest[..at], true)
            && range_end(&rest[at + len..], op == "..");
    }
    match rest {
        [TokenTree::Ident(wild)] if ident_is(wild, "_") => true,
        [TokenTree::Literal(_)] => true,
        [minus, TokenTree::Literal(number)] => is_punct(minus, '-') && numeric(number),
        [TokenTree::Ident(keyword), TokenTree::Ident(name)]
            if ident_is(keyword, "ref") || ident_is(keyword, "mut") =>
        {
            binding(name)
        }
        [
            TokenTree::Ident(keyword),
            TokenTree::Ident(second),
            TokenTree::Ident(name),
        ] if ident_is(keyword, "ref") && ident_is(second, "mut") => binding(name),
        [TokenTree::Group(group)] => match group.delimiter() {
            Delimiter::Parenthesis => elements(group, true, depth),
            Delimiter::Bracket => elements(group, false, depth),
            _ => false,
        },
        _ => match rest.split_last() {
            Some((TokenTree::Group(group), path_tokens)) => {
                group.delimiter() == Delimiter::Parenthesis
                    && path(path_tokens)
                    && elements(group, true, depth)
            }
            _ => path(rest),
        },
    }
}

/// Whether a literal is a number, which alone may follow `-` in a pattern.
fn numeric(literal: &proc_macro2::Literal) -> bool {
    literal
        .to_string()
        .starts_with(|c: char| c.is_ascii_digit())
}

/// A range's end: a literal, a negative literal or a path; empty only where `may_be_empty`.
fn range_end(tokens: &[TokenTree], may_be_empty: bool) -> bool {
    match tokens {
        [] => may_be_empty,
        [TokenTree::Literal(_)] => true,
        [minus, TokenTree::Literal(number)] => is_punct(minus, '-') && numeric(number),
        _ => path(tokens),
    }
}

/// `a`, `A::B`, `self::C`: identifiers joined by `::`, no generics, no leading `::`.
fn path(tokens: &[TokenTree]) -> bool {
    let mut expect_name = true;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Ident(ident) if expect_name => {
                let name = Name::of_ident(ident);
                let name = name.as_str();
                let start_keyword = matches!(name, "self" | "Self" | "super" | "crate");
                if (is_keyword(name) && !(start_keyword && i == 0)) || name == "is" || name == "_" {
                    return false;
                }
                expect_name = false;
                i += 1;
            }
            TokenTree::Punct(_) if !expect_name && operator_at(tokens, i).0 == "::" => {
                expect_name = true;
                i += 2;
            }
            _ => return false,
        }
    }
    !expect_name
}

/// A binding's name: an identifier that is no keyword (`_` is no binding: it stands alone).
fn binding(name: &proc_macro2::Ident) -> bool {
    let name = Name::of_ident(name);
    let name = name.as_str();
    name != "_" && name != "is" && !is_keyword(name)
}

/// The `,`-separated patterns inside a tuple, tuple struct or slice, `..` among them.
fn elements(group: &Group, ranges: bool, depth: usize) -> bool {
    if depth >= MAX_DEPTH {
        return false;
    }
    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
    if inner.is_empty() {
        return true;
    }
    let mut rest = inner.as_slice();
    loop {
        let end = rest
            .iter()
            .position(|t| is_punct(t, ','))
            .unwrap_or(rest.len());
        let element = &rest[..end];
        let rest_pattern = matches!(element, [TokenTree::Punct(a), b]
            if a.as_char() == '.' && a.spacing() == Spacing::Joint && is_punct(b, '.'));
        if !rest_pattern && !plain_pattern(element, ranges, depth + 1) {
            return false;
        }
        match rest.get(end + 1..) {
            None => return true,
            // A trailing comma.
            Some([]) => return true,
            Some(next) => rest = next,
        }
    }
}

fn binary(left: Expr, op: BinOp, right: Expr) -> Expr {
    Expr::Binary(ExprBinary {
        attrs: Vec::new(),
        left: Box::new(left),
        op,
        right: Box::new(right),
    })
}

/// The operands of `tokens` split at each binary `cc` (`||` or `&&`) outside groups, each with
/// the spans of the operator before it; `None` if a doubled `c` is not binary (`&&x`, a
/// closure's `||`), which is outside the grammar. One operand when there is no operator.
pub(crate) fn chain_parts(tokens: &[TokenTree], c: char) -> Option<Vec<ChainPart<'_>>> {
    split_chain(tokens, c, None)
}

/// The operands of a `&&` chain, as [`chain_parts`] gives them; `None` also when a `||`
/// stands at the top (then the chain is one operand of an `||` chain). One walk for both.
pub(crate) fn and_operands(tokens: &[TokenTree]) -> Option<Vec<ChainPart<'_>>> {
    split_chain(tokens, '&', Some('|'))
}

fn split_chain(tokens: &[TokenTree], c: char, not: Option<char>) -> Option<Vec<ChainPart<'_>>> {
    let mut parts = Vec::new();
    let mut operator = None;
    let (mut start, mut i) = (0, 0);
    loop {
        let (spans, other) = match (tokens.get(i), tokens.get(i + 1)) {
            (Some(TokenTree::Punct(first)), Some(TokenTree::Punct(second)))
                if first.spacing() == Spacing::Joint && second.as_char() == first.as_char() =>
            {
                let spans = Some([first.span(), second.span()]);
                match first.as_char() {
                    ch if ch == c => (spans, false),
                    ch if Some(ch) == not => (None, true),
                    _ => (None, false),
                }
            }
            _ => (None, false),
        };
        if other && ends_operand(tokens, i) {
            return None;
        }
        if spans.is_none() && i < tokens.len() {
            i += 1;
            continue;
        }
        if spans.is_some() && !ends_operand(tokens, i) {
            return None;
        }
        parts.push((&tokens[start..i], operator));
        if spans.is_none() {
            return Some(parts);
        }
        operator = spans;
        i += 2;
        start = i;
    }
}

/// `SCRUTINEE == MARKER_n!()` split into the scrutinee and the marker's five tokens, when
/// `tokens` end in a marker of `marker`'s.
pub(crate) fn split_test<'t>(
    tokens: &'t [TokenTree],
    marker: &str,
) -> Option<(&'t [TokenTree], &'t [TokenTree; 5])> {
    let split = tokens.len().checked_sub(5)?;
    let (scrutinee, test) = tokens.split_at(split);
    let test: &[TokenTree; 5] = test.try_into().ok()?;
    let [
        TokenTree::Punct(eq1),
        TokenTree::Punct(eq2),
        TokenTree::Ident(name),
        bang,
        TokenTree::Group(_),
    ] = test
    else {
        return None;
    };
    let is_marker = eq1.as_char() == '='
        && eq1.spacing() == Spacing::Joint
        && eq2.as_char() == '='
        && is_punct(bang, '!')
        && marker_index(marker, &name.to_string()).is_some();
    is_marker.then_some((scrutinee, test))
}

/// One operand of a chain, and the spans of the operator before it (none for the first).
pub(crate) type ChainPart<'a> = (&'a [TokenTree], Option<[proc_macro2::Span; 2]>);

/// Whether `tokens` are one operand holding nothing to lower, as the tree above reads them
/// (a `Verbatim` leaf): see `Skeleton::plain`. `marker`: the test marker's macro name.
/// `limit_at`: how many groups down `tokens` stand, if an operand nested deeper than
/// [`MAX_DEPTH`] is no plain one.
pub(crate) fn plain_operand(
    tokens: &[TokenTree],
    marker: &str,
    comparison_allowed: bool,
    limit_at: Option<usize>,
) -> bool {
    Skeleton {
        marker,
        depth: Cell::new(limit_at.unwrap_or(0)),
        limited: limit_at.is_some(),
    }
    .plain(tokens, comparison_allowed)
}

/// Whether `tokens`, a whole operand of a chain, are what [`Skeleton::operand`] takes as
/// they are: a plain operand, and a lone `(…)` only with a plain operand inside, as it reads
/// the chain inside any other, where syn may reject what the short way would have taken.
pub(crate) fn plain_chain_operand(
    tokens: &[TokenTree],
    marker: &str,
    limit_at: Option<usize>,
) -> bool {
    match tokens {
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            plain_operand(&inner, marker, true, limit_at.map(|depth| depth + 1))
        }
        _ => plain_operand(tokens, marker, true, limit_at),
    }
}

fn verbatim(tokens: &[TokenTree]) -> Expr {
    match tokens {
        // As syn's own node, which prints as its one token: printing a verbatim stream costs
        // three calls into the compiler, and a lone name is the commonest scrutinee.
        [TokenTree::Ident(name)] => Expr::Path(ExprPath {
            attrs: Vec::new(),
            qself: None,
            path: name.clone().into(),
        }),
        _ => Expr::Verbatim(tokens.iter().cloned().collect()),
    }
}

/// `NAME!(…)`, from its three tokens.
pub(super) fn macro_call(tokens: &[TokenTree], args: &Group) -> Expr {
    let TokenTree::Ident(name) = &tokens[0] else {
        unreachable!("a macro call starts with its name")
    };
    let span = args.delim_span();
    let delimiter = match args.delimiter() {
        Delimiter::Bracket => MacroDelimiter::Bracket(syn::token::Bracket(span)),
        Delimiter::Brace => MacroDelimiter::Brace(syn::token::Brace(span)),
        _ => MacroDelimiter::Paren(syn::token::Paren(span)),
    };
    Expr::Macro(ExprMacro {
        attrs: Vec::new(),
        mac: Macro {
            path: name.clone().into(),
            bang_token: syn::Token![!](tokens[1].span()),
            delimiter,
            tokens: args.stream(),
        },
    })
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use proc_macro2::{TokenStream, TokenTree};
    use quote::ToTokens;
    use syn::Expr;

    use crate::analyze::Session;
    use crate::robustness_tests::{Rng, lexemes, mutate};

    /// Expressions as `is!` and conditions hold them.
    const CORPUS: &[&str] = &[
        "x is Some(a) && a > 7",
        "x is Some(y) && y > 3 || z is Err(_)",
        "!(x is None) && a",
        "x is 10..=20 && y",
        "it.next()? is Some(v) && (v > 1 && w is Ok(_))",
        "is!(x is Some(a) && a > 7) && is!(y, Ok(b))",
        "(is!(a, Some(p))) && p > 0",
        "!is!(x, Some(_)) || y.len() == 3",
        "a || b && c is Some(_) || !(d is None)",
        "-x is -3..=3 && *r is Some(_)",
        "a == b is P",
        "x as u8 is 1..",
        "let Some(x) = y && x is 3",
        "x is Some(a) && a > f::<u8>(1)",
        "(a, b) is (1, _) && c",
        "a < b && c >= d && e is [1, ..]",
        "self.v is Some(ref p) && p.len() > 0",
        "v.iter().any(|o| o is Some(3))",
    ];

    /// The tree's shape where it matters to the lowering: operators, negation and parentheses
    /// over tests and `is!` calls; any part holding neither is one leaf of its tokens.
    fn shape(expr: &Expr, marker: &str) -> String {
        let text = expr.to_token_stream().to_string();
        // `r#is!` names some other macro, which no one lowers.
        let calls_is = text.replace("r#is !", "").contains("is !");
        if !text.contains(marker) && !calls_is {
            // Without spaces: syn prints `&&x` as `& &x`, the same tokens for the lowering.
            let text: String = text.split_whitespace().collect();
            return format!("{{{text}}}");
        }
        match expr {
            Expr::Binary(binary) => format!(
                "({} {} {})",
                shape(&binary.left, marker),
                binary.op.to_token_stream(),
                shape(&binary.right, marker)
            ),
            Expr::Unary(unary) => format!(
                "({} {})",
                unary.op.to_token_stream(),
                shape(&unary.expr, marker)
            ),
            Expr::Paren(paren) => format!("[{}]", shape(&paren.expr, marker)),
            other => format!("<{}>", other.to_token_stream()),
        }
    }

    /// Runs `source` through the rewrite, then both ways; the short way's count of trees.
    fn compare(source: &str) -> Option<bool> {
        let tokens = TokenStream::from_str(source).ok()?;
        let mut session = Session::new();
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let rewritten = session.parser().rewrite_tokens(&tokens);
        let marker = session.tests.marker.clone();
        let Some(short) = super::tree(&rewritten, &marker, 0) else {
            return Some(false);
        };
        let parsed: Expr = match syn::parse2(rewritten.iter().cloned().collect()) {
            Ok(parsed) => parsed,
            Err(error) => {
                // The short way does not look inside the groups of a plain operand: a mistake
                // there is rustc's to report, at the same tokens. Anywhere else it is a bug.
                assert!(
                    inside_a_group(&rewritten, error.span().byte_range()),
                    "the short way took what syn rejects at the top: {source}: {error}"
                );
                return Some(true);
            }
        };
        assert_eq!(
            shape(&short, &marker),
            shape(&parsed, &marker),
            "the trees differ for {source}"
        );
        Some(true)
    }

    fn inside_a_group(tokens: &[TokenTree], error: std::ops::Range<usize>) -> bool {
        tokens.iter().any(|token| match token {
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                group.span_open().byte_range().end <= error.start
                    && error.end <= group.span_close().byte_range().end
                    || inside_a_group(&inner, error.clone())
            }
            _ => false,
        })
    }

    #[test]
    fn common_shapes_take_the_short_way() {
        for source in &CORPUS[..10] {
            assert_eq!(compare(source), Some(true), "{source}");
        }
    }

    #[test]
    fn anything_else_is_left_to_syn() {
        for source in [
            "a == b is P",
            "x as u8 is 1..",
            "let Some(x) = y && x is 3",
            "a..b && c",
            "|| x && y",
            "{ x } is Some(_)",
            "return x is Some(_)",
            "a = b && c",
            "#[attr] x && y",
            "a < b < c",
            "x && && y",
            "x is Some(a) && a 7",
            "v.iter().any(|o| o is Some(3))",
        ] {
            assert_eq!(compare(source), Some(false), "{source}");
        }
    }

    /// Patterns as tests write them.
    const PATTERNS: &[&str] = &[
        "Some(_)",
        "Some(Some(x))",
        "Ok(v)",
        "None",
        "10..=20",
        "-273..",
        "..=9",
        "'a'..='z'",
        "Kind::A(ref name, mut n, ..)",
        "(1, _)",
        "[first, .., last]",
        "&Some(0)",
        "std::cmp::Ordering::Less",
        "0..MAX",
        "Some(1 | 2)",
        "Point { x: 0, .. }",
        "v @ 1..",
        "(A | B)",
    ];

    /// The short way's pattern, if it takes `source`, checked against syn's.
    fn compare_pattern(source: &str) -> Option<bool> {
        use syn::parse::Parser as _;
        let tokens: Vec<TokenTree> = TokenStream::from_str(source).ok()?.into_iter().collect();
        let Some(short) = super::pattern(&tokens, 0).map(crate::parse::Pattern::into_pat) else {
            return Some(false);
        };
        let parsed = syn::Pat::parse_multi_with_leading_vert
            .parse2(tokens.iter().cloned().collect())
            .unwrap_or_else(|error| {
                panic!("syn rejects the pattern the short way took: {source}: {error}")
            });
        assert!(
            !matches!(parsed, syn::Pat::Or(_) | syn::Pat::Paren(_)),
            "the short way took a pattern the lowering must see: {source}"
        );
        let squeeze = |pat: &syn::Pat| {
            pat.to_token_stream()
                .to_string()
                .split_whitespace()
                .collect::<String>()
        };
        assert_eq!(
            squeeze(&short),
            squeeze(&parsed),
            "the patterns differ for {source}"
        );
        Some(true)
    }

    #[test]
    fn plain_patterns_take_the_short_way() {
        for source in &PATTERNS[..14] {
            assert_eq!(compare_pattern(source), Some(true), "{source}");
        }
        for source in &PATTERNS[14..] {
            assert_eq!(compare_pattern(source), Some(false), "{source}");
        }
    }

    /// Runs `compare` over `rounds` seeded mutants of `corpus`; how many took the short way.
    fn mutants_taken(
        corpus: &[&str],
        seed: u64,
        rounds: usize,
        compare: fn(&str) -> Option<bool>,
    ) -> usize {
        let mut rng = Rng(seed);
        (0..rounds)
            .filter(|round| {
                let mut lexemes = lexemes(corpus[round % corpus.len()]);
                mutate(&mut lexemes, &mut rng);
                compare(&lexemes.join(" ")) == Some(true)
            })
            .count()
    }

    // In both, enough of the mutants stay in the grammar for the comparison to mean something.

    #[test]
    fn the_short_way_takes_only_patterns_syn_takes() {
        let taken = mutants_taken(PATTERNS, 0x9a77_3573, 30_000, compare_pattern);
        assert!(taken > 1_200, "only {taken} mutants took the short way");
    }

    #[test]
    fn the_short_way_builds_the_tree_syn_builds() {
        let taken = mutants_taken(CORPUS, 0x5eed_3573, 12_000, compare);
        assert!(taken > 1_200, "only {taken} mutants took the short way");
    }
}
