// The search page (search/index.html): a typed clause id jumps to its clause; other queries
// search the Pagefind bundles of the chosen languages (one bundle per language, each with its
// own stemmer: pagefind/<lang>/pagefind.js) and list the hits, best first, one per clause.
// Pagefind holds a record per law page and kind (text, commentary) with a heading per clause
// (or commentary item), and a record per note: the hits are its sub-results (a clause each),
// ranked by the score of their own words, kept only when each word of the query matches a word
// of the clause itself ([keeps]) as the command line matches it, by the stemmed and folded forms
// its analyzers give (the language's word forms, pagefind/<lang>/lawref-forms.json,
// [wordMatcher]): Pagefind matches a word the index lacks to the longest indexed word it begins
// with ("wist" to the Polish "w", "lewica" to "lew"), which the command line never does, and
// ANDs words over a whole page, where the command line ANDs them over a clause. `-word` drops
// the clauses that have the word, as on the command line.
// The form's state is in the URL (?q=…&lang=…&edition=…&kind=…), so a search can be linked.
// Every page's jump box sends its q here, with prefer=<edition>/<lang> (or <edition>): where a
// typed clause id looks first.
// Without JavaScript the page says search needs it; nothing else on the site needs it.
//
// The page is written once per interface language (search/index.html, index.pl.html …); its
// words for the script are in <script type="application/json" id="search-messages"> (from the
// catalogs, templates/i18n/): templates with {q}, {key}, {lang}, {edition}, {shown}, {error}
// and {count}, the count's template chosen by Intl.PluralRules in the page's language.
//
// Everything inserted is text (textContent), but for Pagefind's snippets, which are the
// record's words (escaped when the site was built) with <mark> around the hits: those are
// rebuilt here as text nodes and <mark> elements, nothing else of them is kept.

const root = new URL(".", import.meta.url);
const form = document.getElementById("search-form");
const field = {
  q: document.getElementById("search-q"),
  lang: document.getElementById("search-lang"),
  edition: document.getElementById("search-edition"),
  kind: document.getElementById("search-kind"),
};
const status = document.getElementById("search-status");
const list = document.getElementById("search-results");
const MAX_HITS = 30;
const words = JSON.parse(document.getElementById("search-messages").textContent);
const plural = new Intl.PluralRules(words.lang);

// A message template with its placeholders filled: fill("no hits for “{q}”.", { q: "x" }).
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
}

// The hits message for `count`, in the page's language's plural form.
function hitsText(count, q) {
  const t = words.hits[plural.select(count)] || words.hits.other || Object.values(words.hits)[0];
  return fill(t, { count, q });
}

form.hidden = false;
// The script runs: the note for a page whose script could not load goes.
document.getElementById("search-pending")?.remove();

const clauseMap = fetch(new URL("search/clauses.json", root)).then((r) => {
  if (!r.ok) throw new Error(`${r.status} for search/clauses.json`);
  return r.json();
});

// The situation indexes' entries (search/situations.json): a query that is an entry's term
// (or whose words are all in it) shows the entry first, with its clauses, and puts the hits
// of those clauses before the others.
const entries = fetch(new URL("search/situations.json", root)).then((r) => (r.ok ? r.json() : []), () => []);

// The term bases (search/terms.json): per language, a concept's name (lower case) with its terms,
// newest edition first. A concept's name typed with a language chosen ("claim", Polish) searches
// that language's terms for it ("deklaracja" OR "roszczenie"), and says so, as the command line
// does (lawref's search::terms).
const termBases = fetch(new URL("search/terms.json", root)).then((r) => (r.ok ? r.json() : {}), () => ({}));

// The query `s` read through the chosen language's term base: { q, said } where its words name
// a concept there (the query searched for its terms, with the line that says so), else null.
async function throughTermBase(s) {
  if (!s.lang) return null;
  const base = (await termBases)[s.lang] || {};
  const concept = s.q.normalize("NFC").trim().toLowerCase();
  const terms = (Object.prototype.hasOwnProperty.call(base, concept) ? base[concept] : []).filter(
    ([edition]) => !s.edition || edition === s.edition,
  );
  if (!terms.length) return null;
  const unique = [...new Set(terms.map(([, t]) => t))];
  return {
    q: unique.map((t) => `"${t.replace(/"/g, " ")}"`).join(" OR "),
    said: fill(words.throughTerms, {
      concept: s.q.trim(),
      terms: terms.map(([e, t]) => `${t} (${e})`).join(", "),
      lang: langName(s.lang),
    }),
  };
}

// Every law title of every manifest, with the pages of the texts the site holds of each law
// (search/titles.json): a query matching a law's title lists the law under "Laws by title",
// with where its text is, or that this collection lacks it, as the command line does
// (lawref's search::titles).
const lawTitles = fetch(new URL("search/titles.json", root)).then(
  (r) => (r.ok ? r.json().then(async (j) => (await pause(), expandTitles(j))) : []),
  () => [],
);

// A pause for the browser: what comes after runs in a task of its own, so that a phone's page
// is never blocked by one long task (the titles read, matched and shown, each apart).
function pause() {
  return new Promise((r) => setTimeout(r, 0));
}

