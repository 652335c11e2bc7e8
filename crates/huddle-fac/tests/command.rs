//! The play-call language of the terminal game (`huddle play`): a typed line becomes the call
//! the engine runs, and a call the rules forbid is refused with the rule it breaks.
use huddle_cards::{sample, DefBox, OffBox};
use huddle_core::{AnyRandom, Clock, Down, DownDistance, PerSide, Phase, SeededRandom, Side, Spot};
use huddle_fac::call::{Coverage, DefPlay, DoubleTeam, Key, OffPlay, OffPrimary, Pattern, Tempo};
use huddle_fac::coach::{AiCoach, Coach, DefenseChoice, OffenseChoice, View};
use huddle_fac::command::{self, Edit, Meta, Parsed};
use huddle_fac::game::{FacGame, Out, Until};
use huddle_fac::kick::KickoffKind;
use huddle_fac::options::RuleOptions;
use huddle_fac::tables::Edition;

const HOME: Side = Side::Home;

/// Riverton (home) has the ball at `spot` of its own frame, first and 10, in the second quarter.
fn game_at(spot: i16, opts: RuleOptions) -> FacGame {
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
    let mut g = FacGame::new(ed, opts, sample::riverton(), sample::harbor_city(), deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches);
    g.core.phase = Phase::Scrimmage;
    g.core.possession = HOME;
    g.core.spot = Spot::new(spot).unwrap();
    g.core.downs = DownDistance { down: Down::First, line_to_gain: (spot + 10).min(100) as u8 };
    g.core.clock = Clock::new(2, 600);
    g.prev_stopped = true;
    g
}

fn off(line: &str, v: &View) -> Result<OffenseChoice, String> {
    match command::offense(line, v, &v.base_offense)? {
        Parsed::Call(c) => Ok(c),
        other => panic!("'{line}' is a call, got {other:?}"),
    }
}

fn def(line: &str, v: &View) -> Result<DefenseChoice, String> {
    match command::defense(line, v, &v.base_defense)? {
        Parsed::Call(c) => Ok(c),
        other => panic!("'{line}' is a call, got {other:?}"),
    }
}

fn play_of(c: OffenseChoice) -> (OffPlay, OffBox, Option<OffPrimary>, u8, Tempo) {
    match c {
        OffenseChoice::Play { call, tempo, .. } => (call.play, call.target, call.primary, call.deep, tempo),
        other => panic!("a scrimmage play, got {other:?}"),
    }
}

fn pid(g: &FacGame, id: &str) -> u16 {
    g.teams[HOME].team.idx(id).unwrap()
}

#[test]
fn plays_boxes_strategies_and_tempo_are_read_from_the_line() {
    let g = game_at(30, RuleOptions::default());
    let v = g.view(HOME);
    assert_eq!(play_of(off("s RE", &v).unwrap()), (OffPlay::Short, OffBox::RE, None, 0, Tempo::Normal));
    assert_eq!(play_of(off("L fl1 Deep1 pa", &v).unwrap()), (OffPlay::Long, OffBox::FL1, Some(OffPrimary::PlayAction), 1, Tempo::Normal));
    assert_eq!(play_of(off("q LTE nh", &v).unwrap()), (OffPlay::Quick, OffBox::LTE, None, 0, Tempo::NoHuddle));
    assert_eq!(play_of(off("ir BK1 draw hu", &v).unwrap()), (OffPlay::InsideRight, OffBox::BK1, Some(OffPrimary::Draw), 0, Tempo::HurryUp));
    // A run without a box goes to the running back with the best card: Thorne (BK2) over the
    // fullback Kowalski (BK1).
    assert_eq!(play_of(off("sl", &v).unwrap()).1, OffBox::BK2);
    // Kneel and sneak are Inside Runs by the quarterback with the Flop or the Sneak.
    assert_eq!(play_of(off("kneel", &v).unwrap()), (OffPlay::InsideLeft, OffBox::QB, Some(OffPrimary::Flop), 0, Tempo::Normal));
    assert_eq!(play_of(off("sneak", &v).unwrap()).2, Some(OffPrimary::Sneak));
    assert_eq!(off("punt", &v).unwrap(), OffenseChoice::Punt);
    // Passes name their receiver; nonsense is refused with a hint.
    assert!(off("s", &v).unwrap_err().contains("name the receiver"));
    assert!(off("blast", &v).unwrap_err().contains("not a play"));
    // The natural words of the wrong side get a pointer to the right ones.
    assert!(off("run", &v).unwrap_err().starts_with("which run? il ir"));
    assert!(off("pass", &v).unwrap_err().starts_with("which pass? q s l"));
    assert!(off("blitz", &v).unwrap_err().contains("you are on offense"));
    assert!(def("s LE", &v).unwrap_err().contains("you are on defense"));
    assert!(off("s RE zzz", &v).unwrap_err().contains("'zzz'"));
    assert!(off("", &v).is_err());
    // A player's card, of either team: shown, nothing called.
    match command::offense("card thorne", &v, &v.base_offense).unwrap() {
        // The card as printed: his columns by Run Number.
        Parsed::Show(t) => assert!(t.starts_with("Marcus Thorne — RB RIV") && t.contains("\n  RN   N") && t.contains("  12  "), "{t}"),
        other => panic!("{other:?}"),
    }
    let hbr_qb = &g.teams[Side::Away].team.players[0];
    match command::defense(&format!("card {}", hbr_qb.name), &v, &v.base_defense).unwrap() {
        Parsed::Show(t) => assert!(t.contains(&format!("{} — QB HBR", hbr_qb.name)) && t.contains("Pass Rush: Sack 1-"), "{t}"),
        other => panic!("{other:?}"),
    }
    assert!(command::offense("card zzz", &v, &v.base_offense).unwrap_err().contains("nobody on RIV or HBR"));
    // Meta commands, any case.
    for (line, m) in [("HELP", Meta::Help), ("ai", Meta::Ai), ("Auto", Meta::Auto), ("timeout", Meta::Timeout), ("quit", Meta::Quit), ("lineup", Meta::Lineup)] {
        assert_eq!(command::offense(line, &v, &v.base_offense).unwrap(), Parsed::Meta(m));
        assert_eq!(command::defense(line, &v, &v.base_defense).unwrap(), Parsed::Meta(m));
    }
}

