//! Formations: the offensive sets of the Offensive Formation Chart (T1, §2.16) and the defensive
//! formations of the Defensive Formation Chart (T2, §2.14), without the board. What a formation
//! puts on the field, who covers whom, what it adjusts, and which line it plays.
//!
//! Coverage is T1's five rows (LLB, RLB, LCB, RCB, SS) plus the `*` receiver (the 3rd WR of the
//! one-back three-wide set, the 4th WR of the four-wide set), who is covered by the FS or by an
//! extra DB without other coverage. [`assignments`] combines T1 with the defensive formation's T2
//! column (who takes the LLB and RLB rows in the 4-1-6 and the 5-6, which extra DB takes the `*`
//! receiver). Where a defender stands on the board, and what that does to coverage, is
//! [`crate::board`]'s business.
//!
//! Readings (the digest's ambiguities, `../shared/rules/som.md` Part 5) are recorded on the items
//! that implement them; the configurable ones are fields of [`FormationOptions`].

use crate::vocab::{DefCall, DefFormation, DefSlot, Dir, Front, OffFormation, OffSlot};
use serde::{Deserialize, Serialize};

/// The league rules the digest leaves open, each with the digest's recommended or preferred
/// reading as the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FormationOptions {
    /// A-G2: who counts "in the zone" for the defensive card's run columns.
    pub run_zone: RunZoneReading,
    /// A-G43: the Blocking Back offense takes −1 on every defensive pass-rush rating. The text
    /// says so (L881, L885); the T1 chart's cell is blank. Default: the text (`true`).
    pub bb_offense_rush_minus: bool,
    /// A-G44: what "BB Back 1" and "BB Back 2" do (T1 chart: an automatic sack; the text: the
    /// blocking back's pass-block rating is 0). Default: the chart.
    pub bb_back: BbBackRule,
    /// T2's doubtful short-yardage FS cell: `1,14` (put in the short zone, cannot be moved; the
    /// digest's recommendation, L771) when `true`; `1,2` (free to move) when `false`.
    pub short_yardage_fs_fixed: bool,
    /// The tight end's side of the formation, in the offense's frame. The 2nd tight end lines up
    /// on the other side. The seed implies the right (the "offensive onside end (left side)" is
    /// the 2nd TE or the blocking back, T1 L1217); it decides which 3-4 inside linebacker may
    /// double-team which tight end in the prevent defense (§2.15.2 "same side of the field").
    pub te_side: Dir,
}

impl Default for FormationOptions {
    fn default() -> Self {
        FormationOptions {
            run_zone: RunZoneReading::Line,
            bb_offense_rush_minus: true,
            bb_back: BbBackRule::Chart,
            short_yardage_fs_fixed: true,
            te_side: Dir::Right,
        }
    }
}

/// A-G2: which defenders count "in the zone" for the run columns of the defensive card.
///
/// The seed defines the run zones on the line of scrimmage only (L620: "the Left Tackle
/// Defensive Zone consists of the blitz area left of the Left Tackle and the Left Tackle zone";
/// the Linebuck zone "both tackles and the blitz area between"), tells the coach to "bring up one
/// or more linebackers to the anticipated running zones" to strengthen the run defense (L721), and
/// keeps "behind the attacked area" for the □ symbols (L812), which would be redundant if the
/// second level already counted. L635 ("with both inside linebackers blitzing … a Linebuck would
/// result in a reading of zero linebackers") can be read either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RunZoneReading {
    /// Default. Only linebackers, the FS and blitzing DBs standing in the zone's areas on the
    /// line of scrimmage count: Linebuck = both tackle spots and the blitz area between them; Off
    /// Tackle = the tackle's blitz area and his spot; End Run = the blitz area outside the end
    /// (the seed never names the End Run zone; this is the only blitz area left on that side).
    Line,
    /// The digest's note on L635: the men in the pass zone directly behind the run zone count
    /// too (the look-in zone behind a Linebuck, the look-in half on the run's side behind an Off
    /// Tackle, and with a four-man line the flat zone on that side, the flat zone behind an End
    /// Run). Base 3-4 then reads 2 LB against a Linebuck, base 4-3 reads 1 LB against every run.
    LineAndBehind,
}

