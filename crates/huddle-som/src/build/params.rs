//! League-level parameters of the card builder (`data/build_params.json`): the assumed game mix
//! the cards are calibrated under, the shapes of the columns, the league norms used where the
//! statistics say nothing. Never a value for one player or one team. Validated on load.

use crate::reading::Reading;
use serde::{Deserialize, Serialize};

/// Shares that must sum to one (a mix of plays, columns or men in a zone).
pub type Mix3 = [f64; 3];

/// A big-play cell laid over a running card: `reading` (LG or TD) at `row` of `section`'s
/// `column` for a back whose yards per carry beat the league's by at least `min_edge`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BigPlay {
    /// 0 Linebuck, 1 Off Tackle, 2 End Run.
    pub section: usize,
    /// 0 RIGHT, 1 WRONG, 2 KEY.
    pub column: usize,
    pub row: u8,
    pub reading: String,
    pub min_edge: f64,
}

/// Column templates of a team defensive card for one front. Each column is 11 cells (rows 2-12)
/// in a small template language: a number without a plus sign (`"3"`, `"-1"`) is a yardage the
/// team's shift moves (`"+3"` is the literal reading); `"F<n>"` is the column's fumble cell at shiftable yards n; `"?"` is an open pass row
/// (filled RECEIVER or incomplete to the team's completion target); `"I"` is the column's
/// interception cell (a split sized to the target); anything else is a literal cell of the card
/// notation (`"OFF C +6 OR +2"`, `"DEFENDER X OR SG"`, `"LG"`), never moved.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefTemplates {
    pub linebuck: Vec<Vec<String>>,
    pub off_tackle: Vec<Vec<String>>,
    pub end_run: Vec<Vec<String>>,
    pub flat: Vec<Vec<String>>,
    pub short: Vec<Vec<String>>,
    pub long: Vec<Vec<String>>,
}

