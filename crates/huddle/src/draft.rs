//! `huddle draft --you KC`: your franchise's picks typed at the terminal, the others by the
//! computer. On the clock you see the board (the best players at the positions your roster
//! still needs, by the computer's values) and type a number from it, a name, `board POS` for
//! one position, an empty line for the computer's pick, or `auto` (the computer drafts the rest
//! of your picks; the end of the input too), or `quit` (leave the draft: with `--save` it goes
//! on with `huddle draft --resume FILE`).

use huddle_bones::draft::Clock;
use huddle_cards::{Group, Player};
use std::io::{BufRead, IsTerminal, Write};

/// How many players of the board are shown.
const SHOWN: usize = 12;

pub struct Drafter {
    pub you: Vec<String>,
    auto: bool,
    lines: Box<dyn BufRead + Send>,
    output: Box<dyn Write>,
    echo: bool,
    /// The pick timer: seconds a pick, said in the prompt (`KC pick, 60 s [..]> `).
    pick_seconds: Option<u64>,
    /// The timer kept here (the terminal): the lines come from a reader thread, stamped with
    /// when they came, and a pick not made in time is the computer's. (A page keeps its own
    /// timer and sends the empty line when it runs out.)
    timed: Option<std::sync::mpsc::Receiver<(std::time::Instant, Option<String>)>>,
    /// When the franchise on the clock was put on it.
    clock_started: std::time::Instant,
    /// Saved lines replayed before the input is read (a resumed draft); nothing is shown meanwhile.
    pending: std::collections::VecDeque<String>,
    /// The save file: every line typed is appended to it.
    save: Option<(std::fs::File, std::path::PathBuf)>,
    /// The player left the draft (`quit`): the league is not written.
    pub quit: bool,
}

/// How a draft was set up: the first line of its save file.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DraftSetup {
    pub league: Option<std::path::PathBuf>,
    pub teams: Vec<String>,
    pub seed: u64,
    pub out: std::path::PathBuf,
    pub show: usize,
    pub you: Vec<String>,
    /// The rounds' style, the first round's order, traded picks and keepers (their players, not
    /// the file's path: the save holds the whole setup).
    #[serde(default)]
    pub options: huddle_bones::draft::DraftOptions,
    /// The pick timer (§20 item 3, optional): seconds a pick; when they run out the computer
    /// picks for the franchise on the clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pick_seconds: Option<u64>,
}

pub const SAVE_HEADER: &str = "# huddle draft save: ";

impl DraftSetup {
    /// The save file's first line.
    pub fn header(&self) -> String {
        format!("{SAVE_HEADER}{}", serde_json::to_string(self).expect("a draft setup serializes"))
    }

    /// A save file: its setup and the lines typed.
    pub fn read_save(path: &std::path::Path) -> anyhow::Result<(DraftSetup, Vec<String>)> {
        use anyhow::Context;
        let text = std::fs::read_to_string(path).with_context(|| format!("{}: cannot read", path.display()))?;
        let mut lines = text.lines();
        let first = lines.next().unwrap_or("");
        let json = first.strip_prefix(SAVE_HEADER).with_context(|| format!("{}: line 1: not a saved draft (it starts '{SAVE_HEADER}…')", path.display()))?;
        let setup: DraftSetup = serde_json::from_str(json).with_context(|| format!("{}: line 1: the draft's setup", path.display()))?;
        Ok((setup, lines.map(str::to_string).collect()))
    }
}

impl Drafter {
    pub fn stdin(you: Vec<String>) -> Drafter {
        let echo = !std::io::stdin().is_terminal();
        Drafter::new(you, Box::new(std::io::BufReader::new(std::io::stdin())), Box::new(std::io::stdout()), echo)
    }

    /// A drafter reading its picks from `lines` and saying the board to `output` (a browser's
    /// page: its lines and its transcript); `echo` repeats each line read.
    pub fn new(you: Vec<String>, lines: Box<dyn BufRead + Send>, output: Box<dyn Write>, echo: bool) -> Drafter {
        Drafter { you, auto: false, lines, output, echo, pick_seconds: None, timed: None, clock_started: std::time::Instant::now(), pending: Default::default(), save: None, quit: false }
    }