/// A-G44: the one-back and four-wide blocking-back pass-rush rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BbBackRule {
    /// T1 (L1211–L1213): "BB Back 1" — the blocking back is the receiver and BB comes up as the
    /// pass blocker: an automatic sack if an asterisk-rated player is on the defensive line;
    /// "BB Back 2" — BB comes up as pass blocker: an automatic sack.
    Chart,
    /// The formation text (L891, L899, L907, L915, L937): use 0 as the blocking rating.
    ZeroBlocker,
}

/// Which back the coach keeps in a one-back set whose lone back is his choice (3 WR – 1 HB/FB,
/// 4 WR – 1 HB/FB; §2.16). The vocabulary's [`OffFormation`] names the set, not the back, so the
/// functions that need it take an [`OffSet`]; a bare [`OffFormation`] converts with the HB kept
/// (the chart's first-listed variant). The 2 TE – 2 WR – 1 RB set always plays its back at FB.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LoneBack {
    #[default]
    Hb,
    Fb,
}

/// An offensive formation with the lone back named where the coach chooses him.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OffSet {
    pub formation: OffFormation,
    pub lone_back: LoneBack,
}

impl From<OffFormation> for OffSet {
    fn from(formation: OffFormation) -> Self {
        OffSet { formation, lone_back: LoneBack::Hb }
    }
}

impl OffSet {
    pub fn new(formation: OffFormation, lone_back: LoneBack) -> OffSet {
        OffSet { formation, lone_back }
    }

    /// The eligible receivers on the field, in the order of the board's receiver boxes HB, FB,
    /// FL, SE, TE, each replaced by the player who took that place in this formation (§2.13.6:
    /// "the Dump-Off Pass would be thrown to the replacement at that position").
    pub fn receivers(self) -> &'static [OffSlot] {
        use OffSlot::*;
        match (self.formation, self.lone_back) {
            (OffFormation::ProSet | OffFormation::BlockingBack, _) => &[Hb, Fb, Fl, Se, Te],
            (OffFormation::TightEnd, _) => &[Hb, Fb, Fl, Te2, Te],
            (OffFormation::FullHouse, _) => &[Hb, Fb, Rb3, Se, Te],
            (OffFormation::ThreeWideOneBack, LoneBack::Hb) => &[Hb, Wr3, Fl, Se, Te],
            (OffFormation::ThreeWideOneBack, LoneBack::Fb) => &[Wr3, Fb, Fl, Se, Te],
            (OffFormation::ThreeWideTwoBack, _) => &[Hb, Fb, Fl, Se, Wr3],
            (OffFormation::ThreeBackTwoTe, _) => &[Hb, Fb, Rb3, Te2, Te],
            (OffFormation::TwoTeTwoWrOneBack, _) => &[Te2, Fb, Fl, Se, Te],
            (OffFormation::FourWide, LoneBack::Hb) => &[Hb, Wr4, Fl, Se, Wr3],
            (OffFormation::FourWide, LoneBack::Fb) => &[Wr4, Fb, Fl, Se, Wr3],
        }
    }

    /// The running backs on the field (the QB may run in every formation). In the Blocking Back
    /// offense one of the two is the designated blocking back, who may not run (§2.16).
    pub fn backs(self) -> &'static [OffSlot] {
        use OffSlot::*;
        match (self.formation, self.lone_back) {
            (
                OffFormation::ProSet
                | OffFormation::BlockingBack
                | OffFormation::TightEnd
                | OffFormation::ThreeWideTwoBack,
                _,
            ) => &[Hb, Fb],
            (OffFormation::FullHouse | OffFormation::ThreeBackTwoTe, _) => &[Hb, Fb, Rb3],
            (OffFormation::ThreeWideOneBack | OffFormation::FourWide, LoneBack::Hb) => &[Hb],
            (OffFormation::ThreeWideOneBack | OffFormation::FourWide, LoneBack::Fb) => &[Fb],
            (OffFormation::TwoTeTwoWrOneBack, _) => &[Fb],
        }
    }

    /// Whether the player is an eligible receiver in this set.
    pub fn has_receiver(self, slot: OffSlot) -> bool {
        self.receivers().contains(&slot)
    }

    /// The dump-off target (§2.13.6, L594): the die picks a receiver box (1 HB, 2 FB, 3 FL, 4 SE,
    /// 5 TE, 6 wraps to HB; the formation's replacement takes the box); a box holding the
    /// original target or a double-teamed receiver shifts one box to the right, wrapping, until
    /// an eligible receiver is found. `None` only if every receiver is excluded.
    pub fn dump_off_target(self, die: u8, original: OffSlot, double_teamed: &[OffSlot]) -> Option<OffSlot> {
        let boxes = self.receivers();
        let start = (die.max(1) as usize - 1) % boxes.len();
        (0..boxes.len())
            .map(|k| boxes[(start + k) % boxes.len()])
            .find(|r| *r != original && !double_teamed.contains(r))
    }
}

