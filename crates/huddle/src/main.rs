//! `huddle`: the command line of the Huddle engine.

mod bench;
mod boxscore;
mod cards;
mod draft;
mod league;
mod play;
mod play_fever;
mod play_bones;
mod play_som;
mod play_sp6;
mod season;
mod season_coach;
mod seat;
mod teams;
mod web;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use huddle_fac::options::RuleOptions;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "huddle", version, about = "Tabletop football simulation: TTF 7th Edition, Football Fever and more")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
enum Rules {
    /// Tabletop Football 7th Edition (Fast Action Cards).
    Ttf7,
    /// Football Fever (special dice).
    Fever,
    /// Statis-Pro Football 6th Edition (Fast Action Cards).
    Sp6,
    /// Football Bones (Fast Action Dice, d100 cards).
    Bones,
    /// Strat-O-Matic Football under its league rules (control and results dice, cards).
    Som,
}

#[derive(Subcommand)]
enum Cmd {
    /// Play one AI-vs-AI game and print play-by-play and a box score.
    Sim {
        /// Rule system.
        #[arg(long, value_enum, default_value = "ttf7")]
        rules: Rules,
        /// Seed of the game's one randomness source.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Home team code (see `huddle teams`).
        #[arg(long)]
        home: Option<String>,
        /// Visiting team code.
        #[arg(long)]
        away: Option<String>,
        /// A league file (JSON array of teams) or team file to pick teams from instead of the
        /// embedded default.
        #[arg(long)]
        league: Option<PathBuf>,
        /// Write the event log (core events, plays and the cards read) as JSON to this file.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Print only the final score and box score.
        #[arg(long)]
        quiet: bool,
        /// Standard rules (no advanced plays or strategies).
        #[arg(long)]
        standard: bool,
        /// Solitaire rules: defenses come from the FAC.
        #[arg(long)]
        solitaire: bool,
        /// Play this many games (seeds from --seed on, home and away alternating) and print a
        /// per-team-game summary instead of one game.
        #[arg(long)]
        games: Option<u32>,
        /// Own yard line after a kickoff touchback (the rules do not state it). Default: the
        /// NFL's spot in the teams' season (2024: the 30), else the 20.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=50))]
        kickoff_touchback: Option<u8>,
        /// Statis-Pro 6th: play with every optional rule O1-O6 (out of position, onside kick
        /// defense, squib, extra pass blocking, measurements, fake kicks).
        #[arg(long)]
        optional: bool,
    },
    /// Play a game at the terminal (TTF 7th by default; --rules sp6, bones, som, fever): you call the plays of one side (or both),
    /// the computer coaches the rest. Type `help` at a prompt for the calls.
    Play {
        /// Rule system.
        #[arg(long, value_enum, default_value = "ttf7")]
        rules: Rules,
        /// Home team code (see `huddle teams`).
        #[arg(long)]
        home: Option<String>,
        /// Visiting team code.
        #[arg(long)]
        away: Option<String>,
        /// The side you coach.
        #[arg(long, value_enum, default_value = "home")]
        you: play::You,
        /// Seed of the game's one randomness source (default: from the clock; the game prints it).
        #[arg(long)]
        seed: Option<u64>,
        /// A league file (JSON array of teams) or team file instead of the embedded default.
        #[arg(long)]
        league: Option<PathBuf>,
        /// Standard rules (no advanced plays or strategies).
        #[arg(long)]
        standard: bool,
        /// Solitaire rules: the FAC calls the defense.
        #[arg(long)]
        solitaire: bool,
        /// Own yard line after a kickoff touchback (default: the NFL's spot in the teams' season).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=50))]
        kickoff_touchback: Option<u8>,
        /// Statis-Pro 6th: play with every optional rule O1-O6.
        #[arg(long)]
        optional: bool,
        /// Save the game as you play: the setup and every line you type go to this new file.
        #[arg(long, conflicts_with = "resume")]
        save: Option<PathBuf>,
        /// Resume a saved game: its calls are replayed, then you go on (and it keeps saving).
        #[arg(long, conflicts_with_all = ["rules", "home", "away", "you", "seed", "league", "standard", "solitaire", "kickoff_touchback", "optional"])]
        resume: Option<PathBuf>,
    },
    /// Resolve one play described by a scenario file (docs/scenarios.md); prints JSON.
    Resolve {
        /// The scenario file.
        #[arg(long)]
        scenario: PathBuf,
        /// Check the scenario's "expect" entries and exit non-zero on a mismatch.
        #[arg(long)]
        check: bool,
    },
    /// Play a full season (or many replays of it) and print standings and leaders; with
    /// --fidelity, compare the replays with real league statistics.
    Season {
        /// Rule system: TTF 7th (default), Statis-Pro 6th (sp6), Football Bones (bones) or Strat-O-Matic (som), each on the 2024 league in its own cards.
        #[arg(long, value_enum, default_value = "ttf7")]
        rules: Rules,
        /// Statis-Pro 6th: play with every optional rule O1-O6.
        #[arg(long)]
        optional: bool,
        /// League file (default: the embedded 2024 league).
        #[arg(long)]
        league: Option<PathBuf>,
        /// Schedule in the nflverse format (default: a generated NFL-format schedule).
        #[arg(long)]
        schedule: Option<PathBuf>,
        /// Season year: selects the schedule rows, the generated schedule's format and rotation
        /// (16 games before 2021, 17 since), the wild cards and the kickoff touchback spot.
        /// Default: the league's season (the embedded league: 2024).
        #[arg(long)]
        season: Option<u16>,
        #[arg(long, default_value_t = 1)]
        replays: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// League averages file (metric,value,definition) to compare with.
        #[arg(long)]
        fidelity: Option<PathBuf>,
        /// Real player season file for player-level comparisons.
        #[arg(long)]
        players: Option<PathBuf>,
        /// Write the fidelity report as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Exit non-zero when any league metric deviates by more than this percentage.
        #[arg(long)]
        max_dev: Option<f64>,
        /// Print only the fidelity report.
        #[arg(long)]
        quiet: bool,
        /// Write every player's statistics as CSV (nflverse's column names; `REG` and `POST` rows;
        /// over several replays, the average a season).
        #[arg(long)]
        stats: Option<PathBuf>,
        /// Write every team's record, points and totals as CSV (over several replays, the
        /// average a season).
        #[arg(long)]
        team_stats: Option<PathBuf>,
        /// Own yard line after a kickoff touchback (the rules do not state it). Default: the
        /// NFL's spot in the replayed season (2024: the 30).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=50))]
        kickoff_touchback: Option<u8>,
        /// Stop after the regular season (by default each replay plays the playoffs: the
        /// season's seeds, reseeded single elimination, the Super Bowl at a neutral site).
        #[arg(long)]
        no_playoffs: bool,
        /// Strat-O-Matic (`--rules som`): one season in its league's own format (§1.2-§1.5): two
        /// conferences of two divisions (the NFL's franchises keep their conferences, East with
        /// North and South with West), an 11-game schedule, the NFL tiebreakers, five playoff
        /// teams a conference (S4 v S5, then S1 v that winner and S2 v S3), a league championship.
        /// With `--replays N`: each team's wins, playoff, conference and title shares.
        #[arg(long, conflicts_with_all = ["schedule", "fidelity", "players", "json", "max_dev", "resume"])]
        som_league: bool,
        /// Coach this team through one season at the terminal (its games as in `huddle play
        /// --rules …`, the others by the computer). Several teams (`KC,BAL`): a league of
        /// friends at one keyboard, their games with each other head to head.
        #[arg(long)]
        coach: Option<String>,
        /// Save a coached season as you play it (a new file).
        #[arg(long, requires = "coach")]
        save: Option<PathBuf>,
        /// Resume a saved season: its calls are replayed, then you go on (and it keeps saving).
        #[arg(long, conflicts_with_all = ["coach", "save", "league", "schedule", "season", "seed", "kickoff_touchback", "no_playoffs"])]
        resume: Option<PathBuf>,
    },
    /// List the teams available.
    Teams {
        /// The card system whose league to read (its default league, or --league).
        #[arg(long, value_enum, default_value = "ttf7")]
        rules: Rules,
        #[arg(long)]
        league: Option<PathBuf>,
        /// One team's roster and Lineup Card, with each player's card (and, TTF 7th, the team's
        /// card: its ranges and return cards).
        #[arg(long)]
        team: Option<String>,
    },
    /// Player and team cards.
    Cards {
        #[command(subcommand)]
        cmd: CardsCmd,
    },
    /// Fast Action Card deck tools.
    Deck {
        #[command(subcommand)]
        cmd: DeckCmd,
    },
    /// The games in a browser: serves a page where you start a game of any of the five systems,
    /// call its plays (the same calls as `huddle play`), watch the scoreboard and the field, and
    /// download the game's save (or upload one to go on with it).
    Serve {
        /// The address to listen on (the default serves this machine only).
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// The port (0: any free port; the address is printed).
        #[arg(long, default_value_t = 7777)]
        port: u16,
        /// A league file for one system's games and seasons in place of its embedded league, as
        /// `RULES=FILE` (e.g. `ttf7=cards_2023/league.json`, from `huddle cards build`); repeatable.
        #[arg(long, value_name = "RULES=FILE")]
        league: Vec<String>,
        /// A Strat-O-Matic league of friends (`huddle league new`) the page keeps: declarations,
        /// the draft and its seasons, recorded in the file.
        #[arg(long)]
        friends: Option<PathBuf>,
    },
    /// How fast each engine plays computer-vs-computer games on one core (games and plays a
    /// second) and the process's peak memory: the figures the docs quote.
    Bench {
        /// One engine, or every one (default).
        #[arg(long, value_enum)]
        rules: Option<Rules>,
        /// Games per engine.
        #[arg(long, default_value_t = 500)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// A draft league (Football Bones §20): franchises draft a season's card pool (snake or
    /// straight rounds; your picks typed, the computer's for the others; keepers, traded picks,
    /// a pick timer, the league's own roster; boards out and in); writes the league file that
    /// `sim`, `play` and `season` take with `--rules bones --league FILE`.
    Draft {
        /// The rule system of the league (Football Bones: the draft league is its rule).
        #[arg(long, value_enum, default_value = "bones")]
        rules: Rules,
        /// The card pool (a Bones league file; default: the 2024 league in Bones cards).
        #[arg(long)]
        league: Option<PathBuf>,
        /// The franchises that draft, by code (default: every team of the pool).
        #[arg(long, value_delimiter = ',')]
        teams: Vec<String>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The drafted league file to write (a new file).
        #[arg(long, required_unless_present = "resume")]
        out: Option<PathBuf>,
        /// Rounds of the draft board to print (0: none).
        #[arg(long, default_value_t = 2)]
        show: usize,
        /// Franchises whose picks you type at the terminal (the others: the computer).
        #[arg(long, value_delimiter = ',')]
        you: Vec<String>,
        /// Save the draft as you pick (a new file): `quit` leaves it, `--resume` goes on.
        #[arg(long, requires = "you")]
        save: Option<PathBuf>,
        /// The rounds: snake (every other round reversed) or straight (every round in the first's order).
        #[arg(long, value_enum, default_value = "snake")]
        style: DraftStyle,
        /// The first round's order: drawn from the seed, or as --teams lists them (e.g. reverse standings).
        #[arg(long, value_enum, default_value = "drawn")]
        order: DraftOrder,
        /// A traded pick: `3:KC=5:BAL` swaps KC's round-3 pick and BAL's round-5 pick (repeatable).
        #[arg(long = "trade")]
        trades: Vec<String>,
        /// Keepers: a JSON file of each franchise's kept players (`{"KC": ["Patrick Mahomes", …]}`,
        /// names or ids); each costs the franchise its earliest remaining pick.
        #[arg(long)]
        keepers: Option<PathBuf>,
        /// A keeper league's next draft: last season's drafted league file, whose franchises each
        /// keep their `--keep N` most valuable players still in the pool.
        #[arg(long, requires = "keep", conflicts_with = "keepers")]
        keepers_from: Option<PathBuf>,
        /// How many players each franchise keeps from `--keepers-from`.
        #[arg(long, requires = "keepers_from")]
        keep: Option<usize>,
        /// Go on with a saved draft: its picks are replayed, then you go on (and it keeps saving).
        #[arg(long, conflicts_with_all = ["league", "teams", "seed", "out", "show", "you", "save", "style", "order", "trades", "keepers", "keepers_from", "pick_seconds", "roster"])]
        resume: Option<PathBuf>,
        /// A draft held elsewhere (at the table, in draft-board software): a CSV of its picks in
        /// order (columns round, franchise, player or player_id; round 0 or `kept` a keeper).
        /// Rosters it leaves short are filled by the computer. Its franchises: --teams, or those
        /// the board names (codes of the pool's teams, or new ones).
        #[arg(long, conflicts_with_all = ["resume", "you", "save", "style", "order", "trades", "keepers", "keepers_from", "seed", "pick_seconds"])]
        board: Option<PathBuf>,
        /// The roster a franchise drafts, where it is not the standard 39 (QB 2, RB 3, WR 5, TE 2,
        /// OL 7, DL 6, LB 5, DB 7, K 1, P 1): `QB=3,WR=6`; the draft has a round a player.
        #[arg(long, value_delimiter = ',')]
        roster: Vec<String>,
        /// The pick timer: seconds each of your picks may take; when they run out the computer
        /// picks for you (lines typed while not on the clock are dropped).
        #[arg(long, requires = "you", value_parser = clap::value_parser!(u64).range(1..=3600))]
        pick_seconds: Option<u64>,
        /// Write the draft's board as CSV (a new file): every pick in order, keepers first; `--board`
        /// reads it back to the same league.
        #[arg(long, conflicts_with = "resume")]
        board_out: Option<PathBuf>,
    },
    /// A trade between two franchises of a Football Bones draft league (`huddle draft`): each
    /// `--send TEAM:PLAYER` moves a player to the other franchise; both rosters must still field
    /// a Lineup Card (drawn up again by the draft's rule) and grow past neither 39 players nor
    /// their own size. The league file is rewritten whole, or not at all.
    Trade {
        /// The drafted league file.
        file: PathBuf,
        /// A player a franchise sends (`KC:Patrick Mahomes` or `KC:00-0033873`); repeatable, two
        /// franchises in all.
        #[arg(long, required = true)]
        send: Vec<String>,
        /// The card pool the league was drafted from (default: the 2024 league in Bones cards).
        #[arg(long)]
        pool: Option<PathBuf>,
    },
    /// A Strat-O-Matic league of friends kept in a file from season to season (§1.1-§1.3):
    /// `new`, `join`/`leave`, `declare` keep or draft, `draft` (team-selection day), `season`
    /// (played and recorded), `show`.
    League {
        #[command(subcommand)]
        cmd: league::LeagueCmd,
    },
}

/// `huddle draft --style`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DraftStyle {
    Snake,
    Straight,
}

