# Интерфейс сайта на русском языке (см. docs/interface-languages.md). Термины Правил: правило,
# пункт, редакция, комментарий, претензия, уступка.

## Названия языков. $case: nominative (именительный: «польский»), prepositional (предложный:
## «о польском», «на польском языке»), genitive (родительный: «польского»).
lang-name = { $case ->
   *[nominative] { $code ->
        [pl] польский
        [nl] нидерландский
        [ru] русский
        [en] английский
        [de] немецкий
        [fr] французский
        [it] итальянский
        [es] испанский
       *[other] { $code }
    }
    [prepositional] { $code ->
        [pl] польском
        [nl] нидерландском
        [ru] русском
        [en] английском
        [de] немецком
        [fr] французском
        [it] итальянском
        [es] испанском
       *[other] { $code }
    }
    [genitive] { $code ->
        [pl] польского
        [nl] нидерландского
        [ru] русского
        [en] английского
        [de] немецкого
        [fr] французского
        [it] итальянского
        [es] испанского
       *[other] { $code }
    }
 }
# «на польском языке»: the prepositional case of the name.
lang-in = на { $code ->
    [pl] польском
    [nl] нидерландском
    [ru] русском
    [en] английском
    [de] немецком
    [fr] французском
    [it] итальянском
    [es] испанском
   *[other] { $code }
 } языке

## Каждая страница
site-name = { -mpsb }
# The Laws' name in the case a sentence needs (`{ -mpsb(case: "dative") }`): "Исправления к
# Международным правилам спортивного бриджа 2017", never "к Международные правила …".
-mpsb = { $case ->
   *[nominative] Международные правила спортивного бриджа
    [genitive] Международных правил спортивного бриджа
    [dative] Международным правилам спортивного бриджа
 }
edition-name = { -mpsb } { $edition }
skip-link = Перейти к тексту
crumbs-label = Где вы находитесь
jump-label = Перейти к пункту или искать
jump-field = Пункт или слова
jump-go = Перейти
search-link = Поиск
offline-notice = Вы не в сети: это копия страницы, сохранённая на этом устройстве.
footer-missing = Ссылка, помеченная как { $example }, указывает на правило, текста которого ещё нет на этом сайте, поэтому она не активна.
law-n = Правило { $law }
side-by-side = рядом
all-languages = все языки
ui-langs-label = Язык этих страниц

## Ссылки в тексте (подсказки)
ref-missing-title = Текста Правила { $law } ({ $edition }) ещё нет на этом сайте
ref-parallel-title = { $cite }: на других языках
ref-bad-title = В этой редакции нет { $cite }
ref-suspect-title = Не прочитано как ссылка: в перечне могло потеряться соединительное слово

## Части правила
part-title = Название
part-opening = Вступление
part-closing = Заключение
part-footnote = Сноска { $mark }
part-law-opening = Правило { $law }, вступление
part-law-closing = Правило { $law }, заключение
part-law-footnote = Правило { $law }, сноска { $mark }
part-law-commentary = Правило { $law }, комментарий
part-commentary-item = комментарий { $item }
part-whole-law = Правило { $law }, всё правило

## Главная страница
home-title = { -mpsb }
home-heading = { -mpsb }
home-about = На этом сайте собраны { -mpsb } на нескольких языках и в нескольких редакциях, правило за правилом и пункт за пунктом: переводы рядом друг с другом, изменения от одной редакции к следующей и поиск.
home-description = { -mpsb }, языки: { $langs }; каждое правило по редакциям и языкам, языки рядом, изменения между редакциями и поиск.
home-coverage = { $link }: какие правила есть на этом сайте, на каждом языке и в каждой редакции.
home-coverage-link = Охват
home-tocs = Оглавление:
home-no-laws = На этом сайте пока нет ни одного правила этой редакции.
home-holds = В этом собрании
home-holds-commentary = комментарий
list-and = { $first } и { $last }

## Страница правила
law-title = { $law }. { $heading } ({ $edition }, { $lang })
law-description-empty = Правило { $law }, { $heading }, { -mpsb } { $edition }, { $lang_in }: комментарий и правило на других языках.
law-cited-by = На Правило { $law } ссылаются:
cited-by = Ссылаются:
also-in = Также на языках:
edition-n = редакция { $edition }
changes-from-to = изменения { $from } → { $to }
notes-on-law = Примечания к Правилу { $law }
clause-all-languages = { $cite } на всех языках
clause-notes-elsewhere = , а также { $count ->
    [one] { $count } примечание на другом языке
    [few] { $count } примечания на других языках
   *[many] { $count } примечаний на других языках
    [other] { $count } примечания на других языках
 }
