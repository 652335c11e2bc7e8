//! The 6th-edition Fast Action Card deck (`docs/sp6-fac-deck.md`): the committed deck is exactly
//! what the committed recipe builds, it has the composition the rules need, and the recipe's
//! choices follow the 6th edition's rules (penalty categories, injury positions, run boxes,
//! solitaire situations) and its calibration targets (penalty and lost-fumble rates).
//!
//! Regenerate the deck after changing the recipe:
//! `SP6_WRITE_DECK=1 cargo test -p huddle-sp6 --test deck committed_deck_is_built_from_the_recipe`.

use huddle_fac::recipe::mirror;
use huddle_sp6::fac::{Blocker, Card, Count, DeckFile, DeckRecipe, ErDir, PassDir, PenTeam, RunDir, ScreenDir, SolDefense, ZResult, DECK_JSON, RECIPE_JSON};
use std::collections::BTreeMap;

/// The regular cards of the committed deck.
fn regular(deck: &DeckFile) -> Vec<Card> {
    deck.cards.iter().filter_map(|c| c.card().copied()).collect()
}

/// How many cards carry each reading.
fn tally(values: impl IntoIterator<Item = String>) -> BTreeMap<String, u32> {
    let mut m = BTreeMap::new();
    for v in values {
        *m.entry(v).or_insert(0) += 1;
    }
    m
}

/// A recipe field's counts, each value written in the deck's notation.
fn wanted(counts: &[Count], canon: impl Fn(&str) -> String) -> BTreeMap<String, u32> {
    let mut m = BTreeMap::new();
    for (v, n) in counts {
        *m.entry(canon(v)).or_insert(0) += n;
    }
    m
}

fn run_canon(s: &str) -> String {
    s.parse::<RunDir>().unwrap().to_string()
}

fn z_canon(s: &str) -> String {
    s.parse::<ZResult>().unwrap().to_string()
}

#[test]
fn committed_deck_is_built_from_the_recipe() {
    let built = DeckRecipe::embedded().build();
    if std::env::var("SP6_WRITE_DECK").as_deref() == Ok("1") {
        let text = serde_json::to_string_pretty(&built).unwrap() + "\n";
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/data/sp6_deck.json"), text).unwrap();
        return;
    }
    let committed = DeckFile::embedded();
    assert_eq!(
        committed, built,
        "data/sp6_deck.json is not what data/sp6_deck_recipe.json builds: rerun with SP6_WRITE_DECK=1"
    );
    // Building is deterministic: the same recipe always deals the same deck.
    assert_eq!(DeckRecipe::embedded().build(), built);
}

/// [sp6 1] 109 cards, 13 of them Z cards; [sp6 1] each RN 1-12 on exactly 8 of the 96 regular
/// cards and each PN 1-48 on exactly 2, so the RN and PN read as a uniform d12 and d48.
#[test]
fn deck_composition_sp6_1() {
    let deck = DeckFile::parse(DECK_JSON, "sp6_deck.json", 109, 13).unwrap();
    assert_eq!(deck.cards.len(), 109, "[sp6 1] 109 cards");
    assert_eq!(deck.cards.iter().filter(|c| c.is_z()).count(), 13, "[sp6 1] 13 Z cards");
    let cards = regular(&deck);
    assert_eq!(cards.len(), 96, "[sp6 1] 96 normal cards");
    let mut rn = [0u32; 13];
    let mut pn = [0u32; 49];
    for c in &cards {
        rn[c.rn as usize] += 1;
        pn[c.pn as usize] += 1;
    }
    assert_eq!(rn[0], 0);
    assert!(rn[1..].iter().all(|&n| n == 8), "[sp6 1] each RN 1-12 on 8 cards: {rn:?}");
    assert_eq!(pn[0], 0);
    assert!(pn[1..].iter().all(|&n| n == 2), "[sp6 1] each PN 1-48 on 2 cards: {pn:?}");
}

