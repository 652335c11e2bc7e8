//! Reading nflverse season statistics (player and team season totals).

use std::collections::HashMap;
use std::path::Path;

/// A statistics file that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum StatsError {
    #[error("{file}: cannot read: {msg}")]
    Io { file: String, msg: String },
    #[error("{file}: missing column(s): {columns} (expected the nflverse season-totals format)")]
    MissingColumns { file: String, columns: String },
    #[error("{file}: line {line}: column '{column}': '{value}' is not a number")]
    BadNumber { file: String, line: u64, column: String, value: String },
    #[error("{file}: line {line}: column '{column}': {value} is negative (it counts plays or games)")]
    NegativeCount { file: String, line: u64, column: String, value: f64 },
    #[error("{file}: line {line}: {msg}")]
    BadRow { file: String, line: u64, msg: String },
    #[error("{file}: no rows for season {season}")]
    NoSeason { file: String, season: u16 },
}

/// One row of a player season file: identity plus the numeric columns by name.
#[derive(Clone, Debug)]
pub struct PlayerRow {
    pub id: String,
    pub name: String,
    pub position: String,
    pub group: String,
    pub team: String,
    pub season: u16,
    pub line: u64,
    nums: HashMap<&'static str, f64>,
}

impl PlayerRow {
    /// A row with no statistics (used for replacement players).
    pub fn blank(id: String, name: String, position: &str, group: &str, team: &str) -> PlayerRow {
        PlayerRow { id, name, position: position.into(), group: group.into(), team: team.into(), season: 0, line: 0, nums: HashMap::new() }
    }

    /// A numeric column (0 when the column was empty).
    pub fn n(&self, col: &str) -> f64 {
        self.nums.get(col).copied().unwrap_or(0.0)
    }
    pub fn games(&self) -> f64 {
        self.n("games").max(1.0)
    }
    /// The row with one numeric column set (rows made by hand, in tests and tools).
    pub fn with(mut self, col: &'static str, value: f64) -> PlayerRow {
        self.nums.insert(col, value);
        self
    }
}

/// One row of a team season file.
#[derive(Clone, Debug)]
pub struct TeamRow {
    pub team: String,
    pub season: u16,
    nums: HashMap<&'static str, f64>,
}

impl TeamRow {
    pub fn n(&self, col: &str) -> f64 {
        self.nums.get(col).copied().unwrap_or(0.0)
    }
    pub fn games(&self) -> f64 {
        self.n("games").max(1.0)
    }
}

/// Player columns that may be negative (yards: a back who lost yards); every other numeric
/// column counts plays or games.
pub const SIGNED_PLAYER_COLUMNS: &[&str] = &["sack_yards_lost", "rushing_yards", "receiving_yards", "passing_yards", "def_interception_yards", "punt_return_yards", "kickoff_return_yards"];

/// Numeric player columns the builder reads.
pub const PLAYER_NUMS: &[&str] = &[
    "games", "completions", "attempts", "passing_yards", "passing_tds", "passing_interceptions", "sacks_suffered", "sack_yards_lost",
    "sack_fumbles", "sack_fumbles_lost", "carries", "rushing_yards", "rushing_tds", "rushing_fumbles", "rushing_fumbles_lost",
    "receptions", "targets", "receiving_yards", "receiving_tds", "receiving_fumbles", "receiving_fumbles_lost", "def_tackles_solo",
    "def_tackle_assists", "def_tackles_for_loss", "def_fumbles_forced", "def_sacks", "def_qb_hits", "def_interceptions",
    "def_interception_yards", "def_pass_defended", "penalties", "penalty_yards", "punt_returns", "punt_return_yards", "kickoff_returns",
    "kickoff_return_yards", "fg_made", "fg_att", "fg_blocked", "fg_made_0_19", "fg_made_20_29", "fg_made_30_39", "fg_made_40_49",
    "fg_made_50_59", "fg_made_60_", "fg_missed_0_19", "fg_missed_20_29", "fg_missed_30_39", "fg_missed_40_49", "fg_missed_50_59",
    "fg_missed_60_", "pat_made", "pat_att", "fg_long",
];
const PLAYER_IDS: &[&str] = &["player_id", "player_display_name", "position", "position_group", "season", "team"];

/// Numeric team columns the builder reads.
pub const TEAM_NUMS: &[&str] = &[
    "games", "completions", "attempts", "passing_yards", "passing_interceptions", "sacks_suffered", "carries", "rushing_yards",
    "rushing_fumbles_lost", "receiving_fumbles_lost", "sack_fumbles_lost", "def_fumbles_forced", "def_sacks", "def_interceptions",
    "penalties", "penalty_yards",
];