    /// Says the pick timer in each prompt (a page runs the clock itself).
    pub fn announce_timer(&mut self, seconds: Option<u64>) {
        self.pick_seconds = seconds;
    }

    /// Runs the pick timer here: the input is read on a thread of its own, and a pick not made
    /// within `seconds` of the franchise going on the clock is the computer's (an empty line in
    /// the save); lines typed while not on the clock are dropped.
    pub fn run_timer(&mut self, seconds: u64) {
        self.pick_seconds = Some(seconds);
        let mut lines = std::mem::replace(&mut self.lines, Box::new(std::io::empty()));
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || loop {
            let mut line = String::new();
            let got = match lines.read_line(&mut line) {
                Ok(0) | Err(_) => None,
                Ok(_) => Some(line),
            };
            let end = got.is_none();
            if tx.send((std::time::Instant::now(), got)).is_err() || end {
                return;
            }
        });
        self.timed = Some(rx);
    }

    /// Replay these picks first (a saved draft), showing nothing until they are used up.
    pub fn replay(&mut self, lines: Vec<String>) {
        self.pending = lines.into();
    }

    /// Append every line typed from now on to `file`.
    pub fn save_to(&mut self, file: std::fs::File, path: std::path::PathBuf) {
        self.save = Some((file, path));
    }

    fn say(&mut self, s: &str) {
        if !self.pending.is_empty() {
            return;
        }
        let _ = self.output.write_all(s.as_bytes());
        let _ = self.output.flush();
    }

    fn read(&mut self, prompt: &str) -> Option<String> {
        if let Some(line) = self.pending.pop_front() {
            if self.pending.is_empty() {
                self.say("(the saved picks are replayed)\n");
            }
            return Some(line);
        }
        self.say(prompt);
        let got = match &self.timed {
            None => {
                let mut line = String::new();
                match self.lines.read_line(&mut line) {
                    Ok(0) | Err(_) => None,
                    Ok(_) => Some(line),
                }
            }
            Some(rx) => {
                let limit = std::time::Duration::from_secs(self.pick_seconds.unwrap_or(0));
                loop {
                    let left = (self.clock_started + limit).saturating_duration_since(std::time::Instant::now());
                    match rx.recv_timeout(left) {
                        // Typed while another franchise was on the clock: not a pick of this one.
                        Ok((at, Some(_))) if at < self.clock_started => continue,
                        Ok((_, got)) => break got,
                        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                            self.say("\n  (time is up: the computer's pick)\n");
                            if let Some(msg) = crate::play::append_to_save(&mut self.save, "", "draft") {
                                self.say(&msg);
                            }
                            return Some(String::new());
                        }
                        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break None,
                    }
                }
            }
        };
        match got {
            None => {
                self.say("\n(end of input: the computer drafts the rest of your picks)\n");
                None
            }
            Some(line) => {
                let line = line.trim().to_string();
                if self.echo {
                    self.say(&format!("{line}\n"));
                }
                if line.eq_ignore_ascii_case("quit") {
                    return Some(line);
                }
                if let Some(msg) = crate::play::append_to_save(&mut self.save, &line, "draft") {
                    self.say(&msg);
                }
                Some(line)
            }
        }
    }

    fn row(i: usize, p: &Player, from: &str, v: f64) -> String {
        format!("  {:>2}. {:<26} {:<3} ({:<3})  {:+.2}\n", i + 1, p.name, p.pos, from, v)
    }

    /// The pick for a franchise on the clock: None for the computer's.
    pub fn choose(&mut self, c: &Clock) -> Option<String> {
        if self.auto || !self.you.iter().any(|y| y == c.team) {
            return None;
        }
        let needs: Vec<String> = c.needs.iter().map(|(g, k)| format!("{g:?} {k}")).collect();
        self.clock_started = std::time::Instant::now();
        let mut text = format!("\nRound {}, pick {}: {} on the clock. Needs: {}\n", c.round, c.overall, c.team, needs.join(", "));
        for (i, (p, from, v)) in c.board.iter().take(SHOWN).enumerate() {
            text += &Self::row(i, p, from, *v);
        }
        self.say(&text);
        loop {
            let clock = self.pick_seconds.map(|n| format!(", {n} s")).unwrap_or_default();
            let Some(line) = self.read(&format!("{} pick{clock} [{}]> ", c.team, c.computer.name)) else {
                self.auto = true;
                return None;
            };
            let l = line.to_ascii_lowercase();
            if l.is_empty() || l == "ai" {
                return None;
            }
            if l == "quit" {
                // The computer finishes the draft unseen; the league is not written.
                self.quit = true;
                self.auto = true;
                return None;
            }
            if l == "auto" {
                self.auto = true;
                self.say("  (the computer drafts the rest of your picks)\n");
                return None;
            }
            if l == "help" || l == "?" {
                self.say("  a number from the board | a name | board QB|RB|WR|TE|OL|DL|LB|DB|K|P | (empty) or ai: the computer's pick | auto | quit\n");
                continue;
            }
            if let Some(pos) = l.strip_prefix("board ") {
                let g = match pos.trim() {
                    "qb" => Group::QB,
                    "rb" => Group::RB,
                    "wr" => Group::WR,
                    "te" => Group::TE,
                    "ol" => Group::OL,
                    "dl" => Group::DL,
                    "lb" => Group::LB,
                    "db" => Group::DB,
                    "k" => Group::K,
                    "p" => Group::P,
                    _ => {
                        self.say("  board QB|RB|WR|TE|OL|DL|LB|DB|K|P\n");
                        continue;
                    }
                };
                let mut t = String::new();
                for (i, (p, from, v)) in c.board.iter().enumerate().filter(|(_, x)| x.0.group() == g).take(SHOWN) {
                    t += &Self::row(i, p, from, *v);
                }
                self.say(if t.is_empty() { "  none left at a position you need\n" } else { &t });
                continue;
            }
            if let Ok(n) = l.parse::<usize>() {
                match c.board.get(n.wrapping_sub(1)) {
                    Some((p, _, _)) => return Some(p.id.clone()),
                    None => {
                        self.say(&format!("  the board has {} players\n", c.board.len()));
                        continue;
                    }
                }
            }
            let hits: Vec<&Player> = c.board.iter().map(|x| x.0).filter(|p| p.name.to_ascii_lowercase().contains(&l)).collect();
            match hits.as_slice() {
                [p] => return Some(p.id.clone()),
                [] => self.say(&format!("  nobody called '{line}' on the board at a position you need\n")),
                many => self.say(&format!("  '{line}' could be {}\n", many.iter().take(6).map(|p| p.name.as_str()).collect::<Vec<_>>().join(", "))),
            }
        }
    }
}

