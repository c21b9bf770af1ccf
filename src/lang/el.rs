//! Greek: "Νόμος 16Γ", "Νόμοι 69 και 70"; section letters in Greek (Α, Β, Γ in alphabet order, or
//! look-alikes); headings "ΝΟΜΟΣ 68 – ΤΙΤΛΟΣ". Source: the Hellenic federation's bilingual Laws
//! (laws.hellasbridge.org, DokuWiki) and Greek federation pages.

use super::{KindWords, Language, SiteWords, Words};

/// Greek.
pub(crate) const LANGUAGE: Language = Language {
    code: "el",
    name: "",
    detect: whatlang::Lang::Ell,
    stemmer: None,
    family: "el",
    markers: &[],
    heading: &["νόμος", "νομος"],
    heading_after: &[],
    heading_around: &[],
    refs: Words {
        law: &[
            "νόμος",
            "νόμου",
            "νόμο",
            "νόμοι",
            "νόμων",
            "νόμους",
            "νομος",
            "νομου",
            "νομο",
        ],
        point: &[
            "παράγραφος",
            "παραγράφου",
            "παράγραφο",
            "εδάφιο",
            "εδαφίου",
            "σημείο",
        ],
        above_below: &["ανωτέρω", "παραπάνω", "κατωτέρω", "παρακάτω"],
        joiners: &["και", "ή"],
        see: &["βλ.", "βλέπε"],
        lead: &[],
        law_after: &[],
        glued: super::Glued::NONE,
    },
    site: SiteWords {
        prev_next: &["προηγούμενο", "επόμενο", "πίσω"],
        law: &["νόμος", "νόμοι"],
        top: &["επιστροφή στην αρχή", "στην κορυφή"],
        languages: &["ελληνικά", "αγγλικά", "english", "έκδοση"],
        versions: &["ελληνική έκδοση", "αγγλική έκδοση"],
        contents: &["περιεχόμενα", "πίνακας περιεχομένων"],
        menu: &["αρχική", "επικοινωνία", "αναζήτηση", "σύνδεση"],
        notices: &["με την επιφύλαξη παντός δικαιώματος"],
        edit: &["επεξεργασία"],
        pages: &["σελίδες", "σελίδα"],
        from: &["από"],
        revisions: &[
            "τελευταία τροποποίηση",
            "παλιές αναθεωρήσεις",
            "βρίσκεστε εδώ",
            "ίχνος",
        ],
        labels: &["συγγραφέας"],
        login: &["θα μπορούσατε να σχολιάσετε αν είσασταν συνδεδεμένος"],
        viewer: &["μεταγραφή", "μέγεθος"],
    },
    kinds: KindWords {
        front: &["πρόλογος", "εισαγωγή"],
        wrote: &["έγραψε", "γράφει"],
        persons: &["εγώ", "μου", "εμείς", "μας", "εσύ", "εσείς"],
        excerpts: &["αποσπάσματα"],
        index_see: &[],
        index_see_also: &[],
        note: &[],
        page: "",
    },
};
