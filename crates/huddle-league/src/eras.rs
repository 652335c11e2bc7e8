//! NFL rules by season that the tabletop rules leave open (data: `data/nfl_eras.json`).
//!
//! TTF does not state where a kickoff touchback is placed (§29 #60); the engine's default is
//! the 20 of the game's era. A replay of a real season uses that season's NFL spot, so that a
//! 2024 replay starts its drives where 2024 drives started. The season's format (games per
//! team, weeks, wild cards) shapes a generated schedule and the playoff seeds.

use serde::Deserialize;

const ERAS_JSON: &str = include_str!("../data/nfl_eras.json");

#[derive(Debug, Deserialize)]
struct Entry {
    from: u16,
    at: u8,
    #[allow(dead_code)]
    rule: String,
}

/// The NFL's regular-season format from a season on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct Format {
    /// First season of the format.
    pub from: u16,
    /// Games per team: 16 (the 2002-2020 formula) or 17 (since 2021, one more game against a
    /// same-place team of the other conference).
    pub games: u8,
    /// Weeks of the regular season (games + 1: one bye per team).
    pub weeks: u8,
    /// Wild cards per conference after the four division winners.
    pub wild_cards: u8,
}

#[derive(Debug, Deserialize)]
struct FormatEntry {
    #[serde(flatten)]
    format: Format,
    #[allow(dead_code)]
    rule: String,
}

#[derive(Debug, Deserialize)]
struct Eras {
    #[allow(dead_code)]
    note: String,
    kickoff_touchback_at: Vec<Entry>,
    regular_season: Vec<FormatEntry>,
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
    if e.regular_season.is_empty() {
        return Err(format!("{file}: regular_season: at least one format is needed"));
    }
    for (i, w) in e.regular_season.windows(2).enumerate() {
        if w[1].format.from <= w[0].format.from {
            return Err(format!("{file}: regular_season[{}]: seasons must increase", i + 1));
        }
    }
    for (i, x) in e.regular_season.iter().enumerate() {
        let f = x.format;
        if !(16..=17).contains(&f.games) {
            return Err(format!("{file}: regular_season[{i}]: {} games a team; the generated NFL formula has 16 or 17", f.games));
        }
        if f.weeks != f.games + 1 {
            return Err(format!("{file}: regular_season[{i}]: {} weeks for {} games; every team has one bye (weeks = games + 1)", f.weeks, f.games));
        }
        if !(1..=3).contains(&f.wild_cards) {
            return Err(format!("{file}: regular_season[{i}]: {} wild cards; 1-3 per conference", f.wild_cards));
        }
    }
    Ok(e)
}

fn eras() -> Eras {
    parse(ERAS_JSON, "nfl_eras.json").expect("embedded eras are valid")
}

/// The NFL's kickoff touchback spot in `season` (the earliest entry's before it).
pub fn kickoff_touchback_at(season: u16) -> u8 {
    let e = eras();
    e.kickoff_touchback_at.iter().rev().find(|x| x.from <= season).or(e.kickoff_touchback_at.first()).map(|x| x.at).unwrap_or(20)
}

/// The NFL's regular-season format in `season` (the earliest entry's before it).
pub fn format(season: u16) -> Format {
    let e = eras();
    e.regular_season.iter().rev().find(|x| x.format.from <= season).unwrap_or(&e.regular_season[0]).format
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
    fn season_format_by_season() {
        let f = |y| {
            let x = format(y);
            (x.games, x.weeks, x.wild_cards)
        };
        assert_eq!(f(1995), (16, 17, 2));
        assert_eq!(f(2015), (16, 17, 2));
        assert_eq!(f(2019), (16, 17, 2));
        assert_eq!(f(2020), (16, 17, 3));
        assert_eq!(f(2021), (17, 18, 3));
        assert_eq!(f(2024), (17, 18, 3));
        assert_eq!(f(2030), (17, 18, 3));
    }

    #[test]
    fn bad_era_files_are_refused_naming_the_entry() {
        let e = parse(r#"{"note":"","kickoff_touchback_at":[{"from":2016,"at":25,"rule":""},{"from":2010,"at":20,"rule":""}],"regular_season":[{"from":2002,"games":16,"weeks":17,"wild_cards":2,"rule":""}]}"#, "x.json").unwrap_err();
        assert!(e.contains("x.json") && e.contains("[1]"), "{e}");
        let e = parse(r#"{"note":"","kickoff_touchback_at":[{"from":2016,"at":80,"rule":""}],"regular_season":[{"from":2002,"games":16,"weeks":17,"wild_cards":2,"rule":""}]}"#, "x.json").unwrap_err();
        assert!(e.contains("[0]") && e.contains("80"), "{e}");
        let e = parse(r#"{"note":"","kickoff_touchback_at":[{"from":2016,"rule":""}],"regular_season":[]}"#, "x.json").unwrap_err();
        assert!(e.contains("at"), "{e}");
        let ok = r#"{"from":2002,"games":16,"weeks":17,"wild_cards":2,"rule":""}"#;
        let with = |fmts: &str| parse(&format!(r#"{{"note":"","kickoff_touchback_at":[],"regular_season":[{fmts}]}}"#), "x.json");
        assert!(with(ok).is_ok());
        assert!(with("").unwrap_err().contains("at least one"));
        let e = with(&format!(r#"{ok},{{"from":2002,"games":17,"weeks":18,"wild_cards":3,"rule":""}}"#)).unwrap_err();
        assert!(e.contains("regular_season[1]") && e.contains("increase"), "{e}");
        let e = with(r#"{"from":2002,"games":14,"weeks":15,"wild_cards":2,"rule":""}"#).unwrap_err();
        assert!(e.contains("regular_season[0]") && e.contains("14 games"), "{e}");
        let e = with(r#"{"from":2002,"games":16,"weeks":16,"wild_cards":2,"rule":""}"#).unwrap_err();
        assert!(e.contains("one bye"), "{e}");
        let e = with(r#"{"from":2002,"games":16,"weeks":17,"wild_cards":4,"rule":""}"#).unwrap_err();
        assert!(e.contains("wild cards"), "{e}");
        let e = with(r#"{"from":2002,"games":16,"weeks":17,"rule":""}"#).unwrap_err();
        assert!(e.contains("wild_cards"), "{e}");
    }
}
