//! Standard vs Advanced rules (§26): every advanced element is optional; the Standard preset
//! refuses the advanced plays and strategies and switches off the advanced subsystems.
use huddle_cards::OffBox;
use huddle_fac::call::{DefPlay, DefenseCall, Key, OffPlay, OffPrimary, OffenseCall, Tempo};
use huddle_fac::options::RuleOptions;
use huddle_fac::resolve::DefaultDecider;
use huddle_fac::testkit::*;

fn standard(mut f: Fixture) -> Fixture {
    f.opts = RuleOptions::standard();
    f
}

/// [ttf7 26] The six advanced plays and the TTF strategies are refused under Standard rules and
/// allowed under Advanced rules.
#[test]
fn standard_refuses_advanced_plays_and_strategies() {
    let adv = Fixture::sample();
    let std = standard(Fixture::sample());
    let mut bootleg = OffenseCall::new(OffPlay::Short, OffBox::FL1);
    bootleg.primary = Some(OffPrimary::Bootleg);
    let mut deep = OffenseCall::new(OffPlay::Long, OffBox::FL1);
    deep.deep = 1;
    let mut extra = OffenseCall::new(OffPlay::Short, OffBox::FL1);
    extra.extra_blockers = [Some(OffBox::BK1), None];
    let swing = OffenseCall::new(OffPlay::Swing, OffBox::BK2);
    let pitch = OffenseCall::new(OffPlay::Pitchout(huddle_fac::call::Dir::Left), OffBox::BK2);
    for call in [bootleg, deep, extra, swing] {
        let (r, _, _) = std.resolve_with(call, DefenseCall::new(DefPlay::PassCoverage), vec![pass("Orig"), pn(1), rn(6), rn(6), rn(6)], &mut DefaultDecider);
        let e = r.expect_err("standard rules refuse it");
        assert_eq!(e.section, "26", "{e}");
        let (r, _, _) = adv.resolve_with(call, DefenseCall::new(DefPlay::PassCoverage), vec![pass("Orig"), pn(1), rn(6), rn(6), rn(6)], &mut DefaultDecider);
        assert!(r.is_ok(), "advanced rules allow {:?}", call.play);
    }
    // The Pitchout needs a single back: Riverton's I-formation is refused for its formation
    // under Advanced rules, but for being advanced under Standard rules.
    let (r, _, _) = std.resolve_with(pitch, DefenseCall::run(Key::None), vec![run("LG"), rn(6)], &mut DefaultDecider);
    assert_eq!(r.unwrap_err().section, "26");
    // Tempo and line stunts.
    let mut f = standard(Fixture::sample());
    f.sit.tempo = Tempo::HurryUp;
    let (r, _, _) = f.resolve_with(OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2), DefenseCall::run(Key::None), vec![run("LG"), rn(6)], &mut DefaultDecider);
    assert_eq!(r.unwrap_err().section, "26");
    let std = standard(Fixture::sample());
    let mut stunt = DefenseCall::run(Key::None);
    stunt.stunts = [Some((huddle_cards::DefBox::A, huddle_cards::DefBox::B)), None];
    let (r, _, _) = std.resolve_with(OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2), stunt, vec![run("LG"), rn(6)], &mut DefaultDecider);
    assert_eq!(r.unwrap_err().section, "26");
    // Classic strategies stay: the Draw under Standard rules.
    let draw = OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2).with(OffPrimary::Draw);
    let (r, _, _) = std.resolve_with(draw, DefenseCall::new(DefPlay::PassCoverage), vec![run("LG"), rn(6)], &mut DefaultDecider);
    assert!(r.is_ok());
}

/// [ttf7 26] Pass Deflect Values (an advanced subsystem) apply only under Advanced rules: the
/// same Short pass to FL1 is deflected under Advanced rules (Com 1-20 with a deflection band
/// 21-23) and complete under Standard rules (Com 1-23).
#[test]
fn pass_deflect_is_advanced() {
    let cards = || vec![pass("Orig"), pn(22), pn(30), rn(4), rn(6), rn(6)];
    let call = OffenseCall::new(OffPlay::Short, OffBox::FL1);
    let adv = Fixture::sample().resolve(call, DefenseCall::new(DefPlay::PassCoverage), cards());
    assert!(!adv.raw.completed && adv.raw.deflected);
    let std = standard(Fixture::sample()).resolve(call, DefenseCall::new(DefPlay::PassCoverage), cards());
    assert!(std.raw.completed && !std.raw.deflected);
}

/// [ttf7 26] Interference Ranges are advanced: PN 40 on the covering CB's Interference Range
/// (40-41) is interference under Advanced rules and a plain incompletion under Standard rules.
#[test]
fn interference_ranges_are_advanced() {
    let call = OffenseCall::new(OffPlay::Short, OffBox::FL1);
    let adv = Fixture::sample().resolve(call, DefenseCall::new(DefPlay::PassCoverage), vec![pass("Orig"), pn(40), rn(6)]);
    assert!(adv.foul.is_some());
    let std = standard(Fixture::sample()).resolve(call, DefenseCall::new(DefPlay::PassCoverage), vec![pass("Orig"), pn(40), rn(6)]);
    assert!(std.foul.is_none());
    assert_eq!(gain(&std), 0);
}

/// [ttf7 26] Whole games under the Standard preset never call an advanced element.
#[test]
fn standard_games_use_no_advanced_element() {
    for seed in 0..60 {
        let g = huddle_fac::sim::play_ai_game(seed, huddle_cards::sample::riverton(), huddle_cards::sample::harbor_city(), RuleOptions::standard()).unwrap();
        assert_eq!(g.refused_calls, 0);
        for p in &g.plays {
            if let huddle_fac::game::PlayDesc::Scrimmage { offense, defense, tempo } = &p.what {
                assert!(!offense.play.is_advanced());
                assert!(offense.primary != Some(OffPrimary::Bootleg) && offense.deep == 0 && offense.double_team.is_none());
                assert_eq!(defense.stunt_pairs(), 0);
                assert_eq!(*tempo, Tempo::Normal);
            }
        }
    }
}