#[test]
fn illegal_offensive_calls_are_refused_with_their_rule() {
    // [ttf7 4] No Long Pass inside the opponent's 20; passes go to non-linemen; the carrier stands on the display.
    let g = game_at(85, RuleOptions::default());
    let v = g.view(HOME);
    assert!(off("l RE", &v).unwrap_err().contains("[ttf7 4]"));
    assert!(off("s RE", &v).is_ok());
    assert!(off("s LT", &v).unwrap_err().contains("[ttf7 4]"));
    assert!(off("il BK3", &v).unwrap_err().contains("nobody stands in BK3"));
    // [ttf7 10.1] The Draw is an Inside Run; Play-Action goes with a Short or Long Pass.
    assert!(off("sr BK2 draw", &v).unwrap_err().contains("[ttf7 10.1]"));
    assert!(off("q RE pa", &v).unwrap_err().contains("[ttf7 10.1]"));
    // [ttf7 12.1] A field goal only within the kicker's range: from the opponent's 15 yes,
    // from the own 30 (a 87-yard kick) no.
    assert_eq!(off("fg", &v).unwrap(), OffenseChoice::FieldGoal);
    let far = game_at(30, RuleOptions::default());
    assert!(off("fg", &far.view(HOME)).unwrap_err().contains("[ttf7 12.1]"));
    // [ttf7 13.6] A Fair Catch Kick only after a fair catch.
    assert!(off("fck", &v).unwrap_err().contains("[ttf7 13.6]"));
}

#[test]
fn spike_needs_a_running_clock() {
    // [ttf7 20.6] The spike stops a running clock: refused after a play that stopped it.
    let mut g = game_at(50, RuleOptions::default());
    assert!(off("spike", &g.view(HOME)).unwrap_err().contains("[ttf7 20.6]"));
    g.prev_stopped = false;
    assert_eq!(off("spike", &g.view(HOME)).unwrap(), OffenseChoice::Spike);
}

#[test]
fn fakes_are_refused_in_the_final_two_minutes() {
    // [ttf7 13.2] [ttf7 12.2] No fake punt or fake field goal in the final two minutes of a half.
    let mut g = game_at(80, RuleOptions::default());
    assert_eq!(off("fake-punt", &g.view(HOME)).unwrap(), OffenseChoice::FakePunt);
    assert_eq!(off("fake-fg", &g.view(HOME)).unwrap(), OffenseChoice::FakeFieldGoal);
    g.core.clock = Clock::new(2, 90);
    assert!(off("fake-punt", &g.view(HOME)).unwrap_err().contains("[ttf7 13.2]"));
    assert!(off("fake-fg", &g.view(HOME)).unwrap_err().contains("[ttf7 12.2]"));
}