/// Every field of the committed deck carries exactly the recipe's counts; the right-side runs
/// are the mirror images of the left-side counts; the OB marks are spread over the Run Numbers.
#[test]
fn recipe_counts_are_reproduced_in_the_deck() {
    let r = DeckRecipe::embedded();
    let deck = DeckFile::embedded();
    let cards = regular(&deck);
    assert_eq!(cards.len() as u32, r.regular);
    assert_eq!(deck.cards.len() as u32, r.regular + r.z_cards);

    let il = wanted(&r.inside_left, run_canon);
    let sl = wanted(&r.sweep_left, run_canon);
    assert_eq!(tally(cards.iter().map(|c| c.il.to_string())), il, "IL");
    assert_eq!(tally(cards.iter().map(|c| mirror(c.ir).to_string())), il, "IR mirrors IL");
    assert_eq!(tally(cards.iter().map(|c| c.sl.to_string())), sl, "SL");
    assert_eq!(tally(cards.iter().map(|c| mirror(c.sr).to_string())), sl, "SR mirrors SL");
    // The mirror really changes sides (a box B inside-left run is a box D inside-right run).
    assert!(cards.iter().any(|c| c.ir.to_string().contains('D')), "IR names right-side boxes");
    assert!(!cards.iter().any(|c| c.ir.to_string().contains("LG")), "IR never names the left guard");
    assert_eq!(tally(cards.iter().map(|c| c.er.to_string())), wanted(&r.end_around, |s| s.parse::<ErDir>().unwrap().to_string()), "ER");
    assert_eq!(tally(cards.iter().map(|c| c.sc.to_string())), wanted(&r.screen, |s| s.parse::<ScreenDir>().unwrap().to_string()), "SC");
    assert_eq!(tally(cards.iter().map(|c| c.all.to_string())), wanted(&r.pass, |s| s.parse::<PassDir>().unwrap().to_string()), "ALL");
    assert_eq!(tally(cards.iter().map(|c| c.z.to_string())), wanted(&r.z_results, z_canon), "Z results");
    assert_eq!(r.solitaire.len(), 5);
    for (k, s) in r.solitaire.iter().enumerate() {
        let want = wanted(s, |v| v.parse::<SolDefense>().unwrap().to_string());
        assert_eq!(tally(cards.iter().map(|c| c.sol[k].to_string())), want, "solitaire situation {}", k + 1);
    }

    let ob: Vec<u8> = cards.iter().filter(|c| c.ob).map(|c| c.rn).collect();
    assert_eq!(ob.len() as u32, r.ob_cards, "OB cards");
    let per_rn = tally(ob.iter().map(|rn| rn.to_string()));
    let (lo, hi) = (per_rn.values().min().copied().unwrap_or(0), per_rn.values().max().copied().unwrap_or(0));
    assert!(hi - lo <= 1 && (r.ob_cards < 12 || per_rn.len() == 12), "OB marks spread over the Run Numbers: {per_rn:?}");
}

/// The embedded recipe with the count of `value` in the field at `path` (object keys and array
/// indices) set to `count`.
fn recipe_with(path: &[&str], value: &str, count: u32) -> String {
    let mut v: serde_json::Value = serde_json::from_str(RECIPE_JSON).unwrap();
    let mut field = &mut v;
    for p in path {
        field = match p.parse::<usize>() {
            Ok(i) => &mut field[i],
            Err(_) => &mut field[*p],
        };
    }
    let entry = field.as_array_mut().unwrap().iter_mut().find(|e| e[0] == value).unwrap_or_else(|| panic!("{value} in {path:?}"));
    entry[1] = count.into();
    serde_json::to_string(&v).unwrap()
}

