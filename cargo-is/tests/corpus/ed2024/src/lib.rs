//! A config reader in edition 2024: let-chains, if-let guards, `matches!` with guards and
//! alternatives, a leading `|`, a labelled `while let`, comments inside the tests.

use std::collections::BTreeMap;

pub mod let_else;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Int(i64),
    Text(String),
    Flag(bool),
    List(Vec<Value>),
}

pub type Config = BTreeMap<String, Value>;

pub fn parse_line(line: &str) -> Option<(String, Value)> {
    if let Some((key, raw)) = line.split_once('=')
        && let key = key.trim()
        && !key.is_empty()
    {
        let raw = raw.trim();
        let value = if let Ok(n) = raw.parse::<i64>() {
            Value::Int(n)
        } else if matches!(raw, "true" | "false") {
            Value::Flag(raw == "true")
        } else {
            Value::Text(raw.to_owned())
        };
        return Some((key.to_owned(), value));
    }
    None
}

pub fn read(text: &str) -> Config {
    let mut config = Config::new();
    let mut lines = text.lines();
    'lines: while let Some(line) = lines.next() {
        if matches!(line.trim_start().chars().next(), Some('#') | None) {
            continue 'lines;
        }
        if let Some((key, value)) = parse_line(line) {
            config.insert(key, value);
        }
    }
    config
}

pub fn is_true(config: &Config, key: &str) -> bool {
    matches!(config.get(key), Some(Value::Flag(true)))
}

pub fn small_int(value: &Value) -> bool {
    matches!(value, Value::Int(n) if (0..100).contains(n))
}

pub fn quoted(c: char) -> bool {
    matches!(c, |'"'| '\'')
}

pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Int(n)
            if let Ok(small) = u8::try_from(*n)
                && small < 10 =>
        {
            "digit"
        }
        Value::Int(_) => "int",
        Value::Text(t) if matches!(t.as_str(), "" | " ") => "blank",
        Value::Text(_) => "text",
        Value::Flag(_) => "flag",
        Value::List(items) if items.iter().all(|item| matches!(item, Value::Int(_))) => "ints",
        Value::List(_) => "list",
    }
}

pub fn first_char_is(text: &str, r: &&char) -> bool {
    match text.chars().next() {
        Some(c)
            if let Some(upper) = c.to_uppercase().next()
                && &&upper == r =>
        {
            true
        }
        _ => false,
    }
}

pub fn longest_text(config: &Config) -> Option<&str> {
    let mut best: Option<&str> = None;
    for value in config.values() {
        if let Value::Text(text) = value
            // The longest one wins; ties keep the first.
            && best.is_none_or(|best| text.len() > best.len())
        {
            best = Some(text);
        }
    }
    best
}

pub fn max_int(values: &[Value]) -> Option<i64> {
    if let Some(Value::Int(n)) = values
        .iter()
        .filter(|v| matches!(v, Value::Int(_)))
        .max_by_key::<i64, _>(|v| match v {
            Value::Int(n) => *n,
            _ => 0,
        })
    {
        Some(*n)
    } else {
        None
    }
}

/// The int at `key`, or why there is none: a `let … else`, which `--to-is` leaves alone.
pub fn int_at(config: &Config, key: &str) -> Result<i64, String> {
    let Some(value) = config.get(key) else {
        // Not even there.
        return Err(format!("no {key}"));
    };
    let Value::Int(n) = value else { return Err(format!("{key} is no int")) };
    Ok(*n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_config() {
        let config = read("# comment\nname = is\nsize = 7\nfast = true\n\nlimit = 1000\n");
        assert_eq!(config.len(), 4);
        assert!(is_true(&config, "fast"));
        assert!(small_int(&config["size"]));
        assert!(!small_int(&config["limit"]));
        assert_eq!(kind(&config["size"]), "digit");
        assert_eq!(kind(&Value::List(vec![Value::Int(1)])), "ints");
        assert_eq!(longest_text(&config), Some("is"));
        assert!(quoted('"') && !quoted('x'));
        assert!(first_char_is("abc", &&'A'));
        assert_eq!(
            max_int(&[Value::Int(3), Value::Flag(true), Value::Int(9)]),
            Some(9)
        );
        assert_eq!(int_at(&config, "size"), Ok(7));
        assert!(int_at(&config, "fast").is_err() && int_at(&config, "none").is_err());
    }
}
