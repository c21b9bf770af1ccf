//! The analyzers: text → index terms, one pipeline per language, built as tantivy filter chains.
//!
//! Every analyzer splits NFC text (`parse` normalised it) into Unicode words (letters and digits
//! of any script), drops words over [`MAX_WORD_BYTES`], lower-cases, and then makes one of two
//! *forms* of each word ([`Form`]):
//!
//! - [`Form::Stemmed`]: the word as written is stemmed (Snowball's rules are written with the
//!   language's diacritics: Polish `przepisów` → `przepis` needs the `ó`), then folded;
//! - [`Form::Folded`]: the word is folded first, then stemmed, so a reader who types without
//!   diacritics (`wyjasnienie`, `sedzia`, `przepisow`) meets the text's words made the same way.
//!
//! The index keeps both forms of a language's text in two fields, and a query is looked up in
//! both: whichever form of the typed word matches the text's word, the record is a hit.
//!
//! Folding ([`fold`]) takes diacritics off (`ś` → `s`, `ą` → `a`, `ë` → `e`), maps letters that
//! Unicode does not decompose (`ł` → `l`, `ø` → `o`, `ß` → `ss`), and Russian `ё` → `е`; it leaves
//! `й` alone, a letter of its own in Russian (tantivy's `AsciiFoldingFilter` folds `й` → `и`,
//! leaves `ё`, and turns Cyrillic into nothing useful, so it is not used).
//!
//! Stemming: Snowball (the `frostem` crate, the copy tantivy itself uses) for the languages
//! whose [`crate::lang::Language::stemmer`] names one (Polish, Dutch, Russian and English);
//! other languages are folded only.

use std::borrow::Cow;

use frostem::{Algorithm, Stemmer};
use tantivy::tokenizer::{
    LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer, Token, TokenFilter, TokenStream,
    Tokenizer,
};
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Words longer than this many bytes are not indexed (no law word comes near it).
pub(crate) const MAX_WORD_BYTES: usize = 64;

/// The languages with a stemmer, in the order their fields are made: the registry's
/// ([`crate::lang::stemmed`]).
pub(crate) fn stemmed_langs() -> impl Iterator<Item = &'static str> {
    crate::lang::stemmed().map(|(code, _)| code)
}

/// In [`Form::Both`], the prefix of the [`Form::Stemmed`] term.
pub(crate) const STEMMED_MARK: &str = "s\u{1}";
/// In [`Form::Both`], the prefix of the [`Form::Folded`] term.
pub(crate) const FOLDED_MARK: &str = "f\u{1}";

/// Which form of a word an analyzer gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// Stemmed as written, then folded: `zrzeczeniu` → `zrzeczen`, `przepisów` → `przepis`.
    Stemmed,
    /// Folded, then stemmed: `wyjaśnienie` → `wyjasnien`.
    Folded,
    /// Both, as two terms at the same place, marked [`STEMMED_MARK`] and [`FOLDED_MARK`]: for
    /// marking the matched words of a snippet, where either form may be the one that matched.
    Both,
}

/// The Snowball algorithm of a language code (`pl`, `nl`, `ru`, `en`), or `None` for a language
/// without one here (its words are folded, not stemmed).
pub(crate) fn stemmer_for(lang: &str) -> Option<Algorithm> {
    crate::lang::get(lang).and_then(|l| l.stemmer)
}

/// The analyzer for text in `lang` giving `form` of each word (see the module's docs).
pub(crate) fn analyzer(lang: &str, form: Form) -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(MAX_WORD_BYTES))
        .filter(LowerCaser)
        .filter(WordForm {
            stemmer: stemmer_for(lang).map(Stemmer::new),
            form,
        })
        .build()
}

