# De interface van de site in het Nederlands (zie docs/interface-languages.md). Termen van de
# Spelregels: artikel, uitgave, commentaar, opeisen, afstaan.

## Namen van talen ($case wordt in het Nederlands niet gebruikt).
lang-name = { $code ->
    [pl] Pools
    [nl] Nederlands
    [ru] Russisch
    [en] Engels
    [de] Duits
    [fr] Frans
    [it] Italiaans
    [es] Spaans
   *[other] { $code }
 }
lang-in = in het { lang-name }

## Elke pagina
site-name = Spelregels voor Wedstrijdbridge
edition-name = Spelregels voor Wedstrijdbridge { $edition }
skip-link = Naar de tekst
crumbs-label = Waar u bent
jump-label = Naar een onderdeel of zoeken
jump-field = Onderdeel of woorden
jump-go = Ga
search-link = Zoeken
offline-notice = U bent offline: dit is de kopie van de pagina die op dit apparaat bewaard is.
footer-missing = Een verwijzing die is gemarkeerd als { $example } noemt een artikel waarvan de tekst nog niet op deze site staat; daarom is het geen link.
law-n = Artikel { $law }
side-by-side = naast elkaar
all-languages = alle talen
ui-langs-label = Taal van deze pagina's

## Verwijzingen in de tekst (tooltips)
ref-missing-title = De tekst van artikel { $law } ({ $edition }) staat nog niet op deze site
ref-parallel-title = { $cite }: in andere talen
ref-bad-title = { $cite } bestaat niet in deze uitgave
ref-suspect-title = Niet als verwijzing gelezen: een opsomming waarvan het verbindingswoord mogelijk is weggevallen

## Delen van een artikel
part-title = Titel
part-opening = Inleiding
part-closing = Slot
part-footnote = Voetnoot { $mark }
part-law-opening = Artikel { $law }, inleiding
part-law-closing = Artikel { $law }, slot
part-law-footnote = Artikel { $law }, voetnoot { $mark }
part-law-commentary = Artikel { $law }, commentaar
part-commentary-item = commentaar { $item }
part-whole-law = Artikel { $law }, het hele artikel

## De startpagina
home-title = Spelregels voor Wedstrijdbridge
home-heading = Spelregels voor Wedstrijdbridge
home-about = Deze site bevat de Spelregels voor Wedstrijdbridge in meerdere talen en uitgaven, artikel voor artikel en onderdeel voor onderdeel, met de vertalingen naast elkaar, de wijzigingen van de ene uitgave naar de volgende en een zoekfunctie.
home-description = De Spelregels voor Wedstrijdbridge in het { $langs }: elk artikel per uitgave en taal, de talen naast elkaar, de wijzigingen tussen uitgaven, en zoeken.
home-coverage = { $link }: welke artikelen deze site heeft, in elke taal en uitgave.
home-coverage-link = Dekking
home-tocs = Inhoud:
home-no-laws = Deze site heeft nog geen artikel van deze uitgave.
home-holds = In deze verzameling
home-holds-commentary = commentaar
list-and = { $first } en { $last }

## De pagina van een artikel
law-title = { $law }. { $heading } ({ $edition }, { $lang })
law-description-empty = Artikel { $law }, { $heading }, van de Spelregels voor Wedstrijdbridge { $edition } { $lang_in }: commentaar en het artikel in andere talen.
law-cited-by = Artikel { $law } wordt genoemd in:
cited-by = Genoemd in:
also-in = Ook in:
edition-n = uitgave { $edition }
changes-from-to = wijzigingen { $from } → { $to }
notes-on-law = Notities bij artikel { $law }
clause-all-languages = { $cite } in alle talen
clause-notes-elsewhere = , en { $count ->
    [one] { $count } notitie
   *[other] { $count } notities
 } in andere talen
sections-label = Onderdelen van artikel { $law }
xlink-edition-lang = { $cite } in de Spelregels { $edition } ({ $lang })
xlink-edition-all = { $cite } in de Spelregels { $edition } (alle talen)
absent-new = geen (nieuw)
absent-deleted = geen (geschrapt)
absent-no = geen { $cite }
no-text = Deze site heeft geen tekst van dit artikel in deze taal.
no-text-read-in = Lees het in:{ $links }, of bekijk { $all }.
no-text-see = Bekijk { $all }.
all-languages-side-by-side = alle talen naast elkaar
notes-on = Notities bij { $cite }
law-lacks = Niet in deze tekst: { $clauses }; de teksten van deze uitgave in andere talen hebben ze wel ({ $langs }).
not-in-this-text = (niet in deze tekst)
commentary-elsewhere = Notities en commentaar op dit artikel in andere talen:{ $links } (alle ook naast de { $parallel }).
parallel-view = tekst in alle talen
source = Bron: { $source }
prev-next-label = Vorig en volgend artikel