sections-label = Части Правила { $law }
xlink-edition-lang = { $cite } в редакции { $edition } ({ $lang })
xlink-edition-all = { $cite } в редакции { $edition } (все языки)
absent-new = нет (новый)
absent-deleted = нет (исключён)
absent-no = нет { $cite }
no-text = На этом сайте нет текста этого правила на этом языке.
no-text-read-in = Прочитайте его на языках:{ $links } или посмотрите { $all }.
no-text-see = Посмотрите { $all }.
all-languages-side-by-side = все языки рядом
notes-on = Примечания к { $cite }
law-lacks = В этом тексте нет: { $clauses }; они есть в текстах этой редакции на других языках ({ $langs }).
not-in-this-text = (в этом тексте его нет)
commentary-elsewhere = Примечания и комментарии к этому правилу на других языках:{ $links } (все они — рядом с { $parallel }).
parallel-view = текстом на всех языках
source = Источник: { $source }
prev-next-label = Предыдущее и следующее правило

## Примечания (комментарии и заметки)
note-commentary = Комментарий
note-note = Примечание
note-interpretation = Толкование
note-erratum = Исправление
note-regulation = Регламент
regulations-of = Регламенты:
regulations-all = все
regulations-none = не показывать
note-link = источник
notes-filter = Показать примечания вида
notes-filter-all = все
note-introduction = введение
note-shown-above = см. выше
note-source = источник:
note-written-for = написано для редакции { $edition }
note-commentary-source = комментарий ({ $lang }, { $edition })

## Все языки рядом
parallel-title = { $law }. { $heading } ({ $edition }, все языки)
parallel-description = Правило { $law }, { $heading }, { -mpsb } { $edition }, языки: { $langs }; рядом, пункт за пунктом, с комментарием.
parallel-description-notes = Правило { $law }, { $heading }, { -mpsb } { $edition }: примечания к нему.
parallel-heading-small = ({ $edition }, рядом)
parallel-no-text = На этом сайте нет текста этого правила в этой редакции, только примечания ниже.
toc-link-title = Оглавление, { $lang }
columns-label = Столбцы
columns = Столбцы:
move-left = Сдвинуть { $lang } влево
move-right = Сдвинуть { $lang } вправо
notes = Примечания
col-first = первым
col-alone = только он
col-all = все, по порядку
clause = Пункт
cell-missing = нет в этом тексте
cell-marker-title = { $cite } ({ $lang }) на отдельной странице
cell-marker-title-edition = { $cite } ({ $lang }, { $edition }) на отдельной странице
notes-below = { $count ->
    [one] { $count } примечание ко всему правилу, ниже
    [few] { $count } примечания ко всему правилу, ниже
   *[many] { $count } примечаний ко всему правилу, ниже
    [other] { $count } примечания ко всему правилу, ниже
 }
no-text-here = (его нет ни в одном тексте)
row-other-edition = { $cite } ({ $edition })
# «часть пункта» / «часть пунктов»: единственное число только для одного пункта (числительного
# перед словом нет, поэтому [1], а не категория one, в которую входят и 21, 31 …).
cell-elsewhere-above = { $count ->
    [1] часть пункта { $links } выше
   *[other] часть пунктов { $links } выше
 }
cell-elsewhere-below = { $count ->
    [1] часть пункта { $links } ниже
   *[other] часть пунктов { $links } ниже
 }
column-edition = { $lang } { $edition }
downloads = Скачать:
download-tmx = TMX: { $langs } ({ $edition })
download-csv = CSV: { $cols }

## Изменения между редакциями
diff-title = Правило { $law } ({ $lang }), { $from } → { $to }
diff-crumb = Правило { $law }, { $lang }: { $from } → { $to }
diff-description = Что изменилось в Правиле { $law }, { $heading }, от редакции { $from } к редакции { $to } { -mpsb(case: "genitive") }, { $lang_in }, слово за словом: изменено частей — { $changed } из { $total }.
diff-legend = Правило в редакции { $from_link } и в редакции { $to_link }, слово за словом: { $ins }, { $del }. Изменено частей: { $changed } из { $total }.
diff-inserted = добавлено в { $to }
diff-deleted = удалено из { $from }
diff-text = Текст
diff-new = новый
diff-gone = исключён

## Оглавление
toc-title = { $name } · оглавление ({ $lang })
toc-description = Оглавление: { $name }, { $lang_in }; каждое правило с названием и языки, на которых оно есть на сайте ({ $langs }).
toc-crumb = Оглавление ({ $lang })
toc-heading = { $name }: оглавление
toc-in = На русском языке
toc-also-in = ; также на языках:
toc-not-yet = (пока нет на этом сайте)