#[test]
fn standard_rules_refuse_the_advanced_plays_and_tempos() {
    // [ttf7 26] The advanced plays, strategies and No-Huddle/Hurry-Up belong to the advanced game.
    let g = game_at(30, RuleOptions::standard());
    let v = g.view(HOME);
    assert!(off("ol", &v).unwrap_err().contains("[ttf7 26]"));
    assert!(off("s RE nh", &v).unwrap_err().contains("[ttf7 26]"));
    assert!(off("l RE deep1", &v).unwrap_err().contains("[ttf7 26]"));
    assert!(def("pass stunt BC", &v).unwrap_err().contains("[ttf7 26]"));
    assert!(command::kickoff("squib", false).unwrap_err().contains("[ttf7 26]"));
    assert_eq!(command::kickoff("squib", true).unwrap(), KickoffKind::Squib);
    assert_eq!(command::kickoff("", false).unwrap(), KickoffKind::Normal);
    assert_eq!(command::kickoff("onside", false).unwrap(), KickoffKind::Onside);
    assert!(command::kickoff("punt", true).is_err());
    assert!(off("s RE", &v).is_ok());
}

#[test]
fn solitaire_refuses_a_repeated_quick_pass() {
    // [ttf7 25] Solitaire: no two Quick (Screen, Shovel, Swing) passes in succession.
    let mut g = game_at(30, RuleOptions { solitaire: true, ..RuleOptions::default() });
    assert!(off("q RE", &g.view(HOME)).is_ok());
    g.last_play[HOME] = Some(OffPlay::Quick);
    assert!(off("q RE", &g.view(HOME)).unwrap_err().contains("[ttf7 25]"));
    assert!(off("s RE", &g.view(HOME)).is_ok());
}

#[test]
fn a_two_point_try_is_a_scrimmage_play() {
    // [ttf7 12.4] The try: a kick is asked for apart (kick or two); the two-point play is a
    // scrimmage play from the 2, so no punt, field goal, Long Pass or Flop.
    let mut g = game_at(98, RuleOptions::default());
    g.core.phase = Phase::Try { team: HOME };
    let v = g.view(HOME);
    assert!(off("punt", &v).unwrap_err().contains("two-point try"));
    assert!(off("fg", &v).unwrap_err().contains("two-point try"));
    assert!(off("kneel", &v).unwrap_err().contains("two-point try"));
    assert_eq!(play_of(off("ir", &v).unwrap()).0, OffPlay::InsideRight);
    assert!(off("ir nh", &v).unwrap_err().contains("[ttf7 12.4]"));
    // From the 2 a Long Pass is refused by the field (§4); from the 25, chosen by the offense,
    // it is legal.
    assert!(off("l FL1", &v).unwrap_err().contains("[ttf7 4]"));
    g.core.spot = Spot::new(75).unwrap();
    assert_eq!(play_of(off("l FL1", &g.view(HOME)).unwrap()).0, OffPlay::Long);
}

#[test]
fn defensive_calls_keys_blitzers_and_coverage() {
    let g = game_at(30, RuleOptions::default());
    let v = g.view(HOME);
    // Keys.
    assert_eq!(def("run key BK2", &v).unwrap().call.key, Key::Back(OffBox::BK2));
    assert_eq!(def("run qb", &v).unwrap().call.key, Key::Qb);
    assert_eq!(def("run", &v).unwrap().call.key, Key::None);
    assert!(def("run LE", &v).unwrap_err().contains("[ttf7 5]"));
    // [ttf7 5] A bare blitz sends the two rows-2/3 linebackers or backs with the best pass rush
    // (Mobley in G and Castille in I: PRV 1, first in box order among four with 1).
    let b = def("blitz", &v).unwrap().call;
    assert_eq!(b.play, DefPlay::Blitz);
    assert_eq!(b.blitzers[..2], [Some(pid(&g, "riv-lb3")), Some(pid(&g, "riv-lb4"))]);
    assert_eq!(b.blitzer_count(), 2);
    let named = def("blitz K M N", &v).unwrap().call;
    assert_eq!(named.blitzer_count(), 3);
    assert!(def("blitz K", &v).unwrap_err().contains("[ttf7 5]"));
    assert!(def("blitz B C", &v).unwrap_err().contains("[ttf7 5]"), "linemen do not blitz");
    assert!(def("blitz F H", &v).unwrap_err().contains("nobody stands in box F"));
    // [ttf7 10.3] Double Coverage needs 3 in row 2 and 4 in row 3: Riverton's base has 2 in row 2.
    assert!(def("pass double RE", &v).unwrap_err().contains("[ttf7 10.3]"));
    assert!(def("run double RE", &v).is_err());
    // [ttf7 10.4] Stunts pair adjacent row-1 boxes.
    assert_eq!(def("pass stunt BC", &v).unwrap().call.stunts[0], Some((DefBox::B, DefBox::C)));
    assert!(def("pass stunt AC", &v).unwrap_err().contains("[ttf7 10.4]"));
    assert!(def("zone", &v).unwrap_err().contains("not a defense"));
}

