# The site's interface in English: every word around the law text (see docs/interface-languages.md).
# English is the fallback: a message another catalog lacks is shown from here, so this file has
# every message. Variables: $law (a law number), $edition (an edition id, 2017), $cite (a clause
# in citation form, 68D2(b)), $lang (a language's name, from lang-name or lang-in), $count (a
# number: plural forms select on it).

## Language names. $code is a language code; $case a grammatical case the other messages of a
## catalog ask for (English has none). English names every language in its own tongue.
lang-name = { $code ->
    [pl] Polski
    [nl] Nederlands
    [ru] Русский
    [en] English
    [de] Deutsch
    [fr] Français
    [it] Italiano
    [es] Español
   *[other] { $code }
 }
# "in <language>", as a clause's link to another language says it.
lang-in = in { lang-name }

## Every page
site-name = Laws of Duplicate Bridge
# An edition's name: $name is the manifest's (English) name, $edition its id.
edition-name = { $name }
skip-link = Skip to the text
crumbs-label = Where you are
jump-label = Go to a clause or search
jump-field = Clause or words
jump-go = Go
search-link = Search
offline-notice = You are offline: this is the copy of the page kept on this device.
# $example is a marked reference, "16".
footer-missing = A reference marked { $example } cites a law whose text is not on this site yet, so it is not a link.
law-n = Law { $law }
side-by-side = side by side
all-languages = all languages
ui-langs-label = Language of these pages

## References in the text (tooltips)
ref-missing-title = The text of Law { $law } ({ $edition }) is not on this site yet
ref-parallel-title = { $cite }: in other languages
ref-bad-title = { $cite } does not exist in this edition
ref-suspect-title = Not read as a reference: a list whose joining word may have been lost

## Parts of a law, as links and rows name them
part-title = Title
part-opening = Opening
part-closing = Closing
part-footnote = Footnote { $mark }
part-law-opening = Law { $law }, opening
part-law-closing = Law { $law }, closing
part-law-footnote = Law { $law }, footnote { $mark }
part-law-commentary = Law { $law }, commentary
part-commentary-item = commentary { $item }
part-whole-law = Law { $law }, whole law

## The home page
home-title = The Laws of Duplicate Bridge
home-heading = The Laws of Duplicate Bridge
# What the site is, in one sentence: the home page shows it in every interface language.
home-about = This site has the Laws of Duplicate Bridge in several languages and editions, law by law and clause by clause, with the translations side by side, the changes from one edition to the next, and search.
home-description = The Laws of Duplicate Bridge in { $langs }: every law by edition and language, the languages side by side, the changes between editions, and search.
home-coverage = { $link }: which laws the site has, in each language and edition.
home-coverage-link = Coverage
home-tocs = Contents in:
home-no-laws = This site has no law of this edition yet.
home-holds = In this collection
home-holds-commentary = commentary
# A list of names: "Nederlands, Polski and Русский".
list-and = { $first } and { $last }

## A law's page
law-title = { $law }. { $heading } ({ $edition }, { $lang })
law-description-empty = Law { $law }, { $heading }, of the Laws of Duplicate Bridge { $edition } in { $lang }: commentary and the law in other languages.
law-cited-by = Law { $law } is cited by:
cited-by = Cited by:
also-in = Also in:
edition-n = { $edition } edition
changes-from-to = changes { $from } → { $to }
notes-on-law = Notes on Law { $law }
clause-all-languages = { $cite } in all languages
clause-notes-elsewhere = , and { $count ->
    [one] { $count } note
   *[other] { $count } notes
 } in other languages
sections-label = Sections of Law { $law }
xlink-edition-lang = { $cite } in the { $edition } Laws ({ $lang })
xlink-edition-all = { $cite } in the { $edition } Laws (all languages)
absent-new = none (new)
absent-deleted = none (deleted)
absent-no = no { $cite }
no-text = There is no text of this law in this language in the corpus.
no-text-read-in = Read it in{ $links }, or see { $all }.
no-text-see = See { $all }.
all-languages-side-by-side = all languages side by side
notes-on = Notes on { $cite }
law-lacks = Not in this text: { $clauses }; the texts of this edition in other languages have them ({ $langs }).
not-in-this-text = (not in this text)
commentary-elsewhere = Notes and commentary on this law in other languages:{ $links } (all of them beside the text in the { $parallel }).
parallel-view = parallel view
source = Source: { $source }
prev-next-label = Previous and next law

