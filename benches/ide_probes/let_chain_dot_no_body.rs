// The reference for syntax_dot_no_body.rs: a plain let-chain.
fn f(x: Option<u8>) -> u8 { if let Some(v) = x && v.$0@completion }