#[test]
fn strategies_patterns_and_the_single_back_set_are_called_at_the_keyboard() {
    // [ttf7 10.2] `keep` names one or two backs or tight ends kept in; `dt` the defender's box
    // and, optionally, the helper the Double-Team Table lists for it (else the table's first).
    let g = game_at(30, RuleOptions::default());
    let v = g.view(HOME);
    let call = |line: &str| match off(line, &v) {
        Ok(OffenseChoice::Play { call, .. }) => Ok(call),
        Ok(other) => panic!("{other:?}"),
        Err(e) => Err(e),
    };
    let c = call("s RE keep BK1 LTE").unwrap();
    assert_eq!((c.target, c.extra_blockers), (OffBox::RE, [Some(OffBox::BK1), Some(OffBox::LTE)]));
    let c = call("s RE dt B C").unwrap();
    assert_eq!(c.double_team, Some(DoubleTeam { target: DefBox::B, assist: Some(OffBox::C), player: None }));
    // A box the table does not list as a helper for B is not taken as one: here it is a second
    // receiver, refused.
    assert!(call("s RE dt B LTE").unwrap_err().contains("names one box"));
    // A lineman the table does not list is named as the wrong helper.
    let e = call("s RE dt B RT").unwrap_err();
    assert!(e.contains("RT does not help") && e.contains("lists C or LT"), "{e}");
    // The helper must stand in his box (Riverton has no right tight end).
    assert!(call("s RE dt E RTE").unwrap_err().contains("nobody stands in RTE"));
    // `keep` takes backs and tight ends only: the receiver after them is the play's.
    let c = call("s keep BK2 RE").unwrap();
    assert_eq!((c.target, c.extra_blockers), (OffBox::RE, [Some(OffBox::BK2), None]));
    // A run may carry a double-team; extra blockers go with Quick, Short and Long only.
    assert_eq!(call("il dt A").unwrap().double_team, Some(DoubleTeam { target: DefBox::A, assist: None, player: None }));
    assert!(call("il keep BK1").unwrap_err().contains("[ttf7 10.2]"));
    // The same tight end named to stay in and to help the double-team is a contradiction.
    let e = call("s RE keep LTE dt A LTE").unwrap_err();
    assert!(e.contains("double-team") && e.contains("[ttf7 10.2]"), "{e}");
    // The intended receiver cannot stay in; a lineman is not an extra blocker.
    assert!(call("s RE keep RE").unwrap_err().contains("[ttf7 10.2]"));
    assert!(call("s RE keep LT").unwrap_err().contains("[ttf7 10.2]"));
    assert!(call("s RE keep").unwrap_err().contains("keep <box>"));
    assert!(call("s RE dt").unwrap_err().contains("dt <box>"));
    // A defender by name (§10.2 a), with or without a helper; followed to his box at the reveal.
    let reyes = g.teams[HOME.other()].team.idx("hbr-de1").unwrap();
    let dt = call("s RE dt reyes").unwrap().double_team.unwrap();
    assert_eq!((dt.player, dt.assist), (Some(reyes), None));
    assert_eq!(call("s RE dt reyes LG").unwrap().double_team.unwrap().assist, Some(OffBox::LG));
    assert!(call("s RE dt nobodyatall").unwrap_err().contains("no player 'nobodyatall'"));
    // [ttf7 8.12] A receiver's designated pattern; Screens, Shovels and Swings take none; no Long
    // pattern inside the opponent's 20.
    let c = call("s RE FL1=l LTE=q").unwrap();
    assert_eq!((c.patterns[OffBox::FL1.idx()], c.patterns[OffBox::LTE.idx()], c.patterns[OffBox::RE.idx()]), (Some(Pattern::Long), Some(Pattern::Quick), None));
    assert!(call("s RE FL1=x").unwrap_err().contains("q, s or l"));
    assert!(call("s RE LT=l").unwrap_err().contains("receiver's box"));
    assert!(call("sw BK2 FL1=l").unwrap_err().contains("[ttf7 8.12]"));
    let near = game_at(85, RuleOptions::default());
    let vn = near.view(HOME);
    assert!(off("s RE FL1=l", &vn).unwrap_err().contains("[ttf7 8.12]"));
    assert!(off("s RE FL1=s", &vn).is_ok());
    // [ttf7 2] The Single Back Set: only a lone back moves, and only to BK1 or BK2.
    assert!(call("il shift BK1").unwrap_err().contains("[ttf7 2]"), "two backs on the lineup");
    assert!(call("il shift FL1").unwrap_err().contains("shift BK1|BK2"));
    let lone = [Edit::Offense(OffBox::BK1, None), Edit::Offense(OffBox::FL2, Some(pid(&g, "riv-wr5")))];
    let d = command::offense_display(&v, &lone).unwrap();
    match command::offense("il shift BK1", &v, &d).unwrap() {
        Parsed::Call(OffenseChoice::Play { call, .. }) => assert_eq!((call.target, call.move_single_back), (OffBox::BK2, Some(OffBox::BK1))),
        other => panic!("{other:?}"),
    }
    // The Shotgun is a display change: the quarterback into BK3.
    let e = match command::offense("sub BK3 brennan", &v, &v.base_offense).unwrap() {
        Parsed::Edit(e) => e,
        other => panic!("{other:?}"),
    };
    let d = command::offense_display(&v, &[e]).unwrap();
    assert!(d.shotgun(&g.teams[HOME].team) && d.get(OffBox::QB).is_none());
    // The Standard game has neither.
    let g = game_at(30, RuleOptions::standard());
    let v = g.view(HOME);
    assert!(off("s RE keep BK1", &v).unwrap_err().contains("[ttf7 26]"));
}

