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

/// What the page shows of a game: the transcript, and its state before each down.
#[derive(Default)]
struct Shared {
    text: String,
    /// The transcript's length in UTF-16 units (the page's string positions).
    len16: usize,
    /// The state before each down, with where in the transcript (UTF-16) it was reported: the
    /// page shows a watched game play by play with the scoreboard in step.
    timeline: Vec<(usize, Status)>,
    /// The game waits for a line from the page.
    waiting: bool,
    status: Option<Status>,
    over: bool,
    error: Option<String>,
    /// The setup line and every line the game read: the save.
    save: Vec<String>,
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
    fn say(&mut self, s: &str) {
        self.text.push_str(s);
        self.len16 += s.encode_utf16().count();
    }

    fn report(&mut self, status: Status) {
        self.timeline.push((self.len16, status.clone()));
        self.status = Some(status);
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

/// One game in the browser.
struct Game {
    shared: Arc<Mutex<Shared>>,
    tx: mpsc::Sender<String>,
    setup: Setup,
}

impl Game {
    /// Starts a game from its setup; `saved` calls are replayed first (a resumed save).
    fn start(setup: Setup, saved: Vec<String>) -> Game {
        let shared = Arc::new(Mutex::new(Shared { save: vec![setup.header()], ..Default::default() }));
        let (tx, rx) = mpsc::channel();
        let (sh, s2) = (shared.clone(), setup.clone());
        std::thread::spawn(move || {
            // A bug that panics the game ends it with the message shown, not a page waiting on
            // a game that is gone.
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play_at_page(&sh, rx, s2, saved)));
            let mut g = lock(&sh);
            g.over = true;
            g.waiting = false;
            match r {
                Ok(Ok(())) => {}
                Ok(Err(e)) => g.error = Some(format!("{e:#}")),
                Err(p) => {
                    let why = p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned()).unwrap_or_default();
                    g.error = Some(format!("the game stopped on an internal error (a bug; its save replays it): {why}"));
                }
            }
        });
        Game { shared, tx, setup }
    }
}

/// Plays a game (or a coached season) from its setup at the page: `rx` brings the page's lines,
/// `saved` calls are replayed first.
fn play_at_page(sh: &Arc<Mutex<Shared>>, rx: mpsc::Receiver<String>, setup: Setup, saved: Vec<String>) -> anyhow::Result<()> {
    let input = Lines { rx, shared: sh.clone(), buf: Vec::new(), pos: 0 };
    let mut console = Console::new(Box::new(input), Box::new(Transcript(sh.clone())), true);
    if !saved.is_empty() {
        lock(sh).save.extend(saved.iter().cloned());
        console.replay(saved);
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
        crate::season::play_coached(
            setup,
            Box::new(|s: &Setup| {
                lock(sh).save[0] = s.header();
                Ok(io.clone())
            }),
            &out,
        )
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
}

fn add(state: &AppState, setup: Setup, saved: Vec<String>) -> Response {
    let game = Game::start(setup.clone(), saved);
    let mut g = games(state);
    let id = g.next;
    g.next += 1;
    g.games.insert(id, game);
    while g.games.len() > MAX_GAMES {
        // Dropping a game's sender ends its input: the computer finishes it on its thread.
        let oldest = *g.games.keys().next().expect("more than MAX_GAMES games");
        g.games.remove(&oldest);
    }
    Json(serde_json::json!({ "id": id, "setup": setup })).into_response()
}

async fn new_game(State(state): State<AppState>, form: Result<Json<NewGameForm>, JsonRejection>) -> Response {
    let f = match form {
        Ok(Json(f)) => f,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let blank = |s: Option<String>| s.filter(|c| !c.trim().is_empty());
    let seed = f.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1));
    let n = crate::NewGame { rules: f.rules, home: blank(f.home), away: blank(f.away), you: f.you, seed, league: state.leagues.get(&f.rules).cloned(), standard: f.standard, solitaire: f.solitaire, kickoff_touchback: None, optional: f.optional };
    match tokio::task::spawn_blocking(move || crate::new_setup(n)).await {
        Ok(Ok(setup)) => add(&state, setup, Vec::new()),
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
    let rules = f.rules;
    let league = state.leagues.get(&rules).cloned();
    let known = match tokio::task::spawn_blocking(move || team_list(rules, league.as_deref())).await {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, format!("{e:#}")),
        Err(e) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    };
    let Some((code, _)) = known.iter().find(|(c, _)| c.eq_ignore_ascii_case(f.team.trim())) else {
        return refuse(StatusCode::BAD_REQUEST, format!("no team '{}' in the league (teams: {})", f.team, known.iter().map(|t| t.0.as_str()).collect::<Vec<_>>().join(", ")));
    };
    let seed = f.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1));
    let setup = Setup {
        rules: crate::season::coached_kind(rules == Rules::Sp6, rules == Rules::Bones, rules == Rules::Som).into(),
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
    add(&state, setup, Vec::new())
}

