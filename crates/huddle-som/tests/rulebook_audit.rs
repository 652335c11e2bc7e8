//! Rules an audit of the engine against the seed found played wrong, each pinned with whole plays:
//! the draw's board and column (§2.4.2), the open receiver's WRONG column (§2.15.11), the
//! packages' modifiers (the 5-6's indicated rusher, the 3-3-5's □, the short-yardage backs),
//! defensive pass interference on an intercepted pass (T20), the injury's 15-second play
//! (§2.12.1), the dump-off into an open zone (§2.13.6), penalties on a two-point try and
//! intentional grounding inside the 10 (§2.17), and the smaller ones (Washington's interception
//! returns, a Must Run out of bounds, "inside the 10", the onside kick's advance, the declined
//! interception return, the front switch's pass rush). Fixture teams of `huddle_som::testkit`
//! with scripted dice (control, results A, results B, black, yellow, then whatever the play
//! throws next; padded with 3s).

use huddle_som::testkit::{last_record, last_text, plain_opts as opts};
use huddle_core::{Phase, PlayFlags, PlayKind, Side};
use huddle_som::coach::{Coach, DefenseCall, OffPlay, OffenseCall, Shown, View};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::reading::Reading;
use huddle_som::testkit::{call, defense, game_at, ScriptCoach};
use huddle_som::vocab::{DefCall, DefFormation, DefSlot, Dir, Front, OffSlot, PassPlay, RunPlay};

/// A game at the home team's `spot` (yards from its goal), `down` and `to_go`, first quarter.
fn at_with(faces: &[u8], o: OffenseCall, d: DefenseCall, spot: i16, down: u8, to_go: u8, opts: SomOptions) -> SomGame {
    let padded: Vec<u8> = faces.iter().copied().chain([3; 40]).collect();
    game_at(&padded, o, d, spot, down, to_go, 1, 900, opts)
}

fn at(faces: &[u8], o: OffenseCall, d: DefenseCall, spot: i16, down: u8, to_go: u8) -> SomGame {
    at_with(faces, o, d, spot, down, to_go, opts())
}

fn played(mut g: SomGame) -> SomGame {
    g.step().expect("the down plays");
    g
}

fn column(text: &str) -> [Reading; 11] {
    std::array::from_fn(|_| Reading::parse(text).expect("a cell"))
}

fn run_call(play: RunPlay) -> OffenseCall {
    call(OffPlay::Run { play, carrier: OffSlot::Hb })
}

fn pass_call(play: PassPlay, target: OffSlot) -> OffenseCall {
    call(OffPlay::Pass { play, target })
}

/// A team's player by the fixture's id suffix (`rb1`, `lcb`, …).
fn player<'a>(g: &'a mut SomGame, side: Side, id: &str) -> &'a mut huddle_som::cards::SomPlayer {
    let t = &mut g.teams[side].team;
    let i = t.player(&format!("{}-{id}", t.code)).expect("a fixture player");
    &mut t.players[i]
}

/// The defending (away) team's player in a defensive slot.
fn defender(g: &mut SomGame, slot: DefSlot) -> &mut huddle_som::cards::SomPlayer {
    let t = &mut g.teams[Side::Away].team;
    let id = t.depth.defense.iter().find(|(s, _)| *s == slot).map(|(_, id)| id.clone()).expect("a depth slot");
    let i = t.player(&id).expect("the player");
    &mut t.players[i]
}

// ------------------------------------------------------------------ 1. the draw

/// The away team's Linebuck columns: "+7" with no linebacker, "+2" with one, "+1" with two.
fn linebuck_by_column(g: &mut SomGame) {
    let card = &mut g.teams[Side::Away].team.defense_card;
    for (i, c) in card.linebuck.iter_mut().enumerate() {
        *c = column(["+7", "+2", "+1"][i.min(2)]);
    }
}

/// [som 2.4.2] (L957) A draw against a pass call fools every linebacker on the line: he leaves
/// the board, so the MLB blitzing in the middle no longer makes the Linebuck zone's "1 LB" column
/// (control 4, 2+3: the defensive card reads "0 LB", +7, not +2). Against a run call the defense
/// diagnosed it and reads its card's largest column whatever the board holds: "1 LB" for a 4-3
/// team (+2 with nobody on the line), "2 LB" for a 3-4 team (+1).
#[test]
fn a_draw_reads_the_board_without_its_fooled_linebackers_or_the_largest_column() {
    let faces = [4, 2, 3, 6, 6];
    let draw = run_call(RunPlay::linebuck().draw());
    let blitz = DefenseCall { blitz: [Some(DefSlot::Mlb), None, None], ..defense(DefCall::Pass) };
    let mut g = at(&faces, draw, blitz, 30, 1, 10);
    linebuck_by_column(&mut g);
    let g = played(g);
    assert_eq!(g.core.spot.yards(), 37, "[som 2.4.2] the fooled MLB is off the board: the 0 LB column: {}", last_text(&g));
    // The same blitz against a plain Linebuck: the MLB in the zone, the 1 LB column.
    let mut g = at(&faces, run_call(RunPlay::linebuck()), blitz, 30, 1, 10);
    linebuck_by_column(&mut g);
    assert_eq!(played(g).core.spot.yards(), 32, "[som 2.4.2] without the draw the MLB counts");
    // A run call: the 4-3 team's largest column, 1 LB, though nobody stands in the zone.
    let mut g = at(&faces, draw, defense(DefCall::Run), 30, 1, 10);
    linebuck_by_column(&mut g);
    assert_eq!(played(g).core.spot.yards(), 32, "[som 2.4.2] a draw diagnosed: the 4-3 card's 1 LB column");
    let mut g = at(&faces, run_call(RunPlay::linebuck()), defense(DefCall::Run), 30, 1, 10);
    linebuck_by_column(&mut g);
    assert_eq!(played(g).core.spot.yards(), 37, "[som 2.4.2] a plain Linebuck reads the empty zone's 0 LB column");
    // A 3-4 team: its card's 2 LB column.
    let three_four = DefenseCall { call: DefCall::Run, ..DefenseCall::base(Front::ThreeFour) };
    let mut g = at(&faces, draw, three_four, 30, 1, 10);
    let t = &mut g.teams[Side::Away].team;
    t.front = Front::ThreeFour;
    t.defense_card = huddle_som::testkit::defense_card(Front::ThreeFour);
    linebuck_by_column(&mut g);
    assert_eq!(played(g).core.spot.yards(), 31, "[som 2.4.2] a draw diagnosed: the 3-4 card's 2 LB column");
}

