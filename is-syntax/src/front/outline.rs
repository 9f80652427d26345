//! Where `is` stands in Rust source, read as the macros read it, for a tool that lays the
//! source out (`cargo is fmt`): each macro call that holds an infix `is`, and in it each
//! test's `is` and pattern, each pattern-type alias, and each part of a pattern that binds by
//! `ref`, `mut`, `box` or `@`.
//!
//! The calls are found by their paths as the reader knows them (`is!` under any name of the
//! crate, `assert!` and `debug_assert!` of `std` and `core`, `is::syntax!`), and each is read
//! by the reader the macros use: a tool sees a test, and where its pattern ends, exactly where
//! the macro does.

use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};

use crate::pattern_type::split_at_is;
use crate::syntax::tree::Run;
use crate::syntax::{
    AS_WRITTEN, Cursor, Expr, Form, Front, Node, Pattern, PatternMarks, Reader, is_is_path,
    macro_path, own_asserts,
};
use crate::tokens::{Errors, Level, Word, ident_is};

/// Which macro a region is a call of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// `is!(…)` under any name of the crate.
    Is,
    /// `assert!(…)` or `debug_assert!(…)`, plain or through `std::` or `core::`.
    Assert,
    /// `is::syntax! { … }`.
    Block,
    /// `is!(BASE is PATTERN)` as the whole value of a `type` alias: a pattern type, whose
    /// `BASE` is a type.
    PatternType,
}

/// A stretch of tokens, by the spans of its first and its last token.
#[derive(Clone, Copy, Debug)]
pub struct Stretch {
    /// Its first token's span.
    pub first: Span,
    /// Its last token's span (the first's, for one token).
    pub last: Span,
}

/// A test: `EXPR is PATTERN`, or `is!(EXPR, PATTERN)`.
#[derive(Clone, Copy, Debug)]
pub struct Test {
    /// The `is`, or the `,` of the comma form.
    pub keyword: Span,
    /// Whether it is written `EXPR is PATTERN`.
    pub infix: bool,
    /// The pattern, from its first token to its last.
    pub pattern: Stretch,
}

/// A pattern-type alias: `type NAME = BASE is PATTERN;` in an `is::syntax!` block, or
/// `type NAME = is!(BASE is PATTERN);`.
#[derive(Clone, Copy, Debug)]
pub struct PatternType {
    /// The type refined: `BASE`.
    pub base: Stretch,
    /// The `is` between the type and the pattern.
    pub is: Span,
    /// The values it admits: `PATTERN`.
    pub pattern: Stretch,
    /// Whether it is written `is!(BASE is PATTERN)`.
    pub call: bool,
}

/// A macro call that holds an infix `is`, read.
#[derive(Clone, Debug)]
pub struct Region {
    /// Which macro it is a call of.
    pub kind: RegionKind,
    /// The first token of the call's path.
    pub start: Span,
    /// The opening delimiter of the group that holds its arguments or items.
    pub open: Span,
    /// The closing delimiter of that group.
    pub close: Span,
    /// Its tests, outermost first where they nest, else in order.
    pub tests: Vec<Test>,
    /// Its pattern-type aliases (blocks only).
    pub pattern_types: Vec<PatternType>,
    /// The parts of its patterns that no expression reads like, which a tool that lays a
    /// pattern out as an expression stands something in for: bindings by `ref` or `mut` with
    /// their names (`ref mut x`), by `box` with their patterns, and struct pattern fields that
    /// bind so. One inside another is listed too.
    pub bindings: Vec<Stretch>,
    /// The `@` of each `NAME @ PATTERN`.
    pub at_signs: Vec<Span>,
    /// Stretches of its patterns that read as an expression only in parentheses: the
    /// alternatives of a pattern of which one is a range at its top (`b'0'..=b'9' | b'_'`
    /// would read as a range of `|`s), and a range without an end (`5..`).
    pub grouped: Vec<Stretch>,
    /// The `|` before a pattern's first alternative.
    pub leading_bars: Vec<Span>,
    /// The first error the macro reports reading the call, if it does not read.
    pub error: Option<String>,
}