/// `huddle draft --board FILE --out league.json`: the league of a draft held elsewhere. Its
/// franchises: `teams` (codes of the pool's teams) or those the board names, in the order they
/// first pick (a pool team's code takes its name; another code is a new franchise named by it).
#[allow(clippy::too_many_arguments)]
pub fn from_board(
    board: &std::path::Path,
    league: Option<&std::path::Path>,
    teams: &[String],
    path: &std::path::Path,
    board_out: Option<&std::path::Path>,
    show: usize,
    template: &huddle_bones::draft::Template,
    load: &dyn Fn(Option<&std::path::Path>) -> anyhow::Result<Vec<huddle_cards::Team>>,
    out: &dyn Fn(&str),
) -> anyhow::Result<()> {
    use anyhow::{bail, Context};
    for p in std::iter::once(path).chain(board_out) {
        if p.exists() {
            bail!("{} exists: the draft writes a new file (nothing was changed)", p.display());
        }
    }
    let file = board.display().to_string();
    let text = std::fs::read_to_string(board).with_context(|| format!("{file}: cannot read"))?;
    let rows = huddle_bones::draft::read_board(&text, &file).map_err(anyhow::Error::msg)?;
    let pool = load(league)?;
    let name_of = |code: &str| pool.iter().find(|t| t.code.eq_ignore_ascii_case(code)).map(|t| (t.code.clone(), t.name.clone()));
    let mut franchises: Vec<(String, String)> = Vec::new();
    if teams.is_empty() {
        for r in &rows {
            let code = r.franchise.trim().to_ascii_uppercase();
            if !code.chars().all(|c| c.is_ascii_alphanumeric()) || code.len() > 4 {
                bail!("{file}: line {}: franchise '{}': a franchise's code is 1-4 letters or digits", r.line, r.franchise);
            }
            if !franchises.iter().any(|f| f.0 == code) {
                franchises.push(name_of(&code).unwrap_or_else(|| (code.clone(), code.clone())));
            }
        }
    } else {
        for c in teams {
            franchises.push(name_of(c).with_context(|| format!("--teams: no team '{c}' in the pool (see `huddle teams`)"))?);
        }
    }
    let d = huddle_bones::draft::draft_from_board(&pool, &franchises, &rows, &file, template).map_err(|e| anyhow::anyhow!("the board's league cannot be drawn up: {e} (nothing was written)"))?;
    let given = rows.len();
    let filled = d.picks.len() + d.keepers.len() - given;
    out(&format!("Draft board {file}: {} franchises, {given} picks from the board{}\n", franchises.len(), if filled > 0 { format!(", {filled} made by the computer to fill the rosters") } else { String::new() }));
    std::fs::write(path, serde_json::to_string_pretty(&d.teams)?).with_context(|| format!("cannot write {}", path.display()))?;
    if show > 0 {
        out(&format!("\nThe first {show} round(s):\n{}", huddle_bones::draft::board(&d, show)));
    }
    if let Some(p) = board_out {
        std::fs::write(p, huddle_bones::draft::board_csv(&d)).with_context(|| format!("cannot write {}", p.display()))?;
        out(&format!("\nWrote the board to {}.\n", p.display()));
    }
    out(&format!("\nWrote {}: play it with `huddle season --rules bones --league {}` (or sim/play --rules bones --league).\n", path.display(), path.display()));
    Ok(())
}

