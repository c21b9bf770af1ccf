//! What lawref knows of each language the Laws are published in, one file per language: the
//! words of law headings and references, the words of its sites and wikis, of prefaces and of
//! posts that quote the Laws, of a book's subject index, its name in itself, and how its section
//! letters are written ([`letters`]). Import (headings, site furniture, kinds of document,
//! language detection, subject indexes), xref (the reference grammar), search (look-alike
//! letters in clause ids, [`letters`]) and the site (language names, letters) read it; it reads
//! nothing of the crate.
//!
//! Word lists are data: every word lower case unless said otherwise; a phrase is matched as whole
//! words. A language is added by adding its file and listing it in [`LANGUAGES`]: import
//! (headings, chrome, kinds, detection), xref (the reference grammar) and search (its stemmer,
//! its fields, the index's fingerprint) read it from there; nothing else names a language.
//! `registry_tests.rs` shows it with a language registered in the test build only.
//!
//! Not for: search analyzers (`src/search/analyzer.rs`), interface messages.

pub mod cs;
pub mod da;
pub mod de;
pub mod el;
pub mod en;
pub mod es;
pub mod fi;
pub mod fr;
pub mod he;
pub mod hr;
pub mod hu;
pub mod it;
pub mod ja;
pub mod letters;
pub mod nl;
pub mod no;
pub mod pl;
pub mod ro;
pub mod ru;
pub mod sl;
pub mod sr;
pub mod sv;
pub mod tr;
pub mod zh;

#[cfg(test)]
mod language_tests;
#[cfg(test)]
mod pt;
#[cfg(test)]
mod registry_tests;

/// One language's knowledge.
#[derive(Debug)]
pub struct Language {
    /// ISO 639-1 code, as in corpus paths (`pl`).
    pub code: &'static str,
    /// Its name in itself, for the site's menus (`Polski`); empty where none is given (the
    /// site shows the code).
    pub name: &'static str,
    /// whatlang's name for the language, for detection from the words.
    pub detect: whatlang::Lang,
    /// The Snowball stemmer search stems its words with (`frostem`, the copy tantivy uses; its
    /// Cargo feature must be on), or `None` where its words are folded only. Search gives each
    /// stemmed language a stemmed and a folded field of its own, and the index's fingerprint
    /// follows this registry, so an index built before a language was added is rebuilt.
    pub stemmer: Option<frostem::Algorithm>,
    /// The languages whatlang tells apart from this one unreliably, as one label: `da/no` for
    /// Danish and Norwegian (Bokmål), whose short paragraphs it reads as either; `hr/sr` for
    /// Croatian and Serbian, whose Latin script whatlang reads as Croatian (its Serbian is
    /// Cyrillic); the language's own code for the rest. A page whose paragraphs read as both is not a bilingual page.
    pub family: &'static str,
    /// Common words of this language that the others of its family lack (Danish "af", "efter",
    /// Norwegian "av", "etter"; Croatian "sjednice", Serbian "sednice"): where whatlang cannot tell a family's languages apart, the
    /// language with clearly more of its own words is the text's ([`tell_apart`]).
    pub markers: &'static [&'static str],
    /// Words that stand before the law's number in a law heading ("Przepis 68", "ARTIKEL 68",
    /// "Νόμος 68"), lower case; a heading writes them with a capital initial or in capitals.
    pub heading: &'static [&'static str],
    /// Words that stand after the law's number in a heading ("16. szabály"), lower case.
    pub heading_after: &'static [&'static str],
    /// Pairs of words written around the law's number in a heading, with or without spaces
    /// (Chinese "第21条:根据错误信息所作的叫牌", "第12條:…", Japanese "第68条 「取り」…": `("第",
    /// "条")`). The number is Arabic (ASCII or full-width) or, where the text writes it so, in
    /// Chinese numerals up to 93.
    pub heading_around: &'static [(&'static str, &'static str)],
    /// The words of references.
    pub refs: Words,
    /// The words of its websites and wikis.
    pub site: SiteWords,
    /// The words of other kinds of document: front matter, posts, indexes.
    pub kinds: KindWords,
}