// ------------------------------------------------------------------ 2. the open receiver

/// The home backs' flat columns: RIGHT +2, WRONG +20.
fn backs_flat_right_2_wrong_20(g: &mut SomGame) {
    for id in ["rb0", "rb1", "rb2"] {
        let r = player(g, Side::Home, id).receiving.as_mut().expect("a receiving card");
        r.flat.right = column("+2");
        r.flat.wrong = column("+20");
    }
}

/// [som 2.15.11] (L859) A flat pass to a receiver left open — the FB, whose man (the LLB) blitzes —
/// reads the receiver's WRONG column even though the defense called pass: control 1, 1+2 reads the
/// QB's RIGHT "REC"; the receiver's roll (4, 3+3) reads WRONG +20, not RIGHT +2. The FB covered
/// (no blitz) reads RIGHT.
#[test]
fn an_open_receiver_on_a_flat_pass_reads_wrong() {
    let faces = [1, 1, 2, 6, 6, 4, 3, 3, 6];
    let flat = pass_call(PassPlay::Flat(Dir::Left), OffSlot::Fb);
    let blitz = DefenseCall { blitz: [Some(DefSlot::Llb), None, None], ..defense(DefCall::Pass) };
    let mut g = at(&faces, flat, blitz, 30, 1, 10);
    backs_flat_right_2_wrong_20(&mut g);
    let g = played(g);
    assert!(last_record(&g).flags.has(PlayFlags::COMPLETE), "{}", last_text(&g));
    assert_eq!(g.core.spot.yards(), 50, "[som 2.15.11] the open FB reads WRONG against a pass call: {}", last_text(&g));
    let mut g = at(&faces, flat, defense(DefCall::Pass), 30, 1, 10);
    backs_flat_right_2_wrong_20(&mut g);
    assert_eq!(played(g).core.spot.yards(), 32, "[som 2.15.11] the covered FB reads RIGHT");
}

// ------------------------------------------------------------------ 3. the packages

