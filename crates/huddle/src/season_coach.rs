//! `huddle season --coach KC [--rules sp6|bones|som]`: a season in which you coach one team. Its games
//! are played at the terminal as in `huddle play` (week by week, in schedule order) under the
//! season's rule system; every other game is played by the computer; standings, seeds, the
//! playoffs (coached too, if your team is in them) and the leaders follow. A season is saved and
//! resumed like a game: the setup and the lines typed.

use crate::play::{self, Console, Human};
use crate::{boxscore, play_bones, play_som, play_sp6};
use anyhow::{bail, Result};
use huddle_core::Side;
use huddle_league::playoffs::{self, Bracket};
use huddle_league::schedule::Schedule;
use huddle_league::season::{leaders, play_season_rules_with, AnyGame, Club, Rules};
use std::cell::RefCell;
use std::rc::Rc;

/// What stops a season when the player leaves it.
const LEFT: &str = "the player left the season";

/// A season to play: the league, its season and schedule, the rules.
pub struct League<C: Club> {
    pub teams: Vec<C>,
    pub year: u16,
    pub schedule: Schedule,
    pub rules: Rules,
    /// The NFL's franchises on an NFL schedule (seeds and playoffs); else a round-robin league.
    pub nfl: bool,
    /// A Strat-O-Matic league's own season (§1.2-§1.5: its schedule is `schedule`, its
    /// standings, tiebreakers and playoffs the league's).
    pub som: Option<huddle_league::som::SomLeague>,
}

/// A coach's record so far: "KC 3-1" (a tie shown only when there is one).
fn record_text(code: &str, (w, l, t): (u8, u8, u8)) -> String {
    let tie = if t > 0 { format!("-{t}") } else { String::new() };
    format!("{code} {w}-{l}{tie}")
}

/// A season played to its end.
pub enum Played {
    /// A season in the NFL's format or a round robin: its games, totals and playoffs.
    Season(Box<huddle_league::season::SeasonResult>),
    /// A Strat-O-Matic league's own season: its standings and bracket too.
    League(Box<huddle_league::som::LeagueSeason>),
}

