//! League-level calibration parameters of the card builder.

use serde::{Deserialize, Serialize};

/// Calibration of the builder: how statistics map onto card ranges. These are league-level
/// numbers tuned so that replayed seasons match real statistics; they are never per player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BuilderParams {
    #[serde(default)]
    pub note: String,
    /// Shrinkage: a player's rate is blended with the league rate as if he had this many more
    /// attempts (carries, catches, kicks) at the league rate.
    pub prior_attempts: f64,
    pub prior_carries: f64,
    pub prior_catches: f64,
    pub prior_kicks: f64,
    /// Shrinkage of a kicker's overall field-goal rate (attempts at the league rate).
    #[serde(default = "default_prior_fg")]
    pub prior_fg_overall: f64,
    /// Pass Numbers a field-goal Good Range loses per yard beyond 55 (TTF7 §12.1: 2; the
    /// engine reads the same number from its edition file, and a test checks they agree).
    #[serde(default = "default_fg_beyond_55_per_yard")]
    pub fg_beyond_55_per_yard: f64,
    /// Mean yards beyond 55 of the kicks a 50-59 record holds (spread evenly over 50-59: 1):
    /// the card's 50-55 range gets back what they cost, `fg_beyond_55_per_yard` a yard.
    #[serde(default = "default_fg_50s_yards_beyond_55")]
    pub fg_50s_yards_beyond_55: f64,
    /// Completion-range points (of 48) per point of completion percentage.
    pub com_slope: f64,
    /// Completion-rate points added per point of sack rate above the league's (negative: the
    /// pass-rush line's wider Sack range otherwise raises the completion rate).
    #[serde(default)]
    pub com_per_sack_pct: f64,
    /// Quick passes complete this many points more than the QB's overall rate, Long ones this many
    /// (negative) points less.
    pub quick_pct_delta: f64,
    pub long_pct_delta: f64,
    /// Points added to every Com range to offset the average defensive adjustments.
    pub com_offset_quick: f64,
    pub com_offset_short: f64,
    pub com_offset_long: f64,
    /// Top of the Inc range when the Int ranges allow (the Int?/Int numbers sit above it).
    pub inc_top: u8,
    /// Int numbers (Int? + Int) at the league interception rate, and per point of Int% above it.
    pub int_numbers_base: f64,
    pub int_numbers_per_pct: f64,
    /// Sack range at the league sack rate, and per point of sack% above it.
    pub sack_base: f64,
    pub sack_per_pct: f64,
    /// Pass Rush "Run" numbers: base plus per QB carry per game.
    pub scramble_base: f64,
    pub scramble_per_carry: f64,
    /// Pass Rush completion numbers when `pr_com_room` numbers lie above the Run range; a
    /// passer with more or less room gets proportionally more or fewer.
    pub pr_com: u8,
    pub pr_com_room: u8,
    /// Yards added to every N-column cell (offsets blocking and tackling on average), and the
    /// yards per carry → cell shift slope.
    pub rush_offset: f64,
    /// Yards added to the shift of a back whose Endurance Value is 1-4: the average cost of his
    /// EV being exceeded (§23) at his usage, which a back with EV 0 never pays.
    pub rush_endurance_offset: f64,
    pub rush_slope: f64,
    /// The slope for runners above the league rate (their edge is not diluted as much as a
    /// poor runner's deficit, which the maximum loss and tackling floor); default `rush_slope`.
    #[serde(default)]
    pub rush_slope_above: Option<f64>,
    /// Yards added to a quarterback's N column (his real rushing average includes scrambles,
    /// which the pass-rush line resolves separately).
    #[serde(default)]
    pub qb_rush_offset: f64,
    /// Shape of a league-average runner's columns: N RN 2-12 (yards, before the shift), SG
    /// RN 2-12 and LG RN 1-12 (yards at the league rate, scaled by the runner's edge).
    #[serde(default = "default_rush_n")]
    pub rush_n_template: Vec<f64>,
    /// The share of N-column reads that land on each RN 1-12 in play (the Run Number after the
    /// defense's and the play's modifiers, clamped to 1-12, piles up on 12). The N column is
    /// rounded to whole yards so that its mean under these weights is the target's: a card's
    /// yards per carry then follows its runner's average rather than where the rounding fell.
    /// Uniform (1/12 each) when absent.
    #[serde(default = "default_rush_rn_weights")]
    pub rush_rn_weights: Vec<f64>,
    #[serde(default = "default_rush_sg")]
    pub rush_sg_template: Vec<f64>,
    #[serde(default = "default_rush_lg")]
    pub rush_lg_template: Vec<f64>,
    /// Shape of the pass-gain columns (multiples of the receiver's yards per catch × factor):
    /// Q and S RN 2-12, L RN 1-12.
    #[serde(default = "default_gain_q")]
    pub gain_q_template: Vec<f64>,
    #[serde(default = "default_gain_s")]
    pub gain_s_template: Vec<f64>,
    #[serde(default = "default_gain_l")]
    pub gain_l_template: Vec<f64>,
    /// Pass-gain columns: yards per catch × factor for Q, S and L.
    pub q_factor: f64,
    pub s_factor: f64,
    pub l_factor: f64,
    /// Team defensive index (league standard deviations, from the defenders' team totals):
    /// Tackle Value and Pass Defense points added per standard deviation to every defender.
    #[serde(default)]
    pub team_defense_tv_per_sd: f64,
    #[serde(default)]
    pub team_defense_pd_per_sd: f64,
    /// Weight of the team's real points allowed per game in its defensive index, when a
    /// schedule with scores is given (0-1; the rest is the defenders' box statistics).
    #[serde(default)]
    pub team_defense_pa_weight: f64,
    /// A linebacker is an edge rusher (a 3-4 outside linebacker: rated and lined up as a
    /// lineman) when his pass rush, (sacks + 0.3 QB hits) per 17 games, is at least
    /// `lb_edge_min_rush` and at least `lb_edge_rush_per_tackle` times his tackles per 17 games.
    /// He must also have played `lb_edge_min_games` games (a starter on the edge is a regular).
    /// A lineman's (and an edge rusher's) Pass Rush Value: `prv_line_base` + his pass rush per
    /// 17 games / `prv_line_per`, rounded, 1 to `prv_line_max`.
    #[serde(default = "default_prv_line_base")]
    pub prv_line_base: f64,
    #[serde(default = "default_prv_line_per")]
    pub prv_line_per: f64,
    #[serde(default = "default_prv_line_max")]
    pub prv_line_max: u8,
    #[serde(default = "default_lb_edge_min_rush")]
    pub lb_edge_min_rush: f64,
    #[serde(default = "default_lb_edge_rush_per_tackle")]
    pub lb_edge_rush_per_tackle: f64,
    #[serde(default)]
    pub lb_edge_min_games: f64,
    /// Games at the league rate of his group added to a defender's own pass rush before it is
    /// rated (a few games of sacks make no pass rusher).
    #[serde(default)]
    pub prior_rush_games: f64,
    pub ol_bv_base: f64,
    pub ol_bv_per_ypc: f64,
    pub ol_pbv_base: f64,
    pub ol_pbv_per_sack_pct: f64,
    /// Team Fumble Range at the league rate of lost fumbles.
    pub fumble_range_base: f64,
    /// Penalty Range at the league rate, and per unit of the team's rate relative to it.
    pub penalty_range_base: f64,
    pub penalty_range_slope: f64,
    /// Share of a team's lean toward the pass (log-odds of its dropbacks among its plays, less
    /// the league's) written as its coaching tendency. Less than 1: the replays' game scripts
    /// already move the mix (a team that trails throws more).
    #[serde(default = "default_pass_lean_factor")]
    pub pass_lean_factor: f64,
    /// Completion-rate points a passer's Com ranges gain per unit of his team's lean toward
    /// the pass (the defenses he meets call pass defense by that lean).
    #[serde(default)]
    pub com_per_pass_lean: f64,
    /// Kneel-downs and sneaks a starting quarterback runs a game (the computer coaches' rate),
    /// set aside from his carries before his rushing card is rated, and their mean yards.
    #[serde(default)]
    pub qb_flat_carries_pg: f64,
    #[serde(default)]
    pub qb_flat_carry_yards: f64,
    /// Punter card (the statistics have no punting columns: league norms).
    pub punt_template: Vec<String>,
    pub punt_rn12: Vec<crate::player::Rn12Entry>,
    /// FC Value of every punt returner (§13.6: the Pass Numbers that turn a fair catch into a
    /// return). The statistics have no fair-catch columns; it is set with the punter card so
    /// that returns per punt come out at the league's.
    #[serde(default = "default_fc_value")]
    pub punt_fc_value: u8,
    /// Kickoff specialist columns (league norms; the statistics have no kickoff columns).
    pub kickoff_a: Vec<String>,
    pub kickoff_b: Vec<String>,
    pub kickoff_ret: Vec<i8>,
    /// Return columns relative to the returner's average (RN 1..12).
    pub kick_return_template: Vec<f64>,
    pub punt_return_template: Vec<f64>,
}