## Короткие ссылки

## Охват
coverage-title = Охват: какие правила есть на этом сайте, по языкам и редакциям
coverage-description = Какие из { -mpsb(case: "genitive") } есть на этом сайте (языки: { $langs }), редакция за редакцией: полностью, частично (с недостающими пунктами) или нет.
coverage = Охват
coverage-legend = Какие правила есть на этом сайте, на каждом языке и в каждой редакции:
    { $present }: в тексте есть каждый пункт, который есть в текстах этого правила данной редакции;
    { $partial }: некоторых пунктов нет, они перечислены в клетке;
    { $absent }: текста нет ({ $commentary_only }, если есть комментарий, но нет текста);
    н/п: в этой редакции нет такого правила.
coverage-law = Правило
cov-present = полностью
cov-partial = частично
cov-absent = нет
cov-commentary-only = только комментарий
cov-not-in-edition = н/п
cov-with-commentary = + комментарий
cov-missing = нет пунктов:
cov-and-more = { $cite } ({ $count ->
    [one] и { $count } подпункт
    [few] и { $count } подпункта
   *[many] и { $count } подпунктов
    [other] и { $count } подпункта
 })

## Поиск
search-title = Поиск · { -mpsb }
search-description = Поиск по { -mpsb(case: "dative") } на всех языках и во всех редакциях или переход к пункту по его номеру (68B2, 68 b 2, 70E).
search-heading = Поиск
search-nojs = Для поиска нужен JavaScript, а в этом браузере он выключен. Все правила есть на { $home }, по редакциям и языкам.
search-pending = Поиск запускается. Если это сообщение не исчезает, страница открыта с диска, а тогда браузер не даёт ей загрузить скрипт и индекс: для поиска сайт должен открываться по HTTP ({ $serve } или любой сервер статических файлов). Все правила есть на { $home }, по редакциям и языкам.
home-page = главной странице
search-field = Слова или пункт (68B2, 68 b 2, 70E)
search-lang = Язык
search-all-langs = все языки
search-edition = Редакция
search-all-editions = все редакции
search-kind = Вид
search-all-kinds = текст правил, комментарии и примечания
kind-text = текст правила
kind-commentary = комментарий
kind-annotation = примечания
kind-annotation-one = примечание
search-button = Искать
search-searching = Идёт поиск…
search-no-clause = Нет пункта { $key }
search-no-clause-lang = { " " }на языке «{ $lang }»
search-no-clause-edition = { " " }в редакции { $edition }
search-words-found = ; найдены слова:{ " " }
search-no-hits = по запросу «{ $q }» ничего не найдено.
search-hits = { $count ->
    [one] { $count } результат по запросу «{ $q }»
    [few] { $count } результата по запросу «{ $q }»
   *[many] { $count } результатов по запросу «{ $q }»
    [other] { $count } результата по запросу «{ $q }»
 }
search-best-shown = , показаны { $shown } лучших
search-failed = Не удалось загрузить поиск ({ $error }). Для него сайт должен открываться по HTTP (через сервер статических файлов), а не с диска.
record-note-on = Примечание к { $cite }
record-commentary-item = Комментарий { $item }

## Страница для несуществующего адреса (404)
not-found-title = Страница не найдена · { -mpsb }
not-found-description = Этой страницы нет на сайте. { -mpsb } (языки: { $langs }) перечислены на главной странице.
not-found-crumb = Страница не найдена
not-found-heading = Страница не найдена
not-found-text = По этому адресу нет страницы. Правила перечислены на { $home }, по редакциям и языкам; { $search } находит слова и пункты (68B2).
search-page = поиск
not-found-root = Если эти ссылки не работают, перейдите на первую страницу сайта: ссылки на этой странице ведут от главной папки сайта.
not-found-contents = Правила по редакциям и языкам

## Копия для работы без сети (sw.js)
offline-missing = Вы не в сети, а эта страница не сохранена на этом устройстве.

## Сохранение издания на одном языке на этом устройстве (оглавление; site.js)
offline-pack-heading = Чтение без сети
offline-pack-about = Сохраните эти правила { $lang_in } вместе с поиском на этом устройстве, чтобы читать их без подключения.
offline-pack-keep = Сохранить на этом устройстве
offline-pack-remove = Удалить с этого устройства
offline-pack-size = { $size }, { $count ->
    [one] { $count } файл
    [few] { $count } файла
    [many] { $count } файлов
   *[other] { $count } файла
}
offline-pack-progress = Сохранение: { $done } из { $total }…
offline-pack-kept = Сохранено на этом устройстве: { $size }.
offline-pack-removed = Удалено с этого устройства.
offline-pack-failed = Не сохранено ({ $error }); попробуйте снова, когда будете в сети.

