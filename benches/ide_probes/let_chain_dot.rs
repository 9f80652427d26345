// The reference for syntax_dot.rs: a plain let-chain.
fn f(x: Option<u8>) -> u8 { if let Some(v) = x && v.$0@completion { v } else { 0 } }
