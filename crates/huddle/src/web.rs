//! `huddle serve`: the games in a browser. A small local web server (axum) with one page: the
//! new-game form, the scoreboard and the field, the running play-by-play and the call line.
//!
//! A browser's game is the terminal game (`huddle play`) behind another console: it runs on its
//! own thread, reads the calls the page sends through a channel, and writes what it says into
//! the game's transcript, which the page reads from where it left off. Every call is checked by
//! the same code as at the terminal, so a refused call changes nothing and the down waits. The
//! page can download the game's save at any time (`huddle play --resume FILE` goes on with it at
//! the terminal) and can upload a save to go on with it in the browser. A coached season
//! (`huddle season --coach`) plays the same way: your team's games at the page, the rest by the
//! computer, then the standings, the playoffs and the leaders.

use crate::play::{Console, Setup, You};
use crate::Rules;
use huddle_core::Side;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::io::{BufRead, Read, Write};
use std::rc::Rc;
use std::sync::{mpsc, Arc, Mutex, MutexGuard};

/// The page: one file, no build step.
const INDEX: &str = include_str!("web/index.html");

/// Games kept at once; starting another ends the oldest (the computer finishes it).
const MAX_GAMES: usize = 32;

/// The longest line a page may send (a call is a few words).
const MAX_LINE: usize = 1024;

/// What one page shows of a game: the transcript, and the game's state before each down.
#[derive(Default)]
struct Screen {
    text: String,
    /// The transcript's length in UTF-16 units (the page's string positions).
    len16: usize,
    /// The state before each down, with where in the transcript (UTF-16) it was reported: the
    /// page shows a watched game play by play with the scoreboard in step.
    timeline: Vec<(usize, Status)>,
}

impl Screen {
    fn say(&mut self, s: &str) {
        self.text.push_str(s);
        self.len16 += s.encode_utf16().count();
    }
}

/// What the pages show of a game, and its save.
struct Shared {
    /// One screen; or, in a game between two browsers, three: the home side's, the visitors'
    /// (each coach's own prompts, calls and answers on its screen only, the plays on both) and
    /// the spectators' (the plays only).
    screens: Vec<Screen>,
    /// The game waits for a line from a page.
    waiting: bool,
    /// The seat the game asks (between two browsers: only its page may answer).
    asking: Option<usize>,
    /// Between two browsers, each side's seat (its coach's page): a game's home side is seat 0
    /// and its visitors seat 1; in a season each seat is a coached team's, and a side no one
    /// coaches this week has none.
    seat_of: [Option<usize>; 2],
    /// A season between two browsers: the team of each seat.
    seat_teams: Option<[String; 2]>,
    status: Option<Status>,
    over: bool,
    error: Option<String>,
    /// The setup line and every line the game read: the save.
    save: Vec<String>,
    /// The save's length when the last down began. A game between two browsers gives its save
    /// out to that point while it goes on: never a call the other side has not seen played.
    save_at_down: usize,
    /// What the session made for the page to download (a draft's league and board): kind,
    /// file name, text.
    files: Vec<(&'static str, String, String)>,
}

/// The game's state as the scoreboard and the field show it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Status {
    /// The teams' codes: a season's game is each week another.
    pub home_code: String,
    pub away_code: String,
    pub period: String,
    pub clock: String,
    pub home: u16,
    pub away: u16,
    /// "home" or "away": the team with the ball (the kicking team on a kickoff).
    pub possession: &'static str,
    /// The ball's yard line from the home team's goal line (0-100): the field is drawn with the
    /// home team defending the left end zone. None at a coin toss and at the end.
    pub ball: Option<i16>,
    /// The line to gain, likewise from the home goal line (none on kicks and tries).
    pub line_to_gain: Option<i16>,
    /// "1st & 10", "3rd & goal", "kickoff", "try", "over".
    pub situation: String,
    pub timeouts_home: u8,
    pub timeouts_away: u8,
}

impl Status {
    pub fn of(s: &huddle_core::GameState, [home, away]: [&str; 2]) -> Status {
        use huddle_core::{Phase, Side};
        let side = |x: Side| if x == Side::Home { "home" } else { "away" };
        // Yards from the home goal line of a yard line in the possessing team's frame.
        let from_home = |yards: i16| if s.possession == Side::Home { yards } else { 100 - yards };
        let spot = s.spot.yards();
        let ord = |d: u8| match d {
            1 => "1st",
            2 => "2nd",
            3 => "3rd",
            _ => "4th",
        };
        let (situation, line_to_gain) = match s.phase {
            Phase::Scrimmage => {
                let to_go = s.downs.to_go(s.spot);
                let goal = s.downs.line_to_gain >= 100;
                let dist = if goal { "goal".to_string() } else { to_go.to_string() };
                (format!("{} & {dist}", ord(s.downs.down.number())), Some(from_home(i16::from(s.downs.line_to_gain.min(100)))))
            }
            Phase::Kickoff { .. } => ("kickoff".into(), None),
            Phase::Try { .. } => ("try".into(), None),
            Phase::CoinToss | Phase::OvertimeToss => ("coin toss".into(), None),
            Phase::Over => ("final".into(), None),
        };
        Status {
            home_code: home.to_string(),
            away_code: away.to_string(),
            period: s.clock.period.to_string(),
            clock: huddle_core::mmss(s.clock.remaining),
            home: s.score.home,
            away: s.score.away,
            possession: side(s.possession),
            ball: (!matches!(s.phase, Phase::CoinToss | Phase::OvertimeToss | Phase::Over)).then(|| from_home(spot)),
            line_to_gain,
            situation,
            timeouts_home: s.timeouts.home,
            timeouts_away: s.timeouts.away,
        }
    }
}

fn lock(s: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    s.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    /// A game's pages: one, or two (home, visitors) for a game between two browsers.
    fn new(setup: &Setup, screens: usize, saved: &[String]) -> Shared {
        let save: Vec<String> = std::iter::once(setup.header()).chain(saved.iter().cloned()).collect();
        Shared { screens: (0..screens).map(|_| Screen::default()).collect(), waiting: false, asking: None, seat_of: [Some(0), Some(1)], seat_teams: None, status: None, over: false, error: None, save_at_down: save.len(), save, files: Vec::new() }
    }

    /// Said to every page.
    fn say(&mut self, s: &str) {
        for sc in &mut self.screens {
            sc.say(s);
        }
    }

    /// Said to one side's coach: its own page when each side has one.
    fn say_to(&mut self, side: Side, s: &str) {
        if self.screens.len() == 1 {
            self.screens[0].say(s);
        } else if let Some(k) = self.seat_of[screen_index(side)] {
            self.screens[k].say(s);
        }
    }

    fn report(&mut self, status: Status) {
        for sc in &mut self.screens {
            sc.timeline.push((sc.len16, status.clone()));
        }
        self.status = Some(status);
        self.save_at_down = self.save.len();
    }
}

