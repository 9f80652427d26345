//! `cargo-is`, run by cargo as `cargo is …`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(cargo_is::cli::run(&args));
}