/// The words of one language's references.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    /// The word for "Law" in every inflected form ("przepis", "przepisu" …), lower case.
    pub law: &'static [&'static str],
    /// Words for "point, sub-clause" that introduce a relative target ("punktu B1").
    pub point: &'static [&'static str],
    /// Words after a relative target ("B1 hierboven", "(a) powyżej").
    pub above_below: &'static [&'static str],
    /// Words joining a list of targets ("16 i 57A"); "," "&" "/" join in every language.
    pub joiners: &'static [&'static str],
    /// Words for "see" that open a parenthesis holding a relative target ("(see D)").
    pub see: &'static [&'static str],
    /// Words before a relative target with its subsection ("regardless of B1").
    pub lead: &'static [&'static str],
    /// The word for "Law" where it stands after the target, every form (Hungarian "a 16.
    /// szabály", "a 16B szabály szerint", "a 68. szabály B) pontja"); empty for most.
    pub law_after: &'static [&'static str],
    /// The words of references written without spaces (Chinese and Japanese, [`Glued`]).
    pub glued: Glued,
}

impl Words {
    /// None of these words: the base a language file fills in with what its sources show
    /// (`..Words::NONE`).
    pub const NONE: Words = Words {
        law: &[],
        point: &[],
        above_below: &[],
        joiners: &[],
        see: &[],
        lead: &[],
        law_after: &[],
        glued: Glued::NONE,
    };
}

/// The words of references glued to their numbers, as Chinese and Japanese write them:
/// "(参阅第77条)", "参阅第17条E款", "参见规则42B2", "1987年橋規41條", "(73条 D項1)", "(第7D条)",
/// "第81条から第93条". A reference is: an optional [`Glued::ordinal`], the law number with an
/// optional clause id glued to it, a [`Glued::after`] word, then optionally a section letter
/// and a [`Glued::section`] word, and an item number; or a [`Glued::before`] word and a target
/// glued to it. Every list is empty for languages that write spaces.
#[derive(Debug, Clone, Copy)]
pub struct Glued {
    /// The ordinal prefix before the number ("第" in "第77条"), optional in a reference.
    pub ordinal: &'static [&'static str],
    /// Words for "Law" glued before the target ("规则" in "规则42B2").
    pub before: &'static [&'static str],
    /// Words for "Law" glued after the number or clause id ("条", "條").
    pub after: &'static [&'static str],
    /// Words after a section letter that follows the law word ("款" in "第17条E款", "項" in
    /// "27条A項"); an item number may follow ("73条 D項1").
    pub section: &'static [&'static str],
    /// Words between the two laws of a range ("から" in "第81条から第93条").
    pub to: &'static [&'static str],
}

impl Glued {
    /// No glued references: the languages that write spaces.
    pub const NONE: Glued = Glued {
        ordinal: &[],
        before: &[],
        after: &[],
        section: &[],
        to: &[],
    };
}

/// The words one language's websites and wikis use for navigation and chrome, as data: every
/// entry lower case. Navigation is recognised only as a whole line made of these words (or at a
/// heading's end for `edit` and `version_links`), so the same words inside law text stay text.
#[derive(Debug)]
pub struct SiteWords {
    /// Words of previous/next links ("poprzedni", "next").
    pub prev_next: &'static [&'static str],
    /// The word for a law in links ("przepis", "law").
    pub law: &'static [&'static str],
    /// Whole-line "top of page" links ("do góry", "back to top").
    pub top: &'static [&'static str],
    /// Names of languages and "version" words for language links ("english", "wersja").
    pub languages: &'static [&'static str],
    /// Whole-line language links ("english version"); also taken at a heading's end.
    pub versions: &'static [&'static str],
    /// Table-of-contents headings ("spis treści").
    pub contents: &'static [&'static str],
    /// Items of menus ("strona główna", "kontakt", "indeks").
    pub menu: &'static [&'static str],
    /// Copyright and cookie phrases, found anywhere in a line ("wszelkie prawa zastrzeżone").
    pub notices: &'static [&'static str],
    /// Wiki section-edit link labels, without brackets ("edytuj").
    pub edit: &'static [&'static str],
    /// The label of a page list ("strony:", "pages:"), without its colon.
    pub pages: &'static [&'static str],
    /// The word a wiki's tagline begins with ("Uit Spelregels voor tafelarbiters", "From
    /// Wikipedia").
    pub from: &'static [&'static str],
    /// Words of a wiki's revision and diff views ("oudere versie", "verschil tussen versies").
    pub revisions: &'static [&'static str],
    /// Labels of a book page's metadata lines ("автор", "жанр"), without the colon.
    pub labels: &'static [&'static str],
    /// A wiki's notices to visitors not logged in ("you could leave a comment if you were
    /// logged in", DokuWiki's discussion box), found anywhere in a line.
    pub login: &'static [&'static str],
    /// The controls of a document-sharing site's viewer (docplayer, dokumen.tips): its
    /// "Transcript" line, its "Download" word, the labels of its size and first-page fields
    /// ("Størrelse: px", "Begynne med side:"), without the colon.
    pub viewer: &'static [&'static str],
}

