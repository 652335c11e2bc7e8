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
                // Saturating: a file may hold a 64-bit value (a seed).
                let c = [0, 1, x.saturating_add(1), x.saturating_sub(1), x.saturating_add(2), x / 2, x.saturating_mul(2), 12, 13, 47, 48, 49, 99, 100];
                Value::from(Some(c[rng.below(c.len() as u32) as usize]).filter(|&y| y != x).unwrap_or(x.wrapping_add(1)))
            } else if let Some(x) = n.as_i64() {
                let c = [x.saturating_sub(1), x.saturating_add(1), 0, x.saturating_neg(), x.saturating_mul(2)];
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

// ---- the fuzzing loop the engines' tests share ------------------------------------------------

thread_local! {
    /// This thread is catching panics on purpose: the hook records them instead of printing.
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Where the last caught panic happened (and the first frame of the project's code, when the
    /// panic is in the standard library).
    static WHERE: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Installs (once a process) a panic hook that stays silent on the threads catching panics on
/// purpose ([`catch`]) and behaves as before everywhere else: tests run in parallel, and one
/// hook that looks at the thread beats swapping hooks back and forth.
fn quiet_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if QUIET.with(std::cell::Cell::get) {
                let mut at = info.location().map(|l| l.to_string()).unwrap_or_default();
                if at.starts_with("/rustc/") {
                    at = format!("{at}, called from {}", first_project_frame());
                }
                WHERE.with(|w| *w.borrow_mut() = at);
            } else {
                before(info);
            }
        }));
    });
}

/// The first frame of a backtrace in the project's code (not the standard library's, not a
/// registry crate's, not this module's).
fn first_project_frame() -> String {
    let bt = std::backtrace::Backtrace::force_capture().to_string();
    bt.lines()
        .filter_map(|l| l.trim().strip_prefix("at "))
        .find(|at| !at.starts_with("/rustc/") && !at.contains("/.cargo/") && !at.contains("json_fuzz.rs"))
        .unwrap_or("(unknown)")
        .to_string()
}

/// Runs `f`, turning a panic into `Err("message (at file:line)")`, quietly.
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    quiet_hook();
    QUIET.with(|q| q.set(true));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    r.map_err(|payload| {
        let msg = payload.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| payload.downcast_ref::<String>().cloned()).unwrap_or_else(|| "(a panic without a message)".into());
        format!("{msg} (at {})", WHERE.with(|w| w.borrow().clone()))
    })
}

/// The seeds of a file: `0..n`, or `0..$HUDDLE_FUZZ_SEEDS` to search wider by hand.
pub fn seeds(n: u64) -> std::ops::Range<u64> {
    0..std::env::var("HUDDLE_FUZZ_SEEDS").ok().and_then(|s| s.parse().ok()).unwrap_or(n)
}

/// The most accepted files a test plays: `n`, or all of them when `$HUDDLE_FUZZ_SEEDS` is set.
pub fn budget(n: usize) -> usize {
    if std::env::var_os("HUDDLE_FUZZ_SEEDS").is_some() {
        usize::MAX
    } else {
        n
    }
}

/// What the damaged copies of one file did.
#[derive(Debug, Default)]
pub struct Tally {
    pub refused: usize,
    pub accepted: usize,
    /// Accepted files not played (beyond the test's budget).
    pub unplayed: usize,
    /// Panics: seed, mutations, message.
    pub panics: Vec<String>,
    /// Accepted files whose games ended in an error.
    pub game_errors: Vec<String>,
    /// Refusals that do not name the file.
    pub unnamed: Vec<String>,
}

/// Two damaged copies of `original` for each seed, roughly ([`mutate_n`]) and plausibly
/// ([`nudge_n`]), 1-3 times each: the seed, what was done, the damaged text.
fn damaged_copies(original: &Value, seeds: std::ops::Range<u64>) -> impl Iterator<Item = (u64, String, String)> + '_ {
    seeds.flat_map(|s| [(s, true), (s, false)]).map(move |(seed, rough)| {
        let mut doc = original.clone();
        let (n, rng) = (1 + (seed % 3) as usize, &mut crate::random::SeededRandom::new(seed));
        let what = if rough { mutate_n(&mut doc, n, rng) } else { nudge_n(&mut doc, n, rng) };
        let what = format!("{} {what}", if rough { "rough" } else { "plausible" });
        (seed, what, serde_json::to_string_pretty(&doc).expect("a Value serializes"))
    })
}

/// Damages `original` twice for each seed — roughly ([`mutate_n`]: mostly refused by the parser)
/// and plausibly ([`nudge_n`]: values keep their types, so they reach the validation and the
/// games), 1-3 times each — loads each copy as `file` with `load`, and plays the first `plays`
/// accepted ones with `play`. A refusal must name `file`.
pub fn fuzz<T, E: std::fmt::Display>(
    file: &str,
    original: &Value,
    seeds: std::ops::Range<u64>,
    plays: usize,
    load: impl Fn(&str, &str) -> Result<T, E>,
    play: impl Fn(T) -> Result<(), String>,
) -> Tally {
    let mut t = Tally::default();
    for (seed, what, damaged) in damaged_copies(original, seeds) {
        match catch(|| load(&damaged, file)) {
            Err(panic) => t.panics.push(format!("seed {seed}: {what}\n    loading panicked: {panic}")),
            Ok(Err(e)) => {
                t.refused += 1;
                if !e.to_string().contains(file) {
                    t.unnamed.push(format!("seed {seed}: {what}\n    {e}"));
                }
            }
            Ok(Ok(_)) if t.accepted - t.unplayed >= plays => {
                t.accepted += 1;
                t.unplayed += 1;
            }
            Ok(Ok(data)) => {
                t.accepted += 1;
                match catch(|| play(data)) {
                    Err(panic) => t.panics.push(format!("seed {seed}: {what}\n    the game panicked: {panic}")),
                    Ok(Err(e)) => t.game_errors.push(format!("seed {seed}: {what}\n    {e}")),
                    Ok(Ok(())) => {}
                }
            }
        }
    }
    t
}

