//! Helpers shared by the `huddle` binary's end-to-end tests: run it, type into it, read what it
//! said, a scratch folder, a refusal's shape. (Each test file uses the ones it needs.)
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `huddle args…`.
pub fn huddle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_huddle")).args(args).output().expect("the huddle binary runs")
}

/// Runs `huddle args…` with `input` as the keyboard.
pub fn huddle_typed(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_huddle"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the huddle binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch folder of this test binary, `prefix` naming the file (removed and recreated per
/// test name).
pub fn scratch(prefix: &str, name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("huddle-{prefix}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A refusal: exit code 1 (clap's errors are 2), "huddle: error: " naming each of `needles`, no panic.
pub fn assert_refused(o: &Output, needles: &[&str]) {
    assert!(!o.status.success(), "expected a refusal, got success: {}", stdout(o));
    assert_eq!(o.status.code(), Some(1), "clap errors are 2, ours are 1");
    let e = stderr(o);
    assert!(e.starts_with("huddle: error: "), "message format: {e}");
    for n in needles {
        assert!(e.contains(n), "stderr should name {n:?}: {e}");
    }
    assert!(!e.contains("panicked"), "no panic: {e}");
}
