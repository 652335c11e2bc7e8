//! `huddle season`.

use anyhow::{bail, Context, Result};
use huddle_cards::Team;
use huddle_fac::options::RuleOptions;
use huddle_league::{export, fidelity};
use huddle_league::schedule::Schedule;
use huddle_league::playoffs::{self, Bracket};
use huddle_league::season::{leaders, replay_seasons_rules, Club, Rules};
use crate::{play, season_coach};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;

pub struct SeasonArgs {
    pub league: Option<PathBuf>,
    pub schedule: Option<PathBuf>,
    /// The season; `None`: the league's (every team's card carries it), else 2024.
    pub year: Option<u16>,
    pub replays: u32,
    pub seed: u64,
    pub fidelity: Option<PathBuf>,
    pub players: Option<PathBuf>,
    pub json: Option<PathBuf>,
    pub max_dev: Option<f64>,
    pub quiet: bool,
    /// Write every player's (`stats`) and every team's (`team_stats`) statistics as CSV.
    pub stats: Option<PathBuf>,
    pub team_stats: Option<PathBuf>,
    pub kickoff_touchback: Option<u8>,
    /// Play the playoffs after each replayed season.
    pub playoffs: bool,
    /// Coach this team through one season at the terminal.
    pub coach: Option<String>,
    /// Save a coached season as it is played; resume one.
    pub save: Option<PathBuf>,
    pub resume: Option<PathBuf>,
    /// Statis-Pro 6th instead of TTF 7th; with every optional rule O1-O6.
    pub sp6: bool,
    pub optional: bool,
    /// Football Bones instead of TTF 7th.
    pub bones: bool,
    /// Strat-O-Matic (its own cards) instead of TTF 7th.
    pub som: bool,
    /// One season in the Strat-O-Matic league's own format (§1.2-§1.5).
    pub som_league: bool,
}

use huddle_league::schedule::nfl_franchises;

/// Does the league play the NFL format (its 32 franchises)?
pub fn nfl_league(codes: &[String]) -> bool {
    nfl_franchises(codes).is_some()
}

/// The season's schedule: the file given, the NFL format for the NFL's 32 franchises, else a
/// double round-robin (a draft league of a few franchises, a league of fictional teams).
fn season_schedule(codes: &[String], schedule: Option<&std::path::Path>, year: u16, seed: u64) -> Result<Schedule> {
    Ok(match (schedule, nfl_franchises(codes)) {
        (Some(p), _) => Schedule::read(p, Some(year), codes)?,
        (None, Some(fr)) => Schedule::generate(&fr, year, None, seed).context("cannot generate a schedule for these teams (give --schedule)")?,
        (None, None) => Schedule::round_robin(codes, seed)?,
    })
}

/// The league, season, schedule and rules of a season from the command line's choices.
fn setup_season(league: Option<&std::path::Path>, schedule: Option<&std::path::Path>, year: Option<u16>, seed: u64, kickoff_touchback: Option<u8>) -> Result<(Vec<Team>, u16, Schedule, RuleOptions)> {
    let teams: Vec<Team> = match league {
        Some(p) => crate::teams::load(Some(p))?,
        None => huddle_cards::sample::league_2024(),
    };
    let year = match year {
        Some(y) => y,
        None => league_season(&teams).unwrap_or(2024),
    };
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let schedule = season_schedule(&codes, schedule, year, seed)?;
    let opts = RuleOptions { kickoff_touchback_at: kickoff_touchback.unwrap_or(huddle_league::eras::kickoff_touchback_at(year)), ..RuleOptions::default() };
    Ok((teams, year, schedule, opts))
}

