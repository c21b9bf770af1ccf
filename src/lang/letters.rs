//! Section letters in other scripts: the Laws letter their sections A, B, C …; translations write
//! them in Latin, in Cyrillic or Greek look-alikes (В for B), or in their own alphabet's order
//! (А Б В Г for A B C D). Used by import (to letter sections) and by xref (to read references).
//!
//! Greek enumerates as its numerals do: Α Β Γ Δ Ε ΣΤ Ζ Η Θ Ι …, the sixth written with two
//! capitals, ΣΤ (stigma, once one letter: Ϛ). So ΣΤ is F, Ζ is G, Η is H ("βλέπε Νόμο 20ΣΤ" cites
//! 20F; source: the Hellenic federation's Laws, laws.hellasbridge.org, Law 18 A–ΣΤ). [`stigma`]
//! reads the two-letter form; [`STIGMA`] is the one character it stands for here.

/// The Latin letter a section letter stands for: itself, or the Latin letter a Cyrillic or Greek
/// capital looks like (`'В'` → `'B'`, `'Α'` → `'A'`).
pub(crate) fn latin_section_letter(c: char) -> Option<char> {
    if c.is_ascii_uppercase() {
        return Some(c);
    }
    let latin = match c {
        'А' | 'Α' => 'A',
        'В' | 'Β' => 'B',
        'С' => 'C',
        'Е' | 'Ε' => 'E',
        'Н' | 'Η' => 'H',
        'І' | 'Ι' => 'I',
        'К' | 'Κ' => 'K',
        'М' | 'Μ' => 'M',
        'Ν' => 'N',
        'О' | 'Ο' => 'O',
        'Р' | 'Ρ' => 'P',
        'Т' | 'Τ' => 'T',
        'Х' | 'Χ' => 'X',
        'Υ' | 'У' => 'Y',
        'Ζ' => 'Z',
        _ => return None,
    };
    Some(latin)
}

/// The Greek sixth letter of enumeration, ΣΤ, as one character (stigma).
pub(crate) const STIGMA: char = 'Ϛ';

/// The length in bytes of a Greek sixth letter at the start of `s`: `ΣΤ` or `Στ` (two
/// capitals, as the Greek Laws write it), or stigma itself (`Ϛ`, `ϛ`); `None` otherwise. The
/// caller makes sure no letter follows (`ΣΤΟ` is a word).
pub(crate) fn stigma(s: &str) -> Option<usize> {
    ["ΣΤ", "Στ", "Ϛ", "ϛ"]
        .iter()
        .find(|p| s.starts_with(**p))
        .map(|p| p.len())
}

/// The Latin letter of a Cyrillic or Greek capital read in its alphabet's order: the k-th letter
/// of the alphabet as used for enumeration is the k-th Latin letter (`'Б'` → `'B'`, `'В'` →
/// `'C'`, `'Г'` → `'D'`; `'Γ'` → `'C'`, [`STIGMA`] (ΣΤ) → `'F'`, `'Ζ'` → `'G'`). Cyrillic
/// enumeration skips Ё, Й, Ъ, Ы and Ь; Greek counts ΣΤ as its sixth. Latin letters stand for
/// themselves.
pub(crate) fn alphabet_section_letter(c: char) -> Option<char> {
    const CYRILLIC: &str = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ";
    const GREEK: &str = "ΑΒΓΔΕϚΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ";
    if c.is_ascii_uppercase() {
        return Some(c);
    }
    let k = CYRILLIC
        .chars()
        .position(|x| x == c)
        .or_else(|| GREEK.chars().position(|x| x == c))?;
    (k < 26).then(|| char::from(b'A' + k as u8))
}

/// The Latin item letter of a lower-case letter or its Cyrillic look-alike (`'а'` → `'a'`).
pub(crate) fn latin_item_letter(c: char) -> Option<char> {
    if c.is_ascii_lowercase() {
        return Some(c);
    }
    Some(match c {
        'а' => 'a',
        'с' => 'c',
        'е' => 'e',
        'о' => 'o',
        'р' => 'p',
        'х' => 'x',
        'у' => 'y',
        _ => return None,
    })
}

/// The Latin item letter of a lower-case Cyrillic letter read in its alphabet's order (`'а'` →
/// `'a'`, `'б'` → `'b'`, `'в'` → `'c'`), as Russian texts letter items (а), (б), (в); Latin
/// letters stand for themselves.
pub(crate) fn alphabet_item_letter(c: char) -> Option<char> {
    alphabet_section_letter(c.to_uppercase().next()?).map(|l| l.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_and_alphabet_order_read_differently() {
        assert_eq!(latin_section_letter('В'), Some('B'));
        assert_eq!(alphabet_section_letter('В'), Some('C'));
        assert_eq!(alphabet_section_letter('Б'), Some('B'));
        assert_eq!(latin_section_letter('Б'), None);
        assert_eq!(alphabet_section_letter('Г'), Some('D'));
        assert_eq!(alphabet_section_letter('И'), Some('I'));
        assert_eq!(alphabet_section_letter('К'), Some('J'));
        assert_eq!(alphabet_section_letter('Γ'), Some('C'));
        // Greek counts ΣΤ as its sixth letter: Ε Ϛ Ζ Η are E F G H.
        assert_eq!(alphabet_section_letter('Ε'), Some('E'));
        assert_eq!(alphabet_section_letter(STIGMA), Some('F'));
        assert_eq!(alphabet_section_letter('Ζ'), Some('G'));
        assert_eq!(alphabet_section_letter('Η'), Some('H'));
        assert_eq!(alphabet_item_letter('ζ'), Some('g'));
        assert_eq!(latin_section_letter(STIGMA), None);
        assert_eq!(stigma("ΣΤ. Διαφορετικές"), Some(4));
        assert_eq!(stigma("Σ. Τίτλος"), None);
        assert_eq!(alphabet_section_letter('D'), Some('D'));
        assert_eq!(alphabet_item_letter('б'), Some('b'));
        assert_eq!(alphabet_item_letter('в'), Some('c'));
        assert_eq!(latin_item_letter('с'), Some('c'));
        assert_eq!(latin_item_letter('б'), None);
    }
}
