//! Rules a third audit of the engine against the seed found played wrong (2026-11-28), each pinned
//! with whole plays: the clock of a turnover on downs (§2.12.1, §2.12.3) and of the hurry-up
//! (§2.12.5), the run defense's roughing (T20, §2.17), the blocked punt the kicking team recovers
//! (§2.10.2), the QB End Runs counted per quarterback (§2.4.4), the squib kick's return
//! (§2.1.3), receiver fatigue (§2.18.2) and the smaller readings (a sack out of bounds, the flat
//! pass's rush re-roll, the open-zone blitz exception). Fixture teams of `huddle_som::testkit`
//! with scripted dice (control, results A, results B, black, yellow, then whatever the play
//! throws next).

use huddle_som::testkit::{last_record, last_text, plain_opts as opts};
use huddle_core::{Down, Side};
use huddle_som::clock::Tempo;
use huddle_som::coach::{OffPlay, OffenseCall};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::{DefCall, Dir, OffSlot, RunPlay};

fn played(mut g: SomGame) -> SomGame {
    g.step().expect("the down plays");
    g
}

/// The halfback's End Run to the right.
fn end_run() -> OffenseCall {
    call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb })
}

// ------------------------------------------------------------------ the turnover on downs

/// [som 2.12.3] [som 2.12.1] (L504) "All changes of possession plays use 15 seconds on the
/// regular game clock and one tick on the 2:00 clock": a fourth-down End Run short of the line to
/// gain (control 3, 1+3 on the halfback's card: 2 yards of 10) is a turnover on downs, one tick
/// (from :60 the next space of T19, :52), not a 30-second play's four.
/// In the first quarter: 15 seconds, not 30.
#[test]
fn a_turnover_on_downs_is_a_change_of_possession_on_the_clock() {
    let faces = [3, 1, 3, 6, 6];
    let g = played(game_at(&faces, end_run(), defense(DefCall::Pass), 30, 4, 10, 4, 60, opts()));
    assert_eq!(g.core.possession, Side::Away, "the ball goes over on downs: {}", last_text(&g));
    let one_tick = huddle_som::clock::seconds(huddle_som::tables::Tables::embedded(), huddle_som::clock::Cost::Turnover, false, Tempo::Normal, 60, true);
    assert_eq!(60 - one_tick, 52);
    assert_eq!(g.core.clock.remaining, 52, "[som 2.12.3] a change of possession is one tick: {}", last_text(&g));
    let g = played(game_at(&faces, end_run(), defense(DefCall::Pass), 30, 4, 10, 1, 900, opts()));
    assert_eq!((g.core.possession, g.core.clock.remaining), (Side::Away, 885), "[som 2.12.1] a change of possession is 15 seconds: {}", last_text(&g));
    // The same run on third down keeps the ball: a 30-second play.
    let g = played(game_at(&faces, end_run(), defense(DefCall::Pass), 30, 3, 10, 1, 900, opts()));
    assert_eq!((g.core.possession, g.core.down(), g.core.clock.remaining), (Side::Home, Down::Fourth, 870), "[som 2.12.1] {}", last_text(&g));
}

// ------------------------------------------------------------------ the run defense's roughing

/// [som 2.17] T20 (L1555) "RUN – DEFENSE 1-4: Personal foul Roughing, 15 yards from concluding
/// line of scrimmage", added to the play (L988), so the down counts; the pass defense's roughing
/// rows print "plus first down", and the NFL (the seed's fallback, L15) makes a defense's personal
/// foul an automatic first down. A third-and-20 End Run (control 3, 1+3) with the yellow 1; the
/// penalty dice control 4 (the defense's card), 3+3 reads "N1" (number one on the defense): the
/// run's yards, 15 more from where it ended, and a first down — not third and short.
#[test]
fn the_run_defenses_roughing_is_a_first_down() {
    let o = SomOptions { penalties: true, ..opts() };
    let g = played(game_at(&[3, 1, 3, 6, 1, 4, 3, 3], end_run(), defense(DefCall::Pass), 30, 3, 20, 1, 900, o));
    let r = last_record(&g);
    let p = r.penalty.expect("the roughing");
    assert_eq!((p.against, p.yards, p.accepted), (Side::Away, 15, true), "{}", last_text(&g));
    assert!(last_text(&g).contains("roughing"), "{}", last_text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 30 + r.yards + 15), "[som 2.17] 15 yards from the concluding line: {}", last_text(&g));
    assert_eq!((g.core.down(), g.core.to_go()), (Down::First, 10), "[som 2.17] the defense's personal foul is a first down: {}", last_text(&g));
}