/// A 6th-edition season: the league (by default the 2024 league in the 6th edition's cards,
/// `huddle_sp6::convert`), its schedule and rules. The kickoff touchback is the rules' 20 unless
/// `--kickoff-touchback` says otherwise (the 6th edition states it, §6.4).
fn setup_sp6_season(league: Option<&std::path::Path>, schedule: Option<&std::path::Path>, year: Option<u16>, seed: u64, kickoff_touchback: Option<u8>, optional: bool) -> Result<(Vec<Team>, u16, Schedule, Rules)> {
    let teams: Vec<Team> = match league {
        Some(p) => {
            let text = std::fs::read_to_string(p).with_context(|| format!("{}: cannot read", p.display()))?;
            huddle_sp6::cards::parse_league(&text, &p.display().to_string())?
        }
        None => huddle_sp6::convert::league_2024(),
    };
    let year = year.or_else(|| league_season(&teams)).unwrap_or(2024);
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let schedule = season_schedule(&codes, schedule, year, seed)?;
    let mut o = if optional { huddle_sp6::options::Options::all_optional() } else { huddle_sp6::options::Options::default() };
    if let Some(t) = kickoff_touchback {
        o.kickoff_touchback_at = t;
    }
    Ok((teams, year, schedule, Rules::Sp6(o)))
}

/// A Bones season: the league (by default the 2024 league in Bones cards,
/// `huddle_bones::convert`), its schedule and rules (touchbacks at the 20, NFL 2013, unless
/// `--kickoff-touchback` says otherwise).
fn setup_bones_season(league: Option<&std::path::Path>, schedule: Option<&std::path::Path>, year: Option<u16>, seed: u64, kickoff_touchback: Option<u8>) -> Result<(Vec<Team>, u16, Schedule, Rules)> {
    let teams: Vec<Team> = match league {
        Some(p) => {
            let text = std::fs::read_to_string(p).with_context(|| format!("{}: cannot read", p.display()))?;
            huddle_bones::cards::parse_league(&text, &p.display().to_string()).map_err(|e| anyhow::anyhow!("{e}"))?
        }
        None => huddle_bones::convert::league_2024(),
    };
    let year = year.or_else(|| league_season(&teams)).unwrap_or(2024);
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let schedule = season_schedule(&codes, schedule, year, seed)?;
    let mut o = huddle_bones::options::Options::default();
    if let Some(t) = kickoff_touchback {
        o.touchback_at = t;
    }
    Ok((teams, year, schedule, Rules::Bones(o)))
}

/// A coached season's rule system as its save file names it.
/// A Strat-O-Matic season: the league (by default the 2024 league in Strat-O-Matic cards,
/// `huddle_som::build`), its schedule and rules. Strat-O-Matic's kickoff chart places its own
/// touchbacks, so `--kickoff-touchback` does not apply.
fn setup_som_season(league: Option<&std::path::Path>, schedule: Option<&std::path::Path>, year: Option<u16>, seed: u64, kickoff_touchback: Option<u8>) -> Result<(Vec<huddle_som::cards::SomTeam>, u16, Schedule, Rules)> {
    if kickoff_touchback.is_some() {
        bail!("--kickoff-touchback does not apply to Strat-O-Matic: its kickoff chart places touchbacks (T5)");
    }
    let (teams, season) = match league {
        None => {
            let l = huddle_som::build::embedded_2024();
            (l.teams.clone(), l.season)
        }
        Some(p) => {
            let l = huddle_som::cards::SomLeague::load(p).map_err(|e| anyhow::anyhow!("{e}"))?;
            (l.teams, l.season)
        }
    };
    let year = year.unwrap_or(season);
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let schedule = season_schedule(&codes, schedule, year, seed)?;
    Ok((teams, year, schedule, Rules::Som(huddle_som::options::SomOptions::default())))
}

fn season_kind(sp6: bool, bones: bool) -> &'static str {
    if sp6 {
        "sp6-season"
    } else if bones {
        "bones-season"
    } else {
        "season"
    }
}