/// Every league-level number of the builder (`docs/som-cards.md` explains each).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildParams {
    pub note: String,

    // ---- The game mix the cards are calibrated under ----
    /// Linebuck, Off Tackle, End Run shares of runs.
    pub run_kind_mix: Mix3,
    /// RIGHT (defense called run), WRONG (called pass), KEY shares of runs read on a running card.
    pub run_column_mix: Mix3,
    /// Flat (and look-in), Short, Long shares of passes.
    pub pass_kind_mix: Mix3,
    /// RIGHT (called pass), WRONG (called run), Rec 2-tmd shares of passes read on player cards.
    pub pass_column_mix: Mix3,
    /// Linebackers in the attacked zone on a run: 0-1 (4-3 card), 0-2 (3-4 card).
    pub run_men_43: [f64; 2],
    pub run_men_34: Mix3,
    /// Men in the flat zone (0, 1); in the short zone from `short_from`; in the long zone (0-2).
    pub flat_men: [f64; 2],
    pub short_from: u8,
    pub short_men: Vec<f64>,
    pub long_men: Mix3,
    /// Flat/Short/Long shares of a receiver's targets by position group (WR, TE, RB).
    pub receiver_kind_mix_wr: Mix3,
    pub receiver_kind_mix_te: Mix3,
    pub receiver_kind_mix_rb: Mix3,

    // ---- Values of readings for calibration ----
    /// Yards a TD reading stands for (the mean distance to the goal line of a scrimmage play).
    pub td_value: f64,
    /// T18's Neutral line (rows 2-12 × control 1-6), for the Long Gain's mean; "TD" = `td_value`.
    pub long_gain_neutral: Vec<Vec<String>>,
    /// The chance that nobody stands behind the attacked area when a □ cell is read.
    pub box_empty_chance: f64,

    // ---- Shrinkage priors (attempts at the league rate added to a player's own) ----
    pub prior_carries: f64,
    pub prior_fumble_carries: f64,
    pub prior_attempts: f64,
    pub prior_targets: f64,
    pub prior_catches: f64,
    pub prior_kicks: f64,
    pub prior_returns: f64,
    pub prior_defense_games: f64,

    // ---- Running cards ----
    /// Average back's cells, [section][column][row 2-12] (shifted per back).
    pub run_templates: [[[f64; 11]; 3]; 3],
    pub run_big_plays: Vec<BigPlay>,
    /// Rows a fumble split may sit on, in order of preference.
    pub run_fumble_rows: Vec<u8>,
    /// Fumble-rate multipliers by column (RIGHT, WRONG, KEY; normalised to the mix).
    pub run_fumble_column: Mix3,
    /// Share of the league's fumble rate (runs) and interception rate (passes) the defensive
    /// cards carry; the player cards carry the rest.
    pub def_fumble_share: f64,
    pub def_int_share: f64,
    /// Quarterbacks: kneel-downs per start set aside from the carries, at this many yards each.
    pub qb_kneels_per_start: f64,
    pub qb_kneel_yards: f64,
    /// Prior yards per carry of quarterbacks (× the league's).
    pub qb_ypc_factor: f64,
    /// A passer's completion and interception rates are shrunk toward the league's × these
    /// (passers with few attempts are the league's backups).
    pub qb_prior_comp_factor: f64,
    pub qb_prior_int_factor: f64,
    /// Measured in play: the game completes this many more passes (a share, e.g. 0.027) and
    /// gains this factor more yards an attempt than the builder's model of it (`eval`) says, over
    /// a league's seasons (pass-rush continuations, dump-offs, the coaches' calls); every
    /// passer's targets are moved by them so the played league meets its season.
    #[serde(default)]
    pub comp_in_play: f64,
    #[serde(default = "one")]
    pub ypa_in_play: f64,
    /// Measured in play: the game's yards a carry over the builder's model of them; every back's
    /// running-card target is divided by it.
    #[serde(default = "one")]
    pub ypc_in_play: f64,
    /// The same for a quarterback's running card (his runs are called runs, his scrambles come
    /// off his passing card and his kneels are his own, so the backs' factor does not fit him).
    #[serde(default = "one")]
    pub qb_ypc_in_play: f64,
    /// The lowest and highest cell of a running card.
    pub run_cell_min: i8,
    pub run_cell_max: i8,

    // ---- Passing and receiving ----
    /// League completion rate, yards per completion and interception rate by pass kind, before
    /// the season's own rates scale them (relative shapes).
    pub comp_by_kind: Mix3,
    pub ypc_by_kind: Mix3,
    pub int_by_kind: Mix3,
    /// Share of a passing card's completions read directly (the rest say RECEIVER).
    pub qb_direct_share: Mix3,
    /// Completion-chance offsets by column (RIGHT, WRONG, 2-tmd), before centring on the mix.
    pub qb_comp_column: Mix3,
    /// Interception multipliers by column (normalised to the mix).
    pub qb_int_column: Mix3,
    /// Interception yards downfield by pass kind.
    pub int_yards: [i8; 3],
    /// Shapes of the direct completions' yardage on a passing card, by kind.
    pub qb_direct_yards: Vec<Vec<f64>>,
    /// The league's average receiver card: catch chance of a RECEIVER reading by kind.
    pub receiver_catch_ref: Mix3,
    /// Catch-chance offsets by column (RIGHT, WRONG, 2-tmd), centred on the mix.
    pub receiver_catch_column: Mix3,
    /// Yardage shape of a catch by kind: `floor` share of the mean plus an exponential tail.
    pub receiver_floor: Mix3,
    /// Share of a quarterback's non-kneel carries that are scrambles (Must Run readings), and
    /// the most scrambles a pass attempt (designed runs make the rest of a runner's carries).
    pub scramble_share: f64,
    pub scramble_max: f64,
    /// Must Run multipliers by column (normalised to the mix).
    pub mr_column: Mix3,

    // ---- Team defensive cards ----
    pub def_43: DefTemplates,
    pub def_34: DefTemplates,
    /// Mean yards per run of an average defensive card relative to the league's yards per carry.
    pub def_run_mean_factor: f64,
    /// Yards per carry on the defensive card per standard deviation of the run-defense index.
    pub def_run_yards_per_sd: f64,
    /// Completion-chance offsets of the pass columns by men in the zone (centred on the mix).
    pub def_comp_men_flat: [f64; 2],
    pub def_comp_men_short: Vec<f64>,
    pub def_comp_men_long: Mix3,
    /// Interception multipliers by men in the zone.
    pub def_int_men_flat: [f64; 2],
    pub def_int_men_short: Vec<f64>,
    pub def_int_men_long: Mix3,
    /// Completion chance on the defensive card per standard deviation of the pass-defense index.
    pub def_comp_per_sd: f64,
    /// Weight of points allowed (from the schedule) in the two defense indexes.
    pub def_points_weight: f64,

    // ---- Ratings ----
    /// Team rushing index (z) thresholds for starting linemen's run-block 6 and 5 (else 4).
    pub ol_run_block_z: [f64; 2],
    /// Team sack-rate index (z, fewer sacks = higher) thresholds for pass-block 7, 5, 4, 3 (else 2).
    pub ol_pass_block_z: [f64; 4],
    /// Pass rush: `base + x / per` for linemen and edge linebackers (x = sacks + 0.3 QB hits per
    /// 17 games, with `prior_defense_games` at the group's rate), at most `max`; other
    /// linebackers `x / lb_per`, at most `lb_max`.
    pub rush_base: f64,
    pub rush_per: f64,
    pub rush_max: u8,
    pub rush_lb_per: f64,
    pub rush_lb_max: u8,
    /// An asterisk rating ("(a*) n") for rushers with x at least this; a = n × `asterisk_factor`.
    pub asterisk_min: f64,
    pub asterisk_factor: f64,
    /// An edge-rushing linebacker: x at least `edge_min_rush` and `edge_rush_per_tackle` × his
    /// tackles per 17 games, in at least `edge_min_games` games.
    pub edge_min_rush: f64,
    pub edge_rush_per_tackle: f64,
    pub edge_min_games: f64,
    /// Defense ratings (0-6): `base + Σ coefficient × per-17-games statistic` per group, then
    /// `team_per_sd` × the team's defense index.
    pub defense_db: [f64; 3],
    pub defense_lb: [f64; 3],
    pub defense_dl: [f64; 3],
    pub defense_team_per_sd: f64,
    /// Share of completions that come off a RECEIVER reading (the receiver fumble check).
    pub rec_completion_share: f64,

    // ---- Specialist card ----
    /// Other scores (defensive and return touchdowns, safeties) per team-game, for the number of kickoffs.
    pub other_scores_per_game: f64,
    /// Landing spots of returnable kickoffs (receiving-team yard line), laid over the rows left
    /// after the touchbacks; returner #2 takes every `ko_second_every`-th landing.
    pub ko_spots: Vec<i8>,
    pub ko_second_every: usize,
    /// Return shapes (kickoff, punt): `floor` share of the mean plus an exponential tail.
    pub kr_floor: f64,
    pub pr_floor: f64,
    /// A return TD cell for returners this much above the league average (with enough returns).
    pub return_td_factor: f64,
    pub return_td_min: f64,
    /// The fumble cell of a return column (row, yards).
    pub return_fumble_row: u8,
    /// League-norm punting (no punting statistics): gross yards, the shape of distances around
    /// it by row, the block row, rows returned by #2.
    pub punt_gross: f64,
    pub punt_shape: [f64; 11],
    pub punt_block_row: Option<u8>,
    pub punt_second_rows: Vec<u8>,
    /// Field-goal bands by line of scrimmage (kick distance = LOS + 17): each band's top LOS.
    pub fg_band_max_los: Vec<u8>,
    /// Make rate lost per yard of distance within an nflverse distance band.
    pub fg_slope_per_yard: f64,
    /// Rows a kick misses on first, in order.
    pub fg_miss_order: Vec<u8>,
    /// Accepted share of penalties (the card's readings include declined ones).
    pub penalty_accept: f64,
    /// Share of the opponent's readings ("OPP …") on every card, in 36ths.
    pub penalty_opp_36: u8,
    /// Own penalty readings in order of frequency (OFFSIDES, N1-N7).
    pub penalty_numbers: Vec<String>,
    /// Plays per team-game, both sides of the ball and kicks (the penalty rate's denominator).
    pub plays_per_team_game: f64,
}

