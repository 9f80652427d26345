// The reference for syntax_pattern_before_link.rs: a plain let-chain.
fn f(x: Option<u8>, name: &str) -> u8 { if let $0@completion = x && name.len() > 3 { 1 } else { 0 } }
