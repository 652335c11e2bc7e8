//! A TTF 7th card as text (`huddle_cards::print`): every figure the engine reads is on it, in
//! the place the printed card has it, and the card shows what §24 says a card shows.

use huddle_cards::print::{card_text, team_card_text};
use huddle_cards::sample::{league_2024, riverton};
use huddle_cards::{Player, Position, Team};

/// The grid row for Run Number `rn` (1-12): its cells after the RN.
fn grid_row(text: &str, rn: usize) -> Vec<String> {
    let head = text.lines().position(|l| l.trim_start().starts_with("RN ")).expect("a Run Number grid");
    let row = text.lines().nth(head + rn).unwrap();
    let mut cells = row.split_whitespace();
    assert_eq!(cells.next(), Some(rn.to_string().as_str()), "row {rn}: {row}");
    cells.map(String::from).collect()
}

fn grid_heads(text: &str) -> Vec<String> {
    let l = text.lines().find(|l| l.trim_start().starts_with("RN ")).unwrap();
    l.split_whitespace().skip(1).map(String::from).collect::<Vec<_>>().join(" ").replace("KO A", "KO_A").replace("KO B", "KO_B").split(' ').map(String::from).collect()
}

fn first(t: &Team, pos: Position) -> &Player {
    t.players.iter().find(|p| p.pos == pos).unwrap()
}

/// [ttf7 24] A player's card shows his position, games played, games started and season line,
/// and (§27.2) the quarterback's ranges for each pass partition 1-48 in the order Com, Inc,
/// Int?, Int, with the Pass Rush line after them.
#[test]
fn a_quarterback_card_prints_his_ranges_and_columns() {
    let t = riverton();
    let qb = first(&t, Position::QB);
    let s = card_text(&t, qb);
    assert!(s.starts_with(&format!("{} — QB {}", qb.name, t.code)), "{s}");
    assert!(s.contains(&format!("{} games, {} starts", qb.games, qb.starts)), "{s}");
    let pass = qb.passing.unwrap();
    for (name, r) in [("Quick", pass.quick), ("Short", pass.short), ("Long", pass.long)] {
        let line: Vec<&str> = s.lines().find(|l| l.trim_start().starts_with(name)).unwrap().split_whitespace().collect();
        let want = [r.com_range(), r.inc_range(), r.int_q_range(), r.int_range()].map(|x| x.to_string());
        assert_eq!(&line[1..], &want, "{name}: {s}");
        assert_eq!(line[1], format!("1-{}", r.com), "Com starts at 1");
    }
    let pr = pass.pass_rush;
    assert!(s.contains(&format!("Sack 1-{} · Run {}-{}", pr.sack, pr.sack + 1, pr.run)) && s.contains(&format!("Inc {}-48", pr.com + 1)), "{s}");
    // The rushing columns by Run Number.
    let r = qb.rushing.as_ref().unwrap();
    let heads = grid_heads(&s);
    let sg = heads.iter().position(|h| h == "SG").unwrap();
    for rn in 1..=12 {
        assert_eq!(grid_row(&s, rn)[sg], r.sg[rn - 1].to_string(), "SG at RN {rn}: {s}");
    }
}

/// [ttf7 24] Backs and receivers: rushing and pass-gain columns side by side by Run Number, the
/// blocking value, the endurance, the surehanded mark.
#[test]
fn a_receiver_card_lines_up_his_columns_by_run_number() {
    let league = league_2024();
    let kc = league.iter().find(|t| t.code == "KC").unwrap();
    let te = kc.players.iter().find(|p| p.name == "Travis Kelce").unwrap();
    let s = card_text(kc, te);
    let heads = grid_heads(&s);
    let g = te.receiving.as_ref().unwrap();
    let r = te.rushing.as_ref().unwrap();
    let at = |h: &str| heads.iter().position(|x| x == h).unwrap_or_else(|| panic!("{h}: {s}"));
    for rn in 1..=12 {
        let row = grid_row(&s, rn);
        assert_eq!(row[at("Q")], g.q[rn - 1].to_string());
        assert_eq!(row[at("S")], g.s[rn - 1].to_string());
        assert_eq!(row[at("L")], g.l[rn - 1].to_string());
        assert_eq!(row[at("N")], r.n.as_ref().unwrap()[rn - 1].to_string());
        assert_eq!(row[at("LG")], r.lg.unwrap()[rn - 1].to_string());
    }
    assert!(s.contains(&format!("endurance {}", te.ev.unwrap())) && s.contains(&format!("BV {}", te.bv.unwrap())), "{s}");
    // The season's line from the statistics he was built from.
    assert!(s.contains("2024 KC: 16 games") && s.contains("receiving 97 of 133 targets, 823 yds, 3 TD"), "{s}");
    let hunt = kc.players.iter().find(|p| p.name == "Kareem Hunt").unwrap();
    assert!(hunt.surehanded && card_text(kc, hunt).contains("surehanded (s)"));
    assert!(!s.contains("surehanded"), "Kelce's card has no surehanded mark");
}

