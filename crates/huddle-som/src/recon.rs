//! The charts the league rules read but do not print (digest 4.5): the X-Chart's Short Gain and
//! its injury section. Reconstructions, in `data/reconstructed.json`, checked on load.

use crate::vocab::{DefSlot, OffSlot};
use serde::Deserialize;
use std::sync::OnceLock;

/// Who an injury hits (§2.18.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hurt {
    Offense(OffSlot),
    Defense(DefSlot),
}

#[derive(Clone, Debug)]
pub struct Recon {
    /// Short Gain yards at totals 2-12.
    pub short_gain: [i16; 11],
    /// The injury section: column (triple 1-6) × total 2-12.
    pub injury: [[Hurt; 11]; 6],
}

#[derive(Deserialize)]
struct Raw {
    short_gain: RawRows,
    injury: RawInjury,
}
#[derive(Deserialize)]
struct RawRows {
    rows: Vec<i16>,
}
#[derive(Deserialize)]
struct RawInjury {
    columns: Vec<Vec<String>>,
}

/// A reconstruction file that breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {entry}: {rule}")]
pub struct ReconError {
    pub file: String,
    pub entry: String,
    pub rule: String,
}

const OFFENSE: [(&str, OffSlot); 11] = [
    ("QB", OffSlot::Qb),
    ("LT", OffSlot::Lt),
    ("LG", OffSlot::Lg),
    ("C", OffSlot::C),
    ("RG", OffSlot::Rg),
    ("RT", OffSlot::Rt),
    ("TE", OffSlot::Te),
    ("FL", OffSlot::Fl),
    ("SE", OffSlot::Se),
    ("HB", OffSlot::Hb),
    ("FB", OffSlot::Fb),
];
const DEFENSE: [(&str, DefSlot); 11] = [
    ("LE", DefSlot::Le),
    ("LT", DefSlot::Lt),
    ("RT", DefSlot::Rt),
    ("RE", DefSlot::Re),
    ("LLB", DefSlot::Llb),
    ("MLB", DefSlot::Mlb),
    ("RLB", DefSlot::Rlb),
    ("LCB", DefSlot::Lcb),
    ("RCB", DefSlot::Rcb),
    ("SS", DefSlot::Ss),
    ("FS", DefSlot::Fs),
];

impl Recon {
    pub fn from_json(text: &str, file: &str) -> Result<Recon, ReconError> {
        let fail = |entry: &str, rule: String| ReconError { file: file.into(), entry: entry.into(), rule };
        let de = &mut serde_json::Deserializer::from_str(text);
        let raw: Raw = serde_path_to_error::deserialize(de).map_err(|e| fail(&e.path().to_string(), e.inner().to_string()))?;
        let rows: [i16; 11] = raw.short_gain.rows.clone().try_into().map_err(|_| fail("short_gain.rows", "the Short Gain is read with two dice: 11 rows, totals 2-12 [som 2.6]".into()))?;
        if let Some((i, v)) = rows.iter().enumerate().find(|(_, v)| !(1..=20).contains(*v)) {
            return Err(fail(&format!("short_gain.rows[{i}]"), format!("{v}: a Short Gain gains 1-20 yards [som 2.6]")));
        }
        if raw.injury.columns.len() != 6 {
            return Err(fail("injury.columns", "one column for each triple, 1-6 [som 2.18.1]".into()));
        }
        let mut injury = [[Hurt::Offense(OffSlot::Qb); 11]; 6];
        for (c, col) in raw.injury.columns.iter().enumerate() {
            let entry = format!("injury.columns[{c}]");
            if col.len() != 11 {
                return Err(fail(&entry, "two dice pick the position: 11 rows [som 2.18.1]".into()));
            }
            let offense = c < 3;
            let mut seen = [false; 11];
            for (r, name) in col.iter().enumerate() {
                let found = if offense { OFFENSE.iter().position(|(n, _)| n == name) } else { DEFENSE.iter().position(|(n, _)| n == name) };
                let Some(k) = found else {
                    return Err(fail(&format!("{entry}[{r}]"), format!("\"{name}\" is not a{} position (columns 1-3 hurt the offense, 4-6 the defense)", if offense { "n offensive" } else { " defensive" })));
                };
                if std::mem::replace(&mut seen[k], true) {
                    return Err(fail(&format!("{entry}[{r}]"), format!("\"{name}\" appears twice in the column: each position once, so each is hurt equally often")));
                }
                injury[c][r] = if offense { Hurt::Offense(OFFENSE[k].1) } else { Hurt::Defense(DEFENSE[k].1) };
            }
        }
        Ok(Recon { short_gain: rows, injury })
    }

    /// The embedded reconstruction.
    pub fn embedded() -> &'static Recon {
        static R: OnceLock<Recon> = OnceLock::new();
        R.get_or_init(|| Recon::from_json(include_str!("../data/reconstructed.json"), "data/reconstructed.json").expect("the embedded reconstruction is checked by the tests"))
    }

    pub fn short_gain(&self, total: u8) -> i16 {
        self.short_gain[(total.clamp(2, 12) - 2) as usize]
    }

    /// Who a triple of `n` hurts at a two-dice total.
    pub fn injury(&self, n: u8, total: u8) -> Hurt {
        self.injury[(n.clamp(1, 6) - 1) as usize][(total.clamp(2, 12) - 2) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_reconstruction_loads() {
        // [som 2.6] The Short Gain averages a modest gain; [som 2.18.1] triples 1-3 hurt the offense.
        let r = Recon::embedded();
        let w = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
        let mean: f64 = r.short_gain.iter().zip(w).map(|(y, w)| *y as f64 * w as f64).sum::<f64>() / 36.0;
        assert!((5.0..8.0).contains(&mean), "{mean}");
        assert!(matches!(r.injury(2, 7), Hurt::Offense(_)));
        assert!(matches!(r.injury(5, 7), Hurt::Defense(_)));
    }

    #[test]
    fn a_bad_file_names_the_entry_and_the_rule() {
        let good = include_str!("../data/reconstructed.json");
        let bad = good.replacen("[15, 2, 10", "[15, 2, 40", 1);
        let e = Recon::from_json(&bad, "x.json").unwrap_err().to_string();
        assert!(e.contains("x.json") && e.contains("short_gain.rows[2]"), "{e}");
        let bad = good.replacen("[\"QB\", \"LT\", \"HB\"", "[\"QB\", \"QB\", \"HB\"", 1);
        let e = Recon::from_json(&bad, "x.json").unwrap_err().to_string();
        assert!(e.contains("injury.columns[0][1]") && e.contains("twice"), "{e}");
        let bad = good.replacen("\"rows\": [", "\"rows\": [\"a\", ", 1);
        assert!(Recon::from_json(&bad, "x.json").unwrap_err().to_string().contains("short_gain.rows"));
    }
}
