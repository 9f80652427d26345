//! The file a macro is called in, read for the names its `use` items give `is!` (see
//! `tokens::is_names`): once for each file, however many items in it the macros expand.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::tokens::is_names;

thread_local! {
    static FILES: RefCell<HashMap<PathBuf, Vec<String>>> = RefCell::new(HashMap::new());
}

/// The names `use` items of `file` give `is!`, besides `is`; none where there is no file (a
/// tool that gives no location) or it does not read.
pub(crate) fn renamed_in_file(file: Option<&Path>) -> Vec<String> {
    let Some(file) = file else {
        return Vec::new();
    };
    FILES.with(|files| {
        if let Some(names) = files.borrow().get(file) {
            return names.clone();
        }
        let names = std::fs::read_to_string(file)
            .map(|source| is_names::renamed_in(&source))
            .unwrap_or_default();
        files.borrow_mut().insert(file.to_owned(), names.clone());
        names
    })
}

/// Runs `expand` with the names `file` gives `is!` known.
pub(crate) fn in_file<T>(file: Option<&Path>, expand: impl FnOnce() -> T) -> T {
    is_names::with_renamed(renamed_in_file(file), expand)
}