/// `huddle draft --order`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DraftOrder {
    Drawn,
    Listed,
}

/// A traded pick as typed: `3:KC=5:BAL`.
fn parse_trade(t: &str) -> Result<(huddle_bones::draft::Slot, huddle_bones::draft::Slot)> {
    let slot = |x: &str| -> Result<huddle_bones::draft::Slot> {
        let (r, f) = x.trim().split_once(':').with_context(|| format!("--trade {t}: a pick is ROUND:FRANCHISE (e.g. 3:KC=5:BAL)"))?;
        let round = r.trim().parse::<usize>().with_context(|| format!("--trade {t}: '{r}' is not a round number"))?;
        Ok(huddle_bones::draft::Slot { round, franchise: f.trim().to_string() })
    };
    let (a, b) = t.split_once('=').with_context(|| format!("--trade {t}: two picks, ROUND:FRANCHISE=ROUND:FRANCHISE (e.g. 3:KC=5:BAL)"))?;
    Ok((slot(a)?, slot(b)?))
}

/// A keepers file: `{"KC": ["Patrick Mahomes", …], …}` (read franchise by franchise, by code).
fn read_keepers(p: &std::path::Path) -> Result<Vec<(String, Vec<String>)>> {
    let text = std::fs::read_to_string(p).with_context(|| format!("{}: cannot read", p.display()))?;
    let v: serde_json::Value = serde_json::from_str(&text).with_context(|| format!("{}: not JSON", p.display()))?;
    let obj = v.as_object().with_context(|| format!("{}: the keepers are an object of franchise: [players]", p.display()))?;
    let mut out = Vec::new();
    for (f, list) in obj {
        let players = list.as_array().with_context(|| format!("{}: {f}: a list of players' names or ids", p.display()))?;
        let mut names = Vec::new();
        for (i, x) in players.iter().enumerate() {
            names.push(x.as_str().with_context(|| format!("{}: {f}[{i}]: a player's name or id (a string)", p.display()))?.to_string());
        }
        out.push((f.clone(), names));
    }
    Ok(out)
}