/// A recipe whose counts do not add up to the 96 regular cards is refused, naming the field.
#[test]
fn recipe_counts_must_add_up_to_96() {
    assert!(DeckRecipe::parse(RECIPE_JSON, "sp6_deck_recipe.json").is_ok());
    for (path, value, count, field) in [
        (&["inside_left"][..], "LG", 11, "inside_left"),
        (&["sweep_left"][..], "A", 11, "sweep_left"),
        (&["end_around"][..], "OK", 69, "end_around"),
        (&["screen"][..], "Inc", 23, "screen"),
        (&["pass"][..], "Orig", 66, "pass"),
        (&["z_results"][..], "Fum", 8, "z_results"),
        (&["solitaire", "3"][..], "Blitz", 17, "solitaire[4]"),
    ] {
        let text = recipe_with(path, value, count);
        let err = DeckRecipe::parse(&text, "short.json").unwrap_err().to_string();
        assert!(err.contains("short.json") && err.contains(field) && err.contains("96"), "{field}: {err}");
    }
}

/// [sp6 16.1] The 6th-edition Z result has no yardage multipliers, and a penalty needs a code
/// for each of the four categories [sp6 16.2]: a recipe with a TTF-style Z result is refused.
#[test]
fn recipe_z_results_are_sp6_notation_sp6_23_5() {
    for bad in ["x2", "x3", "Pen O/D/R/K", "Pen D1/O7/K12"] {
        let text = RECIPE_JSON.replacen("\"Fum(s)\"", &format!("\"{bad}\""), 1);
        let err = DeckRecipe::parse(&text, "ttf.json").unwrap_err().to_string();
        assert!(err.contains("ttf.json") && err.contains("z_results") && err.contains(bad), "{bad}: {err}");
    }
}

/// Rewrites the committed deck through `edit` and parses it as "bad.json".
fn deck_with(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(DECK_JSON).unwrap();
    edit(&mut v);
    match DeckFile::parse(&serde_json::to_string_pretty(&v).unwrap(), "bad.json", 109, 13) {
        Ok(_) => panic!("the edited deck was accepted"),
        Err(e) => e.to_string(),
    }
}

/// [sp6 1] A deck file that breaks the deck's composition is refused, naming the file and the
/// entry at fault: 108 cards, a Run Number 13, a Pass Number 49, a bad Z result.
#[test]
fn bad_deck_files_are_refused_sp6_1() {
    let err = deck_with(|v| {
        v["cards"].as_array_mut().unwrap().remove(0);
    });
    assert!(err.contains("bad.json") && err.contains("cards") && err.contains("109") && err.contains("108"), "[sp6 1] 108 cards: {err}");

    let err = deck_with(|v| {
        let cards = v["cards"].as_array_mut().unwrap();
        let z = cards.iter().position(|c| c.get("z_card").is_some()).unwrap();
        cards[z] = cards[0].clone();
    });
    assert!(err.contains("bad.json") && err.contains("13 Z cards") && err.contains("found 12"), "[sp6 1] 12 Z cards: {err}");

    let err = deck_with(|v| v["cards"][4]["rn"] = 13.into());
    assert!(err.contains("bad.json") && err.contains("card 5") && err.contains("Run Number 13"), "[sp6 1] RN 13: {err}");

    let err = deck_with(|v| v["cards"][6]["pn"] = 49.into());
    assert!(err.contains("bad.json") && err.contains("card 7") && err.contains("Pass Number 49"), "[sp6 1] PN 49: {err}");

    for bad in ["Pen D1/O7/K12", "Pen O16/D1/K12/R11", "Pen K1/O7/K12/R11", "x2"] {
        let err = deck_with(|v| v["cards"][2]["z"] = bad.into());
        assert!(err.contains("bad.json") && err.contains("cards[2]"), "[sp6 16.2] {bad}: {err}");
    }
}