## Notes (commentary items and annotations)
note-commentary = Commentary
note-note = Note
note-interpretation = Interpretation
note-erratum = Erratum
note-regulation = Regulation
regulations-of = Regulations:
regulations-all = all
regulations-none = none
note-link = the source
notes-filter = Show notes of kind
notes-filter-all = all
note-introduction = introduction
note-shown-above = shown above
note-source = source:
note-written-for = written for { $edition }
# A commentary document that says nothing of where it came from: $lang its language, $edition its edition.
note-commentary-source = commentary ({ $lang }, { $edition })

## The parallel view
parallel-title = { $law }. { $heading } ({ $edition }, all languages)
parallel-description = Law { $law }, { $heading }, of the Laws of Duplicate Bridge { $edition } in { $langs } side by side, clause by clause, with the commentary.
parallel-description-notes = Law { $law }, { $heading }, of the Laws of Duplicate Bridge { $edition }: the notes on it.
parallel-heading-small = ({ $edition }, side by side)
parallel-no-text = The corpus has no text of this law in this edition, only the notes below.
toc-link-title = Contents, { $lang }
columns-label = Columns
columns = Columns:
move-left = Move { $lang } left
move-right = Move { $lang } right
notes = Notes
col-first = first
col-alone = alone
col-all = all, in order
clause = Clause
cell-missing = not in this text
# A clause's marker in a cell links to it on its text's page: $cite the clause, $lang the
# code of the text's language; -edition for a column of another edition ($edition its edition).
cell-marker-title = { $cite } in { $lang }, on its own page
cell-marker-title-edition = { $cite } in { $lang } { $edition }, on its own page
notes-below = { $count ->
    [one] { $count } note on the whole law, below
   *[other] { $count } notes on the whole law, below
 }
no-text-here = (no text here has it)
# The columns are (language, edition) pairs, so Polish 2017 can stand beside Dutch 2007.
# A row of a clause only another edition's texts have: $cite the clause, $edition its edition.
row-other-edition = { $cite } ({ $edition })
# A cell whose text has the row's clause as part of another clause, shown in its own row
# (a clause split between editions): $links the clauses there, linked, $count how many.
cell-elsewhere-above = part of { $links }, above
cell-elsewhere-below = part of { $links }, below
# A column of another edition's text, as its heading and choice say it: formatted by the catalog
# of the column's language, $lang the language's own name (Polski), $edition the edition.
column-edition = { $lang } { $edition }
# Before the links that add one column of another edition beside this edition's columns.
# The page's columns as files for translators' tools and spreadsheets: $langs the languages of
# this edition's texts (TMX), $edition the edition.
downloads = Download:
download-tmx = TMX: { $langs } ({ $edition })
download-csv = CSV: { $cols }

## The edition diff
diff-title = Law { $law } ({ $lang }), { $from } → { $to }
diff-crumb = Law { $law }, { $lang }: { $from } → { $to }
diff-description = What changed in Law { $law }, { $heading }, from the { $from } to the { $to } Laws of Duplicate Bridge, in { $lang }, word by word: { $changed } of { $total } parts changed.
# $from_link and $to_link are links to the two texts; $ins and $del show the marks.
diff-legend = The law in { $from_link } and in { $to_link }, word by word: { $ins }, { $del }. { $changed } of { $total ->
    [one] { $total } part
   *[other] { $total } parts
 } changed.
diff-inserted = inserted in { $to }
diff-deleted = deleted from { $from }
diff-text = Text
diff-new = new
diff-gone = deleted