#[test]
fn a_substitution_during_the_no_huddle_is_said_at_the_keyboard() {
    // [ttf7 20.7] The offense may substitute, but that ends its No-Huddle: a `nh`/`hu` call
    // from a display with other players than the last down's is refused with the rule (the
    // play would silently run at the normal tempo); with the same players it stands.
    let mut g = game_at(30, RuleOptions::default());
    g.prev_stopped = false;
    g.hurry_lock = Some(huddle_fac::game::HurryLock { offense: HOME, plays: g.plays.len(), od: g.base_offense(HOME), dd: g.base_defense(Side::Away) });
    let v = g.view(HOME);
    assert!(v.hurry_going.is_some());
    assert_eq!(play_of(off("il hu", &v).unwrap()).4, Tempo::HurryUp);
    let pike = pid(&g, "riv-rb2");
    let d = command::offense_display(&v, &[Edit::Offense(OffBox::BK2, Some(pike))]).unwrap();
    let e = command::offense("il hu", &v, &d).unwrap_err();
    assert!(e.contains("[ttf7 20.7]"), "{e}");
    assert!(command::offense("il", &v, &d).is_ok(), "without the tempo");
}

#[test]
fn a_quarterback_change_is_checked_against_the_grades() {
    // [ttf7 23.1] `sub QB <B quarterback>` with the A fit is refused at the keyboard, with the
    // rule; once the A is hurt it stands.
    let mut g = game_at(30, RuleOptions::default());
    let v = g.view(HOME);
    let sub = match command::offense("sub QB whitcomb", &v, &v.base_offense).unwrap() {
        Parsed::Edit(e) => e,
        other => panic!("an edit, got {other:?}"),
    };
    let e = command::offense_display(&v, &[sub]).unwrap_err();
    assert!(e.contains("B quarterback") && e.contains("[ttf7 23.1]"), "{e}");
    let (a, b) = (pid(&g, "riv-qb1"), pid(&g, "riv-qb2"));
    g.teams[HOME].out.push(Out { pid: a, until: Until::EndOfGame { extra: 0 } });
    let v = g.view(HOME);
    assert_eq!(command::offense_display(&v, &[sub]).unwrap().get(OffBox::QB), Some(b));
}