#[derive(Subcommand)]
enum CardsCmd {
    /// Build every team's cards from nflverse season statistics: TTF 7th Edition (default),
    /// Statis-Pro 6th or Football Bones (TTF 7th cards converted, as their embedded leagues are),
    /// or Strat-O-Matic (its own builder). The league file it writes is what `sim`, `play` and
    /// `season` take with `--rules … --league`.
    Build {
        /// The card system to build for (Football Fever has no cards).
        #[arg(long, value_enum, default_value = "ttf7")]
        rules: Rules,
        /// Player season totals (nflverse player_season format).
        #[arg(long)]
        players: PathBuf,
        /// Team season totals (nflverse team_season format).
        #[arg(long)]
        teams: PathBuf,
        #[arg(long)]
        season: u16,
        /// Output folder: league.json plus one file per team.
        #[arg(long)]
        out: PathBuf,
        /// Builder calibration (default: the embedded parameters): the TTF 7th builder's (also
        /// for sp6 and bones), or Strat-O-Matic's (`--rules som`).
        #[arg(long)]
        params: Option<PathBuf>,
        /// The season's schedule with its scores (nflverse format): each team's points allowed
        /// enter its defensive index (docs/cards.md, docs/som-cards.md).
        #[arg(long)]
        schedule: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum DeckCmd {
    /// Build the deck from a recipe (default: the embedded recipe) and write it.
    Build {
        /// The edition whose deck to build (ttf7 or sp6).
        #[arg(long, value_enum, default_value = "ttf7")]
        rules: Rules,
        #[arg(long)]
        recipe: Option<PathBuf>,
        #[arg(long)]
        out: PathBuf,
    },
}

/// Prints to stdout; a closed pipe (e.g. `huddle sim | head`) ends quietly.
fn out(s: &str) {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    if let Err(e) = o.write_all(s.as_bytes()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("huddle: error: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// The two teams of a game and its rules, from the command line's choices.
fn matchup<'a>(
    teams: &'a [huddle_cards::Team],
    home: Option<&str>,
    away: Option<&str>,
    standard: bool,
    solitaire: bool,
    kickoff_touchback: Option<u8>,
) -> Result<(&'a huddle_cards::Team, &'a huddle_cards::Team, RuleOptions)> {
    let home_t = teams::pick(teams, home, 0)?;
    let away_t = teams::pick(teams, away, 1)?;
    if home_t.code == away_t.code {
        bail!("--home and --away name the same team '{}'", home_t.code);
    }
    let mut opts = if standard { RuleOptions::standard() } else { RuleOptions::default() };
    opts.solitaire = solitaire;
    // A real season's teams play with that season's kickoff touchback spot.
    let season = home_t.season.filter(|_| home_t.season == away_t.season);
    opts.kickoff_touchback_at = kickoff_touchback.or(season.map(huddle_league::eras::kickoff_touchback_at)).unwrap_or(20);
    Ok((home_t, away_t, opts))
}

fn run(cli: Cli) -> Result<()> {
    match cli.cmd {
        Cmd::Sim { rules, seed, home, away, league, json, quiet, standard, solitaire, games, kickoff_touchback, optional } => {
            if rules == Rules::Sp6 {
                return sim_sp6(Sp6Sim { seed, home, away, league, json, quiet, standard, solitaire, games, kickoff_touchback, optional });
            }
            if rules == Rules::Bones {
                if standard || solitaire || optional {
                    bail!("--standard, --solitaire and --optional are other systems' presets: Football Bones plays its own rules (its readings are options in docs/bones-decisions.md)");
                }
                return sim_bones(seed, home, away, league, json, quiet, games, kickoff_touchback);
            }
            if rules == Rules::Som {
                if standard || solitaire || optional || kickoff_touchback.is_some() {
                    bail!("--standard, --solitaire, --optional and --kickoff-touchback are other systems' options: Strat-O-Matic plays its league rules (its readings are options in docs/som-decisions.md)");
                }
                return sim_som(seed, home, away, league, json, quiet, games);
            }
            if optional {
                bail!("--optional applies to Statis-Pro 6th (--rules sp6) only");
            }
            if rules == Rules::Fever {
                // Football Fever has no teams or cards: both sides are equal.
                if home.is_some() || away.is_some() || league.is_some() || standard || solitaire || kickoff_touchback.is_some() {
                    bail!("--home/--away/--league/--standard/--solitaire/--kickoff-touchback do not apply to Football Fever (no teams or cards)");
                }
                let opts = huddle_fever::sim::SimOptions::default();
                if let Some(n) = games {
                    if n == 0 {
                        bail!("--games must be at least 1");
                    }
                    let s = huddle_fever::report::summarize(n as u64, seed, &opts)?;
                    out(&s.render_text());
                    return Ok(());
                }
                let g = huddle_fever::sim::play_game(seed, &opts)?;
                let text = g.render_text();
                if quiet {
                    // The box score follows the play-by-play.
                    let tail = text.rfind("FINAL").map(|i| &text[i..]).unwrap_or(&text);
                    out(tail);
                } else {
                    out(&text);
                }
                if let Some(path) = json {
                    std::fs::write(&path, g.to_json()?).with_context(|| format!("cannot write {}", path.display()))?;
                }
                return Ok(());
            }
            let teams = teams::load(league.as_deref())?;
            let (home_t, away_t, opts) = matchup(&teams, home.as_deref(), away.as_deref(), standard, solitaire, kickoff_touchback)?;
            if let Some(n) = games {
                if n == 0 {
                    bail!("--games must be at least 1");
                }
                let s = huddle_fac::report::summarize(n, seed, home_t, away_t, &opts).context("a game could not be played")?;
                out(&format!("{} vs {}, TTF 7th Edition, seeds {}..{}\n", home_t.code, away_t.code, seed, seed + n as u64 - 1));
                out(&s.render());
                return Ok(());
            }
            let g = huddle_fac::sim::play_ai_game(seed, home_t.clone(), away_t.clone(), opts).context("the game could not be played")?;
            if !quiet {
                out(&format!("{} at {} — TTF 7th Edition, seed {seed}\n\n", away_t.name, home_t.name));
                out(&g.play_by_play());
                out("\n");
            }
            out(&boxscore::render(&g));
            if let Some(path) = json {
                let log = serde_json::json!({
                    "rules": "ttf7",
                    "seed": seed,
                    "home": home_t.code,
                    "away": away_t.code,
                    "score": { "home": g.core.score.home, "away": g.core.score.away },
                    "events": g.core.log,
                    "plays": g.plays,
                    "trace": g.trace,
                });
                std::fs::write(&path, serde_json::to_string_pretty(&log)?).with_context(|| format!("cannot write {}", path.display()))?;
            }
            Ok(())
        }
        Cmd::Play { rules, home, away, you, seed, league, standard, solitaire, kickoff_touchback, optional, save, resume } => {
            let resuming = resume.is_some();
            let (setup, saved, save) = match resume {
                Some(path) => {
                    let (setup, lines) = play::Setup::read_save(&path)?;
                    (setup, lines, Some(path))
                }
                None => {
                    let seed = seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1));
                    let setup = new_setup(NewGame { rules, home, away, you, seed, league, standard, solitaire, kickoff_touchback, optional })?;
                    (setup, Vec::new(), save)
                }
            };
            run_play(&setup, || play::terminal(save.as_deref(), resuming, &setup, saved, &out), &out)
        }
        Cmd::Resolve { scenario, check } => {
            let label = scenario.display().to_string();
            let text = std::fs::read_to_string(&scenario).with_context(|| format!("{label}: cannot read"))?;
            let sc = huddle_fac::scenario::Scenario::parse(&text, &label)?;
            let base = scenario.parent().map(|p| p.to_path_buf()).unwrap_or_default();
            let r = sc.run(&label, &base)?;
            out(&(serde_json::to_string_pretty(&r.to_json())? + "\n"));
            if check {
                let bad = r.check(&sc.expect);
                if !bad.is_empty() {
                    bail!("{label}: {} expectation(s) not met:\n  {}", bad.len(), bad.join("\n  "));
                }
            }
            Ok(())
        }
        Cmd::Season { rules, optional, league, schedule, season, replays, seed, fidelity, players, json, max_dev, quiet, stats, team_stats, kickoff_touchback, no_playoffs, som_league, coach, save, resume } => {
            if rules == Rules::Fever {
                bail!("Football Fever has no teams or seasons: --rules ttf7, sp6 or bones");
            }
            season::run(
                season::SeasonArgs { league, schedule, year: season, replays, seed, fidelity, players, json, max_dev, quiet, stats, team_stats, kickoff_touchback, playoffs: !no_playoffs, coach, save, resume, sp6: rules == Rules::Sp6, optional, bones: rules == Rules::Bones, som: rules == Rules::Som, som_league },
                &out,
            )
        }
        Cmd::Teams { rules, league, team } => {
            match team {
                Some(code) => out(&teams::roster_text(rules, league.as_deref(), &code)?),
                None => {
                    if rules == Rules::Fever {
                        bail!("Football Fever has no teams or cards");
                    }
                    for (code, name) in teams::list(rules, league.as_deref())? {
                        out(&format!("{code:<4} {name}\n"));
                    }
                }
            }
            Ok(())
        }
        Cmd::Cards { cmd: CardsCmd::Build { rules: Rules::Fever, .. } } => {
            bail!("Football Fever is played with its dice and penalty decks by any two teams: it has no cards to build (nothing was written)")
        }
        Cmd::Cards { cmd: CardsCmd::Build { rules: Rules::Som, players, teams, season, out: dir, params, schedule } } => {
            let params = match params {
                Some(p) => {
                    let t = std::fs::read_to_string(&p).with_context(|| format!("{}: cannot read", p.display()))?;
                    huddle_som::build::BuildParams::from_json(&t).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?
                }
                None => huddle_som::build::BuildParams::embedded(),
            };
            let stats = huddle_som::build::SeasonStats::read(&players, &teams, schedule.as_deref(), season).map_err(|e| anyhow::anyhow!("{e}"))?;
            let league = huddle_som::build::build_league(&stats, &params, season).map_err(|e| anyhow::anyhow!("{e}"))?;
            let text = huddle_som::build::to_json(&league);
            // What is written must load as a league (the same checks as `--league`).
            huddle_som::cards::SomLeague::from_json(&text, "the built league").map_err(|e| anyhow::anyhow!("{e}"))?;
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            let path = dir.join("league.json");
            std::fs::write(&path, &text).with_context(|| format!("cannot write {}", path.display()))?;
            out(&format!(
                "built {} Strat-O-Matic teams, {} player cards into {} (play it with `--rules som --league {}`)\n",
                league.teams.len(),
                league.teams.iter().map(|t| t.players.len()).sum::<usize>(),
                path.display(),
                path.display()
            ));
            Ok(())
        }
        Cmd::Cards { cmd: CardsCmd::Build { rules, players, teams, season, out: dir, params, schedule } } => {
            let params = match params {
                Some(p) => {
                    let t = std::fs::read_to_string(&p).with_context(|| format!("{}: cannot read", p.display()))?;
                    huddle_cards::builder::BuilderParams::from_json(&t).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?
                }
                None => huddle_cards::builder::BuilderParams::embedded(),
            };
            let (league, report) = cards::build(&players, &teams, season, &params, schedule.as_deref())?;
            // The 6th edition and Bones convert the TTF 7th cards (docs/sp6-cards.md, docs/bones-cards.md).
            let (league, system) = match rules {
                Rules::Sp6 => (huddle_sp6::convert::convert_league(&league, &huddle_sp6::convert::ConvertParams::embedded()), "Statis-Pro 6th"),
                Rules::Bones => (huddle_bones::convert::convert_league(&league, &huddle_bones::convert::ConvertParams::embedded()), "Football Bones"),
                _ => (league, "TTF 7th"),
            };
            let text = huddle_league::cards::league_json(&league);
            // What is written must load as a league of its system (the same checks as `--league`).
            match rules {
                Rules::Sp6 => huddle_sp6::cards::parse_league(&text, "the built league").map(drop).map_err(|e| anyhow::anyhow!("{e}"))?,
                Rules::Bones => huddle_bones::cards::parse_league(&text, "the built league").map(drop).map_err(|e| anyhow::anyhow!("{e}"))?,
                _ => {}
            }
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            std::fs::write(dir.join("league.json"), &text).with_context(|| format!("cannot write {}", dir.join("league.json").display()))?;
            for t in &league {
                std::fs::write(dir.join(format!("{}.json", t.code)), serde_json::to_string_pretty(t)? + "\n")?;
            }
            out(&format!(
                "built {} {system} teams, {} player cards ({} replacement players, {} traded players with a card per team) into {}\n",
                report.teams,
                league.iter().map(|t| t.players.len()).sum::<usize>(),
                report.replacements.len(),
                report.traded,
                dir.display()
            ));
            for r in &report.replacements {
                out(&format!("  replacement: {r}\n"));
            }
            Ok(())
        }
        Cmd::Serve { host, port, league, friends } => {
            let mut leagues = std::collections::BTreeMap::new();
            for l in &league {
                let Some((r, file)) = l.split_once('=') else {
                    bail!("--league {l}: give the system and the file, as ttf7=FILE (sp6, bones, som likewise)");
                };
                let rules = Rules::from_str(r, true).map_err(|_| anyhow::anyhow!("--league {l}: '{r}' is not a rule system (ttf7, sp6, bones, som)"))?;
                if leagues.insert(rules, PathBuf::from(file)).is_some() {
                    bail!("--league: two files for {r}");
                }
            }
            web::serve(&host, port, leagues, friends, &out)
        }
        Cmd::Bench { rules, games, seed } => {
            if games == 0 {
                bail!("--games must be at least 1");
            }
            let name = |r: Rules| match r {
                Rules::Ttf7 => "ttf7",
                Rules::Sp6 => "sp6",
                Rules::Bones => "bones",
                Rules::Som => "som",
                Rules::Fever => "fever",
            };
            let systems: Vec<&'static str> = match rules {
                Some(r) => vec![name(r)],
                None => [Rules::Ttf7, Rules::Sp6, Rules::Bones, Rules::Som, Rules::Fever].into_iter().map(name).collect(),
            };
            out(&bench::report(&systems, games, seed)?);
            Ok(())
        }
        Cmd::Draft { rules, league, teams, seed, out: path, show, you, save, style, order, trades, keepers, resume, board, board_out, pick_seconds, roster, keepers_from, keep } => {
            if rules != Rules::Bones {
                bail!("the draft league is Football Bones' (§20): --rules bones (TTF 7th and 6th-edition teams carry team-level return and kicking cards that a draft would break up)");
            }
            let roster = draft::parse_roster(&roster)?;
            if let Some(b) = board {
                let template = huddle_bones::draft::DraftOptions { roster, ..Default::default() }.template().map_err(anyhow::Error::msg)?;
                return draft::from_board(&b, league.as_deref(), &teams, &path.expect("clap requires --out"), board_out.as_deref(), show, &template, &bones_teams, &out);
            }
            if let Some(p) = board_out.as_ref().filter(|p| p.exists()) {
                bail!("--board-out {}: the board is written to a new file (nothing was changed)", p.display());
            }
            let (setup, saved) = match &resume {
                Some(p) => draft::DraftSetup::read_save(p)?,
                None => {
                    let options = huddle_bones::draft::DraftOptions {
                        style: match style {
                            DraftStyle::Snake => huddle_bones::draft::Style::Snake,
                            DraftStyle::Straight => huddle_bones::draft::Style::Straight,
                        },
                        order: match order {
                            DraftOrder::Drawn => huddle_bones::draft::Order::Drawn,
                            DraftOrder::Listed => huddle_bones::draft::Order::Listed,
                        },
                        swaps: trades.iter().map(|t| parse_trade(t)).collect::<Result<_>>()?,
                        keepers: match (&keepers, &keepers_from) {
                            (Some(p), _) => read_keepers(p)?,
                            (None, Some(last)) => {
                                let (pool, last_league) = (bones_teams(league.as_deref())?, bones_teams(Some(last)).with_context(|| format!("--keepers-from {}", last.display()))?);
                                let franchises: Vec<(String, String)> = if teams.is_empty() { pool.iter().map(|t| (t.code.clone(), t.name.clone())).collect() } else { teams.iter().map(|c| (c.to_ascii_uppercase(), String::new())).collect() };
                                let template = huddle_bones::draft::DraftOptions { roster: roster.clone(), ..Default::default() }.template().map_err(anyhow::Error::msg)?;
                                let kept = huddle_bones::draft::best_keepers(&pool, &last_league, &franchises, keep.unwrap_or(0), &template).map_err(anyhow::Error::msg)?;
                                if kept.is_empty() {
                                    bail!("--keepers-from {}: none of its franchises ({}) drafts here", last.display(), last_league.iter().map(|t| t.code.as_str()).collect::<Vec<_>>().join(", "));
                                }
                                kept
                            }
                            (None, None) => Vec::new(),
                        },
                        roster,
                    };
                    (draft::DraftSetup { league, teams, seed, out: path.expect("clap requires --out"), show, you, options, pick_seconds }, Vec::new())
                }
            };
            let draft::DraftSetup { seed, out: path, show, options, .. } = setup.clone();
            if path.exists() {
                bail!("{} exists: the draft writes a new file (nothing was changed)", path.display());
            }
            let draft::Prepared { pool, franchises, yours } = draft::prepare(&setup, &bones_teams)?;
            let per = huddle_bones::draft::roster_size(&options.template().map_err(anyhow::Error::msg)?);
            out(&format!("Draft of {} franchises, {per} rounds, seed {seed} (the same seed and picks draft the same league)\n", franchises.len()));
            let mut human = draft::Drafter::stdin(yours);
            if let Some(n) = setup.pick_seconds {
                human.run_timer(n);
            }
            // The save: a new file with the setup line, or the resumed one (appended to).
            let save_path = resume.clone().or(save);
            if let Some(p) = &save_path {
                let file = if resume.is_some() {
                    std::fs::OpenOptions::new().append(true).open(p).with_context(|| format!("cannot write {}", p.display()))?
                } else {
                    let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(p).with_context(|| format!("{}: the save must be a new file (nothing was changed)", p.display()))?;
                    std::io::Write::write_all(&mut f, format!("{}\n", setup.header()).as_bytes()).with_context(|| format!("cannot write {}", p.display()))?;
                    f
                };
                human.save_to(file, p.clone());
            }
            human.replay(saved);
            let d = huddle_bones::draft::draft_with_options(&pool, &franchises, &mut huddle_core::SeededRandom::new(seed), &options, &mut |c| human.choose(c)).map_err(|e| anyhow::anyhow!("the draft cannot be held: {e}"))?;
            if human.quit {
                match &save_path {
                    Some(p) => out(&format!("\nYou left the draft: `huddle draft --resume {}` goes on with it ({} was not written).\n", p.display(), path.display())),
                    None => out(&format!("\nYou left the draft ({} was not written; with --save a draft can be taken up again).\n", path.display())),
                }
                return Ok(());
            }
            std::fs::write(&path, serde_json::to_string_pretty(&d.teams)?).with_context(|| format!("cannot write {}", path.display()))?;
            if show > 0 {
                out(&format!("\nThe first {} round(s):\n{}", show.min(per), huddle_bones::draft::board(&d, show)));
            }
            if let Some(p) = &board_out {
                std::fs::write(p, huddle_bones::draft::board_csv(&d)).with_context(|| format!("cannot write {}", p.display()))?;
                out(&format!("\nWrote the board to {}.\n", p.display()));
            }
            out(&format!("\nWrote {}: play it with `huddle season --rules bones --league {}` (or sim/play --rules bones --league).\n", path.display(), path.display()));
            Ok(())
        }
        Cmd::League { cmd } => league::run(cmd, &out),
        Cmd::Trade { file, send, pool } => draft::trade(&file, &send, pool.as_deref(), &bones_teams, &out),
        Cmd::Deck { cmd: DeckCmd::Build { rules, recipe, out } } => {
            if rules == Rules::Fever {
                bail!("Football Fever has no Fast Action Card deck (its dice and penalty cards are data files of their own)");
            }
            if rules == Rules::Bones {
                bail!("Football Bones has no Fast Action Card deck: it rolls dice on its tables (data/bones.json)");
            }
            if rules == Rules::Som {
                bail!("Strat-O-Matic has no Fast Action Card deck: it rolls dice on its cards and charts (crates/huddle-som/data/som.json)");
            }
            if rules == Rules::Sp6 {
                let r = match recipe {
                    Some(p) => {
                        let text = std::fs::read_to_string(&p).with_context(|| format!("cannot read {}", p.display()))?;
                        huddle_sp6::fac::DeckRecipe::parse(&text, &p.display().to_string())?
                    }
                    None => huddle_sp6::fac::DeckRecipe::embedded(),
                };
                let deck = r.build();
                std::fs::write(&out, serde_json::to_string_pretty(&deck)? + "\n").with_context(|| format!("cannot write {}", out.display()))?;
                println!("wrote {} cards to {}", deck.cards.len(), out.display());
                return Ok(());
            }
            let r = match recipe {
                Some(p) => {
                    let text = std::fs::read_to_string(&p).with_context(|| format!("cannot read {}", p.display()))?;
                    huddle_fac::recipe::DeckRecipe::parse(&text, &p.display().to_string())?
                }
                None => huddle_fac::recipe::DeckRecipe::embedded(),
            };
            let deck = r.build();
            std::fs::write(&out, serde_json::to_string_pretty(&deck)? + "\n").with_context(|| format!("cannot write {}", out.display()))?;
            println!("wrote {} cards to {}", deck.cards.len(), out.display());
            Ok(())
        }
    }
}

/// The teams of a Bones game: the 2024 league in Bones cards, or a Bones league or team file.
pub(crate) fn bones_teams(league: Option<&std::path::Path>) -> Result<Vec<huddle_cards::Team>> {
    Ok(match league {
        None => huddle_bones::convert::league_2024(),
        Some(p) => {
            let text = std::fs::read_to_string(p).with_context(|| format!("{}: cannot read", p.display()))?;
            let label = p.display().to_string();
            if text.trim_start().starts_with('[') {
                huddle_bones::cards::parse_league(&text, &label).map_err(|e| anyhow::anyhow!("{e}"))?
            } else {
                vec![huddle_bones::cards::parse_team(&text, &label).map_err(|e| anyhow::anyhow!("{e}"))?]
            }
        }
    })
}

/// `huddle sim --rules bones`: a Football Bones game (Baltimore at Kansas City by default).
#[allow(clippy::too_many_arguments)]
fn sim_bones(seed: u64, home: Option<String>, away: Option<String>, league: Option<PathBuf>, json: Option<PathBuf>, quiet: bool, games: Option<u32>, kickoff_touchback: Option<u8>) -> Result<()> {
    let teams = bones_teams(league.as_deref())?;
    let (home_t, away_t) = sp6_pick(&teams, home.as_deref(), away.as_deref())?;
    let mut opts = huddle_bones::options::Options::default();
    if let Some(t) = kickoff_touchback {
        opts.touchback_at = t;
    }
    if let Some(n) = games {
        if n == 0 {
            bail!("--games must be at least 1");
        }
        let s = huddle_bones::sim::summary(n, seed, home_t, away_t, &opts).context("a game could not be played")?;
        out(&format!("{} vs {}, Football Bones, seeds {}..{}\n{s}\n", home_t.code, away_t.code, seed, seed + n as u64 - 1));
        return Ok(());
    }
    let g = huddle_bones::sim::play_ai_game(seed, home_t.clone(), away_t.clone(), opts).context("the game could not be played")?;
    if !quiet {
        out(&format!("{} at {} — Football Bones, seed {}\n\n", away_t.name, home_t.name, seed));
        out(&huddle_bones::narrate::play_by_play(&g));
        out("\n");
    }
    out(&boxscore::render_log(&g.core.log, g.core.score, huddle_core::PerSide::new(&g.teams[huddle_core::Side::Home].team, &g.teams[huddle_core::Side::Away].team)));
    if let Some(path) = json {
        write_game_log(&path, "bones", seed, &home_t.code, &away_t.code, &g.core)?;
    }
    Ok(())
}

/// `--json LOG`: a game's event log with its rules, seed and teams.
fn write_game_log(path: &std::path::Path, rules: &str, seed: u64, home: &str, away: &str, core: &huddle_core::GameState) -> Result<()> {
    let log = serde_json::json!({
        "rules": rules,
        "seed": seed,
        "home": home,
        "away": away,
        "score": { "home": core.score.home, "away": core.score.away },
        "events": core.log,
    });
    std::fs::write(path, serde_json::to_string_pretty(&log)?).with_context(|| format!("cannot write {}", path.display()))
}

/// The teams of a Strat-O-Matic game: the 2024 league in Strat-O-Matic cards, or a league file.
pub(crate) fn som_teams(league: Option<&std::path::Path>) -> Result<Vec<huddle_som::cards::SomTeam>> {
    Ok(match league {
        None => huddle_som::build::embedded_2024().teams.clone(),
        Some(p) => huddle_som::cards::SomLeague::load(p).map_err(|e| anyhow::anyhow!("{e}"))?.teams,
    })
}

fn sim_som(seed: u64, home: Option<String>, away: Option<String>, league: Option<PathBuf>, json: Option<PathBuf>, quiet: bool, games: Option<u32>) -> Result<()> {
    let teams = som_teams(league.as_deref())?;
    let pick = |code: Option<&str>, default: &str| -> Result<&huddle_som::cards::SomTeam> {
        let want = code.unwrap_or(default);
        teams.iter().find(|t| t.code.eq_ignore_ascii_case(want)).or_else(|| if code.is_none() { teams.get(if default == "KC" { 0 } else { 1 }) } else { None }).ok_or_else(|| {
            anyhow::anyhow!("no team '{want}' in the league (teams: {})", teams.iter().map(|t| t.code.as_str()).collect::<Vec<_>>().join(", "))
        })
    };
    let home_t = pick(home.as_deref(), "KC")?;
    let away_t = pick(away.as_deref(), "BAL")?;
    if home_t.code == away_t.code {
        bail!("--home and --away name the same team '{}'", home_t.code);
    }
    let opts = huddle_som::options::SomOptions::default();
    if let Some(n) = games {
        if n == 0 {
            bail!("--games must be at least 1");
        }
        let s = huddle_som::sim::summary(n, seed, home_t, away_t, &opts).context("a game could not be played")?;
        out(&format!("{} vs {}, Strat-O-Matic, seeds {}..{}\n{s}\n", home_t.code, away_t.code, seed, seed + n as u64 - 1));
        return Ok(());
    }
    let g = huddle_som::sim::play_ai_game(seed, home_t.clone(), away_t.clone(), opts).context("the game could not be played")?;
    if !quiet {
        out(&format!("{} at {} — Strat-O-Matic, seed {}\n", away_t.name, home_t.name, seed));
        out(&huddle_som::sim::play_by_play(&g));
        out("\n");
    }
    let names = |t: &huddle_som::cards::SomTeam| boxscore::TeamNames { code: t.code.clone(), name: t.name.clone(), players: t.players.iter().map(|p| p.name.clone()).collect() };
    out(&boxscore::render_named(&g.core.log, g.core.score, huddle_core::PerSide::new(names(home_t), names(away_t))));
    if let Some(path) = json {
        write_game_log(&path, "som", seed, &home_t.code, &away_t.code, &g.core)?;
    }
    Ok(())
}

/// The teams of a 6th-edition game: the 2024 league in 6th-edition cards (`huddle_sp6::convert`)
/// and the two sample teams, or a 6th-edition league or team file.
pub(crate) fn sp6_teams(league: Option<&std::path::Path>) -> Result<Vec<huddle_cards::Team>> {
    Ok(match league {
        None => {
            let mut v = huddle_sp6::convert::league_2024();
            v.extend(huddle_sp6::cards::sample_teams());
            v
        }
        Some(p) => {
            let text = std::fs::read_to_string(p).with_context(|| format!("{}: cannot read", p.display()))?;
            let label = p.display().to_string();
            if text.trim_start().starts_with('[') {
                huddle_sp6::cards::parse_league(&text, &label)?
            } else {
                vec![huddle_sp6::cards::parse_team(&text, &label)?]
            }
        }
    })
}

fn sp6_pick<'a>(teams: &'a [huddle_cards::Team], home: Option<&str>, away: Option<&str>) -> Result<(&'a huddle_cards::Team, &'a huddle_cards::Team)> {
    let h = teams::pick(teams, home, 0)?;
    let a = teams::pick(teams, away, 1)?;
    if h.code == a.code {
        bail!("--home and --away name the same team '{}'", h.code);
    }
    Ok((h, a))
}

