//! Loading team files, with errors that name the file.

use crate::team::Team;
use crate::validate::{validate_team, CardError};
use std::path::Path;

/// A team file that could not be used.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{file}: cannot read: {cause}")]
    Io { file: String, cause: std::io::Error },
    #[error("{file}: not a valid team file: {path}: {cause}")]
    Parse { file: String, path: String, cause: serde_json::Error },
    #[error("{file}: {}", .errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n  "))]
    Invalid { file: String, errors: Vec<CardError> },
    #[error("{file}: {msg}")]
    Other { file: String, msg: String },
}

/// Deserializes JSON, reporting the path of the entry at fault ("players[3].rushing.n[5]").
pub fn from_json<T: serde::de::DeserializeOwned>(text: &str, file: &str) -> Result<T, LoadError> {
    let de = &mut serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { "file".to_string() } else { path };
        LoadError::Parse { file: file.to_string(), path, cause: e.into_inner() }
    })
}

/// Parses and validates a team from JSON text; `file` names the source in errors.
pub fn parse_team(text: &str, file: &str) -> Result<Team, LoadError> {
    let team: Team = from_json(text, file)?;
    let errors = validate_team(&team);
    if errors.is_empty() {
        Ok(team)
    } else {
        Err(LoadError::Invalid { file: file.to_string(), errors })
    }
}

/// Loads a team file.
pub fn load_team(path: &Path) -> Result<Team, LoadError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|cause| LoadError::Io { file: file.clone(), cause })?;
    parse_team(&text, &file)
}

/// Parses a league file: a JSON array of teams.
pub fn parse_league(text: &str, file: &str) -> Result<Vec<Team>, LoadError> {
    let teams: Vec<Team> = from_json(text, file)?;
    let mut errors = Vec::new();
    let mut codes = std::collections::HashSet::new();
    for t in &teams {
        if !codes.insert(t.code.clone()) {
            errors.push(CardError { entry: format!("team '{}'", t.code), rule: "team code used twice in the league".into() });
        }
        errors.extend(validate_team(t));
    }
    if errors.is_empty() {
        Ok(teams)
    } else {
        Err(LoadError::Invalid { file: file.to_string(), errors })
    }
}
