use is::is;

fn f(v: u8) -> bool {
    is!(v as u32 is 1..)
}

fn main() {
    f(0);
}
