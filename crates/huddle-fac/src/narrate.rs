//! Play-by-play text.

use huddle_core::Yds;
use crate::call::{Coverage, DefPlay, DefenseCall, Key, OffPrimary, OffenseCall, Tempo};
use crate::game::{FacGame, PlayDesc, PlayLog};
use crate::trace::{Note, Step, What};
use huddle_core::{mmss, PlayFlags, PlayKind, PlayerRef, Side, Spot};
use std::fmt::Write;

fn yard_line(y: i16) -> String {
    if y <= 0 {
        "own end zone".into()
    } else if y >= 100 {
        "opp end zone".into()
    } else {
        Spot::clamped(y).to_string()
    }
}

impl FacGame {
    pub fn code(&self, side: Side) -> &str {
        &self.teams[side].team.code
    }

    pub fn name_of(&self, p: PlayerRef) -> String {
        self.teams[p.side].team.players.get(p.idx as usize).map(|x| x.name.clone()).unwrap_or_else(|| format!("#{}", p.idx))
    }

    fn off_call(&self, side: Side, c: &OffenseCall, tempo: Tempo) -> String {
        let mut s = c.play.name().to_string();
        if let Some(p) = c.primary {
            s = format!(
                "{} ({})",
                s,
                match p {
                    OffPrimary::Flop => "Flop",
                    OffPrimary::Sneak => "Sneak",
                    OffPrimary::Draw => "Draw",
                    OffPrimary::PlayAction => "Play-Action",
                    OffPrimary::Bootleg => "Bootleg",
                }
            );
        }
        let _ = side;
        let _ = write!(s, " to {}", c.target);
        if c.deep > 0 {
            let _ = write!(s, ", Deep{}", c.deep);
        }
        let mut kept = c.extra_blockers.iter().flatten();
        if let Some(a) = kept.next() {
            let _ = write!(s, ", {a}");
            for b in kept {
                let _ = write!(s, " and {b}");
            }
            s.push_str(" kept in");
        }
        if let Some(dt) = c.double_team {
            match dt.player {
                Some(p) => {
                    let _ = write!(s, ", double-team on {}", self.name_of(PlayerRef { side: side.other(), idx: p }));
                }
                None => {
                    let _ = write!(s, ", double-team on {}", dt.target);
                }
            }
        }
        match tempo {
            Tempo::NoHuddle => s.push_str(", No-Huddle"),
            Tempo::HurryUp => s.push_str(", Hurry-Up"),
            Tempo::Normal => {}
        }
        s
    }

    fn def_call(c: &DefenseCall) -> String {
        let mut s = match c.play {
            DefPlay::Run => match c.key {
                Key::None => "Run (no key)".to_string(),
                Key::Back(b) => format!("Run (key {b})"),
                Key::Qb => "Run (key QB)".to_string(),
            },
            DefPlay::PassCoverage => "Pass Coverage".into(),
            DefPlay::Prevent => "Prevent".into(),
            DefPlay::Blitz => format!("Blitz ({})", c.blitzer_count()),
        };
        match c.coverage {
            Coverage::Double(b) => {
                let _ = write!(s, ", double {b}");
            }
            Coverage::Triple(b) => {
                let _ = write!(s, ", triple {b}");
            }
            Coverage::DoubleTwice(a, b) => {
                let _ = write!(s, ", double {a} and {b}");
            }
            Coverage::DoubleEventual => s.push_str(", double"),
            Coverage::Normal => {}
        }
        if c.stunt_pairs() > 0 {
            let _ = write!(s, ", {} stunt(s)", c.stunt_pairs());
        }
        s
    }

    /// The cards read, compactly.
    pub fn trace_text(&self, from: usize, to: usize) -> String {
        let mut parts: Vec<String> = Vec::new();
        for st in &self.trace[from..to] {
            let t = match st {
                Step::Calls { .. } => continue,
                Step::ZCard { counted, .. } => {
                    if *counted {
                        "Z!".into()
                    } else {
                        "Z(ignored)".into()
                    }
                }
                Step::RunDirective { dir } => format!("dir {dir}"),
                Step::ErDirective { dir } => format!("ER {dir}"),
                Step::ScreenDirective { dir } => format!("SC {dir}"),
                Step::PassDirective { dir } => format!("pass {dir}"),
                Step::Solitaire { defense, situation } => format!("sol#{situation} {defense}"),
                Step::Rn { what, rn, modified, ob } => {
                    let ob = if *ob { "OB" } else { "" };
                    if rn == modified {
                        format!("{} RN{rn}{ob}", what_name(*what))
                    } else {
                        format!("{} RN{rn}{ob}→{modified}", what_name(*what))
                    }
                }
                Step::Pn { what, pn } => format!("{} PN{pn}", what_name(*what)),
                Step::Value { what, value } => format!("{}={value}", what_name(*what)),
                Step::Box { what, def } => format!("{} box {def}", what_name(*what)),
                Step::Receiver { target } => format!("to {target}"),
                Step::ZResult { z } => format!("Z result {z}"),
                Step::Note { note } => note_name(*note).into(),
                Step::Range { what, lo, hi } => format!("{} range {lo}-{hi}", what_name(*what)),
            };
            parts.push(t);
        }
        parts.join("; ")
    }

