//! Page furniture of a PDF-to-text export: page markers, page numbers, running headers and
//! footers ([`page_furniture`]), found by where lines recur at page edges.

use super::*;

/// The text of a line reduced for recurrence: digits as `#` (page numbers change), single
/// spaces; `None` for a blank line or one too long to be a running header.
pub(super) fn running_key(t: &str) -> Option<String> {
    if t.is_empty() || t.chars().count() > 120 {
        return None;
    }
    let mut k = String::new();
    let mut prev_digit = false;
    for w in t.split_whitespace() {
        if !k.is_empty() {
            k.push(' ');
        }
        for c in w.chars() {
            if c.is_ascii_digit() {
                if !prev_digit {
                    k.push('#');
                }
                prev_digit = true;
            } else {
                k.push(c);
                prev_digit = false;
            }
        }
        prev_digit = false;
    }
    Some(k)
}

/// Page furniture left by PDF-to-text conversion: page numbers, running headers and footers.
///
/// The rule: a page break is a form feed, a page marker line (`..page4`, `Strona 12 z 40`), or a
/// line found to recur with the period of a page (below). The edge of a page is the
/// [`EDGE_LINES`] non-blank lines on each side of a break. At an edge,
/// - a number alone (`12`, `12/40`) with only furniture between it and the break is a page
///   number;
/// - a line that stands at page tops on two lines or more (or at page bottoms), identical but
///   for its digits
///   (`Międzynarodowe Przepisy Brydża Porównawczego 2017    23`), is a running header or footer.
///
/// Without form feeds, a line (digits aside) recurring three times or more, every
/// [`MIN_PAGE_LINES`] lines or more with a period varying by at most [`PAGE_SLACK`] lines, is a
/// running header or footer (or, when it is a number alone, a page number), and each recurrence
/// is a page break. A line that recurs legitimately (a section title used twice) stands neither
/// at page edges nor with a page's period, and stays. Blank lines of a page break that falls
/// inside a sentence (the text before it ends without `.:;!?`, the text after begins in lower
/// case) are not paragraph breaks: they are marked [`Mark::Gap`], so the sentence is joined.
///
/// Running headers are never what the text's own lines read as ([`furniture_by_shape`]): a line
/// that reads as a law heading, a section heading or a list item (read alone, as
/// [`crate::import::structure::reads_as`] reads it), or that ends as a sentence ends, is never furniture
/// by its period alone, and at page edges only a law heading may be, when its law has another
/// heading that stays ([`law_headings_at_edges`]). So law headings that begin pages, or recur
/// every page's length of lines (laws of one page each), stay law headings (issue 16, F6), and
/// a paragraph's last line ("karta.") at the foot of two pages stays text. A line ending in a
/// word broken with a hyphen is text too; a line on two page edges only that is as long as the
/// text's lines, or that recurs with the line beside it (toward the page's text), is a sentence
/// said twice (two laws that open alike), not a header.
///
/// Linear in the number of lines (n log n with the groups by text): the edge lines of every
/// break are found through the nearest text line before and after each line, computed once.
pub(super) fn page_furniture(rows: &[Row]) -> Vec<Mark> {
    let mut p = Pages::new(rows);
    p.recurring_with_a_period();
    let edges = p.edges();
    p.recurring_at_edges(&edges);
    p.page_numbers_at_breaks(&edges);
    p.page_numbers_at_the_ends();
    p.gaps_inside_a_sentence();
    p.out
}

/// A document's lines as [`page_furniture`] reads them, and what it found so far (`out`).
struct Pages<'a> {
    rows: &'a [Row],
    /// Each line's text, trimmed.
    texts: Vec<String>,
    /// Each line's [`running_key`].
    keys: Vec<Option<String>>,
    /// Whether each line is a page marker.
    marker: Vec<bool>,
    /// What each line with a key reads as alone ([`Reads::Text`] for the others).
    reads: Vec<Reads>,
    /// The nearest candidate line before line i (`before[i]`, over 0..i) and from line i on
    /// (`from[i]`, over i..n): the edges hop along them, [`EDGE_LINES`] lines each. Made by
    /// [`Pages::edges`].
    before: Vec<Option<usize>>,
    from: Vec<Option<usize>>,
    out: Vec<Mark>,
}

/// A page's edge: whether its break is a real one (the document's start and end are page edges
/// too, once it has a page break), whether it is a page's top (else its bottom), and its lines
/// from the break outward.
type Edge = (bool, bool, Vec<usize>);

