//! The interface's languages: every word of the site around the law text comes from a message
//! catalog, one Fluent file per language, `templates/i18n/<lang>.ftl` (the Fluent syntax of
//! Project Fluent, read by `fluent-bundle`: plural forms by CLDR's rules, `{ $count -> [one] …
//! [few] … *[many] … }`, and grammatical cases by selectors, `{ $case -> … }`).
//!
//! - A page in one language (a law, its contents, diff and permalinks) speaks that language
//!   when it has a catalog, English otherwise ([`Ui::of`]). English (`en.ftl`) is the fallback
//!   of every message a catalog lacks.
//! - The parallel view, one page per law and edition, speaks its content's language (the
//!   edition's first language other than English, else English: `site::parallel`).
//! - Pages of no one language (the home page, coverage, search, 404) are
//!   written once per interface language ([`ui_langs`]): English as `index.html`, the others
//!   as `index.<lang>.html` beside it ([`variant_file`]); `site.js` takes the reader to the
//!   one they chose (remembered in `localStorage`) or, on a first visit, to their browser's
//!   language.
//! - Adding a language's interface is adding its `.ftl` file: `src/build-catalogs.rs` lists the folder;
//!   [`missing`] (and `lawref catalogs`) lists the messages a catalog lacks.
//!
//! Messages are plain text: pages escape them; [`Ui::html`] puts ready HTML (links) into a
//! message's placeables and escapes the message's own text. Placeables are not wrapped in
//! Unicode isolation marks (the pages set `lang` and `dir` themselves).

use std::collections::BTreeSet;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// The language of the fallback catalog.
pub(crate) const FALLBACK: &str = "en";

/// One language's catalog.
pub struct Catalog {
    /// The language code (the file's stem: `pl`).
    pub code: &'static str,
    bundle: FluentBundle<FluentResource>,
    /// The same messages formatting every number as `{count}`, for the scripts' templates.
    templates: FluentBundle<FluentResource>,
    /// The ids of its messages (terms, `-name`, left out).
    pub ids: BTreeSet<String>,
    /// Syntax errors in the file, as Fluent's parser gives them (a message it cannot read is
    /// left out, and English shown for it).
    pub errors: Vec<String>,
}

fn bundle(
    code: &str,
    text: &'static str,
    templates: bool,
) -> (FluentBundle<FluentResource>, Vec<String>) {
    let lang: LanguageIdentifier = code
        .parse()
        .unwrap_or_else(|_| FALLBACK.parse().expect("en is a language id"));
    let mut bundle = FluentBundle::new_concurrent(vec![lang]);
    bundle.set_use_isolating(false);
    if templates {
        bundle.set_formatter(Some(|v, _| {
            matches!(v, FluentValue::Number(_)).then(|| "{count}".to_string())
        }));
    }
    let (resource, errors) = match FluentResource::try_new(text.to_string()) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors.iter().map(|e| format!("{e:?}")).collect()),
    };
    let mut errors = errors;
    if let Err(more) = bundle.add_resource(resource) {
        errors.extend(more.iter().map(|e| e.to_string()));
    }
    (bundle, errors)
}

fn catalog(code: &'static str, text: &'static str) -> Catalog {
    let (b, errors) = bundle(code, text, false);
    let (templates, _) = bundle(code, text, true);
    let ids = match FluentResource::try_new(text.to_string()) {
        Ok(r) | Err((r, _)) => r
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect(),
    };
    Catalog {
        code,
        bundle: b,
        templates,
        ids,
        errors,
    }
}

static ALL: LazyLock<Vec<Catalog>> =
    LazyLock::new(|| CATALOGS.iter().map(|(c, t)| catalog(c, t)).collect());

/// Every catalog, by language code.
pub fn catalogs() -> &'static [Catalog] {
    &ALL
}

fn find(code: &str) -> Option<&'static Catalog> {
    ALL.iter().find(|c| c.code == code)
}