## Notities (commentaar en aantekeningen)
note-commentary = Commentaar
note-note = Notitie
note-interpretation = Interpretatie
note-erratum = Erratum
note-regulation = Reglement
regulations-of = Reglementen:
regulations-all = alle
regulations-none = geen
note-link = de bron
notes-filter = Toon notities van soort
notes-filter-all = alle
note-introduction = inleiding
note-shown-above = zie hierboven
note-source = bron:
note-written-for = geschreven voor { $edition }
note-commentary-source = commentaar ({ $lang }, { $edition })

## Alle talen naast elkaar
parallel-title = { $law }. { $heading } ({ $edition }, alle talen)
parallel-description = Artikel { $law }, { $heading }, van de Spelregels voor Wedstrijdbridge { $edition } in het { $langs } naast elkaar, onderdeel voor onderdeel, met het commentaar.
parallel-description-notes = Artikel { $law }, { $heading }, van de Spelregels voor Wedstrijdbridge { $edition }: de notities erbij.
parallel-heading-small = ({ $edition }, naast elkaar)
parallel-no-text = Deze site heeft geen tekst van dit artikel in deze uitgave, alleen de notities hieronder.
toc-link-title = Inhoud, { $lang }
columns-label = Kolommen
columns = Kolommen:
move-left = { $lang } naar links
move-right = { $lang } naar rechts
notes = Notities
col-first = eerst
col-alone = alleen
col-all = alle, op volgorde
clause = Onderdeel
cell-missing = niet in deze tekst
cell-marker-title = { $cite } ({ $lang }) op de eigen pagina
cell-marker-title-edition = { $cite } ({ $lang }, { $edition }) op de eigen pagina
notes-below = { $count ->
    [one] { $count } notitie bij het hele artikel, hieronder
   *[other] { $count } notities bij het hele artikel, hieronder
 }
no-text-here = (in geen enkele tekst hier)
row-other-edition = { $cite } ({ $edition })
cell-elsewhere-above = deel van { $links }, hierboven
cell-elsewhere-below = deel van { $links }, hieronder
column-edition = { $lang } { $edition }
downloads = Downloaden:
download-tmx = TMX: { $langs } ({ $edition })
download-csv = CSV: { $cols }

## Wijzigingen tussen uitgaven
diff-title = Artikel { $law } ({ $lang }), { $from } → { $to }
diff-crumb = Artikel { $law }, { $lang }: { $from } → { $to }
diff-description = Wat er in artikel { $law }, { $heading }, veranderd is van de Spelregels { $from } naar die van { $to }, { $lang_in }, woord voor woord: { $changed } van de { $total } delen gewijzigd.
diff-legend = Het artikel in { $from_link } en in { $to_link }, woord voor woord: { $ins }, { $del }. { $changed } van de { $total ->
    [one] { $total } deel
   *[other] { $total } delen
 } gewijzigd.
diff-inserted = toegevoegd in { $to }
diff-deleted = geschrapt uit { $from }
diff-text = Tekst
diff-new = nieuw
diff-gone = geschrapt

## Inhoud
toc-title = { $name } · inhoud ({ $lang })
toc-description = De inhoud van de { $name } { $lang_in }: elk artikel met zijn titel, en de talen waarin de site het heeft ({ $langs }).
toc-crumb = Inhoud ({ $lang })
toc-heading = { $name }: inhoud
toc-in = In het Nederlands
toc-also-in = ; ook in:
toc-not-yet = (nog niet op deze site)

## Korte links

## Dekking
coverage-title = Dekking: welke artikelen deze site heeft, per taal en uitgave
coverage-description = Welke artikelen van de Spelregels voor Wedstrijdbridge deze site heeft in het { $langs }, uitgave voor uitgave: volledig, gedeeltelijk (met de ontbrekende onderdelen) of afwezig.
coverage = Dekking
coverage-legend = Welke artikelen deze site heeft, in elke taal en uitgave:
    { $present }: de tekst heeft elk onderdeel dat de teksten van het artikel in die uitgave hebben;
    { $partial }: er ontbreken er enkele, die in het vak staan;
    { $absent }: geen tekst ({ $commentary_only } als er wel commentaar is maar geen tekst);
    n.v.t.: de uitgave heeft zo'n artikel niet.