// The law titles as search/titles.json writes them, compact (editions by place, a title or a
// language's texts once with all their editions, the law page's address as a template),
// expanded to one { edition, lang, title } per title and one { edition, lang, href } per text,
// each edition's in language order, as the manifests list them.
export function expandTitles(j) {
  const byLang = (a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0);
  // The address template cut once at its placeholders: a law page's address for each of the
  // texts (thousands on a large site) is a join, not a search of the template.
  const pieces = j.page.split(/\{(\w+)\}/);
  const href = (edition, lang, law) => {
    const values = { edition, lang, law: String(law).padStart(2, "0") };
    return pieces.map((p, i) => (i % 2 === 0 ? p : p in values ? values[p] : `{${p}}`)).join("");
  };
  // Rows ({ lang, eds, … }) by place: edition after edition, each edition's in language order
  // (the rows sorted by language once, then read once per edition: no sort of every text).
  const byPlace = (rows, make) => {
    const sorted = rows.slice().sort(byLang);
    const out = [];
    j.editions.forEach((edition, e) => {
      for (const r of sorted) if (r.eds.includes(e)) out.push(make(edition, r));
    });
    return out;
  };
  const held = (rows, law) =>
    byPlace(
      rows.map(([lang, eds]) => ({ lang, eds })),
      // The address made when an item shows it (most never are).
      (edition, r) => ({
        edition,
        lang: r.lang,
        get href() {
          return href(edition, r.lang, law);
        },
      }),
    );
  return j.laws.map((law) => ({
    law: law.law,
    titles: byPlace(
      law.titles.map(([title, lang, eds]) => ({ lang, eds, title })),
      (edition, r) => ({ edition, lang: r.lang, title: r.title }),
    ),
    texts: held(law.texts, law.law),
    commentary: held(law.commentary, law.law),
  }));
}
const titleBox = document.getElementById("search-titles");

// A term as entries are matched: NFC, lower case, white space as one space (as lawref's
// situations::fold).
function foldTerm(s) {
  return s.normalize("NFC").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

// The words of `s` as entries are matched (lawref's search::situations::cover_words): marks
// dropped before the words are split (a stress mark is no break between two words), split at
// what is not a letter or digit, folded, of 3 letters or more; of a query (`query`), its
// -words and its OR and AND are no words.
function coverWords(s, query) {
  return s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/\s+/)
    .filter((t) => !query || !(t === "OR" || t === "AND" || (t.length > 1 && t.startsWith("-"))))
    .flatMap((t) => t.split(/[^\p{L}\p{N}]+/u))
    .map(fold)
    .filter((w) => [...w].length >= 3);
}

// Whether the query `q` holds every word of `term` of 3 letters or more, each as a word of the
// query or a form of it (sameWord), as lawref's search::situations::covers.
function covers(q, term) {
  const qw = coverWords(q, true);
  const tw = coverWords(term, false);
  return tw.length > 0 && tw.every((t) => qw.some((w) => sameWord(w, t)));
}

// Whether two folded words are forms of one word: the same, or sharing a beginning of at least 5
// letters that leaves at most two letters of each, as lawref's search::situations::same_word.
function sameWord(w, t) {
  const a = [...w];
  const b = [...t];
  let cp = 0;
  while (cp < a.length && cp < b.length && a[cp] === b[cp]) cp++;
  return w === t || (cp >= 5 && cp + 2 >= a.length && cp + 2 >= b.length);
}

// The entries matching `s`: exact terms first, then terms holding every word of the query, then
// terms whose every word the query holds (covers).
function matchingEntries(all, s) {
  const q = foldTerm(s.q);
  const words = q.split(" ").filter(Boolean);
  if (!words.length) return [];
  // A search for one kind of record (text, commentary, notes) shows no entries.
  if (s.kind) return [];
  // The query's -words rule out an entry whose term has one (as they rule out a clause).
  const excluded = parseQuery(s.q).excluded;
  const usable = all.filter(
    (e) =>
      (!s.lang || e.lang === s.lang) &&
      (!s.edition || e.editions[s.edition]) &&
      !coverWords(e.key, false).some((t) => excluded.some((x) => sameWord(x, t))),
  );
  const typed = s.q;
  const exact = usable.filter((e) => e.key === q);
  const partial = usable.filter((e) => {
    if (e.key === q) return false;
    const tw = e.key.split(/[^\p{L}\p{N}]+/u);
    return words.every((w) => tw.includes(w));
  });
  // Entries whose words the query only holds are marked: their clauses are not put first.
  const covered = usable
    .filter((e) => e.key !== q && !partial.includes(e) && covers(typed, e.key))
    .map((e) => ({ ...e, covered: true }));
  return exact.concat(partial, covered);
}

// An entry as a result: its term (linked to its A–Z page), then its clauses, linked.
function entryItem(e, s) {
  // The edition asked, else the newest where the entry has clauses, else the newest.
  const newest = Object.keys(e.editions).sort().reverse();
  const edition = s.edition || newest.find((k) => e.editions[k].clauses.length) || newest[0];
  const at = e.editions[edition];
  const li = document.createElement("li");
  li.className = "search-hit search-entry";
  li.lang = e.lang;
  const a = document.createElement("a");
  a.href = new URL(at.page, root).href;
  a.textContent = e.term;
  const h = document.createElement("h2");
  h.append(a);
  const meta = document.createElement("p");
  meta.className = "search-meta";
  meta.lang = words.lang;
  meta.textContent = [words.entry, edition, langName(e.lang)].join(" · ");
  const p = document.createElement("p");
  p.className = "search-clauses";
  at.clauses.forEach((c, i) => {
    if (i) p.append(", ");
    if (c.href) {
      const l = document.createElement("a");
      l.href = new URL(c.href, root).href;
      l.textContent = c.cite;
      p.append(l);
    } else {
      p.append(c.cite);
    }
  });
  if (e.see_also.length) {
    const see = document.createElement("span");
    see.lang = words.lang;
    see.textContent = `${at.clauses.length ? "; " : ""}${words.seeAlso} `;
    p.append(see, e.see_also.join(", "));
  }
  li.append(h, meta, p);
  // Each clause's anchor on its law page (the part of its link after "#"), as a hit's is.
  const anchors = at.clauses.map((c) => (c.href || "").split("#")[1] || "");
  return { li, clauses: at.clauses.map((c) => c.cite), anchors, edition, covered: Boolean(e.covered) };
}