impl SiteWords {
    /// None of these words: the base a language file fills in with what its sources show
    /// (`..SiteWords::NONE`).
    pub const NONE: SiteWords = SiteWords {
        prev_next: &[],
        law: &[],
        top: &[],
        languages: &[],
        versions: &[],
        contents: &[],
        menu: &[],
        notices: &[],
        edit: &[],
        pages: &[],
        from: &[],
        revisions: &[],
        labels: &[],
        login: &[],
        viewer: &[],
    };
}

/// Words that tell kinds of document other than a law's text.
#[derive(Debug)]
pub struct KindWords {
    /// Headings of a book's front matter ("przedmowa", "preface", "introduction").
    pub front: &'static [&'static str],
    /// Words of a post's attribution line ("wrote", "napisał"), before a colon.
    pub wrote: &'static [&'static str],
    /// Pronouns of the first and second person ("i", "my", "you"): law text has none.
    pub persons: &'static [&'static str],
    /// Words a page uses to say it gives excerpts of the Laws ("excerpts", "auszugsweise",
    /// "цитат"), matched as whole words in a line near its top.
    pub excerpts: &'static [&'static str],
    /// A book's subject index: the words of a cross-reference, "see", as printed before the
    /// targets, the dot kept (`zob.`); empty where not known (English's are read).
    pub index_see: &'static [&'static str],
    /// The words of "see also" in a subject index (`zob. też`); empty where not known.
    pub index_see_also: &'static [&'static str],
    /// The word a federation's own note in its text begins with, lower case ("nota": "(Nota de
    /// la AEB: …)", "Notas de la AEB:"): followed by the federation's initials, the note is the
    /// federation's, not the Laws' text.
    pub note: &'static [&'static str],
    /// The word a book's running header names its page by (`strona 47`), lower case; empty
    /// where not known (English's is read).
    pub page: &'static str,
}

impl KindWords {
    /// None of these words: the base a language file fills in with what its sources show
    /// (`..KindWords::NONE`).
    pub const NONE: KindWords = KindWords {
        front: &[],
        wrote: &[],
        persons: &[],
        excerpts: &[],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    };
}

/// Every language lawref knows, in code order.
pub(crate) const LANGUAGES: &[&Language] = &[
    &cs::LANGUAGE,
    &da::LANGUAGE,
    &de::LANGUAGE,
    &el::LANGUAGE,
    &en::LANGUAGE,
    &es::LANGUAGE,
    &fi::LANGUAGE,
    &fr::LANGUAGE,
    &he::LANGUAGE,
    &hr::LANGUAGE,
    &hu::LANGUAGE,
    &it::LANGUAGE,
    &ja::LANGUAGE,
    &nl::LANGUAGE,
    &no::LANGUAGE,
    &pl::LANGUAGE,
    // A language registered in the test build only: how adding one works
    // (`registry_tests.rs`).
    #[cfg(test)]
    &pt::LANGUAGE,
    &ro::LANGUAGE,
    &ru::LANGUAGE,
    &sl::LANGUAGE,
    &sr::LANGUAGE,
    &sv::LANGUAGE,
    &tr::LANGUAGE,
    &zh::LANGUAGE,
];

/// The codes of the languages search stems ([`Language::stemmer`]), in the registry's order.
pub fn stemmed() -> impl Iterator<Item = (&'static str, frostem::Algorithm)> {
    LANGUAGES
        .iter()
        .filter_map(|l| l.stemmer.map(|a| (l.code, a)))
}

/// The language with ISO 639-1 code `code`.
pub fn get(code: &str) -> Option<&'static Language> {
    LANGUAGES.iter().copied().find(|l| l.code == code)
}

/// The language whatlang calls `detected`, if lawref knows it.
pub fn detected(detected: whatlang::Lang) -> Option<&'static Language> {
    LANGUAGES.iter().copied().find(|l| l.detect == detected)
}

/// The language a text's script tells, where one language lawref knows is written in it: Cyrillic
/// (nine in ten letters or more) is Russian, Greek is Greek. `None` for Latin script, shared by
/// most. Used only where the words are too few for whatlang.
pub(crate) fn by_script(text: &str) -> Option<&'static Language> {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    if letters.len() < 8 {
        return None;
    }
    let share = |range: std::ops::RangeInclusive<char>| {
        letters.iter().filter(|c| range.contains(*c)).count() * 10 >= letters.len() * 9
    };
    if share('\u{400}'..='\u{4FF}') {
        get("ru")
    } else if share('\u{370}'..='\u{3FF}') || share('\u{1F00}'..='\u{1FFF}') {
        get("el")
    } else {
        None
    }
}