// ------------------------------------------------------------------ the hurry-up

/// [som 2.12.5] (L516) "On plays where the clock continues to run the offense can elect to
/// 'hurry-up'": a hurry-up called with a play that stops the clock saves no tick. An End Run from
/// the 2 with :08 left (control 3, 1+3 on the halfback's card) scores: a touchdown's 2 ticks run
/// the clock out, as without the hurry-up (before, the hurry-up's −1 left :01). The same run
/// that keeps the clock running (from the 30) is a tick shorter hurried.
#[test]
fn the_hurry_up_saves_a_tick_only_while_the_clock_runs() {
    let faces = [3, 1, 3, 6, 6];
    let hurry = OffenseCall { tempo: Tempo::HurryUp, ..end_run() };
    let g = played(game_at(&faces, hurry, defense(DefCall::Pass), 98, 1, 2, 4, 8, opts()));
    assert_eq!(g.core.score[Side::Home], 6, "{}", last_text(&g));
    let plain = played(game_at(&faces, end_run(), defense(DefCall::Pass), 98, 1, 2, 4, 8, opts()));
    assert_eq!(plain.core.clock.remaining, 0);
    assert_eq!(g.core.clock.remaining, 0, "[som 2.12.5] a touchdown stops the clock: the hurry-up saves nothing: {}", last_text(&g));
    // In the field of play the run keeps the clock running and the hurry-up takes a tick off.
    let hurried = played(game_at(&faces, hurry, defense(DefCall::Pass), 30, 1, 10, 4, 60, opts()));
    let normal = played(game_at(&faces, end_run(), defense(DefCall::Pass), 30, 1, 10, 4, 60, opts()));
    let t = huddle_som::tables::Tables::embedded();
    assert!(hurried.core.clock.remaining > normal.core.clock.remaining, "[som 2.12.5] {} / {}", last_text(&hurried), last_text(&normal));
    assert_eq!(huddle_som::clock::space_of(t, hurried.core.clock.remaining) + 1, huddle_som::clock::space_of(t, normal.core.clock.remaining), "[som 2.12.5] one tick less");
}

// ------------------------------------------------------------------ the blocked punt

fn blocked_punt(faces: &[u8], down: u8) -> SomGame {
    let d = huddle_som::coach::DefenseCall { punt_rush: huddle_som::coach::PuntRush::Block, ..defense(DefCall::Run) };
    played(game_at(faces, call(OffPlay::Punt), d, 30, down, 10, 1, 900, opts()))
}

/// [som 2.10.2] (L437) "Whenever a punt is blocked it must be recovered. Use the Blocked Kick
/// Chart to determine which team recovers the ball. The team that recovers the ball can attempt
/// to advance the ball" — only a blocked field goal the kicking team recovers is the defense's
/// ball (L469). A third-down punt from the 30 with a block attempt: 6+6+1 = 13, blocked; T7 1+1
/// "Offense recovers 2 yards behind the line": the kicking team's ball at its 28 on fourth down
/// (the computer falls on its own ball). On fourth down the same recovery short of the line to
/// gain goes over on downs, at the spot (the receivers' 72).
#[test]
fn a_blocked_punt_the_kickers_recover_is_their_ball_for_the_next_down() {
    let g = blocked_punt(&[6, 6, 6, 1, 1], 3);
    assert!(last_record(&g).flags.has(huddle_core::PlayFlags::BLOCKED), "{}", last_text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down()), (Side::Home, 28, Down::Fourth), "[som 2.10.2] the kicking team keeps it where it recovered: {}", last_text(&g));
    assert_eq!(g.core.downs.line_to_gain, 40, "the line to gain stands");
    let g = blocked_punt(&[6, 6, 6, 1, 1], 4);
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down()), (Side::Away, 72, Down::First), "[som 2.10.2] on fourth down the ball goes over on downs at the spot: {}", last_text(&g));
}