const bundles = new Map();
// One Pagefind instance per language, each from its own copy of pagefind.js (a module of its
// own, so each keeps its own WebAssembly, and so its own stemmer).
function bundle(lang) {
  if (!bundles.has(lang)) {
    const base = new URL(`pagefind/${lang}/`, root);
    bundles.set(
      lang,
      import(new URL("pagefind.js", base).href).then(async (pf) => {
        const instance = pf.createInstance({ basePath: base.pathname, baseUrl: root.pathname });
        await instance.init();
        return instance;
      }),
    );
  }
  return bundles.get(lang);
}

function options(select) {
  return Array.from(select.options, (o) => o.value).filter((v) => v !== "");
}

// The form's state from the URL; values the form does not offer are dropped.
function readState() {
  const p = new URLSearchParams(location.search);
  const pick = (select, v) => (v && options(select).includes(v) ? v : "");
  return {
    q: (p.get("q") || "").trim(),
    lang: pick(field.lang, p.get("lang")),
    edition: pick(field.edition, p.get("edition")),
    kind: pick(field.kind, p.get("kind")),
    prefer: (p.get("prefer") || "").trim(),
  };
}

function showState(s) {
  field.q.value = s.q;
  field.lang.value = s.lang;
  field.edition.value = s.edition;
  field.kind.value = s.kind;
}

function stateUrl(s) {
  const p = new URLSearchParams();
  for (const k of ["q", "lang", "edition", "kind"]) if (s[k]) p.set(k, s[k]);
  const qs = p.toString();
  return qs ? `?${qs}` : location.pathname;
}

// A typed clause id in the anchor form the clause map uses ("68 b 2" → "68B2", "67В2" with a
// Cyrillic В → "67B2", "68D2(b)(i)" → "68D2bi", "Law 68" → "68"), or null for anything else.
export function clauseKey(query, map) {
  // NFKC, as the command line reads a query: full-width digits ("６８B2") are digits.
  let s = query.normalize("NFKC").trim();
  // A law word before the number: "Law 68", "przepis 70D", "Правило 67В2", "art. 68", "§ 16".
  // Only a law word (the map lists them): "zrzeczenie 68" is a search, not a jump.
  const word = s.match(/^(§|[\p{L}]+\.?)\s*(?=\d)/u);
  if (word) {
    const w = word[1].toLowerCase();
    if (w !== "§" && !map.law_words.includes(w) && !map.law_words.includes(w.replace(/\.$/, ""))) {
      return null;
    }
    s = s.slice(word[0].length);
  }
  const m = s.match(
    /^(\d{1,2})\s*(\p{L})?\s*(\d{1,3})?\s*(?:\(\s*(\p{L})\s*\)|(\p{Ll}))?\s*(?:\(\s*([ivxIVX]+)\s*\)|([ivx]+))?\s*\.?$/u,
  );
  if (!m) return null;
  const [, law, sec, sub, itemP, itemB, romanP, romanB] = m;
  let key = String(Number(law));
  if (sec) {
    const up = sec.toUpperCase();
    const latin = /^[A-Z]$/.test(up) ? up : map.sections[up];
    if (!latin) return null;
    key += latin;
  }
  if (sub) key += String(Number(sub));
  const item = itemP || itemB;
  if (item) {
    const low = item.toLowerCase();
    const latin = /^[a-z]$/.test(low) ? low : map.items[low];
    if (!latin) return null;
    key += latin;
  }
  const roman = romanP || romanB;
  if (roman) key += roman.toLowerCase();
  return key;
}

// An edition and language's clause address map (<edition>/<lang>/clauses.json: a clause's short
// name → its law page and anchor, relative to that folder), fetched once, when a jump needs it.
const addressMaps = new Map();
function addressMap(e, l) {
  const k = `${e}/${l}/`;
  if (!addressMaps.has(k)) {
    addressMaps.set(
      k,
      fetch(new URL(`${k}clauses.json`, root)).then((r) => (r.ok ? r.json() : {}), () => ({})),
    );
  }
  return addressMaps.get(k);
}

// Where a clause id leads: the chosen edition, else the preferred one (the jump box's page's),
// else the newest edition that has it; in the chosen language, else the preferred one, else the
// first language (by code) that has it there. The jump map (search/clauses.json) names the
// laws each edition and language has; a clause is looked up in the address maps of those only.
async function clauseUrl(map, key, s) {
  const [pe, pl] = (s.prefer || "").split("/");
  const first = (list, v) => (v && list.includes(v) ? [v, ...list.filter((x) => x !== v)] : list);
  const editions = s.edition ? [s.edition] : first([...map.editions].reverse(), pe);
  const langs = s.lang ? [s.lang] : first(map.langs, pl);
  const law = key.match(/^\d+/)[0];
  const rest = key.slice(law.length);
  // An address map names a clause whose id goes on with a digit after the law's (40-1).
  const name = /^\d/.test(rest) ? `${law}-${rest}` : key;
  for (const e of editions) {
    for (const l of langs) {
      const opening = map.laws[e]?.[l]?.[law];
      if (opening === undefined) continue;
      const folder = `${e}/${l}/${law.padStart(2, "0")}/index.html`;
      if (!rest) return new URL(`${folder}#${opening}`, root).href;
      const url = (await addressMap(e, l))[name];
      if (url) return new URL(`${e}/${l}/${url}`, root).href;
    }
  }
  return null;
}