/// `--coach` / `--resume`: one season with a human coaching one team (TTF 7th, Statis-Pro 6th or
/// Football Bones).
fn coached(a: SeasonArgs, out: &dyn Fn(&str)) -> Result<()> {
    if a.replays != 1 || a.fidelity.is_some() || a.players.is_some() || a.json.is_some() || a.max_dev.is_some() || a.quiet {
        bail!("a coached season is one season at the terminal: --replays, --fidelity, --players, --json, --max-dev and --quiet do not apply");
    }
    if a.optional && !a.sp6 {
        bail!("--optional applies to Statis-Pro 6th (--rules sp6) only");
    }
    let (setup, saved, resuming) = match &a.resume {
        Some(p) => {
            let (s, lines) = play::Setup::read_save(p)?;
            if !["season", "sp6-season", "bones-season", "som-season", "som-league-season"].contains(&s.rules.as_str()) {
                bail!("{}: a saved game, not a season: resume it with `huddle play --resume`", p.display());
            }
            (s, lines, true)
        }
        None => {
            let coach = a.coach.clone().unwrap_or_default();
            if a.som_league && !a.som {
                bail!("--som-league is the Strat-O-Matic league's format: it goes with --rules som");
            }
            let setup = play::Setup {
                rules: if a.som_league { "som-league-season".into() } else { coached_kind(a.sp6, a.bones, a.som).into() },
                home: coach,
                away: String::new(),
                you: play::You::Home,
                seed: a.seed,
                standard: false,
                solitaire: false,
                kickoff_touchback: a.kickoff_touchback,
                league: a.league.clone(),
                schedule: a.schedule.clone(),
                year: a.year,
                playoffs: a.playoffs,
                optional: a.optional,
            };
            (setup, Vec::new(), false)
        }
    };
    let save = if resuming { a.resume.clone() } else { a.save.clone() };
    play_coached(setup, &StatsFiles::of(&a), Box::new(move |s: &play::Setup| play::terminal(save.as_deref(), resuming, s, saved, out)), out)?;
    Ok(())
}

/// Opens a coached season's console once its setup is checked (the terminal, or a browser's).
pub type OpenConsole<'a> = Box<dyn FnOnce(&play::Setup) -> Result<std::rc::Rc<std::cell::RefCell<play::Console>>> + 'a>;

/// The season kind of a setup's rule system ("season", "sp6-season", ...).
pub fn coached_kind(sp6: bool, bones: bool, som: bool) -> &'static str {
    if som {
        "som-season"
    } else {
        season_kind(sp6, bones)
    }
}

/// Plays a coached season from its setup (new or resumed: the console replays the saved lines).
/// `Ok(None)` when the players left the season before its end.
pub fn play_coached(setup: play::Setup, stats: &StatsFiles, make_io: OpenConsole<'_>, out: &dyn Fn(&str)) -> Result<Option<season_coach::Played>> {
    let (l, sc, y, seed, kt) = (setup.league.as_deref(), setup.schedule.as_deref(), setup.year, setup.seed, setup.kickoff_touchback);
    if setup.rules == "som-season" {
        let (teams, year, schedule, rules) = setup_som_season(l, sc, y, seed, kt)?;
        return coach_season(teams, year, schedule, rules, "Strat-O-Matic", setup, None, stats, make_io, out);
    }
    if setup.rules == "som-league-season" {
        // The league's own format (§1.2-§1.5): its schedule from the seed.
        let (teams, year, _, rules) = setup_som_season(l, None, y, seed, kt)?;
        let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
        let league = huddle_league::som::league_of(&codes).map_err(|e| anyhow::anyhow!("the league's {} teams: {e}", codes.len()))?;
        let schedule = huddle_league::som::league_schedule(&league, seed).map_err(anyhow::Error::msg)?;
        return coach_season(teams, year, schedule, rules, "the Strat-O-Matic league's format", setup, Some(league), stats, make_io, out);
    }
    let (teams, year, schedule, rules) = match setup.rules.as_str() {
        "sp6-season" => setup_sp6_season(l, sc, y, seed, kt, setup.optional)?,
        "bones-season" => setup_bones_season(l, sc, y, seed, kt)?,
        "season" => {
            let (t, y, s, o) = setup_season(l, sc, y, seed, kt)?;
            (t, y, s, Rules::Ttf7(o))
        }
        other => bail!("'{other}' is not a season's rules (season, sp6-season, bones-season, som-season, som-league-season)"),
    };
    let system = match setup.rules.as_str() {
        "sp6-season" => "Statis-Pro 6th Edition",
        "bones-season" => "Football Bones",
        _ => "TTF 7th Edition",
    };
    coach_season(teams, year, schedule, rules, system, setup, None, stats, make_io, out)
}

