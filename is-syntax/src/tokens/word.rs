//! The identifiers the reader asks about, each read once into a small enum: a match on a
//! string costs a comparison for each arm in the unoptimised build proc macros get by
//! default, and the reader asks of most identifiers, often.

/// An identifier the reader knows by name, `Other` for any other, `None` for a token that is
/// no identifier.
#[derive(Clone, Copy, Eq, Debug)]
pub(crate) enum Word {
    None,
    Other,
    /// `as`
    As,
    /// `async`
    Async,
    /// `await`
    Await,
    /// `break`
    Break,
    /// `const`
    Const,
    /// `continue`
    Continue,
    /// `crate`
    Crate,
    /// `dyn`
    Dyn,
    /// `else`
    Else,
    /// `enum`
    Enum,
    /// `extern`
    Extern,
    /// `false`
    False,
    /// `fn`
    Fn,
    /// `for`
    For,
    /// `if`
    If,
    /// `impl`
    Impl,
    /// `in`
    In,
    /// `let`
    Let,
    /// `loop`
    Loop,
    /// `match`
    Match,
    /// `mod`
    Mod,
    /// `move`
    Move,
    /// `mut`
    Mut,
    /// `pub`
    Pub,
    /// `ref`
    Ref,
    /// `return`
    Return,
    /// `self`
    SelfValue,
    /// `Self`
    SelfType,
    /// `static`
    Static,
    /// `struct`
    Struct,
    /// `super`
    Super,
    /// `trait`
    Trait,
    /// `true`
    True,
    /// `type`
    Type,
    /// `unsafe`
    Unsafe,
    /// `use`
    Use,
    /// `where`
    Where,
    /// `while`
    While,
    /// `abstract`
    Abstract,
    /// `become`
    Become,
    /// `box`
    Box,
    /// `do`
    Do,
    /// `final`
    Final,
    /// `macro`
    Macro,
    /// `override`
    Override,
    /// `priv`
    Priv,
    /// `typeof`
    Typeof,
    /// `unsized`
    Unsized,
    /// `virtual`
    Virtual,
    /// `yield`
    Yield,
    /// `try`
    Try,
    /// `gen`
    Gen,
    /// `is`
    Is,
    /// `union`
    Union,
    /// `auto`
    Auto,
    /// `safe`
    Safe,
    /// `default`
    Default,
    /// `raw`
    Raw,
    /// `macro_rules`
    MacroRules,
    /// `_`
    Underscore,
    /// `assert`
    Assert,
    /// `debug_assert`
    DebugAssert,
    /// `matches`
    Matches,
    /// `used`
    Used,
    /// `is_syntax`
    IsSyntax,
    /// `allow`
    Allow,
    /// `is_statement`
    IsStatement,
    /// `let_else`
    LetElse,
    /// `std`
    Std,
    /// `core`
    Core,
    /// `stringify`
    Stringify,
    /// `concat`
    Concat,
    /// `concat_bytes`
    ConcatBytes,
    /// `concat_idents`
    ConcatIdents,
    /// `include`
    Include,
    /// `include_str`
    IncludeStr,
    /// `include_bytes`
    IncludeBytes,
    /// `env`
    Env,
    /// `option_env`
    OptionEnv,
    /// `compile_error`
    CompileError,
    /// `cfg`
    Cfg,
    /// `line`
    Line,
    /// `column`
    Column,
    /// `file`
    File,
    /// `module_path`
    ModulePath,
    /// `asm`
    Asm,
    /// `global_asm`
    GlobalAsm,
    /// `naked_asm`
    NakedAsm,
    /// `u8`
    U8,
    /// `u16`
    U16,
    /// `u32`
    U32,
    /// `u64`
    U64,
    /// `u128`
    U128,
    /// `usize`
    Usize,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `i128`
    I128,
    /// `isize`
    Isize,
    /// `char`
    Char,
    /// `bool`
    Bool,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `str`
    Str,
}

// By hand rather than derived: a derived `==` is a call in the unoptimised build proc macros
// get by default, and the reader compares these for nearly every token.
impl PartialEq for Word {
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        *self as u8 == *other as u8
    }
}