/// A save uploaded to go on with in the browser (as JSON, like every form: a page of another
/// site cannot post it without the server's leave).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResumeForm {
    save: String,
}

async fn resume(State(state): State<AppState>, form: Result<Json<ResumeForm>, JsonRejection>) -> Response {
    let body = match form {
        Ok(Json(f)) => f.save,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let (setup, lines) = match Setup::parse_save(&body, "the uploaded save") {
        Ok(x) => x,
        Err(e) => return refuse(StatusCode::BAD_REQUEST, format!("{e:#}")),
    };
    // The save's files are read on the server's machine: only the league the server plays.
    // A TTF season's rules are plain "season".
    let flag = match setup.rules.trim_end_matches("season").trim_end_matches('-') {
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
    add(&state, setup, lines)
}

#[derive(Deserialize)]
struct From {
    /// The transcript from this byte on.
    #[serde(default)]
    from: usize,
    /// The timeline from this entry on.
    #[serde(default)]
    since: usize,
}

/// The transcript from byte `from` on, and the game's state.
async fn poll(State(state): State<AppState>, Path(id): Path<u64>, Query(q): Query<From>) -> Response {
    // The game's own lock only while the answer is made: the others go on meanwhile.
    let (shared, setup) = match games(&state).games.get(&id) {
        Some(game) => (game.shared.clone(), game.setup.clone()),
        None => return refuse(StatusCode::NOT_FOUND, format!("no game {id} (the server keeps the last {MAX_GAMES} games)")),
    };
    let sh = lock(&shared);
    let from = if sh.text.is_char_boundary(q.from.min(sh.text.len())) { q.from.min(sh.text.len()) } else { 0 };
    Json(serde_json::json!({
        "text": &sh.text[from..],
        "next": sh.text.len(),
        "timeline": sh.timeline.get(q.since.min(sh.timeline.len())..).unwrap_or_default().iter().map(|(at, s)| serde_json::json!({ "at": at, "status": s })).collect::<Vec<_>>(),
        "timeline_next": sh.timeline.len(),
        "waiting": sh.waiting,
        "over": sh.over,
        "error": sh.error,
        "status": sh.status,
        "home": setup.home,
        "away": setup.away,
        "rules": setup.rules,
        "you": setup.you,
        "seed": setup.seed,
    }))
    .into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LineForm {
    line: String,
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
    let mut sh = lock(&game.shared);
    if sh.over {
        return refuse(StatusCode::CONFLICT, "the game is over");
    }
    if !sh.waiting {
        return refuse(StatusCode::CONFLICT, "the game is not waiting for a call: read what it says first");
    }
    if f.line.contains(['\n', '\r']) {
        return refuse(StatusCode::BAD_REQUEST, "one line at a time");
    }
    if f.line.len() > MAX_LINE {
        return refuse(StatusCode::BAD_REQUEST, format!("a call of {} bytes: calls are at most {MAX_LINE}", f.line.len()));
    }
    // Not waiting until the game has read it: a second line sent at once is refused.
    sh.waiting = false;
    drop(sh);
    if game.tx.send(f.line).is_err() {
        return refuse(StatusCode::CONFLICT, "the game is over");
    }
    StatusCode::NO_CONTENT.into_response()
}

/// The save: the setup line and every line the game read (`huddle play --resume` takes it).
async fn save(State(state): State<AppState>, Path(id): Path<u64>) -> Response {
    let g = games(&state);
    let Some(game) = g.games.get(&id) else {
        return refuse(StatusCode::NOT_FOUND, format!("no game {id}"));
    };
    let sh = lock(&game.shared);
    let lines: Vec<&str> = sh.save.iter().map(String::as_str).collect();
    let name: String = format!("huddle-{}-{}-at-{}-{}.save", game.setup.rules, game.setup.away, game.setup.home, game.setup.seed).chars().filter(|c| c.is_ascii_alphanumeric() || "._-".contains(*c)).collect();
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\""))], lines.join("\n") + "\n").into_response()
}

