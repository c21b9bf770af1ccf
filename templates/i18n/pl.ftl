# Interfejs strony po polsku (zob. docs/interface-languages.md). Słownictwo Przepisów: przepis,
# punkt, wydanie, komentarz, deklaracja, zrzeczenie.

## Nazwy języków. $case: nominative (mianownik: "polski"), locative (miejscownik: "polskim").
lang-name = { $case ->
   *[nominative] { $code ->
        [pl] polski
        [nl] niderlandzki
        [ru] rosyjski
        [en] angielski
        [de] niemiecki
        [fr] francuski
        [it] włoski
        [es] hiszpański
       *[other] { $code }
    }
    [locative] { $code ->
        [pl] polskim
        [nl] niderlandzkim
        [ru] rosyjskim
        [en] angielskim
        [de] niemieckim
        [fr] francuskim
        [it] włoskim
        [es] hiszpańskim
       *[other] { $code }
    }
 }
lang-in = { $code ->
    [pl] po polsku
    [nl] po niderlandzku
    [ru] po rosyjsku
    [en] po angielsku
    [de] po niemiecku
    [fr] po francusku
    [it] po włosku
    [es] po hiszpańsku
   *[other] w języku { $code }
 }

## Każda strona
site-name = { -mpb }
# The Laws' name in the case a sentence needs (`{ -mpb(case: "genitive") }`): "Errata do
# Międzynarodowego Prawa Brydżowego 2017", never "Errata do Międzynarodowe Prawo Brydżowe 2017".
-mpb = { $case ->
   *[nominative] Międzynarodowe Prawo Brydżowe
    [genitive] Międzynarodowego Prawa Brydżowego
 }
edition-name = { -mpb } { $edition }
skip-link = Przejdź do tekstu
crumbs-label = Gdzie jesteś
jump-label = Przejdź do punktu lub szukaj
jump-field = Punkt lub słowa
jump-go = Idź
search-link = Szukaj
offline-notice = Jesteś offline: to kopia strony zapisana na tym urządzeniu.
footer-missing = Odwołanie oznaczone jako { $example } wskazuje przepis, którego tekstu nie ma jeszcze na tej stronie, dlatego nie jest linkiem.
law-n = Przepis { $law }
side-by-side = obok siebie
all-languages = wszystkie języki
ui-langs-label = Język tych stron

## Odwołania w tekście (podpowiedzi)
ref-missing-title = Tekstu przepisu { $law } ({ $edition }) nie ma jeszcze na tej stronie
ref-parallel-title = { $cite }: w innych językach
ref-bad-title = { $cite } nie istnieje w tym wydaniu
ref-suspect-title = Nie odczytano jako odwołania: w wyliczeniu mogło zginąć słowo łączące

## Części przepisu
part-title = Tytuł
part-opening = Wstęp
part-closing = Zakończenie
part-footnote = Przypis { $mark }
part-law-opening = Przepis { $law }, wstęp
part-law-closing = Przepis { $law }, zakończenie
part-law-footnote = Przepis { $law }, przypis { $mark }
part-law-commentary = Przepis { $law }, komentarz
part-commentary-item = komentarz { $item }
part-whole-law = Przepis { $law }, cały przepis

## Strona główna
home-title = { -mpb }
home-heading = { -mpb }
home-about = Ta strona zawiera { -mpb } w kilku językach i wydaniach, przepis po przepisie i punkt po punkcie, z tłumaczeniami obok siebie, ze zmianami między kolejnymi wydaniami i z wyszukiwarką.
home-description = { -mpb }, języki: { $langs }; każdy przepis według wydania i języka, języki obok siebie, zmiany między wydaniami i wyszukiwarka.
home-coverage = { $link }: które przepisy są na tej stronie, w każdym języku i wydaniu.
home-coverage-link = Zasięg
home-tocs = Spis treści:
home-no-laws = Na tej stronie nie ma jeszcze żadnego przepisu z tego wydania.
home-holds = W tym zbiorze
home-holds-commentary = komentarz
list-and = { $first } i { $last }