impl Word {
    /// The word `name` is.
    #[cfg(test)]
    pub(crate) fn of(name: &str) -> Word {
        Word::of_bytes(name.as_bytes())
    }

    /// The word spelt `bytes`.
    pub(crate) fn of_bytes(bytes: &[u8]) -> Word {
        let Some(&first) = bytes.first() else {
            return Word::Other;
        };
        // By length and first letter, so that a name is compared with a few words at most.
        match (bytes.len(), first) {
            (1, b'_') => match bytes {
                b"_" => Word::Underscore,
                _ => Word::Other,
            },
            (2, b'a') => match bytes {
                b"as" => Word::As,
                _ => Word::Other,
            },
            (2, b'd') => match bytes {
                b"do" => Word::Do,
                _ => Word::Other,
            },
            (2, b'f') => match bytes {
                b"fn" => Word::Fn,
                _ => Word::Other,
            },
            (2, b'i') => match bytes {
                b"if" => Word::If,
                b"in" => Word::In,
                b"is" => Word::Is,
                b"i8" => Word::I8,
                _ => Word::Other,
            },
            (2, b'u') => match bytes {
                b"u8" => Word::U8,
                _ => Word::Other,
            },
            (3, b'a') => match bytes {
                b"asm" => Word::Asm,
                _ => Word::Other,
            },
            (3, b'b') => match bytes {
                b"box" => Word::Box,
                _ => Word::Other,
            },
            (3, b'c') => match bytes {
                b"cfg" => Word::Cfg,
                _ => Word::Other,
            },
            (3, b'd') => match bytes {
                b"dyn" => Word::Dyn,
                _ => Word::Other,
            },
            (3, b'e') => match bytes {
                b"env" => Word::Env,
                _ => Word::Other,
            },
            (3, b'f') => match bytes {
                b"for" => Word::For,
                b"f32" => Word::F32,
                b"f64" => Word::F64,
                _ => Word::Other,
            },
            (3, b'g') => match bytes {
                b"gen" => Word::Gen,
                _ => Word::Other,
            },
            (3, b'i') => match bytes {
                b"i16" => Word::I16,
                b"i32" => Word::I32,
                b"i64" => Word::I64,
                _ => Word::Other,
            },
            (3, b'l') => match bytes {
                b"let" => Word::Let,
                _ => Word::Other,
            },
            (3, b'm') => match bytes {
                b"mod" => Word::Mod,
                b"mut" => Word::Mut,
                _ => Word::Other,
            },
            (3, b'p') => match bytes {
                b"pub" => Word::Pub,
                _ => Word::Other,
            },
            (3, b'r') => match bytes {
                b"ref" => Word::Ref,
                b"raw" => Word::Raw,
                _ => Word::Other,
            },
            (3, b's') => match bytes {
                b"std" => Word::Std,
                b"str" => Word::Str,
                _ => Word::Other,
            },
            (3, b't') => match bytes {
                b"try" => Word::Try,
                _ => Word::Other,
            },
            (3, b'u') => match bytes {
                b"use" => Word::Use,
                b"u16" => Word::U16,
                b"u32" => Word::U32,
                b"u64" => Word::U64,
                _ => Word::Other,
            },
            (4, b'S') => match bytes {
                b"Self" => Word::SelfType,
                _ => Word::Other,
            },
            (4, b'a') => match bytes {
                b"auto" => Word::Auto,
                _ => Word::Other,
            },
            (4, b'b') => match bytes {
                b"bool" => Word::Bool,
                _ => Word::Other,
            },
            (4, b'c') => match bytes {
                b"core" => Word::Core,
                b"char" => Word::Char,
                _ => Word::Other,
            },
            (4, b'e') => match bytes {
                b"else" => Word::Else,
                b"enum" => Word::Enum,
                _ => Word::Other,
            },
            (4, b'f') => match bytes {
                b"file" => Word::File,
                _ => Word::Other,
            },
            (4, b'i') => match bytes {
                b"impl" => Word::Impl,
                b"i128" => Word::I128,
                _ => Word::Other,
            },
            (4, b'l') => match bytes {
                b"loop" => Word::Loop,
                b"line" => Word::Line,
                _ => Word::Other,
            },
            (4, b'm') => match bytes {
                b"move" => Word::Move,
                _ => Word::Other,
            },
            (4, b'p') => match bytes {
                b"priv" => Word::Priv,
                _ => Word::Other,
            },
            (4, b's') => match bytes {
                b"self" => Word::SelfValue,
                b"safe" => Word::Safe,
                _ => Word::Other,
            },
            (4, b't') => match bytes {
                b"true" => Word::True,
                b"type" => Word::Type,
                _ => Word::Other,
            },
            (4, b'u') => match bytes {
                b"used" => Word::Used,
                b"u128" => Word::U128,
                _ => Word::Other,
            },
            (5, b'a') => match bytes {
                b"async" => Word::Async,
                b"await" => Word::Await,
                b"allow" => Word::Allow,
                _ => Word::Other,
            },
            (5, b'b') => match bytes {
                b"break" => Word::Break,
                _ => Word::Other,
            },
            (5, b'c') => match bytes {
                b"const" => Word::Const,
                b"crate" => Word::Crate,
                _ => Word::Other,
            },
            (5, b'f') => match bytes {
                b"false" => Word::False,
                b"final" => Word::Final,
                _ => Word::Other,
            },
            (5, b'i') => match bytes {
                b"isize" => Word::Isize,
                _ => Word::Other,
            },
            (5, b'm') => match bytes {
                b"match" => Word::Match,
                b"macro" => Word::Macro,
                _ => Word::Other,
            },
            (5, b's') => match bytes {
                b"super" => Word::Super,
                _ => Word::Other,
            },
            (5, b't') => match bytes {
                b"trait" => Word::Trait,
                _ => Word::Other,
            },
            (5, b'u') => match bytes {
                b"union" => Word::Union,
                b"usize" => Word::Usize,
                _ => Word::Other,
            },
            (5, b'w') => match bytes {
                b"where" => Word::Where,
                b"while" => Word::While,
                _ => Word::Other,
            },
            (5, b'y') => match bytes {
                b"yield" => Word::Yield,
                _ => Word::Other,
            },
            (6, b'a') => match bytes {
                b"assert" => Word::Assert,
                _ => Word::Other,
            },
            (6, b'b') => match bytes {
                b"become" => Word::Become,
                _ => Word::Other,
            },
            (6, b'c') => match bytes {
                b"concat" => Word::Concat,
                b"column" => Word::Column,
                _ => Word::Other,
            },
            (6, b'e') => match bytes {
                b"extern" => Word::Extern,
                _ => Word::Other,
            },
            (6, b'r') => match bytes {
                b"return" => Word::Return,
                _ => Word::Other,
            },
            (6, b's') => match bytes {
                b"static" => Word::Static,
                b"struct" => Word::Struct,
                _ => Word::Other,
            },
            (6, b't') => match bytes {
                b"typeof" => Word::Typeof,
                _ => Word::Other,
            },
            (6, b'u') => match bytes {
                b"unsafe" => Word::Unsafe,
                _ => Word::Other,
            },
            (7, b'd') => match bytes {
                b"default" => Word::Default,
                _ => Word::Other,
            },
            (7, b'i') => match bytes {
                b"include" => Word::Include,
                _ => Word::Other,
            },
            (7, b'm') => match bytes {
                b"matches" => Word::Matches,
                _ => Word::Other,
            },
            (7, b'u') => match bytes {
                b"unsized" => Word::Unsized,
                _ => Word::Other,
            },
            (7, b'v') => match bytes {
                b"virtual" => Word::Virtual,
                _ => Word::Other,
            },
            (8, b'a') => match bytes {
                b"abstract" => Word::Abstract,
                _ => Word::Other,
            },
            (8, b'c') => match bytes {
                b"continue" => Word::Continue,
                _ => Word::Other,
            },
            (8, b'l') => match bytes {
                b"let_else" => Word::LetElse,
                _ => Word::Other,
            },
            (8, b'o') => match bytes {
                b"override" => Word::Override,
                _ => Word::Other,
            },
            (9, b'i') => match bytes {
                b"is_syntax" => Word::IsSyntax,
                _ => Word::Other,
            },
            (9, b'n') => match bytes {
                b"naked_asm" => Word::NakedAsm,
                _ => Word::Other,
            },
            (9, b's') => match bytes {
                b"stringify" => Word::Stringify,
                _ => Word::Other,
            },
            (10, b'g') => match bytes {
                b"global_asm" => Word::GlobalAsm,
                _ => Word::Other,
            },
            (10, b'o') => match bytes {
                b"option_env" => Word::OptionEnv,
                _ => Word::Other,
            },
            (11, b'i') => match bytes {
                b"include_str" => Word::IncludeStr,
                _ => Word::Other,
            },
            (11, b'm') => match bytes {
                b"macro_rules" => Word::MacroRules,
                b"module_path" => Word::ModulePath,
                _ => Word::Other,
            },
            (12, b'c') => match bytes {
                b"concat_bytes" => Word::ConcatBytes,
                _ => Word::Other,
            },
            (12, b'd') => match bytes {
                b"debug_assert" => Word::DebugAssert,
                _ => Word::Other,
            },
            (12, b'i') => match bytes {
                b"is_statement" => Word::IsStatement,
                _ => Word::Other,
            },
            (13, b'c') => match bytes {
                b"concat_idents" => Word::ConcatIdents,
                b"compile_error" => Word::CompileError,
                _ => Word::Other,
            },
            (13, b'i') => match bytes {
                b"include_bytes" => Word::IncludeBytes,
                _ => Word::Other,
            },
            _ => Word::Other,
        }
    }

