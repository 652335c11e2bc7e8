//! The call language of a Football Fever game at the terminal (`huddle play --rules fever`): a
//! typed line becomes the decision the engine is given, and one the rules forbid is refused with
//! its rule.
use huddle_core::{Down, Phase, PerSide, Side};
use huddle_fever::coach::{Declaration, DefenseDie, KickKind, Landing, LandingKind, Play, Reception, ReceiveOptions, Situation, TryCall};
use huddle_fever::command::{self, Meta};
use huddle_fever::coach::{PenaltyOption, Preview};
use huddle_fever::penalties::{CardRef, DeckKind};

fn sit() -> Situation {
    Situation {
        me: Side::Home,
        offense: Side::Home,
        phase: Phase::Scrimmage,
        spot: 30,
        down: Down::First,
        to_go: 10,
        goal_to_go: false,
        period: 1,
        remaining: 900,
        left_in_half: 1800,
        left_in_game: 3600,
        overtime: false,
        score: PerSide::default(),
        timeouts: PerSide::new(3, 3),
        college: false,
        in_out_die: true,
        hurry_up: false,
    }
}

#[test]
fn offensive_calls_declare_and_call() {
    let s = sit();
    let c = command::offense("pass option inout", &s).unwrap();
    assert_eq!((c.declared, c.call.play, c.call.option, c.call.in_out, c.hurry_up), (Declaration::Scrimmage, Play::Pass, true, true, false));
    // [fever 5.6] A draw always throws the Option die.
    assert!(command::offense("draw", &s).unwrap().call.option);
    assert!(!command::offense("run", &s).unwrap().call.option);
    assert!(command::offense("run hu", &s).unwrap().hurry_up);
    // Kicks, and fakes: the kick is declared, the play is run.
    let punt = command::offense("punt inout", &s).unwrap();
    assert_eq!((punt.declared, punt.call.play, punt.call.in_out), (Declaration::Punt, Play::Punt, true));
    let fake = command::offense("punt run option", &s).unwrap();
    assert_eq!((fake.declared, fake.call.play, fake.call.option), (Declaration::Punt, Play::Run, true));
    assert_eq!(command::offense("fg", &s).unwrap().declared, Declaration::FieldGoal);
    assert_eq!(command::offense("fg bomb", &s).unwrap().call.play, Play::Bomb);
    assert!(command::offense("sweep", &s).unwrap_err().contains("not a play"));
    assert!(command::offense("run twice", &s).unwrap_err().contains("'twice'"));
}

#[test]
fn illegal_offensive_calls_are_refused_with_their_rule() {
    let mut s = sit();
    // [fever 5.6] The Bomb die is thrown instead of the Option die; [fever 5.8] no Option die with a punt.
    assert!(command::offense("bomb option", &s).unwrap_err().contains("[fever 5.6]"));
    assert!(command::offense("punt option", &s).unwrap_err().contains("[fever 5.8]"));
    // [fever 5.9] Nothing is thrown with the Field Goal die.
    assert!(command::offense("fg inout", &s).unwrap_err().contains("[fever 5.9]"));
    // [fever 3.6] The In/Out die only when the game uses it.
    s.in_out_die = false;
    assert!(command::offense("run inout", &s).unwrap_err().contains("[fever 3.6]"));
    assert!(command::kickoff("onside inout", &s).unwrap_err().contains("[fever 3.6]"));
    // [fever 4.5] After a hurry-up the next play is a run, draw, pass or bomb; hurry-up follows one.
    s.hurry_up = true;
    assert!(command::offense("punt", &s).unwrap_err().contains("[fever 4.5]"));
    assert!(command::offense("fg run", &s).unwrap_err().contains("[fever 4.5]"));
    assert!(command::offense("run", &s).is_ok());
    s.hurry_up = false;
    assert!(command::offense("punt hu", &s).unwrap_err().contains("[fever 4.5]"));
}

#[test]
fn defense_kickoff_try_receive_and_penalty_answers() {
    let mut s = sit();
    assert_eq!(command::defense("Blitz").unwrap(), DefenseDie::Blitz);
    assert_eq!(command::defense("block").unwrap(), DefenseDie::Block);
    assert!(command::defense("zone").is_err());
    assert!(command::defense("run pass").is_err());
    let k = command::kickoff("", &s).unwrap();
    assert!(!k.onside && !k.in_out);
    let k = command::kickoff("onside inout", &s).unwrap();
    assert!(k.onside && k.in_out);
    assert!(command::kickoff("normal inout", &s).is_err());
    // [fever 9] The two-point play is a college rule.
    assert_eq!(command::try_call("kick", &s).unwrap(), TryCall::Kick);
    assert!(command::try_call("run", &s).unwrap_err().contains("[fever 9]"));
    s.college = true;
    assert!(matches!(command::try_call("pass option", &s).unwrap(), TryCall::Play(c) if c.play == Play::Pass && c.option));
    assert!(command::try_call("punt", &s).is_err());
    // [fever 5.4] No fair catch of an onside kick: only the answers the landing allows.
    let onside = Landing {
        kind: LandingKind::Kick(KickKind::Onside),
        at: 45,
        options: ReceiveOptions { fair_catch: false, touchback: false, take_at_spot: true },
        take_at: 45,
        take_is_safety: false,
    };
    assert!(command::receive("fair", &s, &onside).unwrap_err().contains("return, take"));
    assert_eq!(command::receive("take", &s, &onside).unwrap(), Reception::TakeAtSpot);
    assert_eq!(command::receive("", &s, &onside).unwrap(), Reception::Return { in_out: false });
    assert_eq!(command::receive("return inout", &s, &onside).unwrap(), Reception::Return { in_out: true });
    // Meta words.
    assert_eq!(command::meta("AUTO"), Some(Meta::Auto));
    assert_eq!(command::meta(" timeout "), Some(Meta::Timeout));
    assert_eq!(command::meta("run"), None);
    // Penalties are answered by number, each option shown with where it leaves the ball.
    let preview = |spot: i16, down: u8, to_go: i16| Preview { score: PerSide::default(), phase: Phase::Scrimmage, possession: Side::Home, spot, down, to_go, over: false };
    let options = [
        PenaltyOption { accept: None, preview: preview(34, 2, 6) },
        PenaltyOption { accept: Some(CardRef { deck: DeckKind::Running, idx: 3 }), preview: preview(20, 1, 20) },
    ];
    assert_eq!(command::penalty(" 1 ", &options).unwrap(), 1);
    assert_eq!(command::penalty("0", &options).unwrap(), 0);
    assert!(command::penalty("2", &options).unwrap_err().contains("0-1"));
    assert!(command::penalty("accept", &options).is_err());
    let t = command::penalty_option_text(1, &options[1], Side::Away, ["HOME", "AWAY"]);
    assert!(t.contains("1: accept → HOME ball, down 1 & 20 at HOME 20"), "{t}");
    assert!(command::penalty_option_text(0, &options[0], Side::Away, ["HOME", "AWAY"]).contains("0: decline → HOME ball, down 2 & 6 at HOME 34"));
}