coverage-law = Artikel
cov-present = volledig
cov-partial = gedeeltelijk
cov-absent = afwezig
cov-commentary-only = alleen commentaar
cov-not-in-edition = n.v.t.
cov-with-commentary = + commentaar
cov-missing = ontbreekt:
cov-and-more = { $cite } ({ $count ->
    [one] en { $count } onderdeel daarvan
   *[other] en { $count } onderdelen daarvan
 })

## Zoeken
search-title = Zoeken · Spelregels voor Wedstrijdbridge
search-description = Zoek in de Spelregels voor Wedstrijdbridge in elke taal en uitgave, of ga naar een onderdeel via zijn nummer (68B2, 68 b 2, 70E).
search-heading = Zoeken
search-nojs = Zoeken heeft JavaScript nodig, en dat staat in deze browser uit. Elk artikel staat op de { $home }, per uitgave en taal.
search-pending = Het zoeken start. Blijft deze melding staan, dan is de pagina van schijf geopend, en dan laten browsers haar het script en de index niet laden: zoeken heeft de site via HTTP nodig ({ $serve }, of een andere webserver voor statische bestanden). Elk artikel staat op de { $home }, per uitgave en taal.
home-page = startpagina
search-field = Woorden of een onderdeel (68B2, 68 b 2, 70E)
search-lang = Taal
search-all-langs = alle talen
search-edition = Uitgave
search-all-editions = alle uitgaven
search-kind = Soort
search-all-kinds = artikeltekst, commentaar en notities
kind-text = artikeltekst
kind-commentary = commentaar
kind-annotation = notities
kind-annotation-one = notitie
search-button = Zoeken
search-searching = Bezig met zoeken…
search-no-clause = Er is geen onderdeel { $key }
search-no-clause-lang = { " " }in het { $lang }
search-no-clause-edition = { " " }in de uitgave { $edition }
search-words-found = ; gevonden woorden:{ " " }
search-no-hits = geen resultaten voor “{ $q }”.
search-hits = { $count ->
    [one] { $count } resultaat voor “{ $q }”
   *[other] { $count } resultaten voor “{ $q }”
 }
search-best-shown = , de beste { $shown } getoond
search-failed = Zoeken kon niet laden ({ $error }). Het heeft de site via HTTP nodig (een webserver voor statische bestanden), niet van schijf geopend.
record-note-on = Notitie bij { $cite }
record-commentary-item = Commentaar { $item }

## De pagina voor een adres dat niet bestaat (404)
not-found-title = Pagina niet gevonden · Spelregels voor Wedstrijdbridge
not-found-description = Deze pagina staat niet op de site. De Spelregels voor Wedstrijdbridge in het { $langs } staan op de startpagina.
not-found-crumb = Pagina niet gevonden
not-found-heading = Pagina niet gevonden
not-found-text = Op dit adres staat geen pagina. De artikelen staan op de { $home }, per uitgave en taal; de { $search } vindt woorden en onderdelen (68B2).
search-page = zoekpagina
not-found-root = Werken deze links niet, ga dan naar de eerste pagina van de site: de links op deze pagina gaan uit van de hoofdmap van de site.
not-found-contents = De artikelen per uitgave en taal

## De offline kopie (sw.js)
offline-missing = U bent offline, en deze pagina is niet op dit apparaat bewaard.

## Een editie in één taal op dit apparaat bewaren (de inhoudspagina; site.js)
offline-pack-heading = Offline lezen
offline-pack-about = Bewaar deze spelregels { $lang_in }, met de zoekfunctie, op dit apparaat om ze zonder verbinding te lezen.
offline-pack-keep = Bewaar op dit apparaat
offline-pack-remove = Verwijder van dit apparaat
offline-pack-size = { $size }, { $count ->
    [one] { $count } bestand
   *[other] { $count } bestanden
}
offline-pack-progress = Opslaan: { $done } van { $total }…
offline-pack-kept = Bewaard op dit apparaat: { $size }.
offline-pack-removed = Verwijderd van dit apparaat.
offline-pack-failed = Niet bewaard ({ $error }); probeer het opnieuw als u online bent.