// Pagefind's snippet (escaped words, hits in <mark>) as nodes: text and <mark> only.
function snippet(html) {
  const out = document.createDocumentFragment();
  const decode = document.createElement("textarea");
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece) {
      decode.innerHTML = piece; // a textarea's content is text: no element, no script
      const text = document.createTextNode(decode.value);
      if (marked) {
        const mark = document.createElement("mark");
        mark.append(text);
        out.append(mark);
      } else {
        out.append(text);
      }
    }
  }
  return out;
}

function langName(code) {
  const o = Array.from(field.lang.options).find((x) => x.value === code);
  return o ? o.textContent.replace(/\s*\([^)]*\)$/, "") : code;
}

function say(text) {
  status.textContent = text;
}

// A word as the matcher compares it: decomposed, marks dropped, lower case, ł as l, letters and
// digits only ("Sędziego," → "sedziego", "ё" → "е").
// Each word folded once: the law titles' words (thousands on a large site, most of them the
// same few hundred) are folded on the first search.
const foldedWords = new Map();
export function fold(word) {
  let out = foldedWords.get(word);
  if (out === undefined) {
    out = word
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/ł/g, "l")
      .replace(/[^\p{L}\p{N}]/gu, "");
    foldedWords.set(word, out);
  }
  return out;
}

// The query's words (folded) that must match and those that must not (`-word`), and the text
// Pagefind is given (the query without the excluded words, quotes and OR). `or` is true when the
// query joins words with OR (then one matching word keeps a clause).
export function parseQuery(q) {
  const terms = [];
  const excluded = [];
  // The same words lower case, as written (the word forms' keys): raw[i] is terms[i]'s.
  const raw = [];
  const rawExcluded = [];
  const given = [];
  // The words between ORs, each group as Pagefind is given it ("wstrzymanie gry" OR "deklaracja").
  const groups = [[]];
  let or = false;
  for (const token of q.normalize("NFKC").split(/\s+/)) {
    if (token === "OR") {
      or = true;
      if (groups[groups.length - 1].length) groups.push([]);
      continue;
    }
    // AND is the command line's operator (every word must match, as here), not a word.
    if (token === "AND") continue;
    const minus = token.length > 1 && token.startsWith("-");
    for (const piece of (minus ? token.slice(1) : token).split(/[^\p{L}\p{N}]+/u)) {
      const w = fold(piece);
      if (!w) continue;
      if (minus) {
        excluded.push(w);
        rawExcluded.push(piece.toLowerCase());
      } else {
        terms.push(w);
        raw.push(piece.toLowerCase());
        given.push(piece);
        groups[groups.length - 1].push(piece);
      }
    }
  }
  return { terms, excluded, raw, rawExcluded, text: given.join(" "), or, groups: groups.filter((g) => g.length).map((g) => g.join(" ")) };
}

// Whether the text's word `w` (folded) is a match of the query's word `t` (folded), as the
// command line's stemmed words match: they share a beginning that leaves at most three letters
// of either (an ending: "atutu" and "atut", "претензию" and "претензия"), or `w` begins with `t`
// (a word typed in part). A word only a short beginning of the query's ("w" for "wist", "o" for
// "opeisen", "wedstrijd" for "wedstrijdleider") is not.
export function matches(w, t) {
  let cp = 0;
  while (cp < w.length && cp < t.length && w[cp] === t[cp]) cp++;
  return cp >= Math.min(t.length, 3) && cp >= t.length - 3 && cp >= Math.min(t.length, w.length) - 3;
}

// Whether a title's word `w` (folded) matches the query's word `t` (folded): `w` begins with
// `t`, or they share a beginning of at least 4 letters that leaves at most two of either (an
// ending: "revokes" and "revoke"; not "review" and "revoke"). As lawref's
// search::titles::word_matches.
export function titleMatches(w, t) {
  const a = [...w];
  const b = [...t];
  let cp = 0;
  while (cp < a.length && cp < b.length && a[cp] === b[cp]) cp++;
  return cp === b.length || (cp >= 4 && cp + 2 >= b.length && cp + 2 >= a.length);
}

// A title's words, folded: once per title (a title stands once for each edition that has it).
const wordsOfTitle = new Map();
function titleWords(title) {
  let words = wordsOfTitle.get(title);
  if (!words) {
    words = title.split(/[^\p{L}\p{N}]+/u).map(fold).filter(Boolean);
    wordsOfTitle.set(title, words);
  }
  return words;
}

// The laws whose titles match the query, as lawref's search::titles::matching: every word of at
// least 3 letters matches a word of the title (one, with OR), no `-word` does; with an edition
// chosen, only that edition's titles; with a kind chosen, none. Each: { law, titles: [[title,
// [editions], lang]], texts (held in the language and edition chosen), elsewhere (held in
// others), commentary (the commentaries on it) }.
export function matchingTitles(all, s) {
  // A search for one kind of record (text, commentary, notes) lists no law titles.
  if (s.kind) return [];
  const parsed = parseQuery(s.q);
  const long = (w) => [...w].length >= 3;
  const terms = parsed.terms.filter(long);
  const excluded = parsed.excluded.filter(long);
  if (!terms.length) return [];
  const out = [];
  for (const law of all) {
    const titles = [];
    for (const t of law.titles) {
      if (s.edition && t.edition !== s.edition) continue;
      // A title's words folded once per page, not once per search.
      const tw = (t.words ??= titleWords(t.title));
      const has = (q) => tw.some((w) => titleMatches(w, q));
      const hit = parsed.or ? terms.some(has) : terms.every(has);
      if (!hit || excluded.some(has)) continue;
      const same = titles.find((x) => fold(x[0]) === fold(t.title));
      if (same) {
        if (!same[1].includes(t.edition)) same[1].push(t.edition);
        same[0] = t.title;
      } else titles.push([t.title, [t.edition], t.lang]);
    }
    if (!titles.length) continue;
    const asked = (h) => (!s.lang || h.lang === s.lang) && (!s.edition || h.edition === s.edition);
    out.push({ law: law.law, titles, texts: law.texts.filter(asked), elsewhere: law.texts.filter((h) => !asked(h)), commentary: law.commentary || [] });
  }
  return out;
}

