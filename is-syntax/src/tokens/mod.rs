//! The ground floor: token helpers that the rest of the crate builds on. Nothing here imports
//! anything else of the crate.
//!
//! - [`name`]: identifiers' text, read without allocating;
//! - [`is_names`]: the names `is!` goes by, renamed by a `use` too;
//! - [`bindings`]: the names a pattern binds;
//! - [`word`]: the identifiers the reader asks about, as a small enum;
//! - [`punct`]: punctuation read as operators;
//! - [`level`]: the tokens of one group, read once, with their names;
//! - [`needles`]: the names worth reading a group for, searched in its printed text;
//! - [`walk`]: walks of every token at any depth, without recursion;
//! - [`errors`]: the errors of one macro call, and the depth limit;
//! - [`source`]: tokens written back as a person writes them, for messages;
//! - [`build`]: new tokens for generated code.

pub(crate) mod bindings;
pub(crate) mod build;
pub(crate) mod errors;
pub(crate) mod is_names;
pub(crate) mod level;
pub(crate) mod name;
pub(crate) mod needles;
pub(crate) mod punct;
pub(crate) mod source;
pub(crate) mod walk;
pub(crate) mod word;

pub(crate) use errors::{Errors, MAX_DEPTH, Mark, Recovery, with_help};
pub(crate) use level::Level;
pub(crate) use name::ident_is;
pub(crate) use punct::{Op, is_punct};
pub(crate) use word::Word;
