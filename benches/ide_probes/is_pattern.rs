// `is!` on its own: the pattern after `x is `, as after `if let `.
use is::is;

pub fn f(x: Option<u8>) -> bool { is!(x is $0@completion) }