## Strona przepisu
law-title = { $law }. { $heading } ({ $edition }, { $lang })
law-description-empty = Przepis { $law }, { $heading }, { -mpb } { $edition }, { $lang_in }: komentarz i przepis w innych językach.
law-cited-by = Przepis { $law } przywołują:
cited-by = Przywołują:
also-in = Także w językach:
edition-n = wydanie { $edition }
changes-from-to = zmiany { $from } → { $to }
notes-on-law = Uwagi do przepisu { $law }
clause-all-languages = { $cite } we wszystkich językach
clause-notes-elsewhere = , także { $count ->
    [one] { $count } uwaga w innym języku
    [few] { $count } uwagi w innych językach
   *[many] { $count } uwag w innych językach
    [other] { $count } uwagi w innych językach
 }
sections-label = Części przepisu { $law }
xlink-edition-lang = { $cite } w wydaniu { $edition } ({ $lang })
xlink-edition-all = { $cite } w wydaniu { $edition } (wszystkie języki)
absent-new = brak (nowy)
absent-deleted = brak (usunięty)
absent-no = brak { $cite }
no-text = Na tej stronie nie ma tekstu tego przepisu w tym języku.
no-text-read-in = Przeczytaj go w językach:{ $links } albo zobacz { $all }.
no-text-see = Zobacz { $all }.
all-languages-side-by-side = wszystkie języki obok siebie
notes-on = Uwagi do { $cite }
law-lacks = Brak w tym tekście: { $clauses }; mają je teksty tego wydania w innych językach ({ $langs }).
not-in-this-text = (nie ma go w tym tekście)
commentary-elsewhere = Uwagi i komentarze do tego przepisu w innych językach:{ $links } (wszystkie także w { $parallel }).
parallel-view = widoku wszystkich języków
source = Źródło: { $source }
prev-next-label = Poprzedni i następny przepis

## Uwagi (komentarze i adnotacje)
note-commentary = Komentarz
note-note = Uwaga
note-interpretation = Interpretacja
note-erratum = Erratum
note-regulation = Regulamin
regulations-of = Regulaminy:
regulations-all = wszystkie
regulations-none = żadne
note-link = źródło
notes-filter = Pokaż uwagi rodzaju
notes-filter-all = wszystkie
note-introduction = wprowadzenie
note-shown-above = zob. wyżej
note-source = źródło:
note-written-for = napisano do wydania { $edition }
note-commentary-source = komentarz ({ $lang }, { $edition })

## Widok równoległy
parallel-title = { $law }. { $heading } ({ $edition }, wszystkie języki)
parallel-description = Przepis { $law }, { $heading }, { -mpb } { $edition }, języki: { $langs }; obok siebie, punkt po punkcie, z komentarzem.
parallel-description-notes = Przepis { $law }, { $heading }, { -mpb } { $edition }: uwagi do niego.
parallel-heading-small = ({ $edition }, obok siebie)
parallel-no-text = Na tej stronie nie ma tekstu tego przepisu w tym wydaniu, są tylko uwagi poniżej.
toc-link-title = Spis treści, { $lang }
columns-label = Kolumny
columns = Kolumny:
move-left = Przesuń { $lang } w lewo
move-right = Przesuń { $lang } w prawo
notes = Uwagi
col-first = jako pierwszy
col-alone = tylko ten
col-all = wszystkie, po kolei
clause = Punkt
cell-missing = nie ma w tym tekście
cell-marker-title = { $cite } ({ $lang }) na własnej stronie
cell-marker-title-edition = { $cite } ({ $lang }, { $edition }) na własnej stronie
notes-below = { $count ->
    [one] { $count } uwaga do całego przepisu, poniżej
    [few] { $count } uwagi do całego przepisu, poniżej
   *[many] { $count } uwag do całego przepisu, poniżej
    [other] { $count } uwagi do całego przepisu, poniżej
 }