/// [som 2.14.8] (L715, T2 note 25) In the 5-6 the indicated rusher is one better: control 1 names
/// the DLE (8) against the ORT (4) on T10; at 9, T22 block 4 short sacks 2-6 and 12 (at 8: 2-6 and
/// 11), so a 12 is a sack and an 11 is not.
#[test]
fn the_five_six_indicated_rusher_rushes_one_better() {
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let five_six = DefenseCall { formation: DefFormation::FiveSix, ..defense(DefCall::Pass) };
    let g = played(at(&[1, 6, 6, 1, 6, 2, 3, 4, 5], short, five_six, 50, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.14.8] the DLE at 8 + 1 sacks a 12: {}", last_text(&g));
    assert_eq!(g.core.spot.yards(), 36, "[som 2.13.5] the loss is 2+3+4+5");
    let g = played(at(&[1, 5, 6, 1, 6], short, five_six, 50, 1, 10));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.14.8] at 9 an 11 is no sack: {}", last_text(&g));
    // The base 4-3: the same DLE at 8 sacks the 11, not the 12.
    let g = played(at(&[1, 5, 6, 1, 6, 2, 3, 4, 5], short, defense(DefCall::Pass), 50, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.13.5] at 8 an 11 sacks");
}

/// [som 2.14.4] (L673, A-G35) In the 3-3-5 any □ adds 10 yards wherever the MLB is: an Off Tackle
/// read off the defensive card (control 4, 2+2) at "+3□" with the MLB behind it in the look-in
/// zone is +13 (the same MLB in the 4-3 stops the bonus: +3).
#[test]
fn the_nickel_335_box_always_adds_ten() {
    let faces = [4, 2, 2, 6, 6];
    let ot = run_call(RunPlay::off_tackle(Dir::Right));
    let boxed = |g: &mut SomGame| {
        let card = &mut g.teams[Side::Away].team.defense_card;
        for c in card.off_tackle.iter_mut() {
            *c = column("+3[]");
        }
    };
    let nickel = DefenseCall { formation: DefFormation::Nickel335, ..defense(DefCall::Pass) };
    let mut g = at(&faces, ot, nickel, 30, 1, 10);
    boxed(&mut g);
    assert_eq!(played(g).core.spot.yards(), 43, "[som 2.14.4] the 3-3-5's □ adds 10 with the MLB in the look-in");
    let mut g = at(&faces, ot, defense(DefCall::Pass), 30, 1, 10);
    boxed(&mut g);
    assert_eq!(played(g).core.spot.yards(), 33, "[som 2.15.8] in the 4-3 the MLB behind the Off Tackle stops the □");
}

/// [som 2.15.4] (L775, T2 note 23) In the short-yardage defense every defensive back is one worse,
/// his "LB in zone" uses included: control 4 against the RCB (rated 4, now 3) as the right flat's
/// "LB in zone" ("LB X OR +7") gives +7, and against the LCB covering the FL on a short pass
/// ("DEFENDER X OR +9") +9. In the base 4-3 the same CB at 4 holds (incomplete).
#[test]
fn short_yardage_backs_are_one_worse() {
    let short_yardage = DefenseCall { formation: DefFormation::ShortYardage43, ..defense(DefCall::Run) };
    let setup = |g: &mut SomGame| {
        defender(g, DefSlot::Rcb).defense = 4;
        defender(g, DefSlot::Lcb).defense = 4;
        let card = &mut g.teams[Side::Away].team.defense_card;
        card.flat = vec![column("LB X OR +7"); 2];
        card.short = vec![column("DEFENDER X OR +9"); 2];
    };
    let faces = [4, 3, 3, 6, 6];
    let flat = pass_call(PassPlay::Flat(Dir::Left), OffSlot::Fl);
    let mut g = at(&faces, flat, short_yardage, 30, 3, 1);
    setup(&mut g);
    let g = played(g);
    assert_eq!(g.core.spot.yards(), 37, "[som 2.15.4] the RCB as the flat's LB in zone at 4 − 1 fails a 4: {}", last_text(&g));
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let mut g = at(&faces, short, short_yardage, 30, 3, 1);
    setup(&mut g);
    let g = played(g);
    assert_eq!(g.core.spot.yards(), 39, "[som 2.15.4] the LCB covering at 4 − 1 fails a 4: {}", last_text(&g));
    let mut g = at(&faces, short, defense(DefCall::Run), 30, 3, 1);
    setup(&mut g);
    let g = played(g);
    assert!(!last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.3] outside short yardage the LCB at 4 holds a 4: {}", last_text(&g));
}

// ------------------------------------------------------------------ 4. DPI on an interception

/// [som 2.17] (T20, pass defense 1-5) Defensive pass interference on an intercepted pass is spotted
/// where the pass was intercepted, with a first down: the QB's RIGHT "INT+10 2-6, X 7-12" (control
/// 2, 1+1; split 1+1) is picked off 10 yards out; the yellow 1 and the defense's card (control 4,
/// 3+3: N1) make it pass interference: the offense's ball 10 yards on, first and 10.
#[test]
fn pass_interference_on_an_interception_is_spotted_where_it_was_intercepted() {
    let faces = [2, 1, 1, 6, 1, 1, 1, 3, 4, 1, 1, 4, 3, 3];
    let with_penalties = SomOptions { penalties: true, ..opts() };
    let g = played(at_with(&faces, pass_call(PassPlay::Short, OffSlot::Fl), defense(DefCall::Pass), 30, 2, 10, with_penalties));
    assert_eq!(g.core.possession, Side::Home, "{}", last_text(&g));
    assert_eq!(g.core.spot.yards(), 40, "[som 2.17] the interference is spotted at the interception, 10 yards: {}", last_text(&g));
    assert_eq!(g.core.down(), huddle_core::Down::First, "[som 2.17] and a first down");
}

// ------------------------------------------------------------------ 7. the injury's clock

/// [som 2.12.1] (L483) A play with an injury takes 15 seconds: a Linebuck on a triple (4, 4+4: the
/// defensive card's +2) hurts a defender (the X-Chart's column 4 at 1+1; T16 6+6): one space, not
/// two.
#[test]
fn a_play_with_an_injury_is_a_fifteen_second_play() {
    let hurt = SomOptions { injuries: true, ..opts() };
    let g = played(at_with(&[4, 4, 4, 6, 6, 1, 1, 6, 6], run_call(RunPlay::linebuck()), defense(DefCall::Run), 30, 1, 10, hurt));
    assert!(last_record(&g).flags.has(PlayFlags::INJURY), "{}", last_text(&g));
    assert_eq!(g.core.spot.yards(), 32);
    assert_eq!(g.core.clock.remaining, 885, "[som 2.12.1] an injury is a 15-second play: {}", last_text(&g));
    // The same run without the triple: 30 seconds.
    let g = played(at_with(&[4, 4, 4, 6, 6], run_call(RunPlay::linebuck()), defense(DefCall::Run), 30, 1, 10, opts()));
    assert_eq!(g.core.clock.remaining, 870, "[som 2.12.1] a run is 30 seconds");
}

// ------------------------------------------------------------------ 8. the dump-off into an open zone

/// [som 2.13.6] (L596) A dump-off into an open zone reads the QB's WRONG column: the 4-1-6 leaves
/// both flats empty and nobody blitzes. The rush (control 1: the DLE at 8 against the ORT at 4,
/// black 1) does not sack a 7; on 2nd and 3 the offense dumps off: zone die 1 (the offense's left
/// flat), target die 1 (the HB); control 2, 3+3 reads the QB's flat WRONG column ("X"), not RIGHT
/// ("REC"). Into the occupied look-in (zone die 2) the dump-off reads RIGHT.
#[test]
fn a_dump_off_into_an_open_zone_reads_the_qb_wrong() {
    let dime = DefenseCall { formation: DefFormation::Dime416, ..defense(DefCall::Pass) };
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let qb_flat = |g: &mut SomGame| {
        let p = player(g, Side::Home, "qb").passing.as_mut().expect("a passing card");
        p.sections.flat.right = column("REC");
        p.sections.flat.wrong = column("X");
    };
    let mut g = at(&[1, 3, 4, 1, 6, 1, 1, 2, 3, 3, 4, 3, 3, 6], short, dime, 50, 2, 3);
    qb_flat(&mut g);
    let g = played(g);
    let text = last_text(&g);
    assert!(text.contains("dump-off"), "{text}");
    assert!(!last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.13.6] a dump-off into an open zone reads WRONG: {text}");
    let mut g = at(&[1, 3, 4, 1, 6, 2, 1, 2, 3, 3, 4, 3, 3, 6], short, dime, 50, 2, 3);
    qb_flat(&mut g);
    let g = played(g);
    assert!(last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.13.6] into the MLB's look-in the dump-off reads RIGHT: {}", last_text(&g));
}

// ------------------------------------------------------------------ 5. penalties on a two-point try

/// A scripted coach that goes for two (and, given a list, writes down the line each defensive
/// call is made at).
struct TwoPoint(ScriptCoach, Option<std::rc::Rc<std::cell::RefCell<Vec<i16>>>>);

impl Coach for TwoPoint {
    fn offense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> OffenseCall {
        self.0.offense(v, rng)
    }
    fn defense(&mut self, v: &View, o: &Shown, rng: &mut dyn huddle_core::Randomness) -> DefenseCall {
        if let Some(seen) = &self.1 {
            seen.borrow_mut().push(v.core.spot.yards());
        }
        self.0.defense(v, o, rng)
    }
    fn go_for_two(&mut self, _v: &View) -> bool {
        true
    }
    fn challenge(&mut self, _v: &View, _c: &huddle_som::replay::Challenge) -> bool {
        false
    }
    fn timeout(&mut self, _v: &View) -> bool {
        false
    }
}

/// The home team's two-point try (a Linebuck by the HB) against `d`, penalties on.
fn two_point(faces: &[u8], d: DefCall) -> SomGame {
    let o = run_call(RunPlay::linebuck());
    let coach = || TwoPoint(ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: o, defense: defense(d), timeouts: false }, None);
    let mut g = at_with(faces, o, defense(d), 98, 1, 2, SomOptions { penalties: true, ..opts() });
    g.coaches = huddle_core::PerSide::new(Box::new(coach()), Box::new(coach()));
    g.core.phase = Phase::Try { team: Side::Home };
    g.step().expect("the try plays");
    g
}