/// `huddle trade FILE --send KC:NAME --send BAL:NAME`: a trade between two franchises of a
/// drafted league, written over the league file when both rosters still field their Lineup Cards.
pub fn trade(file: &std::path::Path, send: &[String], pool: Option<&std::path::Path>, load: &dyn Fn(Option<&std::path::Path>) -> anyhow::Result<Vec<huddle_cards::Team>>, out: &dyn Fn(&str)) -> anyhow::Result<()> {
    use anyhow::{bail, Context};
    let mut sides: Vec<(String, Vec<String>)> = Vec::new();
    for s in send {
        let Some((team, player)) = s.split_once(':').filter(|(t, p)| !t.trim().is_empty() && !p.trim().is_empty()) else {
            bail!("--send {s}: give the franchise and the player, as KC:Patrick Mahomes");
        };
        let team = team.trim().to_ascii_uppercase();
        match sides.iter_mut().find(|x| x.0 == team) {
            Some(x) => x.1.push(player.trim().to_string()),
            None => sides.push((team, vec![player.trim().to_string()])),
        }
    }
    let [(a, a_sends), (b, b_sends)] = &sides[..] else {
        bail!("a trade is between two franchises, each sending at least one player: --send names {} ({})", sides.len(), sides.iter().map(|x| x.0.as_str()).collect::<Vec<_>>().join(", "));
    };
    let mut league = load(Some(file))?;
    let pool = load(pool)?;
    let moved = huddle_bones::draft::trade(&pool, &mut league, a, a_sends, b, b_sends).map_err(|e| anyhow::anyhow!("{}: the trade is refused: {e} (nothing was changed)", file.display()))?;
    crate::league::replace_file(file, &serde_json::to_string_pretty(&league)?).with_context(|| format!("{}: the trade was not written", file.display()))?;
    for m in &moved {
        out(&format!("{} sends {} ({}) to {}\n", m.from, m.player, m.pos, m.to));
    }
    for code in [a, b] {
        let t = league.iter().find(|t| t.code.eq_ignore_ascii_case(code)).expect("a team of the trade");
        let name = |id: &str| t.players.iter().find(|p| p.id == id).map_or(id, |p| p.name.as_str()).to_string();
        let off: Vec<String> = t.lineup.offense.iter().map(|(b, id)| format!("{b:?} {}", name(id))).collect();
        out(&format!("{}'s offense now: {}\n", t.code, off.join(", ")));
    }
    out(&format!("Wrote {}.\n", file.display()));
    Ok(())
}