/// The eligible receivers of a formation (HB, FB and the 3rd RB included where they play), in
/// receiver-box order; one-back sets whose back is the coach's choice keep the HB (use
/// [`OffSet::receivers`] for the FB variant).
pub fn receivers(f: OffFormation) -> &'static [OffSlot] {
    OffSet::from(f).receivers()
}

/// The running backs of a formation (see [`OffSet::backs`] for the one-back FB variants).
pub fn backs(f: OffFormation) -> &'static [OffSlot] {
    OffSet::from(f).backs()
}

/// T1's "FS … Zone" adjustments (§2.15.10): if the FS is positioned in the short or long zone
/// (and is not double-teaming) he moves automatically into the zone attacked by these passes.
/// This is not a double-team and does not change the call; it adds a man to the attacked zone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FsZone {
    #[default]
    Never,
    /// Tight End offense: passes to the Flanker position.
    Flanker,
    /// Full House: passes to the Split End position.
    SplitEnd,
    /// 3 RB – 2 TE: any pass.
    AnyPass,
}

impl FsZone {
    /// Whether a pass to this receiver moves the FS.
    pub fn moves_for(self, receiver: OffSlot) -> bool {
        match self {
            FsZone::Never => false,
            FsZone::Flanker => receiver == OffSlot::Fl,
            FsZone::SplitEnd => receiver == OffSlot::Se,
            FsZone::AnyPass => true,
        }
    }
}

/// T1's adjustments for one offensive formation (the chart's columns; the text's −1 pass rush of
/// the Blocking Back offense per [`FormationOptions::bb_offense_rush_minus`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FormationAdjust {
    /// Added to every defensive pass-rush rating when checking for a sack. A reduction never takes
    /// an adjusted rating below [`MIN_ADJUSTED_RUSH`].
    pub pass_rush: i8,
    /// Steps on the run-block ladder 0 → 4 → 5 → 6 (max 6; 4 − 1 = 0) for every offensive
    /// lineman (§2.16: "each individual offensive lineman's … run block rating"). A tight end's
    /// rating never moves: the text names the linemen and the blocking back only, and the one
    /// set that lowers "all Run Block ratings" (4 WR) has no tight end.
    pub run_block: i8,
    /// `run_block` also moves the blocking back's rating: the Full House and the 3 WR sets
    /// ("lineman's and blocking back's", L905, L913, L943) and the 4 WR ("all", L889); not the
    /// 3 RB – 2 TE, whose +1 is the linemen's alone (L925).
    pub run_block_bb: bool,
    /// "BB High Run": on a run, the blocking back's rating is the highest of the backs not
    /// carrying the ball (the QB's run: the highest-rated back).
    pub bb_high_run: bool,
    /// "BB High Pass": on a pass, the highest blocking back's pass-block rating (the receiver
    /// excluded).
    pub bb_high_pass: bool,
    /// "BB Lower": a blocking-back reading on a run takes the lower figure, unless the QB runs.
    pub bb_lower: bool,
    /// "BB Back 1" (see [`BbBackRule`]).
    pub bb_back1: bool,
    /// "BB Back 2" (see [`BbBackRule`]).
    pub bb_back2: bool,
    /// "Short Yard": a short pass against the short-yardage defense reads 4 men (not 3).
    pub short_yard: bool,
    /// "Off Onside End": the 2nd TE's block rating answers every "offensive onside end" reading
    /// on the left side; in the Blocking Back offense, which has no 2nd TE, the blocking back's
    /// (L881: "use the blocking back's rating").
    pub off_onside_end: bool,
    /// "FS FL/SE/Any Zone".
    pub fs_zone: FsZone,
}