/// The outermost macro calls of `source` that hold an infix `is`, in order: `is!(… is …)`,
/// `assert!(… is …)` and `debug_assert!(… is …)`, and `is::syntax! { … }` blocks; not
/// those inside `macro_rules!` definitions or in the arguments of macros whose tokens are never
/// code (`stringify!`, `concat!`, …). A call of `is!` under a name a `use` of the file gives
/// it counts within `for_tools::with_file_names` of the file, as a tool reads it.
///
/// ```
/// use is_operator_syntax::outline::{RegionKind, regions};
///
/// let source = "fn f(x: Option<u8>) -> bool { is!(x is Some(ref v) if *v > 3) || is!(x, None) }";
/// let found = regions(source.parse().unwrap());
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].kind, RegionKind::Is);
/// assert!(found[0].tests[0].infix);
/// assert_eq!(found[0].bindings.len(), 1); // `ref v`
/// assert!(found[0].error.is_none());
///
/// let block = "is::syntax! { type Small = u8 is 0..10; fn g(s: &str) -> bool { s.len() is 1..=3 } }";
/// let found = regions(block.parse().unwrap());
/// assert_eq!(found[0].kind, RegionKind::Block);
/// assert_eq!((found[0].tests.len(), found[0].pattern_types.len()), (1, 1));
/// ```
pub fn regions(source: TokenStream) -> Vec<Region> {
    let level = Level::read(source, 0);
    // What the macros look up in their input, looked up once for all the calls in it.
    let input = Input {
        root: &level,
        own_asserts: own_asserts(&level),
    };
    let mut found = Vec::new();
    find(&input, &level, &mut found);
    found
}

/// The tokens the calls stand in, and whether they define an `assert` of their own.
struct Input<'l> {
    root: &'l Level,
    own_asserts: (bool, bool),
}

impl<'l> Input<'l> {
    /// A reader of calls in this input, with its errors in `errors`.
    fn reader<'e>(&self, front: Front, errors: &'e mut Errors) -> Reader<'e>
    where
        'l: 'e,
    {
        Reader::of_input_known(front, errors, self.root, self.own_asserts)
    }
}

/// The regions in `level` and the groups in it, onto `found`.
fn find(input: &Input<'_>, level: &Level, found: &mut Vec<Region>) {
    if !level.has_is() {
        return;
    }
    let mut i = 0;
    while i < level.len() {
        if level.delimiter(i).is_none() {
            i += 1;
            continue;
        }
        // `macro_rules! NAME { … }`: its rules are Rust only once expanded.
        if i >= 3 && level.punct(i - 2, '!') && level.word(i - 3) == Word::MacroRules {
            i += 1;
            continue;
        }
        let call_start = macro_call_start(level, i);
        match call_start.map(|start| read_call(input, level, start, i)) {
            Some(Call::Region(region)) => found.push(*region),
            Some(Call::Skipped) => {}
            Some(Call::Other) | None => {
                if let Some(group) = level.child(i) {
                    find(input, group, found);
                }
            }
        }
        i += 1;
    }
}

/// Where the path starts of the macro call whose group is at `group`: `PATH ! GROUP`.
fn macro_call_start(level: &Level, group: usize) -> Option<usize> {
    let bang = group.checked_sub(1)?;
    if !level.punct(bang, '!')
        || !matches!(
            level.tokens.get(bang.checked_sub(1)?),
            Some(TokenTree::Ident(_))
        )
    {
        return None;
    }
    let mut start = bang - 1;
    while start >= 3
        && level.punct(start - 1, ':')
        && level.punct(start - 2, ':')
        && matches!(level.tokens[start - 3], TokenTree::Ident(_))
    {
        start -= 3;
    }
    if start >= 2 && level.punct(start - 1, ':') && level.punct(start - 2, ':') {
        start -= 2;
    }
    Some(start)
}

/// What a macro call is to the outline.
enum Call {
    Region(Box<Region>),
    /// A call whose tokens are no code to look into.
    Skipped,
    /// Any other call, whose arguments may hold regions.
    Other,
}