impl<'a> Pages<'a> {
    fn new(rows: &'a [Row]) -> Pages<'a> {
        let texts: Vec<String> = rows.iter().map(|r| r.text().trim().to_string()).collect();
        let keys: Vec<Option<String>> = texts.iter().map(|t| running_key(t)).collect();
        let marker: Vec<bool> = texts.iter().map(|t| PAGE_MARKER.is_match(t)).collect();
        let reads = (0..texts.len())
            .map(|i| {
                if keys[i].is_some() && !marker[i] {
                    reads_as(&texts[i])
                } else {
                    Reads::Text
                }
            })
            .collect();
        Pages {
            rows,
            out: vec![Mark::Keep; texts.len()],
            texts,
            keys,
            marker,
            reads,
            before: Vec::new(),
            from: Vec::new(),
        }
    }

    fn number(&self, i: usize) -> bool {
        BARE_NUMBER.is_match(&self.texts[i])
    }

    fn shape(&self, i: usize) -> Furniture {
        furniture_by_shape(&self.texts[i], self.reads[i])
    }

    fn is_break(&self, i: usize) -> bool {
        self.rows[i].page_start || self.marker[i] || matches!(self.out[i], Mark::Whole(_))
    }

    fn candidate(&self, i: usize) -> bool {
        !self.texts[i].is_empty() && !self.marker[i]
    }

    /// Lines (digits aside) recurring three times or more with a page's period.
    fn recurring_with_a_period(&mut self) {
        let mut by_key: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, k) in self.keys.iter().enumerate() {
            if let Some(k) = k
                && !self.marker[i]
            {
                by_key.entry(k.as_str()).or_default().push(i);
            }
        }
        let mut found = Vec::new();
        for at in by_key.values().filter(|v| v.len() >= 3) {
            // Lines of one key read alike: the first tells whether they may be furniture at all.
            if self.shape(at[0]) != Furniture::Plain {
                continue;
            }
            let gaps: Vec<usize> = at.windows(2).map(|w| w[1] - w[0]).collect();
            let (lo, hi) = (gaps.iter().min(), gaps.iter().max());
            if let (Some(&lo), Some(&hi)) = (lo, hi)
                && lo >= MIN_PAGE_LINES
                && hi - lo <= PAGE_SLACK
            {
                found.extend(at.iter().copied());
            }
        }
        for i in found {
            self.out[i] = Mark::Whole(if self.number(i) { PAGE_NUMBER } else { RUNNING });
        }
    }

    /// The nearest candidate lines ([`Pages::before`], [`Pages::from`]) and the lines at each
    /// break's edges (a number at the document's start or end is not taken for a page number,
    /// as a document may begin with its law's number).
    fn edges(&mut self) -> Vec<Edge> {
        let n = self.texts.len();
        let breaks: Vec<usize> = (0..n).filter(|&i| self.is_break(i)).collect();
        let mut before: Vec<Option<usize>> = vec![None; n + 1];
        for i in 0..n {
            before[i + 1] = if self.candidate(i) {
                Some(i)
            } else {
                before[i]
            };
        }
        let mut from: Vec<Option<usize>> = vec![None; n + 1];
        for i in (0..n).rev() {
            from[i] = if self.candidate(i) {
                Some(i)
            } else {
                from[i + 1]
            };
        }
        (self.before, self.from) = (before, from);
        let mut edges: Vec<Edge> = Vec::new();
        for &b in &breaks {
            edges.push((true, false, self.upward(b)));
            let rows = self.rows;
            let start = if rows[b].page_start && !self.marker[b] && self.out[b] == Mark::Keep {
                b
            } else {
                b + 1
            };
            edges.push((true, true, self.downward(start)));
        }
        if !breaks.is_empty() {
            edges.push((false, true, self.downward(0)));
            edges.push((false, false, self.upward(n)));
        }
        edges
    }

    /// The [`EDGE_LINES`] candidate lines above `end`, nearest first.
    fn upward(&self, end: usize) -> Vec<usize> {
        let mut v = Vec::with_capacity(EDGE_LINES);
        let mut at = self.before[end];
        while let Some(i) = at.filter(|_| v.len() < EDGE_LINES) {
            v.push(i);
            at = self.before[i];
        }
        v
    }

    /// The [`EDGE_LINES`] candidate lines from `start` on, nearest first.
    fn downward(&self, start: usize) -> Vec<usize> {
        let mut v = Vec::with_capacity(EDGE_LINES);
        let mut at = self.from[start.min(self.texts.len())];
        while let Some(i) = at.filter(|_| v.len() < EDGE_LINES) {
            v.push(i);
            at = self.from[i + 1];
        }
        v
    }

    /// How long a line of the running text is (the 90th percentile of the lines a paragraph
    /// wraps), where the document has enough of them to tell.
    fn text_width(&self) -> Option<usize> {
        let n = self.texts.len();
        let mut wrapped: Vec<usize> = (0..n.saturating_sub(1))
            .filter(|&i| {
                self.candidate(i) && self.candidate(i + 1) && !self.texts[i].contains("....")
            })
            .map(|i| self.texts[i].chars().count())
            .collect();
        wrapped.sort_unstable();
        (wrapped.len() >= 20).then(|| wrapped[wrapped.len() * 9 / 10])
    }