/// [som 2.17] (step 9, L1003) A foul on a two-point try is settled as the try's own: on the
/// defense after a failed try (control 2, 1+1: RIGHT "-2"; the defense's card, 4, 3+3: N1,
/// roughing) it is tried again from the 1 (3, 3+4: "+4", good); on the offense after a good try
/// (control 3, 3+4: WRONG "+5"; the offense's card, 1, 3+3: N1, holding) it is tried again from the
/// yards back, the 12 (3, 5+6: WRONG "+12", good); on the defense after a good try the points stand
/// and the yards go on the kickoff (from the 50).
#[test]
fn a_penalty_on_a_two_point_try_has_it_tried_again() {
    let g = two_point(&[2, 1, 1, 6, 1, 4, 3, 3, 3, 3, 4, 6, 6], DefCall::Run);
    let text = last_text(&g);
    assert_eq!(g.core.score[Side::Home], 2, "[som 2.17] a defensive foul on a failed try: again from the 1: {text}");
    assert!(text.contains("from the 1"), "{text}");
    let g = two_point(&[3, 3, 4, 6, 1, 1, 3, 3, 3, 5, 6, 6, 6], DefCall::Pass);
    let text = last_text(&g);
    assert_eq!(g.core.score[Side::Home], 2, "[som 2.17] an offensive foul on a good try: again from the yards back: {text}");
    assert!(text.contains("from the 12"), "{text}");
    let g = two_point(&[3, 3, 4, 6, 1, 4, 3, 3], DefCall::Pass);
    let text = last_text(&g);
    assert_eq!(g.core.score[Side::Home], 2, "{text}");
    assert!(matches!(g.core.phase, Phase::Kickoff { from: 50, .. }), "[som 2.17] a defensive foul on a good try goes on the kickoff: {:?} {text}", g.core.phase);
}

// ------------------------------------------------------------------ 6. intentional grounding inside the 10

/// [som 2.17] (step 8, L1009) Intentional grounding with the line inside the offense's 10: two dice
/// as for a sack. From the 5 (an incomplete pass: control 1, 1+3 "X"; the offense's card, 1, 3+3:
/// N1, intentional grounding) a 3+4 reaches the end zone: a safety. From the 8 a 1+2 does not: half
/// the distance (the 4) and the down lost.
#[test]
fn intentional_grounding_inside_the_ten_may_be_a_safety() {
    let with_penalties = SomOptions { penalties: true, ..opts() };
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let g = played(at_with(&[1, 1, 3, 6, 1, 1, 3, 3, 3, 4], short, defense(DefCall::Pass), 5, 1, 10, with_penalties));
    let text = last_text(&g);
    assert_eq!(g.core.score[Side::Away], 2, "[som 2.17] grounding from the end zone is a safety: {text}");
    assert!(text.contains("safety"), "{text}");
    let g = played(at_with(&[1, 1, 3, 6, 1, 1, 3, 3, 1, 2], short, defense(DefCall::Pass), 8, 1, 10, with_penalties));
    assert_eq!(g.core.score[Side::Away], 0, "{}", last_text(&g));
    assert_eq!((g.core.spot.yards(), g.core.down()), (4, huddle_core::Down::Second), "[som 2.17] half the distance and loss of down: {}", last_text(&g));
}

// ------------------------------------------------------------------ 10. the smaller ones

/// [som 2.7] (T21) Washington's 2024 nickname reads the chart's Redskins row.
#[test]
fn the_commanders_return_interceptions_on_the_redskins_row() {
    let book = huddle_som::charts::Book::embedded();
    let differs = (2..=12).any(|t| book.int_return("Washington Redskins", t, PassPlay::Short) != book.int_return("Test Teams", t, PassPlay::Short));
    assert!(differs, "the Redskins' row differs from the generic chart somewhere");
    for t in 2..=12 {
        assert_eq!(book.int_return("Washington Commanders", t, PassPlay::Short), book.int_return("Washington Redskins", t, PassPlay::Short), "[som 2.7] roll {t}");
    }
}

/// [som 2.12.2] (L489) A Must Run may go out of bounds: in the last five minutes of the half, with
/// the attempt on, the QB's "MR" (RIGHT row 10: control 2, 4+6) reads his Must Run (+3), and the
/// control die thrown with it (1) puts him out: 15 seconds, not 30.
#[test]
fn a_must_run_may_go_out_of_bounds() {
    let mr = |oob: bool, faces: &[u8]| {
        let o = OffenseCall { out_of_bounds: oob, ..pass_call(PassPlay::Short, OffSlot::Fl) };
        let padded: Vec<u8> = faces.iter().copied().chain([3; 40]).collect();
        played(game_at(&padded, o, defense(DefCall::Pass), 30, 1, 10, 2, 240, opts()))
    };
    let g = mr(true, &[2, 4, 6, 6, 6, 3, 3, 1]);
    assert_eq!(last_record(&g).kind, PlayKind::Scramble, "{}", last_text(&g));
    assert_eq!(g.core.spot.yards(), 33);
    assert_eq!(g.core.clock.remaining, 225, "[som 2.12.2] a Must Run out of bounds is 15 seconds: {}", last_text(&g));
    let g = mr(true, &[2, 4, 6, 6, 6, 3, 3, 4]);
    assert_eq!(g.core.clock.remaining, 210, "[som 2.12.2] control 4 keeps him in bounds");
    let g = mr(false, &[2, 4, 6, 6, 6, 3, 3, 1]);
    assert_eq!(g.core.clock.remaining, 210, "[som 2.12.2] without the attempt, 30 seconds");
}

/// [som 2.5.1] [som 2.15.8] "Inside the 10" is fewer than 10 yards to go: at the 10 a □ still adds
/// (the MLB blitzing, nobody behind the Linebuck: "+1□" is +11, a touchdown); at the 9 it does not.
/// The same boundary for the blitz adjustment [som 2.13.4]: at the 10 two blitzing linebackers add
/// +4 (T9) — the DLE at 12 sacks a 7 (T22 block 4 short: 2-8) — at the 9 not.
#[test]
fn inside_the_ten_is_fewer_than_ten_yards_to_go() {
    let blitz = DefenseCall { blitz: [Some(DefSlot::Mlb), None, None], ..defense(DefCall::Pass) };
    let boxed = |g: &mut SomGame| {
        let card = &mut g.teams[Side::Away].team.defense_card;
        for c in card.linebuck.iter_mut() {
            *c = column("+1[]");
        }
    };
    let lb = run_call(RunPlay::linebuck());
    let mut g = at(&[4, 2, 3, 6, 6], lb, blitz, 90, 1, 10);
    boxed(&mut g);
    let g = played(g);
    assert_eq!(g.core.score[Side::Home], 6, "[som 2.15.8] at the 10 the □ adds 10: {}", last_text(&g));
    let mut g = at(&[4, 2, 3, 6, 6], lb, blitz, 91, 1, 9);
    boxed(&mut g);
    assert_eq!(played(g).core.spot.yards(), 92, "[som 2.15.8] at the 9 the □ is ignored");
    let two = DefenseCall { blitz: [Some(DefSlot::Mlb), Some(DefSlot::Rlb), None], ..defense(DefCall::Pass) };
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let g = played(at(&[1, 3, 4, 1, 6, 2, 1, 2, 1], short, two, 90, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.13.4] at the 10 the blitzers add: {}", last_text(&g));
    let g = played(at(&[1, 3, 4, 1, 6, 2, 1, 2, 1], short, two, 91, 1, 9));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.13.4] at the 9 they do not");
}