no-text-here = (nie ma go w żadnym tekście)
row-other-edition = { $cite } ({ $edition })
# "część punktu" / "część punktów": liczba pojedyncza tylko dla jednego punktu (bez liczebnika
# przed słowem, więc bez form few/many).
cell-elsewhere-above = { $count ->
    [1] część punktu { $links } powyżej
   *[other] część punktów { $links } powyżej
 }
cell-elsewhere-below = { $count ->
    [1] część punktu { $links } poniżej
   *[other] część punktów { $links } poniżej
 }
column-edition = { $lang } { $edition }
downloads = Pobierz:
download-tmx = TMX: { $langs } ({ $edition })
download-csv = CSV: { $cols }

## Zmiany między wydaniami
diff-title = Przepis { $law } ({ $lang }), { $from } → { $to }
diff-crumb = Przepis { $law }, { $lang }: { $from } → { $to }
diff-description = Co się zmieniło w przepisie { $law }, { $heading }, między wydaniem { $from } a { $to } { -mpb(case: "genitive") }, { $lang_in }, słowo po słowie: zmieniono { $changed } z { $total } części.
diff-legend = Przepis w wydaniu { $from_link } i w wydaniu { $to_link }, słowo po słowie: { $ins }, { $del }. Zmieniono { $changed } z { $total } części.
diff-inserted = dodane w { $to }
diff-deleted = usunięte z { $from }
diff-text = Tekst
diff-new = nowy
diff-gone = usunięty

## Spis treści
toc-title = { $name } · spis treści ({ $lang })
toc-description = Spis treści: { $name }, { $lang_in }; każdy przepis z tytułem i językami, w których jest na tej stronie ({ $langs }).
toc-crumb = Spis treści ({ $lang })
toc-heading = { $name }: spis treści
toc-in = Po polsku
toc-also-in = ; także w językach:
toc-not-yet = (jeszcze go tu nie ma)

## Krótkie linki

## Zasięg
coverage-title = Zasięg: które przepisy są na tej stronie, według języka i wydania
coverage-description = Które przepisy { -mpb(case: "genitive") } są na tej stronie (języki: { $langs }), wydanie po wydaniu: pełne, częściowe (z brakującymi punktami) albo brak.
coverage = Zasięg
coverage-legend = Które przepisy są na tej stronie, w każdym języku i wydaniu:
    { $present }: tekst ma każdy punkt, który mają teksty tego przepisu w danym wydaniu;
    { $partial }: brakuje mu niektórych, wymienionych w komórce;
    { $absent }: brak tekstu ({ $commentary_only }, gdy jest komentarz, ale nie ma tekstu);
    n/d: w tym wydaniu nie ma takiego przepisu.
coverage-law = Przepis
cov-present = pełny
cov-partial = częściowy
cov-absent = brak
cov-commentary-only = tylko komentarz
cov-not-in-edition = n/d
cov-with-commentary = + komentarz
cov-missing = brakuje:
cov-and-more = { $cite } ({ $count ->
    [one] i { $count } punkt podrzędny
    [few] i { $count } punkty podrzędne
   *[many] i { $count } punktów podrzędnych
    [other] i { $count } punktu podrzędnego
 })