/// The penalty numbers a category may carry, by penalized team (§6.3, §16.2; the reasoning is in
/// docs/sp6-fac-deck.md): pre-snap movement, procedure, motion and delay are offensive (or
/// kicking-team) fouls, offside a defensive (or return-team) one; pass interference and
/// intentional grounding only in category 2; the kicker fouls #12/#13 only by the receiving team
/// on punts and field goals; clipping only by the return team; kickoff out of bounds only in 4.
fn allowed(category: usize, team: PenTeam, n: u8) -> bool {
    match (category, team) {
        (1, PenTeam::O) => [2, 3, 4, 5, 6, 7, 9, 14].contains(&n),
        (1, PenTeam::D) => [1, 5, 6, 7, 9].contains(&n),
        (2, PenTeam::O) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 14].contains(&n),
        (2, PenTeam::D) => [1, 5, 6, 7, 8, 9].contains(&n),
        (3, PenTeam::K) => [2, 3, 5, 6, 7, 9, 14].contains(&n),
        (3, PenTeam::R) => [1, 5, 6, 7, 9, 11, 12, 13].contains(&n),
        (4, PenTeam::K) => [1, 5, 6, 7, 9, 15].contains(&n),
        (4, PenTeam::R) => [1, 5, 6, 7, 9, 11].contains(&n),
        _ => false,
    }
}

/// [sp6 16.2] [sp6 6.3] Every PEN Z result names, for each category, a team and a Penalty Table
/// number that can happen on that category's plays.
#[test]
fn penalty_codes_fit_their_category_sp6_16_2() {
    let deck = DeckFile::embedded();
    let mut pens = 0;
    let mut seen = [[false; 16]; 5];
    for c in regular(&deck) {
        if let ZResult::Penalty(codes) = c.z {
            pens += 1;
            for (k, p) in codes.iter().enumerate() {
                let Some(p) = p else { continue };
                assert!(allowed(k + 1, p.team, p.n), "[sp6 16.2] category {} cannot carry {:?}{} ({})", k + 1, p.team, p.n, c.z);
                seen[k + 1][p.n as usize] = true;
            }
        }
    }
    assert!(pens > 0);
    // The category-specific numbers are all present where they belong.
    assert!(seen[2][8] && seen[2][10], "[sp6 6.3] pass interference and intentional grounding on passes");
    assert!(seen[3][12] && seen[3][13] && seen[3][11], "[sp6 6.3] kicker fouls and clipping on punts and field goals");
    assert!(seen[4][15] && seen[4][11], "[sp6 6.3] kickoff out of bounds and clipping on kickoffs");
    assert!((1..=4).all(|k| seen[k][7]), "[sp6 6.3] holding in every category");
    // The check itself refuses the misplaced codes the brief names.
    assert!(!allowed(1, PenTeam::D, 8) && !allowed(1, PenTeam::O, 10) && !allowed(2, PenTeam::O, 1));
    assert!(!allowed(3, PenTeam::K, 15) && !allowed(4, PenTeam::R, 12) && !allowed(3, PenTeam::K, 12));
}

/// Per-team-game penalties, lost fumbles and injuries of 400 computer games between the sample
/// teams (seeds 1-400, home and away alternating).
fn measured_rates() -> (f64, f64, f64) {
    use huddle_core::Side;
    let teams = huddle_sp6::cards::sample_teams();
    let (mut pen, mut fum, mut inj) = (0u32, 0u32, 0u32);
    let n = 400u64;
    for seed in 1..=n {
        let (h, a) = if seed % 2 == 0 { (&teams[0], &teams[1]) } else { (&teams[1], &teams[0]) };
        let g = huddle_sp6::sim::play_ai_game(seed, h.clone(), a.clone(), huddle_sp6::options::Options::default()).expect("a game");
        let b = huddle_stats::BoxScore::from_log(&g.core.log);
        for side in Side::BOTH {
            pen += b.teams[side].penalties;
            fum += b.teams[side].fumbles_lost;
            inj += b.teams[side].injuries;
        }
    }
    let tg = (2 * n) as f64;
    (pen as f64 / tg, fum as f64 / tg, inj as f64 / tg)
}

/// [sp6 16.2] A PEN Z result is applied directly (no penalty-range check), so the deck's PEN
/// results set the penalty rate; a category may carry no penalty ("-"). Calibrated on the sample
/// teams to the NFL's 2024 rate of 6.445 accepted penalties per team-game
/// (`../shared/data/nfl/2024/league_averages_2024.csv`); measured in play, not on paper.
#[test]
fn penalty_rate_near_the_nfl_sp6_16_2() {
    let (pen, _, _) = measured_rates();
    assert!((5.8..=7.1).contains(&pen), "[sp6 16.2] {pen:.2} accepted penalties per team-game, want about 6.4");
}

