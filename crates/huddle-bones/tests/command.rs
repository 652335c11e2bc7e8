//! The terminal's call language (`huddle play --rules bones`): each typed call is checked by the
//! rules the engine checks, so an illegal one is refused with its rule and a legal one becomes
//! exactly the call the engine runs. Kansas City (home) has the ball against Baltimore on the
//! Lineup Cards' displays.

use huddle_bones::call::{DefPlay, OffPlay, OffStrategy, RunKey, Sector};
use huddle_bones::coach::OffenseChoice;
use huddle_bones::command::{self, Edit};
use huddle_bones::display::{lineup_offense, validate_offense};
use huddle_bones::game::BonesGame;
use huddle_bones::testkit::*;
use huddle_cards::OffBox;
use huddle_core::{Down, Side};

fn at(spot: i16) -> BonesGame {
    game_at(ScriptCoach::default(), ScriptCoach::default(), &[], spot, Down::First, 10, 1, 900)
}

fn offense(g: &BonesGame, line: &str) -> Result<OffenseChoice, String> {
    let v = g.view(Side::Home);
    command::offense(line, &v, &v.base_offense)
}

fn call(g: &BonesGame, line: &str) -> huddle_bones::call::OffenseCall {
    match offense(g, line) {
        Ok(OffenseChoice::Play { call, .. }) => call,
        other => panic!("{line}: {other:?}"),
    }
}

fn refused(r: Result<impl std::fmt::Debug, String>, rule: &str) -> String {
    let e = r.expect_err("an illegal call is refused");
    assert!(e.contains(&format!("[bones {rule}]")), "{e} should name [bones {rule}]");
    e
}

#[test]
fn runs_go_to_the_best_back_by_default_and_to_backs_or_the_quarterback_only() {
    // [bones 6.1] runs go to BK1-BK3 or the quarterback; passes to any non-lineman but him.
    let g = at(30);
    let c = call(&g, "il");
    assert_eq!((c.play, c.involved), (OffPlay::IL, OffBox::BK2), "Kareem Hunt, the only back, carries");
    assert_eq!(call(&g, "sr qb").involved, OffBox::QB);
    refused(offense(&g, "sl FL1"), "6.1");
    refused(offense(&g, "sh QB"), "6.1");
    refused(offense(&g, "sh LT"), "6.1");
    let c = call(&g, "sh FL1");
    assert_eq!((c.play, c.involved, c.strategy), (OffPlay::SH, OffBox::FL1, OffStrategy::None));
    assert!(offense(&g, "sh").unwrap_err().contains("needs the box of its receiver"));
    assert!(offense(&g, "xx").unwrap_err().contains("'xx' is not a play"));
    assert!(offense(&g, "sh FL1 LE").unwrap_err().contains("one ball carrier or receiver"));
}

#[test]
fn no_long_pass_inside_the_20_and_no_screen_inside_the_5() {
    // [bones 9.8] no Long pass within 20 yards of the goal; [bones 11.1] no Screen within 5.
    assert_eq!(call(&at(79), "lg FL1").play, OffPlay::LG);
    refused(offense(&at(80), "lg FL1"), "9.8");
    assert_eq!(call(&at(94), "sc").involved, OffBox::BK2);
    refused(offense(&at(95), "sc"), "11.1");
}

