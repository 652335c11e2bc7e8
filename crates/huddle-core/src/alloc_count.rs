//! A counting allocator for the tests that hold an engine's per-play path to few heap
//! allocations. A test binary installs it as its global allocator:
//!
//! ```ignore
//! #[global_allocator]
//! static A: huddle_core::alloc_count::Counting = huddle_core::alloc_count::Counting;
//! ```
//!
//! and counts between [`counting`]`(true)` and [`counting`]`(false)`; [`count`] reads the total.
//! The count is deterministic for a given game (not a timing). The counter is global to the
//! binary, so such a test file holds a single test.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

static ALLOCS: AtomicU64 = AtomicU64::new(0);
static COUNTING: AtomicBool = AtomicBool::new(false);

/// The system allocator, counting allocations and reallocations while [`counting`] is on.
pub struct Counting;

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            ALLOCS.fetch_add(1, Ordering::Relaxed);
            trace_here();
        }
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        // SAFETY: `p` was allocated by `System` with `l` (every allocation goes through it).
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            ALLOCS.fetch_add(1, Ordering::Relaxed);
            trace_here();
        }
        // SAFETY: as `dealloc`; the caller's contract for `realloc` is passed on unchanged.
        unsafe { System.realloc(p, l, n) }
    }
}

/// Start (`true`) or stop counting.
pub fn counting(on: bool) {
    COUNTING.store(on, Ordering::Relaxed);
}

/// Allocations counted so far.
pub fn count() -> u64 {
    ALLOCS.load(Ordering::Relaxed)
}

/// Plays each game to its end, counting the allocations of its steps only (setting a game up is
/// not counted), and returns the allocations per step and the steps taken. `over` tells a
/// finished game; `step` plays one step of it.
pub fn per_step<G>(games: impl IntoIterator<Item = G>, over: impl Fn(&G) -> bool, mut step: impl FnMut(&mut G)) -> (f64, u64) {
    TRACE.store(std::env::var_os("HUDDLE_ALLOC_TRACE").is_some(), Ordering::Relaxed);
    let before = count();
    let mut steps = 0u64;
    for mut g in games {
        while !over(&g) {
            counting(true);
            step(&mut g);
            counting(false);
            steps += 1;
        }
    }
    ((count() - before) as f64 / steps.max(1) as f64, steps)
}

/// `HUDDLE_ALLOC_TRACE` set: each counted allocation prints the first two frames of its
/// backtrace in this workspace's crates (`ALLOC <file:line> <- <file:line>`), to find what still
/// allocates on a step (a test's output, `-- --nocapture`; sort and count the lines).
static TRACE: AtomicBool = AtomicBool::new(false);

fn trace_here() {
    if !TRACE.load(Ordering::Relaxed) {
        return;
    }
    // Capturing and printing allocate themselves: not counted, not traced.
    COUNTING.store(false, Ordering::Relaxed);
    let bt = std::backtrace::Backtrace::force_capture().to_string();
    let frames: Vec<&str> = bt.lines().map(str::trim).filter(|l| l.starts_with("at ./") || (l.contains("/crates/huddle") && !l.contains("alloc_count"))).take(2).collect();
    eprintln!("ALLOC {}", frames.join(" <- "));
    COUNTING.store(true, Ordering::Relaxed);
}