/// The floor of a pass-rush rating lowered by a formation (T1 "Pass Rush −1", Shotgun).
pub const MIN_ADJUSTED_RUSH: i8 = 1;

/// The Shotgun's pass-rush adjustment (§2.4.3): every pass-rush rating −1.
pub const SHOTGUN_RUSH_ADJUST: i8 = -1;

/// T1's adjustments with the default options.
pub fn adjustments(f: OffFormation) -> FormationAdjust {
    adjustments_with(f, &FormationOptions::default())
}

/// T1's adjustments (L1180–L1195; the text of §2.16 for the Blocking Back offense).
pub fn adjustments_with(f: OffFormation, opts: &FormationOptions) -> FormationAdjust {
    let base = FormationAdjust::default();
    match f {
        OffFormation::ProSet => base,
        OffFormation::TightEnd => {
            FormationAdjust { fs_zone: FsZone::Flanker, pass_rush: -1, off_onside_end: true, ..base }
        }
        OffFormation::FullHouse => {
            FormationAdjust { fs_zone: FsZone::SplitEnd, run_block: 1, run_block_bb: true, bb_high_run: true, bb_high_pass: true, ..base }
        }
        OffFormation::ThreeWideOneBack => FormationAdjust { run_block: -1, run_block_bb: true, bb_lower: true, bb_back1: true, ..base },
        OffFormation::ThreeWideTwoBack => FormationAdjust { run_block: -1, run_block_bb: true, bb_high_run: true, ..base },
        OffFormation::ThreeBackTwoTe => FormationAdjust {
            fs_zone: FsZone::AnyPass,
            pass_rush: -1,
            run_block: 1,
            bb_high_run: true,
            bb_high_pass: true,
            short_yard: true,
            off_onside_end: true,
            ..base
        },
        OffFormation::TwoTeTwoWrOneBack => {
            FormationAdjust { pass_rush: -1, bb_lower: true, bb_back1: true, off_onside_end: true, ..base }
        }
        OffFormation::FourWide => {
            FormationAdjust { pass_rush: 1, run_block: -1, run_block_bb: true, bb_lower: true, bb_back2: true, ..base }
        }
        OffFormation::BlockingBack => {
            FormationAdjust { pass_rush: if opts.bb_offense_rush_minus { -1 } else { 0 }, off_onside_end: true, ..base }
        }
    }
}

/// A row of T1's coverage chart. `Star` is the `*` receiver: "covered by the FS or extra DB".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum T1Row {
    Llb,
    Rlb,
    Lcb,
    Rcb,
    Ss,
    Star,
}

/// The T1 row that covers a receiver in this formation, `None` if he does not play in it. The
/// one-back sets accept both the HB (RLB) and the FB (LLB), whichever the coach kept: the text
/// gives the HB to the RLB and the FB to the LLB, and the LB whose back left is free (A-G54: the
/// chart prints "3rd WR*"/"4th WR*" in both LB rows; L905 and L909 read it this way).
pub fn t1_row(f: OffFormation, receiver: OffSlot) -> Option<T1Row> {
    use OffFormation as F;
    use OffSlot::*;
    let row = match (f, receiver) {
        (F::TwoTeTwoWrOneBack, Hb) => return None,
        (_, Hb) => T1Row::Rlb,
        (_, Fb) => T1Row::Llb,
        (F::FullHouse | F::ThreeBackTwoTe, Fl) => return None,
        (_, Fl) => T1Row::Lcb,
        (F::TightEnd | F::ThreeBackTwoTe, Se) => return None,
        (_, Se) => T1Row::Rcb,
        (F::ThreeWideTwoBack | F::FourWide, Te) => return None,
        (_, Te) => T1Row::Ss,
        (F::TightEnd | F::ThreeBackTwoTe, Te2) => T1Row::Rcb,
        (F::TwoTeTwoWrOneBack, Te2) => T1Row::Rlb,
        (F::FullHouse | F::ThreeBackTwoTe, Rb3) => T1Row::Lcb,
        (F::ThreeWideOneBack, Wr3) => T1Row::Star,
        (F::ThreeWideTwoBack | F::FourWide, Wr3) => T1Row::Ss,
        (F::FourWide, Wr4) => T1Row::Star,
        _ => return None,
    };
    Some(row)
}