/// The spectators' screen of a game between two browsers.
const WATCH: usize = 2;

fn screen_index(side: Side) -> usize {
    usize::from(side == Side::Away)
}

/// The game's two screens (a game between two browsers), seen from the console.
struct Screens(Arc<Mutex<Shared>>);

impl crate::play::Seats for Screens {
    fn say_to(&mut self, side: Side, s: &str) {
        lock(&self.0).say_to(side, s);
    }
    fn asking(&mut self, side: Option<Side>) {
        let mut sh = lock(&self.0);
        sh.asking = side.and_then(|s| sh.seat_of[screen_index(s)]);
    }
    fn teams(&mut self, codes: [&str; 2]) {
        let mut sh = lock(&self.0);
        if let Some(teams) = sh.seat_teams.clone() {
            sh.seat_of = codes.map(|c| teams.iter().position(|t| t == c));
        }
    }
}

/// The game's input: the lines the page sends. While it waits for one the game is `waiting`;
/// when the page's side is gone (the game was ended) the input ends and the computer finishes.
struct Lines {
    rx: mpsc::Receiver<String>,
    shared: Arc<Mutex<Shared>>,
    buf: Vec<u8>,
    pos: usize,
}

impl Read for Lines {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let b = self.fill_buf()?;
        let n = b.len().min(out.len());
        out[..n].copy_from_slice(&b[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Lines {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.pos >= self.buf.len() {
            lock(&self.shared).waiting = true;
            let line = self.rx.recv();
            let mut sh = lock(&self.shared);
            sh.waiting = false;
            match line {
                Ok(line) => {
                    let line = line.trim_end().to_string();
                    sh.save.push(line.clone());
                    self.buf = (line + "\n").into_bytes();
                    self.pos = 0;
                }
                Err(_) => return Ok(&[]),
            }
        }
        Ok(&self.buf[self.pos..])
    }

    fn consume(&mut self, n: usize) {
        self.pos += n;
    }
}

/// The game's output: its transcript.
struct Transcript(Arc<Mutex<Shared>>);

impl Write for Transcript {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        lock(&self.0).say(&String::from_utf8_lossy(b));
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs a page's session (a game, a season, a draft) on a thread of its own; when it ends it is
/// over, with its error, and a bug that panics ends it with the message shown, not a page waiting
/// on a session that is gone.
fn run_session(shared: Arc<Mutex<Shared>>, what: &'static str, body: impl FnOnce() -> anyhow::Result<()> + Send + 'static) {
    std::thread::spawn(move || {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(body));
        let mut g = lock(&shared);
        g.over = true;
        g.waiting = false;
        match r {
            Ok(Ok(())) => {}
            Ok(Err(e)) => g.error = Some(format!("{e:#}")),
            Err(p) => {
                let why = p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned()).unwrap_or_default();
                g.error = Some(format!("the {what} stopped on an internal error (a bug; its save replays it): {why}"));
            }
        }
    });
}

/// One game in the browser.
struct Game {
    shared: Arc<Mutex<Shared>>,
    tx: mpsc::Sender<String>,
    setup: Setup,
    /// A game between two browsers: each page's key (seat 0, seat 1, spectators), which it gives
    /// with every request.
    keys: Option<[String; 3]>,
    /// The seats' names: "home" and "away" in a game, the coached teams' codes in a season.
    seat_names: [String; 2],
}

/// A page's key to its side of a game between two browsers: 64 bits from the operating
/// system's random source (std's hasher keys), unguessable by another page of the network.
fn new_key() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0));
    format!("{:016x}", h.finish())
}

impl Game {
    /// Starts a game from its setup; `saved` calls are replayed first (a resumed save);
    /// `two_pages`: each side is coached from its own page; `seat_teams`: a season between two
    /// browsers, each page a coached team's.
    fn start(setup: Setup, saved: Vec<String>, two_pages: bool, seat_teams: Option<[String; 2]>, friends: Option<(PathBuf, u32)>) -> Game {
        let mut first = Shared::new(&setup, if two_pages { 3 } else { 1 }, &saved);
        let seat_names = seat_teams.clone().unwrap_or_else(|| ["home".to_string(), "away".to_string()]);
        if seat_teams.is_some() {
            // No side is a seat's until its team's first game.
            first.seat_of = [None, None];
        }
        first.seat_teams = seat_teams;
        let shared = Arc::new(Mutex::new(first));
        let (tx, rx) = mpsc::channel();
        let (sh, s2) = (shared.clone(), setup.clone());
        run_session(shared.clone(), "game", move || play_at_page(&sh, rx, s2, saved, friends));
        let keys = two_pages.then(|| [new_key(), new_key(), new_key()]);
        Game { shared, tx, setup, keys, seat_names }
    }

    /// Whose page asks (a game between two browsers, by its key); a refusal when the key is
    /// missing or wrong.
    fn page(&self, key: Option<&str>) -> Result<Page, WrongKey> {
        let Some(keys) = &self.keys else { return Ok(Page::One) };
        if let Some(seat) = (0..2).find(|k| Some(keys[*k].as_str()) == key) {
            return Ok(Page::Seat(seat));
        }
        if Some(keys[WATCH].as_str()) == key {
            return Ok(Page::Watch);
        }
        Err(WrongKey)
    }
}

/// A page of a game: the game's one page, or between two browsers a side's or a spectator's.
#[derive(Clone, Copy, PartialEq)]
enum Page {
    One,
    /// A coach's page: seat 0 or 1 (a game's home side and visitors; a season's two teams).
    Seat(usize),
    Watch,
}

impl Page {
    fn screen(self) -> usize {
        match self {
            Page::One => 0,
            Page::Seat(k) => k,
            Page::Watch => WATCH,
        }
    }

    fn name(self, seats: &[String; 2]) -> Option<String> {
        match self {
            Page::One => None,
            Page::Seat(k) => Some(seats[k].clone()),
            Page::Watch => Some("watch".into()),
        }
    }
}

/// A request about a game between two browsers without a key to one of its sides.
struct WrongKey;

impl IntoResponse for WrongKey {
    fn into_response(self) -> Response {
        refuse(StatusCode::FORBIDDEN, "this game is played between two browsers: open it with your side's link")
    }
}