// A law matched by its title, as an item: "Law 62 · Correction of a Revoke (1997, 2017): not in
// this collection", or with links to the pages of its texts ("PL 2017").
function titleItem(t) {
  const li = document.createElement("li");
  const law = document.createElement("strong");
  law.textContent = fill(words.law, { law: t.law });
  li.append(law, " · ");
  t.titles.forEach(([title, editions, lang], i) => {
    if (i) li.append("; ");
    const span = document.createElement("span");
    span.lang = lang;
    span.textContent = title;
    li.append(span, ` (${editions.join(", ")})`);
  });
  const status = document.createElement("span");
  status.className = "search-title-status";
  // Its texts asked, else its texts in other languages or editions, else the commentaries on it.
  const held = t.texts.length ? t.texts : t.elsewhere.length ? t.elsewhere : t.commentary;
  status.textContent = `: ${t.texts.length ? words.heldIn : t.elsewhere.length ? words.notAsked : held.length ? words.commentaryOnly : words.notHere}`;
  li.append(status);
  held.forEach((h, i) => {
    li.append(i ? ", " : " ");
    const a = document.createElement("a");
    a.href = new URL(h.href, root).href;
    a.lang = h.lang;
    a.textContent = `${h.lang.toUpperCase()} ${h.edition}`;
    li.append(a);
  });
  return li;
}

// Lists the laws whose titles match (none: the box is hidden).
function showTitles(found) {
  titleBox.querySelector("ul").replaceChildren(...found.map(titleItem));
  titleBox.hidden = found.length === 0;
}

// The words of a fragment's text, as Pagefind counts their locations, lower case as written.
function fragmentWords(data) {
  if (!data._words) data._words = (data.raw_content || data.content || "").split(/[\r\n\s]+/g).map((w) => w.toLowerCase());
  return data._words;
}

// Letters the command line's index folds that Unicode does not decompose (lawref's
// search::analyzer::fold); й stays a letter of its own.
const INDEX_FOLD = { ł: "l", Ł: "L", đ: "d", Đ: "D", ø: "o", Ø: "O", ħ: "h", ı: "i", ß: "ss", æ: "ae", Æ: "AE", œ: "oe", Œ: "OE", ĳ: "ij", Ĳ: "IJ", ё: "е", Ё: "Е" };

// A word folded as the command line's index folds it (search::analyzer::fold): "sędziego" →
// "sedziego", "ё" → "е", "й" kept.
export function indexFold(word) {
  let out = "";
  for (const c of word) {
    if (c in INDEX_FOLD) out += INDEX_FOLD[c];
    else if (c === "й" || c === "Й" || c < "\u0080") out += c;
    else out += c.normalize("NFD").replace(/\p{M}/gu, "");
  }
  return out;
}

// Each language's word forms (pagefind/<lang>/lawref-forms.json, written by lawref with the
// command line's analyzers): `s`, each word of the language's texts as written → its stemmed
// form; `f`, each word folded → its folded form; and here `endings`, what the stemmer took off
// the language's folded words ("ami" of "kartami"). null where the file is missing.
const formsByLang = new Map();
// Every language's word forms in one file (search/forms.json, {"pl": {s, f}, …}), for a search
// in several languages: one request, not one per language (on HTTP/1.1, six at a time). A
// language it lacks (or the file missing, as offline) is fetched on its own.
let allForms = null;
function everyLanguagesForms() {
  if (!allForms) {
    allForms = fetch(new URL("search/forms.json", root))
      .then((r) => (r.ok ? r.json() : {}))
      .catch(() => ({}));
  }
  return allForms;
}
function wordForms(lang, several = false) {
  if (!formsByLang.has(lang)) {
    const one = () =>
      fetch(new URL(`pagefind/${lang}/lawref-forms.json`, root))
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
    formsByLang.set(
      lang,
      (several ? everyLanguagesForms().then((all) => (Object.hasOwn(all, lang) ? all[lang] : one())) : one()).then((forms) => {
        if (!forms) return null;
        // Made when a word the texts do not hold is first guessed, not for every search.
        let endings = null;
        let folded = null;
        return {
          ...forms,
          get endings() {
            if (!endings) {
              endings = new Set();
              for (const [word, form] of Object.entries(forms.f)) if (word.startsWith(form)) endings.add(word.slice(form.length));
            }
            return endings;
          },
          // Every folded form of the texts' words, once each.
          get folded() {
            if (!folded) folded = new Set(Object.values(forms.f));
            return folded;
          },
        };
      }),
    );
  }
  return formsByLang.get(lang);
}