    /// A play's result in words.
    pub fn result_text(&self, p: &PlayLog) -> String {
        let r = &p.record;
        let name = |x: Option<PlayerRef>| x.map(|x| self.name_of(x)).unwrap_or_else(|| "?".into());
        let mut s = match r.kind {
            PlayKind::Rush | PlayKind::Scramble => format!("{} runs for {}", name(r.player.or(r.passer)), Yds(r.yards)),
            PlayKind::Kneel => format!("{} flops for {}", name(r.player), Yds(r.yards)),
            PlayKind::Pass if r.has(PlayFlags::INTERCEPTED) => {
                format!("{} INTERCEPTED by {}, returned {}", name(r.passer), name(r.defender), Yds(r.return_yards))
            }
            PlayKind::Pass if r.has(PlayFlags::COMPLETE) => format!("{} complete to {} for {}", name(r.passer), name(r.player), Yds(r.yards)),
            PlayKind::Pass => format!("{} incomplete, intended for {}", name(r.passer), name(r.player)),
            PlayKind::Sack => format!("{} SACKED for {}{}", name(r.player.or(r.passer)), Yds(r.yards), r.defender.map(|d| format!(" by {}", self.name_of(d))).unwrap_or_default()),
            PlayKind::Punt => {
                if r.has(PlayFlags::BLOCKED) {
                    "punt BLOCKED".into()
                } else if r.has(PlayFlags::TOUCHBACK) {
                    format!("{} punts {}, touchback", name(r.player), Yds(r.yards))
                } else if r.has(PlayFlags::FAIR_CATCH) {
                    format!("{} punts {}, fair catch", name(r.player), Yds(r.yards))
                } else if r.returner.is_some() {
                    format!("{} punts {}, {} returns {}", name(r.player), Yds(r.yards), name(r.returner), r.return_yards)
                } else {
                    format!("{} punts {}, no return", name(r.player), Yds(r.yards))
                }
            }
            PlayKind::Kickoff => {
                if r.has(PlayFlags::TOUCHBACK) {
                    "kickoff, touchback".into()
                } else {
                    format!("kickoff {}, {} returns {}", Yds(r.yards), name(r.returner), r.return_yards)
                }
            }
            PlayKind::OnsideKick => {
                if r.has(PlayFlags::RECOVERED_BY_KICKER) {
                    "onside kick RECOVERED by the kicking team".into()
                } else {
                    "onside kick recovered by the receiving team".into()
                }
            }
            PlayKind::FieldGoal => format!("{} {}-yd field goal is {}", name(r.player), r.yards, if r.has(PlayFlags::GOOD) { "GOOD" } else { "NO GOOD" }),
            PlayKind::ExtraPoint => format!("extra point is {}", if r.has(PlayFlags::GOOD) { "good" } else { "NO GOOD" }),
            PlayKind::Spike => "spike".into(),
            PlayKind::NoPlay => "no play".into(),
            k => format!("{k:?}"),
        };
        if r.has(PlayFlags::OUT_OF_BOUNDS) {
            s.push_str(", out of bounds");
        }
        if r.has(PlayFlags::FUMBLE) {
            s.push_str(if r.has(PlayFlags::FUMBLE_LOST) { ", FUMBLE LOST" } else { ", fumble recovered" });
        }
        if r.has(PlayFlags::TOUCHDOWN) {
            s.push_str(" — TOUCHDOWN");
        }
        if let Some(f) = &p.foul {
            let row = self.ed.penalties.row(f.code).map(|r| r.name.as_str()).unwrap_or("penalty");
            let _ = write!(s, "; PENALTY {} on {}, {}", row, self.code(f.against), if f.accepted { Yds(f.yards).to_string() } else { "declined".into() });
        }
        for i in &p.injuries {
            let _ = write!(s, "; INJURY {} ({})", self.teams[i.side].team.player(i.pid).name, i.duration);
        }
        if let Some(t) = p.timeout {
            let _ = write!(s, "; timeout {}", self.code(t));
        }
        s
    }

    /// Full play-by-play text.
    pub fn play_by_play(&self) -> String {
        self.plays.iter().map(|p| self.play_text(p)).collect()
    }

