//! The newtype of an enum refinement (`Result<T, E> is Err(_)`): the enum itself, known to
//! match, with the accessors for its variant's field.
//!
//! The struct takes the base as a last type parameter, defaulted to it
//! (`struct Failure<T, E, Base = Result<T, E>>`), and implements each trait the base has, as a
//! derive would for a generic field: `Option<String> is Some(_)` is `Clone` but not `Copy`.
//! Those impls and `new`, `get` and `into_inner` touch the field, and are in the hidden
//! module with the struct; the rest reaches the value through them.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::{GenericParam, Ident, ItemType, Pat, Type};

use super::integrations::serde_impls;
use super::shared::{Fresh, api_name, call_site, format_literal, tokens_of, where_predicates};
use super::shell::Shell;
use crate::tokens::Errors;
use crate::tokens::source::source;

/// An enum refinement: `Result<T, E> is Err(_)`, a `Result` known to be `Err`.
pub(super) fn refinement(shell: &Shell, errors: &mut Errors) -> Option<TokenStream> {
    let Shell {
        item,
        base,
        base_name,
        pat,
        pattern,
        ..
    } = shell;
    if let Some(why) = matches_everything(base, pat) {
        errors.push_help_under(
            pat,
            &format!("this pattern {why}"),
            "refine with a pattern that excludes a value, e.g. `Option<T> is Some(_)`",
        );
        return None;
    }
    // The name everywhere but in the struct's definition: the same type, at the call site.
    let ident = call_site(&item.ident);
    let shape = Shape::of(item, &ident, shell.fresh);
    let name = item.ident.to_string();
    let layout_doc = format!(
        "The `{base_name}` values that match `{pattern}`. Layout: `#[repr(transparent)]` over `{base_name}`, so a `&{base_name}` refines to a `&{name}` without a copy."
    );
    let attributes = shell.type_attributes(&layout_doc);
    let definition = shape.definition(&item.vis, base, shell.root);
    let storage = shape.storage(shell.root);
    let traits = shape.traits();
    let clone_and_copy = clone_and_copy(shell, &ident);
    let inherent = inherent(shell, &ident);
    let conversions = conversions(shell, &ident);
    let serde = serde_impls(&ident, shell, base, quote!(self.get()));
    Some(shell.wrap(
        quote!(#attributes #definition),
        inherent,
        quote!(#storage #traits #clone_and_copy #conversions #serde),
    ))
}

/// Why `pat` admits every value of `base`, if the macro can tell: `_`, a binding, or every
/// variant of `Option` or `Result` with its field left open.
fn matches_everything(base: &Type, pat: &Pat) -> Option<&'static str> {
    let cases: Vec<&Pat> = match pat {
        Pat::Paren(paren) => return matches_everything(base, &paren.pat),
        Pat::Or(or) => or.cases.iter().collect(),
        other => vec![other],
    };
    if cases.iter().any(|case| is_catch_all(case)) {
        return Some("binds a name or is `_`, and matches everything");
    }
    let variants: &[&str] = match enum_name(base).as_deref() {
        Some("Option") => &["Some", "None"],
        Some("Result") => &["Ok", "Err"],
        _ => return None,
    };
    let covered = |variant: &&str| cases.iter().any(|case| covers_variant(case, variant));
    variants
        .iter()
        .all(covered)
        .then_some("matches every value of its enum")
}

/// `_`, or a binding without a subpattern: every value. A capitalised name (`None`) is a
/// unit variant or a constant, as rustc reads it too.
fn is_catch_all(pat: &Pat) -> bool {
    match pat {
        Pat::Wild(_) => true,
        Pat::Ident(binding) => {
            binding.subpat.is_none()
                && !binding
                    .ident
                    .to_string()
                    .starts_with(|c: char| c.is_uppercase())
        }
        Pat::Paren(paren) => is_catch_all(&paren.pat),
        _ => false,
    }
}

/// Whether `pat` matches every value of the variant `variant`: `None`, `Some(_)`, `Ok(x)`.
fn covers_variant(pat: &Pat, variant: &str) -> bool {
    match pat {
        Pat::Paren(paren) => covers_variant(&paren.pat, variant),
        Pat::Or(or) => or.cases.iter().any(|case| covers_variant(case, variant)),
        Pat::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|s| s.ident == variant),
        Pat::Ident(ident) => ident.subpat.is_none() && ident.ident == variant,
        Pat::TupleStruct(tuple) => {
            tuple
                .path
                .segments
                .last()
                .is_some_and(|s| s.ident == variant)
                && tuple
                    .elems
                    .iter()
                    .all(|elem| is_catch_all(elem) || matches!(elem, Pat::Rest(_)))
        }
        _ => false,
    }
}