/// A draft's pool and franchises as its setup names them, checked: the franchises (code, name)
/// and the ones typed at the keyboard. The draft is held once by the computer alone and thrown
/// away, so bad options are refused before the first pick.
pub struct Prepared {
    pub pool: Vec<huddle_cards::Team>,
    pub franchises: Vec<(String, String)>,
    pub yours: Vec<String>,
}

pub fn prepare(setup: &DraftSetup, load: &dyn Fn(Option<&std::path::Path>) -> anyhow::Result<Vec<huddle_cards::Team>>) -> anyhow::Result<Prepared> {
    use anyhow::{bail, Context};
    let pool = load(setup.league.as_deref())?;
    let franchises: Vec<(String, String)> = if setup.teams.is_empty() {
        pool.iter().map(|t| (t.code.clone(), t.name.clone())).collect()
    } else {
        let mut v = Vec::new();
        for c in &setup.teams {
            let t = pool.iter().find(|t| t.code.eq_ignore_ascii_case(c.trim())).with_context(|| format!("--teams: no team '{c}' in the pool (see `huddle teams`)"))?;
            v.push((t.code.clone(), t.name.clone()));
        }
        v
    };
    let mut yours = Vec::new();
    for y in &setup.you {
        match franchises.iter().find(|f| f.0.eq_ignore_ascii_case(y.trim())) {
            Some(f) => yours.push(f.0.clone()),
            None => bail!("--you: '{y}' is not a franchise of this draft"),
        }
    }
    huddle_bones::draft::draft_with_options(&pool, &franchises, &mut huddle_core::SeededRandom::new(setup.seed), &setup.options, &mut |_| None).map_err(|e| anyhow::anyhow!("the draft cannot be held: {e} (nothing was written)"))?;
    Ok(Prepared { pool, franchises, yours })
}

/// `--roster QB=3,WR=6`: the league's roster where it is not the standard one, by group.
pub fn parse_roster(spec: &[String]) -> anyhow::Result<std::collections::BTreeMap<huddle_cards::Group, usize>> {
    use huddle_cards::Group;
    let mut m = std::collections::BTreeMap::new();
    for item in spec.iter().flat_map(|s| s.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
        let Some((g, n)) = item.split_once('=') else {
            anyhow::bail!("--roster {item}: give a group and a number, as QB=3 (groups QB RB WR TE OL DL LB DB K P)");
        };
        let group = match g.trim().to_ascii_uppercase().as_str() {
            "QB" => Group::QB,
            "RB" => Group::RB,
            "WR" => Group::WR,
            "TE" => Group::TE,
            "OL" => Group::OL,
            "DL" => Group::DL,
            "LB" => Group::LB,
            "DB" => Group::DB,
            "K" => Group::K,
            "P" => Group::P,
            other => anyhow::bail!("--roster {item}: '{other}' is not a group (QB RB WR TE OL DL LB DB K P)"),
        };
        let n: usize = n.trim().parse().map_err(|_| anyhow::anyhow!("--roster {item}: '{}' is not a number", n.trim()))?;
        if m.insert(group, n).is_some() {
            anyhow::bail!("--roster: {g} is given twice");
        }
    }
    let opts = huddle_bones::draft::DraftOptions { roster: m.clone(), ..Default::default() };
    opts.template().map_err(|e| anyhow::anyhow!("--{e}"))?;
    Ok(m)
}