/// One coached season of any rule system's league: in the NFL's format or a round robin, or
/// (`som`) a Strat-O-Matic league's.
#[allow(clippy::too_many_arguments)]
fn coach_season<C: Club>(teams: Vec<C>, year: u16, schedule: Schedule, rules: Rules, system: &str, mut setup: play::Setup, som: Option<huddle_league::som::SomLeague>, stats: &StatsFiles, make_io: OpenConsole<'_>, out: &dyn Fn(&str)) -> Result<Option<season_coach::Played>> {
    // The teams' codes as the league spells them (`--coach kc` is Kansas City); several, a
    // league of friends at one keyboard (`--coach KC,BAL`).
    let mut coaches: Vec<String> = Vec::new();
    for name in setup.home.split(',').map(str::trim) {
        if name.is_empty() {
            bail!("--coach: '{}' names no team between two commas or at an end (e.g. --coach KC,LV)", setup.home);
        }
        let Some(t) = teams.iter().find(|t| t.code().eq_ignore_ascii_case(name)) else {
            bail!("--coach: no team '{name}' in the league (see `huddle teams`)");
        };
        if coaches.iter().any(|c| c == t.code()) {
            bail!("--coach: {} is named twice", t.code());
        }
        if !schedule.games.iter().any(|f| f.home == t.code() || f.away == t.code()) {
            bail!("--coach: {} has no game on the schedule", t.code());
        }
        coaches.push(t.code().to_string());
    }
    setup.home = coaches.join(",");
    out(&format!("{year} season of {} games ({system}), seed {}: you coach {} (the same seed and calls replay it)\n", schedule.games.len(), setup.seed, coaches.join(", ")));
    let io = make_io(&setup)?;
    io.borrow_mut().scope = "season";
    let nfl = setup.schedule.is_some() || nfl_league(&teams.iter().map(|t| t.code().to_string()).collect::<Vec<_>>());
    let playoffs = setup.playoffs && (nfl || som.is_some());
    let league = season_coach::League { teams, year, schedule, rules, nfl: nfl && som.is_none(), som };
    let played = season_coach::run(&league, setup.seed, playoffs, &coaches, io)?;
    match &played {
        Some(season_coach::Played::Season(s)) => stats.write(&export::lines_of(std::slice::from_ref(&**s)), &[&**s], &league.teams, year, out)?,
        Some(season_coach::Played::League(ls)) => stats.write(&[(&ls.season.players, Some(&ls.playoff_players))], &[&ls.season], &league.teams, year, out)?,
        None => {}
    }
    Ok(played)
}