## Contents
toc-title = { $name } · contents ({ $lang })
toc-description = The contents of the { $name } in { $lang }: every law with its title, and the languages the site has it in ({ $langs }).
toc-crumb = Contents ({ $lang })
toc-heading = { $name }: contents
toc-in = In { $lang }
toc-also-in = ; also in
toc-not-yet = (not on this site yet)


## Coverage
coverage-title = Coverage: which laws the corpus has, by language and edition
coverage-description = Which of the Laws of Duplicate Bridge the corpus has in { $langs }, edition by edition: present, partial (with the clauses missing) or absent.
coverage = Coverage
# $present, $partial, $absent, $commentary_only are the marked words below.
coverage-legend = Which laws the corpus has, in each language and edition:
    { $present }: the text has every clause the edition's texts of the law have;
    { $partial }: it lacks some, listed in the cell;
    { $absent }: no text ({ $commentary_only } where there is a commentary but no text);
    n/a: the edition has no such law.
coverage-law = Law
cov-present = present
cov-partial = partial
cov-absent = absent
cov-commentary-only = commentary only
cov-not-in-edition = n/a
cov-with-commentary = + commentary
cov-missing = missing:
cov-and-more = { $cite } ({ $count ->
    [one] and { $count } sub-clause
   *[other] and { $count } sub-clauses
 })

## Search
search-title = Search · The Laws of Duplicate Bridge
search-description = Search the Laws of Duplicate Bridge in every language and edition, or jump to a clause by its number (68B2, 68 b 2, 70E).
search-heading = Search
search-nojs = Search needs JavaScript, which is off in this browser. Every law is on the { $home }, by edition and language.
search-pending = Search is starting. If this stays, the page was opened from disk, where browsers do not let it load its script and index: search needs the site served over HTTP ({ $serve }, or any static web server). Every law is on the { $home }, by edition and language.
home-page = home page
search-field = Words or a clause (68B2, 68 b 2, 70E)
search-lang = Language
search-all-langs = all languages
search-edition = Edition
search-all-editions = all editions
search-kind = Kind
search-all-kinds = law text, commentary and notes
kind-text = law text
kind-commentary = commentary
kind-annotation = notes
kind-annotation-one = note
search-button = Search
# The search script's messages: { $q } the words searched, { $key } a clause id.
search-searching = Searching…
search-no-clause = There is no clause { $key }
search-no-clause-lang = { " " }in { $lang }
search-no-clause-edition = { " " }in the { $edition } edition
search-words-found = ; words found:{ " " }
search-no-hits = no hits for “{ $q }”.
search-hits = { $count ->
    [one] { $count } hit for “{ $q }”
   *[other] { $count } hits for “{ $q }”
 }
search-best-shown = , the best { $shown } shown
search-failed = Search could not load ({ $error }). It needs the site served over HTTP (a static web server), not opened from disk.
record-note-on = Note on { $cite }
record-commentary-item = Commentary { $item }

## The page for a missing address (404)
not-found-title = Page not found · The Laws of Duplicate Bridge
not-found-description = This page is not on the site. The Laws of Duplicate Bridge in { $langs } are listed on the home page.
not-found-crumb = Page not found
not-found-heading = Page not found
not-found-text = There is no page at this address. The laws are listed on the { $home }, by edition and language; the { $search } finds words and clauses (68B2).
search-page = search page
not-found-root = If these links do not work, go to the site's first page: this page's links lead from the site's top folder.
not-found-contents = The laws by edition and language

## The offline copy (sw.js)
offline-missing = You are offline, and this page was not saved on this device.

## Keeping an edition and language on this device (its contents page; site.js fills the
## placeholders: $size, $done and $total are sizes such as "4.1 MB", $error a reason)
offline-pack-heading = Offline reading
offline-pack-about = Keep these laws { $lang_in }, with their search, on this device, to read them without a connection.
offline-pack-keep = Keep on this device
offline-pack-remove = Remove from this device
offline-pack-size = { $size }, { $count ->
    [one] { $count } file
   *[other] { $count } files
}
offline-pack-progress = Saving: { $done } of { $total }…
offline-pack-kept = Kept on this device: { $size }.
offline-pack-removed = Removed from this device.
offline-pack-failed = Not saved ({ $error }); try again when you are online.