// ------------------------------------------------------------------ the QB End Runs

/// [som 2.4.4] (L1049) "Each QB is limited to a certain number of End Runs per game … After the
/// second run that player may not attempt any more End Runs in that game": the limit is each
/// quarterback's. The starter (57 carries: 2 End Runs) runs his two (control 3, 1+3 each); his
/// third is refused, but a backup (40 carries: 2) brought in for the snap may run his own, and
/// his run is counted to him.
#[test]
fn each_quarterback_has_his_own_end_runs() {
    let qb_end_run = |subs: huddle_som::lineup::Subs| OffenseCall { subs, ..call(OffPlay::Run { play: RunPlay::end_run(Dir::Left), carrier: OffSlot::Qb }) };
    let mut g = game_at(&[3, 1, 3, 6, 6, 3, 1, 3, 6, 6, 3, 1, 3, 6, 6], qb_end_run(huddle_som::lineup::Subs::NONE), defense(DefCall::Pass), 30, 1, 10, 1, 900, opts());
    let t = &mut g.teams[Side::Home].team;
    let starter = t.player("HOM-qb").expect("the starter");
    t.players[starter].season.rush_att = 57;
    let mut backup = t.players[starter].clone();
    backup.id = "HOM-qb2".into();
    backup.name = "Backup quarterback".into();
    backup.season.rush_att = 40;
    t.players.push(backup);
    t.depth.qb.push("HOM-qb2".into());
    let backup = t.player("HOM-qb2").expect("the backup");
    assert_eq!(g.qb_end_runs_left(Side::Home), 2);
    g.step().expect("the first End Run");
    g.step().expect("the second End Run");
    assert_eq!(g.qb_end_runs_left(Side::Home), 0, "{}", last_text(&g));
    assert!(g.legal(&qb_end_run(huddle_som::lineup::Subs::NONE)).unwrap_err().contains("[som 2.4.4]"), "the starter has run his two");
    let mut subs = huddle_som::lineup::Subs::NONE;
    subs.set(OffSlot::Qb, backup);
    assert_eq!(g.legal(&qb_end_run(subs)), Ok(()), "[som 2.4.4] the backup keeps his own End Runs");
    g.coaches[Side::Home] = Box::new(huddle_som::testkit::ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: qb_end_run(subs), defense: defense(DefCall::Pass), timeouts: false });
    g.step().expect("the backup's End Run");
    assert!(last_text(&g).starts_with("Backup quarterback"), "{}", last_text(&g));
    assert_eq!(g.qb_end_runs_left(Side::Home), 1, "[som 2.4.4] the backup, now the quarterback, has one of his two left");
}

// ------------------------------------------------------------------ the squib kick

/// A kickoff by the away team from the 35, the dice scripted.
fn kickoff(faces: &[u8], kind: huddle_som::coach::KickKind) -> SomGame {
    let mk = || huddle_som::testkit::ScriptCoach { kick: kind, punt_kind: Default::default(), punt_choice: None, offense: call(OffPlay::Punt), defense: defense(DefCall::Run), timeouts: false };
    let mut g = huddle_som::testkit::scripted_game(faces, huddle_core::PerSide::new(Box::new(mk()), Box::new(mk())), opts());
    g.core.phase = huddle_core::Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    played(g)
}

