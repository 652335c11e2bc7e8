//! NFL rules by season that the tabletop rules leave open (data: `data/nfl_eras.json`).
//!
//! TTF does not state where a kickoff touchback is placed (§29 #60); the engine's default is
//! the 20 of the game's era. A replay of a real season uses that season's NFL spot, so that a
//! 2024 replay starts its drives where 2024 drives started.

use serde::Deserialize;

const ERAS_JSON: &str = include_str!("../data/nfl_eras.json");

#[derive(Debug, Deserialize)]
struct Entry {
    from: u16,
    at: u8,
    #[allow(dead_code)]
    rule: String,
}

#[derive(Debug, Deserialize)]
struct Eras {
    #[allow(dead_code)]
    note: String,
    kickoff_touchback_at: Vec<Entry>,
}

fn parse(text: &str, file: &str) -> Result<Eras, String> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let e: Eras = serde_path_to_error::deserialize(de).map_err(|e| format!("{file}: {}: {}", e.path(), e.inner()))?;
    for (i, w) in e.kickoff_touchback_at.windows(2).enumerate() {
        if w[1].from <= w[0].from {
            return Err(format!("{file}: kickoff_touchback_at[{}]: seasons must increase", i + 1));
        }
    }
    if let Some((i, x)) = e.kickoff_touchback_at.iter().enumerate().find(|(_, x)| !(1..=50).contains(&x.at)) {
        return Err(format!("{file}: kickoff_touchback_at[{i}]: {} is not a yard line of the own half (1-50)", x.at));
    }
    Ok(e)
}

/// The NFL's kickoff touchback spot in `season` (the earliest entry's before it).
pub fn kickoff_touchback_at(season: u16) -> u8 {
    let e = parse(ERAS_JSON, "nfl_eras.json").expect("embedded eras are valid");
    e.kickoff_touchback_at.iter().rev().find(|x| x.from <= season).or(e.kickoff_touchback_at.first()).map(|x| x.at).unwrap_or(20)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kickoff_touchback_by_season() {
        assert_eq!(kickoff_touchback_at(2000), 20);
        assert_eq!(kickoff_touchback_at(2015), 20);
        assert_eq!(kickoff_touchback_at(2016), 25);
        assert_eq!(kickoff_touchback_at(2023), 25);
        assert_eq!(kickoff_touchback_at(2024), 30);
        assert_eq!(kickoff_touchback_at(2031), 35);
        assert_eq!(kickoff_touchback_at(1950), 20);
    }

    #[test]
    fn bad_era_files_are_refused_naming_the_entry() {
        let e = parse(r#"{"note":"","kickoff_touchback_at":[{"from":2016,"at":25,"rule":""},{"from":2010,"at":20,"rule":""}]}"#, "x.json").unwrap_err();
        assert!(e.contains("x.json") && e.contains("[1]"), "{e}");
        let e = parse(r#"{"note":"","kickoff_touchback_at":[{"from":2016,"at":80,"rule":""}]}"#, "x.json").unwrap_err();
        assert!(e.contains("[0]") && e.contains("80"), "{e}");
        let e = parse(r#"{"note":"","kickoff_touchback_at":[{"from":2016,"rule":""}]}"#, "x.json").unwrap_err();
        assert!(e.contains("at"), "{e}");
    }
}
