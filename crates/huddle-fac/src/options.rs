//! Rule options: the standard/advanced split (§26) and every ambiguity the digest calls
//! configurable (§29), each with the digest's recommended reading as the default.

use serde::{Deserialize, Serialize};

/// Named rule options of the FAC engine. Defaults follow `ttf7.md`'s recommendations; the
/// decision behind each is listed in `docs/ttf7-decisions.md`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleOptions {
    /// Advanced rules (§26): the six advanced plays and the TTF-specific strategies and
    /// subsystems. `false` = Standard game.
    pub advanced: bool,
    /// Solitaire (§25): defenses come from the FAC, one Z card is removed.
    pub solitaire: bool,
    /// Ambiguity 1: Interception Table Long column at RN 8/9 from Version A (M/O) instead of B (O/M).
    pub interception_long_version_a: bool,
    /// Ambiguity 2: Point of Interception for Screens is ½×RN instead of ¾×RN.
    pub screen_pi_half: bool,
    /// Ambiguity 5: Throwing on the Run, Short pattern −5 (Play Modifier Table) instead of −6.
    pub throw_on_run_short_minus5: bool,
    /// Ambiguity 10: after the two-minute warning the *snapping/kicking* team may not advance a
    /// fumble (L1470 literal) instead of the ball-carrying side (Fumble Table).
    pub two_minute_fumble_l1470: bool,
    /// Ambiguity 18: an Endurance +5 fumble adjustment also on running plays (Fumble Table).
    pub endurance_fumble_on_runs: bool,
    /// Ambiguity 35: use I/O columns for inside runs/sweeps when the card has them.
    pub io_columns: bool,
    /// Ambiguity 50: the Long-pass RN-1 touchdown also in the last two minutes of the first half.
    pub long_td_both_halves: bool,
    /// Swing vs Blitz when no pass rush occurs: +5 Com (recommended) or 0 (§11.3 note).
    pub swing_vs_blitz_zero: bool,
    /// Ambiguity 4: QB Option fumble adjustment +5 (Play Modifier Table) instead of +10.
    pub option_fumble_plus5: bool,
    /// Ambiguity 68: the Endurance "+4 Inj" adds 4 to the injury-duration PN (capped at 47).
    pub endurance_injury_pn: bool,
    /// Playoff game: overtime periods until somebody scores (§21).
    pub playoffs: bool,
    /// Home-team adjustments (§1): penalty range −5, Fumble(s) +5.
    pub home_adjustments: bool,
    /// Own yard line after a touchback on a kickoff (§14; the rules do not state it, §29 #60):
    /// 20 (the NFL of the game's era); a replay of a real season uses that season's NFL spot.
    pub kickoff_touchback_at: u8,
    /// §23.1 (L1607, undefined): an A quarterback may come out when his team is "significantly
    /// ahead in the fourth quarter" — ahead by at least this many points (17: more than two
    /// scores). 0 = never.
    pub qb_rest_lead: u8,
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            advanced: true,
            solitaire: false,
            interception_long_version_a: false,
            screen_pi_half: false,
            throw_on_run_short_minus5: false,
            two_minute_fumble_l1470: false,
            endurance_fumble_on_runs: false,
            io_columns: true,
            long_td_both_halves: false,
            swing_vs_blitz_zero: false,
            option_fumble_plus5: false,
            endurance_injury_pn: true,
            playoffs: false,
            home_adjustments: true,
            kickoff_touchback_at: 20,
            qb_rest_lead: 17,
        }
    }
}

impl RuleOptions {
    /// The Standard game (§26): the 9 standard plays, the classic strategies (Flop, Sneak, Draw,
    /// Play-Action, double and triple coverage) and none of the TTF-specific subsystems.
    pub fn standard() -> RuleOptions {
        RuleOptions { advanced: false, home_adjustments: false, ..RuleOptions::default() }
    }

    // The advanced subsystems (§26, best reading of the lost "Advanced" boxes; see
    // docs/ttf7-decisions.md). Each is on exactly when the advanced rules are.
    /// Pass Deflect Values (§8.5).
    pub fn pass_deflect(&self) -> bool {
        self.advanced
    }
    /// Interference Ranges (§8.2 step 9).
    pub fn interference_ranges(&self) -> bool {
        self.advanced
    }
    /// Forced Fumble Adjustments and the Surehanded rating (§18.2).
    pub fn forced_fumbles(&self) -> bool {
        self.advanced
    }
    /// Endurance modifiers (§23).
    pub fn endurance(&self) -> bool {
        self.advanced
    }
    /// Out-of-position modifiers (§22).
    pub fn position_modifiers(&self) -> bool {
        self.advanced
    }
    /// Kickoff Return Modifiers (§14.6), squibs (§14.4), coffin corners and CC Value (§13.8),
    /// fair-catch returns and FC Value (§13.6).
    pub fn advanced_kicking(&self) -> bool {
        self.advanced
    }
}
