//! Rule options: one named switch for every reading the digest (`bones.md` §22) calls a choice,
//! each defaulting to the digest's recommendation (`docs/bones-decisions.md`).

use serde::{Deserialize, Serialize};

/// How yardage modifiers move a run's result on a "new manner" card (A2, A3, A47).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunArithmetic {
    /// Run-number modifiers step over ranged rows, clamped to the card; the blocking battle
    /// steps on and continues in raw yards below the bottom ranged row (the default, §7.4).
    StepsThenRaw,
    /// Every modifier is raw yards (A2's alternative).
    RawYards,
    /// Pure steps, clamped to the card at the end (the maximum-loss rule never bites).
    StepsClamped,
}

/// How the Maximum M limits a breakaway distance (A6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BreakLimit {
    /// Cap the distance at M (default).
    Cap,
    /// Roll again above M.
    Reroll,
    /// Ignore M.
    None,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub run_arithmetic: RunArithmetic,
    /// A4: a negative BV against a TV by signed subtraction (TV − BV) instead of the sum.
    pub bv_signed_subtraction: bool,
    pub break_limit: BreakLimit,
    /// A7: the Screen may go to a wide receiver as well as a back (default) or to backs only.
    pub screen_to_receivers: bool,
    /// A13 / §9.6: every Long completion is a breakaway-style distance (literal, default).
    pub long_is_break: bool,
    /// A27: the Run Blitz's Short/Long/Swing completion modifier: +3 (default) or −3.
    pub run_blitz_pass_penalty: bool,
    /// A57: modifiers shift the Pass Number instead of the completion range.
    pub shift_pass_number: bool,
    /// A60: Pass Deflect applies to a throw on the run.
    pub deflect_on_the_run: bool,
    /// A51, A52, A23: the 3-minute offense, red-zone defense and Shotgun completion modifiers
    /// (pages missing: 0 by default).
    pub three_minute_com: i8,
    pub red_zone_com: i8,
    pub shotgun_com: i8,
    /// A32: the punt number "00".
    pub punt_00: u8,
    /// A59: the other die's 0 face counts 10 in a punt-number sum.
    pub punt_zero_is_ten: bool,
    /// A34: the Coffin Corner adjustment may be used in part.
    pub cc_partial: bool,
    /// A61: a blocked punt recovered by the receiving team in the kicking team's end zone is a
    /// touchdown (NFL) instead of a safety (literal).
    pub blocked_punt_td: bool,
    /// A58: the toss loser picks what the winner did not (NFL), instead of the winner choosing
    /// the side and receive/defer.
    pub nfl_coin_toss: bool,
    /// Kickoff touchbacks at this yard line (2013: the 20).
    pub touchback_at: u8,
    /// A playoff game: overtime periods until somebody scores.
    pub playoff: bool,
    /// The overtime page is missing (p.14); its reconstruction is the NFL's 2013 rule, modified
    /// sudden death (a first-possession field goal gives the other team the ball; digest "Sudden-
    /// Death (14)"). Off: plain sudden death, the first score wins.
    pub modified_sudden_death: bool,
    /// The game's weather (a reconstruction, M23): rolled at the coin toss; off, every game is
    /// played in fair weather.
    pub weather: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            run_arithmetic: RunArithmetic::StepsThenRaw,
            bv_signed_subtraction: false,
            break_limit: BreakLimit::Cap,
            screen_to_receivers: true,
            long_is_break: true,
            run_blitz_pass_penalty: false,
            shift_pass_number: false,
            deflect_on_the_run: false,
            three_minute_com: 0,
            red_zone_com: 0,
            shotgun_com: 0,
            punt_00: 10,
            punt_zero_is_ten: false,
            cc_partial: false,
            blocked_punt_td: false,
            nfl_coin_toss: false,
            touchback_at: 20,
            playoff: false,
            modified_sudden_death: true,
            weather: true,
        }
    }
}