/// Plays a game (or a coached season) from its setup at the page: `rx` brings the page's lines,
/// `saved` calls are replayed first.
fn play_at_page(sh: &Arc<Mutex<Shared>>, rx: mpsc::Receiver<String>, setup: Setup, saved: Vec<String>, friends: Option<(PathBuf, u32)>) -> anyhow::Result<()> {
    let input = Lines { rx, shared: sh.clone(), buf: Vec::new(), pos: 0 };
    let mut console = Console::new(Box::new(input), Box::new(Transcript(sh.clone())), true);
    if !saved.is_empty() {
        console.replay(saved);
    }
    if lock(sh).screens.len() > 1 {
        console.seats = Some(Box::new(Screens(sh.clone())));
    }
    let q = sh.clone();
    console.on_quit = Some(Box::new(move || {
        // The line that quit is the last one read: not part of the save (as at the terminal).
        let mut g = lock(&q);
        if g.save.len() > 1 {
            g.save.pop();
        }
    }));
    let st = sh.clone();
    console.status_sink = Some(Box::new(move |s, codes| lock(&st).report(Status::of(s, codes))));
    let io = Rc::new(RefCell::new(console));
    let out = |s: &str| lock(sh).say(s);
    if setup.rules.ends_with("season") {
        // A coached season: the setup is checked (the team's code as the league spells it)
        // before its console opens, and the save starts with the checked setup.
        let kept = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let seed = setup.seed;
        let played = crate::season::play_coached(
            setup,
            &crate::season::StatsFiles { kept: Some(kept.clone()), ..Default::default() },
            Box::new(|s: &Setup| {
                lock(sh).save[0] = s.header();
                Ok(io.clone())
            }),
            &out,
        )?;
        // The season's statistics, for the page to download.
        for (kind, text) in kept.take() {
            lock(sh).files.push((kind, format!("huddle-season-{seed}-{}.csv", if kind == "stats" { "players" } else { "teams" }), text));
        }
        // A season of the server's league of friends is recorded in its file when it is over.
        if let (Some((file, season)), Some(crate::season_coach::Played::League(ls))) = (friends, played) {
            out(&crate::league::record(&file, season, &ls)?);
        }
        Ok(())
    } else {
        crate::run_play(&setup, || Ok(io.clone()), &out)
    }
}

#[derive(Default)]
struct Games {
    next: u64,
    games: BTreeMap<u64, Game>,
}

/// The server: its games, and the league file each system plays instead of its embedded one.
#[derive(Default)]
struct App {
    games: Mutex<Games>,
    leagues: BTreeMap<Rules, PathBuf>,
    /// A Strat-O-Matic league of friends the page keeps (`huddle serve --friends FILE`).
    friends: Option<PathBuf>,
}

type AppState = Arc<App>;

fn games(s: &AppState) -> MutexGuard<'_, Games> {
    s.games.lock().unwrap_or_else(|e| e.into_inner())
}

/// A refusal: the status and a message naming what is wrong.
fn refuse(code: StatusCode, msg: impl Into<String>) -> Response {
    (code, Json(serde_json::json!({ "error": msg.into() }))).into_response()
}

/// The new-game form.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGameForm {
    rules: Rules,
    #[serde(default)]
    home: Option<String>,
    #[serde(default)]
    away: Option<String>,
    you: You,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    standard: bool,
    #[serde(default)]
    solitaire: bool,
    #[serde(default)]
    optional: bool,
    /// The other side is coached from a second browser (head to head, each call hidden from
    /// the other side until the play is run); `you` is the side of this one.
    #[serde(default)]
    two_browsers: bool,
}

/// Starts a game; `page_seat`: a game between two browsers, and the seat of the page that
/// started it (the answer gives its key, and the other seat's to pass on); `seat_teams`: a
/// season between two browsers, each seat a coached team's.
fn add(state: &AppState, setup: Setup, saved: Vec<String>, page_seat: Option<usize>, seat_teams: Option<[String; 2]>) -> Response {
    // A season of the server's league of friends (new or resumed) is recorded when it ends.
    let friends = state.friends.as_ref().and_then(|f| crate::league::load(f).ok().filter(|l| crate::league::is_its_season(l, &setup)).map(|l| (f.clone(), l.league.season)));
    let game = Game::start(setup.clone(), saved, page_seat.is_some(), seat_teams, friends);
    let pages = match (&game.keys, page_seat) {
        (Some(keys), Some(me)) => {
            let (other, names) = (1 - me, &game.seat_names);
            serde_json::json!({ "seat": names[me], "key": keys[me], "join": { "seat": names[other], "key": keys[other] }, "watch": { "seat": "watch", "key": keys[WATCH] } })
        }
        _ => serde_json::Value::Null,
    };
    let id = insert(state, game);
    let mut answer = serde_json::json!({ "id": id, "setup": setup });
    if !pages.is_null() {
        answer["pages"] = pages;
    }
    Json(answer).into_response()
}

/// Keeps a started game (the oldest goes past [`MAX_GAMES`]); its id.
fn insert(state: &AppState, game: Game) -> u64 {
    let mut g = games(state);
    let id = g.next;
    g.next += 1;
    g.games.insert(id, game);
    while g.games.len() > MAX_GAMES {
        // Dropping a game's sender ends its input: the computer finishes it on its thread.
        let oldest = *g.games.keys().next().expect("more than MAX_GAMES games");
        g.games.remove(&oldest);
    }
    id
}

async fn new_game(State(state): State<AppState>, form: Result<Json<NewGameForm>, JsonRejection>) -> Response {
    let f = match form {
        Ok(Json(f)) => f,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let blank = |s: Option<String>| s.filter(|c| !c.trim().is_empty());
    let page_side = match (f.two_browsers, f.you) {
        (false, _) => None,
        (true, You::Home) => Some(Side::Home),
        (true, You::Away) => Some(Side::Away),
        (true, _) => return refuse(StatusCode::BAD_REQUEST, "a game between two browsers: you coach the home team or the visitors, the second browser the other side"),
    };
    let you = if page_side.is_some() { You::Both } else { f.you };
    let seed = f.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1));
    let n = crate::NewGame { rules: f.rules, home: blank(f.home), away: blank(f.away), you, seed, league: state.leagues.get(&f.rules).cloned(), standard: f.standard, solitaire: f.solitaire, kickoff_touchback: None, optional: f.optional };
    match tokio::task::spawn_blocking(move || crate::new_setup(n)).await {
        Ok(Ok(setup)) => add(&state, setup, Vec::new(), page_side.map(screen_index), None),
        Ok(Err(e)) => refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
        Err(e) => refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

/// The new-season form: the team you coach through a season of its league.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewSeasonForm {
    rules: Rules,
    team: String,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default = "yes")]
    playoffs: bool,
    #[serde(default)]
    optional: bool,
    /// Strat-O-Matic: the league's own format (§1.2-§1.5) instead of the NFL's season.
    #[serde(default)]
    som_league: bool,
    /// Two coached teams (`team: "KC,LV"`), the second coached from another browser: each
    /// page is asked only in its team's games, and neither sees the other's calls.
    #[serde(default)]
    two_browsers: bool,
}