// The forms a query's word (lower case, as typed) is looked up by, as the command line looks up
// its stemmed and its folded form. A word the language's texts hold (as written, or folded) has
// them from the word forms. For a word no text holds the command line's stemmer is not here, so
// its folded form is guessed from the texts' words whose folded form it begins with, of at
// least 3 letters: the rest of the word must be an ending the stemmer takes off some word of
// the language's texts ("deklaracjami" → "deklaracj" where "kartami" → "kart"), or, after a
// form of at least 5 letters, at most 5 letters ("zrzeczeniami" → "zrzeczen"). So a word no
// text holds that only begins like a short word of the texts ("lewica", "lew") matches nothing,
// as on the command line. (`guess`: the folded word, matched against each text word's form.)
function queryForms(t, forms) {
  const s = Object.hasOwn(forms.s, t) ? forms.s[t] : null;
  const folded = indexFold(t);
  if (s !== null || Object.hasOwn(forms.f, folded)) return { s, f: Object.hasOwn(forms.f, folded) ? forms.f[folded] : null, guess: null };
  return { s: null, f: null, guess: [...folded] };
}

// Whether the language `lang` can have a hit of the query `parsed`: whether every word of the
// query (one, with OR) can match some word of its texts, as [wordMatcher] matches: a clause id
// always may; another word when the language's texts hold it (as written, or folded), or when
// it is a guess for the folded form of one of their words. [keeps] drops every hit of a
// language that cannot, so leaving its bundle unloaded changes no result. True where the
// language's word forms are missing.
async function mayMatch(parsed, lang, several) {
  const forms = await wordForms(lang, several);
  if (!forms) return true;
  const can = (t) => {
    if (/\p{N}/u.test(t)) return true;
    const q = queryForms(t, forms);
    if (q.s !== null || q.f !== null) return true;
    // A guess's form is a beginning of the folded word: each beginning of 3 letters or more is
    // looked up (time in the word's length, not the language's words).
    for (let n = 3; n <= q.guess.length; n++) {
      const form = q.guess.slice(0, n).join("");
      if (forms.folded.has(form) && guessed(form, q.guess, forms.endings)) return true;
    }
    return false;
  };
  return parsed.or ? parsed.raw.some(can) : parsed.raw.every(can);
}

// Whether a text word's folded form `form` is a guess for the unknown query word `chars` (see
// [queryForms]).
function guessed(form, chars, endings) {
  const f = [...form];
  if (f.length < 3 || f.length > chars.length) return false;
  for (let i = 0; i < f.length; i++) if (f[i] !== chars[i]) return false;
  const rest = chars.length - f.length;
  return endings.has(chars.slice(f.length).join("")) || (f.length >= 5 && rest <= 5);
}

// A word holding a digit (a clause id: "16D", "67В2") in Latin, as lawref's
// search::analyzer::latin_clause_id: each non-Latin letter that looks like a Latin capital
// (`sections`, the clause map's look-alikes) made that Latin letter, lower case.
function latinId(word, sections) {
  if (!/\p{N}/u.test(word)) return word;
  let out = "";
  for (const c of word) {
    const up = c.toUpperCase();
    out += c >= "\u0080" && sections[up] ? sections[up].toLowerCase() : c;
  }
  return out;
}

// A matcher of a language's clause words against a query's words: `(w, i, excluded)`, whether
// the word `w` (lower case, as written) matches the query's i-th word (or i-th excluded word).
// With the language's word forms, a word matches when its stemmed or its folded form is the
// query word's (as the command line's two fields match); without them, as [matches] says.
function wordMatcher(parsed, forms, sections) {
  if (!forms) return (w, i, excluded) => matches(fold(w), (excluded ? parsed.excluded : parsed.terms)[i]);
  const own = parsed.raw.map((t) => ({ t, forms: queryForms(t, forms) }));
  const not = parsed.rawExcluded.map((t) => ({ t, forms: queryForms(t, forms) }));
  // Each answer once per word, query word and side: a page's words repeat, and 60 pages' words
  // were matched one by one (most of the search page's script time on a phone).
  const memo = new Map();
  return (w, i, excluded) => {
    const key = `${excluded ? "-" : "+"}${i} ${w}`;
    let answer = memo.get(key);
    if (answer === undefined) {
      answer = matchOne(w, (excluded ? not : own)[i]);
      memo.set(key, answer);
    }
    return answer;
  };
  function matchOne(w, q) {
    if (!q) return false;
    for (const piece of w.split(/[^\p{L}\p{N}]+/u)) {
      if (!piece) continue;
      // A clause id: the same id, in Latin.
      if (/\p{N}/u.test(piece) || /\p{N}/u.test(q.t)) {
        if (latinId(indexFold(piece), sections) === latinId(indexFold(q.t), sections)) return true;
        continue;
      }
      const folded = indexFold(piece);
      const form = Object.hasOwn(forms.f, folded) ? forms.f[folded] : null;
      if (q.forms.s !== null && forms.s[piece] === q.forms.s) return true;
      if (q.forms.f !== null && form === q.forms.f) return true;
      if (q.forms.guess && form !== null && guessed(form, q.forms.guess, forms.endings)) return true;
    }
    return false;
  }
}

// The span of words [from, to) a sub-result covers: from its heading to the next one (a note:
// the whole record).
function span(data, sub) {
  const words = fragmentWords(data);
  const id = decodeURIComponent(new URL(sub.url, root).hash.slice(1));
  // The page's sub-result anchors in order, once per page (each of its clauses asks).
  if (!data._anchors) {
    data._anchors = (data.anchors || [])
      .filter((a) => (a.title && /\S/.test(a.title)) || (/h\d/i.test(a.element) && a.text && /\S/.test(a.text)))
      .sort((a, b) => a.location - b.location);
    data._at = new Map();
    data._anchors.forEach((a, k) => {
      if (!data._at.has(a.id)) data._at.set(a.id, k);
    });
  }
  const anchors = data._anchors;
  const k = data._at.has(id) ? data._at.get(id) : -1;
  if (k < 0) return [0, words.length];
  return [anchors[k].location, k + 1 < anchors.length ? anchors[k + 1].location : words.length];
}