fn fallback() -> &'static Catalog {
    find(FALLBACK).expect("templates/i18n/en.ftl, the fallback catalog, is compiled in")
}

/// The messages of the fallback catalog that `catalog` lacks, by id.
pub fn missing(catalog: &Catalog) -> Vec<&'static str> {
    fallback()
        .ids
        .iter()
        .filter(|id| !catalog.ids.contains(*id))
        .map(String::as_str)
        .collect()
}

/// A value for a message's placeable: text, or a number (which plural selectors read).
#[derive(Debug, Clone)]
pub enum Arg {
    /// Text.
    Str(String),
    /// A number.
    Num(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Str(s.clone())
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as f64)
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Self {
                Arg::Num(*n as f64)
            }
        }
    )*};
}
num_arg!(u8, u16, u32, usize, i32, i64);

fn fluent_args(args: &[(&str, Arg)]) -> FluentArgs<'static> {
    let mut out = FluentArgs::new();
    for (name, v) in args {
        match v {
            Arg::Str(s) => out.set(name.to_string(), FluentValue::from(s.clone())),
            Arg::Num(n) => out.set(name.to_string(), FluentValue::from(*n)),
        }
    }
    out
}

/// The interface in one language: its catalog, with English for what it lacks.
#[derive(Clone, Copy)]
pub struct Ui {
    catalog: &'static Catalog,
}

impl std::fmt::Debug for Ui {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ui({})", self.catalog.code)
    }
}

impl Ui {
    /// The interface for a page in language `code`: its catalog, English without one.
    pub fn of(code: &str) -> Ui {
        Ui {
            catalog: find(code).unwrap_or_else(fallback),
        }
    }

    /// English.
    pub fn en() -> Ui {
        Ui::of(FALLBACK)
    }