/// [som 2.1.3] (L347) "Do not count the return yards on squib kickoffs as part of the deep men's
/// statistics, even though their cards are used": 1+2 reads "-2 #1", the squib lands at the 18
/// and the first returner's card reads the return (1, 1+3: +25 − 15 = 10, the 28), but the yards
/// are an up-back's (the first tight end), not the deep man's. The same kick kicked deep is his.
#[test]
fn a_squib_return_is_not_the_deep_returners() {
    use huddle_som::coach::KickKind;
    let deep: Vec<usize> = {
        let g = kickoff(&[1, 2, 6, 1, 1, 3], KickKind::Normal);
        let t = &g.teams[Side::Home].team;
        assert_eq!(last_record(&g).returner.map(|p| p.idx as usize), t.player("HOM-wr3"), "the deep man returns a normal kickoff");
        t.specialist.kick_returns.iter().filter_map(|r| t.player(&r.player)).collect()
    };
    let g = kickoff(&[1, 2, 6, 1, 1, 3], KickKind::Squib);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 28), "the deep man's card: {}", last_text(&g));
    let r = last_record(&g);
    assert_eq!(r.return_yards, 10);
    let who = r.returner.map(|p| p.idx as usize);
    assert!(who.is_some_and(|p| !deep.contains(&p)), "[som 2.1.3] the squib's yards are not a deep man's: {}", last_text(&g));
    assert_eq!(who, g.teams[Side::Home].team.player("HOM-te0"), "[som 2.1.3] an up-back's: {}", last_text(&g));
}

/// [som 2.1.3] (L345) "Subtract 15 yards from the stated result … unless the result is
/// Touchdown": the fumble number's yards too. The squib lands at the 18; the return 4, 5+6 reads
/// "F+15": control 4-6 ignores the fumble and takes the stated yards (§2.1 step 6), 15 − 15 = 0:
/// the 18 (before, the full 15: the 33).
#[test]
fn a_squibs_fumble_number_is_fifteen_yards_shorter_too() {
    let g = kickoff(&[1, 2, 6, 4, 5, 6], huddle_som::coach::KickKind::Squib);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 18), "[som 2.1.3] {}", last_text(&g));
    let g = kickoff(&[1, 2, 6, 4, 5, 6], huddle_som::coach::KickKind::Normal);
    assert_eq!(g.core.spot.yards(), -2 + 15, "a deep kick's F+15 is 15 yards: {}", last_text(&g));
}

// ------------------------------------------------------------------ receiver fatigue

/// A receiving card whose short-pass columns read one figure each: RIGHT +5, WRONG +20.
fn right_wrong_card() -> huddle_som::cards::PassSections {
    let col = |c: &str| std::array::from_fn(|_| huddle_som::reading::Reading::parse(c).expect("a cell"));
    let s = huddle_som::cards::Section { right: col("+5"), wrong: col("+20"), third: col("+5") };
    huddle_som::cards::PassSections { flat: s.clone(), short: s.clone(), long: s }
}

/// Short passes to `who` in `slot`, `n` of them, against a run call: the quarterback's card
/// (control 1, 1+2 reads REC), then the receiver's (control 2, 3+3). Returns each pass's yards.
fn passes_to(n: usize, formation: huddle_som::vocab::OffFormation, slot: OffSlot, who: &str, hurt: Option<&str>) -> Vec<i16> {
    let faces: Vec<u8> = (0..n).flat_map(|_| [1, 1, 2, 6, 6, 2, 3, 3, 6]).collect();
    let mut g = game_at(&faces, call(OffPlay::Punt), defense(DefCall::Run), 20, 1, 10, 1, 900, opts());
    let t = &mut g.teams[Side::Home].team;
    let p = t.player(who).expect("the receiver");
    t.players[p].receiving = Some(right_wrong_card());
    // A season of 10 targets (one fresh pass a game for a backup), the receptions as they were:
    // the first strings stand.
    t.players[p].season.targets = 10;
    if let Some(h) = hurt {
        let h = t.player(h).expect("the starter");
        g.teams[Side::Home].out.push((h, huddle_som::game::Until::Game { more: 1 }));
    }
    let mut subs = huddle_som::lineup::Subs::NONE;
    subs.set(slot, p);
    let o = OffenseCall { formation, subs, ..call(OffPlay::Pass { play: huddle_som::vocab::PassPlay::Short, target: slot }) };
    g.coaches[Side::Home] = Box::new(huddle_som::testkit::ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: o, defense: defense(DefCall::Run), timeouts: false });
    (0..n)
        .map(|_| {
            g.step().expect("the pass");
            assert!(last_text(&g).contains("complete"), "{}", last_text(&g));
            last_record(&g).yards
        })
        .collect()
}