## Предметный указатель (А–Я) и изменения
situations-link = Указатель А–Я
situations-crumb = Предметный указатель
situations-title = { $name } · предметный указатель ({ $lang })
situations-heading = { $name }: предметный указатель
situations-description = Предметный указатель: { $name }, { $lang }; каждое понятие с правилами и пунктами, которые его касаются.
situations-intro = Найдите ситуацию по её названию: каждое понятие ведёт к пунктам, которые её касаются.
situations-letters = Буквы
situations-see = см.
situations-see-also = см. также
changes-link = Что изменилось
changes-crumb = Изменения с издания { $from }
changes-title = { $name } · изменения с издания { $from } ({ $lang })
changes-heading = { $name }: что изменилось с издания { $from }
changes-description = Правило за правилом: пункты ({ $name }, { $lang }), изменённые, новые, перенумерованные и исключённые с издания { $from }.
changes-intro = Правило за правилом: пункты текста, которые с издания { $from } изменены, добавлены, перенумерованы или исключены; каждое изменение ведёт к своей строке сравнения.
changes-none = Ни одно правило этого издания не отличается от текста издания { $from }.
changes-diff = сравнение с { $from }
change-changed = изменено
change-new = добавлено
change-deleted = исключено
change-renumbered = прежде { $from }
change-split = выделено из { $from }
change-merged = объединено из { $from }
change-mark-title = Изменено с издания { $edition }: строка сравнения
search-entry = Предметный указатель
search-titles-heading = Правила по названию
not-in-collection = нет в этом собрании
search-title-not-asked = нет на выбранном языке или в выбранной редакции; в этом собрании:
search-title-held = в этом собрании:
search-title-commentary = текста здесь нет; комментарий:
## Errata (corrections of the printed texts, from the edition manifests)
errata-title = Исправления: { $name } ({ $lang })
errata-heading = Исправления к { -mpsb(case: "dative") } { $edition }, текст: { $lang }
errata-crumb = исправления
errata-intro = Исправления печатного текста. Сайт показывает исправленный текст; каждый исправленный пункт отмечен на странице закона.
errata-clause = Пункт
errata-printed = В печати
errata-corrected = Исправлено
errata-by = Опубликовал
errata-mark = Исправление
# A quiet mark on a clause whose structure import was unsure of (its doubts follow, in English).
structure-unsure = Структура под сомнением
errata-mark-text = напечатано «{ $from }», исправлено на «{ $to }»
errata-link = Исправления к этой редакции
# The banner on every page of a draft edition (laws/<edition>.yaml: status: draft); $date is the draft's date.
draft-banner = Проект от { $date }: этот текст ещё не принят и может измениться.

progress-heading = Перевод редакции { $edition }
progress-intro = Единицы текста на языке { $source } по их изменению с редакции { $previous } (новые, изменённые, неизменные) и по тому, насколько продвинулся их перевод на каждый язык.
progress-intro-first = Единицы текста на языке { $source } по тому, насколько продвинулся их перевод на каждый язык.
progress-caption = { $lang }: { $text }/{ $units } единиц в опубликованном тексте
progress-new = новые
progress-changed = изменённые
progress-unchanged = неизменные
progress-untranslated = не переведены
progress-in-review = на проверке
progress-translated = переведены
progress-reviewed = проверены
progress-approved = утверждены

## The book (lawref book, the site's book page): an edition's laws to print and read offline.
# $name is the edition's name (edition-name), $lang a language's name, $laws law numbers as ranges ("1–67, 69").
book-title = { $name } — { $lang }
book-contents = Содержание
book-absent = Правила, которых нет в этом собрании: { $laws }
book-paper = Формат
book-a5 = A5, карманный
book-a4 = A4, крупный шрифт
book-print = Печать
book-back = Содержание этого издания
book-description = { $name } ({ $lang }): все правила сайта на одной странице для печати и чтения без сети.
book-loading = Книга собирается…
book-failed = Не удалось загрузить правило: ссылка в содержании по-прежнему ведёт к нему.
book-link = Книга для печати
# A concept's name typed with a language chosen: searched for its terms there ($terms: "deklaracja (2017), roszczenie (2007)").
search-through-terms = { $concept } → { $terms } (словарь терминов: { $lang }).
# A law the book's second language (--with) has no text of: $lang is that language's name.
book-no-text = Нет текста этого правила в этом издании: { $lang }.
