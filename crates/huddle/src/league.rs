//! `huddle league`: a Strat-O-Matic league of friends kept in a file from season to season
//! (§1.1-§1.3, [`huddle_league::friends`]): start it, let coaches join and leave, declare keep or
//! enter the draft, hold team-selection day (picks typed at the terminal or the computer's),
//! play the season in the league's format (the coaches' games at the terminal, saved and resumed
//! like any season) and record it.

use crate::{play, season, season_coach};
use anyhow::{bail, Context, Result};
use clap::{Subcommand, ValueEnum};
use huddle_league::friends::{self, LeagueFile, Phase};
use huddle_league::som::{self as som, Declaration, DraftPick};
use huddle_som::cards::SomTeam;
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

#[derive(Subcommand)]
pub enum LeagueCmd {
    /// Start a league: a new file with its coaches (new coaches: their teams come at the first
    /// draft, `huddle league draft`).
    New {
        /// The league file to write (a new file).
        file: PathBuf,
        /// The coaches, by name (`--coaches ann,bob,cat`).
        #[arg(long, value_delimiter = ',', required = true)]
        coaches: Vec<String>,
        /// The league's name (default: the file's name).
        #[arg(long)]
        name: Option<String>,
        /// Seeds every season of the league (schedules, games, the draft's die rolls and lottery).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The Strat-O-Matic card league the teams come from (default: the embedded 2024 league;
        /// the file keeps its full path, and a path written into the file by hand is read from
        /// the league file's folder).
        #[arg(long)]
        cards: Option<PathBuf>,
    },
    /// The league: its coaches, their teams, streaks and last records, what comes next, and the
    /// seasons played.
    Show {
        file: PathBuf,
        /// Write every season's player statistics as CSV (a row a player, season and `REG` or
        /// `POST`; nflverse's column names; `season` is the league's season number).
        #[arg(long)]
        stats: Option<PathBuf>,
        /// One season of the record book: its regular season's and its playoffs' leaders.
        #[arg(long)]
        season: Option<u32>,
    },
    /// A new coach joins (his team comes at the next draft).
    Join { file: PathBuf, coach: String },
    /// A coach leaves the league (his team is open to the next draft).
    Leave { file: PathBuf, coach: String },
    /// A returning coach's declaration before team selection (§1.1): keep his team or enter the
    /// draft (every returning coach keeps unless he declares otherwise).
    Declare {
        file: PathBuf,
        coach: String,
        #[arg(value_enum)]
        declaration: Decl,
    },
    /// Team-selection day (§1.1): the draft order (returning coaches who enter the draft by
    /// seasons with their team, then record; then new coaches by lottery), each coach picking an
    /// open team (last season's playoff teams are closed unless grandfathered).
    Draft {
        file: PathBuf,
        /// Coaches whose picks are typed at the terminal (`all`: every one); the others, the
        /// computer's (the open team with the best record last season).
        #[arg(long, value_delimiter = ',')]
        you: Vec<String>,
    },
    /// Plays the season in the league's format (§1.2-§1.3) and records it in the file: the games
    /// of the coaches named by `--coach` at the terminal, every other game by the computer.
    Season {
        file: PathBuf,
        /// Coaches whose games are played at the terminal (`all`: every coach with a team);
        /// their games with each other head to head.
        #[arg(long, value_delimiter = ',')]
        coach: Vec<String>,
        /// Save the season as you play it (a new file).
        #[arg(long, requires = "coach")]
        save: Option<PathBuf>,
        /// Go on with a saved season of this league: its calls are replayed, then you go on.
        #[arg(long, conflicts_with_all = ["coach", "save"])]
        resume: Option<PathBuf>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Decl {
    /// Keep last season's team.
    Keep,
    /// Enter the draft.
    Draft,
}

/// The league file, its card league's path (resolved from the file's folder) and teams.
pub(crate) struct Loaded {
    pub(crate) league: LeagueFile,
    pub(crate) cards: Option<PathBuf>,
    pub(crate) teams: Vec<SomTeam>,
}

impl Loaded {
    fn codes(&self) -> Vec<String> {
        self.teams.iter().map(|t| t.code.clone()).collect()
    }
}

/// A card path as the league file gives it: relative to the file's folder.
fn resolve(file: &Path, cards: &Path) -> PathBuf {
    if cards.is_absolute() {
        return cards.to_path_buf();
    }
    file.parent().map(|d| d.join(cards)).unwrap_or_else(|| cards.to_path_buf())
}

pub(crate) fn load(file: &Path) -> Result<Loaded> {
    let text = std::fs::read_to_string(file).with_context(|| format!("{}: cannot read", file.display()))?;
    // The card league first (the file's teams are checked against it).
    let cards_field: Option<PathBuf> = serde_json::from_str::<serde_json::Value>(&text).ok().and_then(|v| v.get("cards").and_then(|c| c.as_str()).map(PathBuf::from));
    let cards = cards_field.map(|c| resolve(file, &c));
    let teams = crate::som_teams(cards.as_deref()).with_context(|| format!("{}: cards: the league's card file", file.display()))?;
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let league = LeagueFile::parse(&text, &file.display().to_string(), &codes)?;
    Ok(Loaded { league, cards, teams })
}

/// One change to a league file at a time within this process (the server's pages and its games'
/// threads): each change reads the file, changes it and writes it under this lock.
pub(crate) static CHANGING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Takes [`CHANGING`] (a thread that panicked holding it left no half-written file: the write
/// is a rename).
pub(crate) fn changing() -> std::sync::MutexGuard<'static, ()> {
    CHANGING.lock().unwrap_or_else(|e| e.into_inner())
}

/// Writes the league file whole or not at all (a temporary file renamed over it).
pub(crate) fn store(file: &Path, league: &LeagueFile) -> Result<()> {
    replace_file(file, &league.to_json())
}

/// Writes a file the user keeps whole or not at all: a temporary file beside it, renamed over it.
pub(crate) fn replace_file(file: &Path, text: &str) -> Result<()> {
    let mut tmp = file.as_os_str().to_owned();
    tmp.push(".writing");
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, file).with_context(|| format!("cannot replace {}", file.display()))?;
    Ok(())
}

pub fn run(cmd: LeagueCmd, out: &dyn Fn(&str)) -> Result<()> {
    match cmd {
        LeagueCmd::New { file, coaches, name, seed, cards } => {
            if file.exists() {
                bail!("{} exists: a new league is a new file (nothing was changed)", file.display());
            }
            let name = name.unwrap_or_else(|| file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default());
            // The card league as typed (from the current folder), kept by its full path so the
            // league file finds it from wherever it is run.
            let cards = match cards {
                Some(c) => {
                    let full = std::fs::canonicalize(&c).with_context(|| format!("--cards {}: cannot read", c.display()))?;
                    crate::som_teams(Some(&full)).with_context(|| format!("--cards {}", c.display()))?;
                    Some(full)
                }
                None => None,
            };
            let l = LeagueFile::new(&name, &coaches, seed, cards)?;
            store(&file, &l)?;
            out(&l.render());
            out(&format!("\nWrote {}. Next: team selection, `huddle league draft {}`.\n", file.display(), file.display()));
            Ok(())
        }
        LeagueCmd::Show { file, stats, season } => {
            let l = load(&file)?;
            if let Some(n) = season {
                out(&season_text(&l, n)?);
                return Ok(());
            }
            out(&show_text(&l));
            if let Some(p) = stats {
                if p.is_dir() {
                    bail!("--stats {}: a folder, not a file", p.display());
                }
                std::fs::write(&p, season_stats_csv(&l)).with_context(|| format!("cannot write {}", p.display()))?;
                out(&format!("(every season's player statistics written to {})\n", p.display()));
            }
            Ok(())
        }
        LeagueCmd::Join { file, coach } => {
            let mut l = load(&file)?;
            l.league.join(&coach)?;
            store(&file, &l.league)?;
            let when = if l.league.phase == Phase::Selection { "at this team-selection day" } else { "at the next team-selection day, after this season" };
            out(&format!("{} joins {}: his team comes {when}.\n", coach.trim(), l.league.name));
            Ok(())
        }
        LeagueCmd::Leave { file, coach } => {
            let mut l = load(&file)?;
            let c = l.league.leave(&coach)?;
            store(&file, &l.league)?;
            let team = c.team.map(|t| format!(": {t} is open to the next draft (the computer coaches it meanwhile)")).unwrap_or_default();
            out(&format!("{} leaves {}{team}.\n", c.name, l.league.name));
            Ok(())
        }
        LeagueCmd::Declare { file, coach, declaration } => {
            let mut l = load(&file)?;
            let d = match declaration {
                Decl::Keep => Declaration::Keep,
                Decl::Draft => Declaration::EnterDraft,
            };
            l.league.declare(&coach, d)?;
            store(&file, &l.league)?;
            let c = l.league.coach(&coach)?;
            let team = c.team.clone().unwrap_or_default();
            out(&match d {
                Declaration::Keep => format!("{} keeps {team} for season {}.\n", c.name, l.league.season),
                Declaration::EnterDraft => format!("{} enters the draft for season {} ({team} is open to it).\n", c.name, l.league.season),
            });
            Ok(())
        }
        LeagueCmd::Draft { file, you } => draft(&file, &you, out),
        LeagueCmd::Season { file, coach, save, resume } => play_season(&file, &coach, save, resume, out),
    }
}

/// The coaches named on the command line (`all`: every one `eligible` lets in), as the file
/// spells them.
fn named(league: &LeagueFile, names: &[String], flag: &str, eligible: &dyn Fn(&friends::Coach) -> bool) -> Result<Vec<String>> {
    if names.iter().any(|n| n.trim().eq_ignore_ascii_case("all")) {
        return Ok(league.coaches.iter().filter(|c| eligible(c)).map(|c| c.name.clone()).collect());
    }
    let mut v: Vec<String> = Vec::new();
    for n in names {
        let c = league.coach(n).with_context(|| format!("{flag} {n}"))?;
        if !eligible(c) {
            bail!("{flag} {n}: {} has no team this season (he gets one at the next draft)", c.name);
        }
        if v.contains(&c.name) {
            bail!("{flag}: {} is named twice", c.name);
        }
        v.push(c.name.clone());
    }
    Ok(v)
}

/// The picks typed at the terminal: a team's code, `ai` (or an empty line) for the computer's,
/// `list` for the open teams, `quit` to leave (nothing is written).
struct Picker {
    lines: Box<dyn BufRead>,
    echo: bool,
    ended: bool,
    quit: bool,
}

impl Picker {
    fn read(&mut self, prompt: &str, out: &dyn Fn(&str)) -> Option<String> {
        if self.ended {
            return None;
        }
        out(prompt);
        let _ = std::io::stdout().flush();
        let mut line = String::new();
        match self.lines.read_line(&mut line) {
            Ok(0) | Err(_) => {
                out("\n(end of input: the computer makes the rest of the picks)\n");
                self.ended = true;
                None
            }
            Ok(_) => {
                let line = line.trim().to_string();
                if self.echo {
                    out(&format!("{line}\n"));
                }
                Some(line)
            }
        }
    }
}

fn open_list(open: &[String], league: &LeagueFile, teams: &[SomTeam]) -> String {
    let mut s = String::new();
    for code in open {
        let name = teams.iter().find(|t| &t.code == code).map(|t| t.name.as_str()).unwrap_or("");
        let last = league.last_records.get(code).map(|r| format!("  last season {}", r.text())).unwrap_or_default();
        s += &format!("  {code:<4} {name}{last}\n");
    }
    s
}

/// The league's own format for its card league's teams (§1.2, A-L3) and its rules.
fn format_of(l: &Loaded) -> Result<(som::SomLeague, huddle_league::season::Rules)> {
    let codes = l.codes();
    let sl = som::league_of(&codes).map_err(|e| anyhow::anyhow!("the card league's {} teams: {e}", codes.len()))?;
    Ok((sl, huddle_league::season::Rules::Som(huddle_som::options::SomOptions::default())))
}

/// The coming season played by the computer: the season, and its standings and playoffs as
/// text (not yet recorded).
pub(crate) fn computer_season(l: &Loaded) -> Result<(huddle_league::som::LeagueSeason, String)> {
    let (sl, rules) = format_of(l)?;
    let ls = som::play_league_season(&l.teams, &sl, l.league.season_seed(), &rules, true, &mut huddle_league::season::computer_only).map_err(anyhow::Error::msg)?;
    let mut text = format!("Standings\n{}\n", ls.standings.render());
    if let Some(b) = &ls.playoffs {
        text += &format!("\nPlayoffs\n{}", som::render_bracket(b));
    }
    Ok((ls, text))
}

/// The teams of the coaches named (`all`: every coach with a team); refused: a coach not in the
/// league, without a team this season, or named twice.
pub(crate) fn teams_of(l: &Loaded, coaches: &[String], flag: &str) -> Result<Vec<String>> {
    let names = named(&l.league, coaches, flag, &|c| c.team.is_some())?;
    Ok(names.iter().filter_map(|n| l.league.coach(n).ok().and_then(|c| c.team.clone())).collect())
}

/// The computer's ranking of the teams for its draft picks: last season's records, or a scouting
/// season before the first (none when no one picks).
fn computer_ranking(l: &Loaded, no_picks: bool) -> Result<Vec<String>> {
    if l.league.last_records.is_empty() && !no_picks {
        let (sl, rules) = format_of(l)?;
        return friends::scout(&l.teams, &sl, l.league.draft_seed(), &rules).map_err(anyhow::Error::msg);
    }
    Ok(friends::ranking(&l.league.last_records))
}

/// The coming draft as a page shows it: the order (each pick's coach and why), the keepers, the
/// open teams and the computer's ranking (its pick: the first open team of it).
pub(crate) fn draft_plan(file: &Path) -> Result<serde_json::Value> {
    let l = load(file)?;
    let order = l.league.draft_order()?;
    let pool = l.league.pool(&order, &l.codes());
    let ranking = computer_ranking(&l, order.picks.is_empty())?;
    let names: Vec<serde_json::Value> = pool.iter().map(|c| serde_json::json!({ "code": c, "name": l.teams.iter().find(|t| &t.code == c).map(|t| t.name.as_str()).unwrap_or(""), "last": l.league.last_records.get(c).map(|r| r.text()) })).collect();
    Ok(serde_json::json!({ "season": l.league.season, "order": order.picks, "keepers": order.keepers, "open": names, "ranking": ranking }))
}

/// Holds the draft with the picks given (coach → team); a pick not given is the computer's. A
/// pick of a team not open when it comes is refused, and nothing is written.
pub(crate) fn draft_given(file: &Path, given: &std::collections::BTreeMap<String, String>) -> Result<LeagueFile> {
    let _one = changing();
    let l = load(file)?;
    let order = l.league.draft_order()?;
    for c in given.keys() {
        if !order.picks.iter().any(|p| p.coach.eq_ignore_ascii_case(c)) {
            bail!("{c} does not pick in this draft (the keepers keep, and every coach is named once)");
        }
    }
    let ranking = computer_ranking(&l, order.picks.is_empty())?;
    let mut choose = |p: &DraftPick, open: &[String]| -> Result<String, String> {
        match given.iter().find(|(c, _)| c.eq_ignore_ascii_case(&p.coach)) {
            Some((_, t)) if !t.trim().is_empty() => open.iter().find(|o| o.eq_ignore_ascii_case(t.trim())).cloned().ok_or_else(|| format!("pick {}: {} is not open to {} (kept, picked before or closed)", p.pick, t.trim(), p.coach)),
            _ => friends::computer_pick(open, &ranking).ok_or_else(|| "no team is open".to_string()),
        }
    };
    let mut next = l.league.clone();
    next.hold_draft(&l.codes(), &mut choose).map_err(|e| anyhow::anyhow!("the draft cannot be held: {e} (nothing was written)"))?;
    store(file, &next)?;
    Ok(next)
}

/// A coached season of the league's coming season: its setup (the save's first line).
pub(crate) fn season_setup(l: &Loaded, teams: &[String]) -> play::Setup {
    play::Setup {
        rules: "som-league-season".into(),
        home: teams.join(","),
        away: String::new(),
        you: play::You::Home,
        seed: l.league.season_seed(),
        standard: false,
        solitaire: false,
        kickoff_touchback: None,
        league: l.cards.clone(),
        schedule: None,
        year: None,
        playoffs: true,
        optional: false,
    }
}

/// Is this save a coached season of the league's coming season?
pub(crate) fn is_its_season(l: &Loaded, s: &play::Setup) -> bool {
    l.league.phase == Phase::Season && s.rules == "som-league-season" && s.seed == l.league.season_seed() && s.league == l.cards
}

/// The league at a glance ([`LeagueFile::render`]) and, once seasons with statistics are
/// recorded, its all-time leaders (the regular seasons added up).
pub(crate) fn show_text(l: &Loaded) -> String {
    let mut s = l.league.render();
    let career = l.league.career();
    if !career.is_empty() {
        let all = huddle_league::season::SeasonResult { players: career, ..Default::default() };
        s += &format!("All-time leaders (regular seasons):\n{}", huddle_league::season::leaders(std::slice::from_ref(&all), &l.teams, 5));
    }
    s
}

/// One season of the record book: the champion, each coach's record, the leaders of the regular
/// season and of the playoffs.
pub(crate) fn season_text(l: &Loaded, n: u32) -> Result<String> {
    let played: Vec<u32> = l.league.history.iter().map(|h| h.season).collect();
    let Some(h) = l.league.history.iter().find(|h| h.season == n) else {
        bail!("season {n} is not in the league's record (its seasons: {})", if played.is_empty() { "none yet".to_string() } else { played.iter().map(u32::to_string).collect::<Vec<_>>().join(", ") });
    };
    let mut s = format!("{} — season {n}: champion {}\n", l.league.name, h.champion.as_deref().unwrap_or("(no playoffs)"));
    for c in &h.coaches {
        s += &format!("  {:<16} {:<5} {}{}\n", c.coach, c.team, c.record.text(), if c.playoffs { ", in the playoffs" } else { "" });
    }
    let Some(st) = &h.stats else {
        s += "(this season was recorded without its players' statistics)\n";
        return Ok(s);
    };
    let (regular, playoffs) = st.lines(&|_| true).map_err(|(entry, rule)| anyhow::anyhow!("season {n}: {entry}: {rule}"))?;
    for (title, lines) in [("Leaders (regular season)", regular), ("Leaders (playoffs)", playoffs)] {
        if lines.is_empty() {
            continue;
        }
        let one = huddle_league::season::SeasonResult { players: lines, ..Default::default() };
        s += &format!("{title}:\n{}", huddle_league::season::leaders(std::slice::from_ref(&one), &l.teams, 5));
    }
    Ok(s)
}

/// Every recorded season's player lines as CSV (seasons recorded without statistics have no rows).
pub(crate) fn season_stats_csv(l: &Loaded) -> String {
    let known = |_: &str| true;
    let seasons: Vec<(u32, huddle_league::season::PlayerTotals, huddle_league::season::PlayerTotals)> = l
        .league
        .history
        .iter()
        .filter_map(|h| h.stats.as_ref().and_then(|st| st.lines(&known).ok()).map(|(r, p)| (h.season, r, p)))
        .collect();
    let lines: Vec<(u32, huddle_league::export::ReplayLines<'_>)> = seasons.iter().map(|(n, r, p)| (*n, (r, Some(p)))).collect();
    huddle_league::export::league_players_csv(&lines, &l.teams)
}

/// Records a season played into the file, when the league still waits for that season (it is
/// read again: another command may have changed it meanwhile); what was recorded, as text.
pub(crate) fn record(file: &Path, season: u32, played: &huddle_league::som::LeagueSeason) -> Result<String> {
    let _one = changing();
    let mut l = load(file)?;
    if l.league.season != season || l.league.phase != Phase::Season {
        bail!("{} moved on while the season was played (it now waits for season {}): season {season} is not recorded", file.display(), l.league.season);
    }
    let summary = l.league.record_season(&played.standings, played.playoffs.as_ref())?;
    if let Some(h) = l.league.history.last_mut() {
        h.leaders = friends::season_leaders(&played.season, &l.teams);
        h.stats = Some(friends::SeasonStats::of(&played.season.players, &played.playoff_players));
    }
    store(file, &l.league)?;
    let mut out = format!("\nSeason {} recorded in {}:\n", summary.season, file.display());
    for c in &summary.coaches {
        out += &format!("  {} ({}) {}{}\n", c.coach, c.team, c.record.text(), if c.playoffs { ", in the playoffs" } else { "" });
    }
    if let Some(ch) = &summary.champion {
        let by = summary.coaches.iter().find(|c| &c.team == ch).map(|c| format!(" ({}'s team)", c.coach)).unwrap_or_default();
        out += &format!("  champion: {ch}{by}\n");
    }
    out += &format!("Next: season {}'s team selection (`huddle league declare`, `huddle league draft`).\n", l.league.season);
    Ok(out)
}

fn draft(file: &Path, you: &[String], out: &dyn Fn(&str)) -> Result<()> {
    let l = load(file)?;
    let codes = l.codes();
    let league = &l.league;
    let yours = named(league, you, "--you", &|_| true)?;
    let order = league.draft_order()?;
    out(&format!("{}: team selection for season {}\n", league.name, league.season));
    for (c, t) in &order.keepers {
        out(&format!("  {c} keeps {t}\n"));
    }
    let closed = league.closed_teams();
    if !closed.is_empty() {
        out(&format!("  closed to the draft (last season's playoff teams, A-L2): {}\n", closed.join(" ")));
    }
    out("Draft order:\n");
    for p in &order.picks {
        let why = match p.reason {
            Some(som::DraftReason::Streak) => "  (more seasons with his team than the next)",
            Some(som::DraftReason::PreviousRecord) => "  (same streak, better record than the next)",
            Some(som::DraftReason::DieRoll) => "  (level with the next: a die roll)",
            Some(som::DraftReason::ReturningFirst) => "  (returning coaches pick before new ones)",
            Some(som::DraftReason::Lottery) => "  (new coaches: drawn from the hat)",
            None => "",
        };
        let kind = if p.returning { "returning" } else { "new" };
        out(&format!("  {}. {} ({kind}){why}\n", p.pick, p.coach));
    }
    let ranking = computer_ranking(&l, order.picks.is_empty())?;
    let mut picker = Picker { lines: Box::new(std::io::BufReader::new(std::io::stdin())), echo: !std::io::stdin().is_terminal(), ended: false, quit: false };
    let teams = &l.teams;
    let mut choose = |p: &DraftPick, open: &[String]| -> Result<String, String> {
        let suggestion = friends::computer_pick(open, &ranking).ok_or("no team is open")?;
        if picker.quit || !yours.contains(&p.coach) {
            out(&format!("Pick {}: {} takes {suggestion}\n", p.pick, p.coach));
            return Ok(suggestion);
        }
        out(&format!("\nPick {}: {} on the clock. Open teams:\n{}", p.pick, p.coach, open_list(open, league, teams)));
        loop {
            let Some(line) = picker.read(&format!("{} picks [{suggestion}]> ", p.coach), out) else {
                out(&format!("Pick {}: {} takes {suggestion}\n", p.pick, p.coach));
                return Ok(suggestion);
            };
            match line.to_ascii_lowercase().as_str() {
                "" | "ai" => {
                    out(&format!("Pick {}: {} takes {suggestion}\n", p.pick, p.coach));
                    return Ok(suggestion);
                }
                "list" => out(&open_list(open, league, teams)),
                "quit" => {
                    picker.quit = true;
                    return Err("quit".into());
                }
                "help" => out("Type an open team's code, `ai` (or Enter) for the suggestion in brackets, `list` for the open teams, `quit` to leave (nothing is written).\n"),
                _ => match open.iter().find(|t| t.eq_ignore_ascii_case(&line)) {
                    Some(t) => {
                        out(&format!("Pick {}: {} takes {t}\n", p.pick, p.coach));
                        return Ok(t.clone());
                    }
                    None if codes.iter().any(|c| c.eq_ignore_ascii_case(&line)) => out(&format!("{} is not open to the draft (kept, picked or closed): `list` shows the open teams\n", line.to_uppercase())),
                    None => out(&format!("'{line}' is not a team of the league: type an open team's code (`list`, `help`)\n")),
                },
            }
        }
    };
    let mut next = league.clone();
    match next.hold_draft(&codes, &mut choose) {
        Ok(_) => {}
        Err(_) if picker.quit => {
            out(&format!("\nYou left the draft: {} is unchanged (`huddle league draft` holds it again from the first pick).\n", file.display()));
            return Ok(());
        }
        Err(e) => bail!("the draft cannot be held: {e}"),
    }
    store(file, &next)?;
    out(&format!("\n{}", next.render()));
    out(&format!("Wrote {}. Next: `huddle league season {}` (with --coach NAME,… for the games you play).\n", file.display(), file.display()));
    Ok(())
}

fn play_season(file: &Path, coaches: &[String], save: Option<PathBuf>, resume: Option<PathBuf>, out: &dyn Fn(&str)) -> Result<()> {
    let l = load(file)?;
    let league = &l.league;
    if league.phase != Phase::Season {
        bail!("season {} of {}: its teams are not chosen yet: hold the draft (`huddle league draft {}`)", league.season, league.name, file.display());
    }
    let seed = league.season_seed();
    let owners: Vec<String> = league.coached_teams().iter().map(|(c, t)| format!("{c} {t}")).collect();
    out(&format!("{}: season {} ({})\n", league.name, league.season, owners.join(", ")));
    let played = if coaches.is_empty() && resume.is_none() {
        let (ls, text) = computer_season(&l)?;
        out(&format!("\n{text}"));
        out(&format!("\nLeaders (season):\n{}", huddle_league::season::leaders(std::slice::from_ref(&ls.season), &l.teams, 5)));
        ls
    } else {
        let (setup, saved, resuming) = match &resume {
            Some(p) => {
                let (s, lines) = play::Setup::read_save(p)?;
                if !is_its_season(&l, &s) {
                    bail!("{}: not a saved season {} of {} (that season is played on seed {seed}; this save is a '{}' on seed {})", p.display(), league.season, league.name, s.rules, s.seed);
                }
                (s, lines, true)
            }
            None => {
                let teams = teams_of(&l, coaches, "--coach")?;
                if teams.is_empty() {
                    bail!("--coach: no coach of the league has a team this season");
                }
                (season_setup(&l, &teams), Vec::new(), false)
            }
        };
        let save = if resuming { resume.clone() } else { save };
        let save_for_hint = save.clone();
        match season::play_coached(setup, &season::StatsFiles::default(), Box::new(move |s: &play::Setup| play::terminal(save.as_deref(), resuming, s, saved, out)), out)? {
            Some(season_coach::Played::League(ls)) => *ls,
            Some(season_coach::Played::Season(_)) => bail!("a league season ended without its standings"),
            None => {
                let how = match save_for_hint {
                    Some(p) => format!("`huddle league season {} --resume {}` goes on with it", file.display(), p.display()),
                    None => "with --save a season can be taken up again".into(),
                };
                out(&format!("\nSeason {} is not over: {} is unchanged ({how}).\n", league.season, file.display()));
                return Ok(());
            }
        }
    };
    out(&record(file, league.season, &played)?);
    Ok(())
}