/// [sp6 16.4] A Fumble Z result is lost when a new PN falls in the Fumbles Lost range plus the
/// opponent's adjustment; "Fum(s)" spares a home ball carrier. Calibrated toward the NFL's 0.426
/// lost fumbles per team-game (2024); [sp6 16.3] injuries about 2.5-3 per team-game, most of
/// them lasting a few plays (the Injury Table).
#[test]
fn lost_fumble_and_injury_rates_sp6_16_4() {
    let (_, fum, inj) = measured_rates();
    assert!((0.35..=0.6).contains(&fum), "[sp6 16.4] {fum:.2} lost fumbles per team-game, want about 0.43-0.5");
    assert!((2.0..=3.5).contains(&inj), "[sp6 16.3] {inj:.2} injuries per team-game");
}

/// [sp6 16.3] Injuries name a position of the 6th-edition offensive display (which has no
/// tight-end boxes), a defensive box, or the ball carrier, weighted to the ball handlers and the
/// front seven.
#[test]
fn injuries_name_sp6_display_positions_sp6_16_3() {
    let r = DeckRecipe::embedded();
    let offense = ["LT", "LG", "C", "RG", "RT", "LE", "RE", "QB", "BK1", "BK2", "BK3", "FL1", "FL2"];
    let handlers = ["QB", "BK1", "BK2", "BK3", "FL1", "FL2", "LE", "RE"];
    let (mut off, mut handler, mut front, mut back, mut bc) = (0, 0, 0, 0, 0);
    for c in regular(&DeckFile::embedded()) {
        let z = c.z.to_string();
        if z == "Inj BC" {
            bc += 1;
        } else if let Some(p) = z.strip_prefix("Inj O:") {
            assert!(offense.contains(&p), "[sp6 16.3] '{z}' is not on the 6th-edition offensive display");
            off += 1;
            handler += handlers.contains(&p) as u32;
        } else if let Some(b) = z.strip_prefix("Inj D:") {
            match b {
                "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" => front += 1,
                "K" | "L" | "M" | "N" | "O" => back += 1,
                _ => panic!("[sp6 16.3] '{z}' is not a defensive box"),
            }
        }
    }
    assert!(bc > 0 && off > 0 && front > 0, "[sp6 16.3] injuries to the ball carrier, the offense and the defense");
    assert!(bc + handler > off - handler, "[sp6 16.3] ball handlers ({}) outweigh the linemen ({})", bc + handler, off - handler);
    assert!(front > 2 * back, "[sp6 16.3] the front seven ({front}) outweighs the secondary ({back})");
    assert!(!r.z_results.iter().any(|(v, _)| v.contains("TE")), "[sp6 16.3] no tight-end boxes");
}