struct Sp6Sim {
    seed: u64,
    home: Option<String>,
    away: Option<String>,
    league: Option<PathBuf>,
    json: Option<PathBuf>,
    quiet: bool,
    standard: bool,
    solitaire: bool,
    games: Option<u32>,
    kickoff_touchback: Option<u8>,
    optional: bool,
}

/// `huddle sim --rules sp6`: a Statis-Pro 6th Edition game (Baltimore at Kansas City by default).
fn sim_sp6(a: Sp6Sim) -> Result<()> {
    if a.standard {
        bail!("--standard is a TTF 7th Edition preset; Statis-Pro 6th plays its own rules (use --optional for O1-O6)");
    }
    let teams = sp6_teams(a.league.as_deref())?;
    let (home_t, away_t) = sp6_pick(&teams, a.home.as_deref(), a.away.as_deref())?;
    let mut opts = if a.optional { huddle_sp6::options::Options::all_optional() } else { huddle_sp6::options::Options::default() };
    opts.solitaire = a.solitaire;
    if let Some(t) = a.kickoff_touchback {
        opts.kickoff_touchback_at = t;
    }
    if let Some(n) = a.games {
        if n == 0 {
            bail!("--games must be at least 1");
        }
        let s = huddle_sp6::sim::summary(n, a.seed, home_t, away_t, &opts).context("a game could not be played")?;
        out(&format!("{} vs {}, Statis-Pro 6th Edition, seeds {}..{}\n{s}\n", home_t.code, away_t.code, a.seed, a.seed + n as u64 - 1));
        return Ok(());
    }
    let g = huddle_sp6::sim::play_ai_game(a.seed, home_t.clone(), away_t.clone(), opts).context("the game could not be played")?;
    if !a.quiet {
        out(&format!("{} at {} — Statis-Pro 6th Edition, seed {}\n\n", away_t.name, home_t.name, a.seed));
        out(&huddle_sp6::narrate::play_by_play(&g));
        out("\n");
    }
    out(&boxscore::render_log(&g.core.log, g.core.score, huddle_core::PerSide::new(&g.teams[huddle_core::Side::Home].team, &g.teams[huddle_core::Side::Away].team)));
    if let Some(path) = a.json {
        write_game_log(&path, "sp6", a.seed, &home_t.code, &away_t.code, &g.core)?;
    }
    Ok(())
}

