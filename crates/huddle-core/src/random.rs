//! Randomness. Every random draw of a game flows through one [`Randomness`] source: a seeded
//! ChaCha stream for play, or a scripted list of numbers that pins outcomes in rule tests.
//! Card decks draw through it too ([`Deck`]), and a scripted card sequence replaces a deck in
//! rule tests ([`CardSource`]).

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A source of uniform random integers.
pub trait Randomness {
    /// A uniform integer in `0..n` (`n >= 1`).
    fn below(&mut self, n: u32) -> u32;

    /// A uniform integer in `lo..=hi`.
    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + self.below(hi - lo + 1)
    }

    /// True once a scripted source has been asked for more numbers than it holds.
    fn exhausted(&self) -> bool {
        false
    }
}

/// The seeded source: ChaCha8 from a `u64` seed. The same seed gives the same stream on every
/// machine.
#[derive(Clone, Debug)]
pub struct SeededRandom {
    rng: ChaCha8Rng,
}

impl SeededRandom {
    pub fn new(seed: u64) -> SeededRandom {
        SeededRandom { rng: ChaCha8Rng::seed_from_u64(seed) }
    }

    /// An independent stream derived from this one (for a sub-component that must not shift
    /// the main stream, e.g. AI tie-breaking).
    pub fn fork(&mut self) -> SeededRandom {
        SeededRandom::new(self.rng.next_u64())
    }
}

impl Randomness for SeededRandom {
    fn below(&mut self, n: u32) -> u32 {
        assert!(n >= 1, "below(0)");
        // Lemire's unbiased multiply-shift rejection.
        let mut x = self.rng.next_u32();
        let mut m = (x as u64) * (n as u64);
        let mut l = m as u32;
        if l < n {
            let t = n.wrapping_neg() % n;
            while l < t {
                x = self.rng.next_u32();
                m = (x as u64) * (n as u64);
                l = m as u32;
            }
        }
        (m >> 32) as u32
    }
}

/// A scripted source: returns the given numbers in order. A value that does not fit the
/// request (`>= n`) is reduced modulo `n`; running out sets [`Randomness::exhausted`] and
/// returns 0, so the caller can report an incomplete script instead of crashing.
#[derive(Clone, Debug, Default)]
pub struct ScriptedRandom {
    values: Vec<u32>,
    pos: usize,
    exhausted: bool,
}

impl ScriptedRandom {
    pub fn new(values: Vec<u32>) -> ScriptedRandom {
        ScriptedRandom { values, pos: 0, exhausted: false }
    }
    pub fn used(&self) -> usize {
        self.pos
    }
    pub fn remaining(&self) -> usize {
        self.values.len() - self.pos
    }
}

impl Randomness for ScriptedRandom {
    fn below(&mut self, n: u32) -> u32 {
        match self.values.get(self.pos) {
            Some(&v) => {
                self.pos += 1;
                v % n.max(1)
            }
            None => {
                self.exhausted = true;
                0
            }
        }
    }
    fn exhausted(&self) -> bool {
        self.exhausted
    }
}

/// Either kind of source, so that a game can hold one without generics. The seeded source is
/// kept inline (it is the one every real game draws from, once or more a play); the scripted
/// one is small but for its list.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum AnyRandom {
    Seeded(SeededRandom),
    Scripted(ScriptedRandom),
}

impl Randomness for AnyRandom {
    fn below(&mut self, n: u32) -> u32 {
        match self {
            AnyRandom::Seeded(r) => r.below(n),
            AnyRandom::Scripted(r) => r.below(n),
        }
    }
    fn exhausted(&self) -> bool {
        match self {
            AnyRandom::Seeded(r) => r.exhausted(),
            AnyRandom::Scripted(r) => r.exhausted(),
        }
    }
}

/// Shuffles a slice in place (Fisher-Yates) with the given source.
pub fn shuffle<T>(items: &mut [T], rng: &mut dyn Randomness) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// A deck of `n` cards drawn without replacement; when the draw pile is exhausted all cards
/// are reshuffled. It hands out card indices; the cards themselves live with the rule system.
#[derive(Clone, Debug)]
pub struct Deck {
    order: Vec<u16>,
    next: usize,
    shuffles: u32,
}

impl Deck {
    /// A deck of `n` cards, shuffled with `rng`.
    pub fn new(n: usize, rng: &mut dyn Randomness) -> Deck {
        let mut d = Deck { order: (0..n as u16).collect(), next: 0, shuffles: 0 };
        d.reshuffle(rng);
        d
    }

    /// A deck in the given order (index 0 is drawn first); reshuffles randomly once exhausted.
    pub fn stacked(order: Vec<u16>) -> Deck {
        Deck { order, next: 0, shuffles: 0 }
    }

    pub fn reshuffle(&mut self, rng: &mut dyn Randomness) {
        shuffle(&mut self.order, rng);
        self.next = 0;
        self.shuffles += 1;
    }

    /// Draws the next card index, reshuffling the whole deck first if none is left.
    pub fn draw(&mut self, rng: &mut dyn Randomness) -> u16 {
        if self.next >= self.order.len() {
            self.reshuffle(rng);
        }
        let c = self.order[self.next];
        self.next += 1;
        c
    }

    pub fn len(&self) -> usize {
        self.order.len()
    }
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
    /// Cards left before the next reshuffle.
    pub fn remaining(&self) -> usize {
        self.order.len() - self.next
    }
    /// Times the deck has been shuffled (the initial shuffle counts).
    pub fn shuffles(&self) -> u32 {
        self.shuffles
    }
}