/// What one damaged file did, for [`fuzz_trials`].
pub enum Trial {
    /// The loader refused it, with this message.
    Refused(String),
    /// The loader accepted it; the games' errors (empty: every game played to its end).
    Played(Vec<String>),
}

/// How long one damaged file may take to load and play its games before it counts as a hang
/// (the games take milliseconds).
pub const HANG_SECS: u64 = 30;

/// As [`fuzz`], with the loading and the games in one `trial` (given the damaged text and the
/// seed), run on a thread of its own: a loader or a game that never ends is reported, with what
/// was found so far, and ends the process (a thread cannot be stopped) instead of hanging the
/// test.
pub fn fuzz_trials(file: &str, original: &Value, seeds: std::ops::Range<u64>, trial: impl Fn(&str, u64) -> Trial + Send + Sync + 'static) -> Tally {
    let trial = std::sync::Arc::new(trial);
    let mut t = Tally::default();
    for (seed, what, damaged) in damaged_copies(original, seeds) {
        let (tx, rx) = std::sync::mpsc::channel();
        let run = std::sync::Arc::clone(&trial);
        std::thread::spawn(move || {
            let _ = tx.send(catch(|| run(&damaged, seed)));
        });
        match rx.recv_timeout(std::time::Duration::from_secs(HANG_SECS)) {
            Err(_) => {
                t.panics.push(format!("seed {seed}: {what}\n    HANG: no result after {HANG_SECS} s"));
                eprintln!("{}", t.failures(file));
                std::process::exit(101);
            }
            Ok(Err(panic)) => t.panics.push(format!("seed {seed}: {what}\n    panicked: {panic}")),
            Ok(Ok(Trial::Refused(e))) => {
                t.refused += 1;
                if std::env::var_os("HUDDLE_FUZZ_SHOW").is_some() {
                    eprintln!("REFUSED {file} seed {seed} [{what}]: {e}");
                }
                if !e.contains(file) {
                    t.unnamed.push(format!("seed {seed}: {what}\n    {e}"));
                }
            }
            Ok(Ok(Trial::Played(errors))) => {
                t.accepted += 1;
                t.game_errors.extend(errors.into_iter().map(|e| format!("seed {seed}: {what}\n    {e}")));
            }
        }
    }
    t
}

impl Tally {
    /// The failures, one a line under their kind (empty: none).
    pub fn failures(&self, file: &str) -> String {
        let mut failures = String::new();
        for (title, list) in [("panics", &self.panics), ("games that failed", &self.game_errors), ("refusals that do not name the file", &self.unnamed)] {
            if !list.is_empty() {
                failures.push_str(&format!("\n{} {title} with a damaged {file}:\n  {}\n", list.len(), list.join("\n  ")));
            }
        }
        failures
    }

    /// Prints the counts and fails on any panic, failed game or unnamed refusal, and when no
    /// damaged copy was refused (the validation would not be at work).
    pub fn assert_clean(&self, file: &str) {
        println!("{file}: {} damaged copies refused, {} accepted ({} of them played)", self.refused, self.accepted, self.accepted - self.unplayed);
        let failures = self.failures(file);
        assert!(failures.is_empty(), "{failures}");
        assert!(self.refused > 0, "no damaged {file} was refused: the validation is not at work");
    }
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
        Value::String(s) if strings.len() < 4096 && !strings.contains(s) => strings.push(s.clone()),
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
    fn the_catcher_reports_a_panic_and_its_place() {
        let e = catch(|| -> u8 { panic!("boom {}", 7) }).unwrap_err();
        assert!(e.starts_with("boom 7 (at ") && e.contains("json_fuzz.rs"), "{e}");
        assert_eq!(catch(|| 3).unwrap(), 3);
    }

    #[test]
    fn a_fuzz_run_counts_refusals_and_reports_panics_and_unnamed_refusals() {
        let doc = serde_json::json!({"n": 3, "s": "x"});
        // A loader that refuses anything changed, naming the file: clean.
        let t = fuzz("f.json", &doc, 0..20, usize::MAX, |text, file| if text.contains("\"n\": 3") && text.contains("\"x\"") { Ok(()) } else { Err(format!("{file}: bad")) }, |_| Ok(()));
        assert_eq!(t.refused + t.accepted, 40);
        assert!(t.refused > 0 && t.panics.is_empty() && t.unnamed.is_empty(), "{t:?}");
        // One that forgets the file, and a game that panics.
        let t = fuzz("f.json", &doc, 0..20, usize::MAX, |text, _| if text.contains("\"x\"") { Ok(()) } else { Err("bad") }, |_| panic!("no"));
        assert!(!t.unnamed.is_empty() && !t.panics.is_empty(), "{t:?}");
        assert!(t.panics[0].contains("the game panicked: no (at "), "{:?}", t.panics);
        // The budget: only the first accepted file is played.
        let t = fuzz("f.json", &doc, 0..20, 1, |_, _| Ok::<(), String>(()), |_| Err("failed".into()));
        assert_eq!((t.accepted, t.unplayed, t.game_errors.len()), (40, 39, 1));
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
