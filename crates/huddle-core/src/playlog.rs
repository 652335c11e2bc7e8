//! Append-only buffers for a game's play-by-play: every play's line goes into one growing
//! `String`, every play's readings (cards, dice) into one growing `Vec`, and a play's record
//! keeps only where its part is ([`Span`]). A game's log then costs a handful of heap
//! allocations in all (the buffers doubling as they grow), not one or more on every play.

/// Where one play's part of a [`TextLog`] or [`ItemLog`] is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    start: u32,
    end: u32,
}

impl Span {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }

    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }

    pub fn is_empty(self) -> bool {
        self.end == self.start
    }
}

/// The lines of a game's play-by-play, one buffer for all of them.
#[derive(Clone, Debug, Default)]
pub struct TextLog {
    buf: String,
}

impl TextLog {
    pub fn with_capacity(bytes: usize) -> TextLog {
        TextLog { buf: String::with_capacity(bytes) }
    }

    /// Appends one line; its span reads it back.
    pub fn push(&mut self, s: &str) -> Span {
        let start = self.buf.len();
        self.buf.push_str(s);
        Span { start: offset(start), end: offset(self.buf.len()) }
    }

    /// The line at `span` ("" for a span of another log that reaches past this one's end or
    /// splits a character).
    pub fn get(&self, span: Span) -> &str {
        self.buf.get(span.range()).unwrap_or("")
    }

    /// Bytes held, all lines together.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }
}

/// A game's play-by-play lines ([`TextLog`]) and the buffer the play being resolved writes its
/// line in: taken empty for a play ([`Lines::take`]), handed back with the line when the play is
/// logged ([`Lines::push`]), its capacity kept for the next one.
#[derive(Clone, Debug, Default)]
pub struct Lines {
    log: TextLog,
    line: String,
}

impl Lines {
    /// Room for `plays` lines of about 100 bytes.
    pub fn with_capacity(plays: usize) -> Lines {
        Lines { log: TextLog::with_capacity(plays * 100), line: String::with_capacity(200) }
    }

    /// The buffer for a play's line, empty (a second line on the same play starts a new buffer).
    pub fn take(&mut self) -> String {
        let mut s = std::mem::take(&mut self.line);
        s.clear();
        s
    }

    /// A play's line, formatted into the buffer.
    pub fn format(&mut self, args: std::fmt::Arguments) -> String {
        let mut s = self.take();
        // Writing into a String cannot fail.
        let _ = std::fmt::Write::write_fmt(&mut s, args);
        s
    }

    /// Logs a play's line and keeps the larger buffer for the next play.
    pub fn push(&mut self, mut line: String) -> Span {
        let span = self.log.push(&line);
        line.clear();
        if line.capacity() > self.line.capacity() {
            self.line = line;
        }
        span
    }

    /// A logged line.
    pub fn get(&self, span: Span) -> &str {
        self.log.get(span)
    }
}

/// The readings of a game's plays (cards flipped, dice rolled), one buffer for all of them.
#[derive(Clone, Debug)]
pub struct ItemLog<T> {
    items: Vec<T>,
}

impl<T> Default for ItemLog<T> {
    fn default() -> Self {
        ItemLog { items: Vec::new() }
    }
}

impl<T: Copy> ItemLog<T> {
    pub fn with_capacity(items: usize) -> ItemLog<T> {
        ItemLog { items: Vec::with_capacity(items) }
    }

    /// Appends one play's readings; its span reads them back.
    pub fn push(&mut self, items: impl IntoIterator<Item = T>) -> Span {
        let start = self.items.len();
        self.items.extend(items);
        Span { start: offset(start), end: offset(self.items.len()) }
    }

    /// The readings at `span` (none for a span of another log that reaches past this one's end).
    pub fn get(&self, span: Span) -> &[T] {
        self.items.get(span.range()).unwrap_or(&[])
    }

    /// Readings held, all plays together.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// A buffer offset as a span's bound. A game's log stays far below 4 GiB (a long game's text is
/// about 30 KB); a larger one saturates, and reading its spans then gives less, never a panic.
fn offset(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_back_where_they_were_written() {
        let mut log = TextLog::default();
        let a = log.push("kickoff, touchback");
        let b = log.push("");
        let c = log.push("Mahomes complete to Kelce for 14 — naïve “quotes”");
        assert_eq!(log.get(a), "kickoff, touchback");
        assert_eq!(log.get(b), "");
        assert!(b.is_empty());
        assert_eq!(log.get(c), "Mahomes complete to Kelce for 14 — naïve “quotes”");
        assert_eq!(a.len(), 18);
        // A span from a longer log reads nothing rather than panicking.
        let short = TextLog::default();
        assert_eq!(short.get(c), "");
    }

    #[test]
    fn a_line_buffer_is_kept_between_plays() {
        let mut lines = Lines::with_capacity(4);
        let mut a = lines.take();
        a.push_str("kickoff, touchback");
        let cap = a.capacity();
        let sa = lines.push(a);
        // The next play's buffer is the same allocation, empty.
        let b = lines.take();
        assert!(b.is_empty() && b.capacity() >= cap);
        let sb = lines.push(b);
        let c = lines.format(format_args!("extra point {}", "good"));
        let sc = lines.push(c);
        assert_eq!((lines.get(sa), lines.get(sb), lines.get(sc)), ("kickoff, touchback", "", "extra point good"));
    }

    #[test]
    fn readings_read_back_per_play() {
        let mut log = ItemLog::<u8>::default();
        let a = log.push([1, 2, 3]);
        let b = log.push([]);
        let c = log.push(vec![9]);
        assert_eq!(log.get(a), &[1, 2, 3]);
        assert_eq!(log.get(b), &[] as &[u8]);
        assert_eq!(log.get(c), &[9]);
        assert_eq!(log.len(), 4);
        assert_eq!(ItemLog::<u8>::default().get(a), &[] as &[u8]);
    }
}
