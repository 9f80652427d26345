//! Stage 3, lower: each test becomes a `let` of a let-chain. In an `if`, `while` or match-guard
//! condition the chain is the condition itself, so the bindings reach the body exactly as a
//! hand-written let-chain's do; anywhere else it is `if CHAIN { true } else { false }`.
//!
//! No helper, path or temporary is generated, so nothing can clash with user names, and the
//! code is the let-chain a person would write.

use proc_macro2::{Span, TokenStream, TokenTree};
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
