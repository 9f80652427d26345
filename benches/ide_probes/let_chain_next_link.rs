// The reference for syntax_next_link.rs: a plain let-chain.
fn f(x: Option<u8>) -> u8 { if let Some(v) = x && $0@completion { v } else { 0 } }