/// Where the cards of a game come from: a shuffled deck, or a script (rule tests and
/// scenarios) that names each card in turn.
#[derive(Clone, Debug)]
pub enum CardSource<T> {
    Deck { cards: Vec<T>, deck: Deck },
    Script { cards: Vec<T>, pos: usize, exhausted: bool, filler: T },
}

impl<T: Clone> CardSource<T> {
    pub fn shuffled(cards: Vec<T>, rng: &mut dyn Randomness) -> Self {
        let deck = Deck::new(cards.len(), rng);
        CardSource::Deck { cards, deck }
    }

    /// A script of cards; `filler` is returned once it runs out (and `exhausted` is set).
    pub fn scripted(cards: Vec<T>, filler: T) -> Self {
        CardSource::Script { cards, pos: 0, exhausted: false, filler }
    }

    pub fn draw(&mut self, rng: &mut dyn Randomness) -> &T {
        match self {
            CardSource::Deck { cards, deck } => {
                let i = deck.draw(rng) as usize;
                &cards[i]
            }
            CardSource::Script { cards, pos, exhausted, filler } => {
                if *pos < cards.len() {
                    *pos += 1;
                    &cards[*pos - 1]
                } else {
                    *exhausted = true;
                    filler
                }
            }
        }
    }

    pub fn exhausted(&self) -> bool {
        matches!(self, CardSource::Script { exhausted: true, .. })
    }

    /// Cards drawn so far from a script.
    pub fn script_used(&self) -> usize {
        match self {
            CardSource::Script { pos, .. } => *pos,
            _ => 0,
        }
    }
}

/// A weighted choice among the candidates `items()` yields (asked for twice, so that no list is
/// built on the per-play path): one draw below the total weight; `None` when there are none.
pub fn pick_weighted_from<T: Copy, I: Iterator<Item = (T, u32)>>(rng: &mut dyn Randomness, items: impl Fn() -> I) -> Option<T> {
    let first = items().next()?.0;
    let total: u32 = items().map(|x| x.1).sum();
    let mut r = rng.below(total.max(1));
    for (t, w) in items() {
        if r < w {
            return Some(t);
        }
        r -= w;
    }
    Some(first)
}

/// A weighted choice among `items` (not empty); the first when every weight is 0.
pub fn pick_weighted<T: Copy>(rng: &mut dyn Randomness, items: &[(T, u32)]) -> T {
    pick_weighted_from(rng, || items.iter().copied()).unwrap_or(items[0].0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_weighted_pick_reads_one_draw_below_the_total() {
        let mut r = ScriptedRandom::new(vec![0, 29, 30, 99]);
        let items = [('a', 30), ('b', 70)];
        let got: Vec<char> = (0..4).map(|_| super::pick_weighted(&mut r, &items)).collect();
        assert_eq!(got, ['a', 'a', 'b', 'b']);
        assert_eq!(super::pick_weighted_from(&mut r, std::iter::empty::<(char, u32)>), None);
        assert_eq!(super::pick_weighted(&mut ScriptedRandom::new(vec![0]), &[('z', 0)]), 'z', "all weights 0: the first");
    }

    use super::*;

    #[test]
    fn seeded_is_reproducible_and_in_range() {
        let mut a = SeededRandom::new(7);
        let mut b = SeededRandom::new(7);
        let va: Vec<u32> = (0..100).map(|_| a.below(12)).collect();
        let vb: Vec<u32> = (0..100).map(|_| b.below(12)).collect();
        assert_eq!(va, vb);
        assert!(va.iter().all(|&v| v < 12));
        let mut c = SeededRandom::new(8);
        let vc: Vec<u32> = (0..100).map(|_| c.below(12)).collect();
        assert_ne!(va, vc);
    }

    #[test]
    fn seeded_is_roughly_uniform() {
        let mut r = SeededRandom::new(1);
        let mut counts = [0u32; 12];
        for _ in 0..120_000 {
            counts[r.below(12) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn scripted_returns_values_then_reports_exhaustion() {
        let mut s = ScriptedRandom::new(vec![3, 14]);
        assert_eq!(s.below(6), 3);
        assert_eq!(s.below(6), 2); // 14 mod 6
        assert!(!s.exhausted());
        assert_eq!(s.below(6), 0);
        assert!(s.exhausted());
    }

    #[test]
    fn deck_draws_without_replacement_then_reshuffles() {
        let mut r = SeededRandom::new(3);
        let mut d = Deck::new(109, &mut r);
        let mut seen = [false; 109];
        for _ in 0..109 {
            let c = d.draw(&mut r) as usize;
            assert!(!seen[c], "card {c} drawn twice before the reshuffle");
            seen[c] = true;
        }
        assert_eq!(d.remaining(), 0);
        assert_eq!(d.shuffles(), 1);
        d.draw(&mut r);
        assert_eq!(d.shuffles(), 2);
        assert_eq!(d.remaining(), 108);
    }

    #[test]
    fn scripted_cards_in_order() {
        let mut r = SeededRandom::new(0);
        let mut s = CardSource::scripted(vec![10, 20, 30], 0);
        assert_eq!(*s.draw(&mut r), 10);
        assert_eq!(*s.draw(&mut r), 20);
        assert_eq!(*s.draw(&mut r), 30);
        assert!(!s.exhausted());
        assert_eq!(*s.draw(&mut r), 0);
        assert!(s.exhausted());
    }
}
