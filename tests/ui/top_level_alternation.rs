use is::is;

enum Color {
    Rgb(u8, u8, u8),
    Rgba(u8, u8, u8, u8),
}

fn f(c: Color) -> bool {
    is!(c is Color::Rgb(..) | Color::Rgba(..))
}

fn main() {
    f(Color::Rgb(0, 0, 0));
    let _ = Color::Rgba(0, 0, 0, 0);
}