#[derive(Deserialize)]
struct RulesQuery {
    rules: Rules,
}

/// The teams (code, name) of a rule system's league (its embedded one without a file).
fn team_list(rules: Rules, league: Option<&std::path::Path>) -> anyhow::Result<Vec<(String, String)>> {
    Ok(match rules {
        Rules::Ttf7 => crate::teams::load(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Sp6 => crate::sp6_teams(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Bones => crate::bones_teams(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Som => crate::som_teams(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Fever => Vec::new(),
    })
}

/// The teams of a rule system's embedded league, for the new-game form.
async fn teams(State(state): State<AppState>, q: Result<Query<RulesQuery>, QueryRejection>) -> Response {
    let q = match q {
        Ok(Query(q)) => q,
        Err(e) => return refuse(e.status(), e.body_text()),
    };
    let league = state.leagues.get(&q.rules).cloned();
    let list = tokio::task::spawn_blocking(move || team_list(q.rules, league.as_deref())).await;
    match list {
        Ok(Ok(v)) => Json(v.into_iter().map(|(code, name)| serde_json::json!({ "code": code, "name": name })).collect::<Vec<_>>()).into_response(),
        Ok(Err(e)) => refuse(StatusCode::INTERNAL_SERVER_ERROR, format!("{e:#}")),
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

fn app(leagues: BTreeMap<Rules, PathBuf>, served: &str) -> Router {
    // Game ids start where another run of the server would not: an old page's id finds nothing.
    let first = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64 % 1_000_000 * 1_000).unwrap_or(0) + 1_000;
    Router::new()
        .route("/", get(|| async { Html(INDEX) }))
        .route("/api/teams", get(teams))
        .route("/api/games", post(new_game))
        .route("/api/games/resume", post(resume))
        .route("/api/seasons", post(new_season))
        .route("/api/games/{id}", get(poll))
        .route("/api/games/{id}/line", post(send_line))
        .route("/api/games/{id}/save", get(save))
        .with_state(Arc::new(App { games: Mutex::new(Games { next: first, games: BTreeMap::new() }), leagues }))
        .layer(axum::middleware::from_fn_with_state(Arc::new(served.to_string()), guard))
}

/// Serves the page at `host:port` (port 0: any free port) until the process is stopped; says
/// where, through `out`. `leagues`: a system's league file in place of its embedded league,
/// checked before the server starts.
pub fn serve(host: &str, port: u16, leagues: BTreeMap<Rules, PathBuf>, out: &dyn Fn(&str)) -> anyhow::Result<()> {
    for (rules, path) in &leagues {
        if *rules == Rules::Fever {
            anyhow::bail!("--league: Football Fever has no teams or cards");
        }
        let n = team_list(*rules, Some(path))?.len();
        if n < 2 {
            anyhow::bail!("{}: a league needs two teams to play (it has {n})", path.display());
        }
    }
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind((host, port)).await.map_err(|e| anyhow::anyhow!("cannot listen on {host}:{port}: {e}"))?;
        let addr = listener.local_addr()?;
        out(&format!("Huddle is at http://{addr}/ (Ctrl-C stops it)\n"));
        axum::serve(listener, app(leagues, host)).await?;
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