#[test]
fn display_changes_are_checked_and_kept() {
    // [ttf7 3.1] Substitutions keep a legal Offense Display.
    let mut g = game_at(30, RuleOptions::default());
    let v = g.view(HOME);
    let pike = pid(&g, "riv-rb2");
    let e = match command::offense("sub BK2 pike", &v, &v.base_offense).unwrap() {
        Parsed::Edit(e) => e,
        other => panic!("an edit, got {other:?}"),
    };
    assert_eq!(e, Edit::Offense(OffBox::BK2, Some(pike)));
    let d = command::offense_display(&v, &[e]).unwrap();
    assert_eq!(d.get(OffBox::BK2), Some(pike));
    // The call then runs from the changed display.
    match command::offense("il", &v, &d).unwrap() {
        Parsed::Call(OffenseChoice::Play { display, call, .. }) => {
            assert_eq!(display.get(call.target), Some(pike));
        }
        other => panic!("{other:?}"),
    }
    // Emptying BK1 leaves one back and one flanker: not a legal formation.
    let empty = match command::offense("sub BK1 -", &v, &v.base_offense).unwrap() {
        Parsed::Edit(e) => e,
        other => panic!("{other:?}"),
    };
    assert!(command::offense_display(&v, &[empty]).unwrap_err().contains("[ttf7 3.1]"));
    // …but together with a flanker in FL2 it is (1 back + FL1 + FL2).
    let spruill = pid(&g, "riv-wr5");
    let fl2 = Edit::Offense(OffBox::FL2, Some(spruill));
    assert!(command::offense_display(&v, &[empty, fl2]).is_ok());
    // Names: a part that only one player has, or an ambiguity listed.
    assert!(command::offense("sub BK2 nobody", &v, &v.base_offense).unwrap_err().contains("no healthy player"));
    assert!(command::offense("sub BK2 r", &v, &v.base_offense).unwrap_err().contains("could be"));
    // A player hurt since: the change no longer applies.
    g.teams[HOME].out.push(Out { pid: pike, until: Until::EndOfGame { extra: 0 } });
    let v = g.view(HOME);
    assert!(command::offense_display(&v, &[e]).unwrap_err().contains("hurt"));
    assert!(command::offense("sub BK2 pike", &v, &v.base_offense).unwrap_err().contains("no healthy player"));

    // [ttf7 3.2] Defense: a nickel back in for a linebacker, and a move to row 2 that makes
    // Double Coverage legal (3 in row 2, 4 in row 3).
    let v = g.view(HOME);
    let mensah = pid(&g, "riv-cb3");
    let sub = Edit::DefenseSub(DefBox::E, mensah);
    let mv = Edit::DefenseMove(mensah, DefBox::H);
    let d = command::defense_display(&v, &[sub, mv]).unwrap();
    assert_eq!(d.box_of(mensah), Some(DefBox::H));
    assert_eq!(d.row_count(2), 3);
    match command::defense("pass double RE", &v, &d).unwrap() {
        Parsed::Call(c) => assert_eq!(c.call.coverage, Coverage::Double(OffBox::RE)),
        other => panic!("{other:?}"),
    }
    assert!(command::defense_display(&v, &[Edit::DefenseMove(mensah, DefBox::H)]).unwrap_err().contains("not on the display"));
    assert!(command::defense("move K", &v, &v.base_defense).is_err());
}

/// A coach that types: each down it tries the lines of its list in a random order and sends the
/// first one the call language accepts (the computer's call when none is).
struct Typist {
    ai: AiCoach,
    accepted: std::rc::Rc<std::cell::RefCell<std::collections::BTreeSet<&'static str>>>,
}

const OFFENSE_LINES: &[&str] = &[
    "il", "ir draw", "sl", "sr BK1", "er RE", "er LE", "pl", "pr", "ol", "or BK1", "q RE", "q LTE nh", "s LE", "s RTE hu", "s FL1 pa",
    "l FL1 deep1", "l RE deep2 pa", "l LE boot", "scr BK2", "sw BK2", "sh BK2", "kneel", "sneak", "spike", "fg", "punt", "fake-punt",
    "fake-fg", "fck", "s BK1", "l FL2", "s LT", "il BK3", "s LE keep BK2 dt B", "q RE keep LTE dt A LTE", "s FL1 keep BK2 dt D RT",
    "sl dt E", "s LE FL1=l", "l FL1 RE=s FL2=q", "il shift BK1", "ir shift BK2 dt C", "l RE keep BK1 BK2",
];
const DEFENSE_LINES: &[&str] = &[
    "run", "run key BK2", "run qb", "pass", "prevent", "blitz", "blitz K M N", "blitz F J", "pass double LE", "pass triple RE",
    "prevent double FL1 RE", "pass stunt BC", "run stunt AB stunt DE", "pass stunt CD",
];

impl Typist {
    fn pick<T>(&mut self, lines: &'static [&'static str], rng: &mut dyn huddle_core::Randomness, parse: impl Fn(&str) -> Result<Parsed<T>, String>) -> Option<T> {
        let mut order: Vec<&'static str> = lines.to_vec();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u32 + 1) as usize);
        }
        for line in order {
            if let Ok(Parsed::Call(c)) = parse(line) {
                self.accepted.borrow_mut().insert(line);
                return Some(c);
            }
        }
        None
    }
}