// Whether a sub-result is a hit of the query `parsed`: every word of the query (one, with OR)
// matches one of its words, and no excluded word is among its words; `match` is the hit's
// language's [wordMatcher].
export function keeps(data, sub, parsed, match) {
  const words = fragmentWords(data);
  const [from, to] = span(data, sub);
  const found = words.slice(from, to);
  const hit = (_, i) => found.some((w) => match(w, i, false));
  if (!(parsed.or ? parsed.terms.some(hit) : parsed.terms.every(hit))) return false;
  if (parsed.excluded.length === 0) return true;
  for (let i = from; i < to; i++) {
    if (parsed.excluded.some((_, k) => match(words[i], k, true))) return false;
  }
  return true;
}

// A clause's score, BM25's over the clause as the command line scores its records: for each
// word of the query, its weight (Pagefind's score of the word's locations in the clause, which
// holds the word's rarity and a heading's weight) saturated by how often the clause has it and
// set against the clause's length (`average`: of the clauses found).
function clauseScore(h, parsed, average) {
  const words = fragmentWords(h.data);
  const K1 = 1.2;
  const B = 0.75;
  const norm = K1 * (1 - B + (B * h.length) / (average || 1));
  let score = 0;
  const located = h.sub.weighted_locations || [];
  const mean = (ls) => ls.reduce((n, l) => n + l.balanced_score, 0) / ls.length;
  const [from, to] = span(h.data, h.sub);
  for (let i = 0; i < parsed.terms.length; i++) {
    // How often the clause has the word: every word of it that matches, also those Pagefind did
    // not locate (a form its own stemmer does not join: "opeisen" for "opgeëiste", which the
    // command line's Dutch stemmer joins), weighed as the located ones (else as all of them).
    let tf = 0;
    for (let k = from; k < to; k++) if (h.match(words[k] || "", i, false)) tf++;
    if (tf === 0) continue;
    const at = located.filter((l) => h.match(words[l.location] || "", i, false));
    const weight = at.length ? mean(at) : located.length ? mean(located) : 1;
    score += (weight * (tf * (K1 + 1))) / (tf + norm);
  }
  return score;
}

function hitItem(h) {
  const { data, sub, lang } = h;
  const li = document.createElement("li");
  li.className = "search-hit";
  li.lang = lang;
  const a = document.createElement("a");
  a.href = new URL(sub.url || data.url, root).href;
  const law = data.meta.title || "";
  a.textContent = sub.title && sub.title !== law ? `${sub.title} · ${law}` : law || data.url;
  const head = document.createElement("h2");
  head.append(a);
  const meta = document.createElement("p");
  meta.className = "search-meta";
  meta.lang = words.lang;
  const kind = words.kinds[data.meta.kind];
  meta.textContent = [data.meta.edition, langName(lang), kind || data.meta.kind]
    .filter(Boolean)
    .join(" · ");
  const p = document.createElement("p");
  p.className = "search-snippet";
  p.append(snippet(sub.excerpt || data.excerpt || ""));
  li.append(head, meta, p);
  return li;
}

// How many pages' fragments a search reads (best first) to find its clauses.
const MAX_PAGES = 60;

// The clauses that are hits of the query `parsed` in the bundles of `langs` with Pagefind's
// `filters`, best first ([clauseScore]); each { data, sub, lang, length, order, score }, `order`
// its place in Pagefind's order (pages by score, a page's clauses in page order).
// Offline, the languages whose bundle is not kept on this device (sw.js, docs/site.md) are left
// out, and the others searched; online, or when none loads, a bundle that fails fails the search.
async function clauses(parsed, langs, filters) {
  if (!parsed.terms.length) return [];
  // Only the languages whose words can match the query: their word forms are a few KB, a
  // bundle (its WebAssembly and index) some hundred; a search in 20 languages loaded every
  // bundle for a word one language has (issue 30).
  const possible = await Promise.all(langs.map(async (lang) => ((await mayMatch(parsed, lang, langs.length > 1)) ? lang : null)));
  langs = possible.filter((l) => l !== null);
  const settled = await Promise.allSettled(
    langs.map(async (lang) => {
      const instance = await bundle(lang).catch((e) => {
        bundles.delete(lang); // tried again next time
        throw e;
      });
      // Pagefind finds the pages that have every word: the groups of words joined with OR are
      // searched one by one (a term of two words as one group), each page once (at its best
      // score).
      const texts = parsed.or && parsed.groups.length > 1 ? [...new Set(parsed.groups)] : [parsed.text];
      const found = new Map();
      for (const r of await Promise.all(texts.map((t) => instance.search(t, { filters })))) {
        for (const hit of r.results) {
          const had = found.get(hit.id);
          if (!had || had.score < hit.score) found.set(hit.id, hit);
        }
      }
      return [...found.values()].map((hit) => ({ hit, lang }));
    }),
  );
  const failed = settled.find((r) => r.status === "rejected");
  const found = settled.filter((r) => r.status === "fulfilled").map((r) => r.value);
  if (failed && (navigator.onLine || found.length === 0)) throw failed.reason;
  const pages = found
    .flat()
    .sort((a, b) => b.hit.score - a.hit.score)
    .slice(0, MAX_PAGES);
  const data = await Promise.all(pages.map((h) => h.hit.data()));
  const matchers = new Map();
  const { sections } = await clauseMap;
  for (const lang of new Set(pages.map((p) => p.lang))) matchers.set(lang, wordMatcher(parsed, await wordForms(lang), sections));
  const hits = [];
  data.forEach((d, i) => {
    const match = matchers.get(pages[i].lang);
    for (const sub of d.sub_results || []) {
      if (!keeps(d, sub, parsed, match)) continue;
      const [from, to] = span(d, sub);
      hits.push({ data: d, sub, lang: pages[i].lang, length: to - from, order: hits.length, match });
    }
  });
  const average = hits.reduce((n, h) => n + h.length, 0) / (hits.length || 1);
  for (const h of hits) h.score = clauseScore(h, parsed, average);
  return hits.sort((a, b) => b.score - a.score || a.order - b.order);
}

