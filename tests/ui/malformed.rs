use is::is;

fn main() {
    let x = Some(1);
    let _ = is!();
    let _ = is!(x is);
    let _ = is!(x,);
    let _ = is!(, Some(_));
    let _ = is!(x, Some(y) if);
    let _ = is!(x);
    let _ = is!(x is Some(y) if y > 1);
    let _ = is!(x is Some(+));
    let r: Result<u8, ()> = Ok(1);
    let _ = is!(r is Ok(_)?);
}
