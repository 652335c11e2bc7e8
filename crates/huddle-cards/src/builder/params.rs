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
    /// Completion-range points (of 48) per point of completion percentage.
    pub com_slope: f64,
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
    /// Pass Rush completion numbers.
    pub pr_com: u8,
    /// Yards added to every N-column cell (offsets blocking and tackling on average), and the
    /// yards per carry → cell shift slope.
    pub rush_offset: f64,
    pub rush_slope: f64,
    /// Pass-gain columns: yards per catch × factor for Q, S and L.
    pub q_factor: f64,
    pub s_factor: f64,
    pub l_factor: f64,
    pub ol_bv_base: f64,
    pub ol_bv_per_ypc: f64,
    pub ol_pbv_base: f64,
    pub ol_pbv_per_sack_pct: f64,
    /// Team Fumble Range at the league rate of lost fumbles.
    pub fumble_range_base: f64,
    /// Penalty Range at the league rate, and per unit of the team's rate relative to it.
    pub penalty_range_base: f64,
    pub penalty_range_slope: f64,
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

fn default_fc_value() -> u8 {
    12
}

fn default_prior_fg() -> f64 {
    4.0
}

pub const PARAMS_JSON: &str = include_str!("../../data/builder_params.json");

impl BuilderParams {
    pub fn embedded() -> BuilderParams {
        serde_json::from_str(PARAMS_JSON).expect("embedded builder parameters are valid")
    }
}