    /// One play of the play-by-play: the situation and the calls, the cards read, the result.
    pub fn play_text(&self, p: &PlayLog) -> String {
        let mut out = String::new();
        let off = self.code(p.offense);
        let sit = match p.down {
            Some(d) => {
                let dd = if p.goal_to_go { "goal".to_string() } else { p.to_go.to_string() };
                let ord = ["", "1st", "2nd", "3rd", "4th"][d as usize];
                format!("{off} {ord} & {dd} at {}", yard_line(p.spot))
            }
            None => format!("{off} at {}", yard_line(p.spot)),
        };
        let call = match &p.what {
            PlayDesc::Scrimmage { offense, defense, tempo } => format!("{} vs {}", self.off_call(p.offense, offense, *tempo), Self::def_call(defense)),
            PlayDesc::TwoPoint { offense, defense } => format!("two-point try: {} vs {}", self.off_call(p.offense, offense, Tempo::Normal), Self::def_call(defense)),
            PlayDesc::Kickoff { kind } => format!("{kind:?} kickoff"),
            PlayDesc::Punt => "punt".into(),
            PlayDesc::FieldGoal => "field goal attempt".into(),
            PlayDesc::ExtraPoint => "extra point".into(),
            PlayDesc::Spike => "spike".into(),
            PlayDesc::DelayOfGame => "delay of game (declared by the offense)".into(),
        };
        let _ = writeln!(out, "{} {:>5}  {sit}  |  {call}", p.clock.period, mmss(p.clock.remaining));
        let cards = self.trace_text(p.trace.0, p.trace.1);
        if !cards.is_empty() {
            let _ = writeln!(out, "           cards: {cards}");
        }
        let _ = writeln!(
            out,
            "           {}  [{}s]  {} {} - {} {}",
            self.result_text(p),
            p.seconds,
            self.code(Side::Away),
            p.score.1,
            self.code(Side::Home),
            p.score.0
        );
        out
    }
}

fn what_name(w: What) -> &'static str {
    match w {
        What::RunNumber => "run",
        What::ShortGain => "SG",
        What::LongGain => "LG",
        What::PassNumber => "pass",
        What::PassGain => "gain",
        What::LongColumn => "L col",
        What::Sack => "rush",
        What::SackYards => "sack yds",
        What::Scramble => "scramble",
        What::Interceptor => "interceptor",
        What::PointOfInterception => "PI",
        What::InterceptionReturn => "int ret",
        What::ReturnAsterisk => "asterisk",
        What::Deflection => "deflect",
        What::IntMaybe => "48?/Int?",
        What::Fumble => "fumble",
        What::FumbleRecovery => "recovery",
        What::FumbleReturn => "fum ret",
        What::Penalty => "penalty",
        What::PenaltyTable => "pen table",
        What::SpotOfFoul => "foul spot",
        What::Injury => "injury",
        What::InjuryDuration => "inj table",
        What::Sneak => "sneak",
        What::FieldGoal => "FG",
        What::Block => "block",
        What::BlockRecovery => "block rec",
        What::PointOfRecovery => "PR",
        What::ExtraPoint => "XP",
        What::Punt => "punt",
        What::PuntRn12 => "punt 12",
        What::PuntRush => "punt rush",
        What::PuntReturn => "PR ret",
        What::FairCatchReturn => "FC ret",
        What::CoffinCorner => "CC",
        What::Kickoff => "kick",
        What::KickoffReturn => "KR ret",
        What::ReturnModifier => "ret mod",
        What::Onside => "onside",
        What::FakeKick => "fake",
        What::Daylight => "daylight",
        What::Touchback => "touchback",
        What::Solitaire => "solitaire",
        What::SolitaireBlitz => "sol blitz",
        What::Interference => "interference",
        What::Movement => "movement",
    }
}

fn note_name(n: Note) -> &'static str {
    match n {
        Note::Breakaway => "BREAKAWAY",
        Note::Uncovered => "uncovered",
        Note::ThrownAway => "thrown away",
        Note::Dropped => "dropped",
        Note::Deflected => "deflected",
        Note::PassRush => "PASS RUSH",
        Note::NoPassRush => "no pass rush",
        Note::Scramble => "scramble",
        Note::ThrowOnRun => "throws on the run",
        Note::Incomplete => "incomplete",
        Note::Intercepted => "intercepted",
        Note::InterceptorChosen => "interceptor chosen",
        Note::Touchback => "touchback",
        Note::ThrownOutOfEndZone => "out of the end zone",
        Note::NoReturn => "no return",
        Note::Interference => "INTERFERENCE",
        Note::MaxLoss => "max loss -3",
        Note::OutOfBounds => "OB",
        Note::ZIgnored => "Z ignored",
        Note::Keep => "keeps",
        Note::Lateral => "laterals",
        Note::PitchInside => "inside",
        Note::PitchOutside => "outside",
        Note::LongTouchdown => "2-minute long TD",
        Note::Halved => "halved",
        Note::Stunt => "into the stunt",
        Note::DoubleTeam => "double-team",
        Note::Flop => "flop",
        Note::Spike => "spike",
    }
}