fn yes() -> bool {
    true
}

async fn new_season(State(state): State<AppState>, form: Result<Json<NewSeasonForm>, JsonRejection>) -> Response {
    let f = match form {
        Ok(Json(f)) => f,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    if f.rules == Rules::Fever {
        return refuse(StatusCode::BAD_REQUEST, "Football Fever has no teams and no seasons");
    }
    if f.optional && f.rules != Rules::Sp6 {
        return refuse(StatusCode::BAD_REQUEST, "the optional rules O1-O6 are Statis-Pro 6th's (rules sp6) only");
    }
    if f.som_league && f.rules != Rules::Som {
        return refuse(StatusCode::BAD_REQUEST, "the league's own format (som_league) is Strat-O-Matic's (rules som) only");
    }
    let rules = f.rules;
    let league = state.leagues.get(&rules).cloned();
    let known = match tokio::task::spawn_blocking(move || crate::teams::list(rules, league.as_deref())).await {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, format!("{e:#}")),
        Err(e) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    };
    // One team, or several (`KC,LV`: a league of friends at one page).
    let mut codes: Vec<String> = Vec::new();
    for name in f.team.split(',').map(str::trim) {
        let Some((code, _)) = known.iter().find(|(c, _)| c.eq_ignore_ascii_case(name)) else {
            return refuse(StatusCode::BAD_REQUEST, format!("no team '{name}' in the league (teams: {})", known.iter().map(|t| t.0.as_str()).collect::<Vec<_>>().join(", ")));
        };
        if codes.contains(code) {
            return refuse(StatusCode::BAD_REQUEST, format!("{code} is named twice"));
        }
        codes.push(code.clone());
    }
    if f.two_browsers && codes.len() != 2 {
        return refuse(StatusCode::BAD_REQUEST, format!("a season between two browsers: two teams, yours and the other browser's (e.g. KC,LV); {} given", codes.len()));
    }
    let seat_teams = f.two_browsers.then(|| [codes[0].clone(), codes[1].clone()]);
    let code = codes.join(",");
    let seed = f.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1));
    let setup = Setup {
        rules: if f.som_league { "som-league-season".into() } else { crate::season::coached_kind(rules == Rules::Sp6, rules == Rules::Bones, rules == Rules::Som).into() },
        home: code.clone(),
        away: String::new(),
        you: You::Home,
        seed,
        standard: false,
        solitaire: false,
        kickoff_touchback: None,
        league: state.leagues.get(&rules).cloned(),
        schedule: None,
        year: None,
        playoffs: f.playoffs,
        optional: f.optional,
    };
    let page_seat = seat_teams.is_some().then_some(0);
    add(&state, setup, Vec::new(), page_seat, seat_teams)
}

/// A save uploaded to go on with in the browser (as JSON, like every form: a page of another
/// site cannot post it without the server's leave).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResumeForm {
    save: String,
    /// A head-to-head save (`"you": "both"`) goes on between two browsers: this page coaches
    /// this side, a second browser the other.
    #[serde(default)]
    two_browsers: Option<You>,
}

async fn resume(State(state): State<AppState>, form: Result<Json<ResumeForm>, JsonRejection>) -> Response {
    let (body, two) = match form {
        Ok(Json(f)) => (f.save, f.two_browsers),
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    if body.starts_with(crate::draft::SAVE_HEADER) {
        if two.is_some() {
            return refuse(StatusCode::BAD_REQUEST, "a draft goes on at one page");
        }
        let mut lines = body.lines();
        let json = lines.next().unwrap_or("").trim_start_matches(crate::draft::SAVE_HEADER);
        let setup: crate::draft::DraftSetup = match serde_json::from_str(json) {
            Ok(s) => s,
            Err(e) => return refuse(StatusCode::BAD_REQUEST, format!("the uploaded save: line 1: the draft's setup: {e}")),
        };
        if setup.league.is_some() && setup.league.as_ref() != state.leagues.get(&Rules::Bones) {
            return refuse(StatusCode::BAD_REQUEST, format!("the uploaded draft drafts the pool {}: start the server with `--league bones=…` on it to go on with it here", setup.league.as_ref().map(|p| p.display().to_string()).unwrap_or_default()));
        }
        let saved = lines.map(str::to_string).collect();
        return start_draft(state, setup, saved).await;
    }
    let (setup, lines) = match Setup::parse_save(&body, "the uploaded save") {
        Ok(x) => x,
        Err(e) => return refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
    };
    // A season of two coached teams goes on between two browsers too: "home" is the first
    // team's page, "away" the second's.
    let season_teams: Vec<String> = setup.home.split(',').map(|t| t.trim().to_string()).collect();
    let seat_teams = (two.is_some() && setup.rules.ends_with("season") && season_teams.len() == 2).then(|| [season_teams[0].clone(), season_teams[1].clone()]);
    let page_side = match two {
        None => None,
        Some(_) if setup.rules.ends_with("season") && seat_teams.is_none() => {
            return refuse(StatusCode::BAD_REQUEST, format!("a season goes on between two browsers when it coaches two teams (this one coaches {})", setup.home));
        }
        Some(_) if setup.you != You::Both && seat_teams.is_none() => {
            return refuse(StatusCode::BAD_REQUEST, "only a head-to-head game's save (both sides coached) goes on between two browsers");
        }
        Some(You::Home) => Some(Side::Home),
        Some(You::Away) => Some(Side::Away),
        Some(_) => return refuse(StatusCode::BAD_REQUEST, "a game between two browsers: this page coaches the home team or the visitors (a season's first team or its second)"),
    };
    // The save's files are read on the server's machine: only the league the server plays.
    // A TTF season's rules are plain "season".
    let flag = match setup.rules.trim_end_matches("season").trim_end_matches('-').trim_end_matches("-league") {
        "" => "ttf7",
        name => name,
    };
    let Ok(system) = <Rules as clap::ValueEnum>::from_str(flag, false) else {
        return refuse(StatusCode::BAD_REQUEST, format!("the uploaded save: line 1: '{flag}' is not a rule system"));
    };
    if let Some(f) = &setup.league {
        if state.leagues.get(&system) != Some(f) {
            return refuse(StatusCode::BAD_REQUEST, format!("the uploaded save plays the league file {}: start the server with `--league {flag}={}` to go on with it here", f.display(), f.display()));
        }
    }
    if let Some(f) = &setup.schedule {
        return refuse(StatusCode::BAD_REQUEST, format!("the uploaded save plays the schedule file {}: go on with it at the terminal (`huddle season --resume FILE`)", f.display()));
    }
    add(&state, setup, lines, page_side.map(screen_index), seat_teams)
}

// ----- a Football Bones draft at the page (`huddle draft`) -----

/// The rules of a draft's session (it has no game's setup: its own is the save's first line).
const DRAFT: &str = "bones-draft";

/// The new-draft form: `huddle draft`'s options.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewDraftForm {
    /// The franchises by code (none: every team of the pool).
    #[serde(default)]
    teams: Vec<String>,
    /// The franchises whose picks this page makes (none: the computer drafts them all).
    #[serde(default)]
    you: Vec<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    order: huddle_bones::draft::Order,
    #[serde(default)]
    style: huddle_bones::draft::Style,
    /// The pick timer: seconds a pick (the page runs the clock and sends the computer's pick
    /// when they run out).
    #[serde(default)]
    pick_seconds: Option<u64>,
    /// The roster where it is not the standard one: `QB=3,WR=6`.
    #[serde(default)]
    roster: String,
}