let runs = 0;

async function run(s, how) {
  const mine = ++runs;
  list.replaceChildren();
  showTitles([]);
  if (!s.q) {
    say("");
    return;
  }
  say(words.searching);
  try {
    const map = await clauseMap;
    const key = clauseKey(s.q, map);
    let note = "";
    if (key) {
      const url = await clauseUrl(map, key, s);
      if (url) {
        // A link to ?q=68B2 stands for the clause (replace); a typed id leaves the search page
        // in the history as it was before (assign).
        if (how === "load") location.replace(url);
        else location.assign(url);
        return;
      }
      note =
        fill(words.noClause, { key }) +
        (s.lang ? fill(words.noClauseLang, { lang: langName(s.lang) }) : "") +
        (s.edition ? fill(words.noClauseEdition, { edition: s.edition }) : "") +
        words.wordsFound;
    }
    // A search (not a jump) goes in the history, so Back returns to the search before it.
    if (how === "submit") history.pushState(null, "", stateUrl(s));
    // The laws whose titles match are listed at once, above the clauses still being searched
    // (they need no bundle: on a phone, the first result shown a second sooner).
    const all = await lawTitles;
    await pause();
    const titled = matchingTitles(all, s);
    await pause();
    if (mine !== runs) return;
    showTitles(titled);
    // Painted before the search's requests begin.
    if (titled.length) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    if (mine !== runs) return;
    // A clause id no text has is searched as its words without the law word before it
    // ("Правило 67В2" as "67В2"), as the command line reads a reference.
    let typed = key ? { ...s, q: s.q.normalize("NFKC").trim().replace(/^(§|[\p{L}]+\.?)\s*(?=\d)/u, "") } : s;
    // A concept's name with a language chosen: its terms in that language.
    const through = key ? null : await throughTermBase(s);
    if (through) {
      typed = { ...s, q: through.q };
      note = through.said + " ";
    }
    const langs = s.lang ? [s.lang] : options(field.lang);
    const filters = {};
    if (s.edition) filters.edition = s.edition;
    if (s.kind) filters.kind = s.kind;
    let hits = await clauses(parseQuery(typed.q), langs, filters);
    // A bare law number among words ("zrzeczenie 68") is first a word; when nothing has it, it
    // is the law, as on the command line: the other words' clauses of that law, in its order.
    const law = s.q.normalize("NFKC").match(/(?:^|\s)(\d{1,2})(?=\s|$)/);
    if (hits.length === 0 && law && Number(law[1]) >= 1 && Number(law[1]) <= 93) {
      const rest = parseQuery(s.q.normalize("NFKC").replace(law[0], " "));
      if (rest.terms.length) {
        hits = (await clauses(rest, langs, filters))
          .filter((h) => Number(h.data.meta.law) === Number(law[1]))
          .sort((a, b) => a.order - b.order);
      }
    }
    const shownEntries = matchingEntries(await entries, typed).map((e) => entryItem(e, s));
    if (mine !== runs) return;
    // The hits of the first entry's clauses (in its edition and language) come right after it,
    // in the entry's order.
    // Not an entry whose words the query only holds (the query says more than its term).
    const first = shownEntries[0] && !shownEntries[0].covered ? shownEntries[0] : undefined;
    // A hit's place in the first entry's clauses (-1: not one of them).
    const ofEntry = (h) => {
      const anchor = (h.sub.url || "").split("#")[1];
      return first && anchor && first.li.lang === h.lang && h.data.meta.edition === first.edition && h.data.meta.kind === "text"
        ? first.anchors.indexOf(anchor)
        : -1;
    };
    const order = hits.map((h) => ({ h, at: ofEntry(h) }));
    const ranked = order
      .filter((o) => o.at >= 0)
      .sort((a, b) => a.at - b.at)
      .concat(order.filter((o) => o.at < 0))
      .map((o) => o.h);
    const total = hits.length;
    list.replaceChildren(...shownEntries.map((e) => e.li), ...ranked.slice(0, MAX_HITS).map(hitItem));
    say(
      note +
        (total === 0
          ? fill(words.noHits, { q: s.q })
          : `${hitsText(total, s.q)}${total > MAX_HITS ? fill(words.bestShown, { shown: MAX_HITS }) : ""}.`),
    );
  } catch (e) {
    if (mine !== runs) return;
    say(fill(words.failed, { error: e.message }));
  }
}

form.addEventListener("submit", (ev) => {
  ev.preventDefault();
  const s = {
    q: field.q.value.trim(),
    lang: field.lang.value,
    edition: field.edition.value,
    kind: field.kind.value,
  };
  run(s, "submit");
});

window.addEventListener("popstate", () => {
  const s = readState();
  showState(s);
  run(s, "history");
});

const initial = readState();
showState(initial);
run(initial, "load");