/// Whether `c` is a Chinese or Japanese character (Han, Hiragana, Katakana) or an opening
/// corner bracket (「): text glued to a marker ("第12条裁判…", "A.调整得分权") begins with one.
pub fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30FF}'
        | '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{20000}'..='\u{2FFFF}'
        | '「')
}

/// Tells apart the languages of a family whatlang confuses (Danish and Norwegian), by the words
/// each has and the other lacks ([`Language::markers`]): the language whose own words the text
/// holds three times or more, and twice as often as any other of its family's. Returns it with
/// the counts (its own, the most of another's). `None` when whatlang's guess is not of such a
/// family, or the words do not tell.
pub fn tell_apart(text: &str) -> Option<(&'static Language, usize, usize)> {
    let guess = detected(whatlang::detect(text)?.lang())?;
    let family: Vec<&'static Language> = LANGUAGES
        .iter()
        .copied()
        .filter(|l| l.family == guess.family)
        .collect();
    if family.len() < 2 {
        return None;
    }
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let mut counts: Vec<(&'static Language, usize)> = family
        .iter()
        .map(|l| {
            let n = words
                .iter()
                .filter(|w| l.markers.contains(&w.as_str()))
                .count();
            (*l, n)
        })
        .collect();
    counts.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    let (best, n) = counts[0];
    let other = counts[1].1;
    (n >= 3 && n >= 2 * other).then_some((best, n, other))
}

/// The words of every language for one field, each once.
pub fn all<T: ?Sized + 'static>(
    f: impl Fn(&'static Language) -> &'static [&'static T],
) -> impl Iterator<Item = &'static T> {
    LANGUAGES
        .iter()
        .copied()
        .flat_map(move |l| f(l).iter().copied())
}

/// Language codes as sites write them in language links (`EN | FR | DE | PL`, `EN: Law 68`);
/// recognised only in capitals.
pub(crate) const LANG_CODES: &[&str] = &[
    "EN", "PL", "NL", "RU", "DE", "FR", "ES", "IT", "PT", "SV", "DA", "NO", "FI", "CS", "SK", "HU",
    "UK", "ZH", "JA", "HR", "SL", "SR", "BG", "RO", "EL", "GR", "TR", "LT", "LV", "ET",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_two_letters_unique_and_in_order() {
        let codes: Vec<&str> = LANGUAGES.iter().map(|l| l.code).collect();
        let mut sorted = codes.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(codes, sorted);
        assert!(codes.iter().all(|c| c.len() == 2));
        assert_eq!(detected(whatlang::Lang::Nob).map(|l| l.code), Some("no"));
        assert_eq!(detected(whatlang::Lang::Ell).map(|l| l.code), Some("el"));
    }

    #[test]
    fn danish_and_norwegian_are_told_apart_by_their_own_words() {
        // Shaped as bridge.dk's § 1 and a Norwegian translation of it (our own words).
        let da = "Til turneringsbridge bruges et spil kort, fordelt i fire farver. Farvernes rang efter højeste farve: spar, hjerter, ruder og klør. Kortene af hver farve ud fra es og nedefter.";
        let no = "Til turneringsbridge brukes en kortstokk, fordelt i fire farger. Fargenes rang etter høyeste farge: spar, hjerter, ruter og kløver. Kortene av hver farge ut fra ess og nedover.";
        let (l, n, other) = tell_apart(da).expect("Danish");
        assert_eq!((l.code, n >= 3, other), ("da", true, 0));
        let (l, n, other) = tell_apart(no).expect("Norwegian");
        assert_eq!((l.code, n >= 3, other), ("no", true, 0));
        // Languages whatlang tells apart have no family to settle.
        assert!(tell_apart("Der Turnierleiter entscheidet nach den Regeln des Spiels.").is_none());
    }

    #[test]
    fn word_lists_are_lower_case() {
        for l in LANGUAGES {
            let lists: [&[&str]; 9] = [
                l.heading,
                l.refs.law,
                l.refs.point,
                l.site.menu,
                l.site.top,
                l.site.revisions,
                l.kinds.front,
                l.kinds.wrote,
                l.kinds.persons,
            ];
            for w in lists.iter().flat_map(|x| x.iter()) {
                assert_eq!(*w, w.to_lowercase(), "{}: {w:?}", l.code);
            }
        }
    }
}