## Het register (A–Z) en wat er veranderd is
situations-link = Register A–Z
situations-crumb = Register A–Z
situations-title = { $name } · register A–Z ({ $lang })
situations-heading = { $name }: register A–Z
situations-description = Het register van situaties: { $name }, { $lang }; elk trefwoord met de artikelen en onderdelen die erover gaan.
situations-intro = Zoek een situatie op haar trefwoord: elk trefwoord leidt naar de onderdelen die erover gaan.
situations-letters = Letters
situations-see = zie
situations-see-also = zie ook
changes-link = Wat is er veranderd
changes-crumb = Veranderd sinds { $from }
changes-title = { $name } · veranderd sinds { $from } ({ $lang })
changes-heading = { $name }: wat is er veranderd sinds { $from }
changes-description = Artikel voor artikel de onderdelen van { $name } ({ $lang }) die sinds de uitgave { $from } veranderd, nieuw, vernummerd of geschrapt zijn.
changes-intro = Artikel voor artikel de onderdelen van deze tekst die sinds de uitgave { $from } veranderd, nieuw, vernummerd of geschrapt zijn; elke wijziging leidt naar haar rij in de vergelijking.
changes-none = Geen artikel van deze uitgave verschilt van de tekst van { $from }.
changes-diff = vergelijking met { $from }
change-changed = veranderd
change-new = nieuw
change-deleted = geschrapt
change-renumbered = was { $from }
change-split = afgesplitst van { $from }
change-merged = samengevoegd uit { $from }
change-mark-title = Veranderd sinds { $edition }: de rij in de vergelijking
search-entry = Register A–Z
search-titles-heading = Artikelen op titel
not-in-collection = niet in deze verzameling
search-title-not-asked = niet in de gekozen taal of uitgave; in deze verzameling:
search-title-held = in deze verzameling:
search-title-commentary = geen tekst hier; commentaar:
## Errata (corrections of the printed texts, from the edition manifests)
errata-title = Errata: { $name } ({ $lang })
errata-heading = Errata bij { $name }, tekst: { $lang }
errata-crumb = errata
errata-intro = Verbeteringen van de gedrukte tekst. Deze site toont de verbeterde tekst; elk verbeterd onderdeel is gemarkeerd op de pagina van zijn artikel.
errata-clause = Onderdeel
errata-printed = Gedrukt
errata-corrected = Verbeterd
errata-by = Gepubliceerd door
errata-mark = Erratum
# A quiet mark on a clause whose structure import was unsure of (its doubts follow, in English).
structure-unsure = Structuur onzeker
errata-mark-text = gedrukt „{ $from }”, verbeterd tot „{ $to }”
errata-link = Errata bij deze editie
# The banner on every page of a draft edition (laws/<edition>.yaml: status: draft); $date is the draft's date.
draft-banner = Ontwerp van { $date }: deze tekst is nog niet vastgesteld en kan nog veranderen.

progress-heading = Vertaling van de uitgave { $edition }
progress-intro = De eenheden van de tekst in het { $source }, naar hun wijziging sinds { $previous } (nieuw, gewijzigd, ongewijzigd) en hoe ver de vertaling in elke taal is.
progress-intro-first = De eenheden van de tekst in het { $source }, naar hoe ver de vertaling in elke taal is.
progress-caption = { $lang }: { $text }/{ $units } eenheden in de gepubliceerde tekst
progress-new = nieuw
progress-changed = gewijzigd
progress-unchanged = ongewijzigd
progress-untranslated = onvertaald
progress-in-review = ter controle
progress-translated = vertaald
progress-reviewed = gecontroleerd
progress-approved = goedgekeurd

## The book (lawref book, the site's book page): an edition's laws to print and read offline.
# $name is the edition's name (edition-name), $lang a language's name, $laws law numbers as ranges ("1–67, 69").
book-title = { $name } — { $lang }
book-contents = Inhoud
book-absent = Artikelen die niet in deze verzameling staan: { $laws }
book-paper = Papier
book-a5 = A5 zakformaat
book-a4 = A4 grote letter
book-print = Afdrukken
book-back = Inhoud van deze uitgave
book-description = { $name } ({ $lang }): alle artikelen van deze site op één pagina, om af te drukken en offline te lezen.
book-loading = Het boek wordt samengesteld…
book-failed = Een artikel kon niet worden geladen: de link in de inhoud leidt er nog steeds naartoe.
book-link = Het boek, om af te drukken
# A concept's name typed with a language chosen: searched for its terms there ($terms: "deklaracja (2017), roszczenie (2007)").
search-through-terms = { $concept } → { $terms } (termenlijst: { $lang }).
# A law the book's second language (--with) has no text of: $lang is that language's name.
book-no-text = Geen tekst van dit artikel in deze uitgave: { $lang }.