/// The call `level.tokens[start..=group]` in `input`.
fn read_call(input: &Input<'_>, level: &Level, start: usize, group: usize) -> Call {
    let bang = group - 1;
    let name = level.word(bang - 1);
    let delimiter = level.delimiter(group);
    let call = delimiter == Some(Delimiter::Parenthesis);
    let mut errors = Errors::default();
    let std_assert = call
        && input
            .reader(Front::Attribute, &mut errors)
            .std_assert(name, macro_path(level, start, bang));
    let kind = match () {
        _ if call && is_is_path(level, start, bang) && alias_value(level, start, group) => {
            RegionKind::PatternType
        }
        _ if call && is_is_path(level, start, bang) => RegionKind::Is,
        _ if std_assert => RegionKind::Assert,
        _ if is_syntax_block(level, start, bang) && delimiter == Some(Delimiter::Brace) => {
            RegionKind::Block
        }
        _ if name == Word::MacroRules || AS_WRITTEN.contains(&name) => {
            return Call::Skipped;
        }
        _ => return Call::Other,
    };
    let Some(TokenTree::Group(tokens)) = level.tokens.get(group) else {
        return Call::Other;
    };
    let mut region = Region {
        kind,
        start: level.tokens[start].span(),
        open: tokens.span_open(),
        close: tokens.span_close(),
        tests: Vec::new(),
        pattern_types: Vec::new(),
        bindings: Vec::new(),
        at_signs: Vec::new(),
        grouped: Vec::new(),
        leading_bars: Vec::new(),
        error: None,
    };
    let mut marks = PatternMarks::default();
    let mut collect = Collect::default();
    match kind {
        RegionKind::Block => {
            let Some(items) = level.child(group) else {
                return Call::Skipped;
            };
            let mut ignored = Errors::default();
            let (_, first_item) = super::block::inner_attributes(items, &mut ignored);
            let mut reader = Reader::of_input(Front::Block, &mut errors, items);
            reader.marks = Some(&mut marks);
            reader.marking = true;
            let nodes = reader.items(items, first_item);
            collect.nodes(&nodes, &mut reader);
        }
        RegionKind::PatternType => {
            let mut reader = input.reader(Front::Attribute, &mut errors);
            reader.marks = Some(&mut marks);
            reader.marking = true;
            collect.alias(&level.tokens[start..=group], false, &mut reader);
            if collect.pattern_types.is_empty() {
                errors.push(syn::Error::new(
                    level.tokens[group].span(),
                    "a pattern type needs a base type and a pattern",
                ));
            }
        }
        RegionKind::Is | RegionKind::Assert => {
            let mut reader = input.reader(Front::Attribute, &mut errors);
            reader.marks = Some(&mut marks);
            reader.marking = true;
            let call = Run {
                level,
                start,
                end: group + 1,
            };
            if let Ok(expr) = reader.macro_call(call) {
                collect.expr(&expr, &mut reader);
            }
        }
    }
    let stretches = |spans: Vec<(Span, Span)>| {
        spans
            .into_iter()
            .map(|(first, last)| Stretch { first, last })
            .collect()
    };
    region.bindings = stretches(marks.bindings);
    region.grouped = stretches(marks.grouped);
    region.at_signs = marks.at_signs;
    region.leading_bars = marks.leading_bars;
    region.tests = collect.tests;
    region.pattern_types = collect.pattern_types;
    region.error = errors.first_message();
    let holds_is = level.child(group).is_some_and(Level::has_is);
    if region.tests.iter().any(|test| test.infix) || !region.pattern_types.is_empty() {
        Call::Region(Box::new(region))
    } else if region.error.is_some() && holds_is {
        // It does not read, and an `is` in it may be infix: the tool says why it leaves it.
        Call::Region(Box::new(region))
    } else {
        Call::Other
    }
}

/// Whether the call `level.tokens[start..=group]` is the whole value of a `type` alias:
/// `type NAME = is!(…);`, a pattern type.
fn alias_value(level: &Level, start: usize, group: usize) -> bool {
    // A lone `=`, not the end of `==` or `<=`.
    let joined =
        |i: usize| matches!(&level.tokens[i], TokenTree::Punct(p) if p.spacing() == Spacing::Joint);
    if start == 0
        || !level.punct(start - 1, '=')
        || start >= 2 && joined(start - 2)
        || !level.punct(group + 1, ';')
    {
        return false;
    }
    let mut i = start - 1;
    while i > 0 && !level.punct(i - 1, ';') && !level.is_group(i - 1, Delimiter::Brace) {
        i -= 1;
        if level.word(i) == Word::Type {
            return true;
        }
    }
    false
}