    /// Running headers and footers: a line (digits aside) at page tops on two lines or more (or
    /// at page bottoms), unless it is text said twice; law headings there are weighed by
    /// [`law_headings_at_edges`].
    fn recurring_at_edges(&mut self, edges: &[Edge]) {
        // For each key and side (top or bottom), the lines at page edges holding it.
        let mut at_edges: BTreeMap<(&str, bool), Vec<usize>> = BTreeMap::new();
        for (_, top, e) in edges {
            for &i in e {
                if let Some(k) = &self.keys[i] {
                    at_edges.entry((k.as_str(), *top)).or_default().push(i);
                }
            }
        }
        for v in at_edges.values_mut() {
            v.sort_unstable();
            v.dedup();
        }
        // The line beside an edge line, toward the page's text: the next text line below a
        // page's top, the one above a page's foot.
        let inner = |i: usize, top: bool| {
            if top {
                self.from[i + 1]
            } else {
                self.before[i]
            }
        };
        let recurring = |i: usize, top: bool| {
            self.keys[i]
                .as_deref()
                .and_then(|k| at_edges.get(&(k, top)))
                .is_some_and(|v| v.len() >= 2)
        };
        let text_width = self.text_width();
        let mut running = Vec::new();
        let mut law_groups: Vec<&[usize]> = Vec::new();
        for (&(_, top), v) in at_edges.iter().filter(|(_, v)| v.len() >= 2) {
            // On two page edges only, a line as long as the text's lines may be a line of text
            // said twice (the same sentence in two laws): a header or footer is shorter.
            if v.len() == 2
                && text_width.is_some_and(|w| 4 * self.texts[v[0]].chars().count() > 3 * w)
            {
                continue;
            }
            // Text that recurs with the line beside it is text said twice (a sentence repeated
            // in two laws), not a header: a header's neighbour differs from page to page, or is
            // furniture too (a header of two lines).
            let beside: Vec<Option<&str>> = v
                .iter()
                .map(|&i| inner(i, top).and_then(|j| self.keys[j].as_deref()))
                .collect();
            let repeated = beside.iter().all(|k| k.is_some() && *k == beside[0])
                && inner(v[0], top).is_some_and(|j| !recurring(j, top));
            if repeated {
                continue;
            }
            match self.shape(v[0]) {
                Furniture::Plain => running.extend(v.iter().copied().filter(|&i| !self.number(i))),
                Furniture::LawHeading => law_groups.push(v),
                Furniture::Never => {}
            }
        }
        let mut out = std::mem::take(&mut self.out);
        for i in running {
            if out[i] == Mark::Keep {
                out[i] = Mark::Whole(RUNNING);
            }
        }
        law_headings_at_edges(self.rows, &self.texts, &self.reads, &law_groups, &mut out);
        self.out = out;
    }

    /// A number is a page number when only furniture stands between it and a real break.
    fn page_numbers_at_breaks(&mut self, edges: &[Edge]) {
        for (real, _, e) in edges {
            for &i in e.iter().filter(|_| *real) {
                if self.out[i] != Mark::Keep {
                    continue;
                }
                if self.number(i) {
                    self.out[i] = Mark::Whole(PAGE_NUMBER);
                }
                break;
            }
        }
    }

    /// The document's last line (or first), a number alone that continues (or begins) the page
    /// numbers found at its breaks, is the last (or first) page's number: the export ends (or
    /// begins) at a page's edge with no break there.
    fn page_numbers_at_the_ends(&mut self) {
        let n = self.texts.len();
        let value = |i: usize| -> Option<u64> {
            self.texts[i]
                .split('/')
                .next()
                .and_then(|d| d.trim().parse().ok())
        };
        let found: Vec<u64> = (0..n)
            .filter(|&i| self.out[i] == Mark::Whole(PAGE_NUMBER))
            .filter_map(value)
            .collect();
        let (Some(&lo), Some(&hi)) = (found.iter().min(), found.iter().max()) else {
            return;
        };
        let ends = [
            (
                (0..n).rev().find(|&i| !self.texts[i].is_empty()),
                hi.checked_add(1),
            ),
            (
                (0..n).find(|&i| !self.texts[i].is_empty()),
                lo.checked_sub(1),
            ),
        ];
        let mut numbers = Vec::new();
        for (at, next) in ends {
            if let Some(i) = at
                && self.out[i] == Mark::Keep
                && self.number(i)
                && value(i).is_some()
                && value(i) == next
            {
                numbers.push(i);
            }
        }
        for i in numbers {
            self.out[i] = Mark::Whole(PAGE_NUMBER);
        }
    }

