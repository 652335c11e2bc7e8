//! The card builder: the embedded 2024 league is exactly what the builder makes of the 2024
//! statistics; every team keeps the card rules; the cards carry the statistics (measured with
//! the documented game mix); bad input is refused with a clear error.
//!
//! The statistics are read from `../../../shared/data/nfl/2024/` (relative to the crate); the
//! tests that need them say so and pass when the folder is absent.
//!
//! To rewrite `data/league_2024.json` after a change to the builder or its parameters:
//! `HUDDLE_SOM_REGENERATE=1 cargo test -p huddle-som --release --test build regenerates`.

use huddle_cards::builder::read_players;
use huddle_som::build::{self, eval, BuildError, BuildParams, SeasonStats};
use huddle_som::cards::{SomLeague, SomTeam};
use huddle_som::vocab::Front;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024")
}

fn stats() -> Option<SeasonStats> {
    let dir = data_dir();
    if !dir.join("player_season_2024.csv").exists() {
        println!("SKIPPED: the 2024 statistics are not at {} (the test needs ../shared/data/nfl/2024/)", dir.display());
        return None;
    }
    Some(SeasonStats::read_dir(&dir, 2024).expect("the 2024 statistics read"))
}

/// A player's name and his season's numeric columns.
type Totals = (String, BTreeMap<&'static str, f64>);

/// Every row of a player summed over his teams.
fn totals() -> Option<BTreeMap<String, Totals>> {
    let dir = data_dir();
    if !dir.join("player_season_2024.csv").exists() {
        return None;
    }
    let rows = read_players(&dir.join("player_season_2024.csv"), Some(2024)).ok()?;
    let mut out: BTreeMap<String, Totals> = BTreeMap::new();
    for r in &rows {
        let e = out.entry(r.id.clone()).or_insert_with(|| (r.name.clone(), BTreeMap::new()));
        for c in huddle_cards::builder::stats::PLAYER_NUMS {
            *e.1.entry(c).or_default() += r.n(c);
        }
    }
    Some(out)
}

#[test]
fn the_embedded_parameters_are_valid() {
    BuildParams::embedded().validate().unwrap();
    let mut p = BuildParams::embedded();
    p.run_kind_mix = [0.5, 0.5, 0.5];
    assert!(p.validate().unwrap_err().contains("run_kind_mix"));
    let mut p = BuildParams::embedded();
    p.def_43.flat[0][3] = "REC OR X".into();
    assert!(p.validate().is_err());
}

#[test]
fn regenerates_the_embedded_league() {
    let Some(s) = stats() else { return };
    let built = build::build_league(&s, &BuildParams::embedded(), 2024).unwrap_or_else(|e| panic!("{e}"));
    let text = build::to_json(&built);
    if std::env::var_os("HUDDLE_SOM_REGENERATE").is_some() {
        std::fs::write(Path::new(env!("CARGO_MANIFEST_DIR")).join("data/league_2024.json"), &text).unwrap();
        println!("wrote data/league_2024.json ({} bytes)", text.len());
        return;
    }
    if text != build::LEAGUE_2024_JSON {
        let old = SomLeague::from_json(build::LEAGUE_2024_JSON, "data/league_2024.json").ok();
        let first = built.teams.iter().find(|t| old.as_ref().and_then(|o| o.team(&t.code)) != Some(*t)).map(|t| t.code.clone());
        panic!("data/league_2024.json is not what the builder makes of the 2024 statistics (first different team: {first:?}); regenerate it with HUDDLE_SOM_REGENERATE=1");
    }
    assert!(text.len() < 4_000_000, "the league file is {} bytes", text.len());
}

#[test]
fn every_team_of_the_embedded_league_validates() {
    let l = build::embedded_2024();
    assert_eq!(l.season, 2024);
    assert_eq!(l.teams.len(), 32);
    for t in &l.teams {
        t.validate("data/league_2024.json").unwrap_or_else(|e| panic!("{e}"));
    }
    // Both fronts occur, and each team's defensive card has its front's run columns.
    assert!(l.teams.iter().any(|t| t.front == Front::ThreeFour) && l.teams.iter().any(|t| t.front == Front::FourThree));
}

fn ypc_of(t: &BTreeMap<&'static str, f64>) -> f64 {
    t["rushing_yards"] / t["carries"]
}

/// [som 2.4] A back's expected yards per carry over the documented mix: half his carries on his
/// running card (columns RIGHT/WRONG/KEY, sections by the run mix), half on the league's
/// defensive cards (each with its own defenders, his line in the offensive checks). His card's
/// WRONG column beats its RIGHT, which beats its KEY; his End Run is the most variable.
#[test]
fn running_cards_carry_the_backs_yards_per_carry() {
    let Some(tot) = totals() else {
        println!("SKIPPED: no 2024 statistics");
        return;
    };
    let l = build::embedded_2024();
    let p = BuildParams::embedded();
    let mix = eval::Mix::from_params(&p);
    let env = build::card_env(&p);
    let (mut n, mut within, mut worst) = (0, 0, 0.0f64);
    let (mut shape_ok, mut wider) = (0, 0);
    let mut seen = std::collections::BTreeSet::new();
    for t in &l.teams {
        let d = build::defense_run_average(&l.teams, t, &p);
        for pl in &t.players {
            let (Some(card), Some((name, s))) = (&pl.running, tot.get(&pl.id)) else { continue };
            if !pl.plays(huddle_som::cards::Pos::Hb) || s["carries"] < 100.0 || !seen.insert(pl.id.clone()) {
                continue;
            }
            let v = eval::Val::mix([
                (mix.run_kind[0], eval::section(&card.linebuck, &mix.run_column, &env)),
                (mix.run_kind[1], eval::section(&card.off_tackle, &mix.run_column, &env)),
                (mix.run_kind[2], eval::section(&card.end_run, &mix.run_column, &env)),
            ]);
            // The cards aim above the season by what the game takes off in play (`ypc_in_play`).
            let expected = (0.5 * v.yards + 0.5 * d.yards) * p.ypc_in_play;
            let real = ypc_of(s);
            for sec in [&card.linebuck, &card.off_tackle, &card.end_run] {
                let m = |c: &huddle_som::cards::Column| eval::column(c, &env).yards;
                if !(m(&sec.wrong) > m(&sec.right) && m(&sec.right) > m(&sec.third)) {
                    shape_ok -= 1;
                    break;
                }
            }
            shape_ok += 1;
            let sd = |sec: &huddle_som::cards::Section| {
                let (mut m1, mut m2) = (0.0, 0.0);
                for (w, col) in mix.run_column.iter().zip([&sec.right, &sec.wrong, &sec.third]) {
                    for (pr, cell) in eval::ROW_P.iter().zip(col.iter()) {
                        let y = eval::value(cell, &env).yards;
                        m1 += w * pr * y;
                        m2 += w * pr * y * y;
                    }
                }
                (m2 - m1 * m1).sqrt()
            };
            wider += (sd(&card.end_run) > sd(&card.linebuck)) as usize;
            let err = expected - real;
            n += 1;
            if err.abs() <= 0.3 {
                within += 1;
            } else {
                println!("  {} ({}): real {real:.2}, card {expected:.2}", name, t.code);
            }
            worst = worst.max(err.abs());
        }
    }
    println!("backs with 100+ carries: {within} of {n} within ±0.3 yards per carry (worst {worst:.2})");
    println!("column order WRONG > RIGHT > KEY held by {shape_ok} of {n}; End Run wider than Linebuck for {wider} of {n}");
    assert_eq!(shape_ok, n, "every back's WRONG column beats his RIGHT, which beats his KEY");
    assert_eq!(wider, n, "every back's End Run is more variable than his Linebuck");
    assert!(n >= 40, "only {n} backs with 100+ carries");
    assert_eq!(within, n, "every back with 100+ carries within ±0.3 yards per carry");
}

/// A running card's expectation under the mix (half his carries; the defensive half apart).
fn card_run(card: &huddle_som::cards::RunCard, mix: &eval::Mix, env: &eval::Env) -> eval::Val {
    eval::Val::mix([
        (mix.run_kind[0], eval::section(&card.linebuck, &mix.run_column, env)),
        (mix.run_kind[1], eval::section(&card.off_tackle, &mix.run_column, env)),
        (mix.run_kind[2], eval::section(&card.end_run, &mix.run_column, env)),
    ])
}

/// [som 2.4.4] Quarterbacks who run: the running card (half) with the defensive cards (half)
/// on his carries other than kneel-downs (`qb_kneels_per_start` a start at `qb_kneel_yards`),
/// against his season's yards per carry with those kneel-downs; and the backs' fumbles.
#[test]
fn quarterbacks_running_cards_and_the_backs_fumbles() {
    let Some(tot) = totals() else {
        println!("SKIPPED: no 2024 statistics");
        return;
    };
    let dir = data_dir();
    let teams = huddle_cards::builder::read_teams(&dir.join("team_season_2024.csv"), Some(2024)).unwrap();
    let att_pg = teams.iter().map(|t| t.n("attempts")).sum::<f64>() / teams.iter().map(|t| t.n("games")).sum::<f64>();
    let l = build::embedded_2024();
    let p = BuildParams::embedded();
    let mix = eval::Mix::from_params(&p);
    let env = build::card_env(&p);
    let (mut n, mut within) = (0, 0);
    let (mut fum_real, mut fum_card, mut carries) = (0.0, 0.0, 0.0);
    let mut seen = std::collections::BTreeSet::new();
    for t in &l.teams {
        let d = build::defense_run_average(&l.teams, t, &p);
        for pl in &t.players {
            let (Some(card), Some((name, s))) = (&pl.running, tot.get(&pl.id)) else { continue };
            if !seen.insert(pl.id.clone()) {
                continue;
            }
            let v = card_run(card, &mix, &env);
            if pl.plays(huddle_som::cards::Pos::Qb) {
                if s["carries"] < 60.0 {
                    continue;
                }
                let starts = (s["attempts"] / att_pg).min(s["games"]);
                let kneels = (p.qb_kneels_per_start * starts).min(0.5 * s["carries"]);
                let runs = s["carries"] - kneels;
                // As the backs' (above): the card aims off the season by what the game changes in play.
                let card_ypc = ((0.5 * v.yards + 0.5 * d.yards) * p.qb_ypc_in_play * runs + kneels * p.qb_kneel_yards) / s["carries"];
                let real = ypc_of(s);
                n += 1;
                let ok = (card_ypc - real).abs() <= 0.4;
                within += ok as usize;
                println!("  {name:<20} {}: {} carries, {real:.2} yards a carry, card {card_ypc:.2}{}", t.code, s["carries"], if ok { "" } else { "  <--" });
            } else if s["carries"] >= 100.0 {
                fum_real += s["rushing_fumbles"];
                fum_card += (0.5 * v.fumble + 0.5 * d.fumble) * s["carries"];
                carries += s["carries"];
            }
        }
    }
    println!("quarterbacks with 60+ carries: {within} of {n} within ±0.4 yards a carry (shrinkage: {} carries at the league's rate)", p.prior_carries);
    println!("backs with 100+ carries: {fum_real} fumbles in {carries} carries ({:.2}%), cards {:.2}%", 100.0 * fum_real / carries, 100.0 * fum_card / carries);
    assert!(n >= 10 && within * 20 >= n * 17, "{within} of {n}");
    assert!((fum_card - fum_real).abs() / carries < 0.003, "fumbles: cards {fum_card:.1} against {fum_real}");
}

/// [som 2.3, 2.13.5] The rating card: every rating on its scale, the ratings ordered as the
/// statistics they come from, a few asterisk rushers.
#[test]
fn ratings_follow_the_statistics() {
    let Some(tot) = totals() else {
        println!("SKIPPED: no 2024 statistics");
        return;
    };
    let l = build::embedded_2024();
    let mut asterisks = 0;
    let mut rush: Vec<(f64, f64)> = Vec::new();
    let mut cover: Vec<(f64, f64)> = Vec::new();
    for t in &l.teams {
        for (slot, id) in &t.depth.defense {
            let pl = &t.players[t.player(id).unwrap()];
            let Some((_, s)) = tot.get(id) else { continue };
            if let Some(r) = pl.pass_rush {
                asterisks += r.asterisk.is_some() as usize;
                if slot.is_line() && s["games"] >= 8.0 {
                    rush.push(((s["def_sacks"] + 0.3 * s["def_qb_hits"]) / s["games"], r.normal as f64));
                }
            }
            if matches!(slot, huddle_som::vocab::DefSlot::Lcb | huddle_som::vocab::DefSlot::Rcb) && s["games"] >= 8.0 {
                cover.push(((s["def_pass_defended"] + 2.0 * s["def_interceptions"]) / s["games"], pl.defense as f64));
            }
        }
        let line: Vec<u8> = t.depth.line.iter().map(|id| t.players[t.player(id).unwrap()].run_block).collect();
        assert!(line.iter().all(|r| [4, 5, 6].contains(r)), "{}: starting line run-block {line:?}", t.code);
    }
    let corr = |v: &[(f64, f64)]| {
        let n = v.len() as f64;
        let (mx, my) = (v.iter().map(|x| x.0).sum::<f64>() / n, v.iter().map(|x| x.1).sum::<f64>() / n);
        let cov: f64 = v.iter().map(|(x, y)| (x - mx) * (y - my)).sum();
        cov / (v.iter().map(|(x, _)| (x - mx).powi(2)).sum::<f64>().sqrt() * v.iter().map(|(_, y)| (y - my).powi(2)).sum::<f64>().sqrt())
    };
    let (cr, cc) = (corr(&rush), corr(&cover));
    println!("starting linemen: pass rush against sacks + 0.3 QB hits a game, correlation {cr:.2}; starting corners: defense against (passes defended + 2 interceptions) a game, {cc:.2}; {asterisks} asterisk rushers");
    assert!(cr > 0.8 && cc > 0.6, "{cr} {cc}");
    assert!((5..=40).contains(&asterisks), "{asterisks} asterisk rushers");
}

/// [som 2.13] The pass rush the ratings make, read on T22 for every offense against every
/// defense under the mix (the defense calls pass on RIGHT and 2-tmd plays, black 1-2 triggers
/// the rush; the control die picks the rusher and blocker of T24; no linebacker blitzing, so
/// "HI LB" rows give no sack; "*" reads the defense's first asterisk rusher against the second
/// back). A report of the sack rate the cards give before the coaches' blitzes, held loosely.
#[test]
fn the_pass_rush_ratings_make_a_plausible_sack_rate() {
    use huddle_som::tables::{Tables, PASS_BLOCK_ROWS};
    use huddle_som::vocab::DefSlot;
    let l = build::embedded_2024();
    let p = BuildParams::embedded();
    let t22 = Tables::embedded().t22();
    let cell = |block: u8, rush: u8, kind: huddle_som::vocab::PassKind| -> f64 {
        if rush == 0 {
            return 0.0;
        }
        // Unprinted block ratings read the row below (digest A-G17's "lower" reading).
        let row = PASS_BLOCK_ROWS.iter().copied().find(|r| *r <= block).unwrap_or(0);
        let Some(r) = t22.rows.iter().find(|x| x.block == row) else { return 0.0 };
        let col = (17 - rush.clamp(1, 17) as usize).saturating_sub(2).min(14);
        r.line(kind)[col].ways() as f64 / 36.0
    };
    let called_pass = p.pass_column_mix[0] + p.pass_column_mix[2];
    let (mut total, mut n) = (0.0, 0.0);
    let mut by_front = [(0.0f64, 0.0f64); 2];
    for o in &l.teams {
        let pb = |id: &str| o.players[o.player(id).unwrap()].pass_block;
        let [lt, lg, c, rg, rt] = [0, 1, 2, 3, 4].map(|i| pb(&o.depth.line[i]));
        let bb = pb(&o.depth.rb[1]);
        for d in &l.teams {
            let rush = |s: DefSlot| d.depth.defense.iter().find(|(x, _)| *x == s).and_then(|(_, id)| d.players[d.player(id).unwrap()].pass_rush).map(|r| r.normal).unwrap_or(0);
            let star = d.depth.defense.iter().filter_map(|(_, id)| d.players[d.player(id).unwrap()].pass_rush).find_map(|r| r.asterisk).unwrap_or(0);
            let pairs: Vec<(u8, u8)> = if d.front == Front::ThreeFour {
                vec![(rush(DefSlot::Le), rt), (rush(DefSlot::Nt), c), (rush(DefSlot::Re), lt), (star, bb)]
            } else {
                vec![(rush(DefSlot::Le), rt), (rush(DefSlot::Lt), rg), (rush(DefSlot::Rt), lg), (rush(DefSlot::Re), lt), (star, bb)]
            };
            let mut sack = 0.0;
            for (k, kind) in eval::PASS_KINDS.iter().enumerate() {
                sack += p.pass_kind_mix[k] * pairs.iter().map(|(r, b)| cell(*b, *r, *kind) / 6.0).sum::<f64>();
            }
            let rate = called_pass / 3.0 * sack;
            total += rate;
            n += 1.0;
            let f = (d.front == Front::ThreeFour) as usize;
            by_front[f].0 += rate;
            by_front[f].1 += 1.0;
        }
    }
    let rate = total / n;
    println!(
        "sacks per dropback from the ratings without blitzes: {:.1}% (4-3 defenses {:.1}%, 3-4 {:.1}%; NFL 2024: 6.9%)",
        100.0 * rate,
        100.0 * by_front[0].0 / by_front[0].1.max(1.0),
        100.0 * by_front[1].0 / by_front[1].1.max(1.0)
    );
    assert!((0.02..0.12).contains(&rate), "{rate}");
}

/// [som 2.14] The team defensive cards: an average card gives the league's yards a carry and
/// completion rate; better defenses (by the index) give less.
#[test]
fn defensive_cards_average_the_league_and_spread_by_quality() {
    let l = build::embedded_2024();
    let p = BuildParams::embedded();
    let base = build::card_env(&p);
    let off = build::league_offense_checks(&l.teams);
    let mix = eval::Mix::from_params(&p);
    let mut runs = Vec::new();
    for t in &l.teams {
        let env = build::defense_env(t, off, &base, p.box_empty_chance);
        let (_, v) = eval::defense_run(&t.defense_card, t.front == Front::ThreeFour, &mix, &env);
        runs.push(v.yards);
        assert_eq!(t.defense_card.linebuck.len(), if t.front == Front::ThreeFour { 3 } else { 2 });
    }
    let mean = runs.iter().sum::<f64>() / runs.len() as f64;
    let sd = (runs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / runs.len() as f64).sqrt();
    println!("defensive cards' run sections: mean {mean:.2} yards a carry, sd {sd:.2} across teams");
    assert!((mean - 4.44).abs() < 0.3 && sd > 0.15 && sd < 0.8, "{mean} {sd}");
}

fn pass_world(l: &SomLeague, p: &BuildParams) -> eval::PassWorld {
    eval::PassWorld { defense: build::defense_pass_average(&l.teams, p), receiver: build::receiver_average(&l.teams, p) }
}

/// [som 2.5] A passer's completion rate over the documented mix (half his card, half the
/// league's defensive cards; RECEIVER readings on the league's average receiving card) against
/// his season's; interception rate and yards per attempt reported and held loosely.
#[test]
fn passing_cards_carry_completion_and_interception_rates() {
    let Some(tot) = totals() else {
        println!("SKIPPED: no 2024 statistics");
        return;
    };
    let l = build::embedded_2024();
    let p = BuildParams::embedded();
    let mix = eval::Mix::from_params(&p);
    let env = build::card_env(&p);
    let world = pass_world(l, &p);
    let (mut n, mut within, mut int_within, mut ypa_within) = (0, 0, 0, 0);
    let mut seen = std::collections::BTreeSet::new();
    for t in &l.teams {
        for pl in &t.players {
            let (Some(card), Some((name, s))) = (&pl.passing, tot.get(&pl.id)) else { continue };
            if s["attempts"] < 200.0 || !seen.insert(pl.id.clone()) {
                continue;
            }
            let mut line = eval::passer(&card.sections, &world, &mix, &env);
            // The cards aim below the season by what the game adds in play (`comp_in_play`, `ypa_in_play`).
            line.comp += p.comp_in_play;
            line.ypa *= p.ypa_in_play;
            let comp = s["completions"] / s["attempts"];
            let int = s["passing_interceptions"] / s["attempts"];
            let ypa = s["passing_yards"] / s["attempts"];
            n += 1;
            let ok = (line.comp - comp).abs() <= 0.03;
            within += ok as usize;
            int_within += ((line.int - int).abs() <= 0.008) as usize;
            ypa_within += ((line.ypa - ypa).abs() <= 1.0) as usize;
            println!(
                "  {name:<22} {}: comp {:.1} card {:.1} | int {:.2} card {:.2} | ypa {:.2} card {:.2} | MR {:.3}{}",
                t.code,
                100.0 * comp,
                100.0 * line.comp,
                100.0 * int,
                100.0 * line.int,
                ypa,
                line.ypa,
                line.mr,
                if ok { "" } else { "  <-- comp" }
            );
        }
    }
    println!("passers with 200+ attempts: completion {within} of {n} within ±3 points; interceptions {int_within} within ±0.8 points; yards per attempt {ypa_within} within ±1.0");
    assert!(n >= 25, "only {n} passers with 200+ attempts");
    assert_eq!(within, n, "every passer with 200+ attempts within ±3 completion points");
    assert!(int_within * 10 >= n * 8, "interception rates: {int_within} of {n}");
}

/// [som 2.5] A receiver's catch rate and yards per catch over his position's mix of passes,
/// thrown by the league's average passing card (attempts-weighted) against the league's
/// defensive cards, against his season's — both taken relative to his team's passing (his
/// team's completion rate above the league's, its yards per completion over the league's: the
/// passing cards carry those), his catch rate per attempt (× the league's targets per attempt:
/// a pass thrown away has no target in the statistics, but every pass on a card has one).
#[test]
fn receiving_cards_carry_catch_rate_and_yards() {
    let Some(tot) = totals() else {
        println!("SKIPPED: no 2024 statistics");
        return;
    };
    let dir = data_dir();
    let rows = read_players(&dir.join("player_season_2024.csv"), Some(2024)).unwrap();
    let teams = huddle_cards::builder::read_teams(&dir.join("team_season_2024.csv"), Some(2024)).unwrap();
    let sum = |f: &dyn Fn(&huddle_cards::builder::TeamRow) -> f64| teams.iter().map(f).sum::<f64>();
    let (lc, lr) = (sum(&|t| t.n("completions")) / sum(&|t| t.n("attempts")), sum(&|t| t.n("passing_yards")) / sum(&|t| t.n("completions")));
    // Every pass on a card has a receiver: a season's catches per target × targets per attempt.
    let targeted = rows.iter().map(|r| r.n("targets")).sum::<f64>() / sum(&|t| t.n("attempts"));
    let team = |code: &str| teams.iter().find(|t| t.team == code).unwrap();
    let l = build::embedded_2024();
    let p = BuildParams::embedded();
    let d = build::defense_pass_average(&l.teams, &p);
    let q = build::passer_average(&l.teams, &p);
    let (mut n, mut catch_ok, mut ypr_ok) = (0, 0, 0);
    let mut bias = [(0.0f64, 0.0f64); 3];
    let mut seen = std::collections::BTreeSet::new();
    for t in &l.teams {
        for pl in &t.players {
            let (Some(card), Some((name, s))) = (&pl.receiving, tot.get(&pl.id)) else { continue };
            if s["targets"] < 50.0 || s["receptions"] < 20.0 || !seen.insert(pl.id.clone()) {
                continue;
            }
            let mine: Vec<_> = rows.iter().filter(|r| r.id == pl.id).collect();
            let tw: f64 = mine.iter().map(|r| r.n("targets")).sum();
            let cw: f64 = mine.iter().map(|r| r.n("receptions")).sum();
            let tc = mine.iter().map(|r| r.n("targets") * team(&r.team).n("completions") / team(&r.team).n("attempts")).sum::<f64>() / tw;
            let ty = mine.iter().map(|r| r.n("receptions") * team(&r.team).n("passing_yards") / team(&r.team).n("completions")).sum::<f64>() / cw;
            let want_c = (s["receptions"] / s["targets"] - (tc - lc)) * targeted;
            let want_y = s["receiving_yards"] / s["receptions"] * lr / ty;
            let g = if pl.plays(huddle_som::cards::Pos::Wr) {
                "WR"
            } else if pl.plays(huddle_som::cards::Pos::Te) {
                "TE"
            } else {
                "RB"
            };
            let (card_c, card_y) = build::receiver_line(card, &q, &d, &build::receiver_kind_mix(g, &p), &p);
            let gi = if pl.plays(huddle_som::cards::Pos::Wr) { 0 } else if pl.plays(huddle_som::cards::Pos::Te) { 1 } else { 2 };
            bias[gi].0 += card_c - want_c;
            bias[gi].1 += 1.0;
            n += 1;
            let (okc, oky) = ((card_c - want_c).abs() <= 0.04, (card_y / want_y - 1.0).abs() <= 0.12);
            catch_ok += okc as usize;
            ypr_ok += oky as usize;
            if !(okc && oky) {
                println!("  {name} ({}): catch {:.1} card {:.1} | yards per catch {want_y:.1} card {card_y:.1}", t.code, 100.0 * want_c, 100.0 * card_c);
            }
        }
    }
    println!("receivers with 50+ targets: {n}; catch rate within ±4 points: {catch_ok}; yards per catch within 12%: {ypr_ok}");
    println!("mean catch-rate error (card − season) WR {:+.1} TE {:+.1} RB {:+.1} points", 100.0 * bias[0].0 / bias[0].1.max(1.0), 100.0 * bias[1].0 / bias[1].1.max(1.0), 100.0 * bias[2].0 / bias[2].1.max(1.0));
    assert!(n >= 100, "{n}");
    assert!(catch_ok * 20 >= n * 19, "catch rates: {catch_ok} of {n}");
    assert!(ypr_ok * 20 >= n * 19, "yards per catch: {ypr_ok} of {n}");
}

/// nflverse distance bands and the distance whose line of scrimmage (distance − 17) reads the
/// card band an attempt of that band is taken from.
const BANDS: [(&str, f64); 6] = [("0_19", 25.0), ("20_29", 25.0), ("30_39", 35.0), ("40_49", 45.0), ("50_59", 53.0), ("60_", 61.0)];

/// The chance the team's card makes a kick of `dist` yards (beyond its bands: a 2 only, §2.11).
fn card_chance(t: &SomTeam, dist: f64) -> f64 {
    let los = (dist - 17.0) as u8;
    t.specialist.field_goals.iter().find(|x| x.max_los >= los).map(|x| build::good_chance(&x.good)).unwrap_or(1.0 / 36.0)
}

/// [som 2.11] A kicker's card by band against his record (kick distance = LOS + 17).
#[test]
fn field_goal_bands_carry_the_kickers_rates() {
    let Some(tot) = totals() else {
        println!("SKIPPED: no 2024 statistics");
        return;
    };
    let l = build::embedded_2024();
    let (mut n, mut within, mut worst) = (0, 0, 0.0f64);
    let mut by_band = [(0.0f64, 0.0f64, 0.0f64); 6];
    for t in &l.teams {
        let Some((name, s)) = tot.get(&t.specialist.kicker) else { continue };
        if s["fg_att"] < 20.0 {
            continue;
        }
        // His attempts by nflverse band, read on the card band holding the band's middle.
        let (mut made, mut exp, mut att) = (0.0, 0.0, 0.0);
        for (bi, (b, dist)) in BANDS.iter().enumerate() {
            let a = s[format!("fg_made_{b}").as_str()] + s[format!("fg_missed_{b}").as_str()];
            if a == 0.0 {
                continue;
            }
            let chance = card_chance(t, *dist);
            exp += a * chance;
            made += s[format!("fg_made_{b}").as_str()];
            att += a;
            by_band[bi].0 += s[format!("fg_made_{b}").as_str()];
            by_band[bi].1 += a * chance;
            by_band[bi].2 += a;
        }
        let (real, card) = (made / att, exp / att);
        n += 1;
        if (real - card).abs() <= 0.05 {
            within += 1;
        } else {
            println!("  {name} ({}): real {:.1}% card {:.1}% on {att} attempts", t.code, 100.0 * real, 100.0 * card);
        }
        worst = worst.max((real - card).abs());
    }
    println!("kickers with 20+ attempts: {within} of {n} within ±5 points over their own attempts (worst {:.1})", 100.0 * worst);
    assert!(n >= 25);
    assert!(within * 10 >= n * 9, "{within} of {n}");
    // By band, over these kickers' attempts: the cards' rate against the record.
    for (i, (b, _)) in BANDS.iter().enumerate() {
        let (made, exp, att) = by_band[i];
        if att < 20.0 {
            continue;
        }
        println!("  band {b}: {att} attempts, made {:.1}%, cards {:.1}%", 100.0 * made / att, 100.0 * exp / att);
        assert!((made - exp).abs() / att <= 0.04, "band {b}: made {made} of {att}, the cards expect {exp:.1}");
    }
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn scratch(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("huddle-som-build-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

const TEAM_HEADER: &str = "team,season,games,completions,attempts,passing_yards,passing_interceptions,sacks_suffered,carries,rushing_yards,rushing_fumbles_lost,receiving_fumbles_lost,sack_fumbles_lost,def_fumbles_forced,def_sacks,def_interceptions,penalties,penalty_yards";

fn player_header() -> String {
    let mut h = vec!["player_id", "player_display_name", "position", "position_group", "season", "team"];
    h.extend(huddle_cards::builder::stats::PLAYER_NUMS.iter().copied());
    h.join(",")
}

fn player_line(id: &str, name: &str, pos: &str, group: &str, team: &str, set: &[(&str, f64)]) -> String {
    let mut v = vec![id.to_string(), name.to_string(), pos.to_string(), group.to_string(), "2024".into(), team.to_string()];
    for c in huddle_cards::builder::stats::PLAYER_NUMS {
        v.push(set.iter().find(|(k, _)| k == c).map(|(_, x)| x.to_string()).unwrap_or_else(|| "0".into()));
    }
    v.join(",")
}

/// A tiny season: two teams, a passer who never threw, a back who never ran, everyone else
/// replacement players.
fn tiny(dir: &Path, extra: &str) -> (PathBuf, PathBuf) {
    let teams = format!("{TEAM_HEADER}\nAAA,2024,17,350,540,3800,12,40,450,1900,5,4,3,10,40,12,100,800\nBBB,2024,17,330,520,3500,14,35,470,2100,6,3,2,12,38,10,110,900\n");
    let mut players = player_header();
    players.push('\n');
    players.push_str(&player_line("p1", "Zero Passer", "QB", "QB", "AAA", &[("games", 3.0)]));
    players.push('\n');
    players.push_str(&player_line("p2", "Zero Back", "RB", "RB", "AAA", &[("games", 2.0)]));
    players.push('\n');
    players.push_str(&player_line("p3", "Busy Back", "RB", "RB", "BBB", &[("games", 16.0), ("carries", 250.0), ("rushing_yards", 1100.0), ("rushing_fumbles", 2.0)]));
    players.push('\n');
    players.push_str(extra);
    (write(dir, "players.csv", &players), write(dir, "teams.csv", &teams))
}

#[test]
fn players_with_no_attempts_get_the_leagues_rates_and_every_card_validates() {
    let dir = scratch("zero");
    let (pl, tm) = tiny(&dir, "");
    let s = SeasonStats::read(&pl, &tm, None, 2024).unwrap();
    let l = build::build_league(&s, &BuildParams::embedded(), 2024).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(l.teams.len(), 2);
    let a: &SomTeam = l.team("AAA").unwrap();
    let qb = &a.players[a.player("p1").unwrap()];
    assert!(qb.passing.is_some(), "a passer without attempts still gets a (league) passing card");
    let back = &a.players[a.player("p2").unwrap()];
    assert!(back.running.is_some());
    for t in &l.teams {
        t.validate("tiny").unwrap();
    }
    // The league round-trips through its file format.
    let again = SomLeague::from_json(&build::to_json(&l), "tiny").unwrap();
    assert_eq!(again, l);
}

#[test]
fn a_player_of_an_unknown_team_is_refused_by_name() {
    let dir = scratch("unknown");
    let extra = player_line("p9", "Lost Receiver", "WR", "WR", "ZZZ", &[("games", 4.0), ("targets", 10.0)]);
    let (pl, tm) = tiny(&dir, &extra);
    let s = SeasonStats::read(&pl, &tm, None, 2024).unwrap();
    let e = build::build_league(&s, &BuildParams::embedded(), 2024).unwrap_err();
    assert!(matches!(e, BuildError::UnknownTeam { .. }));
    let msg = e.to_string();
    assert!(msg.contains("Lost Receiver") && msg.contains("ZZZ") && msg.contains("players.csv"), "{msg}");
}

#[test]
fn a_missing_column_is_named() {
    let dir = scratch("missing");
    let (pl, _) = tiny(&dir, "");
    let tm = write(&dir, "teams_short.csv", "team,season,games\nAAA,2024,17\n");
    let e = SeasonStats::read(&pl, &tm, None, 2024).unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("missing column") && msg.contains("completions"), "{msg}");
    let sched = write(&dir, "sched.csv", "season,game_type,away_team,home_team\n2024,REG,AAA,BBB\n");
    let (pl, tm) = tiny(&dir, "");
    let e = SeasonStats::read(&pl, &tm, Some(&sched), 2024).unwrap_err();
    assert!(e.to_string().contains("away_score"), "{e}");
}

#[test]
fn a_bad_parameter_file_is_refused_with_its_path() {
    let text = build::LEAGUE_2024_JSON;
    assert!(!text.is_empty());
    let e = BuildParams::from_json("{\"note\": 3}").unwrap_err();
    assert!(e.contains("note"), "{e}");
}

#[test]
fn a_league_file_without_teams_is_refused() {
    let mut v: serde_json::Value = serde_json::from_str(build::LEAGUE_2024_JSON).unwrap();
    let one = v["teams"][0].clone();
    v["teams"] = serde_json::Value::Array(vec![]);
    let e = SomLeague::from_json(&v.to_string(), "empty.json").unwrap_err();
    assert_eq!((e.file.as_str(), e.entry.as_str()), ("empty.json", "teams"), "{e}");
    assert!(e.rule.contains("at least one team"), "{e}");
    // One team is a team file: it loads (its cards can be looked at; a game needs two).
    v["teams"] = serde_json::Value::Array(vec![one]);
    assert_eq!(SomLeague::from_json(&v.to_string(), "one.json").unwrap().teams.len(), 1);
}