impl Coach for Typist {
    fn offense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> OffenseChoice {
        // Fourth down is the computer's (a typist would punt from his own end zone).
        if v.game.down() == Down::Fourth && !matches!(v.game.phase, Phase::Try { .. }) {
            return self.ai.offense(v, rng);
        }
        self.pick(OFFENSE_LINES, rng, |l| command::offense(l, v, &v.base_offense)).unwrap_or_else(|| self.ai.offense(v, rng))
    }
    fn defense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> DefenseChoice {
        self.pick(DEFENSE_LINES, rng, |l| command::defense(l, v, &v.base_defense)).unwrap_or_else(|| self.ai.defense(v, rng))
    }
}

#[test]
fn every_call_the_language_accepts_the_engine_runs() {
    // The call language checks at least what the engine checks (§3-§10, §12, §13, §20, §25,
    // §26): a typed call is never refused by the engine and replaced by its safe call.
    let league = sample::league_2024();
    let accepted = std::rc::Rc::new(std::cell::RefCell::new(std::collections::BTreeSet::new()));
    for (i, opts) in [RuleOptions::default(), RuleOptions::standard(), RuleOptions { solitaire: true, ..RuleOptions::default() }].into_iter().enumerate() {
        for seed in 0..8u64 {
            let home = league[(seed as usize * 7 + i) % league.len()].clone();
            let away = league[(seed as usize * 11 + 3 + i) % league.len()].clone();
            if home.code == away.code {
                continue;
            }
            let ed = Edition::ttf7();
            let deck = huddle_fac::sim::default_deck(&ed);
            let typist = || Box::new(Typist { ai: AiCoach::default(), accepted: accepted.clone() });
            let coaches: PerSide<Box<dyn Coach>> = PerSide::new(typist(), typist());
            let mut g = FacGame::new(ed, opts.clone(), home, away, deck, AnyRandom::Seeded(SeededRandom::new(seed)), coaches);
            g.play_out().unwrap();
            assert_eq!(g.refused_calls, 0, "seed {seed}, options {i}: the engine refused a call the language accepted");
            assert!(g.plays.len() > 100);
        }
    }
    // The typists ran a wide range of calls (which lines a lineup allows depends on the teams:
    // the 2024 base displays have one back and two flankers), never a pass to a lineman.
    let accepted = accepted.borrow();
    assert!(accepted.len() >= 25, "{:?}", *accepted);
    for line in ["s LE", "l FL1 deep1", "ir draw", "ol", "scr BK2", "spike", "fg", "run key BK2", "blitz K M N", "pass double LE", "s LE keep BK2 dt B", "s FL1 keep BK2 dt D RT", "sl dt E", "s LE FL1=l", "il shift BK1"] {
        assert!(accepted.contains(line), "{line}: {:?}", *accepted);
    }
    assert!(!accepted.contains("s LT"));
    assert!(!accepted.contains("q RE keep LTE dt A LTE"), "a tight end both kept in and helping");
}