/// [som 2.1.2] (L337) The receiving team may run an onside kick back on the loose-ball chart: T11
/// 1+3 is the receiving team's at its 46; T8 ("all other") 3+4 adds 3: the 49.
#[test]
fn the_receiving_team_may_advance_an_onside_kick() {
    let mk = || ScriptCoach { kick: huddle_som::coach::KickKind::Onside, punt_kind: Default::default(), punt_choice: None, offense: call(OffPlay::Punt), defense: defense(DefCall::Run), timeouts: false };
    let mut g = huddle_som::testkit::scripted_game(&[1, 3, 6, 3, 4], huddle_core::PerSide::new(Box::new(mk()), Box::new(mk())), opts());
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    g.step().unwrap();
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 49), "[som 2.1.2] the receiving team advances it: {}", last_text(&g));
}

/// A scripted coach that never runs an interception back.
struct FallsOnIt(ScriptCoach);

impl Coach for FallsOnIt {
    fn offense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> OffenseCall {
        self.0.offense(v, rng)
    }
    fn defense(&mut self, v: &View, o: &Shown, rng: &mut dyn huddle_core::Randomness) -> DefenseCall {
        self.0.defense(v, o, rng)
    }
    fn return_interception(&mut self, _v: &View, _at: i16) -> bool {
        false
    }
    fn challenge(&mut self, _v: &View, _c: &huddle_som::replay::Challenge) -> bool {
        false
    }
    fn timeout(&mut self, _v: &View) -> bool {
        false
    }
}

/// [som 2.7] (L409, L1159) The defense may decline an interception return: the QB's "INT+10"
/// (control 2, 1+1; split 1+1) is the defense's ball where it was intercepted (its 60), no return
/// thrown (T13's 1+1 next names the covering LCB).
#[test]
fn an_interception_return_may_be_declined() {
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let coach = || FallsOnIt(ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: short, defense: defense(DefCall::Pass), timeouts: false });
    let mut g = at(&[2, 1, 1, 6, 6, 1, 1, 1, 1], short, defense(DefCall::Pass), 30, 1, 10);
    g.coaches = huddle_core::PerSide::new(Box::new(coach()), Box::new(coach()));
    g.step().unwrap();
    let r = last_record(&g);
    assert!(r.flags.has(PlayFlags::INTERCEPTED), "{}", last_text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards(), r.return_yards), (Side::Away, 60, 0), "[som 2.7] the ball at the interception: {}", last_text(&g));
    assert!(last_text(&g).contains("not returned"), "{}", last_text(&g));
}

/// [som 2.14.3] (L650, A-G34) A 4-3 team in a three-man line takes −1 on its linemen's pass rush
/// only: its LLB blitzing is the 3-4 chart's HI LB (control 4, against the OLG at 4) at his own 3 —
/// T22 block 4 short 3 sacks 2 and 12, so a 12 is a sack (at 2 it would not be). The DLE (control
/// 1, 8 − 1 = 7: 2-6) does not sack an 11 (at 8: 2-6 and 11).
#[test]
fn a_four_three_team_in_a_three_man_line_slows_its_linemen_only() {
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let three = DefenseCall { formation: DefFormation::Base34, blitz: [Some(DefSlot::Llb), None, None], ..defense(DefCall::Pass) };
    let g = played(at(&[4, 6, 6, 1, 6, 2, 3, 4, 5], short, three, 50, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.14.3] the blitzing LLB keeps his 3: {}", last_text(&g));
    let g = played(at(&[1, 5, 6, 1, 6, 2, 3, 4, 5], short, three, 50, 1, 10));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.14.3] the DLE at 8 − 1 does not sack an 11: {}", last_text(&g));
}

/// [som 2.14.3] (L646, L653-L654) Readings of a line the team does not normally play. A 4-3 team in
/// a three-man line reads "DEF LT" at its NT's rating −1 (control 4, 3+3: "DEF LT +1 OR +5"; the NT
/// rated 5 holds at 4: +1). A 3-4 team in a four-man line reads "DEF NT" at the RT's −1 on a 5 and
/// the LT's −1 on a 9 (rated 5: +1); on another total nobody stands in (+5).
#[test]
fn a_switched_front_reads_its_tackles_and_nose_tackle_one_worse() {
    let lb = run_call(RunPlay::linebuck());
    let three = DefenseCall { formation: DefFormation::Base34, ..defense(DefCall::Run) };
    let mut g = at(&[4, 3, 3, 6, 6], lb, three, 30, 1, 10);
    // The fixture 4-3 team's NT is its LT (the first lineman not playing).
    player(&mut g, Side::Away, "lt").defense = 5;
    let g = played(g);
    assert_eq!(g.core.spot.yards(), 31, "[som 2.14.3] DEF LT reads the NT at 5 − 1: {}", last_text(&g));
    let nt_cells = |g: &mut SomGame| {
        let t = &mut g.teams[Side::Away].team;
        t.front = Front::ThreeFour;
        t.defense_card = huddle_som::testkit::defense_card(Front::ThreeFour);
        for c in t.defense_card.linebuck.iter_mut() {
            *c = column("DEF NT +1 OR +5");
        }
        player(g, Side::Away, "lt").defense = 5;
        player(g, Side::Away, "rt").defense = 5;
    };
    let four = DefenseCall { formation: DefFormation::Base43, ..defense(DefCall::Run) };
    for (faces, spot, what) in [([4, 2, 3, 6, 6], 31, "on a 5 the RT − 1"), ([4, 4, 5, 6, 6], 31, "on a 9 the LT − 1"), ([4, 3, 4, 6, 6], 35, "on a 7 nobody")] {
        let mut g = at(&faces, lb, four, 30, 1, 10);
        nt_cells(&mut g);
        let g = played(g);
        assert_eq!(g.core.spot.yards(), spot, "[som 2.14.3] DEF NT in a four-man line, {what}: {}", last_text(&g));
    }
}