/// [som 2.18.2] (L1037-L1043) "The second string Split End will suffer fatigue if used while the
/// first string player is healthy": the third wide receiver (fewer receptions than the two
/// starters) at split end, with 10 season targets, has one fresh pass (ceil(10 / 10)); the next
/// reads his card's RIGHT column against the run call (+5, not WRONG's +20). A starter there
/// never tires; nor does the third receiver as the 3 WR set's extra man, nor a backup while a
/// starter is hurt. The same for tight ends and, as receivers, for backs.
#[test]
fn a_backup_receiver_tires_while_his_starter_is_healthy() {
    use huddle_som::vocab::OffFormation as F;
    assert_eq!(passes_to(3, F::ProSet, OffSlot::Se, "HOM-wr2", None), vec![20, 5, 5], "[som 2.18.2] the backup split end tires after his fresh pass");
    assert_eq!(passes_to(3, F::ProSet, OffSlot::Se, "HOM-wr1", None), vec![20, 20, 20], "[som 2.18.2] the first string never tires");
    assert_eq!(passes_to(3, F::ThreeWideOneBack, OffSlot::Wr3, "HOM-wr2", None), vec![20, 20, 20], "[som 2.18.2] the formation's extra man never tires");
    assert_eq!(passes_to(3, F::ProSet, OffSlot::Se, "HOM-wr2", Some("HOM-wr1")), vec![20, 20, 20], "[som 2.18.2] a starter's injury cancels the fatigue");
    // The second tight end at TE tires too; the first does not.
    assert_eq!(passes_to(2, F::ProSet, OffSlot::Te, "HOM-te1", None), vec![20, 5], "[som 2.18.2] the backup tight end tires");
    assert_eq!(passes_to(2, F::ProSet, OffSlot::Te, "HOM-te0", None), vec![20, 20], "[som 2.18.2] the first-string tight end does not");
    // A back neither the top rusher nor the backs' top receiver tires as a receiver; the top
    // rusher never ("running or receiving the ball").
    assert_eq!(passes_to(2, F::ProSet, OffSlot::Fb, "HOM-rb2", None), vec![20, 5], "[som 2.18.2] a backup back tires as a receiver");
    assert_eq!(passes_to(2, F::ProSet, OffSlot::Hb, "HOM-rb0", None), vec![20, 20], "[som 2.18.2] the top rusher never tires");
}

// ------------------------------------------------------------------ the smaller readings

/// [som 2.12.2] (L489) "The play must be an End Run, flat pass (not a look-in), Must Run, short
/// pass, long pass, or sack": a sack may go out of bounds. A short pass with the attempt on at
/// 1:00 of the fourth quarter: black 1 and control 4 (DRE vs OLT), 2+4 sacks; the sack's four
/// dice 2+3+4+5 (a loss of 14): control 2, no fumble, and 1-3 is out of bounds — one tick, not
/// the sack's three. Control 5 (5+3+4+5) stays in bounds: three ticks.
#[test]
fn a_sack_may_go_out_of_bounds() {
    let short = OffenseCall { out_of_bounds: true, ..call(OffPlay::Pass { play: huddle_som::vocab::PassPlay::Short, target: OffSlot::Fl }) };
    let t = huddle_som::tables::Tables::embedded();
    let sacked = |faces: &[u8]| played(game_at(faces, short, defense(DefCall::Pass), 30, 1, 10, 4, 60, opts()));
    let g = sacked(&[4, 2, 4, 1, 6, 2, 3, 4, 5]);
    assert_eq!((last_record(&g).kind, g.core.spot.yards()), (huddle_core::PlayKind::Sack, 16), "{}", last_text(&g));
    assert_eq!(g.core.clock.remaining, 60 - huddle_som::clock::seconds_of_ticks(t, 1, 60), "[som 2.12.2] out of bounds: one tick: {}", last_text(&g));
    let g = sacked(&[4, 2, 4, 1, 6, 5, 3, 4, 5]);
    assert_eq!(g.core.spot.yards(), 13, "{}", last_text(&g));
    assert_eq!(g.core.clock.remaining, 60 - huddle_som::clock::seconds_of_ticks(t, 3, 60), "[som 2.12.3] in bounds: the sack's three ticks: {}", last_text(&g));
}