/// Whether `level.tokens[start..end]` is the path `is::syntax` or `::is::syntax`.
fn is_syntax_block(level: &Level, start: usize, end: usize) -> bool {
    let start = if level.punct(start, ':') {
        start + 2
    } else {
        start
    };
    end == start + 4
        && level.word(start) == Word::Is
        && level.punct(start + 1, ':')
        && level.punct(start + 2, ':')
        && matches!(&level.tokens[start + 3], TokenTree::Ident(name) if ident_is(name, "syntax"))
}

/// What the walk over a reading found.
#[derive(Default)]
struct Collect {
    tests: Vec<Test>,
    pattern_types: Vec<PatternType>,
}

impl Collect {
    fn expr(&mut self, expr: &Expr<'_>, reader: &mut Reader<'_>) {
        match expr {
            Expr::Test(test) => {
                if let Pattern::Written(run) = &test.pattern
                    && let (Some(first), Some(last)) = (run.tokens().first(), run.tokens().last())
                {
                    self.tests.push(Test {
                        keyword: test.keyword.span(),
                        infix: test.form == Form::Infix,
                        pattern: Stretch {
                            first: first.span(),
                            last: last.span(),
                        },
                    });
                }
                self.expr(&test.scrutinee, reader);
            }
            Expr::And(and) => {
                self.expr(&and.left, reader);
                self.expr(&and.right, reader);
            }
            Expr::Paren(paren) => self.expr(&paren.inner, reader),
            Expr::IsCall(call) => self.expr(&call.inner, reader),
            Expr::Repetition(repeated) => self.expr(&repeated.inner, reader),
            Expr::Run(..) => {}
            Expr::Other(other) => self.nodes(&other.nodes, reader),
        }
    }

    fn nodes(&mut self, nodes: &[Node<'_>], reader: &mut Reader<'_>) {
        for node in nodes {
            match node {
                Node::Tokens(_) | Node::Made(_) | Node::Recovery(_) => {}
                Node::Repetition(repeated) => self.nodes(&repeated.inner, reader),
                Node::Group(group) => self.nodes(&group.inner, reader),
                Node::Value(value) => self.expr(&value.expr, reader),
                Node::Condition(condition) => {
                    self.expr(&condition.cond, reader);
                    self.nodes(&condition.body, reader);
                }
                Node::Negative(negative) => {
                    for (_, operand) in &negative.negated {
                        self.expr(operand, reader);
                    }
                    self.nodes(std::slice::from_ref(&negative.body), reader);
                }
                Node::Dropped(dropped) => self.expr(&dropped.expr, reader),
                Node::Assert(assert) => {
                    self.expr(&assert.cond, reader);
                    self.nodes(&assert.rest, reader);
                }
                Node::Alias(alias) => self.alias(alias.rhs, alias.infix, reader),
                Node::MacroRules(rules) => self.nodes(&rules.rest, reader),
                Node::Chained(nodes) => self.nodes(nodes, reader),
            }
        }
    }

    /// A pattern-type alias's right-hand side: `BASE is PATTERN`, or `is!(BASE is PATTERN)`.
    fn alias(&mut self, rhs: &[TokenTree], infix: bool, reader: &mut Reader<'_>) {
        if infix {
            self.pattern_type(rhs, false, reader);
        } else if let Some(TokenTree::Group(args)) = rhs.last() {
            let args: Vec<TokenTree> = args.stream().into_iter().collect();
            self.pattern_type(&args, true, reader);
        }
    }

    /// `BASE is PATTERN`, split where the pattern-type reader splits it, and its pattern read
    /// as a test's is, for what the tool asks of it; `call` when it is an `is!(…)`'s.
    fn pattern_type(&mut self, tokens: &[TokenTree], call: bool, reader: &mut Reader<'_>) {
        let Some(at) = split_at_is(tokens).filter(|&at| at + 1 < tokens.len()) else {
            return;
        };
        let pattern = Level::read(tokens[at + 1..].iter().cloned().collect(), 1);
        if reader.pattern(&mut Cursor::new(&pattern)).is_ok()
            && let Some(marks) = &mut reader.marks
        {
            marks.alternatives(&pattern, 0, pattern.len());
        }
        self.pattern_types.push(PatternType {
            base: Stretch {
                first: tokens[0].span(),
                last: tokens[at - 1].span(),
            },
            is: tokens[at].span(),
            pattern: Stretch {
                first: tokens[at + 1].span(),
                last: tokens[tokens.len() - 1].span(),
            },
            call,
        });
    }
}