async fn new_draft(State(state): State<AppState>, form: Result<Json<NewDraftForm>, JsonRejection>) -> Response {
    let f = match form {
        Ok(Json(f)) => f,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let seed = f.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1));
    let teams: Vec<String> = f.teams.iter().map(|t| t.trim().to_string()).filter(|t| !t.is_empty()).collect();
    let you: Vec<String> = f.you.iter().map(|t| t.trim().to_string()).filter(|t| !t.is_empty()).collect();
    if f.pick_seconds.is_some_and(|n| !(1..=3600).contains(&n)) {
        return refuse(StatusCode::BAD_REQUEST, "the pick timer is 1 to 3600 seconds");
    }
    let roster = match crate::draft::parse_roster(std::slice::from_ref(&f.roster)) {
        Ok(r) => r,
        Err(e) => return refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
    };
    let options = huddle_bones::draft::DraftOptions { style: f.style, order: f.order, roster, ..Default::default() };
    let setup = crate::draft::DraftSetup { league: state.leagues.get(&Rules::Bones).cloned(), teams, seed, out: PathBuf::from(format!("huddle-draft-{seed}.json")), show: 2, you, options, pick_seconds: f.pick_seconds };
    start_draft(state, setup, Vec::new()).await
}

/// Checks a draft's setup (the pool, the franchises, a computer's draft thrown away) and starts
/// it at a page; `saved` picks are replayed first.
async fn start_draft(state: AppState, setup: crate::draft::DraftSetup, saved: Vec<String>) -> Response {
    let s2 = setup.clone();
    let prepared = match tokio::task::spawn_blocking(move || crate::draft::prepare(&s2, &crate::bones_teams)).await {
        Ok(Ok(p)) => p,
        Ok(Err(e)) => return refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
        Err(e) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    };
    let stand_in = Setup {
        rules: DRAFT.into(),
        home: prepared.franchises.iter().map(|f| f.0.as_str()).collect::<Vec<_>>().join(","),
        away: String::new(),
        you: You::Home,
        seed: setup.seed,
        standard: false,
        solitaire: false,
        kickoff_touchback: None,
        league: setup.league.clone(),
        schedule: None,
        year: None,
        playoffs: false,
        optional: false,
    };
    let mut first = Shared::new(&stand_in, 1, &saved);
    first.save[0] = setup.header();
    let shared = Arc::new(Mutex::new(first));
    let (tx, rx) = mpsc::channel();
    let sh = shared.clone();
    run_session(shared.clone(), "draft", move || draft_at_page(&sh, rx, setup, prepared, saved));
    let id = insert(&state, Game { shared, tx, setup: stand_in.clone(), keys: None, seat_names: ["home".into(), "away".into()] });
    Json(serde_json::json!({ "id": id, "setup": stand_in })).into_response()
}

/// Holds a draft at the page: the page's franchises' picks come from its lines, the others are
/// the computer's; the drafted league and its board are the page's to download.
fn draft_at_page(sh: &Arc<Mutex<Shared>>, rx: mpsc::Receiver<String>, setup: crate::draft::DraftSetup, p: crate::draft::Prepared, saved: Vec<String>) -> anyhow::Result<()> {
    let input = Lines { rx, shared: sh.clone(), buf: Vec::new(), pos: 0 };
    let mut human = crate::draft::Drafter::new(p.yours.clone(), Box::new(input), Box::new(Transcript(sh.clone())), true);
    human.announce_timer(setup.pick_seconds);
    human.replay(saved);
    let per = huddle_bones::draft::roster_size(&setup.options.template().map_err(anyhow::Error::msg)?);
    lock(sh).say(&format!("Draft of {} franchises, {per} rounds, seed {} (the same seed and picks draft the same league); {}\n", p.franchises.len(), setup.seed, if p.yours.is_empty() { "the computer picks for every franchise".to_string() } else { format!("you pick for {}", p.yours.join(", ")) }));
    let d = huddle_bones::draft::draft_with_options(&p.pool, &p.franchises, &mut huddle_core::SeededRandom::new(setup.seed), &setup.options, &mut |c| human.choose(c)).map_err(|e| anyhow::anyhow!("the draft cannot be held: {e}"))?;
    let mut g = lock(sh);
    if human.quit {
        // The line that quit is not part of the save: the save goes on from the last pick.
        if g.save.len() > 1 {
            g.save.pop();
        }
        g.say("\nYou left the draft: download the save to go on with it here or at the terminal (`huddle draft --resume FILE`).\n");
        return Ok(());
    }
    g.say(&format!("\nThe first round:\n{}", huddle_bones::draft::board(&d, 1)));
    let league = format!("huddle-draft-league-{}.json", setup.seed);
    g.files.push(("league", league.clone(), serde_json::to_string_pretty(&d.teams)?));
    g.files.push(("board", format!("huddle-draft-board-{}.csv", setup.seed), huddle_bones::draft::board_csv(&d)));
    g.say(&format!("\nThe league is drafted: download it ({league}) and play it with `huddle serve --league bones={league}` or `huddle season --rules bones --league {league}`.\n"));
    Ok(())
}

// ----- the league of friends (`huddle serve --friends FILE`) -----

/// The server's league of friends' file; a refusal when it keeps none.
fn friends_file(state: &AppState) -> Result<PathBuf, Box<Response>> {
    state.friends.clone().ok_or_else(|| Box::new(refuse(StatusCode::NOT_FOUND, "this server keeps no league of friends (`huddle serve --friends FILE`)")))
}