## Wyszukiwanie
search-title = Szukaj · { -mpb }
search-description = Szukaj w Międzynarodowym Prawie Brydżowym we wszystkich językach i wydaniach albo przejdź do punktu po jego numerze (68B2, 68 b 2, 70E).
search-heading = Szukaj
search-nojs = Wyszukiwanie wymaga JavaScriptu, który jest wyłączony w tej przeglądarce. Wszystkie przepisy są na { $home }, według wydania i języka.
search-pending = Wyszukiwanie się uruchamia. Jeśli ten komunikat nie znika, strona została otwarta z dysku, a wtedy przeglądarka nie pozwala jej wczytać skryptu i indeksu: wyszukiwanie wymaga strony udostępnionej przez HTTP ({ $serve } albo dowolny serwer stron statycznych). Wszystkie przepisy są na { $home }, według wydania i języka.
home-page = stronie głównej
search-field = Słowa lub punkt (68B2, 68 b 2, 70E)
search-lang = Język
search-all-langs = wszystkie języki
search-edition = Wydanie
search-all-editions = wszystkie wydania
search-kind = Rodzaj
search-all-kinds = tekst przepisów, komentarze i uwagi
kind-text = tekst przepisu
kind-commentary = komentarz
kind-annotation = uwagi
kind-annotation-one = uwaga
search-button = Szukaj
search-searching = Szukam…
search-no-clause = Nie ma punktu { $key }
search-no-clause-lang = { " " }(język: { $lang })
search-no-clause-edition = { " " }w wydaniu { $edition }
search-words-found = ; znalezione słowa:{ " " }
search-no-hits = brak wyników dla „{ $q }”.
search-hits = { $count ->
    [one] { $count } wynik dla „{ $q }”
    [few] { $count } wyniki dla „{ $q }”
   *[many] { $count } wyników dla „{ $q }”
    [other] { $count } wyniku dla „{ $q }”
 }
search-best-shown = , pokazano { $shown } najlepszych
search-failed = Nie udało się wczytać wyszukiwania ({ $error }). Wymaga ono strony udostępnionej przez HTTP (serwer stron statycznych), a nie otwartej z dysku.
record-note-on = Uwaga do { $cite }
record-commentary-item = Komentarz { $item }

## Strona pod nieistniejącym adresem (404)
not-found-title = Nie znaleziono strony · { -mpb }
not-found-description = Tej strony nie ma w witrynie. { -mpb } (języki: { $langs }) jest na stronie głównej.
not-found-crumb = Nie znaleziono strony
not-found-heading = Nie znaleziono strony
not-found-text = Pod tym adresem nie ma żadnej strony. Przepisy są na { $home }, według wydania i języka; { $search } znajduje słowa i punkty (68B2).
search-page = wyszukiwarka
not-found-root = Jeśli te linki nie działają, przejdź do pierwszej strony witryny: linki na tej stronie prowadzą od głównego folderu witryny.
not-found-contents = Przepisy według wydania i języka

## Kopia offline (sw.js)
offline-missing = Jesteś offline, a ta strona nie została zapisana na tym urządzeniu.

## Zachowanie wydania w jednym języku na tym urządzeniu (spis treści; site.js)
offline-pack-heading = Czytanie offline
offline-pack-about = Zachowaj te przepisy { $lang_in } wraz z wyszukiwarką na tym urządzeniu, by czytać je bez połączenia.
offline-pack-keep = Zachowaj na tym urządzeniu
offline-pack-remove = Usuń z tego urządzenia
offline-pack-size = { $size }, { $count ->
    [one] { $count } plik
    [few] { $count } pliki
    [many] { $count } plików
   *[other] { $count } pliku
}
offline-pack-progress = Zapisywanie: { $done } z { $total }…
offline-pack-kept = Zachowane na tym urządzeniu: { $size }.
offline-pack-removed = Usunięte z tego urządzenia.
offline-pack-failed = Nie zapisano ({ $error }); spróbuj ponownie, gdy będziesz online.