fn default_prv_line_base() -> f64 {
    1.0
}
fn default_prv_line_per() -> f64 {
    3.5
}
fn default_prv_line_max() -> u8 {
    5
}
fn default_lb_edge_min_rush() -> f64 {
    5.0
}
fn default_lb_edge_rush_per_tackle() -> f64 {
    0.2
}
fn default_rush_n() -> Vec<f64> {
    vec![9.0, 7.0, 6.0, 5.0, 4.0, 3.0, 3.0, 2.0, 1.0, 0.0, -2.0]
}
fn default_rush_sg() -> Vec<f64> {
    vec![16.0, 14.0, 12.0, 11.0, 10.0, 9.0, 8.0, 8.0, 7.0, 6.0, 5.0]
}
fn default_rush_lg() -> Vec<f64> {
    vec![75.0, 60.0, 50.0, 44.0, 39.0, 35.0, 32.0, 29.0, 27.0, 25.0, 23.0, 21.0]
}
fn default_gain_q() -> Vec<f64> {
    vec![1.6, 1.4, 1.25, 1.1, 1.0, 0.95, 0.85, 0.75, 0.65, 0.55, 0.45]
}
fn default_rush_rn_weights() -> Vec<f64> {
    vec![1.0 / 12.0; 12]
}
fn default_gain_s() -> Vec<f64> {
    vec![1.5, 1.35, 1.2, 1.1, 1.0, 0.9, 0.85, 0.75, 0.65, 0.55, 0.5]
}
fn default_gain_l() -> Vec<f64> {
    vec![2.0, 1.7, 1.5, 1.35, 1.2, 1.1, 1.0, 0.9, 0.85, 0.8, 0.75, 0.7]
}