/// [som 2.13.6] [som 2.13.1] (L586) "Flat pass – pass rush … If there is no sack re-roll the
/// control die and the results dice to get the result of the play": read normally, not with the
/// continue's columns, which L590-L592 give the short and long passes beside the dump-off. A flat
/// pass against a pass call with the MLB blitzing (five on the line): black 1, control 5 (the HI
/// LB, the blitzing MLB), 3+4 no sack; the re-roll, control 1 and 1+2, reads the quarterback's RIGHT column
/// (REC: the receiver's card, 2, 3+3, +9), not the continue's Rec 2-tmd (X, incomplete).
#[test]
fn a_flat_pass_rushed_without_a_sack_is_rolled_again_and_read_normally() {
    use huddle_som::vocab::{DefSlot, PassPlay};
    let flat = call(OffPlay::Pass { play: PassPlay::Flat(Dir::Left), target: OffSlot::Hb });
    let blitz = huddle_som::coach::DefenseCall { blitz: [Some(DefSlot::Mlb), None, None], ..defense(DefCall::Pass) };
    let g = played(game_at(&[5, 3, 4, 1, 6, 1, 1, 2, 2, 3, 3, 6], flat, blitz, 30, 1, 10, 1, 900, opts()));
    assert_ne!(last_record(&g).kind, huddle_core::PlayKind::Sack, "{}", last_text(&g));
    assert_eq!(last_record(&g).yards, 9, "[som 2.13.1] the flat pass's re-roll reads the quarterback's RIGHT column: {}", last_text(&g));
}

/// [som 2.15.11] [som 2.15.5] (L863, L789) A flat pass into an open zone reads WRONG "unless 1 LB
/// is blitzing with a 4-man line"; a safety-blitzing back "does count as a blitzing linebacker
/// for additions to the pass rush chart" — for those only. A 4-3 with the LLB in the look-in (the
/// offense's right flat empty) and the SS blitzing (the FS back in the short zone): the flat pass
/// to the fullback reads WRONG. A linebacker blitzing instead keeps the exception (RIGHT).
#[test]
fn a_blitzing_back_is_no_linebacker_for_the_open_zone_exception() {
    use huddle_som::board::{BlitzArea, Board, PassContext, Spot};
    use huddle_som::vocab::{DefFormation, DefSlot, OffFormation, PassPlay};
    let f = DefFormation::Base43;
    let flat = PassContext::new(OffFormation::ProSet, OffSlot::Fb, PassPlay::Flat(Dir::Right)).with_safety_blitz(true);
    let sblitz = Board::base(f).with(DefSlot::Llb, Spot::LookIn(None)).with(DefSlot::Ss, Spot::Blitz(BlitzArea::OutsideRight)).with(DefSlot::Fs, Spot::Short);
    let p = sblitz.pass_picture(&flat);
    assert!(p.open_zone, "the flat is empty");
    assert!(p.open_zone_wrong, "[som 2.15.11] a blitzing back is no blitzing linebacker for the open zone: WRONG");
    let lb = Board::base(f).with(DefSlot::Llb, Spot::LookIn(None)).with(DefSlot::Mlb, Spot::Blitz(BlitzArea::Middle));
    let p = lb.pass_picture(&PassContext::new(OffFormation::ProSet, OffSlot::Fb, PassPlay::Flat(Dir::Right)));
    assert_eq!((p.open_zone, p.open_zone_wrong), (true, false), "[som 2.15.11] a blitzing linebacker keeps the exception");
}