// ------------------------------------------------------------------ the second audit (2026-11-28)

/// Every one of the away team's end-run cells reads `text`.
fn end_runs_read(g: &mut SomGame, text: &str) {
    for c in g.teams[Side::Away].team.defense_card.end_run.iter_mut() {
        *c = column(text);
    }
}

fn in_formation(mut c: OffenseCall, f: huddle_som::vocab::OffFormation) -> OffenseCall {
    c.formation = f;
    c
}

/// [som 2.16] (L905, L913, L925, L943) A formation's run-block step moves "each individual
/// offensive lineman's and blocking back's" rating, never a tight end's. In the 3 WR – 1 back set
/// the TE rated 4 still reaches control 4 on "OFF OE +8 OR +1" (+8; lowered a step he would read
/// 0 and +1), while a tackle rated 4 is lowered to 0 (+1).
#[test]
fn a_formations_run_block_step_leaves_the_tight_end_alone() {
    use huddle_som::vocab::OffFormation as F;
    let er = in_formation(run_call(RunPlay::end_run(Dir::Right)), F::ThreeWideOneBack);
    let mut g = at(&[4, 3, 3, 6, 6], er, defense(DefCall::Run), 30, 1, 10);
    end_runs_read(&mut g, "OFF OE +8 OR +1");
    player(&mut g, Side::Home, "te0").run_block = 4;
    let g = played(g);
    assert_eq!(g.core.spot.yards(), 38, "[som 2.16] the 3 WR set does not lower the TE: {}", last_text(&g));
    // The linemen are lowered: both tackles rated 4 read 0 against control 4.
    let mut g = at(&[4, 3, 3, 6, 6], er, defense(DefCall::Run), 30, 1, 10);
    end_runs_read(&mut g, "OFF RT +8 OR +1");
    for id in ["ol0", "ol4"] {
        player(&mut g, Side::Home, id).run_block = 4;
    }
    let g = played(g);
    assert_eq!(g.core.spot.yards(), 31, "[som 2.16] the 3 WR set lowers the tackle 4 → 0: {}", last_text(&g));
}

/// [som 2.16] (L925 vs L943) The 3 RB – 2 TE's +1 is the linemen's alone; the Full House's is the
/// linemen's and the blocking back's. Backs rated 0 on "OFF BB +8 OR +1", control 4: the Full
/// House lifts the blocking back to 4 (+8); the 3 RB – 2 TE leaves him at 0 (+1).
#[test]
fn only_the_full_house_lifts_the_blocking_back() {
    use huddle_som::vocab::OffFormation as F;
    for (f, spot) in [(F::FullHouse, 38), (F::ThreeBackTwoTe, 31)] {
        let er = in_formation(run_call(RunPlay::end_run(Dir::Right)), f);
        let mut g = at(&[4, 3, 3, 6, 6], er, defense(DefCall::Run), 30, 1, 10);
        end_runs_read(&mut g, "OFF BB +8 OR +1");
        for id in ["rb0", "rb1", "rb2"] {
            player(&mut g, Side::Home, id).run_block = 0;
        }
        let g = played(g);
        assert_eq!(g.core.spot.yards(), spot, "[som 2.16] the blocking back in {f:?}: {}", last_text(&g));
    }
}

/// [som 2.16] T1 "Off Onside End" (L1216): on the left side the 2nd TE's rating answers "OFF OE",
/// not the better of him and a back. Tight End offense, end run left, 2nd TE rated 0 and the
/// backs 6, control 4: +1. On the right the first TE (6) answers: +8.
#[test]
fn the_left_onside_end_of_a_two_tight_end_set_is_the_second_tight_end() {
    use huddle_som::vocab::OffFormation as F;
    for (dir, spot) in [(Dir::Left, 31), (Dir::Right, 38)] {
        let er = in_formation(run_call(RunPlay::end_run(dir)), F::TightEnd);
        let mut g = at(&[4, 3, 3, 6, 6], er, defense(DefCall::Run), 30, 1, 10);
        end_runs_read(&mut g, "OFF OE +8 OR +1");
        player(&mut g, Side::Home, "te0").run_block = 6;
        player(&mut g, Side::Home, "te1").run_block = 0;
        for id in ["rb0", "rb1", "rb2"] {
            player(&mut g, Side::Home, id).run_block = 6;
        }
        let g = played(g);
        assert_eq!(g.core.spot.yards(), spot, "[som 2.16] OFF OE on the {dir:?}: {}", last_text(&g));
    }
}

/// A punt from the home 30 on 4th and 10 that the away team tried to block and did not (3+3+1
/// = 7 reads "45 #1": it comes down at the receivers' 25); the receivers choose `choice`.
fn punt_after_a_failed_block(faces: &[u8], choice: huddle_som::coach::PuntChoice) -> SomGame {
    use huddle_som::coach::PuntRush;
    use huddle_som::testkit::ScriptCoach;
    let d = DefenseCall { punt_rush: PuntRush::Block, ..defense(DefCall::Run) };
    let mut g = at(faces, call(OffPlay::Punt), d, 30, 4, 10);
    g.coaches[Side::Away] = Box::new(ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: Some(choice), offense: call(OffPlay::Punt), defense: d, timeouts: false });
    played(g)
}

/// [som 2.10.2] (L437) "If the defensive team attempts to block the punt but does not succeed …
/// the defensive team can only opt for a fair catch (see FAIR CATCH OPTION) or let the ball roll
/// (see LETTING THE BALL ROLL)": both procedures are played, not a clean fair catch. Let it roll:
/// one die 4 (it rolls), control 2 and 3+3: six yards on, the receivers' 19. A return asked for
/// is the fair-catch option: die 6, downed at the 25; die 4, the ball rolls (then 1: downed
/// there by the kicking team).
#[test]
fn a_failed_punt_block_leaves_the_fair_catch_option_or_the_roll() {
    use huddle_som::coach::PuntChoice;
    let g = punt_after_a_failed_block(&[3, 3, 6, 4, 2, 3, 3], PuntChoice::LetItRoll);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 19), "[som 2.10.2] the ball rolls six yards on: {}", last_text(&g));
    let g = punt_after_a_failed_block(&[3, 3, 6, 6], PuntChoice::Return);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 25), "[som 2.10.2] the fair-catch option's 6: downed: {}", last_text(&g));
    assert!(!last_record(&g).flags.has(PlayFlags::FAIR_CATCH), "[som 2.10.2] downed, not a fair catch");
    let g = punt_after_a_failed_block(&[3, 3, 6, 4, 1, 2, 2], PuntChoice::Return);
    assert!(last_text(&g).contains("let roll"), "[som 2.10.2] the fair-catch option's 4: the ball rolls: {}", last_text(&g));
}