/// Works on the league of friends' file off the async threads: the work's answer, or a refusal
/// (`failed`: the status of the work's own error).
async fn friends_work<T: Send + 'static>(state: &AppState, failed: StatusCode, work: impl FnOnce(&std::path::Path) -> anyhow::Result<T> + Send + 'static) -> Result<T, Box<Response>> {
    let file = friends_file(state)?;
    match tokio::task::spawn_blocking(move || work(&file)).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(Box::new(refuse(failed, format!("{e:#}")))),
        Err(e) => Err(Box::new(refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))),
    }
}

/// Every recorded season's player statistics, as `huddle league show --stats` writes them.
async fn friends_stats(State(state): State<AppState>) -> Response {
    match friends_work(&state, StatusCode::INTERNAL_SERVER_ERROR, crate::league::load).await {
        Ok(l) => {
            let name = format!("{}-stats.csv", l.league.name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect::<String>());
            download(&name, "text/csv; charset=utf-8", crate::league::season_stats_csv(&l))
        }
        Err(refusal) => *refusal,
    }
}

/// The league: its text as `huddle league show` prints it, and its coaches.
async fn friends_show(State(state): State<AppState>) -> Response {
    match friends_work(&state, StatusCode::INTERNAL_SERVER_ERROR, crate::league::load).await {
        Ok(l) => {
            // The page needs the coaches, not the record book's figures (the CSV has them).
            let mut league = l.league.clone();
            league.history.iter_mut().for_each(|h| h.stats = None);
            Json(serde_json::json!({ "text": crate::league::show_text(&l), "league": league })).into_response()
        }
        Err(refusal) => *refusal,
    }
}