/// Plays the season; prints to the console. `coaches`: the teams the humans coach (several: a
/// league of friends at one keyboard, their games with each other head to head). `Ok(None)`
/// when the players left it.
pub fn run<C: Club>(l: &League<C>, seed: u64, playoffs_on: bool, coaches: &[String], io: Rc<RefCell<Console>>) -> Result<Option<Played>> {
    let (teams, schedule, year, rules) = (&l.teams[..], &l.schedule, l.year, &l.rules);
    let records = RefCell::new(std::collections::BTreeMap::<String, (u8, u8, u8)>::new());
    let where_left = RefCell::new(String::new());
    let mut runner = |g: &mut AnyGame, label: &str| -> Result<(), String> {
        let sides: Vec<Side> = Side::BOTH.into_iter().filter(|s| coaches.iter().any(|c| c == g.code(*s))).collect();
        if sides.is_empty() {
            return g.play_out();
        }
        let ended = {
            let mut c = io.borrow_mut();
            // `auto` hands one game to the computer; the end of the input, the rest of the season.
            if !c.ended {
                c.auto = false;
            }
            c.auto_sides = [false; 2];
            c.seat_teams([g.code(Side::Home), g.code(Side::Away)]);
            let (h, a) = (g.names(Side::Home).0, g.names(Side::Away).0);
            let r = records.borrow();
            let mine: Vec<String> = sides.iter().map(|s| record_text(g.code(*s), r.get(g.code(*s)).copied().unwrap_or_default())).collect();
            c.heading(&format!("\n=== {label}: {a} at {h} ({}) ===\n", mine.join(", ")));
            c.ended
        };
        let finished = if ended {
            // The input has ended: the computer's games are shown by their box scores only.
            g.play_out()?;
            true
        } else {
            for &side in &sides {
                let coach = g.code(side).to_string();
                match g {
                    AnyGame::Ttf7(fg) => fg.coaches[side] = Box::new(Human::new(io.clone(), &coach, side)),
                    AnyGame::Sp6(sg) => sg.coaches[side] = Box::new(play_sp6::Sp6Human::new(io.clone(), &coach, side)),
                    AnyGame::Bones(bg) => bg.coaches[side] = Box::new(play_bones::BonesHuman::new(io.clone(), &coach, side)),
                    AnyGame::Som(sg) => sg.coaches[side] = Box::new(play_som::SomHuman::new(io.clone(), &coach, side)),
                }
            }
            let r = match g {
                AnyGame::Ttf7(fg) => play::run_game(fg, &io),
                AnyGame::Sp6(sg) => play_sp6::run_game(sg, &io),
                AnyGame::Bones(bg) => play_bones::run_game(bg, &io),
                AnyGame::Som(sg) => play_som::run_game(sg, &io),
            };
            r.map_err(|e| format!("{e:#}"))?
        };
        if !finished {
            *where_left.borrow_mut() = label.to_string();
            return Err(LEFT.into());
        }
        let mut lines = Vec::new();
        for &side in &sides {
            let coach = g.code(side);
            let (mine, theirs) = (g.core().score[side], g.core().score[side.other()]);
            lines.push(if label.starts_with("week") {
                let mut r = records.borrow_mut();
                let r = r.entry(coach.to_string()).or_default();
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => r.0 += 1,
                    std::cmp::Ordering::Less => r.1 += 1,
                    std::cmp::Ordering::Equal => r.2 += 1,
                }
                record_text(coach, *r)
            } else if mine > theirs {
                format!("{coach} wins the {label}")
            } else {
                format!("{coach} is out: lost the {label}")
            });
        }
        let bx = match g {
            AnyGame::Ttf7(fg) => boxscore::render(fg),
            _ => boxscore::render_game(g),
        };
        io.borrow_mut().say(&format!("\n{bx}\n{}\n", lines.join("\n")));
        Ok(())
    };
    let left = |e: &str| e.ends_with(LEFT);
    let resume_hint = if io.borrow().saving() { " (the saved calls resume it there)" } else { "" };
    if let Some(sl) = &l.som {
        use huddle_league::som;
        let mut ls = match som::play_league_regular_season(teams, sl, seed, 0, rules, &mut runner) {
            Ok(s) => s,
            Err(e) if left(&e) => {
                io.borrow_mut().say(&format!("\nYou left the season in {}{resume_hint}.\n", where_left.borrow()));
                return Ok(None);
            }
            Err(e) => bail!(e),
        };
        io.borrow_mut().show(&format!("\nStandings\n{}\n", ls.standings.render()));
        if playoffs_on {
            match som::play_league_playoffs(teams, &mut ls, seed, 0, rules, &mut runner) {
                Ok(()) => {
                    if let Some(b) = &ls.playoffs {
                        io.borrow_mut().show(&format!("\nPlayoffs\n{}", som::render_bracket(b)));
                    }
                }
                Err(e) if left(&e) => {
                    io.borrow_mut().say(&format!("\nYou left the season in the {}{resume_hint}.\n", where_left.borrow()));
                    return Ok(None);
                }
                Err(e) => bail!(e),
            }
        }
        io.borrow_mut().unused_saved_lines();
        io.borrow_mut().say(&format!("\nLeaders (season):\n{}", leaders(std::slice::from_ref(&ls.season), teams, 5)));
        return Ok(Some(Played::League(Box::new(ls))));
    }
    let mut season = match play_season_rules_with(teams, schedule, seed, 0, rules, &mut runner) {
        Ok(s) => s,
        Err(e) if left(&e) => {
            io.borrow_mut().say(&format!("\nYou left the season in {}{resume_hint}.\n", where_left.borrow()));
            return Ok(None);
        }
        Err(e) => bail!(e),
    };
    let wild_cards = huddle_league::eras::format(year).wild_cards as usize;
    {
        let mut c = io.borrow_mut();
        c.show(&format!("\nStandings\n{}\n", season.standings.render()));
        // Seeds for the NFL's playoffs (a round-robin league has none).
        for conf in ["AFC", "NFC"].into_iter().filter(|_| l.nfl) {
            let s = season.standings.seeds(conf, wild_cards);
            if !s.is_empty() {
                c.show(&format!("{conf} playoff seeds: {}\n", s.join(", ")));
            }
        }
    }
    if playoffs_on {
        match playoffs::play_postseason_rules(teams, &season, Bracket::of_season(year), seed, 0, rules, &mut runner) {
            Ok(p) => {
                if let Some(p) = &p {
                    io.borrow_mut().show(&format!("\nPlayoffs\n{}", playoffs::render(p, teams)));
                }
                season.postseason = p;
            }
            Err(e) if left(&e) => {
                io.borrow_mut().say(&format!("\nYou left the season in the {}{resume_hint}.\n", where_left.borrow()));
                return Ok(None);
            }
            Err(e) => bail!(e),
        }
    }
    io.borrow_mut().unused_saved_lines();
    io.borrow_mut().say(&format!("\nLeaders (season):\n{}", leaders(std::slice::from_ref(&season), teams, 5)));
    Ok(Some(Played::Season(Box::new(season))))
}
