use is::is;

enum Color {
    Rgb(u8, u8, u8),
    Rgba(u8, u8, u8, u8),
}

fn f(color: Color) -> bool {
    is!(color is (Color::Rgb(r, g, b) | Color::Rgba(r, g, b, a)) && r == b && g < 10)
}

fn main() {
    f(Color::Rgb(0, 0, 0));
}