/// The coming draft: its order, keepers, open teams and the computer's ranking.
async fn friends_draft_plan(State(state): State<AppState>) -> Response {
    match friends_work(&state, StatusCode::BAD_REQUEST, crate::league::draft_plan).await {
        Ok(v) => Json(v).into_response(),
        Err(refusal) => *refusal,
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FriendsForm {
    #[serde(default)]
    coach: Option<String>,
    /// `declare`: "keep" or "draft".
    #[serde(default)]
    declaration: Option<String>,
    /// `draft`: coach → team.
    #[serde(default)]
    picks: BTreeMap<String, String>,
    /// `season`: the coaches whose games this page plays (none: the computer plays the season).
    #[serde(default)]
    coaches: Vec<String>,
}

async fn friends_change(State(state): State<AppState>, Path(action): Path<String>, form: Result<Json<FriendsForm>, JsonRejection>) -> Response {
    let file = match friends_file(&state) {
        Ok(f) => f,
        Err(refusal) => return *refusal,
    };
    let f = match form {
        Ok(Json(f)) => f,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    if action == "season" {
        let st = state.clone();
        return match tokio::task::spawn_blocking(move || friends_season(&st, &file, f.coaches)).await {
            Ok(r) => r,
            Err(e) => refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
        };
    }
    let r = tokio::task::spawn_blocking(move || -> anyhow::Result<String> {
        use huddle_league::som::Declaration;
        if action == "draft" {
            return Ok(crate::league::draft_given(&file, &f.picks)?.render());
        }
        let coach = || f.coach.clone().filter(|c| !c.trim().is_empty()).ok_or_else(|| anyhow::anyhow!("name the coach"));
        let _one = crate::league::changing();
        let mut l = crate::league::load(&file)?;
        match action.as_str() {
            "join" => l.league.join(&coach()?)?,
            "leave" => drop(l.league.leave(&coach()?)?),
            "declare" => {
                let d = match f.declaration.as_deref() {
                    Some("keep") => Declaration::Keep,
                    Some("draft") => Declaration::EnterDraft,
                    other => anyhow::bail!("declare: \"keep\" or \"draft\", not {other:?}"),
                };
                l.league.declare(&coach()?, d)?;
            }
            other => anyhow::bail!("no league action '{other}' (join, leave, declare, draft, season)"),
        }
        crate::league::store(&file, &l.league)?;
        Ok(l.league.render())
    })
    .await;
    match r {
        Ok(Ok(text)) => Json(serde_json::json!({ "text": text })).into_response(),
        Ok(Err(e)) => refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
        Err(e) => refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

/// The league's coming season at this page: the named coaches' games asked here, the rest the
/// computer's; recorded in the file when it ends.
fn friends_season(state: &AppState, file: &std::path::Path, coaches: Vec<String>) -> Response {
    let l = match crate::league::load(file) {
        Ok(l) => l,
        Err(e) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, format!("{e:#}")),
    };
    if l.league.phase != huddle_league::friends::Phase::Season {
        return refuse(StatusCode::BAD_REQUEST, format!("season {}'s teams are not chosen yet: hold the draft first", l.league.season));
    }
    let teams = match crate::league::teams_of(&l, &coaches, "coaches:") {
        Ok(t) => t,
        Err(e) => return refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
    };
    if teams.is_empty() {
        // Nobody at the page: the computer's season, played and recorded at once.
        let r = (|| -> anyhow::Result<String> {
            let (ls, text) = crate::league::computer_season(&l)?;
            Ok(text + &crate::league::record(file, l.league.season, &ls)?)
        })();
        return match r {
            Ok(text) => Json(serde_json::json!({ "text": text })).into_response(),
            Err(e) => refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
        };
    }
    add(state, crate::league::season_setup(&l, &teams), Vec::new(), None, None)
}

#[derive(Deserialize)]
struct From {
    /// The transcript from this byte on.
    #[serde(default)]
    from: usize,
    /// The timeline from this entry on.
    #[serde(default)]
    since: usize,
    /// A page's key to its side (a game between two browsers).
    #[serde(default)]
    key: Option<String>,
}

/// The transcript from byte `from` on, and the game's state.
async fn poll(State(state): State<AppState>, Path(id): Path<u64>, Query(q): Query<From>) -> Response {
    // The game's own lock only while the answer is made: the others go on meanwhile.
    let (shared, setup, page, game_seats) = match games(&state).games.get(&id) {
        Some(game) => match game.page(q.key.as_deref()) {
            Ok(page) => (game.shared.clone(), game.setup.clone(), page, game.seat_names.clone()),
            Err(refusal) => return refusal.into_response(),
        },
        None => return refuse(StatusCode::NOT_FOUND, format!("no game {id} (the server keeps the last {MAX_GAMES} games)")),
    };
    let sh = lock(&shared);
    let sc = &sh.screens[page.screen()];
    let from = if sc.text.is_char_boundary(q.from.min(sc.text.len())) { q.from.min(sc.text.len()) } else { 0 };
    // Between two browsers a page is asked only for its own side's lines (a spectator's, none).
    let mine = match page {
        Page::One => true,
        Page::Seat(k) => sh.asking == Some(k),
        Page::Watch => false,
    };
    Json(serde_json::json!({
        "text": &sc.text[from..],
        "next": sc.text.len(),
        "timeline": sc.timeline.get(q.since.min(sc.timeline.len())..).unwrap_or_default().iter().map(|(at, s)| serde_json::json!({ "at": at, "status": s })).collect::<Vec<_>>(),
        "timeline_next": sc.timeline.len(),
        "waiting": sh.waiting && mine,
        "other_side_deciding": sh.waiting && !mine,
        "seat": page.name(&game_seats),
        "over": sh.over,
        "error": sh.error,
        "status": sh.status,
        "home": setup.home,
        "away": setup.away,
        "rules": setup.rules,
        "you": setup.you,
        "seed": setup.seed,
        "files": sh.files.iter().map(|(kind, name, _)| serde_json::json!({ "kind": kind, "name": name })).collect::<Vec<_>>(),
    }))
    .into_response()
}

/// A game a page may see: the page's key (a game between two browsers) checked.
fn shown_to<'a>(g: &'a Games, id: u64, key: Option<&str>) -> Result<&'a Game, Box<Response>> {
    let game = g.games.get(&id).ok_or_else(|| Box::new(refuse(StatusCode::NOT_FOUND, format!("no game {id}"))))?;
    game.page(key).map_err(|w| Box::new(w.into_response()))?;
    Ok(game)
}

/// A text the page downloads as the file `name`.
fn download(name: &str, content_type: &str, body: String) -> Response {
    ([(header::CONTENT_TYPE, content_type.to_string()), (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\""))], body).into_response()
}

/// A file the session made (a draft's league or board), once it is made.
async fn file(State(state): State<AppState>, Path((id, kind)): Path<(u64, String)>, Query(q): Query<KeyQuery>) -> Response {
    let g = games(&state);
    let game = match shown_to(&g, id, q.key.as_deref()) {
        Ok(game) => game,
        Err(refusal) => return *refusal,
    };
    let sh = lock(&game.shared);
    match sh.files.iter().find(|f| f.0 == kind) {
        Some((_, name, text)) => {
            let ty = if name.ends_with(".csv") { "text/csv; charset=utf-8" } else { "application/json" };
            download(name, ty, text.clone())
        }
        None => refuse(StatusCode::NOT_FOUND, format!("game {id} has no {kind} file (yet)")),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LineForm {
    line: String,
    /// A page's key to its side (a game between two browsers).
    #[serde(default)]
    key: Option<String>,
}

/// A line for the game: taken only while the game waits for one.
async fn send_line(State(state): State<AppState>, Path(id): Path<u64>, form: Result<Json<LineForm>, JsonRejection>) -> Response {
    let f = match form {
        Ok(Json(f)) => f,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let g = games(&state);
    let Some(game) = g.games.get(&id) else {
        return refuse(StatusCode::NOT_FOUND, format!("no game {id}"));
    };
    let side = match game.page(f.key.as_deref()) {
        Ok(Page::One) => None,
        Ok(Page::Seat(k)) => Some(k),
        Ok(Page::Watch) => return refuse(StatusCode::FORBIDDEN, "a spectator's page makes no calls"),
        Err(refusal) => return refusal.into_response(),
    };
    let mut sh = lock(&game.shared);
    if sh.over {
        return refuse(StatusCode::CONFLICT, "the game is over");
    }
    if !sh.waiting {
        return refuse(StatusCode::CONFLICT, "the game is not waiting for a call: read what it says first");
    }
    let mut line = f.line;
    if side.is_some() {
        if sh.asking != side {
            return refuse(StatusCode::CONFLICT, "the other side is deciding: your call comes when the game asks for it");
        }
        // Between two browsers `auto` hands over this page's side only (`auto side`: the other
        // browser goes on calling); a page does not end the game for both.
        match huddle_fac::terminal::meta(&line) {
            Some(huddle_fac::terminal::Meta::Auto) => line = "auto side".into(),
            Some(huddle_fac::terminal::Meta::Quit) => return refuse(StatusCode::BAD_REQUEST, "in a game between two browsers one side does not end the game: `auto` hands your side to the computer, `ai` lets it make this one call"),
            _ => {}
        }
    }
    if line.contains(['\n', '\r']) {
        return refuse(StatusCode::BAD_REQUEST, "one line at a time");
    }
    if line.len() > MAX_LINE {
        return refuse(StatusCode::BAD_REQUEST, format!("a call of {} bytes: calls are at most {MAX_LINE}", line.len()));
    }
    // Not waiting until the game has read it: a second line sent at once is refused.
    sh.waiting = false;
    drop(sh);
    if game.tx.send(line).is_err() {
        return refuse(StatusCode::CONFLICT, "the game is over");
    }
    StatusCode::NO_CONTENT.into_response()
}

#[derive(Deserialize)]
struct KeyQuery {
    #[serde(default)]
    key: Option<String>,
}

/// The save: the setup line and every line the game read (`huddle play --resume` takes it).
/// Between two browsers, while the game goes on, the lines up to the start of the down: a call
/// made for a down not yet played is not shown to anyone.
async fn save(State(state): State<AppState>, Path(id): Path<u64>, Query(q): Query<KeyQuery>) -> Response {
    let g = games(&state);
    let game = match shown_to(&g, id, q.key.as_deref()) {
        Ok(game) => game,
        Err(refusal) => return *refusal,
    };
    let sh = lock(&game.shared);
    let upto = if game.keys.is_some() && !sh.over { sh.save_at_down.min(sh.save.len()) } else { sh.save.len() };
    let lines: Vec<&str> = sh.save[..upto].iter().map(String::as_str).collect();
    let name: String = if game.setup.rules == DRAFT { format!("huddle-draft-{}.save", game.setup.seed) } else { format!("huddle-{}-{}-at-{}-{}.save", game.setup.rules, game.setup.away, game.setup.home, game.setup.seed) }.chars().filter(|c| c.is_ascii_alphanumeric() || "._-".contains(*c)).collect();
    download(&name, "text/plain; charset=utf-8", lines.join("\n") + "\n")
}

#[derive(Deserialize)]
struct RulesQuery {
    rules: Rules,
}

/// The teams of a rule system's embedded league, for the new-game form.
async fn teams(State(state): State<AppState>, q: Result<Query<RulesQuery>, QueryRejection>) -> Response {
    let q = match q {
        Ok(Query(q)) => q,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let league = state.leagues.get(&q.rules).cloned();
    let list = tokio::task::spawn_blocking(move || crate::teams::list(q.rules, league.as_deref())).await;
    match list {
        Ok(Ok(v)) => Json(v.into_iter().map(|(code, name)| serde_json::json!({ "code": code, "name": name })).collect::<Vec<_>>()).into_response(),
        Ok(Err(e)) => refuse(StatusCode::INTERNAL_SERVER_ERROR, format!("{e:#}")),
        Err(e) => refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

/// One team's Lineup Card and player cards as its system prints them (`huddle teams --team`).
async fn team_cards(State(state): State<AppState>, Path(code): Path<String>, q: Result<Query<RulesQuery>, QueryRejection>) -> Response {
    let q = match q {
        Ok(Query(q)) => q,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let league = state.leagues.get(&q.rules).cloned();
    let asked = code.clone();
    match tokio::task::spawn_blocking(move || crate::teams::roster_text(q.rules, league.as_deref(), &asked)).await {
        Ok(Ok(text)) => Json(serde_json::json!({ "code": code, "text": text })).into_response(),
        Ok(Err(e)) => refuse(StatusCode::NOT_FOUND, format!("{e:#}")),
        Err(e) => refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

/// The names a request may give the server by (its `Host`, and its `Origin` when it has one):
/// `localhost`, an address, or the name it was told to serve at. A page of another site that
/// names itself (a DNS rebinding) is refused.
fn host_allowed(host: &str, served: &str) -> bool {
    let name = if let Some(rest) = host.strip_prefix('[') {
        rest.split(']').next().unwrap_or("")
    } else {
        host.rsplit_once(':').map_or(host, |(n, _)| n)
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<std::net::IpAddr>().is_ok() || (!name.is_empty() && name.eq_ignore_ascii_case(served))
}

async fn guard(State(served): State<Arc<String>>, req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    if let Some(refusal) = strange_caller(req.headers(), &served) {
        return refusal;
    }
    next.run(req).await
}

/// A refusal for a request that names the server by another site's name, or comes from a page
/// of another site.
fn strange_caller(headers: &axum::http::HeaderMap, served: &str) -> Option<Response> {
    let header = |h: header::HeaderName| headers.get(h).map(|v| v.to_str().unwrap_or("?").to_string());
    let host = header(header::HOST).unwrap_or_default();
    if !host_allowed(&host, served) {
        return Some(refuse(StatusCode::FORBIDDEN, format!("Huddle answers at its own address, not '{host}'")));
    }
    if let Some(origin) = header(header::ORIGIN) {
        let h = origin.strip_prefix("http://").or_else(|| origin.strip_prefix("https://")).unwrap_or("");
        if !host_allowed(h, served) {
            return Some(refuse(StatusCode::FORBIDDEN, format!("a page of '{origin}' may not use Huddle")));
        }
    }
    None
}

fn app(leagues: BTreeMap<Rules, PathBuf>, friends: Option<PathBuf>, served: &str) -> Router {
    // Game ids start where another run of the server would not: an old page's id finds nothing.
    let first = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64 % 1_000_000 * 1_000).unwrap_or(0) + 1_000;
    Router::new()
        .route("/", get(|| async { Html(INDEX) }))
        .route("/api/teams", get(teams))
        .route("/api/teams/{code}", get(team_cards))
        .route("/api/games", post(new_game))
        .route("/api/games/resume", post(resume))
        .route("/api/seasons", post(new_season))
        .route("/api/games/{id}", get(poll))
        .route("/api/games/{id}/line", post(send_line))
        .route("/api/games/{id}/save", get(save))
        .route("/api/games/{id}/file/{kind}", get(file))
        .route("/api/drafts", post(new_draft))
        .route("/api/friends", get(friends_show))
        .route("/api/friends/{action}", post(friends_change))
        .route("/api/friends-draft", get(friends_draft_plan))
        .route("/api/friends-stats", get(friends_stats))
        .with_state(Arc::new(App { games: Mutex::new(Games { next: first, games: BTreeMap::new() }), leagues, friends }))
        .layer(axum::middleware::from_fn_with_state(Arc::new(served.to_string()), guard))
}

/// Serves the page at `host:port` (port 0: any free port) until the process is stopped; says
/// where, through `out`. `leagues`: a system's league file in place of its embedded league,
/// checked before the server starts.
pub fn serve(host: &str, port: u16, leagues: BTreeMap<Rules, PathBuf>, friends: Option<PathBuf>, out: &dyn Fn(&str)) -> anyhow::Result<()> {
    if let Some(f) = &friends {
        crate::league::load(f)?;
    }
    for (rules, path) in &leagues {
        if *rules == Rules::Fever {
            anyhow::bail!("--league: Football Fever has no teams or cards");
        }
        let n = crate::teams::list(*rules, Some(path))?.len();
        if n < 2 {
            anyhow::bail!("{}: a league needs two teams to play (it has {n})", path.display());
        }
    }
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind((host, port)).await.map_err(|e| anyhow::anyhow!("cannot listen on {host}:{port}: {e}"))?;
        let addr = listener.local_addr()?;
        out(&format!("Huddle is at http://{addr}/ (Ctrl-C stops it)\n"));
        axum::serve(listener, app(leagues, friends, host)).await?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use huddle_core::{CoreRules, GameState, Phase, Side};

    /// The scoreboard's view of the shared state: the field is drawn from the home goal line,
    /// so a visitor's own 20 is the home 80; the line to gain likewise; goal to go says goal.
    #[test]
    fn the_status_is_drawn_from_the_home_goal_line() {
        let mut s = GameState::new(CoreRules::default());
        s.phase = Phase::Scrimmage;
        s.possession = Side::Away;
        s.spot = huddle_core::Spot::new(20).unwrap();
        s.downs = huddle_core::DownDistance::first_down_at(s.spot);
        s.score.away = 7;
        let st = Status::of(&s, ["KC", "BAL"]);
        assert_eq!((st.home_code.as_str(), st.away_code.as_str()), ("KC", "BAL"));
        assert_eq!((st.possession, st.ball, st.line_to_gain, st.situation.as_str(), st.away, st.home), ("away", Some(80), Some(70), "1st & 10", 7, 0));
        s.possession = Side::Home;
        s.spot = huddle_core::Spot::new(95).unwrap();
        s.downs = huddle_core::DownDistance::first_down_at(s.spot);
        let st = Status::of(&s, ["KC", "BAL"]);
        assert_eq!((st.ball, st.line_to_gain, st.situation.as_str()), (Some(95), Some(100), "1st & goal"));
        s.phase = Phase::Kickoff { kicker: Side::Home, from: 35, after_safety: false };
        assert_eq!((Status::of(&s, ["KC", "BAL"]).situation.as_str(), Status::of(&s, ["KC", "BAL"]).line_to_gain), ("kickoff", None));
        s.phase = Phase::CoinToss;
        assert_eq!((Status::of(&s, ["KC", "BAL"]).situation.as_str(), Status::of(&s, ["KC", "BAL"]).ball), ("coin toss", None));
    }
}