/// T1's coverage row as the base 4-3 (or 3-4) plays it: the LLB/LOLB, RLB/ROLB, LCB, RCB or
/// SS, and the FS for the `*` receiver. `None` when the receiver does not play in the formation.
/// [`assignments`] gives the coverage of every defensive formation.
pub fn t1_coverer(f: OffFormation, receiver: OffSlot) -> Option<DefSlot> {
    t1_row(f, receiver).map(|row| match row {
        T1Row::Llb => DefSlot::Llb,
        T1Row::Rlb => DefSlot::Rlb,
        T1Row::Lcb => DefSlot::Lcb,
        T1Row::Rcb => DefSlot::Rcb,
        T1Row::Ss => DefSlot::Ss,
        T1Row::Star => DefSlot::Fs,
    })
}

/// Who takes a T1 row in a defensive formation (T2): the LLB and RLB rows go to the sole LB (FB)
/// and the nickelback (HB) in the 4-1-6 (L697), to the extra DBs in the 5-6 (DB1 HB, DB2 FB; L715
/// and T2's reconstructed 5-6 column). `Star` has no fixed taker (see [`assignments`]).
pub fn row_taker(def: DefFormation, row: T1Row) -> Option<DefSlot> {
    match row {
        T1Row::Llb => Some(match def {
            DefFormation::Dime416 => DefSlot::Mlb,
            DefFormation::FiveSix => DefSlot::Db2,
            _ => DefSlot::Llb,
        }),
        T1Row::Rlb => Some(match def {
            DefFormation::Dime416 | DefFormation::FiveSix => DefSlot::Db1,
            _ => DefSlot::Rlb,
        }),
        T1Row::Lcb => Some(DefSlot::Lcb),
        T1Row::Rcb => Some(DefSlot::Rcb),
        T1Row::Ss => Some(DefSlot::Ss),
        T1Row::Star => None,
    }
}

/// Every defensive slot's coverage assignment for one offensive set against one defensive
/// formation: T1's rows taken per T2, and the `*` receiver given to the first extra DB left
/// without a man (his own back is not on the field, or he never had one), else the FS
/// (§2.14.4, §2.14.5 "the fifth defensive back will be responsible for any wide receiver not
/// covered"; §2.16 "covered by the FS unless the defense goes to a dime or nickel").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Assignments {
    by_slot: [Option<OffSlot>; DEF_SLOTS.len()],
}

impl Assignments {
    /// The receiver this defender covers, if any.
    pub fn receiver_of(&self, d: DefSlot) -> Option<OffSlot> {
        self.by_slot[d as usize]
    }
    /// The defender assigned to this receiver, if any.
    pub fn coverer_of(&self, receiver: OffSlot) -> Option<DefSlot> {
        DEF_SLOTS.iter().copied().find(|d| self.by_slot[*d as usize] == Some(receiver))
    }
    /// Whether the defender has coverage responsibility.
    pub fn has_coverage(&self, d: DefSlot) -> bool {
        self.by_slot[d as usize].is_some()
    }
}