    /// Blank lines of a page break inside a sentence are no paragraph break ([`Mark::Gap`]).
    fn gaps_inside_a_sentence(&mut self) {
        let n = self.texts.len();
        let text_row =
            |p: &Pages, i: usize| !p.texts[i].is_empty() && !p.marker[i] && p.out[i] == Mark::Keep;
        let mut i = 0;
        while i < n {
            if text_row(self, i) {
                i += 1;
                continue;
            }
            let s = i;
            while i < n && !text_row(self, i) {
                i += 1;
            }
            let broke = (s..i).any(|k| self.is_break(k)) || (i < n && self.rows[i].page_start);
            let mid_sentence = s > 0
                && !self.rows[s - 1].hard_end
                && !self.texts[s - 1].ends_with(['.', ':', ';', '!', '?'])
                && i < n
                && self.texts[i].chars().next().is_some_and(char::is_lowercase);
            if broke && mid_sentence {
                for m in &mut self.out[s..i] {
                    if *m == Mark::Keep {
                        *m = Mark::Gap;
                    }
                }
            }
        }
    }
}

/// What a line's own shape allows it to be as page furniture ([`page_furniture`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Furniture {
    /// Plain text: furniture where it recurs, by its period or at page edges.
    Plain,
    /// A law heading: furniture only at page edges, when its law has another heading
    /// ([`law_headings_at_edges`]).
    LawHeading,
    /// A section heading, a list item, or a line that ends as a sentence ends (`.`, `!`, `?`,
    /// `;`, `:`, `,`): the text's own, never furniture.
    Never,
}

/// What a line's shape allows it to be as page furniture, from what it reads as alone.
pub(super) fn furniture_by_shape(text: &str, reads: Reads) -> Furniture {
    match reads {
        Reads::LawHeading { .. } => Furniture::LawHeading,
        Reads::Clause => Furniture::Never,
        Reads::Text if text.ends_with(['.', '!', '?', ';', ':', ',']) => Furniture::Never,
        // A word broken at the line's end: the line goes on in the text.
        Reads::Text
            if text.ends_with('-') && text[..text.len() - 1].ends_with(char::is_alphabetic) =>
        {
            Furniture::Never
        }
        Reads::Text => Furniture::Plain,
    }
}

/// Law headings that recur at page edges (`groups`: the lines of one key on two page tops or
/// bottoms or more). Where a law has several headings (lines heading it where a block begins),
/// one is its own and the others at page edges are running headers (a header naming the law
/// its page is in, `Przepis 12`, or the law's heading repeated on its pages); the law's own is,
/// first, one away from the page edges, then one that is not a page's first line (where a
/// header stands), then one with its title (on its line, or a title line after it), then the
/// first. A law with one heading keeps it, at a page edge or not: laws that each begin a page
/// (`LAW 12` on two page tops) are laws.
pub(super) fn law_headings_at_edges(
    rows: &[Row],
    texts: &[String],
    reads: &[Reads],
    groups: &[&[usize]],
    out: &mut [Mark],
) {
    let at_edge: std::collections::BTreeSet<usize> =
        groups.iter().flat_map(|g| g.iter().copied()).collect();
    if at_edge.is_empty() {
        return;
    }
    // (A contents entry, `Law 12 – Title ..... 7`, reads as a heading too, but heads nothing.)
    let mut by_law: BTreeMap<u8, Vec<usize>> = BTreeMap::new();
    for (i, r) in reads.iter().enumerate() {
        let starts =
            i == 0 || texts[i - 1].is_empty() || rows[i].page_start || rows[i - 1].page_start;
        if starts
            && !DOTTED_ENTRY.is_match(&texts[i])
            && let Reads::LawHeading { law, .. } = r
        {
            by_law.entry(*law).or_default().push(i);
        }
    }
    let titled = |i: usize| match reads[i] {
        Reads::LawHeading { titled: true, .. } => true,
        _ => texts.get(i + 1).is_some_and(|t| {
            t.starts_with(char::is_uppercase)
                && t.split_whitespace().count() <= 14
                && !t.ends_with(['.', ';', ':', ',', '!', '?'])
                && reads_as(t) == Reads::Text
        }),
    };
    for lines in by_law.values() {
        if lines.len() < 2 || !lines.iter().any(|i| at_edge.contains(i)) {
            continue;
        }
        let rank = |i: usize| {
            (
                !at_edge.contains(&i),
                !rows[i].page_start,
                titled(i),
                std::cmp::Reverse(i),
            )
        };
        let own = lines.iter().copied().max_by_key(|&i| rank(i));
        for &i in lines {
            if Some(i) != own && at_edge.contains(&i) && out[i] == Mark::Keep {
                out[i] = Mark::Whole(RUNNING);
            }
        }
    }
}
