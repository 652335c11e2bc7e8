//! A Strat-O-Matic league of friends kept in a file from season to season (§1.1-§1.3).
//!
//! The file holds the league's coaches and the team each coaches, how many seasons in a row each
//! has kept it, last season's records and playoff teams, and every season played. A season goes
//! round in two phases:
//!
//! 1. **Team selection** ([`Phase::Selection`], §1.1): new coaches join; every returning coach
//!    declares *keep* or *enter the draft* ([`LeagueFile::declare`]; *keep* unless he says
//!    otherwise); then the draft ([`LeagueFile::hold_draft`]): the keepers keep their teams, the
//!    returning coaches who enter the draft pick first by their continuous seasons with their team
//!    (most first, "regardless of record"), ties by last season's record, then the new coaches in
//!    the order drawn from the hat ([`crate::som::draft_order`]); the teams open to the draft are
//!    the league's teams not kept, less last season's playoff teams unless grandfathered (A-L2,
//!    [`crate::som::draft_pool`]). Trading players is not allowed.
//! 2. **The season** ([`Phase::Season`]): played in the league's own format (§1.2-§1.3,
//!    [`crate::som::play_league_season`]) on the season's seed, then recorded
//!    ([`LeagueFile::record_season`]): each coach's record, a season more with his team, the
//!    playoff teams, the champion, every player's statistics ([`SeasonStats`]: the league's
//!    record book, [`LeagueFile::career`]); and the next season's team selection opens.
//!
//! Decisions the rules leave open (docs/som-decisions.md):
//! * A coach who enters the draft and picks his own team again keeps his streak: he has had the
//!   same team continuously.
//! * A coach who joins while a season is under way gets a team at the next team-selection day; a
//!   coach who leaves frees his team (the computer plays out its games).
//! * The computer picks for a coach not at the keyboard: the open team with the best record last
//!   season (win percentage, then net points); before the league's first season, in a scouting
//!   season the computer plays on the draft's seed ([`ranking`]).

use crate::som::{draft_order, draft_pool, Declaration, DraftOrder, DraftPick, ReturningCoach, SomBracket, SomError, SomLeagueRules, SomStandings};
use crate::season::PlayerTotals;
use crate::standings::Wlt;
use huddle_stats::PlayerLine;
use huddle_core::SeededRandom;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The first field of every league file.
pub const FORMAT: &str = "huddle strat-o-matic league";

/// What the league refuses: a bad file (the file, the entry and the rule it breaks) or a step
/// out of turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FriendsError {
    #[error("{file}: {entry}: {rule}")]
    File { file: String, entry: String, rule: String },
    #[error("{0}")]
    Refused(String),
    #[error(transparent)]
    Som(#[from] SomError),
}

fn refused<T>(msg: impl Into<String>) -> Result<T, FriendsError> {
    Err(FriendsError::Refused(msg.into()))
}

/// Where the league stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Team selection for the next season: joining, declarations, the draft.
    Selection,
    /// The season is to be played.
    Season,
}

/// A team's season: its record and points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub w: u16,
    pub l: u16,
    pub t: u16,
    pub points_for: u32,
    pub points_against: u32,
}

impl Record {
    pub fn wlt(&self) -> Wlt {
        Wlt { w: self.w, l: self.l, t: self.t }
    }

    /// "7-4" or "6-4-1".
    pub fn text(&self) -> String {
        if self.t > 0 {
            format!("{}-{}-{}", self.w, self.l, self.t)
        } else {
            format!("{}-{}", self.w, self.l)
        }
    }
}

/// A coach of the league.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Coach {
    pub name: String,
    /// His team (none until his first draft).
    #[serde(default)]
    pub team: Option<String>,
    /// Seasons played in a row with that team.
    #[serde(default)]
    pub seasons_with_team: u32,
    /// Last season's record (none: he did not coach last season, a new coach to the draft).
    #[serde(default)]
    pub previous: Option<Record>,
    /// His declaration for the coming team selection (§1.1).
    #[serde(default = "keep")]
    pub declaration: Declaration,
}