#[test]
fn strategies_go_with_their_plays() {
    let g = at(30);
    // [bones 12.1] [bones 12.2] the Flop and the Sneak: the quarterback's inside run.
    let c = call(&g, "flop");
    assert_eq!((c.play, c.involved, c.strategy), (OffPlay::IL, OffBox::QB, OffStrategy::Flop));
    assert_eq!(call(&g, "sneak").strategy, OffStrategy::Sneak);
    // [bones 12.3] the Draw with an inside run only.
    assert_eq!(call(&g, "ir draw").strategy, OffStrategy::Draw);
    refused(offense(&g, "sl draw"), "12.3");
    // [bones 12.4] Play-Action with a Short or Long pass, never from the Shotgun.
    assert_eq!(call(&g, "lg FL1 pa").strategy, OffStrategy::PlayAction);
    refused(offense(&g, "qk FL1 pa"), "12.4");
    refused(offense(&g, "sh FL1 pa gun"), "12.4");
    // [bones 12.5] the Shotgun with Quick, Short, Long and Shovel passes.
    assert!(call(&g, "qk LE gun").shotgun);
    refused(offense(&g, "il gun"), "12.5");
    // [bones 11.3] the Shovel only from the Shotgun.
    refused(offense(&g, "sp"), "11.3");
    let c = call(&g, "sp gun");
    assert_eq!((c.play, c.involved, c.shotgun), (OffPlay::SP, OffBox::BK2, true));
    // [bones 11.4] no Swing from the Shotgun.
    refused(offense(&g, "wp gun"), "11.4");
    // [bones 10.1] a back kept in to block on a pass, from the display.
    assert_eq!(call(&g, "sh FL1 block BK2").blockers, [Some(OffBox::BK2), None]);
    refused(offense(&g, "sh FL1 block BK1"), "10.1");
    refused(offense(&g, "il block BK2"), "10.1");
    // [bones 12.7] Double-Team Blocking on a run names a defender and a Secondary Blocker.
    let c = call(&g, "il dt madubuike with LG");
    let def = &g.teams[Side::Away].team;
    assert_eq!(def.player(c.double_team.unwrap()).name, "Nnamdi Madubuike");
    assert!(c.double_team_secondary.is_some());
    refused(offense(&g, "sh FL1 dt madubuike"), "12.7");
    assert!(offense(&g, "il dt madubuike with QB").unwrap_err().contains("not a blocker's slot"));
}

#[test]
fn kicks_from_the_offense() {
    // [bones 14.4] the Coffin Corner takes 10-25 yards off the punt.
    let g = at(60);
    assert!(matches!(offense(&g, "punt cc 15"), Ok(OffenseChoice::Punt { coffin: Some(15), fake: false })));
    assert!(matches!(offense(&g, "punt fake"), Ok(OffenseChoice::Punt { coffin: None, fake: true })));
    refused(offense(&g, "punt cc 30"), "14.4");
    refused(offense(&g, "punt cc 9"), "14.4");
    // Field goals up to the table's longest kick (a reconstruction).
    let v = g.view(Side::Home);
    let longest = v.t.fg.max as i16 - v.t.fg.offset as i16;
    assert_eq!(offense(&at(100 - longest), "fg"), Ok(OffenseChoice::FieldGoal));
    assert!(offense(&at(99 - longest), "fg").unwrap_err().contains("field goal from here"));
}

#[test]
fn defenses_and_their_strategies() {
    let g = at(30);
    let v = g.view(Side::Away);
    let od = lineup_offense(&g.teams[Side::Home].team);
    let d = |line: &str| command::defense(line, &v, &v.base_defense, &od);
    // [bones 6.2] a run key names a back on the offense's display, the quarterback or the End-Around.
    let hunt = od.get(OffBox::BK2).unwrap();
    assert_eq!(d("run key BK2").unwrap().call.play, DefPlay::Run(RunKey::Back(hunt)));
    assert_eq!(d("run").unwrap().call.play, DefPlay::Run(RunKey::NoKey));
    assert_eq!(d("run key qb").unwrap().call.play, DefPlay::Run(RunKey::Qb));
    refused(d("run key BK1"), "6.2");
    refused(d("run key FL1"), "6.2");
    // [bones 10.3] a Blitz sends two to five linebackers and backs of Rows 2-3.
    let b = d("blitz").unwrap().call;
    assert_eq!(b.blitz_count(), 2, "two linebackers by default");
    assert_eq!(d("blitz F H J").unwrap().call.blitz_count(), 3);
    refused(d("blitz F"), "10.3");
    refused(d("blitz A B"), "10.3");
    // [bones 13.5] the Zone by sector.
    assert_eq!(d("zone left").unwrap().call.play, DefPlay::Zone(Sector::Left));
    assert!(d("zone middle").unwrap_err().contains("13.5"));
    // [bones 13.1] double coverage needs Rows 2-3 of 4-4, 3-5 or 2-6: Baltimore stands 3-4.
    refused(d("pass double FL1 M"), "13.1");
    refused(d("run double FL1 M"), "13.1");
    // [bones 13.8] a stunt is two linemen side by side in Row 1.
    refused(d("pass stunt A E"), "13.8");
    // [bones 13.7] the Run Blitz goes with a run defense.
    refused(d("pass runblitz"), "13.7");
    // [bones 13.6] Center Field needs a fifth back in box L.
    refused(d("pass cf"), "13.6");
    assert!(d("pass XX").unwrap_err().contains("not an option"));
}