pub fn run(a: SeasonArgs, out: &dyn Fn(&str)) -> Result<()> {
    if a.replays == 0 {
        bail!("--replays must be at least 1");
    }
    StatsFiles::of(&a).check()?;
    if a.coach.is_some() || a.resume.is_some() {
        return coached(a, out);
    }
    if a.save.is_some() {
        bail!("--save goes with --coach (a coached season)");
    }
    if a.optional && !a.sp6 {
        bail!("--optional applies to Statis-Pro 6th (--rules sp6) only");
    }
    if a.som_league {
        return som_league_season(&a, out);
    }
    if a.som {
        let (teams, year, schedule, rules) = setup_som_season(a.league.as_deref(), a.schedule.as_deref(), a.year, a.seed, a.kickoff_touchback)?;
        return replay_and_report(&teams, year, &schedule, &rules, "som", &a, out);
    }
    let (teams, year, schedule, rules) = if a.sp6 {
        setup_sp6_season(a.league.as_deref(), a.schedule.as_deref(), a.year, a.seed, a.kickoff_touchback, a.optional)?
    } else if a.bones {
        setup_bones_season(a.league.as_deref(), a.schedule.as_deref(), a.year, a.seed, a.kickoff_touchback)?
    } else {
        let (t, y, s, o) = setup_season(a.league.as_deref(), a.schedule.as_deref(), a.year, a.seed, a.kickoff_touchback)?;
        (t, y, s, Rules::Ttf7(o))
    };
    let system = if a.sp6 { "sp6" } else if a.bones { "bones" } else { "ttf7" };
    replay_and_report(&teams, year, &schedule, &rules, system, &a, out)
}

/// `--som-league`: one season of the embedded (or `--league`) Strat-O-Matic teams in the league's
/// own format: its standings by division with the step that separated each tie, the bracket,
/// the champion and the leaders.
fn som_league_season(a: &SeasonArgs, out: &dyn Fn(&str)) -> Result<()> {
    if !a.som {
        bail!("--som-league is the Strat-O-Matic league's format: it goes with --rules som");
    }
    let (teams, year, _, rules) = setup_som_season(a.league.as_deref(), None, a.year, a.seed, a.kickoff_touchback)?;
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let league = huddle_league::som::league_of(&codes).map_err(|e| anyhow::anyhow!("--som-league: the league's {} teams: {e}", codes.len()))?;
    if a.replays > 1 {
        let pb = ProgressBar::new(a.replays as u64);
        pb.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} seasons  {elapsed} (eta {eta})").unwrap());
        if a.quiet {
            pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        let seasons = huddle_league::som::replay_league_seasons(&teams, &league, a.replays, a.seed, &rules, a.playoffs, &|| pb.inc(1)).map_err(anyhow::Error::msg)?;
        pb.finish_and_clear();
        out(&format!("Strat-O-Matic league season, seed {}: {} teams, {} games a team, {} replays of its schedule\n\n", a.seed, codes.len(), huddle_league::som::SEASON_GAMES, a.replays));
        out(&format!("Each team over the replays (wins a season; share of the replays in the playoffs, winning its conference, champion)\n{}", huddle_league::som::render_league_odds(&seasons, &league)));
        StatsFiles::of(a).write(&seasons.iter().map(|s| (&s.season.players, Some(&s.playoff_players))).collect::<Vec<_>>(), &seasons.iter().map(|s| &s.season).collect::<Vec<_>>(), &teams, year, out)?;
        let played: Vec<_> = seasons.into_iter().map(|s| s.season).collect();
        out(&format!("\nLeaders (per season, averaged over the replays):\n{}", leaders(&played, &teams, 5)));
        return Ok(());
    }
    let played = huddle_league::som::play_league_season(&teams, &league, a.seed, &rules, a.playoffs, &mut huddle_league::season::computer_only).map_err(anyhow::Error::msg)?;
    let weeks = played.schedule.games.iter().map(|g| g.week).max().unwrap_or(0);
    out(&format!("Strat-O-Matic league season, seed {}: {} teams, {} games a team over {weeks} weeks ({} games)\n\n", a.seed, codes.len(), huddle_league::som::SEASON_GAMES, played.schedule.games.len()));
    out(&format!("Standings\n{}\n", played.standings.render()));
    if let Some(b) = &played.playoffs {
        out(&format!("\nPlayoffs\n{}", huddle_league::som::render_bracket(b)));
    }
    out(&format!("\nLeaders (season):\n{}", leaders(std::slice::from_ref(&played.season), &teams, 5)));
    StatsFiles::of(a).write(&[(&played.season.players, Some(&played.playoff_players))], &[&played.season], &teams, year, out)

}