/// The coverage assignments of a defensive formation against an offensive set (T1 + T2).
pub fn assignments(def: DefFormation, offense: impl Into<OffSet>) -> Assignments {
    let off = offense.into();
    let mut by_slot = [None; DEF_SLOTS.len()];
    let mut star = None;
    for &r in off.receivers() {
        match t1_row(off.formation, r) {
            Some(T1Row::Star) => star = Some(r),
            Some(row) => {
                if let Some(d) = row_taker(def, row) {
                    by_slot[d as usize] = Some(r);
                }
            }
            None => {}
        }
    }
    if let Some(r) = star {
        let taker = def_personnel(def)
            .iter()
            .copied()
            .find(|d| is_extra_db(*d) && by_slot[*d as usize].is_none())
            .unwrap_or(DefSlot::Fs);
        by_slot[taker as usize] = Some(r);
    }
    Assignments { by_slot }
}

/// Every defensive slot, in the vocabulary's order (the index of [`crate::board::Board`]).
pub const DEF_SLOTS: [DefSlot; 16] = [
    DefSlot::Le,
    DefSlot::Lt,
    DefSlot::Nt,
    DefSlot::Rt,
    DefSlot::Re,
    DefSlot::Llb,
    DefSlot::Mlb,
    DefSlot::Rlb,
    DefSlot::Lilb,
    DefSlot::Rilb,
    DefSlot::Lcb,
    DefSlot::Rcb,
    DefSlot::Ss,
    DefSlot::Fs,
    DefSlot::Db1,
    DefSlot::Db2,
];

/// The extra defensive backs of the nickel, dime and 5-6 packages.
pub fn is_extra_db(d: DefSlot) -> bool {
    matches!(d, DefSlot::Db1 | DefSlot::Db2)
}

/// The defenders a formation puts on the field (T2; §2.14.1–§2.14.8). The 3-3-5's remaining
/// inside linebacker is its MLB (L665), the 4-1-6's sole linebacker plays the MLB slot whatever
/// his rating (L697), the 5-6's added tackle is its NT (L708) and a 3-4 team's two added tackles
/// play LT and RT with the NT between them (L710). Prevent and short-yardage keep their base
/// front's personnel.
pub fn def_personnel(f: DefFormation) -> &'static [DefSlot] {
    use DefSlot::*;
    match f {
        DefFormation::Base43 | DefFormation::Prevent43 | DefFormation::ShortYardage43 => {
            &[Le, Lt, Rt, Re, Llb, Mlb, Rlb, Lcb, Rcb, Ss, Fs]
        }
        DefFormation::Base34 | DefFormation::Prevent34 | DefFormation::ShortYardage34 => {
            &[Le, Nt, Re, Llb, Lilb, Rilb, Rlb, Lcb, Rcb, Ss, Fs]
        }
        DefFormation::Nickel335 => &[Le, Nt, Re, Llb, Mlb, Rlb, Lcb, Rcb, Ss, Fs, Db1],
        DefFormation::Nickel425 => &[Le, Lt, Rt, Re, Llb, Rlb, Lcb, Rcb, Ss, Fs, Db1],
        DefFormation::Dime326 => &[Le, Nt, Re, Llb, Rlb, Lcb, Rcb, Ss, Fs, Db1, Db2],
        DefFormation::Dime416 => &[Le, Lt, Rt, Re, Mlb, Lcb, Rcb, Ss, Fs, Db1, Db2],
        DefFormation::FiveSix => &[Le, Lt, Nt, Rt, Re, Lcb, Rcb, Ss, Fs, Db1, Db2],
    }
}

/// The line a formation plays: a four-man line (4-3 family), a three-man line (3-4 family) or the
/// 5-6's five.
pub fn front_of(f: DefFormation) -> Front {
    match f {
        DefFormation::Base43
        | DefFormation::Nickel425
        | DefFormation::Dime416
        | DefFormation::Prevent43
        | DefFormation::ShortYardage43 => Front::FourThree,
        DefFormation::Base34
        | DefFormation::Nickel335
        | DefFormation::Dime326
        | DefFormation::Prevent34
        | DefFormation::ShortYardage34 => Front::ThreeFour,
        DefFormation::FiveSix => Front::FiveSix,
    }
}