/// The last segment of `base`'s path: `Option` in `core::option::Option<T>`.
fn enum_name(base: &Type) -> Option<String> {
    let Type::Path(path) = base else { return None };
    Some(path.path.segments.last()?.ident.to_string())
}

/// The struct's generics: the alias's own, then the base.
struct Shape<'a> {
    /// The alias's name as the user wrote it, for the struct's definition.
    ident: &'a Ident,
    /// The same name at the call site, for the impls.
    call_ident: &'a Ident,
    generics: &'a syn::Generics,
    /// The name of the base's parameter, which the alias does not hold.
    base_param: Ident,
    /// The name of `Hash::hash`'s parameter, which the alias does not hold.
    hasher: Ident,
}

impl<'a> Shape<'a> {
    fn of(item: &'a ItemType, call_ident: &'a Ident, fresh: &Fresh) -> Self {
        Shape {
            ident: &item.ident,
            call_ident,
            generics: &item.generics,
            base_param: fresh.ident("Base"),
            hasher: fresh.ident("H"),
        }
    }

    /// The alias's parameters as arguments: `'a, T, N`.
    fn arguments(&self) -> Vec<TokenStream> {
        self.generics
            .params
            .iter()
            .map(|param| match param {
                GenericParam::Lifetime(lifetime) => {
                    let lifetime = &lifetime.lifetime;
                    quote!(#lifetime)
                }
                GenericParam::Type(ty) => {
                    let ident = &ty.ident;
                    quote!(#ident)
                }
                GenericParam::Const(konst) => {
                    let ident = &konst.ident;
                    quote!(#ident)
                }
            })
            .collect()
    }

    /// `impl<PARAMS, Base> Storage for NAME<PARAMS, Base> { type Stored = Base; }`: the
    /// struct's field holds the base.
    fn storage(&self, root: &TokenStream) -> TokenStream {
        let Shape {
            base_param,
            call_ident: ident,
            ..
        } = self;
        let params = self.generics.params.iter();
        let args = self.arguments();
        let where_clause = &self.generics.where_clause;
        quote! {
            impl<#(#params,)* #base_param> #root::__private::Storage for #ident<#(#args,)* #base_param> #where_clause {
                type Stored = #base_param;
            }
        }
    }

    /// `VIS struct NAME<PARAMS, Base = BASE>(Sealed<Self>, PhantomData<…>);`: the field holds
    /// the base, and the alias's type parameters, used by the base, are marked used for the
    /// compiler.
    fn definition(&self, vis: &syn::Visibility, base: &Type, root: &TokenStream) -> TokenStream {
        let Shape {
            ident, base_param, ..
        } = self;
        let params = self.generics.params.iter();
        let where_clause = &self.generics.where_clause;
        let used = self.generics.type_params().map(|param| &param.ident);
        let lifetimes = self.generics.lifetimes().map(|param| &param.lifetime);
        quote! {
            #[repr(transparent)]
            #vis struct #ident <#(#params,)* #base_param = #base> (
                #root::__private::Sealed<Self>,
                ::core::marker::PhantomData<fn() -> (#(#used,)* #(&#lifetimes (),)*)>,
            ) #where_clause;
        }
    }

    /// The traits a derive would give, each where the base has it.
    fn traits(&self) -> TokenStream {
        let Shape {
            base_param,
            call_ident: ident,
            hasher,
            ..
        } = self;
        let params: Vec<&GenericParam> = self.generics.params.iter().collect();
        let args = self.arguments();
        let where_clause = &self.generics.where_clause;
        let span = Span::call_site();
        let each = |bound: TokenStream, body: TokenStream| {
            quote_spanned! {span=>
                impl<#(#params,)* #base_param: #bound> #bound for #ident<#(#args,)* #base_param> #where_clause {
                    #body
                }
            }
        };
        let impls = [
            each(
                quote!(::core::cmp::PartialEq),
                quote!(
                    #[inline]
                    fn eq(&self, __is_other: &Self) -> ::core::primitive::bool {
                        self.0.get() == __is_other.0.get()
                    }
                ),
            ),
            each(quote!(::core::cmp::Eq), TokenStream::new()),
            each(
                quote!(::core::cmp::PartialOrd),
                quote!(
                    #[inline]
                    fn partial_cmp(
                        &self,
                        __is_other: &Self,
                    ) -> ::core::option::Option<::core::cmp::Ordering> {
                        ::core::cmp::PartialOrd::partial_cmp(self.0.get(), __is_other.0.get())
                    }
                ),
            ),
            each(
                quote!(::core::cmp::Ord),
                quote!(
                    #[inline]
                    fn cmp(&self, __is_other: &Self) -> ::core::cmp::Ordering {
                        ::core::cmp::Ord::cmp(self.0.get(), __is_other.0.get())
                    }
                ),
            ),
            each(
                quote!(::core::hash::Hash),
                quote!(
                    #[inline]
                    fn hash<#hasher: ::core::hash::Hasher>(&self, __is_state: &mut #hasher) {
                        ::core::hash::Hash::hash(self.0.get(), __is_state)
                    }
                ),
            ),
            each(
                quote!(::core::fmt::Debug),
                quote!(
                    #[inline]
                    fn fmt(&self, __is_f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        ::core::fmt::Debug::fmt(self.0.get(), __is_f)
                    }
                ),
            ),
        ];
        quote!(#(#impls)*)
    }
}

/// `Clone` and `Copy`, on the alias's own base only: a clone runs the base's `Clone`, which
/// is the user's code, so it is checked against the pattern (a panic naming the type if it
/// does not match). The bound's `for<'__is>` keeps a base without the trait from being an
/// error where the impl is written.
fn clone_and_copy(shell: &Shell, ident: &Ident) -> TokenStream {
    let any = shell.fresh.lifetime("__is");
    let Shell {
        item,
        base,
        pattern,
        root,
        ..
    } = shell;
    let generics = &item.generics;
    let (impl_generics, type_generics, _) = generics.split_for_impl();
    let where_predicates = where_predicates(generics);
    let name = ident.to_string();
    quote! {
        // A derive writes `Clone` as a copy where the base is `Copy`; this one checks the
        // clone. Marked as generated, so that clippy's pedantic `expl_impl_clone_on_copy`
        // leaves it be without an `allow`.
        #[automatically_derived]
        impl #impl_generics ::core::clone::Clone for #ident #type_generics
        where
            for<#any> #base: ::core::clone::Clone,
            #where_predicates
        {
            #[inline]
            fn clone(&self) -> Self {
                let __is_clone =
                    #root::__private::checked_clone(self.0.get(), Self::contains, #name, #pattern);
                // SAFETY: `checked_clone` gives back a clone that matches the pattern, or panics.
                Self(unsafe { #root::__private::Sealed::new(__is_clone) }, ::core::marker::PhantomData)
            }
        }

        impl #impl_generics ::core::marker::Copy for #ident #type_generics
        where
            for<#any> #base: ::core::marker::Copy,
            #where_predicates
        {
        }
    }
}

/// An inherent `impl` of the type holding `items`.
fn inherent_impl(shell: &Shell, ident: &Ident, items: TokenStream) -> TokenStream {
    let (impl_generics, type_generics, where_clause) = shell.item.generics.split_for_impl();
    let allow = by_reference_lints(shell.base);
    quote! {
        #allow
        impl #impl_generics #ident #type_generics #where_clause {
            #items
        }
    }
}

/// `new`, `get` and `into_inner`: the functions that touch the field.
fn fields(shell: &Shell, ident: &Ident) -> TokenStream {
    let Shell {
        base,
        pattern,
        root,
        api,
        ..
    } = shell;
    let name = ident.to_string();
    let [new, get, into_inner] = ["new", "get", "into_inner"].map(|name| api_name(name, *api));
    quote! {
        /// `value` as this type, or the error that gives it back if it does not match.
        /// (An integer's or a `char`'s `new` gives an `Option`: its value is a copy.)
        #[inline]
        pub fn #new(__is_value: #base) -> ::core::result::Result<Self, #root::PatternError<#base>> {
            if Self::contains(&__is_value) {
                // SAFETY: the value was just found to match the pattern.
                let __is_sealed = unsafe { #root::__private::Sealed::new(__is_value) };
                ::core::result::Result::Ok(Self(__is_sealed, ::core::marker::PhantomData))
            } else {
                ::core::result::Result::Err(#root::PatternError::new(__is_value, #pattern, #name))
            }
        }

        /// The value, borrowed.
        #[inline]
        pub const fn #get(&self) -> &#base {
            self.0.get()
        }

        /// The value, given back.
        #[inline]
        pub fn #into_inner(self) -> #base {
            self.0.into_inner()
        }
    }
}

/// `contains`, `from_ref` and the variant's accessor, where the alias is.
fn inherent(shell: &Shell, ident: &Ident) -> TokenStream {
    let any = shell.fresh.lifetime("__is");
    let Shell {
        base,
        pat,
        pattern,
        api,
        ..
    } = shell;
    let name = ident.to_string();
    let accessor = accessor(base, pat, &name, pattern, *api);
    let used = bindings(pat);
    let pat = super::read::without_parens((*pat).clone());
    let [pattern_name, contains, from_ref] =
        ["PATTERN", "contains", "from_ref"].map(|name| api_name(name, *api));
    let fields = fields(shell, ident);
    let items = quote! {
        #fields

        /// The pattern, as written.
        pub const #pattern_name: &'static ::core::primitive::str = #pattern;

        /// Whether `value` matches the pattern.
        #[must_use]
        #[inline]
        pub const fn #contains(__is_value: &#base) -> ::core::primitive::bool {
            match __is_value { #pat => { #(let _ = &#used;)* true } _ => false }
        }

        /// `value` as a reference to this type, if it matches: no copy is made.
        #[inline]
        pub fn #from_ref<#any>(__is_value: &#any #base) -> ::core::option::Option<&#any Self> {
            if Self::contains(__is_value) {
                // SAFETY: `Self` is `#[repr(transparent)]` over the base type (its other
                // field is a `PhantomData`), and `value` matches the pattern, which is all
                // `Self` promises.
                ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(__is_value).cast::<Self>() })
            } else {
                ::core::option::Option::None
            }
        }

        #accessor
    };
    inherent_impl(shell, ident, items)
}

