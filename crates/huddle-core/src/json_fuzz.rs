//! Mutations of a JSON data file, for the tests that hold every loader to its promise: a bad
//! file gets an error naming the file, the entry and the rule it breaks — never a panic — and a
//! file the loader accepts plays games without one.
//!
//! [`mutate`] picks a node of the document at random (every object member, array element and
//! the root are equally likely) and damages it the way a hand-edited file goes wrong: a number
//! set to an edge value (0, −1, a neighbour, twice or ten times itself, a byte's or a u16's
//! bound, a fraction, a huge value), a string emptied or swapped for another string of the same
//! file (an id, a position, a result code in the wrong place), a boolean flipped, a member
//! removed, an array element removed, duplicated or emptied, a value replaced by `null`. Each
//! mutation returns a one-line description with the node's JSON Pointer, for the failure message.
//!
//! Behind the `json-fuzz` feature (it needs `serde_json`); the engines enable it for their tests.

use crate::random::Randomness;
use serde_json::Value;

/// Apply one random mutation to `doc`; returns what was done, starting with the node's JSON
/// Pointer (empty for the root), e.g. `"/players/3/bv: 4 -> set -1"`.
pub fn mutate(doc: &mut Value, rng: &mut dyn Randomness) -> String {
    let mut paths = Vec::new();
    let mut strings = Vec::new();
    collect(doc, String::new(), &mut paths, &mut strings);
    let path = &paths[rng.below(paths.len() as u32) as usize];
    let node = doc.pointer_mut(path).expect("a collected path points into the document");
    let before = short(node);
    let what = match node {
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(0.0);
            let choices = [0.0, -1.0, 1.0, x + 1.0, x - 1.0, x * 2.0, x * 10.0, 255.0, 256.0, 65_536.0, -100_000.0, 0.5, 1e12];
            // x + 1 always differs from x (for the numbers a data file holds).
            let y = Some(choices[rng.below(choices.len() as u32) as usize]).filter(|&y| y != x).unwrap_or(x + 1.0);
            *node = number(y);
            "set"
        }
        Value::String(s) => {
            let other = strings.iter().filter(|o| *o != s).nth(rng.below(strings.len() as u32) as usize);
            *s = match other {
                Some(o) if rng.below(4) != 0 => o.clone(),
                _ if s.is_empty() => "?".to_string(),
                _ => String::new(),
            };
            "set"
        }
        Value::Bool(b) => {
            *b = !*b;
            "flipped"
        }
        Value::Array(a) if !a.is_empty() => match rng.below(4) {
            0 => {
                let i = rng.below(a.len() as u32) as usize;
                a.remove(i);
                "element removed"
            }
            1 => {
                let i = rng.below(a.len() as u32) as usize;
                let e = a[i].clone();
                a.insert(i, e);
                "element duplicated"
            }
            2 => {
                a.clear();
                "emptied"
            }
            _ => {
                *node = Value::Null;
                "nulled"
            }
        },
        Value::Object(o) if !o.is_empty() => {
            let keys: Vec<String> = o.keys().cloned().collect();
            let k = &keys[rng.below(keys.len() as u32) as usize];
            o.remove(k);
            return format!("{path}: member {k:?} removed");
        }
        _ => {
            *node = Value::Null;
            "nulled"
        }
    };
    format!("{path}: {before} -> {what} {}", short(doc.pointer(path).unwrap_or(&Value::Null)))
}

/// Apply `n` mutations; the descriptions joined by "; ".
pub fn mutate_n(doc: &mut Value, n: usize, rng: &mut dyn Randomness) -> String {
    (0..n).map(|_| mutate(doc, rng)).collect::<Vec<_>>().join("; ")
}