## The situation index (A–Z) and what changed
situations-link = Index A–Z
situations-crumb = Index A–Z
situations-title = { $name } · index A–Z ({ $lang })
situations-heading = { $name }: index A–Z
situations-description = The situations of the { $name } in { $lang }, A–Z: each term with the laws and clauses that cover it.
situations-intro = Look a situation up by its word: each term leads to the clauses that cover it.
situations-letters = Letters
situations-see = see
situations-see-also = see also
changes-link = What changed
changes-crumb = What changed since { $from }
changes-title = { $name } · what changed since { $from } ({ $lang })
changes-heading = { $name }: what changed since { $from }
changes-description = Law by law, the clauses of the { $name } in { $lang } changed, new, renumbered or deleted since the { $from } edition.
changes-intro = Law by law, the clauses of this text that changed, are new, were renumbered or deleted since the { $from } edition; each change leads to its row of the diff.
changes-none = No law of this edition's text differs from the { $from } text.
changes-diff = diff since { $from }
change-changed = changed
change-new = new
change-deleted = deleted
change-renumbered = renumbered from { $from }
change-split = split from { $from }
change-merged = merged from { $from }
change-mark-title = Changed since { $edition }: its row of the diff
search-entry = Index A–Z
search-titles-heading = Laws by title
not-in-collection = not in this collection
search-title-not-asked = not in the language or edition chosen; in this collection:
search-title-held = in this collection:
search-title-commentary = no text here; commentary:
## Errata (corrections of the printed texts, from the edition manifests)
errata-title = Errata: { $name } ({ $lang })
errata-heading = Errata of { $name }, { $lang } text
errata-crumb = errata
errata-intro = Corrections of the printed text. This site shows the corrected wording; each clause corrected is marked on its law page.
errata-clause = Clause
errata-printed = Printed
errata-corrected = Corrected
errata-by = Published by
errata-mark = Erratum
# A quiet mark on a clause whose structure import was unsure of (its doubts follow, in English).
structure-unsure = Structure unsure
errata-mark-text = printed “{ $from }”, corrected to “{ $to }”
errata-link = Errata of this edition
# The banner on every page of a draft edition (laws/<edition>.yaml: status: draft); $date is the draft's date.
draft-banner = Draft of { $date }: this text is not adopted and may still change.

progress-heading = Translation of the { $edition } edition
progress-intro = The units of the { $source } text, by their change since { $previous } (new, changed, unchanged) and how far each language's translation of them has come.
progress-intro-first = The units of the { $source } text, by how far each language's translation of them has come.
progress-caption = { $lang }: { $text }/{ $units } units in the published text
progress-new = new
progress-changed = changed
progress-unchanged = unchanged
progress-untranslated = untranslated
progress-in-review = in review
progress-translated = translated
progress-reviewed = reviewed
progress-approved = approved

## The book (lawref book, the site's book page): an edition's laws to print and read offline.
# $name is the edition's name (edition-name), $lang a language's name, $laws law numbers as ranges ("1–67, 69").
book-title = { $name } — { $lang }
book-contents = Contents
book-absent = Laws not in this collection: { $laws }
book-paper = Paper
book-a5 = A5 pocket
book-a4 = A4 large print
book-print = Print
book-back = Contents of this edition
book-description = { $name } in { $lang }: every law the site has, on one page to print and to read offline.
book-loading = Putting the book together…
book-failed = A law could not be loaded: its link in the contents still leads to it.
book-link = The book, to print
# A concept's name typed with a language chosen: searched for its terms there ($terms: "deklaracja (2017), roszczenie (2007)").
search-through-terms = { $concept } → { $terms } (term base: { $lang }).
# A law the book's second language (--with) has no text of: $lang is that language's name.
book-no-text = No text of this law in this edition: { $lang }.