/// The names a pattern binds (`x` in `Some(x)`), which `contains` uses so that they raise no
/// `unused_variables`: they name the field for the reader only. A lowercase name is a binding
/// as rustc reads it too (a `const` so named is used the same way, harmlessly).
fn bindings(pat: &Pat) -> Vec<Ident> {
    let mut out: Vec<Ident> = Vec::new();
    let mut stack = vec![pat];
    while let Some(pat) = stack.pop() {
        match pat {
            Pat::Ident(binding) => {
                let name = syn::ext::IdentExt::unraw(&binding.ident).to_string();
                if name.starts_with(|c: char| c.is_lowercase())
                    && !out.iter().any(|seen| seen == &binding.ident)
                {
                    out.push(binding.ident.clone());
                }
                stack.extend(binding.subpat.as_ref().map(|(_, sub)| &**sub));
            }
            // Every alternative binds the same names.
            Pat::Or(or) => stack.extend(or.cases.first()),
            Pat::Paren(paren) => stack.push(&paren.pat),
            Pat::Reference(reference) => stack.push(&reference.pat),
            Pat::Slice(slice) => stack.extend(&slice.elems),
            Pat::Tuple(tuple) => stack.extend(&tuple.elems),
            Pat::TupleStruct(tuple) => stack.extend(&tuple.elems),
            Pat::Struct(strukt) => stack.extend(strukt.fields.iter().map(|field| &*field.pat)),
            Pat::Type(typed) => stack.push(&typed.pat),
            _ => {}
        }
    }
    out
}