/// A plausible mistake, one that still has the shape the file's types expect, so that it gets
/// past the parser to the validation and the game: a whole number that is not negative stays a
/// whole number that is not negative (0, 1, a neighbour, half, twice, or a bound of the tables:
/// 12, 13, 47, 48, 49, 99, 100); a negative whole number stays whole; a fraction stays a number;
/// a string becomes another string of the file; a flag flips; an array of two or more loses or
/// repeats an element. Returns the description, starting with the node's JSON Pointer.
pub fn nudge(doc: &mut Value, rng: &mut dyn Randomness) -> String {
    let mut paths = Vec::new();
    let mut strings = Vec::new();
    collect(doc, String::new(), &mut paths, &mut strings);
    paths.retain(|p| match doc.pointer(p) {
        Some(Value::Number(_) | Value::String(_) | Value::Bool(_)) => true,
        Some(Value::Array(a)) => a.len() >= 2,
        _ => false,
    });
    if paths.is_empty() {
        return mutate(doc, rng);
    }
    let path = &paths[rng.below(paths.len() as u32) as usize];
    let node = doc.pointer_mut(path).expect("a collected path points into the document");
    let before = short(node);
    match node {
        Value::Number(n) => {
            let y = if let Some(x) = n.as_u64() {
                let c = [0, 1, x + 1, x.saturating_sub(1), x + 2, x / 2, x * 2, 12, 13, 47, 48, 49, 99, 100];
                Value::from(Some(c[rng.below(c.len() as u32) as usize]).filter(|&y| y != x).unwrap_or(x + 1))
            } else if let Some(x) = n.as_i64() {
                let c = [x - 1, x + 1, 0, -x, x * 2];
                Value::from(c[rng.below(c.len() as u32) as usize])
            } else {
                let x = n.as_f64().unwrap_or(0.0);
                let c = [x * 0.5, x * 1.5, 0.0, x + 1.0, -x];
                number(Some(c[rng.below(c.len() as u32) as usize]).filter(|&y| y != x).unwrap_or(x + 1.0))
            };
            *node = y;
        }
        Value::String(s) => {
            let others: Vec<&String> = strings.iter().filter(|o| *o != s).collect();
            *s = if others.is_empty() { format!("{s}?") } else { others[rng.below(others.len() as u32) as usize].clone() };
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(a) => {
            let i = rng.below(a.len() as u32) as usize;
            if rng.below(2) == 0 {
                a.remove(i);
            } else {
                let e = a[i].clone();
                a.insert(i, e);
            }
        }
        _ => unreachable!("only leaves and arrays of two or more are kept"),
    }
    format!("{path}: {before} -> {}", short(doc.pointer(path).unwrap_or(&Value::Null)))
}

/// Apply `n` plausible mistakes ([`nudge`]); the descriptions joined by "; ".
pub fn nudge_n(doc: &mut Value, n: usize, rng: &mut dyn Randomness) -> String {
    (0..n).map(|_| nudge(doc, rng)).collect::<Vec<_>>().join("; ")
}

fn number(y: f64) -> Value {
    if y.fract() == 0.0 && y.abs() < 1e15 {
        Value::from(y as i64)
    } else {
        serde_json::Number::from_f64(y).map_or(Value::Null, Value::Number)
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 40 {
        format!("{}…", &s[..s.char_indices().nth(40).map_or(s.len(), |(i, _)| i)])
    } else {
        s
    }
}

fn collect(v: &Value, at: String, paths: &mut Vec<String>, strings: &mut Vec<String>) {
    match v {
        Value::Object(o) => {
            for (k, c) in o {
                let key = k.replace('~', "~0").replace('/', "~1");
                collect(c, format!("{at}/{key}"), paths, strings);
            }
        }
        Value::Array(a) => {
            for (i, c) in a.iter().enumerate() {
                collect(c, format!("{at}/{i}"), paths, strings);
            }
        }
        Value::String(s) => {
            if strings.len() < 4096 && !strings.contains(s) {
                strings.push(s.clone());
            }
        }
        _ => {}
    }
    paths.push(at);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SeededRandom;

    #[test]
    fn every_mutation_changes_the_document_and_names_its_node() {
        let original: Value = serde_json::json!({"a": [1, 2, {"b": "x", "c": true}], "d": 7.5, "e/f": "y"});
        for seed in 0..200 {
            let mut doc = original.clone();
            let what = mutate(&mut doc, &mut SeededRandom::new(seed));
            assert_ne!(doc, original, "seed {seed}: {what}");
            let path = what.split(": ").next().unwrap();
            assert!(original.pointer(path).is_some(), "seed {seed}: {what} names no node of the original");
        }
    }

    #[test]
    fn a_nudge_keeps_the_shape_of_the_value() {
        let original: Value = serde_json::json!({"n": 3, "neg": -2, "f": 0.25, "s": "x", "t": "y", "b": false, "a": [1, 2]});
        for seed in 0..300 {
            let mut doc = original.clone();
            let what = nudge(&mut doc, &mut SeededRandom::new(seed));
            assert_ne!(doc, original, "seed {seed}: {what}");
            assert!(doc["n"].is_u64() && doc["neg"].is_i64() && doc["f"].is_number(), "seed {seed}: {what}");
            assert!(doc["s"].is_string() && doc["t"].is_string() && doc["b"].is_boolean(), "seed {seed}: {what}");
            assert!((1..=3).contains(&doc["a"].as_array().unwrap().len()), "seed {seed}: {what}");
        }
    }

    #[test]
    fn mutations_reach_every_kind_of_node() {
        let original: Value = serde_json::json!({"n": 3, "s": "x", "t": "y", "b": false, "a": [1, 2], "o": {"k": 1}});
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..500 {
            let mut doc = original.clone();
            let what = mutate(&mut doc, &mut SeededRandom::new(seed));
            seen.insert(what.split(": ").next().unwrap().to_string());
        }
        for p in ["", "/n", "/s", "/t", "/b", "/a", "/a/0", "/a/1", "/o", "/o/k"] {
            assert!(seen.contains(p), "never mutated {p:?}: {seen:?}");
        }
    }
}