/// `word` without diacritics: `wyjaśnienie` → `wyjasnienie`, `sędzia` → `sedzia`, `łza` → `lza`,
/// `ё` → `е`, `ë` → `e`; `й` stays. Borrowed when there is nothing to fold.
pub(crate) fn fold(word: &str) -> Cow<'_, str> {
    if word.is_ascii() {
        return Cow::Borrowed(word);
    }
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'ł' => out.push('l'),
            'Ł' => out.push('L'),
            'đ' => out.push('d'),
            'Đ' => out.push('D'),
            'ø' => out.push('o'),
            'Ø' => out.push('O'),
            'ħ' => out.push('h'),
            'ı' => out.push('i'),
            'ß' => out.push_str("ss"),
            'æ' => out.push_str("ae"),
            'Æ' => out.push_str("AE"),
            'œ' => out.push_str("oe"),
            'Œ' => out.push_str("OE"),
            'ĳ' => out.push_str("ij"),
            'Ĳ' => out.push_str("IJ"),
            'й' | 'Й' => out.push(c),
            'ё' => out.push('е'),
            'Ё' => out.push('Е'),
            c if c.is_ascii() => out.push(c),
            c => out.extend(std::iter::once(c).nfd().filter(|&m| !is_combining_mark(m))),
        }
    }
    if out == word {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(out)
    }
}

/// A clause id written with Cyrillic or Greek look-alike letters, in Latin: a lower-case word
/// holding a digit has each letter that looks like a Latin capital made that Latin letter
/// (`67в2` → `67b2`, `16а2` → `16a2`), so `67B2` and `67В2` are one word. Other words are
/// returned as they are.
pub(crate) fn latin_clause_id(word: &str) -> Cow<'_, str> {
    if word.is_ascii() || !word.chars().any(|c| c.is_ascii_digit()) {
        return Cow::Borrowed(word);
    }
    Cow::Owned(
        word.chars()
            .map(|c| {
                let upper = c.to_uppercase().next().unwrap_or(c);
                match crate::letters::latin_section_letter(upper) {
                    Some(l) if !c.is_ascii() => l.to_ascii_lowercase(),
                    _ => c,
                }
            })
            .collect(),
    )
}

/// `form` of one lower-case word, by `stemmer` (none: folded only); a clause id is made Latin
/// first ([`latin_clause_id`]).
pub(crate) fn word_form(word: &str, stemmer: Option<&Stemmer>, form: Form) -> String {
    let latin = latin_clause_id(word);
    let word = latin.as_ref();
    let stem = |w: &str| match stemmer {
        Some(s) => s.stem(w).into_owned(),
        None => w.to_string(),
    };
    match form {
        Form::Stemmed => fold(&stem(word)).into_owned(),
        Form::Folded => fold(&stem(&fold(word))).into_owned(),
        Form::Both => format!(
            "{STEMMED_MARK}{} {FOLDED_MARK}{}",
            word_form(word, stemmer, Form::Stemmed),
            word_form(word, stemmer, Form::Folded)
        ),
    }
}

/// The filter making a word's [`Form`].
#[derive(Clone)]
struct WordForm {
    stemmer: Option<Stemmer>,
    form: Form,
}

impl TokenFilter for WordForm {
    type Tokenizer<T: Tokenizer> = WordFormFilter<T>;

    fn transform<T: Tokenizer>(self, inner: T) -> WordFormFilter<T> {
        WordFormFilter { inner, word: self }
    }
}

#[derive(Clone)]
struct WordFormFilter<T> {
    inner: T,
    word: WordForm,
}

impl<T: Tokenizer> Tokenizer for WordFormFilter<T> {
    type TokenStream<'a> = WordFormStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        WordFormStream {
            tail: self.inner.token_stream(text),
            word: self.word.clone(),
            token: Token::default(),
            pending: None,
        }
    }
}

struct WordFormStream<T> {
    tail: T,
    word: WordForm,
    token: Token,
    /// In [`Form::Both`], the folded form, given at the next `advance` at the same place.
    pending: Option<String>,
}

impl<T: TokenStream> TokenStream for WordFormStream<T> {
    fn advance(&mut self) -> bool {
        if let Some(text) = self.pending.take() {
            self.token.text = text;
            return true;
        }
        if !self.tail.advance() {
            return false;
        }
        let t = self.tail.token();
        let stemmer = self.word.stemmer.as_ref();
        self.token.offset_from = t.offset_from;
        self.token.offset_to = t.offset_to;
        self.token.position = t.position;
        self.token.position_length = t.position_length;
        match self.word.form {
            Form::Both => {
                let s = word_form(&t.text, stemmer, Form::Stemmed);
                let f = word_form(&t.text, stemmer, Form::Folded);
                self.token.text = format!("{STEMMED_MARK}{s}");
                self.pending = Some(format!("{FOLDED_MARK}{f}"));
            }
            form => self.token.text = word_form(&t.text, stemmer, form),
        }
        true
    }