fn keep() -> Declaration {
    Declaration::Keep
}

/// A coach's line in a season played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoachSeason {
    pub coach: String,
    pub team: String,
    pub record: Record,
    pub playoffs: bool,
}

/// A season played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeasonSummary {
    pub season: u32,
    pub seed: u64,
    pub champion: Option<String>,
    pub coaches: Vec<CoachSeason>,
    /// The season's leader of each category (its regular season).
    #[serde(default)]
    pub leaders: Vec<Leader>,
    /// Every player's figures in the season and its playoffs (the league's record book).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<SeasonStats>,
}

/// A season's player statistics as a league file keeps them: one line of figures a player,
/// space-separated in `columns`' order (the names of [`PlayerLine::FIELDS`]), keyed by
/// "TEAM player-id".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeasonStats {
    pub columns: Vec<String>,
    pub regular: BTreeMap<String, String>,
    #[serde(default)]
    pub playoffs: BTreeMap<String, String>,
}

impl SeasonStats {
    /// The statistics of a season played: its regular season's and its playoffs' lines.
    pub fn of(regular: &PlayerTotals, playoffs: &PlayerTotals) -> SeasonStats {
        let keep = |t: &PlayerTotals| -> BTreeMap<String, String> {
            t.iter().map(|((team, id), l)| (format!("{team} {id}"), l.values().iter().map(i64::to_string).collect::<Vec<_>>().join(" "))).collect()
        };
        SeasonStats { columns: PlayerLine::FIELDS.iter().map(|c| c.to_string()).collect(), regular: keep(regular), playoffs: keep(playoffs) }
    }

    /// The lines back (regular season, playoffs); a bad entry as (entry, rule). `known`: is
    /// this team in the card league.
    pub fn lines(&self, known: &dyn Fn(&str) -> bool) -> Result<(PlayerTotals, PlayerTotals), (String, String)> {
        let cols: Vec<&str> = self.columns.iter().map(String::as_str).collect();
        // The columns alone (a line of zeros) show a bad header once, before any player.
        PlayerLine::from_values(&cols, &vec![0; cols.len()]).map_err(|e| ("columns".to_string(), e))?;
        let read = |part: &str, m: &BTreeMap<String, String>| -> Result<PlayerTotals, (String, String)> {
            let mut out = PlayerTotals::new();
            for (key, text) in m {
                let entry = format!("{part}[\"{key}\"]");
                let Some((team, id)) = key.split_once(' ').filter(|(t, i)| !t.is_empty() && !i.trim().is_empty()) else {
                    return Err((entry, "a player is keyed \"TEAM player-id\"".into()));
                };
                if !known(team) {
                    return Err((entry, format!("team '{team}' is not in the card league")));
                }
                let values: Vec<i64> = text.split_whitespace().map(str::parse).collect::<Result<_, _>>().map_err(|_| (entry.clone(), format!("'{text}' is not a list of whole numbers")))?;
                let line = PlayerLine::from_values(&cols, &values).map_err(|e| (entry.clone(), e))?;
                out.insert((team.to_string(), id.to_string()), line);
            }
            Ok(out)
        };
        Ok((read("regular", &self.regular)?, read("playoffs", &self.playoffs)?))
    }
}

/// A category's leader in a season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Leader {
    pub category: String,
    pub player: String,
    pub team: String,
    pub value: u32,
}

/// The leader of each category of a season played.
pub fn season_leaders<C: crate::season::Club>(season: &crate::season::SeasonResult, teams: &[C]) -> Vec<Leader> {
    crate::season::leader_rows(std::slice::from_ref(season), teams, 1)
        .into_iter()
        .filter_map(|(category, rows)| rows.into_iter().next().map(|(player, team, value)| Leader { category: category.to_string(), player, team, value: value.round() as u32 }))
        .collect()
}

