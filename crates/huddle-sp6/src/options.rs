//! The rule options of a 6th-edition game: the optional rules O1-O6 (§19), solitaire (§20),
//! and the alternative readings the digest keeps configurable (§24). Each default is the
//! digest's recommended reading; `docs/sp6-decisions.md` lists them all.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// O1 Playing out of position (§19).
    pub out_of_position: bool,
    /// O2 Onside Kick Defense.
    pub onside_defense: bool,
    /// O3 Squib Kick.
    pub squib: bool,
    /// O4 Extra Pass Blocking.
    pub extra_blocking: bool,
    /// O5 Measurements.
    pub measurements: bool,
    /// O6 Fake Kicks.
    pub fake_kicks: bool,
    /// Solitaire rules S1-S6 (§20): the defense comes from the FACs.
    pub solitaire: bool,
    /// Playoff overtime (§18 step 10): play on by halves until somebody scores.
    pub playoff: bool,
    /// E-1: the fan's Timing Chart erratum (starred rows 20/10/10/5).
    pub timing_fan_errata: bool,
    /// E-2: a deliberate grounding re-times the previous play as a time-out play.
    pub spike_retimes_previous: bool,
    /// E-5: the Screen is refused within the *opponent's* 5 (TTF's reading) instead of the
    /// offense's own 5 (the seed's).
    pub screen_opponent_five: bool,
    /// E-7: a Screen's Point of Interception is ½ RN (TTF) instead of RN − 6 (the seed's).
    pub screen_pi_half: bool,
    /// E-9: field goals only with the ball within 38 yards of the goal (a 55-yard kick at most).
    pub fg_within_38: bool,
    /// E-17: runs at a blitzer's box find it empty (the default; off = the blitzer still
    /// tackles there).
    pub blitzers_leave_boxes: bool,
    /// E-22: double and triple coverage formations are minimums ("at least") instead of exact.
    pub coverage_at_least: bool,
    /// Own yard line of a kickoff touchback (the rules: the 20; a real season may set its own).
    pub kickoff_touchback_at: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            out_of_position: false,
            onside_defense: false,
            squib: false,
            extra_blocking: false,
            measurements: false,
            fake_kicks: false,
            solitaire: false,
            playoff: false,
            timing_fan_errata: false,
            spike_retimes_previous: false,
            screen_opponent_five: false,
            screen_pi_half: false,
            fg_within_38: false,
            blitzers_leave_boxes: true,
            coverage_at_least: false,
            kickoff_touchback_at: 20,
        }
    }
}

impl Options {
    /// Every optional rule O1-O6 in play (both coaches agree, §19).
    pub fn all_optional() -> Options {
        Options { out_of_position: true, onside_defense: true, squib: true, extra_blocking: true, measurements: true, fake_kicks: true, ..Options::default() }
    }
}