/// The choices of a new game (`huddle play`, or the browser's new-game form).
pub(crate) struct NewGame {
    pub rules: Rules,
    pub home: Option<String>,
    pub away: Option<String>,
    pub you: play::You,
    pub seed: u64,
    pub league: Option<PathBuf>,
    pub standard: bool,
    pub solitaire: bool,
    pub kickoff_touchback: Option<u8>,
    pub optional: bool,
}

/// Checks a new game's choices (its teams are in its league, its options are its system's) and
/// makes its setup: the first line of its save.
pub(crate) fn new_setup(n: NewGame) -> Result<play::Setup> {
    let NewGame { rules, home, away, you, seed, league, standard, solitaire, kickoff_touchback, optional } = n;
    if optional && rules != Rules::Sp6 {
        bail!("--optional applies to Statis-Pro 6th (--rules sp6) only");
    }
    let setup = if rules == Rules::Som {
        if standard || solitaire || kickoff_touchback.is_some() {
            bail!("--standard, --solitaire and --kickoff-touchback are other systems' options: Strat-O-Matic plays its league rules (its readings are options in docs/som-decisions.md)");
        }
        let teams = som_teams(league.as_deref())?;
        let (h, a) = play_som::pick(&teams, home.as_deref(), away.as_deref())?;
        play::Setup { rules: "som".into(), home: h.code.clone(), away: a.code.clone(), you, seed, standard: false, solitaire: false, kickoff_touchback: None, league, schedule: None, year: None, playoffs: false, optional: false }
    } else if rules == Rules::Bones {
        if standard || solitaire {
            bail!("--standard and --solitaire are other systems' presets: Football Bones plays its own rules (its readings are options in docs/bones-decisions.md)");
        }
        let teams = bones_teams(league.as_deref())?;
        let (h, a) = sp6_pick(&teams, home.as_deref(), away.as_deref())?;
        play::Setup { rules: "bones".into(), home: h.code.clone(), away: a.code.clone(), you, seed, standard: false, solitaire: false, kickoff_touchback, league, schedule: None, year: None, playoffs: false, optional: false }
    } else if rules == Rules::Sp6 {
        if standard {
            bail!("--standard is a TTF 7th Edition preset; Statis-Pro 6th plays its own rules (use --optional for O1-O6)");
        }
        let teams = sp6_teams(league.as_deref())?;
        let (h, a) = sp6_pick(&teams, home.as_deref(), away.as_deref())?;
        play::Setup { rules: "sp6".into(), home: h.code.clone(), away: a.code.clone(), you, seed, standard: false, solitaire, kickoff_touchback, league, schedule: None, year: None, playoffs: false, optional }
    } else if rules == Rules::Fever {
        if home.is_some() || away.is_some() || league.is_some() || standard || solitaire || kickoff_touchback.is_some() {
            bail!("--home/--away/--league/--standard/--solitaire/--kickoff-touchback do not apply to Football Fever (no teams or cards)");
        }
        let o = huddle_fever::sim::SimOptions::default();
        play::Setup { rules: "fever".into(), home: o.home, away: o.away, you, seed, standard, solitaire, kickoff_touchback, league, schedule: None, year: None, playoffs: false, optional: false }
    } else {
        let teams = teams::load(league.as_deref())?;
        let (h, a, _) = matchup(&teams, home.as_deref(), away.as_deref(), standard, solitaire, kickoff_touchback)?;
        play::Setup { rules: "ttf7".into(), home: h.code.clone(), away: a.code.clone(), you, seed, standard, solitaire, kickoff_touchback, league, schedule: None, year: None, playoffs: false, optional: false }
    };
    Ok(setup)
}