## Skorowidz (A–Ż) i zmiany
situations-link = Skorowidz A–Ż
situations-crumb = Skorowidz
situations-title = { $name } · skorowidz ({ $lang })
situations-heading = { $name }: skorowidz
situations-description = Skorowidz sytuacji: { $name }, { $lang }; każde hasło z przepisami i punktami, które je obejmują.
situations-intro = Znajdź sytuację po jej nazwie: każde hasło prowadzi do punktów, które ją obejmują.
situations-letters = Litery
situations-see = zob.
situations-see-also = zob. też
changes-link = Co się zmieniło
changes-crumb = Zmiany od wydania { $from }
changes-title = { $name } · zmiany od wydania { $from } ({ $lang })
changes-heading = { $name }: co się zmieniło od wydania { $from }
changes-description = Przepis po przepisie: punkty zmienione, nowe, przenumerowane i usunięte od wydania { $from } ({ $name }, { $lang }).
changes-intro = Przepis po przepisie: punkty tekstu, które od wydania { $from } zmieniono, dodano, przenumerowano lub usunięto; każda zmiana prowadzi do swojego wiersza porównania.
changes-none = Żaden przepis tego wydania nie różni się od tekstu z wydania { $from }.
changes-diff = porównanie z { $from }
change-changed = zmieniono
change-new = dodano
change-deleted = usunięto
change-renumbered = dawniej { $from }
change-split = wydzielono z { $from }
change-merged = połączono z { $from }
change-mark-title = Zmiana od wydania { $edition }: jej wiersz porównania
search-entry = Skorowidz
search-titles-heading = Przepisy według tytułów
not-in-collection = nie ma go w tym zbiorze
search-title-not-asked = nie ma go w wybranym języku lub wydaniu; w tym zbiorze:
search-title-held = w tym zbiorze:
search-title-commentary = brak tekstu w zbiorze; komentarz:
## Errata (corrections of the printed texts, from the edition manifests)
errata-title = Errata: { $name } ({ $lang })
errata-heading = Errata do { -mpb(case: "genitive") } { $edition }, tekst: { $lang }
errata-crumb = errata
errata-intro = Poprawki drukowanego tekstu. Ta strona podaje tekst poprawiony; każdy poprawiony punkt jest oznaczony na stronie przepisu.
errata-clause = Punkt
errata-printed = W druku
errata-corrected = Po poprawce
errata-by = Ogłosił
errata-mark = Erratum
# A quiet mark on a clause whose structure import was unsure of (its doubts follow, in English).
structure-unsure = Struktura niepewna
errata-mark-text = w druku „{ $from }”, poprawione na „{ $to }”
errata-link = Errata do tego wydania
# The banner on every page of a draft edition (laws/<edition>.yaml: status: draft); $date is the draft's date.
draft-banner = Projekt z { $date }: ten tekst nie został jeszcze przyjęty i może się zmienić.

progress-heading = Tłumaczenie wydania { $edition }
progress-intro = Jednostki tekstu { $source } według zmian od wydania { $previous } (nowe, zmienione, niezmienione) i stanu ich tłumaczenia w każdym języku.
progress-intro-first = Jednostki tekstu { $source } według stanu ich tłumaczenia w każdym języku.
progress-caption = { $lang }: { $text }/{ $units } jednostek w opublikowanym tekście
progress-new = nowe
progress-changed = zmienione
progress-unchanged = niezmienione
progress-untranslated = nieprzetłumaczone
progress-in-review = do przeglądu
progress-translated = przetłumaczone
progress-reviewed = sprawdzone
progress-approved = zatwierdzone

## The book (lawref book, the site's book page): an edition's laws to print and read offline.
# $name is the edition's name (edition-name), $lang a language's name, $laws law numbers as ranges ("1–67, 69").
book-title = { $name } — { $lang }
book-contents = Spis treści
book-absent = Przepisy, których nie ma w tym zbiorze: { $laws }
book-paper = Format
book-a5 = A5 kieszonkowy
book-a4 = A4 duży druk
book-print = Drukuj
book-back = Spis treści tego wydania
book-description = { $name } ({ $lang }): wszystkie przepisy tej strony na jednej stronie do druku i czytania bez sieci.
book-loading = Składanie książki…
book-failed = Nie udało się wczytać przepisu: jego odnośnik w spisie treści nadal do niego prowadzi.
book-link = Książka do druku
# A concept's name typed with a language chosen: searched for its terms there ($terms: "deklaracja (2017), roszczenie (2007)").
search-through-terms = { $concept } → { $terms } (słownik terminów: { $lang }).
# A law the book's second language (--with) has no text of: $lang is that language's name.
book-no-text = Brak tekstu tego przepisu w tym wydaniu: { $lang }.