#[test]
fn a_foul_with_a_choice_is_described_by_where_each_answer_leaves_the_ball() {
    use huddle_core::DownEffect;
    use huddle_fac::coach::PenaltyChoice;
    use huddle_fac::play::Ball;
    // Riverton, 3rd & 4 at its own 46 (line to gain the 50).
    let mut g = game_at(46, RuleOptions::default());
    g.core.downs = DownDistance { down: Down::Third, line_to_gain: 50 };
    let snap = command::Snap::of(&g.view(Side::Away));
    assert_eq!((snap.offense.as_str(), snap.defense.as_str(), snap.down, snap.line_to_gain, snap.los), ("RIV", "HBR", 3, 50, 46));
    // [ttf7 17.3] A foul with an option goes to the offended team, shown what each answer leaves.
    // A replayed down keeps its number unless the ball reaches the line to gain; an
    // automatic first down; a loss of down; a turnover on downs; scores; a defense ball.
    assert_eq!(snap.ball_text(Ball::Off { at: 41, effect: DownEffect::Replay }), "RIV ball, 3rd & 9 at RIV 41");
    assert_eq!(snap.ball_text(Ball::Off { at: 51, effect: DownEffect::Replay }), "RIV ball, 1st & 10 at HBR 49");
    assert_eq!(snap.ball_text(Ball::Off { at: 48, effect: DownEffect::FirstDown }), "RIV ball, 1st & 10 at RIV 48");
    assert_eq!(snap.ball_text(Ball::Off { at: 48, effect: DownEffect::Normal }), "RIV ball, 4th & 2 at RIV 48");
    assert_eq!(snap.ball_text(Ball::Off { at: 95, effect: DownEffect::FirstDown }), "RIV ball, 1st & goal at HBR 5");
    assert_eq!(snap.ball_text(Ball::Off { at: 100, effect: DownEffect::Normal }), "RIV touchdown");
    assert_eq!(snap.ball_text(Ball::Off { at: 0, effect: DownEffect::Normal }), "safety (HBR 2 points)");
    assert_eq!(snap.ball_text(Ball::Def { at: 30 }), "HBR ball at HBR 30");
    assert_eq!(snap.ball_text(Ball::Def { at: 0 }), "HBR ball, touchback");
    // [ttf7 12.4] On a two-point try: two points, the try again, or no score.
    let try_snap = command::Snap { try_down: true, ..snap.clone() };
    assert_eq!(try_snap.ball_text(Ball::Off { at: 100, effect: DownEffect::Normal }), "RIV two points");
    assert_eq!(try_snap.ball_text(Ball::Off { at: 88, effect: DownEffect::Replay }), "RIV try again from the 12");
    assert_eq!(try_snap.ball_text(Ball::Off { at: 97, effect: DownEffect::Normal }), "the try fails");
    let mut fourth = snap.clone();
    fourth.down = 4;
    assert_eq!(fourth.ball_text(Ball::Off { at: 48, effect: DownEffect::Normal }), "HBR ball on downs at RIV 48");
    let c = PenaltyChoice {
        name: "Defense Holding",
        yards: 5,
        offense_decides: true,
        accept_value: 1.0,
        decline_value: 0.0,
        accepted: Some(Ball::Off { at: 51, effect: DownEffect::FirstDown }),
        declined: Some(Ball::Off { at: 48, effect: DownEffect::Normal }),
    };
    let t = command::penalty_text(&c, Some(&snap), "RIV");
    assert_eq!(t, "FLAG — Defense Holding, 5 yards: RIV may accept or decline it\n  accept  → RIV ball, 1st & 10 at HBR 49\n  decline → RIV ball, 4th & 2 at RIV 48\n");
    // On a kick the answers are not placed.
    let kick = PenaltyChoice { accepted: None, declined: None, ..c };
    assert_eq!(command::penalty_text(&kick, Some(&snap), "RIV").lines().count(), 1);
    assert!(command::accept(" Accept ").unwrap());
    assert!(!command::accept("d").unwrap());
    assert!(command::accept("maybe").is_err());
}

#[test]
fn special_teams_answers() {
    use huddle_fac::kick::{KickoffDefense, PuntDefense, PuntPlan};
    // [ttf7 13.1] The receiving team's punt defense; the kicking team's final plan.
    assert_eq!(command::punt_defense("").unwrap(), PuntDefense::Return);
    assert_eq!(command::punt_defense("fake").unwrap(), PuntDefense::FakePuntDefense);
    assert_eq!(command::punt_defense("RUSH").unwrap(), PuntDefense::AllOutRush);
    assert!(command::punt_defense("block it").is_ok());
    assert!(command::punt_defense("zone").is_err());
    let g = game_at(35, RuleOptions::default());
    let v = g.view(HOME);
    assert_eq!(command::punt_plan("", &v).unwrap(), PuntPlan::punt());
    assert_eq!(command::punt_plan("fake", &v).unwrap(), PuntPlan::fake());
    // [ttf7 13.8] A Coffin Corner deduction of 10-25 yards, an advanced rule [ttf7 26].
    assert_eq!(command::punt_plan("cc 15", &v).unwrap(), PuntPlan::coffin_corner(15));
    assert!(command::punt_plan("cc 30", &v).unwrap_err().contains("[ttf7 13.8]"));
    assert!(command::punt_plan("cc", &v).unwrap_err().contains("[ttf7 13.8]"));
    let std = game_at(35, RuleOptions::standard());
    assert!(command::punt_plan("cc 15", &std.view(HOME)).unwrap_err().contains("[ttf7 26]"));
    // [ttf7 13.2] No fake in the final two minutes of a half.
    let mut late = game_at(35, RuleOptions::default());
    late.core.clock = Clock::new(4, 100);
    assert!(command::punt_plan("fake", &late.view(HOME)).unwrap_err().contains("[ttf7 13.2]"));
    assert!(command::punt_plan("punt now", &v).is_err());
    // [ttf7 14.1] The kickoff defense.
    assert_eq!(command::kickoff_defense("").unwrap(), KickoffDefense::Normal);
    assert_eq!(command::kickoff_defense("onside").unwrap(), KickoffDefense::Onside);
    assert!(command::kickoff_defense("squib").is_err());
    assert!(command::yes_no("Yes").unwrap());
    assert!(!command::yes_no("").unwrap());
    assert!(command::yes_no("maybe").is_err());
}