fn default_fc_value() -> u8 {
    12
}

fn default_pass_lean_factor() -> f64 {
    0.7
}
fn default_prior_fg() -> f64 {
    1.5
}

fn default_fg_beyond_55_per_yard() -> f64 {
    2.0
}

fn default_fg_50s_yards_beyond_55() -> f64 {
    1.0
}

pub const PARAMS_JSON: &str = include_str!("../../data/builder_params.json");

impl BuilderParams {
    pub fn embedded() -> BuilderParams {
        BuilderParams::from_json(PARAMS_JSON).expect("embedded builder parameters are valid")
    }

    /// Parses and validates a parameter file's text. The error names the entry and the rule.
    pub fn from_json(text: &str) -> Result<BuilderParams, String> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let p: BuilderParams = serde_path_to_error::deserialize(de).map_err(|e| format!("{}: {}", e.path(), e.inner()))?;
        p.validate()?;
        Ok(p)
    }

    /// Checks what serde cannot: template lengths, finite numbers, ranges.
    pub fn validate(&self) -> Result<(), String> {
        let lens: [(&str, &Vec<f64>, usize); 6] = [
            ("rush_n_template", &self.rush_n_template, 11),
            ("rush_sg_template", &self.rush_sg_template, 11),
            ("rush_lg_template", &self.rush_lg_template, 12),
            ("gain_q_template", &self.gain_q_template, 11),
            ("gain_s_template", &self.gain_s_template, 11),
            ("gain_l_template", &self.gain_l_template, 12),
        ];
        for (name, v, n) in lens {
            if v.len() != n {
                return Err(format!("{name}: {} values, the column needs {n} (RN {}-12)", v.len(), 13 - n));
            }
            if let Some(x) = v.iter().find(|x| !x.is_finite()) {
                return Err(format!("{name}: {x} is not a number"));
            }
        }
        if self.rush_rn_weights.len() != 12 {
            return Err(format!("rush_rn_weights: {} values, one per RN 1-12 is needed", self.rush_rn_weights.len()));
        }
        if let Some(x) = self.rush_rn_weights.iter().find(|x| !x.is_finite() || **x < 0.0) {
            return Err(format!("rush_rn_weights: {x} is not a share (a non-negative number)"));
        }
        if self.rush_rn_weights[1..].iter().sum::<f64>() <= 0.0 {
            return Err("rush_rn_weights: RN 2-12 need a positive total weight".into());
        }
        if self.rush_sg_template.iter().chain(&self.rush_lg_template).any(|x| *x <= 0.0) {
            return Err("rush_sg_template/rush_lg_template: short and long gains must be positive".into());
        }
        if !(0.0..=1.0).contains(&self.team_defense_pa_weight) {
            return Err(format!("team_defense_pa_weight: {} is not a weight (0-1)", self.team_defense_pa_weight));
        }
        if self.punt_fc_value > 48 {
            return Err(format!("punt_fc_value: {} is not a Pass Number (1-48)", self.punt_fc_value));
        }
        if self.pr_com_room == 0 || self.pr_com_room > 47 {
            return Err(format!("pr_com_room: {} must be 1-47 (Pass Numbers above the Run range)", self.pr_com_room));
        }
        // The kicking templates become every punter's and kicker's cells.
        if self.punt_template.len() != 11 {
            return Err(format!("punt_template: {} cells, the Punting Card needs 11 (RN 1-11) [ttf7 13.4]", self.punt_template.len()));
        }
        for (i, c) in self.punt_template.iter().enumerate() {
            c.parse::<crate::player::PuntCell>().map_err(|e| format!("punt_template[{i}]: {e} [ttf7 13.4]"))?;
        }
        if let Some(problem) = crate::validate::rn12_problem(&self.punt_rn12) {
            return Err(format!("punt_rn12: {problem}"));
        }
        for (name, col) in [("kickoff_a", &self.kickoff_a), ("kickoff_b", &self.kickoff_b)] {
            if col.len() != 12 {
                return Err(format!("{name}: {} cells, a Kickoff Card column needs 12 (RN 1-12) [ttf7 14.3]", col.len()));
            }
            for (i, c) in col.iter().enumerate() {
                let cell = c.parse::<crate::player::KickCell>().map_err(|e| format!("{name}[{i}]: {e} [ttf7 14.3]"))?;
                if let Some(problem) = crate::validate::kick_cell_problem(&name[8..], &cell) {
                    return Err(format!("{name}[{i}]: {problem}"));
                }
            }
        }
        if self.kickoff_ret.len() != 12 {
            return Err(format!("kickoff_ret: {} values, one per RN 1-12 is needed [ttf7 14.3]", self.kickoff_ret.len()));
        }
        for (name, v) in [("kick_return_template", &self.kick_return_template), ("punt_return_template", &self.punt_return_template)] {
            if v.len() != 12 || v.iter().any(|x| !x.is_finite()) {
                return Err(format!("{name}: the return column needs 12 numbers (RN 1-12), found {}", v.len()));
            }
        }
        if !(1..=9).contains(&self.prv_line_max) {
            return Err(format!("prv_line_max: {} is not a Pass Rush Value a rusher can reach (1-9) [ttf7 9.1]", self.prv_line_max));
        }
        // The shrinkage toward the league's rates: a player with no attempts (a replacement)
        // takes the league's rate only with a positive prior weight.
        for (name, x) in [("prior_attempts", self.prior_attempts), ("prior_carries", self.prior_carries), ("prior_catches", self.prior_catches), ("prior_kicks", self.prior_kicks), ("prior_fg_overall", self.prior_fg_overall)] {
            if !(x.is_finite() && x > 0.0) {
                return Err(format!("{name}: {x} must be a positive number (the weight of the league's rate for a player with few or no attempts)"));
            }
        }
        for (name, x) in [("prior_attempts", self.prior_attempts), ("rush_endurance_offset", self.rush_endurance_offset), ("prior_carries", self.prior_carries), ("prior_catches", self.prior_catches), ("prior_kicks", self.prior_kicks), ("prior_fg_overall", self.prior_fg_overall), ("fg_beyond_55_per_yard", self.fg_beyond_55_per_yard), ("fg_50s_yards_beyond_55", self.fg_50s_yards_beyond_55), ("q_factor", self.q_factor), ("s_factor", self.s_factor), ("l_factor", self.l_factor), ("pass_lean_factor", self.pass_lean_factor), ("qb_flat_carries_pg", self.qb_flat_carries_pg)] {
            if !x.is_finite() || x < 0.0 {
                return Err(format!("{name}: {x} must be a non-negative number"));
            }
        }
        // Every other number within a range wide of any real season's calibration: the builder
        // turns these into card cells, and a number past them made cells beyond the field (or
        // overflowed the builder's arithmetic).
        let pn = (0.0, 48.0);
        let bounds: &[(&str, f64, (f64, f64), &str)] = &[
            ("com_slope", self.com_slope, (0.0, 10.0), "completion points a point of the passer's rate"),
            ("com_per_sack_pct", self.com_per_sack_pct, (-100.0, 100.0), "completion points"),
            ("quick_pct_delta", self.quick_pct_delta, (-100.0, 100.0), "completion points"),
            ("long_pct_delta", self.long_pct_delta, (-100.0, 100.0), "completion points"),
            ("com_offset_quick", self.com_offset_quick, (-100.0, 100.0), "completion points"),
            ("com_offset_short", self.com_offset_short, (-100.0, 100.0), "completion points"),
            ("com_offset_long", self.com_offset_long, (-100.0, 100.0), "completion points"),
            ("int_numbers_base", self.int_numbers_base, pn, "Pass Numbers"),
            ("int_numbers_per_pct", self.int_numbers_per_pct, pn, "Pass Numbers"),
            ("sack_base", self.sack_base, pn, "Pass Numbers"),
            ("sack_per_pct", self.sack_per_pct, pn, "Pass Numbers"),
            ("scramble_base", self.scramble_base, pn, "Pass Numbers"),
            ("scramble_per_carry", self.scramble_per_carry, pn, "Pass Numbers"),
            ("rush_offset", self.rush_offset, (-10.0, 10.0), "yards a carry"),
            ("rush_endurance_offset", self.rush_endurance_offset, (0.0, 10.0), "yards a carry"),
            ("qb_rush_offset", self.qb_rush_offset, (-10.0, 10.0), "yards a carry"),
            ("rush_slope", self.rush_slope, (0.0, 10.0), "a factor"),
            ("rush_slope_above", self.rush_slope_above.unwrap_or(1.0), (0.0, 10.0), "a factor"),
            ("q_factor", self.q_factor, (0.0, 10.0), "a factor"),
            ("s_factor", self.s_factor, (0.0, 10.0), "a factor"),
            ("l_factor", self.l_factor, (0.0, 10.0), "a factor"),
            ("team_defense_tv_per_sd", self.team_defense_tv_per_sd, (-6.0, 6.0), "Tackle Value points (TVs run 0 to -6)"),
            ("team_defense_pd_per_sd", self.team_defense_pd_per_sd, (-8.0, 8.0), "Pass Defense points (-5 to +3)"),
            ("prv_line_base", self.prv_line_base, (0.0, 9.0), "Pass Rush Value"),
            ("prv_line_per", self.prv_line_per, (0.0, 9.0), "Pass Rush Value"),
            ("lb_edge_min_rush", self.lb_edge_min_rush, (0.0, 100.0), "sacks and pressures"),
            ("lb_edge_rush_per_tackle", self.lb_edge_rush_per_tackle, (0.0, 10.0), "a factor"),
            ("lb_edge_min_games", self.lb_edge_min_games, (0.0, 20.0), "games"),
            ("prior_rush_games", self.prior_rush_games, (0.0, 20.0), "games"),
            ("ol_bv_base", self.ol_bv_base, (-10.0, 10.0), "Blocking Value"),
            ("ol_bv_per_ypc", self.ol_bv_per_ypc, (-10.0, 10.0), "Blocking Value"),
            ("ol_pbv_base", self.ol_pbv_base, (-10.0, 10.0), "Pass Blocking Value"),
            ("ol_pbv_per_sack_pct", self.ol_pbv_per_sack_pct, (-10.0, 10.0), "Pass Blocking Value"),
            ("fumble_range_base", self.fumble_range_base, pn, "Pass Numbers"),
            ("penalty_range_base", self.penalty_range_base, pn, "Pass Numbers"),
            ("penalty_range_slope", self.penalty_range_slope, (-48.0, 48.0), "Pass Numbers"),
            ("pass_lean_factor", self.pass_lean_factor, (0.0, 10.0), "a factor"),
            ("com_per_pass_lean", self.com_per_pass_lean, (-100.0, 100.0), "completion points"),
            ("qb_flat_carries_pg", self.qb_flat_carries_pg, (0.0, 100.0), "carries a game"),
            ("qb_flat_carry_yards", self.qb_flat_carry_yards, (-10.0, 10.0), "yards a carry"),
            ("fg_beyond_55_per_yard", self.fg_beyond_55_per_yard, pn, "Pass Numbers a yard"),
            ("fg_50s_yards_beyond_55", self.fg_50s_yards_beyond_55, (0.0, 45.0), "yards"),
        ];
        for &(name, x, (lo, hi), unit) in bounds {
            if !(x.is_finite() && (lo..=hi).contains(&x)) {
                return Err(format!("{name}: {x} is outside {lo} to {hi} ({unit})"));
            }
        }
        for (name, v, (lo, hi), unit) in [
            ("rush_n_template", &self.rush_n_template, (-99.0, 99.0), "yards"),
            ("rush_sg_template", &self.rush_sg_template, (-99.0, 99.0), "yards"),
            ("rush_lg_template", &self.rush_lg_template, (-99.0, 99.0), "yards"),
            ("gain_q_template", &self.gain_q_template, (0.0, 10.0), "a factor of the receiver's gain"),
            ("gain_s_template", &self.gain_s_template, (0.0, 10.0), "a factor of the receiver's gain"),
            ("gain_l_template", &self.gain_l_template, (0.0, 10.0), "a factor of the receiver's gain"),
            ("kick_return_template", &self.kick_return_template, (0.0, 10.0), "a factor of the returner's average"),
            ("punt_return_template", &self.punt_return_template, (0.0, 10.0), "a factor of the returner's average"),
        ] {
            if let Some((i, x)) = v.iter().enumerate().find(|(_, x)| !(lo..=hi).contains(*x)) {
                return Err(format!("{name}[{i}]: {x} is outside {lo} to {hi} ({unit})"));
            }
        }
        Ok(())
    }
}