/// The league file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeagueFile {
    pub format: String,
    pub name: String,
    /// Seeds every season: its schedule and games, the draft's die rolls and lottery.
    pub seed: u64,
    /// The Strat-O-Matic card league the teams come from (none: the embedded 2024 league).
    #[serde(default)]
    pub cards: Option<PathBuf>,
    /// The season to be played next, 1 the first.
    pub season: u32,
    pub phase: Phase,
    pub coaches: Vec<Coach>,
    /// The rules committee's list of teams open to the draft even after a playoff season (A-L2).
    #[serde(default)]
    pub grandfathered: Vec<String>,
    #[serde(default)]
    pub rules: SomLeagueRules,
    /// Last season's playoff teams: closed to the draft unless grandfathered (A-L2).
    #[serde(default)]
    pub last_playoffs: Vec<String>,
    /// Every team's record last season (the computer's draft picks go by it).
    #[serde(default)]
    pub last_records: BTreeMap<String, Record>,
    #[serde(default)]
    pub history: Vec<SeasonSummary>,
}

/// A pick made on team-selection day.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Picked {
    pub pick: DraftPick,
    pub team: String,
}

/// Who names a pick's team: given the pick and the teams still open, a team (or why not).
pub type Chooser<'a> = dyn FnMut(&DraftPick, &[String]) -> Result<String, String> + 'a;

/// Team-selection day: who kept which team, the order, the picks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DraftDay {
    pub order: DraftOrder,
    /// The teams open to the draft before the first pick.
    pub pool: Vec<String>,
    pub picks: Vec<Picked>,
}

/// Teams ranked for the computer's draft picks: best win percentage first, then net points, then
/// the code.
pub fn ranking(records: &BTreeMap<String, Record>) -> Vec<String> {
    let mut v: Vec<(&String, &Record)> = records.iter().collect();
    v.sort_by(|a, b| {
        b.1.wlt().pct().total_cmp(&a.1.wlt().pct()).then_with(|| (b.1.points_for as i64 - b.1.points_against as i64).cmp(&(a.1.points_for as i64 - a.1.points_against as i64))).then_with(|| a.0.cmp(b.0))
    });
    v.into_iter().map(|(t, _)| t.clone()).collect()
}

/// The computer's pick: the best-ranked open team (a team the ranking does not know comes after
/// those it does, in the pool's order).
pub fn computer_pick(pool: &[String], ranking: &[String]) -> Option<String> {
    ranking.iter().find(|t| pool.contains(t)).or_else(|| pool.first()).cloned()
}

/// Every team's record in a season's standings.
pub fn records_of(standings: &SomStandings) -> BTreeMap<String, Record> {
    standings
        .league()
        .teams()
        .into_iter()
        .filter_map(|t| {
            let r = standings.record(&t)?;
            Some((t, Record { w: r.all.w, l: r.all.l, t: r.all.t, points_for: r.points_for, points_against: r.points_against }))
        })
        .collect()
}

impl LeagueFile {
    /// A new league: its coaches (all new: no team until the first draft), season 1's team
    /// selection open.
    pub fn new<S: AsRef<str>>(name: &str, coaches: &[S], seed: u64, cards: Option<PathBuf>) -> Result<LeagueFile, FriendsError> {
        let mut l = LeagueFile {
            format: FORMAT.into(),
            name: name.trim().to_string(),
            seed,
            cards,
            season: 1,
            phase: Phase::Selection,
            coaches: Vec::new(),
            grandfathered: Vec::new(),
            rules: SomLeagueRules::default(),
            last_playoffs: Vec::new(),
            last_records: BTreeMap::new(),
            history: Vec::new(),
        };
        if l.name.is_empty() {
            return refused("the league needs a name");
        }
        if coaches.is_empty() {
            return refused("the league needs at least one coach");
        }
        for c in coaches {
            l.join(c.as_ref())?;
        }
        Ok(l)
    }