#[test]
fn display_changes_are_checked_before_they_are_kept() {
    // [bones 5.1] the Offense Display: a lineman in the line, a quarterback in QB, 11 players.
    let g = at(30);
    let t = &g.teams[Side::Home].team;
    let base = lineup_offense(t);
    let on = |p| base.box_of(p).is_some();
    let es = command::edits("sub BK2 -", t, true, on).unwrap().unwrap();
    assert_eq!(es, vec![Edit::Offense(OffBox::BK2, None)]);
    let d = command::apply_offense(base, &es);
    assert!(validate_offense(&d, t).unwrap_err().to_string().contains("[bones 5.1]"));
    // A tight end in the tight box is a Bones box (§5.1), unlike the 6th edition's display.
    let es = command::edits("sub LTE kelce; sub RTE -; sub RE worthy; sub LE -", t, true, on).unwrap().unwrap();
    let d = command::apply_offense(base, &es);
    validate_offense(&d, t).expect("ends swapped sides");
    assert!(command::edits("sub QQ kelce", t, true, on).unwrap().is_err());
    assert!(command::edits("move kelce LE", t, true, on).unwrap().is_err(), "the offense moves with sub");
    // The defense: a lineman in Row 3 is refused by §5.2.
    let dt = &g.teams[Side::Away].team;
    let dbase = huddle_bones::display::lineup_defense(dt);
    let es = command::edits("move madubuike L", dt, false, |p| dbase.box_of(p).is_some()).unwrap().unwrap();
    assert_eq!(es.len(), 1);
    let moved = command::apply_defense(dbase, &es);
    let bad = moved.and_then(|d| huddle_bones::display::validate_defense(&d, dt, false).map_err(|e| e.to_string()));
    assert!(bad.unwrap_err().contains("[bones 5.2]"));
}

#[test]
fn a_card_reads_as_its_ranges() {
    let g = at(30);
    let t = &g.teams[Side::Home].team;
    let qb = lineup_offense(t).get(OffBox::QB).unwrap();
    let s = command::card_text(t, qb);
    assert!(s.starts_with("Patrick Mahomes (QB, KC)"), "{s}");
    assert!(s.contains("Quick  COM 01-") && s.contains("Pass Rush: SACK 01-") && s.contains("Rush "), "{s}");
    let k = t.players.iter().position(|p| p.bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap() as huddle_bones::Pid;
    assert!(command::card_text(t, k).contains("XP 01-"));
}

#[test]
fn the_defense_is_shown_the_shotgun_bones_12_5() {
    // [bones 12.5] "the QB card is moved to the 'Shotgun' position before the defense completes
    // shifting players on the display": the defense's prompt shows it.
    let g = at(30);
    let mut v = g.view(Side::Away);
    let od = lineup_offense(&g.teams[Side::Home].team);
    let plain = command::offense_shown(&v, &od);
    assert!(plain.starts_with("\nKC line up:\n") && !plain.contains("Shotgun"), "{plain}");
    v.shotgun = true;
    let gun = command::offense_shown(&v, &od);
    assert!(gun.starts_with("\nKC line up (Shotgun):\n"), "[bones 12.5] {gun}");
}

#[test]
fn no_shotgun_with_the_flop_or_the_sneak_bones_12_5() {
    // [bones 12.5] The Shotgun "can be used on Quick, Short, Long or Shovel Passes only".
    let g = at(30);
    assert_eq!(call(&g, "sneak").strategy, OffStrategy::Sneak);
    refused(offense(&g, "sneak gun"), "12.5");
    refused(offense(&g, "flop gun"), "12.5");
    assert!(call(&g, "sh FL1 gun").shotgun);
}