/// [ttf7 24] Linemen, defenders, kickers and punters: the values each box reads.
#[test]
fn line_defense_and_kicking_cards_print_their_values() {
    let league = league_2024();
    for t in league.iter().take(8) {
        for p in &t.players {
            let s = card_text(t, p);
            if let Some(pbv) = p.pbv {
                assert!(s.contains(&format!("BV {}  PBV {pbv}", p.bv.unwrap())), "{s}");
            }
            if let Some(d) = p.defense {
                assert!(s.contains(&format!("TV {}  PRV {}  PD {:+}  Int {}", d.tv, d.prv, d.pd, d.int)), "{s}");
                assert_eq!(s.contains("Interference"), !d.interference.is_empty(), "{s}");
            }
            if let Some(k) = &p.kicking {
                for b in &k.fg {
                    assert!(s.contains(&format!("{}-{}: 1-{}", b.from, b.to, b.good)), "{s}");
                }
                assert!(s.contains(&format!("longest {}", k.max)) && s.contains(&format!("Extra point 1-{}", k.xp)), "{s}");
            }
            if let Some(ko) = &p.kickoff {
                assert!(grid_heads(&s).ends_with(&["KO_A".to_string(), "KO_B".to_string(), "Ret".to_string()]), "{s}");
                for rn in 1..=12 {
                    // "Col B" is two words on the card: compare the line's text.
                    let line = s.lines().nth(s.lines().position(|l| l.trim_start().starts_with("RN ")).unwrap() + rn).unwrap();
                    assert!(line.contains(&ko.a[rn - 1].to_string()) && line.contains(&ko.b[rn - 1].to_string()), "{line}");
                    assert!(line.trim_end().ends_with(&format!("{:+}", ko.ret[rn - 1])), "the Ret modifier last: {line}");
                }
                assert!(s.contains(&format!("*{:+}", ko.ret_asterisk)), "the asterisked modifier under Ret: {s}");
            }
            if let Some(pu) = &p.punting {
                for rn in 1..=11 {
                    let line = s.lines().nth(s.lines().position(|l| l.trim_start().starts_with("RN ")).unwrap() + rn).unwrap();
                    assert!(line.trim_end().ends_with(&pu.punts[rn - 1].to_string()), "{line}");
                }
                let list: Vec<String> = pu.rn12.iter().map(|e| format!("{} {}", e.rn, e.result)).collect();
                assert!(s.contains(&format!("RN 12 (a new RN): {}", list.join(" · "))), "[ttf7 13.4] {s}");
            }
        }
    }
}

/// [ttf7 24] The team's own card: its Fumble and Penalty ranges and Defense Fumble Adjustment,
/// each returner's column by Run Number with the asterisked range at its foot.
#[test]
fn the_team_card_prints_its_ranges_and_return_columns() {
    let t = riverton();
    let s = team_card_text(&t);
    assert!(s.contains(&format!("Fumble 1-{} · Defense Fumble Adjustment {:+} · Penalty 1-{}", t.fumble_range, t.def_fumble_adj, t.penalty_range)), "{s}");
    let heads = grid_heads(&s);
    let mut i = 0;
    for (k, r) in t.punt_returns.iter().enumerate() {
        assert_eq!(heads[i], format!("PR{}", k + 1));
        for rn in 1..=12 {
            assert_eq!(grid_row(&s, rn)[i], r.col[rn - 1].to_string());
        }
        let name = &t.player(t.idx(&r.player).unwrap()).name;
        assert!(s.contains(&format!("PR{} {name} (Fair Catch Value {})", k + 1, r.fc)), "{s}");
        i += 1;
    }
    for (k, r) in t.kick_returns.iter().enumerate() {
        assert_eq!(heads[i], format!("KR{}", k + 1));
        for rn in 1..=12 {
            assert_eq!(grid_row(&s, rn)[i], r.col[rn - 1].to_string());
        }
        i += 1;
    }
    let foot = s.lines().last().unwrap();
    let stars = t.punt_returns.iter().map(|r| r.asterisk).chain(t.kick_returns.iter().map(|r| r.asterisk)).flatten().count();
    assert_eq!(foot.matches('*').count(), stars, "one asterisked range a column that has one: {s}");
}
