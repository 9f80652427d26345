// The reference for syntax_pattern.rs: a plain `if let`.
fn f(x: Option<u8>) -> u8 { if let $0@completion = x { 1 } else { 0 } }