/// The box score of a card system's game that was played to its end (not left).
fn final_box_score(core: &huddle_core::GameState, [home, away]: [&huddle_cards::Team; 2], out: &dyn Fn(&str)) {
    if core.is_over() {
        out("\n");
        out(&boxscore::render_log(&core.log, core.score, huddle_core::PerSide::new(home, away)));
    }
}

/// Plays a game from its setup with the console `make_io` opens (the terminal, or a browser's
/// game) once the teams are found; `out` takes the box score at the end.
pub(crate) fn run_play(setup: &play::Setup, make_io: impl FnOnce() -> Result<std::rc::Rc<std::cell::RefCell<play::Console>>>, out: &dyn Fn(&str)) -> Result<()> {
    if setup.rules == "som" {
        let teams = som_teams(setup.league.as_deref())?;
        let (h, a) = play_som::pick(&teams, Some(&setup.home), Some(&setup.away))?;
        let (h, a) = (h.clone(), a.clone());
        let io = make_io()?;
        let g = play_som::play(h, a, huddle_som::options::SomOptions::default(), setup.seed, setup.you, io.clone())?;
        io.borrow_mut().unused_saved_lines();
        if g.core.is_over() {
            let names = |t: &huddle_som::cards::SomTeam| boxscore::TeamNames { code: t.code.clone(), name: t.name.clone(), players: t.players.iter().map(|p| p.name.clone()).collect() };
            out("\n");
            out(&boxscore::render_named(&g.core.log, g.core.score, huddle_core::PerSide::new(names(&g.teams[huddle_core::Side::Home].team), names(&g.teams[huddle_core::Side::Away].team))));
        }
        return Ok(());
    }
    if setup.rules == "bones" {
        let teams = bones_teams(setup.league.as_deref())?;
        let (h, a) = sp6_pick(&teams, Some(&setup.home), Some(&setup.away))?;
        let mut opts = huddle_bones::options::Options::default();
        if let Some(t) = setup.kickoff_touchback {
            opts.touchback_at = t;
        }
        let (h, a) = (h.clone(), a.clone());
        let io = make_io()?;
        let g = play_bones::play(h, a, opts, setup.seed, setup.you, io.clone())?;
        io.borrow_mut().unused_saved_lines();
        final_box_score(&g.core, [&g.teams[huddle_core::Side::Home].team, &g.teams[huddle_core::Side::Away].team], out);
        return Ok(());
    }
    if setup.rules == "sp6" {
        let teams = sp6_teams(setup.league.as_deref())?;
        let (h, a) = sp6_pick(&teams, Some(&setup.home), Some(&setup.away))?;
        let mut opts = if setup.optional { huddle_sp6::options::Options::all_optional() } else { huddle_sp6::options::Options::default() };
        opts.solitaire = setup.solitaire;
        if let Some(t) = setup.kickoff_touchback {
            opts.kickoff_touchback_at = t;
        }
        let (h, a) = (h.clone(), a.clone());
        let io = make_io()?;
        let g = play_sp6::play(h, a, opts, setup.seed, setup.you, io.clone())?;
        io.borrow_mut().unused_saved_lines();
        final_box_score(&g.core, [&g.teams[huddle_core::Side::Home].team, &g.teams[huddle_core::Side::Away].team], out);
        return Ok(());
    }
    let fever = match setup.rules.as_str() {
        "ttf7" => false,
        "fever" => true,
        "season" | "sp6-season" | "bones-season" | "som-season" => bail!("a saved season: resume it with `huddle season --resume FILE`"),
        other => bail!("the saved game's rules '{other}' are not ttf7 or fever"),
    };
    // Football Fever has no teams: the TTF teams are looked up only for TTF.
    let ttf = if fever {
        None
    } else {
        let teams = teams::load(setup.league.as_deref())?;
        let (h, a, opts) = matchup(&teams, Some(&setup.home), Some(&setup.away), setup.standard, setup.solitaire, setup.kickoff_touchback)?;
        Some((h.clone(), a.clone(), opts))
    };
    let io = make_io()?;
    let Some((home_t, away_t, opts)) = ttf else {
        let opts = huddle_fever::sim::SimOptions { home: setup.home.clone(), away: setup.away.clone(), ..Default::default() };
        play_fever::play(opts, setup.seed, setup.you, io.clone())?;
        io.borrow_mut().unused_saved_lines();
        return Ok(());
    };
    let g = play::play(home_t, away_t, opts, setup.seed, setup.you, io.clone())?;
    io.borrow_mut().unused_saved_lines();
    if g.core.is_over() {
        out("\n");
        out(&boxscore::render(&g));
    }
    Ok(())
}
