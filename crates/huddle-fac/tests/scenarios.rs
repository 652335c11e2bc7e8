//! Every scenario file under `tests/scenarios/` is resolved and its `expect` entries checked.
use huddle_fac::scenario::Scenario;
use std::path::Path;

#[test]
fn scenario_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for f in &files {
        let label = f.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(f).unwrap();
        let sc = match Scenario::parse(&text, &label) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{label}: {e}"));
                continue;
            }
        };
        if sc.expect.is_empty() {
            failures.push(format!("{label}: a test scenario needs an \"expect\" section"));
            continue;
        }
        match sc.run(&label, &dir) {
            Ok(r) => {
                for m in r.check(&sc.expect) {
                    failures.push(format!("{label}: {m}"));
                }
            }
            Err(e) => failures.push(format!("{label}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} scenario failure(s):\n{}", failures.len(), failures.join("\n"));
}

/// Bad scenarios are refused with the file, the entry and the reason.
#[test]
fn bad_scenarios_name_the_entry() {
    let base = r#"{"name":"x","offense_team":"RIV","defense_team":"HBR","offense":{"play":"inside_left","target":"BK2"},"defense":{"play":"run"},"cards":[{"rn":5}]}"#;
    let mut v: serde_json::Value = serde_json::from_str(base).unwrap();
    v["situation"] = serde_json::json!({"spot": "own 0"});
    let sc = Scenario::parse(&v.to_string(), "s.json").unwrap();
    let e = sc.run("s.json", Path::new(".")).unwrap_err().to_string();
    assert!(e.contains("s.json") && e.contains("situation.spot"), "{e}");
    let mut v2: serde_json::Value = serde_json::from_str(base).unwrap();
    v2["cards"] = serde_json::json!([{"rn": 13}]);
    let e = Scenario::parse(&v2.to_string(), "c.json").unwrap().run("c.json", Path::new(".")).unwrap_err().to_string();
    assert!(e.contains("cards[0]") && e.contains("rn 13"), "{e}");
    let mut v3: serde_json::Value = serde_json::from_str(base).unwrap();
    v3["offense"] = serde_json::json!({"play": "long", "target": "LT"});
    let e = Scenario::parse(&v3.to_string(), "i.json").unwrap().run("i.json", Path::new(".")).unwrap_err().to_string();
    assert!(e.contains("[ttf7 4]"), "{e}");
    let e = Scenario::parse("{\"name\": 1}", "j.json").unwrap_err().to_string();
    assert!(e.contains("j.json"), "{e}");
    let mut v4: serde_json::Value = serde_json::from_str(base).unwrap();
    v4["cards"] = serde_json::json!([{"il": "LG"}]);
    let e = Scenario::parse(&v4.to_string(), "n.json").unwrap().run("n.json", Path::new(".")).unwrap_err().to_string();
    assert!(e.contains("cards") && e.contains("more than the 1 cards"), "{e}");
}