    fn token(&self) -> &Token {
        &self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(lang: &str, form: Form, text: &str) -> Vec<String> {
        let mut a = analyzer(lang, form);
        let mut s = a.token_stream(text);
        let mut out = Vec::new();
        while s.advance() {
            out.push(s.token().text.clone());
        }
        out
    }

    #[test]
    fn folding_takes_off_diacritics_and_keeps_short_i() {
        assert_eq!(fold("wyjaśnienie"), "wyjasnienie");
        assert_eq!(fold("sędzią"), "sedzia");
        assert_eq!(fold("łże żółć"), "lze zolc");
        assert_eq!(fold("ещё"), "еще");
        assert_eq!(fold("ЁЖ"), "ЕЖ");
        assert_eq!(fold("край"), "край");
        assert_eq!(fold("financiële"), "financiele");
        assert_eq!(fold("Straße"), "Strasse");
        assert!(matches!(fold("plain"), Cow::Borrowed(_)));
        assert!(matches!(fold("край"), Cow::Borrowed(_)));
    }

    #[test]
    fn polish_inflected_forms_meet_with_and_without_diacritics() {
        assert_eq!(
            terms("pl", Form::Stemmed, "Zrzeczenia zrzeczenie zrzeczeniu"),
            ["zrzeczen", "zrzeczen", "zrzeczen"]
        );
        assert_eq!(
            terms("pl", Form::Folded, "Zrzeczenia zrzeczenie zrzeczeniu"),
            ["zrzeczen", "zrzeczen", "zrzeczen"]
        );
        // Stemmed as written, a diacritic suffix comes off; folded first, it cannot.
        assert_eq!(
            terms("pl", Form::Stemmed, "przepisów przepis"),
            ["przepis", "przepis"]
        );
        assert_eq!(
            terms("pl", Form::Folded, "przepisów przepisow"),
            ["przepisow", "przepisow"]
        );
        assert_eq!(
            terms("pl", Form::Folded, "wyjaśnienie wyjasnienie Sędzia sedzia"),
            ["wyjasnien", "wyjasnien", "sedz", "sedz"]
        );
    }

    #[test]
    fn russian_cases_meet_and_yo_is_ye() {
        assert_eq!(
            terms("ru", Form::Stemmed, "Претензию претензия претензией"),
            ["претенз", "претенз", "претенз"]
        );
        assert_eq!(terms("ru", Form::Folded, "ещё ЕЩЕ"), ["ещ", "ещ"]);
        assert_eq!(
            terms("ru", Form::Stemmed, "Правилу 67В2 16А2"),
            ["правил", "67b2", "16a2"]
        );
    }

    #[test]
    fn dutch_and_english_are_stemmed_and_other_languages_only_folded() {
        assert_eq!(
            terms("nl", Form::Stemmed, "verklaringen verklaring"),
            ["verklaar", "verklaar"]
        );
        assert_eq!(
            terms("en", Form::Stemmed, "Claims claimed claiming"),
            ["claim", "claim", "claim"]
        );
        assert_eq!(
            terms("de", Form::Stemmed, "Erklärungen Straße"),
            ["erklarungen", "strasse"]
        );
    }

    #[test]
    fn both_forms_stand_at_the_same_place() {
        let mut a = analyzer("pl", Form::Both);
        let mut s = a.token_stream("Wymagane wyjaśnienie");
        let mut out = Vec::new();
        while s.advance() {
            let t = s.token();
            out.push((t.text.clone(), t.position, t.offset_from, t.offset_to));
        }
        assert_eq!(
            out,
            [
                ("s\u{1}wymagan".to_string(), 0, 0, 8),
                ("f\u{1}wymagan".to_string(), 0, 0, 8),
                ("s\u{1}wyjasnien".to_string(), 1, 9, 21),
                ("f\u{1}wyjasnien".to_string(), 1, 9, 21),
            ]
        );
        let mut long = analyzer("pl", Form::Stemmed);
        let text = format!("a {} b", "x".repeat(80));
        let mut s = long.token_stream(&text);
        let mut n = 0;
        while s.advance() {
            n += 1;
        }
        assert_eq!(n, 2);
    }
}