    /// The language the interface speaks (`pl`; `en` for a language without a catalog).
    pub fn code(&self) -> &'static str {
        self.catalog.code
    }

    /// The message `id` with `args`; from English where this catalog lacks it; the id itself
    /// where no catalog has it (a test keeps every catalog complete).
    pub fn fmt(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.format(id, args, false)
    }

    fn format(&self, id: &str, args: &[(&str, Arg)], templates: bool) -> String {
        let args = fluent_args(args);
        for c in [self.catalog, fallback()] {
            let b = if templates { &c.templates } else { &c.bundle };
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let s = b.format_pattern(pattern, Some(&args), &mut errors);
                debug_assert!(errors.is_empty(), "message {id} ({}): {errors:?}", c.code);
                return s.into_owned();
            }
        }
        debug_assert!(false, "no catalog has the message {id}");
        id.to_string()
    }

    /// The message `id` without arguments.
    pub fn m(&self, id: &str) -> String {
        self.fmt(id, &[])
    }

    /// The message `id` with one argument.
    pub fn m1(&self, id: &str, name: &str, value: impl Into<Arg>) -> String {
        self.fmt(id, &[(name, value.into())])
    }

    /// The message `id` with two arguments.
    pub fn m2(
        &self,
        id: &str,
        n1: &str,
        v1: impl Into<Arg>,
        n2: &str,
        v2: impl Into<Arg>,
    ) -> String {
        self.fmt(id, &[(n1, v1.into()), (n2, v2.into())])
    }

    /// The message `id` with three arguments.
    #[allow(clippy::too_many_arguments)]
    pub fn m3(
        &self,
        id: &str,
        n1: &str,
        v1: impl Into<Arg>,
        n2: &str,
        v2: impl Into<Arg>,
        n3: &str,
        v3: impl Into<Arg>,
    ) -> String {
        self.fmt(id, &[(n1, v1.into()), (n2, v2.into()), (n3, v3.into())])
    }

    /// The message `id` as HTML: `args` as text, each of `html` (name, ready HTML) in its
    /// placeable as it is, the message's own text escaped.
    pub fn html(&self, id: &str, args: &[(&str, Arg)], html: &[(&str, String)]) -> String {
        let mut all: Vec<(&str, Arg)> = args.to_vec();
        for (i, (name, _)) in html.iter().enumerate() {
            all.push((name, Arg::Str(format!("\u{E000}{i}\u{E001}"))));
        }
        let mut out = escape_text(&self.fmt(id, &all));
        for (i, (_, h)) in html.iter().enumerate() {
            out = out.replace(&format!("\u{E000}{i}\u{E001}"), h);
        }
        out
    }

    /// The message `id` as HTML text: `& < > "` escaped, an apostrophe left as it is (as a
    /// template's own text has it).
    pub fn text(&self, id: &str) -> String {
        escape_text(&self.m(id))
    }

    /// The name of language `code` in this interface's language, in grammatical case `case`
    /// (`nominative`, or what the catalog's `lang-name` selects on: Russian `prepositional`).
    pub fn lang_name(&self, code: &str, case: &str) -> String {
        self.m2("lang-name", "code", code, "case", case)
    }

    /// The arguments by which messages name language `code`: `lang`, its name in this
    /// interface's language ([`Ui::lang_name`], nominative), and `lang_in`, the phrase "in
    /// <language>" (`lang-in`: "po polsku", "на польском языке").
    pub(crate) fn lang_args(&self, code: &str) -> Vec<(&'static str, Arg)> {
        vec![
            ("lang", Arg::from(self.lang_name(code, "nominative"))),
            (
                "lang_in",
                Arg::from(self.fmt("lang-in", &[("code", Arg::from(code))])),
            ),
        ]
    }

    /// The message `id` as a script's templates: for each CLDR plural category of this
    /// language that whole numbers fall in (`one`, `few`, `many` …, as JavaScript's
    /// `Intl.PluralRules` names them), the message for such a count, with `{count}` where the
    /// number stands; `args` are the message's other arguments (placeholders such as `{q}`).
    pub fn plural_templates(&self, id: &str, args: &[(&str, Arg)]) -> Vec<(&'static str, String)> {
        use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
        let lang: LanguageIdentifier = self.code().parse().expect("a catalog's code");
        let rules = PluralRules::create(lang, PluralRuleType::CARDINAL).ok();
        let mut samples: Vec<(&'static str, u32)> = Vec::new();
        for n in 0..=200u32 {
            let category = rules
                .as_ref()
                .and_then(|r| r.select(n).ok())
                .unwrap_or(PluralCategory::OTHER);
            let name = match category {
                PluralCategory::ZERO => "zero",
                PluralCategory::ONE => "one",
                PluralCategory::TWO => "two",
                PluralCategory::FEW => "few",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
            };
            if !samples.iter().any(|(c, _)| *c == name) {
                samples.push((name, n));
            }
        }
        samples.sort_by_key(|(_, n)| *n);
        samples
            .into_iter()
            .map(|(category, n)| {
                let mut all: Vec<(&str, Arg)> = args.to_vec();
                all.push(("count", Arg::Num(f64::from(n))));
                (category, self.format(id, &all, true))
            })
            .collect()
    }
}

/// `s` with `& < > "` escaped: fit for element content and double-quoted attributes.
fn escape_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The interface languages of a site of `langs` (its texts' languages): English and each of
/// them that has a catalog, by code.
pub(crate) fn ui_langs<'a>(langs: impl IntoIterator<Item = &'a str>) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = vec![FALLBACK];
    for l in langs {
        if let Some(c) = find(l)
            && !out.contains(&c.code)
        {
            out.push(c.code);
        }
    }
    out.sort_unstable();
    out
}

/// The file of a page's variant in interface language `ui`: `index.html` in English,
/// `index.pl.html` in Polish (`stem` `index`; `404` gives `404.pl.html`).
pub(crate) fn variant_file(stem: &str, ui: &str) -> String {
    if ui == FALLBACK {
        format!("{stem}.html")
    } else {
        format!("{stem}.{ui}.html")
    }
}