/// §2.14.3 (A-G34, asymmetric as printed): a 4-3 team playing a three-man line takes −1 on its
/// linemen's pass-rush ratings (L650); a 3-4 team playing a four-man line takes +1 on all
/// players' (L656). The value is the adjustment; whom it applies to is
/// [`front_switch_rush_adjust_for`]. No adjustment for a player rated at the position he
/// switches to (a player-card matter, L659). The 5-6 has its own rule
/// ([`indicated_rusher_bonus`]).
pub fn front_switch_rush_adjust(team_front: Front, f: DefFormation) -> i8 {
    match (team_front, front_of(f)) {
        (Front::FourThree, Front::ThreeFour) => -1,
        (Front::ThreeFour, Front::FourThree) => 1,
        _ => 0,
    }
}

/// [`front_switch_rush_adjust`] for one rusher: the −1 of a 4-3 team in a three-man line falls
/// on linemen only; the +1 of a 3-4 team in a four-man line on everyone.
pub fn front_switch_rush_adjust_for(team_front: Front, f: DefFormation, rusher: DefSlot) -> i8 {
    let adj = front_switch_rush_adjust(team_front, f);
    if adj < 0 && !rusher.is_line() {
        0
    } else {
        adj
    }
}

/// The 5-6's pass-rush rule (§2.14.8, L715; T2 note 25): the indicated player +1.
pub fn indicated_rusher_bonus(f: DefFormation) -> i8 {
    i8::from(f == DefFormation::FiveSix)
}

/// The call a formation forces: pass for the dimes and the 5-6 (T2 note 24), the prevent (note
/// 21, §2.15.2); run for short yardage (note 22, §2.15.4).
pub fn must_call(f: DefFormation) -> Option<DefCall> {
    match f {
        DefFormation::Dime326
        | DefFormation::Dime416
        | DefFormation::FiveSix
        | DefFormation::Prevent43
        | DefFormation::Prevent34 => Some(DefCall::Pass),
        DefFormation::ShortYardage43 | DefFormation::ShortYardage34 => Some(DefCall::Run),
        _ => None,
    }
}

/// Formations with six defensive backs (the dimes and the 5-6): not inside the defense's 20
/// (§2.5.1; T2 note 24).
pub fn six_dbs(f: DefFormation) -> bool {
    matches!(f, DefFormation::Dime326 | DefFormation::Dime416 | DefFormation::FiveSix)
}

/// The prevent defense of either front (LB double-teams allowed, §2.15.2).
pub fn is_prevent(f: DefFormation) -> bool {
    matches!(f, DefFormation::Prevent43 | DefFormation::Prevent34)
}

/// The short-yardage defense of either front (§2.15.4).
pub fn is_short_yardage(f: DefFormation) -> bool {
    matches!(f, DefFormation::ShortYardage43 | DefFormation::ShortYardage34)
}

/// The digest section that describes a defensive formation (for error messages).
pub fn def_section(f: DefFormation) -> &'static str {
    match f {
        DefFormation::Base43 => "2.14.1",
        DefFormation::Base34 => "2.14.2",
        DefFormation::Nickel335 => "2.14.4",
        DefFormation::Nickel425 => "2.14.5",
        DefFormation::Dime326 => "2.14.6",
        DefFormation::Dime416 => "2.14.7",
        DefFormation::FiveSix => "2.14.8",
        DefFormation::Prevent43 | DefFormation::Prevent34 => "2.15.2",
        DefFormation::ShortYardage43 | DefFormation::ShortYardage34 => "2.15.4",
    }
}

/// The highest run column of a team's defensive card: "0-1 LB" for a 4-3 team, "0-2 LB" for a
/// 3-4 team (§2.0.2). A 5-6 "team front" is read as a 4-3 card.
pub fn max_run_column(team_front: Front) -> u8 {
    match team_front {
        Front::ThreeFour => 2,
        Front::FourThree | Front::FiveSix => 1,
    }
}

/// The run column of a draw the defense called run against (§2.4.2, L957: "the maximum LB
/// column"): the team's own card's maximum whatever front it is playing (A-G56).
pub fn draw_run_column(team_front: Front) -> u8 {
    max_run_column(team_front)
}