/// [som 2.11] (L469) "If the Offense recovers the defense takes possession of the ball at the
/// point of recovery": a third-down field goal from the away 25 blocked (control 1, 6+6), T7 1+1
/// = 2, the kicking team recovers 2 yards behind the line — the away team's ball at its 27, not
/// the kicking team's fourth down.
#[test]
fn a_blocked_field_goal_the_kickers_recover_is_the_defenses_ball() {
    let g = played(at(&[1, 6, 6, 6, 1, 1], call(OffPlay::FieldGoal), defense(DefCall::Run), 75, 3, 10));
    assert!(last_record(&g).flags.has(PlayFlags::BLOCKED), "{}", last_text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down()), (Side::Away, 27, huddle_core::Down::First), "[som 2.11] the defense's ball at the recovery: {}", last_text(&g));
}

/// [som 2.16] (L881) The Blocking Back offense: "you must have a player that is actually rated as
/// a blocking back and it is stated on his card"; the designated blocking back (the FB box's man)
/// "must have a Run Block Rating of 4 or greater" and "cannot run the ball". The fixture team has
/// no BB-rated player: refused. With one, the HB may run, the blocking back may not, and a
/// blocking back rated 0 may not play there.
#[test]
fn the_blocking_back_offense_needs_a_rated_blocking_back_who_does_not_run() {
    use huddle_som::cards::Pos;
    use huddle_som::vocab::OffFormation as F;
    let hb_run = in_formation(run_call(RunPlay::linebuck()), F::BlockingBack);
    let fb_run = in_formation(call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Fb }), F::BlockingBack);
    let mut g = at(&[], hb_run, defense(DefCall::Run), 30, 1, 10);
    let e = g.legal(&hb_run).unwrap_err();
    assert!(e.contains("[som 2.16]") && e.contains("blocking back"), "no BB-rated player: {e}");
    // The fullback (rb1, in the FB box) rated BB on his card.
    player(&mut g, Side::Home, "rb1").pos.push(Pos::Bb);
    assert_eq!(g.legal(&hb_run), Ok(()), "[som 2.16] the HB runs behind his blocking back");
    let e = g.legal(&fb_run).unwrap_err();
    assert!(e.contains("[som 2.16]") && e.contains("cannot run"), "the blocking back runs: {e}");
    player(&mut g, Side::Home, "rb1").run_block = 0;
    let e = g.legal(&hb_run).unwrap_err();
    assert!(e.contains("[som 2.16]") && e.contains("4 or more"), "a blocking back rated 0: {e}");
}

/// [som 2.16] (L881) "If the Offensive Onside End reading occurs on the left side then use the
/// blocking back's rating"; "If a Halfback only has a 4, 5 or 6 Run Block rating, and he is
/// positioned at Blocking Back, then reduce his Run Block rating by 1". End run left, "OFF OE +8
/// OR +1", control 4: the designated blocking back rated 4 answers (+8); a halfback-only rated 4
/// there reads 0 (+1).
#[test]
fn the_blocking_back_answers_the_left_onside_end_and_a_halfback_there_is_one_worse() {
    use huddle_som::cards::Pos;
    use huddle_som::vocab::OffFormation as F;
    let er = in_formation(run_call(RunPlay::end_run(Dir::Left)), F::BlockingBack);
    for (pos, spot) in [(vec![Pos::Fb, Pos::Bb], 38), (vec![Pos::Hb], 31)] {
        let mut g = at(&[4, 3, 3, 6, 6], er, defense(DefCall::Run), 30, 1, 10);
        end_runs_read(&mut g, "OFF OE +8 OR +1");
        player(&mut g, Side::Home, "rb2").pos.push(Pos::Bb);
        let fb = player(&mut g, Side::Home, "rb1");
        fb.pos = pos.clone();
        fb.run_block = 4;
        let g = played(g);
        assert_eq!(g.core.spot.yards(), spot, "[som 2.16] the blocking back {pos:?} rated 4: {}", last_text(&g));
    }
}

/// [som 2.12.5] (L516) "Since the offense has hustled to the line of scrimmage neither team can
/// make substitutions or change their formations (however, the offense can choose whether to use
/// the Shotgun …)". A hurry-up run in the last two minutes that keeps the clock running: on the
/// next snap the offense may not change its formation (the Shotgun it may) and the defense keeps
/// its 4-3; the computer calls its next play in the same formation with the same men. The snap
/// after that is free again.
#[test]
fn after_a_hurry_up_neither_team_changes_formation_or_players() {
    use huddle_som::clock::Tempo;
    use huddle_som::coach::{AiCoach, Coach};
    use huddle_som::vocab::OffFormation as F;
    let hurry = OffenseCall { tempo: Tempo::HurryUp, ..run_call(RunPlay::linebuck()) };
    let mut g = huddle_som::testkit::game_at(&[4, 2, 3, 6, 6, 4, 2, 3, 6, 6], hurry, defense(DefCall::Run), 30, 1, 10, 4, 100, opts());
    g.step().expect("the hurried run");
    assert_eq!(g.core.possession, Side::Home, "{}", last_text(&g));
    let spread = in_formation(pass_call(PassPlay::Short, OffSlot::Fl), F::ThreeWideOneBack);
    let e = g.legal(&spread).unwrap_err();
    assert!(e.contains("[som 2.12.5]"), "a new formation after the hurry-up: {e}");
    let gun = OffenseCall { shotgun: true, ..pass_call(PassPlay::Short, OffSlot::Fl) };
    assert_eq!(g.legal(&gun), Ok(()), "[som 2.12.5] the Shotgun may change");
    // The defense keeps its formation.
    let v = g.view(Side::Away);
    let nickel = DefenseCall { formation: DefFormation::package(huddle_som::vocab::Package::Nickel, Front::FourThree), ..defense(DefCall::Pass) };
    let e = huddle_som::command::check_defense(&v, &spread.shown(), &nickel).unwrap_err();
    assert!(e.contains("[som 2.12.5]"), "the defense changes formation: {e}");
    // The computer keeps its formation and men.
    let mut rng = huddle_core::SeededRandom::new(7);
    for _ in 0..20 {
        let c = AiCoach.offense(&g.view(Side::Home), &mut rng);
        if matches!(c.play, OffPlay::Run { .. } | OffPlay::Pass { .. }) {
            assert_eq!(g.legal(&c), Ok(()), "[som 2.12.5] the computer's call after its hurry-up: {c:?}");
        }
    }
    // The next snap (no hurry-up) binds the one after it to nothing.
    let plain = run_call(RunPlay::linebuck());
    g.coaches[Side::Home] = Box::new(huddle_som::testkit::ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: plain, defense: defense(DefCall::Run), timeouts: false });
    g.step().expect("the next snap");
    if g.core.possession == Side::Home {
        assert_eq!(g.legal(&spread), Ok(()), "[som 2.12.5] only the snap after the hurry-up is bound");
    }
}