fn one() -> f64 {
    1.0
}

impl BuildParams {
    /// The embedded parameters (`data/build_params.json`).
    pub fn embedded() -> BuildParams {
        BuildParams::from_json(include_str!("../../data/build_params.json")).expect("the embedded build parameters are checked by the tests")
    }

    /// Parses and checks a parameter file.
    pub fn from_json(text: &str) -> Result<BuildParams, String> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let p: BuildParams = serde_path_to_error::deserialize(de).map_err(|e| format!("{}: {}", e.path(), e.inner()))?;
        p.validate()?;
        Ok(p)
    }

    /// The rules a parameter file keeps.
    pub fn validate(&self) -> Result<(), String> {
        let mix = |name: &str, v: &[f64]| -> Result<(), String> {
            if v.iter().any(|x| !(0.0..=1.0).contains(x)) || (v.iter().sum::<f64>() - 1.0).abs() > 1e-6 {
                return Err(format!("{name}: shares must lie in 0-1 and sum to 1 (got {v:?})"));
            }
            Ok(())
        };
        mix("run_kind_mix", &self.run_kind_mix)?;
        mix("run_column_mix", &self.run_column_mix)?;
        mix("pass_kind_mix", &self.pass_kind_mix)?;
        mix("pass_column_mix", &self.pass_column_mix)?;
        mix("run_men_43", &self.run_men_43)?;
        mix("run_men_34", &self.run_men_34)?;
        mix("flat_men", &self.flat_men)?;
        mix("short_men", &self.short_men)?;
        mix("long_men", &self.long_men)?;
        mix("receiver_kind_mix_wr", &self.receiver_kind_mix_wr)?;
        mix("receiver_kind_mix_te", &self.receiver_kind_mix_te)?;
        mix("receiver_kind_mix_rb", &self.receiver_kind_mix_rb)?;
        let pos = |name: &str, v: f64| if v > 0.0 && v.is_finite() { Ok(()) } else { Err(format!("{name}: must be a positive number (got {v})")) };
        for (n, v) in [
            ("td_value", self.td_value),
            ("prior_carries", self.prior_carries),
            ("prior_fumble_carries", self.prior_fumble_carries),
            ("prior_attempts", self.prior_attempts),
            ("prior_targets", self.prior_targets),
            ("prior_catches", self.prior_catches),
            ("prior_kicks", self.prior_kicks),
            ("prior_returns", self.prior_returns),
            ("prior_defense_games", self.prior_defense_games),
            ("qb_ypc_factor", self.qb_ypc_factor),
            ("qb_prior_comp_factor", self.qb_prior_comp_factor),
            ("qb_prior_int_factor", self.qb_prior_int_factor),
            ("rush_per", self.rush_per),
            ("rush_lb_per", self.rush_lb_per),
            ("punt_gross", self.punt_gross),
            ("plays_per_team_game", self.plays_per_team_game),
            ("penalty_accept", self.penalty_accept),
            ("ypa_in_play", self.ypa_in_play),
            ("ypc_in_play", self.ypc_in_play),
            ("qb_ypc_in_play", self.qb_ypc_in_play),
        ] {
            pos(n, v)?;
        }
        if !(-0.2..=0.2).contains(&self.comp_in_play) {
            return Err(format!("comp_in_play: a share of passes between -0.2 and 0.2 (got {})", self.comp_in_play));
        }
        let share = |name: &str, v: f64| if (0.0..=1.0).contains(&v) { Ok(()) } else { Err(format!("{name}: must lie in 0-1 (got {v})")) };
        for (n, v) in [
            ("box_empty_chance", self.box_empty_chance),
            ("def_fumble_share", self.def_fumble_share),
            ("def_int_share", self.def_int_share),
            ("scramble_share", self.scramble_share),
            ("scramble_max", self.scramble_max),
            ("rec_completion_share", self.rec_completion_share),
            ("def_points_weight", self.def_points_weight),
            ("kr_floor", self.kr_floor),
            ("pr_floor", self.pr_floor),
            ("asterisk_factor", self.asterisk_factor),
            ("penalty_accept", self.penalty_accept),
        ] {
            share(n, v)?;
        }
        for (n, v) in [("comp_by_kind", &self.comp_by_kind), ("receiver_catch_ref", &self.receiver_catch_ref), ("qb_direct_share", &self.qb_direct_share), ("receiver_floor", &self.receiver_floor), ("int_by_kind", &self.int_by_kind)] {
            for x in v {
                share(n, *x)?;
            }
        }
        if self.ypc_by_kind.iter().any(|x| *x <= 0.0) {
            return Err("ypc_by_kind: yards per completion must be positive".into());
        }
        if self.long_gain_neutral.len() != 11 || self.long_gain_neutral.iter().any(|r| r.len() != 6) {
            return Err("long_gain_neutral: T18 has 11 rows (2-12) of 6 control-die columns [som T18]".into());
        }
        for r in self.long_gain_neutral.iter().flatten() {
            if r != "TD" && r.parse::<u8>().is_err() {
                return Err(format!("long_gain_neutral: \"{r}\" is neither yards nor TD"));
            }
        }
        if self.run_cell_min >= self.run_cell_max {
            return Err("run_cell_min must be below run_cell_max".into());
        }
        for b in &self.run_big_plays {
            if b.section > 2 || b.column > 2 || !(2..=12).contains(&b.row) {
                return Err(format!("run_big_plays: section {} column {} row {} is not on a running card", b.section, b.column, b.row));
            }
            let r = Reading::parse(&b.reading).map_err(|e| format!("run_big_plays: {e}"))?;
            if !matches!(r, Reading::LongGain | Reading::Touchdown) {
                return Err(format!("run_big_plays: \"{}\" is not LG or TD", b.reading));
            }
        }
        let rows_ok = |name: &str, v: &[u8]| -> Result<(), String> {
            if v.iter().any(|r| !(2..=12).contains(r)) {
                return Err(format!("{name}: rows are two-dice totals 2-12"));
            }
            Ok(())
        };
        rows_ok("run_fumble_rows", &self.run_fumble_rows)?;
        rows_ok("fg_miss_order", &self.fg_miss_order)?;
        rows_ok("punt_second_rows", &self.punt_second_rows)?;
        rows_ok("return_fumble_row", &[self.return_fumble_row])?;
        if let Some(r) = self.punt_block_row {
            rows_ok("punt_block_row", &[r])?;
        }
        if self.run_fumble_rows.is_empty() {
            return Err("run_fumble_rows: at least one row".into());
        }
        if self.short_men.len() != self.def_comp_men_short.len() || self.short_men.len() != self.def_int_men_short.len() {
            return Err("short_men, def_comp_men_short and def_int_men_short need one entry per short column".into());
        }
        if self.qb_direct_yards.len() != 3 || self.qb_direct_yards.iter().any(|v| v.is_empty() || v.iter().any(|x| *x <= 0.0)) {
            return Err("qb_direct_yards: three non-empty lists of positive shapes (flat, short, long)".into());
        }
        if self.ko_spots.is_empty() || self.ko_spots.iter().any(|s| !(-9..=60).contains(s)) || self.ko_second_every == 0 {
            return Err("ko_spots: receiving-team yard lines -9..60, at least one; ko_second_every ≥ 1".into());
        }
        if self.fg_band_max_los.is_empty() || self.fg_band_max_los.windows(2).any(|w| w[0] >= w[1]) || self.fg_band_max_los.iter().any(|x| *x > 46) {
            return Err("fg_band_max_los: increasing lines of scrimmage, at most 46 (a 63-yard kick) [som 2.11]".into());
        }
        if self.penalty_numbers.is_empty() {
            return Err("penalty_numbers: at least one reading".into());
        }
        for n in &self.penalty_numbers {
            if !matches!(n.as_str(), "OFFSIDES" | "N1" | "N2" | "N3" | "N4" | "N5" | "N6" | "N7") {
                return Err(format!("penalty_numbers: \"{n}\" is not OFFSIDES or N1-N7 [som 2.17]"));
            }
        }
        if self.penalty_opp_36 > 12 {
            return Err("penalty_opp_36: at most 12 of 36".into());
        }
        if self.rush_max > 17 || self.rush_lb_max > 17 {
            return Err("rush_max, rush_lb_max: pass-rush ratings run 0-17 [som 2.13.5]".into());
        }
        if self.rush_max == 0 {
            return Err("rush_max: 0 is below the lowest rating a lineman or edge rusher is given (1): pass-rush ratings of rushers run 1-17 [som 2.13.5]".into());
        }
        for (front, t, runs) in [("def_43", &self.def_43, 2usize), ("def_34", &self.def_34, 3)] {
            for (k, cols, want) in [
                ("linebuck", &t.linebuck, runs),
                ("off_tackle", &t.off_tackle, runs),
                ("end_run", &t.end_run, runs),
                ("flat", &t.flat, 2),
                ("short", &t.short, self.short_men.len()),
                ("long", &t.long, 3),
            ] {
                if cols.len() != want {
                    return Err(format!("{front}.{k}: {want} columns expected, got {}", cols.len()));
                }
                for (c, col) in cols.iter().enumerate() {
                    if col.len() != 11 {
                        return Err(format!("{front}.{k}[{c}]: 11 cells (rows 2-12)"));
                    }
                    let pass = matches!(k, "flat" | "short" | "long");
                    for (r, cell) in col.iter().enumerate() {
                        check_template_cell(cell, pass).map_err(|e| format!("{front}.{k}[{c}] row {}: {e}", r + 2))?;
                    }
                    if col.iter().filter(|c| c.starts_with('F') && c[1..].parse::<i8>().is_ok()).count() > 1 || col.iter().filter(|c| *c == "I").count() > 1 {
                        return Err(format!("{front}.{k}[{c}]: at most one fumble cell and one interception cell"));
                    }
                    if !pass && !col.iter().any(|c| shiftable(c) || c.starts_with('F')) {
                        return Err(format!("{front}.{k}[{c}]: a run column needs shiftable yardage cells"));
                    }
                }
            }
        }
        Ok(())
    }
}

/// A shiftable yardage of a template: a number written without a plus sign ("3", "-1");
/// "+3" is the literal reading +3.
pub(crate) fn shiftable(cell: &str) -> bool {
    !cell.starts_with('+') && cell.parse::<f64>().is_ok()
}

/// A template cell: a shiftable number, `F<n>`, `?`, `I`, or a literal reading.
pub(crate) fn check_template_cell(cell: &str, pass: bool) -> Result<(), String> {
    if shiftable(cell) {
        return if pass { Err("a pass column's yardage is a literal, written with its sign (+n)".into()) } else { Ok(()) };
    }
    if let Some(n) = cell.strip_prefix('F') {
        if n.parse::<i8>().is_ok() {
            return if pass { Err("fumble cells belong to run columns".into()) } else { Ok(()) };
        }
    }
    if cell == "?" || cell == "I" {
        return if pass { Ok(()) } else { Err(format!("\"{cell}\" belongs to pass columns")) };
    }
    let r = Reading::parse(cell).map_err(|e| e.to_string())?;
    if !pass && matches!(r, Reading::Receiver | Reading::Interception(_) | Reading::MustRun | Reading::Incomplete) {
        return Err(format!("\"{cell}\" is not a run reading"));
    }
    Ok(())
}