/// The `allow` that the functions taking or lending the base by reference need, where clippy
/// questions such a signature in hand-written code: `&Option<&T>` (`ref_option_ref`) and
/// `&Cow<…>` (`ptr_arg`). The base is taken by reference on purpose, whatever it is. Only for
/// those bases, so that every other alias builds under a user's `forbid` of these lints.
fn by_reference_lints(base: &Type) -> Option<TokenStream> {
    let Type::Path(path) = base else { return None };
    let last = path.path.segments.last()?;
    let lint = match last.ident.to_string().as_str() {
        "Cow" => quote!(clippy::ptr_arg),
        "Option" => {
            let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
                return None;
            };
            let borrowed = matches!(
                args.args.first(),
                Some(syn::GenericArgument::Type(Type::Reference(_)))
            );
            if !borrowed {
                return None;
            }
            quote!(clippy::ref_option_ref)
        }
        _ => return None,
    };
    Some(quote!(#[allow(#lint)]))
}

/// `From`, `AsRef`, `Borrow`, `TryFrom` and `PatternType`.
fn conversions(shell: &Shell, ident: &Ident) -> TokenStream {
    let allow = by_reference_lints(shell.base);
    let any = shell.fresh.lifetime("__is");
    let Shell {
        item,
        base,
        pattern,
        root,
        ..
    } = shell;
    let generics = &item.generics;
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let where_predicates = where_predicates(generics);
    quote! {
        impl #impl_generics ::core::convert::From<#ident #type_generics> for #base #where_clause {
            #[inline]
            fn from(__is_value: #ident #type_generics) -> Self { __is_value.into_inner() }
        }

        // `get` borrows the enum the value is, as the base: the trait fixes the signature.
        #allow
        impl #impl_generics ::core::convert::AsRef<#base> for #ident #type_generics #where_clause {
            #[inline]
            fn as_ref(&self) -> &#base { self.get() }
        }

        // Comparison and hashing are the enum's own, as `Borrow` asks.
        #allow
        impl #impl_generics ::core::borrow::Borrow<#base> for #ident #type_generics #where_clause {
            #[inline]
            fn borrow(&self) -> &#base { self.get() }
        }

        impl #impl_generics ::core::convert::TryFrom<#base> for #ident #type_generics #where_clause {
            type Error = #root::PatternError<#base>;
            #[inline]
            fn try_from(__is_value: #base) -> ::core::result::Result<Self, #root::PatternError<#base>> { Self::new(__is_value) }
        }

        // For a clone of the value, checked as `Clone` checks it; the inherent `get` borrows
        // it. The bound's `for<'__is>` keeps it from being checked where the impl is written:
        // without it a base that is not `Clone` (`Option<NoClone>`) is an error here, not
        // just a type without the trait.
        impl #impl_generics #root::PatternType for #ident #type_generics
        where
            for<#any> #base: ::core::clone::Clone,
            #where_predicates
        {
            type Base = #base;
            const PATTERN: &'static ::core::primitive::str = #pattern;
            #[inline]
            fn new(__is_value: #base) -> ::core::option::Option<Self> { Self::new(__is_value).ok() }
            #[inline]
            fn get(&self) -> #base { ::core::clone::Clone::clone(self).into_inner() }
            #[inline]
            fn contains(__is_value: #base) -> ::core::primitive::bool { Self::contains(&__is_value) }
        }
    }
}

/// `Path(_)` or `Path(x)`: the path and its last segment, the variant.
pub(super) fn single_field_variant(pat: &Pat) -> Option<(syn::Path, Ident)> {
    match pat {
        Pat::Paren(paren) => single_field_variant(&paren.pat),
        Pat::TupleStruct(tuple) if tuple.elems.len() == 1 && tuple.qself.is_none() => {
            let field = &tuple.elems[0];
            let simple = matches!(field, Pat::Wild(_))
                || matches!(field, Pat::Ident(ident) if ident.subpat.is_none());
            let variant = tuple.path.segments.last()?.ident.clone();
            simple.then(|| (tuple.path.clone(), variant))
        }
        _ => None,
    }
}

/// For `Option<T> is Some(_)`, `Result<T, E> is Ok(_)` and `Result<T, E> is Err(_)`: the one
/// field, infallibly, as `into_some`, `into_ok` or `into_err`. The field's type is read off the
/// base's generic arguments, which only these two enums fix by name; for other enums the
/// accessor is left out rather than guessed (`into_inner` and a `match` do the same).
pub(super) fn accessor(
    base: &Type,
    pat: &Pat,
    name: &str,
    pattern: &str,
    api: Span,
) -> Option<TokenStream> {
    let (path, variant) = single_field_variant(pat)?;
    let Type::Path(base_path) = base else {
        return None;
    };
    let last = base_path.path.segments.last()?;
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let types: Vec<&Type> = args
        .args
        .iter()
        .filter_map(|arg| match arg {
            syn::GenericArgument::Type(ty) => Some(ty),
            _ => None,
        })
        .collect();
    let field = match (
        last.ident.to_string().as_str(),
        variant.to_string().as_str(),
    ) {
        ("Option", "Some") | ("Result", "Ok") => types.first()?,
        ("Result", "Err") => types.get(1)?,
        _ => return None,
    };
    let method = api_name(
        &format!(
            "into_{}",
            snake_case(&syn::ext::IdentExt::unraw(&variant).to_string())
        ),
        api,
    );
    let doc = format!(
        "The field of `{}`, which this value is known to be.",
        source(&tokens_of(&path))
    );
    let message = format_literal(&format!("every `{name}` matches `{pattern}`"));
    Some(quote! {
        #[doc = #doc]
        #[inline]
        pub fn #method(self) -> #field {
            match self.into_inner() {
                #path(__is_field) => __is_field,
                _ => ::core::unreachable!(#message),
            }
        }
    })
}

pub(super) fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}