/// [som 2.12.5] At the keyboard, after the hurry-up a call that names no formation and no
/// substitution keeps the last ones (a Full House stays a Full House), and the situation line
/// says the formations are frozen.
#[test]
fn at_the_keyboard_the_hurry_up_keeps_the_formation() {
    use huddle_som::clock::Tempo;
    use huddle_som::vocab::OffFormation as F;
    let hurry = OffenseCall { tempo: Tempo::HurryUp, ..in_formation(run_call(RunPlay::linebuck()), F::FullHouse) };
    let mut g = huddle_som::testkit::game_at(&[4, 2, 3, 6, 6], hurry, defense(DefCall::Run), 30, 1, 10, 4, 100, opts());
    g.step().expect("the hurried run");
    let v = g.view(Side::Home);
    let o = huddle_som::command::offense("lb hb", &v).expect("a call");
    assert_eq!(o.call.formation, F::FullHouse, "[som 2.12.5] the formation stands");
    assert_eq!(g.legal(&o.call), Ok(()));
    assert!(huddle_som::command::situation(&v).contains("hurry-up"), "{}", huddle_som::command::situation(&v));
}

/// [som 2.12.6] [som 2.12.4] (L512, L520) "The only penalty that can occur are offsides on the
/// specialist cards (both offense and defense), ignore any other penalty result." A kneel at the
/// home 30 in the last two minutes with the yellow 1: three dice on the specialist cards (control
/// 1-3 the offense's section, 4-6 the defense's). An offsides is 5 yards from the line and the
/// down again, the team fouled against choosing between it and the kneel. Any other penalty
/// result is ignored: the kneel stands.
#[test]
fn a_kneel_can_draw_only_an_offsides_flag() {
    use huddle_som::cards::PenaltyCell;
    let kneel = call(OffPlay::Kneel);
    let with_cell = |faces: &[u8], side: Side, cell: PenaltyCell| {
        let o = SomOptions { penalties: true, ..opts() };
        let mut g = huddle_som::testkit::game_at(&[faces, &[3; 20]].concat(), kneel, defense(DefCall::Run), 30, 1, 10, 4, 110, o);
        g.teams[side].team.specialist.penalty = [PenaltyCell::None; 11];
        g.teams[side].team.specialist.penalty[5] = cell;
        g.step().expect("the kneel");
        g
    };
    // Kneel dice 2, 3+4 and yellow 1; the penalty dice control 2, 3+4 = 7 (cell 5).
    // The offense's offsides: the defense weighs 5 back and 1st down again against the kneel's
    // 2nd and 11 and keeps the kneel.
    let g = with_cell(&[2, 3, 4, 1, 2, 3, 4], Side::Home, PenaltyCell::Offsides);
    assert_eq!(last_record(&g).penalty.map(|p| (p.against, p.yards, p.accepted)), Some((Side::Home, 5, false)), "[som 2.12.6] the offense's offsides, declined: {}", last_text(&g));
    assert_eq!((g.core.spot.yards(), g.core.down()), (29, huddle_core::Down::Second), "[som 2.12.6] the kneel stands: {}", last_text(&g));
    // The defense's offsides (control 4: the away card): the offense weighs 5 yards and the down
    // again against the kneel and takes the yards.
    let g = with_cell(&[2, 3, 4, 1, 4, 3, 4], Side::Away, PenaltyCell::Offsides);
    assert_eq!(last_record(&g).penalty.map(|p| (p.against, p.yards, p.accepted)), Some((Side::Away, 5, true)), "[som 2.12.6] the defense's offsides, taken: {}", last_text(&g));
    assert_eq!((g.core.spot.yards(), g.core.down()), (35, huddle_core::Down::First), "[som 2.12.6] 5 yards on, the down again: {}", last_text(&g));
    // A numbered foul on the same cell is ignored: the kneel stands, no flag.
    let g = with_cell(&[2, 3, 4, 1, 2, 3, 4], Side::Home, PenaltyCell::Number(1));
    assert_eq!((g.core.spot.yards(), g.core.down()), (29, huddle_core::Down::Second), "[som 2.12.6] only offsides: {}", last_text(&g));
    assert!(last_record(&g).penalty.is_none());
}

/// [som 2.17] (step 9, L1003) A two-point try tried again from the yards back is played from
/// there: after the offense's holding on a good try (the dice of
/// `a_penalty_on_a_two_point_try_has_it_tried_again`) the defense lines up for the second snap at
/// the 12, not on the 2-yard line's board (§2.5.1's inside-the-10 rules read the line).
#[test]
fn a_two_point_try_again_from_the_twelve_is_played_at_the_twelve() {
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let o = run_call(RunPlay::linebuck());
    let coach = |seen: &std::rc::Rc<std::cell::RefCell<Vec<i16>>>| TwoPoint(ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: o, defense: defense(DefCall::Pass), timeouts: false }, Some(seen.clone()));
    let mut g = at_with(&[3, 3, 4, 6, 1, 1, 3, 3, 3, 5, 6, 6, 6], o, defense(DefCall::Pass), 98, 1, 2, SomOptions { penalties: true, ..opts() });
    g.coaches = huddle_core::PerSide::new(Box::new(coach(&seen)), Box::new(coach(&seen)));
    g.core.phase = Phase::Try { team: Side::Home };
    g.step().expect("the try plays");
    assert!(last_text(&g).contains("from the 12"), "{}", last_text(&g));
    assert_eq!(*seen.borrow(), vec![98, 88], "[som 2.17] the second snap is at the 12 (the offense's 88)");
    assert_eq!(g.core.score[Side::Home], 2);
}