    /// Reads a league file and checks it against the league's teams (`teams`: the codes of the
    /// card league it names). `file` names the file in the errors.
    pub fn parse(text: &str, file: &str, teams: &[String]) -> Result<LeagueFile, FriendsError> {
        let bad = |entry: &str, rule: String| FriendsError::File { file: file.to_string(), entry: entry.to_string(), rule };
        let de = &mut serde_json::Deserializer::from_str(text);
        let l: LeagueFile = serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            bad(if path == "." { "the file" } else { &path }, e.into_inner().to_string())
        })?;
        l.check(teams).map_err(|(entry, rule)| bad(&entry, rule))?;
        Ok(l)
    }

    /// The file's text (what [`LeagueFile::parse`] reads).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a league file serializes") + "\n"
    }

    /// The rules a league file keeps: (entry, rule broken).
    pub fn check(&self, teams: &[String]) -> Result<(), (String, String)> {
        if self.format != FORMAT {
            return Err(("format".into(), format!("must be \"{FORMAT}\" (this is not a Strat-O-Matic league file)")));
        }
        if self.name.trim().is_empty() {
            return Err(("name".into(), "the league needs a name".into()));
        }
        if self.season == 0 {
            return Err(("season".into(), "seasons count from 1".into()));
        }
        if self.coaches.is_empty() {
            return Err(("coaches".into(), "a league has at least one coach".into()));
        }
        let known = |t: &str| teams.iter().any(|c| c == t);
        let mut names = std::collections::BTreeSet::new();
        let mut held = BTreeMap::new();
        for (i, c) in self.coaches.iter().enumerate() {
            let entry = format!("coaches[{i}] ({})", c.name);
            if c.name.trim().is_empty() || c.name.contains(',') {
                return Err((format!("coaches[{i}].name"), "a coach's name is not empty and has no comma".into()));
            }
            if !names.insert(c.name.to_lowercase()) {
                return Err((entry, "a coach is listed once (names are compared without case)".into()));
            }
            match &c.team {
                Some(t) => {
                    if !known(t) {
                        return Err((entry, format!("team '{t}' is not in the card league")));
                    }
                    if let Some(other) = held.insert(t.clone(), c.name.clone()) {
                        return Err((entry, format!("team '{t}' is coached by {other} too: a team has one coach")));
                    }
                }
                None => {
                    if c.seasons_with_team > 0 {
                        return Err((entry, "seasons_with_team counts seasons with a team: a coach without one has 0".into()));
                    }
                }
            }
            if c.previous.is_some() && c.team.is_none() {
                return Err((entry, "a coach with last season's record has that season's team".into()));
            }
            if c.declaration == Declaration::EnterDraft && c.previous.is_none() {
                return Err((entry, "only a returning coach declares: a new coach enters the draft anyway".into()));
            }
        }
        for (field, list) in [("grandfathered", &self.grandfathered), ("last_playoffs", &self.last_playoffs)] {
            if let Some(t) = list.iter().find(|t| !known(t)) {
                return Err((field.into(), format!("team '{t}' is not in the card league")));
            }
        }
        if let Some(t) = self.last_records.keys().find(|t| !known(t)) {
            return Err(("last_records".into(), format!("team '{t}' is not in the card league")));
        }
        if self.phase == Phase::Season && !self.coaches.iter().any(|c| c.team.is_some()) {
            return Err(("phase".into(), "a season to play needs a coach with a team (hold the draft first)".into()));
        }
        for (i, h) in self.history.iter().enumerate() {
            if let Some(st) = &h.stats {
                st.lines(&known).map_err(|(entry, rule)| (format!("history[{i}].stats.{entry}"), rule))?;
            }
        }
        Ok(())
    }

    /// The seed of the coming season's schedule and games.
    pub fn season_seed(&self) -> u64 {
        self.seed ^ (self.season as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// The seed of the coming team selection's die rolls and lottery (and the scouting season).
    pub fn draft_seed(&self) -> u64 {
        self.season_seed() ^ 0xD7AF_7000
    }

    fn coach_index(&self, name: &str) -> Result<usize, FriendsError> {
        match self.coaches.iter().position(|c| c.name.eq_ignore_ascii_case(name.trim())) {
            Some(i) => Ok(i),
            None => refused(format!("no coach '{}' in the league (its coaches: {})", name.trim(), self.coaches.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", "))),
        }
    }

    /// A coach by name (without case).
    pub fn coach(&self, name: &str) -> Result<&Coach, FriendsError> {
        Ok(&self.coaches[self.coach_index(name)?])
    }

    /// A new coach joins: he gets a team at the next team-selection day.
    pub fn join(&mut self, name: &str) -> Result<(), FriendsError> {
        let name = name.trim();
        if name.is_empty() || name.contains(',') {
            return refused("a coach's name is not empty and has no comma");
        }
        if self.coaches.iter().any(|c| c.name.eq_ignore_ascii_case(name)) {
            return refused(format!("{name} is already a coach of the league"));
        }
        self.coaches.push(Coach { name: name.to_string(), team: None, seasons_with_team: 0, previous: None, declaration: Declaration::Keep });
        Ok(())
    }

    /// A coach leaves: his team is free (the computer coaches it until someone drafts it).
    pub fn leave(&mut self, name: &str) -> Result<Coach, FriendsError> {
        let i = self.coach_index(name)?;
        if self.coaches.len() == 1 {
            return refused(format!("{} is the league's last coach: a league has at least one", self.coaches[i].name));
        }
        if self.phase == Phase::Season && self.coaches.iter().filter(|c| c.team.is_some()).count() == 1 && self.coaches[i].team.is_some() {
            return refused(format!("{} is the league's only coach with a team: the season needs one", self.coaches[i].name));
        }
        Ok(self.coaches.remove(i))
    }

    /// A returning coach's declaration for the coming team selection (§1.1).
    pub fn declare(&mut self, name: &str, declaration: Declaration) -> Result<(), FriendsError> {
        let i = self.coach_index(name)?;
        if self.phase != Phase::Selection {
            return refused(format!("season {}'s teams are chosen: declarations are for the next team-selection day, after the season", self.season));
        }
        let c = &mut self.coaches[i];
        if c.previous.is_none() {
            return refused(format!("{} is a new coach: he enters the draft (only a returning coach keeps his team or enters the draft)", c.name));
        }
        c.declaration = declaration;
        Ok(())
    }

    /// The coming draft's order (§1.1), from the draft seed.
    pub fn draft_order(&self) -> Result<DraftOrder, FriendsError> {
        if self.phase != Phase::Selection {
            return refused(format!("season {}'s draft is held: play the season (`huddle league season`)", self.season));
        }
        let returning: Vec<ReturningCoach> = self
            .coaches
            .iter()
            .filter_map(|c| {
                let (team, prev) = (c.team.clone()?, c.previous?);
                Some(ReturningCoach { coach: c.name.clone(), team, seasons_with_team: c.seasons_with_team, previous: prev.wlt(), declaration: c.declaration })
            })
            .collect();
        let new: Vec<&str> = self.coaches.iter().filter(|c| c.previous.is_none()).map(|c| c.name.as_str()).collect();
        Ok(draft_order(&returning, &new, &mut SeededRandom::new(self.draft_seed()))?)
    }

    /// Last season's playoff teams closed to the draft (A-L2): not grandfathered; none when the
    /// league's rules leave them open.
    pub fn closed_teams(&self) -> Vec<&str> {
        if !self.rules.playoff_teams_closed {
            return Vec::new();
        }
        self.last_playoffs.iter().filter(|t| !self.grandfathered.contains(t)).map(String::as_str).collect()
    }

    /// The teams open to a draft in this order (A-L2): the league's teams not kept, less last
    /// season's playoff teams unless grandfathered.
    pub fn pool(&self, order: &DraftOrder, teams: &[String]) -> Vec<String> {
        draft_pool(teams, order, &self.last_playoffs, &self.grandfathered, &self.rules)
    }

    /// Holds team-selection day: `choose(pick, open teams)` names each pick's team (a human's or
    /// the computer's). Every coach who does not keep his team gets one; the season opens.
    /// Nothing changes unless every pick is made.
    pub fn hold_draft(&mut self, teams: &[String], choose: &mut Chooser) -> Result<DraftDay, FriendsError> {
        let order = self.draft_order()?;
        let pool = self.pool(&order, teams);
        if pool.len() < order.picks.len() {
            return refused(format!(
                "{} coach(es) draft but only {} team(s) are open ({} kept, {} closed after last season's playoffs): fewer coaches, or grandfather teams",
                order.picks.len(),
                pool.len(),
                order.keepers.len(),
                self.closed_teams().into_iter().filter(|t| !order.keepers.iter().any(|(_, k)| k == t)).count()
            ));
        }
        let mut open = pool.clone();
        let mut picks = Vec::new();
        for p in &order.picks {
            let team = choose(p, &open).map_err(FriendsError::Refused)?;
            let Some(k) = open.iter().position(|t| *t == team) else {
                return refused(format!("pick {}: {team} is not open to the draft", p.pick));
            };
            open.remove(k);
            picks.push(Picked { pick: p.clone(), team });
        }
        let mut next = self.clone();
        for pk in &picks {
            let i = next.coach_index(&pk.pick.coach)?;
            let c = &mut next.coaches[i];
            if c.team.as_deref() != Some(pk.team.as_str()) {
                c.seasons_with_team = 0;
            }
            c.team = Some(pk.team.clone());
        }
        next.phase = Phase::Season;
        *self = next;
        Ok(DraftDay { order, pool, picks })
    }

    /// The coaches' teams this season: (coach, team).
    pub fn coached_teams(&self) -> Vec<(String, String)> {
        self.coaches.iter().filter_map(|c| Some((c.name.clone(), c.team.clone()?))).collect()
    }

    /// Records the season played: each coach's record and a season more with his team, every
    /// team's record and the playoff teams (the next draft's), the champion; the next season's
    /// team selection opens (every returning coach keeps unless he declares otherwise).
    pub fn record_season(&mut self, standings: &SomStandings, playoffs: Option<&SomBracket>) -> Result<SeasonSummary, FriendsError> {
        if self.phase != Phase::Season {
            return refused(format!("season {}'s teams are not chosen yet: hold the draft first", self.season));
        }
        let records = records_of(standings);
        let seeds = standings.playoff_seeds()?;
        let playoff_teams: Vec<String> = seeds.conferences.iter().flat_map(|c| c.teams()).collect();
        // Recorded into a copy: a season that does not fit the league changes nothing.
        let mut next = self.clone();
        let mut lines = Vec::new();
        for c in &mut next.coaches {
            let Some(team) = c.team.clone() else { continue };
            let Some(r) = records.get(&team) else {
                return refused(format!("{}'s team {team} did not play this season", c.name));
            };
            c.previous = Some(*r);
            c.seasons_with_team += 1;
            c.declaration = Declaration::Keep;
            lines.push(CoachSeason { coach: c.name.clone(), team: team.clone(), record: *r, playoffs: playoff_teams.contains(&team) });
        }
        let summary = SeasonSummary { season: next.season, seed: next.season_seed(), champion: playoffs.and_then(|b| b.champion()).map(str::to_string), coaches: lines, leaders: Vec::new(), stats: None };
        next.history.push(summary.clone());
        next.last_records = records;
        next.last_playoffs = playoff_teams;
        next.season += 1;
        next.phase = Phase::Selection;
        *self = next;
        Ok(summary)
    }

    /// The league at a glance: its coaches, teams, streaks and last records, the next step, and
    /// the seasons played.
    pub fn render(&self) -> String {
        let mut s = format!("{} — Strat-O-Matic league, season {} ", self.name, self.season);
        s += match self.phase {
            Phase::Selection => "(team selection: `huddle league declare`, then `huddle league draft`)\n",
            Phase::Season => "(teams chosen: `huddle league season`)\n",
        };
        s += &format!("  {:<16} {:<5} {:>7}  {:<8} {}\n", "coach", "team", "seasons", "last", "declaration");
        for c in &self.coaches {
            let decl = match (self.phase, c.previous, c.declaration) {
                (Phase::Season, _, _) => "",
                (_, None, _) => "new: drafts",
                (_, Some(_), Declaration::Keep) => "keep",
                (_, Some(_), Declaration::EnterDraft) => "enter the draft",
            };
            s += &format!(
                "  {:<16} {:<5} {:>7}  {:<8} {}\n",
                c.name,
                c.team.as_deref().unwrap_or("-"),
                c.seasons_with_team,
                c.previous.map(|r| r.text()).unwrap_or_else(|| "-".into()),
                decl
            );
        }
        let closed = self.closed_teams();
        if self.phase == Phase::Selection && !closed.is_empty() {
            s += &format!("Closed to the draft (last season's playoff teams): {}\n", closed.join(" "));
        }
        if !self.grandfathered.is_empty() {
            s += &format!("Grandfathered: {}\n", self.grandfathered.join(" "));
        }
        for h in &self.history {
            let coaches: Vec<String> = h.coaches.iter().map(|c| format!("{} ({}) {}{}", c.coach, c.team, c.record.text(), if c.playoffs { "*" } else { "" })).collect();
            s += &format!("Season {}: champion {}; {}\n", h.season, h.champion.as_deref().unwrap_or("(no playoffs)"), coaches.join(", "));
            if !h.leaders.is_empty() {
                let l: Vec<String> = h.leaders.iter().map(|l| format!("{} {} ({}) {}", l.category, l.player, l.team, l.value)).collect();
                s += &format!("  leaders: {}\n", l.join("; "));
            }
        }
        if !self.history.is_empty() {
            s += "(* made the playoffs)\n";
            s += &format!("All-time: {:<16} {:>7} {:>9} {:>8} {:>6}\n", "coach", "seasons", "W-L-T", "playoffs", "titles");
            for (coach, a) in self.all_time() {
                s += &format!("          {:<16} {:>7} {:>9} {:>8} {:>6}\n", coach, a.seasons, format!("{}-{}-{}", a.record.w, a.record.l, a.record.t), a.playoffs, a.titles);
            }
        }
        s
    }

    /// Every player's regular seasons in the league's history, added up (by team and id: a
    /// player is his card team's). Seasons recorded without statistics count nothing.
    pub fn career(&self) -> PlayerTotals {
        let mut all = PlayerTotals::new();
        for h in &self.history {
            if let Some(Ok((regular, _))) = h.stats.as_ref().map(|s| s.lines(&|_| true)) {
                for (k, l) in &regular {
                    *all.entry(k.clone()).or_default() += l;
                }
            }
        }
        all
    }

    /// Every coach's seasons in the league's history, best winning percentage first (then
    /// titles, then name): seasons, record, playoff seasons and titles.
    pub fn all_time(&self) -> Vec<(String, AllTime)> {
        let mut by: BTreeMap<String, AllTime> = BTreeMap::new();
        for h in &self.history {
            for c in &h.coaches {
                let a = by.entry(c.coach.clone()).or_default();
                a.seasons += 1;
                a.record.w += c.record.w;
                a.record.l += c.record.l;
                a.record.t += c.record.t;
                a.playoffs += u32::from(c.playoffs);
                a.titles += u32::from(h.champion.as_deref() == Some(c.team.as_str()));
            }
        }
        let mut v: Vec<(String, AllTime)> = by.into_iter().collect();
        v.sort_by(|a, b| b.1.record.pct().total_cmp(&a.1.record.pct()).then(b.1.titles.cmp(&a.1.titles)).then_with(|| a.0.cmp(&b.0)));
        v
    }
}

/// A coach's seasons in a league, added up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct AllTime {
    pub seasons: u32,
    pub record: Wlt,
    pub playoffs: u32,
    pub titles: u32,
}

/// The computer's scouting before a league's first draft (no season to rank the teams by): one
/// regular season of the league's format, every game the computer's, on `seed`; the teams ranked
/// by it ([`ranking`]).
pub fn scout<C: crate::season::Club>(teams: &[C], league: &crate::som::SomLeague, seed: u64, rules: &crate::season::Rules) -> Result<Vec<String>, String> {
    let played = crate::som::play_league_regular_season(teams, league, seed, 0, rules, &mut crate::season::computer_only)?;
    Ok(ranking(&records_of(&played.standings)))
}