    /// Whether the word is one of Rust's strict or reserved keywords.
    pub(crate) fn is_keyword(self) -> bool {
        matches!(
            self,
            Word::As
                | Word::Async
                | Word::Await
                | Word::Break
                | Word::Const
                | Word::Continue
                | Word::Crate
                | Word::Dyn
                | Word::Else
                | Word::Enum
                | Word::Extern
                | Word::False
                | Word::Fn
                | Word::For
                | Word::If
                | Word::Impl
                | Word::In
                | Word::Let
                | Word::Loop
                | Word::Match
                | Word::Mod
                | Word::Move
                | Word::Mut
                | Word::Pub
                | Word::Ref
                | Word::Return
                | Word::SelfValue
                | Word::SelfType
                | Word::Static
                | Word::Struct
                | Word::Super
                | Word::Trait
                | Word::True
                | Word::Type
                | Word::Unsafe
                | Word::Use
                | Word::Where
                | Word::While
                | Word::Abstract
                | Word::Become
                | Word::Box
                | Word::Do
                | Word::Final
                | Word::Macro
                | Word::Override
                | Word::Priv
                | Word::Typeof
                | Word::Unsized
                | Word::Virtual
                | Word::Yield
                | Word::Try
                | Word::Gen
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Word;

    #[test]
    fn keywords_are_rusts_strict_and_reserved_ones() {
        const KEYWORDS: &str = "as async await break const continue crate dyn else enum extern \
            false fn for if impl in let loop match mod move mut pub ref return self Self static \
            struct super trait true type unsafe use where while abstract become box do final \
            macro override priv typeof unsized virtual yield try gen";
        for keyword in KEYWORDS.split_whitespace() {
            assert!(Word::of(keyword).is_keyword(), "{keyword}");
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
            assert!(!Word::of(name).is_keyword(), "{name}");
        }
    }

    #[test]
    fn words_are_read_whole() {
        assert_eq!(Word::of("is"), Word::Is);
        assert_eq!(Word::of("isx"), Word::Other);
        assert_eq!(Word::of("i"), Word::Other);
        assert_eq!(Word::of("r#is"), Word::Other);
        assert_eq!(Word::of("macro_rules"), Word::MacroRules);
        assert_eq!(Word::of("debug_assert"), Word::DebugAssert);
        assert_eq!(Word::of("_"), Word::Underscore);
        assert_eq!(Word::of("Self"), Word::SelfType);
        assert_eq!(Word::of("self"), Word::SelfValue);
    }
}