/// Plays the replays of a set-up season and prints standings, playoffs, leaders and the fidelity
/// report (`system` names the rules whose notes the report prints).
fn replay_and_report<C: Club>(teams: &[C], year: u16, schedule: &Schedule, rules: &Rules, system: &str, a: &SeasonArgs, out: &dyn Fn(&str)) -> Result<()> {
    let codes: Vec<String> = teams.iter().map(|t| t.code().to_string()).collect();
    let pb = ProgressBar::new(a.replays as u64);
    pb.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} seasons  {elapsed} (eta {eta})").unwrap());
    if a.replays < 2 || a.quiet {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let tick = || pb.inc(1);
    // A round-robin league (not the NFL's franchises, no schedule file) has no NFL playoffs.
    let round_robin = a.schedule.is_none() && !nfl_league(&codes);
    if round_robin && a.playoffs && !a.quiet {
        out("(a round-robin league of the league file's teams: standings, no NFL playoffs)\n");
    }
    let bracket = (a.playoffs && !round_robin).then(|| Bracket::of_season(year));
    let seasons = replay_seasons_rules(teams, schedule, a.replays, a.seed, rules, bracket, &tick).map_err(anyhow::Error::msg)?;
    pb.finish_and_clear();
    let quiet_out = |_: &str| {};
    StatsFiles::of(a).write(&export::lines_of(&seasons), &seasons.iter().collect::<Vec<_>>(), teams, year, if a.quiet { &quiet_out } else { out })?;
    let refused: u32 = seasons.iter().map(|s| s.refused_calls).sum();
    if !a.quiet {
        out(&format!("{} season(s) of {} games, seed {}\n\n", a.replays, schedule.games.len(), a.seed));
        out(&format!("Standings (replay 1)\n{}\n", seasons[0].standings.render()));
        for conf in ["AFC", "NFC"].into_iter().filter(|_| !round_robin) {
            let s = seasons[0].standings.seeds(conf, huddle_league::eras::format(year).wild_cards as usize);
            if !s.is_empty() {
                out(&format!("{conf} playoff seeds: {}\n", s.join(", ")));
            }
        }
        // A played season's schedule file also holds its real playoffs.
        let real = match &a.schedule {
            Some(p) if a.playoffs => playoffs::real_postseason(&Schedule::read_postseason(p, Some(year), &codes)?),
            _ => None,
        };
        if a.replays == 1 {
            if let Some(p) = &seasons[0].postseason {
                out(&format!("\nPlayoffs\n{}", playoffs::render(p, teams)));
                if let Some(ch) = real.as_ref().and_then(|r| r.champion.as_ref()) {
                    out(&format!("  In reality: {ch}\n"));
                }
            }
        } else if seasons.iter().any(|s| s.postseason.is_some()) {
            out(&format!("\nPlayoffs over {} replays (share of the replays)\n{}", a.replays, playoffs::render_odds(&seasons, 12, real.as_ref())));
        }
        out(&format!("\nLeaders ({}):\n{}", if a.replays > 1 { "per season, averaged over the replays" } else { "season" }, leaders(&seasons, teams, 5)));
        if refused > 0 {
            out(&format!("\nnote: {refused} AI calls were refused by the rules and replaced\n"));
        }
    }
    if let Some(avg) = &a.fidelity {
        let averages = fidelity::read_averages(avg).map_err(anyhow::Error::msg)?;
        let players = match &a.players {
            Some(p) => Some(huddle_cards::builder::read_players(p, Some(year))?),
            None => None,
        };
        let played = a.schedule.is_some().then_some(schedule);
        let rep = fidelity::report_in(system, &seasons, &averages, players.as_deref(), played);
        out(&format!("\n{}", rep.render()));
        if let Some(j) = &a.json {
            let rows: Vec<serde_json::Value> = rep
                .league
                .iter()
                .map(|m| serde_json::json!({ "metric": m.metric, "real": m.real, "simulated": m.simulated, "deviation_pct": m.deviation_pct, "note": m.note }))
                .collect();
            let doc = serde_json::json!({ "replays": rep.replays, "league": rows, "players": rep.players, "margins": rep.margins, "field_goals": rep.field_goals, "teams": rep.teams, "records": rep.records });
            std::fs::write(j, serde_json::to_string_pretty(&doc)?).with_context(|| format!("cannot write {}", j.display()))?;
        }
        if let Some(max) = a.max_dev {
            let bad = rep.over(max);
            if !bad.is_empty() {
                bail!(
                    "{} league metric(s) deviate by more than {max}%: {}",
                    bad.len(),
                    bad.iter().map(|m| format!("{} {:+.1}%", m.metric, m.deviation_pct.unwrap_or(0.0))).collect::<Vec<_>>().join(", ")
                );
            }
        }
    } else if a.json.is_some() || a.max_dev.is_some() {
        bail!("--json and --max-dev go with --fidelity");
    }
    Ok(())
}

