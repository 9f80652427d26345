//! Stage 3, lower: each test becomes a `let` of a let-chain. In an `if`, `while` or match-guard
//! condition the chain is the condition itself, so the bindings reach the body exactly as a
//! hand-written let-chain's do; anywhere else it is `if CHAIN { true } else { false }`.
//!
//! No helper, path or temporary is generated, so nothing can clash with user names, and the
//! code is the let-chain a person would write.
//!
//! The lowering works on syn's tree. Conditions of the commonest shapes also have a short way
//! from their tokens straight to the same let-chain ([`Session::short_condition`]), which
//! tests check against the tree's way, token for token and span for span.

use proc_macro2::{Group, Span, TokenStream, TokenTree};
use syn::parse::Parser as _;
use syn::visit_mut::{self, VisitMut};
use syn::{
    Arm, Attribute, Block, Expr, ExprIf, ExprLet, ExprLit, ExprMacro, ImplItemFn, Item, ItemMod,
    Lit, LitBool, Local, LocalInit, Macro, Pat, PatWild, Stmt, TraitItemFn, UseTree,
};

use crate::analyze::{Link, Scope, Session, is_assert_macro, is_is_macro};
use crate::pattern_type;

impl VisitMut for Session {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        match expr {
            Expr::If(if_expr) => {
                self.condition(&mut if_expr.cond, &mut if_expr.if_token.span);
                self.visit_block_mut(&mut if_expr.then_branch);
                if let Some((_, else_branch)) = &mut if_expr.else_branch {
                    self.visit_expr_mut(else_branch);
                }
            }
            Expr::While(while_expr) => {
                self.condition(&mut while_expr.cond, &mut while_expr.while_token.span);
                self.visit_block_mut(&mut while_expr.body);
            }
            Expr::Macro(call) if is_assert_macro(&call.mac) => self.assert_args(&mut call.mac),
            Expr::Macro(call) if self.syntax_block && !is_is_macro(&call.mac) => {
                self.macro_args(&mut call.mac);
            }
            _ if self.binds(expr) => {
                let links = self.links(take(expr));
                *expr = value(links);
            }
            _ => visit_mut::visit_expr_mut(self, expr),
        }
    }

    fn visit_block_mut(&mut self, block: &mut Block) {
        let imports_is = block
            .stmts
            .iter()
            .any(|stmt| matches!(stmt, Stmt::Item(Item::Use(item)) if imports_is(&item.tree)));
        if let Some(path) =
            self.in_scope(imports_is, |this| visit_mut::visit_block_mut(this, block))
        {
            block.stmts.insert(0, syn::parse_quote!(#path! { @used }));
        }
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        let Some((_, items)) = &module.content else {
            return;
        };
        let imports_is = items
            .iter()
            .any(|item| matches!(item, Item::Use(item) if imports_is(&item.tree)));
        let visit = |this: &mut Self| {
            if let Some((_, items)) = &mut module.content {
                for item in items.iter_mut() {
                    if let Item::Type(alias) = item
                        && pattern_type::is_pattern_type(alias)
                        && !has_own_expansion(&alias.attrs)
                    {
                        *item = Item::Verbatim(this.pattern_type(alias));
                    }
                }
            }
            visit_mut::visit_item_mod_mut(this, module);
        };
        if let Some(path) = self.in_scope(imports_is, visit)
            && let Some((_, items)) = &mut module.content
        {
            items.push(syn::parse_quote!(#path! { @used }));
        }
    }

    fn visit_arm_mut(&mut self, arm: &mut Arm) {
        if let Some((if_token, guard)) = &mut arm.guard {
            self.condition(guard, &mut if_token.span);
        }
        self.visit_expr_mut(&mut arm.body);
    }

    fn visit_stmt_mut(&mut self, stmt: &mut Stmt) {
        match stmt {
            Stmt::Macro(call) if is_is_macro(&call.mac) => {
                let expr = Expr::Macro(ExprMacro {
                    attrs: std::mem::take(&mut call.attrs),
                    mac: call.mac.clone(),
                });
                let span = call.mac.path.segments[0].ident.span();
                *stmt = match call.semi_token {
                    Some(_) => self.dropped(expr, span),
                    // The block's tail: its value is the block's value.
                    None => Stmt::Expr(self.lowered(expr), None),
                };
            }
            Stmt::Macro(call) if is_assert_macro(&call.mac) => self.assert_args(&mut call.mac),
            Stmt::Macro(call) if self.syntax_block && !is_is_macro(&call.mac) => {
                self.macro_args(&mut call.mac);
            }
            Stmt::Expr(expr, Some(_)) if self.binds(expr) => {
                let span = first_token_span(expr);
                *stmt = self.dropped(take(expr), span);
            }
            _ => visit_mut::visit_stmt_mut(self, stmt),
        }
    }

    // An item with its own `#[is_syntax(…)]` is expanded by that attribute, with its options.
    fn visit_item_mut(&mut self, item: &mut Item) {
        let attrs = match item {
            Item::Fn(f) => &f.attrs,
            Item::Impl(i) => &i.attrs,
            Item::Trait(t) => &t.attrs,
            Item::Mod(m) => &m.attrs,
            _ => return visit_mut::visit_item_mut(self, item),
        };
        if !has_own_expansion(attrs) {
            visit_mut::visit_item_mut(self, item);
        }
    }

    fn visit_impl_item_fn_mut(&mut self, item: &mut ImplItemFn) {
        if !has_own_expansion(&item.attrs) {
            visit_mut::visit_impl_item_fn_mut(self, item);
        }
    }

    fn visit_trait_item_fn_mut(&mut self, item: &mut TraitItemFn) {
        if !has_own_expansion(&item.attrs) {
            visit_mut::visit_trait_item_fn_mut(self, item);
        }
    }
}

impl Session {
    /// `type NAME = is!(BASE is PAT);` as its generated items.
    pub(crate) fn pattern_type(&mut self, alias: &syn::ItemType) -> TokenStream {
        if let syn::Type::Macro(call) = &*alias.ty {
            self.used(&call.mac);
        }
        pattern_type::expand(alias, &mut self.errors)
    }

    /// Runs `visit` in a new scope, and returns the path to mark used there, if any.
    fn in_scope(&mut self, imports_is: bool, visit: impl FnOnce(&mut Self)) -> Option<syn::Path> {
        self.scopes.push(Scope::new(imports_is));
        visit(self);
        self.scopes.pop().and_then(Scope::marker)
    }

    /// An `if`/`while`/guard condition: its top-level chain is the let-chain itself.
    fn condition(&mut self, cond: &mut Expr, keyword: &mut Span) {
        if !self.binds(cond) {
            return self.visit_expr_mut(cond);
        }
        // A let-chain is edition 2024 syntax, and rustc reads the edition off the `if`/`while`
        // keyword and the `let`: both get this macro's (2024) hygiene at the user's location,
        // so chains also compile in edition-2021 crates. Every condition with a test gets it,
        // so that all follow one rule for temporaries (2024's), and lints treat the keyword as
        // the macro's, as they treat `matches!`'s.
        *keyword = Span::call_site().located_at(*keyword);
        *cond = chain(self.links(take(cond)));
    }

    /// `expr` lowered as a value.
    pub(crate) fn lowered(&mut self, mut expr: Expr) -> Expr {
        self.visit_expr_mut(&mut expr);
        expr
    }

    /// A statement that drops an `is`'s value: an error (the RFC's deny-by-default lint) unless
    /// allowed; lowered either way, so the rest of the function still checks.
    fn dropped(&mut self, expr: Expr, span: Span) -> Stmt {
        if !self.allow_statement {
            self.statement_error(span, &expr);
        }
        let value = self.lowered(expr);
        Stmt::Local(Local {
            attrs: Vec::new(),
            let_token: syn::Token![let](span),
            pat: Pat::Wild(PatWild {
                attrs: Vec::new(),
                underscore_token: syn::Token![_](span),
            }),
            init: Some(LocalInit {
                eq_token: syn::Token![=](span),
                expr: Box::new(value),
                diverge: None,
            }),
            semi_token: syn::Token![;](span),
        })
    }

    /// `assert!(EXPR is PAT, …)`: the condition is lowered; the message is left to `format!`.
    fn assert_args(&mut self, call: &mut Macro) {
        if let Some(tokens) = self.assert_tokens(&call.tokens) {
            call.tokens = tokens;
        }
    }

    /// Another macro's arguments in an `is::syntax!` block, when they hold an `is` and read
    /// as expressions separated by `,` (`format!`, `vec!`, `write!`, `assert_eq!`, …), as an
    /// array's repeat form (`vec![VALUE; N]`), or as `matches!`'s value, pattern and guard:
    /// each expression is lowered as a value. Tokens that read otherwise stay exactly as
    /// written, for the macro to take or reject.
    fn macro_args(&mut self, call: &mut Macro) {
        if !crate::parse::infix_is_anywhere(&call.tokens) {
            return;
        }
        let errors_before = self.errors.len();
        // Nested macros keep their own `is` through the rewrite; visiting reaches them.
        let rewritten = self.parser().rewrite(call.tokens.clone());
        let list = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated;
        if let Ok(mut args) = list.parse2(rewritten.clone()) {
            for arg in &mut args {
                self.visit_expr_mut(arg);
            }
            call.tokens = quote::ToTokens::into_token_stream(args);
            return;
        }
        let repeat = |input: syn::parse::ParseStream<'_>| {
            Ok((
                input.parse::<Expr>()?,
                input.parse::<syn::Token![;]>()?,
                input.parse::<Expr>()?,
            ))
        };
        if let Ok((mut value, semi, mut count)) = repeat.parse2(rewritten.clone()) {
            self.visit_expr_mut(&mut value);
            self.visit_expr_mut(&mut count);
            call.tokens = quote::quote!(#value #semi #count);
            return;
        }
        // `matches!(VALUE, PATTERN if GUARD)`: the value and the guard are expressions.
        let matches_form = |input: syn::parse::ParseStream<'_>| {
            let value = input.parse::<Expr>()?;
            let comma = input.parse::<syn::Token![,]>()?;
            let pat = Pat::parse_multi_with_leading_vert(input)?;
            let guard = match input.parse::<Option<syn::Token![if]>>()? {
                Some(if_token) => Some((if_token, input.parse::<Expr>()?)),
                None => None,
            };
            let trailing = input.parse::<Option<syn::Token![,]>>()?;
            Ok((value, comma, pat, guard, trailing))
        };
        if call
            .path
            .segments
            .last()
            .is_some_and(|last| last.ident == "matches")
            && let Ok((mut value, comma, pat, mut guard, trailing)) = matches_form.parse2(rewritten)
        {
            self.visit_expr_mut(&mut value);
            let guard = guard.as_mut().map(|(if_token, guard)| {
                self.visit_expr_mut(guard);
                quote::quote!(#if_token #guard)
            });
            call.tokens = quote::quote!(#value #comma #pat #guard #trailing);
            return;
        }
        // Neither: the macro reads its tokens its own way, so they stay as written, and so do
        // any mistakes the rewrite found in them.
        drop(self.errors.take_since(errors_before));
    }

    /// The arguments of `assert!(EXPR is PAT, …)` with the condition lowered, or `None` when
    /// it has no infix `is` (then the user's tokens stay exactly as written).
    pub(crate) fn assert_tokens(&mut self, args: &TokenStream) -> Option<TokenStream> {
        let tokens: Vec<TokenTree> = args.clone().into_iter().collect();
        let split = crate::parse::first_comma(&tokens).unwrap_or(tokens.len());
        let before = self.tests.count();
        let parsed = self.parser().expr(&tokens[..split]);
        if self.tests.count() == before {
            return None;
        }
        match parsed {
            Ok(condition) => {
                let condition = self.lowered(condition);
                let rest = &tokens[split..];
                Some(quote::quote!(#condition #(#rest)*))
            }
            Err(error) => {
                self.errors.push(error);
                None
            }
        }
    }

    /// An `if`/`while`/guard condition given as tokens, lowered; `keyword` gets the span the
    /// lowering chose. `None` when it holds no `is!` or does not parse (then it stays as is).
    pub(crate) fn condition_tokens(
        &mut self,
        tokens: &[TokenTree],
        keyword: &mut Span,
    ) -> Option<TokenStream> {
        let mut cond = crate::parse::expr_tree(tokens, &self.tests, self.depth).ok()?;
        self.condition(&mut cond, keyword);
        Some(quote::ToTokens::into_token_stream(cond))
    }

    /// A statement `EXPR;` that drops an `is!`'s value, given as tokens: the error unless
    /// allowed, and `let _ = VALUE;`.
    pub(crate) fn dropped_tokens(
        &mut self,
        tokens: TokenStream,
        span: Span,
    ) -> Option<TokenStream> {
        let expr: Expr = syn::parse2(tokens).ok()?;
        if !self.binds(&expr) {
            return None;
        }
        Some(quote::ToTokens::into_token_stream(self.dropped(expr, span)))
    }
}

/// One link of a let-chain built the short way, as the tokens a [`Link`] prints as.
enum ShortLink {
    Let {
        span: Span,
        pat: Vec<TokenTree>,
        expr: Vec<TokenTree>,
    },
    /// Plain operands, and how many: syn prints more than one in parentheses unless they
    /// open the chain.
    Bool(Vec<TokenTree>, usize),
}

impl Session {
    /// The let-chain of an `if`/`while`/guard condition, straight from its tokens, for the
    /// shapes conditions hold most: a `&&` chain of plain operands, tests the `is::syntax!`
    /// rewrite left, and `is!` calls whose arguments are `&&` chains of plain operands and
    /// tests (`EXPR is PAT`, or `EXPR, PAT if GUARD`), with plain patterns, "plain" as the
    /// short parser reads it. The tokens and spans are those [`Session::condition_tokens`]
    /// gives, which tests check on every condition they lower; what this saves is syn's
    /// tree, whose every leaf is a stream, one call into the compiler to build and two to
    /// print: more than the rest of a condition's lowering. `None` for any other condition,
    /// which goes that way instead.
    pub(crate) fn short_condition(
        &mut self,
        tokens: &[TokenTree],
        keyword: &mut Span,
    ) -> Option<Vec<TokenTree>> {
        let (links, taken) = self.short_chain(tokens, false)?;
        let chain = print_short_links(links)?;
        let lowered = Span::call_site().located_at(*keyword);
        #[cfg(test)]
        self.check_short_condition(tokens, *keyword, lowered, &chain);
        self.consume(taken);
        *keyword = lowered;
        Some(chain)
    }

    /// The links of `tokens`, an `is!` call's arguments when `in_args`, else a condition or
    /// an expression, and what they consume; `None` where the short way does not go.
    fn short_chain(&self, tokens: &[TokenTree], in_args: bool) -> Option<(Vec<ShortLink>, Taken)> {
        // The arguments stand a group down, their patterns' groups further.
        if self.depth + 2 >= crate::emit::MAX_DEPTH {
            return None;
        }
        let mut links = Vec::new();
        let mut taken = Taken::default();
        if in_args {
            self.short_arguments(tokens, self.depth, &mut links)?;
        } else {
            self.short_links(tokens, self.depth, false, &mut links, &mut taken)?;
        }
        Some((links, taken))
    }

    /// Once a short lowering is certain: its `is!` calls use their import, its tests are
    /// lowered.
    fn consume(&mut self, taken: Taken) {
        for name in &taken.calls {
            self.used_name(name);
        }
        for &index in &taken.tests {
            self.tests.take_index(index);
        }
    }

    /// Appends the links of the `&&` chain `tokens` (an `is!` call's arguments when
    /// `in_args`, else a condition) to `links`, and what they consume to `taken`.
    /// As [`Session::links`] does, the plain operands before the first test or call form one
    /// link, their `&&`s as written; each operand after it is a link of its own.
    fn short_links(
        &self,
        tokens: &[TokenTree],
        depth: usize,
        in_args: bool,
        links: &mut Vec<ShortLink>,
        taken: &mut Taken,
    ) -> Option<()> {
        use crate::parse::skeleton::{
            and_operands, is_plain_pattern, plain_chain_operand, plain_operand, split_test,
        };
        use crate::parse::{ends_operand, ident_is, is_punct};
        let marker = self.tests.marker.as_str();
        let mut prefix: Vec<TokenTree> = Vec::new();
        let mut operands = 0;
        let mut binds = false;
        for (operand, operator) in and_operands(tokens)? {
            // A test the `is::syntax!` rewrite left, its pattern parsed already.
            if !in_args
                && let Some((expr, [.., TokenTree::Ident(name), _, _])) =
                    split_test(operand, marker)
            {
                let (index, test) = self.tests.peek_name(&name.to_string())?;
                let crate::parse::Pattern::Plain(pat) = &test.pat else {
                    return None;
                };
                if !plain_operand(expr, marker, false, None) {
                    return None;
                }
                take_prefix(&mut prefix, &mut operands, links);
                binds = true;
                taken.tests.push(index);
                links.push(ShortLink::Let {
                    span: Span::call_site().located_at(test.span),
                    pat: pat.clone(),
                    expr: expr.to_vec(),
                });
                continue;
            }
            // In a condition only an `is!` call names `is`, first; in arguments, a test's `is`
            // may stand anywhere. Each look at a name prints it, so no more looks than that.
            let is_at = match in_args {
                false => {
                    matches!(operand.first(), Some(TokenTree::Ident(name)) if ident_is(name, "is"))
                        .then_some(0)
                }
                true => operand
                    .iter()
                    .position(|t| matches!(t, TokenTree::Ident(name) if ident_is(name, "is"))),
            };
            match (operand, is_at) {
                ([TokenTree::Ident(name), bang, TokenTree::Group(args)], Some(0))
                    if !in_args && is_punct(bang, '!') =>
                {
                    take_prefix(&mut prefix, &mut operands, links);
                    binds = true;
                    taken.calls.push(name.clone());
                    self.short_args(args, depth + 1, links)?;
                }
                (_, Some(at)) => {
                    let (expr, pat) = (&operand[..at], &operand[at + 1..]);
                    if !in_args
                        || matches!(pat.first(), Some(bang) if is_punct(bang, '!'))
                        || !ends_operand(operand, at)
                        || pat.is_empty()
                        || crate::parse::pattern_end(operand, at + 1, false) != operand.len()
                        || !plain_operand(expr, marker, false, Some(depth))
                        || !is_plain_pattern(pat, depth)
                    {
                        return None;
                    }
                    take_prefix(&mut prefix, &mut operands, links);
                    binds = true;
                    links.push(ShortLink::Let {
                        span: Span::call_site().located_at(operand[at].span()),
                        pat: pat.to_vec(),
                        expr: expr.to_vec(),
                    });
                }
                (_, None) if plain_chain_operand(operand, marker, in_args.then_some(depth)) => {
                    if binds {
                        links.push(ShortLink::Bool(operand.to_vec(), 1));
                    } else {
                        append_operand(&mut prefix, &mut operands, operand, operator);
                    }
                }
                _ => return None,
            }
        }
        // A chain with nothing to bind is no let-chain, and `is!` with no test an error.
        binds.then_some(())
    }

    /// The links of an `is!` call's arguments `args`, which stand `depth` groups down.
    fn short_args(&self, args: &Group, depth: usize, links: &mut Vec<ShortLink>) -> Option<()> {
        let tokens: Vec<TokenTree> = args.stream().into_iter().collect();
        self.short_arguments(&tokens, depth, links)
    }

    /// [`Session::short_args`] on the arguments' trees.
    fn short_arguments(
        &self,
        tokens: &[TokenTree],
        depth: usize,
        links: &mut Vec<ShortLink>,
    ) -> Option<()> {
        use crate::parse::skeleton::{and_operands, is_plain_pattern, plain_chain_operand};
        let Some(comma) = crate::parse::first_comma(tokens) else {
            return self.short_links(tokens, depth, true, links, &mut Taken::default());
        };
        // `EXPR, PAT` or `EXPR, PAT if GUARD`, as the parser reads it.
        let marker = self.tests.marker.as_str();
        let crate::parse::CommaForm { expr, pat, guard } =
            crate::parse::comma_form_parts(tokens, comma);
        let guard = guard.map(|(_, guard)| guard);
        if expr.is_empty()
            || pat.is_empty()
            || !plain_chain_operand(expr, marker, Some(depth))
            || !is_plain_pattern(pat, depth)
        {
            return None;
        }
        links.push(ShortLink::Let {
            span: Span::call_site().located_at(tokens[comma].span()),
            pat: pat.to_vec(),
            expr: expr.to_vec(),
        });
        let Some(guard) = guard else {
            return Some(());
        };
        // The guard is one link, a chain of plain operands, its `&&`s as written.
        let mut tokens = Vec::new();
        let mut operands = 0;
        for (operand, operator) in and_operands(guard)? {
            if !plain_chain_operand(operand, marker, Some(depth)) {
                return None;
            }
            append_operand(&mut tokens, &mut operands, operand, operator);
        }
        links.push(ShortLink::Bool(tokens, operands));
        Some(())
    }

    /// An `is` in a value position, the short way, as [`value`] builds it:
    /// `if CHAIN { true } else { false }`. `tokens` are an `is!` call's arguments when
    /// `in_args`, else an expression holding `is!` calls or the `is::syntax!` rewrite's tests.
    /// As [`Session::short_condition`], checked under test against the tree's way.
    pub(crate) fn short_value(
        &mut self,
        tokens: &[TokenTree],
        in_args: bool,
    ) -> Option<Vec<TokenTree>> {
        let (links, taken) = self.short_chain(tokens, in_args)?;
        let span = links.iter().find_map(|link| match link {
            ShortLink::Let { span, .. } => Some(*span),
            ShortLink::Bool(..) => None,
        })?;
        let arm = |value: &str| {
            let value = TokenTree::Ident(proc_macro2::Ident::new(value, span));
            let mut arm = Group::new(proc_macro2::Delimiter::Brace, value.into());
            arm.set_span(span);
            TokenTree::Group(arm)
        };
        let mut value = vec![TokenTree::Ident(proc_macro2::Ident::new("if", span))];
        value.extend(print_short_links(links)?);
        value.extend([
            arm("true"),
            TokenTree::Ident(proc_macro2::Ident::new("else", span)),
            arm("false"),
        ]);
        #[cfg(test)]
        self.check_short_value(tokens, in_args, &value);
        self.consume(taken);
        Some(value)
    }

    /// A session to check the short way against: the tree's way, on the same tests.
    #[cfg(test)]
    fn syn_way(&self) -> Session {
        let mut syn_way = Session::new();
        syn_way.depth = self.depth;
        syn_way.syntax_block = self.syntax_block;
        syn_way.tests.marker.clone_from(&self.tests.marker);
        syn_way.tests.restore(0, self.tests.save(0));
        syn_way
    }

    #[cfg(test)]
    fn check_short_value(&self, tokens: &[TokenTree], in_args: bool, value: &[TokenTree]) {
        let mut syn_way = self.syn_way();
        let expr = match in_args {
            true => syn_way
                .parser()
                .is_args_tokens(tokens.to_vec(), Span::call_site()),
            false => crate::parse::expr_tree(tokens, &syn_way.tests, self.depth),
        };
        let expected = syn_way.lowered(expr.expect("the short way takes only what parses"));
        assert!(
            syn_way.errors.is_empty(),
            "the short way takes a value with an error"
        );
        check_same(value, &quote::ToTokens::into_token_stream(expected));
    }

    /// Under test, that the short way gives exactly the tokens, spans included, and the
    /// keyword's span that the way through syn's tree gives.
    #[cfg(test)]
    fn check_short_condition(
        &self,
        tokens: &[TokenTree],
        keyword: Span,
        lowered: Span,
        chain: &[TokenTree],
    ) {
        let mut syn_way = self.syn_way();
        let mut span = keyword;
        let expected = syn_way
            .condition_tokens(tokens, &mut span)
            .expect("the short way takes only conditions syn's way lowers");
        assert!(
            syn_way.errors.is_empty(),
            "the short way takes a condition with an error"
        );
        check_same(chain, &expected);
        assert_eq!(format!("{lowered:?}"), format!("{span:?}"));
    }
}

/// What a let-chain built the short way consumes, once it is built: its `is!` calls (whose
/// import is then used) and the `is::syntax!` tests it lowers.
#[derive(Default)]
struct Taken {
    calls: Vec<proc_macro2::Ident>,
    tests: Vec<usize>,
}

/// Under test: `short` and `expected` are the same tokens with the same spans.
#[cfg(test)]
fn check_same(short: &[TokenTree], expected: &TokenStream) {
    // Printing nests by recursion, outside the compiler; the deep-nesting tests send 10,000.
    if crate::parse::deeper_than(short, 0).is_none() {
        let short: TokenStream = short.iter().cloned().collect();
        assert_eq!(format!("{short:?}"), format!("{expected:?}"));
    }
}

/// Appends a plain operand to the chain `tokens` of `operands` such, after its `&&` (with the
/// spans it had) unless it is the first.
fn append_operand(
    tokens: &mut Vec<TokenTree>,
    operands: &mut usize,
    operand: &[TokenTree],
    operator: Option<[Span; 2]>,
) {
    if let Some(spans) = operator {
        push_and_and(tokens, spans);
    }
    tokens.extend(operand.iter().cloned());
    *operands += 1;
}

/// Moves the plain operands gathered before a chain's first test into one link.
fn take_prefix(prefix: &mut Vec<TokenTree>, operands: &mut usize, links: &mut Vec<ShortLink>) {
    if !prefix.is_empty() {
        links.push(ShortLink::Bool(
            std::mem::take(prefix),
            std::mem::take(operands),
        ));
    }
}

/// `&&` with `spans`, as syn prints the operator.
fn push_and_and(tokens: &mut Vec<TokenTree>, spans: [Span; 2]) {
    let mut first = proc_macro2::Punct::new('&', proc_macro2::Spacing::Joint);
    first.set_span(spans[0]);
    let mut second = proc_macro2::Punct::new('&', proc_macro2::Spacing::Alone);
    second.set_span(spans[1]);
    tokens.extend([TokenTree::Punct(first), TokenTree::Punct(second)]);
}

/// The links as one let-chain, as [`chain`] builds it and syn prints it; `None` where syn
/// would print parentheses.
fn print_short_links(links: Vec<ShortLink>) -> Option<Vec<TokenTree>> {
    let mut out = Vec::new();
    for (i, link) in links.into_iter().enumerate() {
        if i > 0 {
            push_and_and(&mut out, [Span::call_site(); 2]);
        }
        match link {
            ShortLink::Let { span, pat, expr } => {
                out.push(TokenTree::Ident(proc_macro2::Ident::new("let", span)));
                out.extend(pat);
                let mut eq = proc_macro2::Punct::new('=', proc_macro2::Spacing::Alone);
                eq.set_span(span);
                out.push(TokenTree::Punct(eq));
                out.extend(expr);
            }
            ShortLink::Bool(_, operands) if i > 0 && operands > 1 => return None,
            ShortLink::Bool(tokens, _) => out.extend(tokens),
        }
    }
    Some(out)
}

/// `a && b && …`: the links as one let-chain.
pub(crate) fn chain(links: Vec<Link>) -> Expr {
    links
        .into_iter()
        .map(|link| match link {
            Link::Let {
                let_span,
                pat,
                expr,
            } => Expr::Let(ExprLet {
                attrs: Vec::new(),
                let_token: syn::Token![let](let_span),
                pat: Box::new(without_parens(pat)),
                eq_token: syn::Token![=](let_span),
                expr: Box::new(expr),
            }),
            Link::Bool(expr) => expr,
        })
        .reduce(|left, right| {
            Expr::Binary(syn::ExprBinary {
                attrs: Vec::new(),
                left: Box::new(left),
                op: syn::BinOp::And(syn::Token![&&](Span::call_site())),
                right: Box::new(right),
            })
        })
        .unwrap_or_else(|| bool_lit(true, Span::call_site()))
}

/// A chain in a value position: `if CHAIN { true } else { false }`, the bindings ending with it.
pub(crate) fn value(links: Vec<Link>) -> Expr {
    let Some(span) = links.iter().find_map(|link| match link {
        Link::Let { let_span, .. } => Some(*let_span),
        Link::Bool(_) => None,
    }) else {
        return chain(links);
    };
    let arm = |value: bool| Block {
        brace_token: syn::token::Brace(span),
        stmts: vec![Stmt::Expr(bool_lit(value, span), None)],
    };
    Expr::If(ExprIf {
        attrs: Vec::new(),
        if_token: syn::Token![if](span),
        cond: Box::new(chain(links)),
        then_branch: arm(true),
        else_branch: Some((
            syn::Token![else](span),
            Box::new(Expr::Block(syn::ExprBlock {
                attrs: Vec::new(),
                label: None,
                block: arm(false),
            })),
        )),
    })
}

/// `x is (A | B)` must be written with parentheses, but `let (A | B) = x` would warn about them.
pub(crate) fn without_parens(pat: Pat) -> Pat {
    match pat {
        Pat::Paren(paren) if paren.attrs.is_empty() => without_parens(*paren.pat),
        other => other,
    }
}

fn bool_lit(value: bool, span: Span) -> Expr {
    Expr::Lit(ExprLit {
        attrs: Vec::new(),
        lit: Lit::Bool(LitBool { value, span }),
    })
}

fn take(expr: &mut Expr) -> Expr {
    std::mem::replace(expr, Expr::Verbatim(TokenStream::new()))
}

fn first_token_span(expr: &Expr) -> Span {
    quote::ToTokens::to_token_stream(expr)
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |token| token.span())
}

/// Whether a `use` tree imports the name `is` from somewhere: `use is::is`, `use is::{is, …}`,
/// `use other::thing as is` (not `use is;`, the crate, which holds no macro).
fn imports_is(tree: &UseTree) -> bool {
    fn leaf(tree: &UseTree, nested: bool) -> bool {
        match tree {
            UseTree::Path(path) => leaf(&path.tree, true),
            UseTree::Name(name) => nested && name.ident == "is",
            UseTree::Rename(rename) => rename.rename == "is",
            UseTree::Group(group) => group.items.iter().any(|item| leaf(item, nested)),
            UseTree::Glob(_) => false,
        }
    }
    leaf(tree, false)
}

fn has_own_expansion(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path()
            .segments
            .last()
            .is_some_and(|segment| segment.ident == "is_syntax")
    })
}

#[cfg(test)]
mod tests {
    use proc_macro2::{Span, TokenStream, TokenTree};

    use crate::analyze::Session;

    fn short(condition: &str) -> Option<String> {
        let tokens: Vec<TokenTree> = condition
            .parse::<TokenStream>()
            .expect("test input tokenizes")
            .into_iter()
            .collect();
        let mut keyword = Span::call_site();
        // Checks the tokens against syn's way too, spans included (see `short_condition`).
        let chain = Session::new().short_condition(&tokens, &mut keyword)?;
        Some(chain.into_iter().collect::<TokenStream>().to_string())
    }

    #[test]
    fn common_conditions_take_the_short_way() {
        let cases = [
            (
                "is!(x is Some(a) && a > 0) && is!(y, Ok(b))",
                "let Some (a) = x && a > 0 && let Ok (b) = y",
            ),
            (
                "is!(it.next() is Some(Some(c))) && *c < 100",
                "let Some (Some (c)) = it . next () && * c < 100",
            ),
            (
                "a && b > 1 && is!(x, Some(v) if v > 2)",
                "a && b > 1 && let Some (v) = x && v > 2",
            ),
            (
                "is!(x is Some(y) && y is 3)",
                "let Some (y) = x && let 3 = y",
            ),
            (
                "is!(v.len() is 1..=3 && ok)",
                "let 1 ..= 3 = v . len () && ok",
            ),
            ("is!(x, [_, ..],)", "let [_ , ..] = x"),
        ];
        for (condition, expected) in cases {
            assert_eq!(short(condition).as_deref(), Some(expected), "{condition}");
        }
    }

    #[test]
    fn rewritten_tests_take_the_short_way_too() {
        let mut session = Session::new();
        session.syntax_block = true;
        let tokens: Vec<TokenTree> = "x is Some(a) && a > 1 && y.get() is Ok(_)"
            .parse::<TokenStream>()
            .expect("test input tokenizes")
            .into_iter()
            .collect();
        let rewritten = session.parser().rewrite_tokens(&tokens);
        let chain = session
            .short_condition(&rewritten, &mut Span::call_site())
            .expect("the short way takes it");
        assert_eq!(
            chain.into_iter().collect::<TokenStream>().to_string(),
            "let Some (a) = x && a > 1 && let Ok (_) = y . get ()"
        );
        assert!(session.tests.all_taken(0), "each test lowers once");
    }

    #[test]
    fn is_calls_take_the_short_way_as_values() {
        for (args, expected) in [
            ("y is Err(_)", "if let Err (_) = y { true } else { false }"),
            (
                "x, Some(v) if v > 3",
                "if let Some (v) = x && v > 3 { true } else { false }",
            ),
            (
                "a && x is 1..",
                "if a && let 1 .. = x { true } else { false }",
            ),
        ] {
            let tokens: Vec<TokenTree> = args
                .parse::<TokenStream>()
                .expect("test input tokenizes")
                .into_iter()
                .collect();
            let value = Session::new().short_value(&tokens, true);
            let value = value.map(|value| value.into_iter().collect::<TokenStream>().to_string());
            assert_eq!(value.as_deref(), Some(expected), "{args}");
        }
    }

    #[test]
    fn anything_else_goes_through_syns_tree() {
        for condition in [
            "is!(x, A) || b",
            "(is!(x, A)) && b",
            "!is!(x, A)",
            "a && b",
            "is!(a == b is P)",
            "is!(x as u8 is 1..)",
            "is!(x is A | B)",
            "is!(x, A | B)",
            "is!(x is (A))",
            // syn prints a chain of plain operands after the first link in parentheses.
            "is!(x, Some(v) if v > 2 && w)",
            "is!(x, A) && is!(b && c && y is P)",
            "is!(x, Some(y) if y || z)",
            "is!(a && b, true)",
            "let Some(a) = x && is!(y, Ok(_))",
            "is::is!(x, A)",
            "is!()",
            "is!(x is)",
            // A lone `(…)` is read inside, where syn rejects these.
            "is!(x, Some if (_ !))",
            "is!(x, Some if (else _))",
            "is!(x, Some) && (|)",
            "is!((_ !), Some)",
        ] {
            assert_eq!(short(condition), None, "{condition}");
        }
    }
}