/// [sp6 9.1] Run directives name blockers, boxes of rows 1-2 (defensive backs have no Tackle
/// Value), a blocker against a box, or Break; [sp6 1] Break on about 2 of 48 cards per run
/// type and row-2 boxes only as a second box or in a versus.
#[test]
fn run_directives_sp6_9_1() {
    let r = DeckRecipe::embedded();
    for (name, counts) in [("inside_left", &r.inside_left), ("sweep_left", &r.sweep_left)] {
        let mut breaks = 0;
        for (v, n) in counts {
            match v.parse::<RunDir>().unwrap() {
                RunDir::Breakaway => breaks += n,
                RunDir::Boxes(b) => {
                    assert!(b.iter().all(|x| x.row() <= 2), "[sp6 9.1] {name}: '{v}' names a row-3 box");
                    assert!(b.first.row() == 1, "[sp6 1] {name}: '{v}' names a row-2 box alone");
                }
                RunDir::Versus(_, x) => assert!(x.row() <= 2, "[sp6 9.1] {name}: '{v}' names a row-3 box"),
                RunDir::Blockers(_) => {}
            }
        }
        assert_eq!(breaks, 4, "[sp6 1] {name}: Break on 2 of 48 cards");
    }
    // Inside runs go up the middle (center, left guard and tackle, boxes B, C, G, H); sweeps go
    // outside (left tackle, end and guard, boxes A, B, F).
    let names = |counts: &[Count]| -> (Vec<Blocker>, Vec<String>) {
        let (mut blockers, mut boxes) = (vec![], vec![]);
        for (v, _) in counts {
            match v.parse::<RunDir>().unwrap() {
                RunDir::Blockers(b) => blockers.extend(b.iter()),
                RunDir::Boxes(b) => boxes.extend(b.iter().map(|x| x.to_string())),
                RunDir::Versus(b, x) => {
                    blockers.push(b);
                    boxes.push(x.to_string());
                }
                RunDir::Breakaway => {}
            }
        }
        (blockers, boxes)
    };
    let (blockers, boxes) = names(&r.inside_left);
    assert!(blockers.iter().all(|b| matches!(b, Blocker::CN | Blocker::LG | Blocker::LT | Blocker::BK)), "inside left: {blockers:?}");
    assert!(boxes.iter().all(|b| ["B", "C", "G", "H"].contains(&b.as_str())), "inside left: {boxes:?}");
    let (blockers, boxes) = names(&r.sweep_left);
    assert!(blockers.iter().all(|b| matches!(b, Blocker::LE | Blocker::LT | Blocker::LG | Blocker::BK)), "sweep left: {blockers:?}");
    assert!(boxes.iter().all(|b| ["A", "B", "F"].contains(&b.as_str())), "sweep left: {boxes:?}");
}

/// [sp6 10.2] One "ALL" pass directive for every pass type; [sp6 1] Orig on about 65-70% of
/// the cards, Pass Rush on 8-10%, redirects on the rest.
#[test]
fn pass_directive_shares_sp6_10_2() {
    let r = DeckRecipe::embedded();
    let share = |v: &str| r.pass.iter().filter(|c| c.0 == v).map(|c| c.1).sum::<u32>() as f64 / 96.0;
    assert!((0.65..=0.70).contains(&share("Orig")), "[sp6 1] Orig {}", share("Orig"));
    assert!((0.08..=0.10).contains(&share("PR")), "[sp6 1] Pass Rush {}", share("PR"));
    for t in ["FL", "LE", "RE", "BK1", "BK2"] {
        assert!(share(t) > 0.0, "[sp6 10.2] a redirect to {t}");
    }
}

/// [sp6 20] The five solitaire situations: run defenses lead on short yardage and at the goal
/// line (situations 2 and 5), pass defenses on second and third-or-fourth and long (3 and 4);
/// Prevent never on short yardage.
#[test]
fn solitaire_follows_the_situations_sp6_20() {
    let deck = DeckFile::embedded();
    let cards = regular(&deck);
    let runs = |k: usize| cards.iter().filter(|c| matches!(c.sol[k].to_string().as_str(), "Run(NK)" | "Run(BC)")).count();
    let prevent = |k: usize| cards.iter().filter(|c| c.sol[k].to_string().starts_with("Prevent")).count();
    assert!(runs(1) > 48 && runs(4) > 48, "[sp6 20] run defenses lead on short yardage: {} {}", runs(1), runs(4));
    assert!(runs(2) < 48 && runs(3) < 48, "[sp6 20] pass defenses lead when long: {} {}", runs(2), runs(3));
    assert!(runs(3) < runs(2) && runs(2) < runs(0), "[sp6 20] the longer the yardage, the fewer run defenses");
    assert!(prevent(1) == 0 && prevent(4) == 0, "[sp6 20] no Prevent on short yardage or at the goal line");
    assert!(prevent(3) > prevent(2), "[sp6 20] Prevent mostly on third-or-fourth and long");
    assert!(cards.iter().any(|c| c.sol.iter().any(|s| s.to_string() == "Blitz")), "[sp6 20] Blitz is drawn (S4.8)");
}