/// Where the statistics files go: `--stats` (players) and `--team-stats` (teams).
/// `kept`: both files' texts kept in memory too (a browser's season: (file name, text) for the
/// page to download).
#[derive(Clone, Debug, Default)]
pub struct StatsFiles {
    pub players: Option<PathBuf>,
    pub teams: Option<PathBuf>,
    pub kept: Option<KeptStats>,
}

/// The statistics files' texts kept for a page: (kind, text).
pub type KeptStats = std::rc::Rc<std::cell::RefCell<Vec<(&'static str, String)>>>;

impl StatsFiles {
    pub fn of(a: &SeasonArgs) -> StatsFiles {
        StatsFiles { players: a.stats.clone(), teams: a.team_stats.clone(), kept: None }
    }

    /// Refuses, before a season is played, files that could not be written: a folder that does
    /// not exist, a path that is a folder, the same file twice.
    pub fn check(&self) -> Result<()> {
        for (flag, p) in [("--stats", &self.players), ("--team-stats", &self.teams)] {
            let Some(p) = p else { continue };
            if p.is_dir() {
                bail!("{flag} {}: a folder, not a file", p.display());
            }
            match p.parent().filter(|d| !d.as_os_str().is_empty()) {
                Some(d) if !d.is_dir() => bail!("{flag} {}: no folder {}", p.display(), d.display()),
                _ => {}
            }
        }
        if self.players.is_some() && self.players == self.teams {
            bail!("--stats and --team-stats name the same file");
        }
        Ok(())
    }

    /// Writes the files asked for from the replays' player lines and seasons.
    pub fn write<C: Club>(&self, lines: &[export::ReplayLines<'_>], seasons: &[&huddle_league::season::SeasonResult], teams: &[C], year: u16, out: &dyn Fn(&str)) -> Result<()> {
        // Each text made once, for a file, the page, or both.
        let players = (self.players.is_some() || self.kept.is_some()).then(|| export::players_csv(lines, teams, year));
        let team_totals = (self.teams.is_some() || self.kept.is_some()).then(|| export::teams_csv(seasons, year));
        for (path, text, what) in [(&self.players, &players, "player"), (&self.teams, &team_totals, "team")] {
            if let (Some(p), Some(t)) = (path, text) {
                std::fs::write(p, t).with_context(|| format!("cannot write {}", p.display()))?;
                out(&format!("({what} statistics written to {})\n", p.display()));
            }
        }
        if let (Some(k), Some(p), Some(t)) = (&self.kept, players, team_totals) {
            k.borrow_mut().extend([("stats", p), ("team-stats", t)]);
        }
        Ok(())
    }
}

/// The season every team of the league was built from, if they agree.
fn league_season(teams: &[Team]) -> Option<u16> {
    let first = teams.first()?.season?;
    teams.iter().all(|t| t.season == Some(first)).then_some(first)
}