fn open(path: &Path) -> Result<csv::Reader<std::fs::File>, StatsError> {
    csv::ReaderBuilder::new()
        .flexible(false)
        .from_path(path)
        .map_err(|e| StatsError::Io { file: path.display().to_string(), msg: e.to_string() })
}

fn header_index(file: &str, headers: &csv::StringRecord, want: &[&str]) -> Result<Vec<usize>, StatsError> {
    let mut missing = Vec::new();
    let mut idx = Vec::new();
    for w in want {
        match headers.iter().position(|h| h.trim() == *w) {
            Some(i) => idx.push(i),
            None => missing.push(*w),
        }
    }
    if missing.is_empty() {
        Ok(idx)
    } else {
        Err(StatsError::MissingColumns { file: file.into(), columns: missing.join(", ") })
    }
}

fn num(file: &str, line: u64, col: &str, v: &str) -> Result<f64, StatsError> {
    let t = v.trim();
    if t.is_empty() || t == "NA" {
        return Ok(0.0);
    }
    t.parse::<f64>().ok().filter(|v| v.is_finite()).ok_or_else(|| StatsError::BadNumber { file: file.into(), line, column: col.into(), value: t.into() })
}

/// Reads a player season file; only rows of `season` are kept (None = all).
pub fn read_players(path: &Path, season: Option<u16>) -> Result<Vec<PlayerRow>, StatsError> {
    let file = path.display().to_string();
    let mut rd = open(path)?;
    let headers = rd.headers().map_err(|e| StatsError::Io { file: file.clone(), msg: e.to_string() })?.clone();
    let ids = header_index(&file, &headers, PLAYER_IDS)?;
    let nums = header_index(&file, &headers, PLAYER_NUMS)?;
    let mut out = Vec::new();
    for rec in rd.records() {
        let rec = rec.map_err(|e| StatsError::Io { file: file.clone(), msg: e.to_string() })?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        let get = |i: usize| rec.get(ids[i]).unwrap_or("").trim().to_string();
        let s = num(&file, line, "season", &get(4))? as u16;
        if season.is_some_and(|x| x != s) {
            continue;
        }
        let id = get(0);
        let team = get(5);
        if id.is_empty() {
            return Err(StatsError::BadRow { file, line, msg: "empty player_id".into() });
        }
        if team.is_empty() {
            return Err(StatsError::BadRow { file, line, msg: format!("player {id} has no team") });
        }
        let mut m = HashMap::with_capacity(PLAYER_NUMS.len());
        for (k, col) in PLAYER_NUMS.iter().enumerate() {
            let v = num(&file, line, col, rec.get(nums[k]).unwrap_or(""))?;
            if v < 0.0 && !SIGNED_PLAYER_COLUMNS.contains(col) {
                return Err(StatsError::NegativeCount { file, line, column: (*col).into(), value: v });
            }
            m.insert(*col, v);
        }
        out.push(PlayerRow { id, name: get(1), position: get(2), group: get(3), team, season: s, line, nums: m });
    }
    if out.is_empty() {
        return Err(StatsError::NoSeason { file, season: season.unwrap_or(0) });
    }
    Ok(out)
}

/// Reads a team season file.
pub fn read_teams(path: &Path, season: Option<u16>) -> Result<Vec<TeamRow>, StatsError> {
    let file = path.display().to_string();
    let mut rd = open(path)?;
    let headers = rd.headers().map_err(|e| StatsError::Io { file: file.clone(), msg: e.to_string() })?.clone();
    let ids = header_index(&file, &headers, &["team", "season"])?;
    let nums = header_index(&file, &headers, TEAM_NUMS)?;
    let mut out = Vec::new();
    for rec in rd.records() {
        let rec = rec.map_err(|e| StatsError::Io { file: file.clone(), msg: e.to_string() })?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        let team = rec.get(ids[0]).unwrap_or("").trim().to_string();
        let s = num(&file, line, "season", rec.get(ids[1]).unwrap_or(""))? as u16;
        if season.is_some_and(|x| x != s) {
            continue;
        }
        if team.is_empty() {
            return Err(StatsError::BadRow { file, line, msg: "empty team code".into() });
        }
        let mut m = HashMap::new();
        for (k, col) in TEAM_NUMS.iter().enumerate() {
            m.insert(*col, num(&file, line, col, rec.get(nums[k]).unwrap_or(""))?);
        }
        if m["games"] <= 0.0 {
            return Err(StatsError::BadRow { file, line, msg: format!("team {team} played no games") });
        }
        out.push(TeamRow { team, season: s, nums: m });
    }
    if out.is_empty() {
        return Err(StatsError::NoSeason { file, season: season.unwrap_or(0) });
    }
    Ok(out)
}
