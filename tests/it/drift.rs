//! `lawref check`'s drift check between translations: a clause amended from one edition to the
//! next in one language but left as it was in another (an amendment the translation missed),
//! and a clause one language's text has and another's lacks, each at its file and line.

use crate::common;

use common::{corpus_copy, lawref};

/// A Dutch 2017 Law 68 made from the Dutch 2007 text as a translator would, but with the
/// amendment of 68B2 missed (its 2007 words kept, "artikel 16D" where 2017 says 16C) and
/// 68D2(b)(ii) left out.
const NL_2017: &str = "---
law: 68
edition: '2017'
lang: nl
kind: text
title: Opeisen of afstaan van slagen
source: planted for the drift test
---

Een verklaring of handeling is alleen een claim of het afstaan van slagen als die op andere slagen dan de lopende slag betrekking heeft.

## A. Omschrijving van een claim

Elke verklaring van de leider of een tegenspeler dat zijn partij een bepaald aantal slagen zal maken, is een claim van die slagen.

## B. Omschrijving van afstaan van slagen

1. Elke verklaring van de leider of een tegenspeler dat zijn partij een bepaald aantal slagen zal verliezen, is het afstaan van die slagen.
2. Als een tegenspeler één of meer slagen wil afstaan en zijn partner maakt daartegen onmiddellijk bezwaar, dan zijn, ongeacht B1 hierboven, geen slagen afgestaan. Er kan ongeoorloofde informatie zijn, dus behoort de wedstrijdleider onmiddellijk te worden ontboden. Het spelen gaat verder. Geen enkele kaart die door een tegenspeler in deze situatie getoond werd, is een strafkaart maar artikel 16D is van toepassing op de informatie die voortkomt uit het zichtbaar zijn van de kaart; deze informatie mag niet gebruikt worden door de partner van de tegenspeler die kaarten getoond heeft.

## C. Vereiste toelichting

Een claim behoort onmiddellijk vergezeld te gaan van een duidelijke toelichting. Een speler die claimt of slagen afstaat, legt zijn kaarten open.

## D. Het spelen wordt onderbroken

Na een claim of het afstaan van slagen wordt het spelen onderbroken.

1. Als met de claim of het afstaan wordt ingestemd, is artikel 69 van toepassing.
2. Als een speler, de blinde inbegrepen, de claim of het afstaan betwist:
   - (a) kan de wedstrijdleider onmiddellijk worden ontboden, en is artikel 70 van toepassing, of
   - (b) op verzoek van de tegenpartij van de claimer kan het spelen onder deze voorwaarden doorgaan:
     - (i) alle vier spelers moeten ermee instemmen.
";

#[test]
fn a_missed_amendment_and_a_missing_clause_are_found_at_their_file_and_line() {
    let dir = corpus_copy();
    let c = dir.path();
    std::fs::create_dir_all(c.join("translations/nl/2017")).unwrap();
    std::fs::write(c.join("translations/nl/2017/68.md"), NL_2017).unwrap();
    let out = lawref(c, &["check"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let line_of = |needle: &str| {
        NL_2017[..NL_2017.find(needle).unwrap()]
            .matches('\n')
            .count()
            + 1
    };
    let drift: Vec<&str> = stdout
        .lines()
        .filter(|l| l.contains("missed-amendment") || l.contains("missing-clause"))
        .collect();
    assert_eq!(
        drift,
        [
            format!(
                "translations/nl/2017/68.md:{}:1: warning: missed-amendment clause \"68B2\": changed from 2007 to 2017 in pl, but the nl 2017 text is its 2007 text word for word (an amendment the translation missed?)",
                line_of("2. Als een tegenspeler")
            ),
            format!(
                "translations/nl/2017/68.md:{}:1: warning: missing-clause clause \"68D2(b)(ii)\": the pl text of Law 68 in the 2017 Laws has it; the nl text lacks it",
                line_of("   - (b) op verzoek")
            ),
        ]
    );
    assert!(stdout.ends_with(
        "translations: 2 clauses changed in one language and not another, or missing from one\n"
    ));
    // The shipped corpus has no drift: Dutch has no 2017 text, Polish no other language beside it.
    let out = lawref(&common::root(), &["check"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains("missed-amendment") && !stdout.contains("missing-clause"));
    assert!(!stdout.contains("translations: "));
}
