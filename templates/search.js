// The search page (search/index.html): a typed clause id jumps to its clause; other queries
// search the Pagefind bundles of the chosen languages (one bundle per language, each with its
// own stemmer: pagefind/<lang>/pagefind.js) and list the hits, best first, one per clause.
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

// A term as entries are matched: NFC, lower case, white space as one space (as lawref's
// situations::fold).
function foldTerm(s) {
  return s.normalize("NFC").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

// The entries matching `s`: exact terms first, then terms holding every word of the query.
function matchingEntries(all, s) {
  const q = foldTerm(s.q);
  const words = q.split(" ").filter(Boolean);
  if (!words.length) return [];
  // A search for one kind of record (text, commentary, notes) shows no entries.
  if (s.kind) return [];
  const usable = all.filter((e) => (!s.lang || e.lang === s.lang) && (!s.edition || e.editions[s.edition]));
  const exact = usable.filter((e) => e.key === q);
  const partial = usable.filter((e) => {
    if (e.key === q) return false;
    const tw = e.key.split(/[^\p{L}\p{N}]+/u);
    return words.every((w) => tw.includes(w));
  });
  return exact.concat(partial);
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
  return { li, clauses: at.clauses.map((c) => c.cite), edition };
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
  let s = query.normalize("NFC").trim();
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

// Where a clause id leads: the chosen edition, else the preferred one (the jump box's page's),
// else the newest edition that has it; in the chosen language, else the preferred one, else the
// first language (by code) that has it there.
function clauseUrl(map, key, s) {
  const [pe, pl] = (s.prefer || "").split("/");
  const first = (list, v) => (v && list.includes(v) ? [v, ...list.filter((x) => x !== v)] : list);
  const editions = s.edition ? [s.edition] : first([...map.editions].reverse(), pe);
  const langs = s.lang ? [s.lang] : first(map.langs, pl);
  for (const e of editions) {
    for (const l of langs) {
      const url = map.clauses[e]?.[l]?.[key];
      if (url) return new URL(url, root).href;
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

function hitItem(data, lang) {
  const li = document.createElement("li");
  li.className = "search-hit";
  li.lang = lang;
  const a = document.createElement("a");
  a.href = new URL(data.raw_url || data.url, root).href;
  a.textContent = data.meta.title || data.meta.clause || data.url;
  const h = document.createElement("h2");
  h.append(a);
  const meta = document.createElement("p");
  meta.className = "search-meta";
  meta.lang = words.lang;
  const kind = words.kinds[data.meta.kind];
  meta.textContent = [data.meta.edition, langName(lang), kind || data.meta.kind]
    .filter(Boolean)
    .join(" · ");
  const p = document.createElement("p");
  p.className = "search-snippet";
  p.append(snippet(data.excerpt || ""));
  li.append(h, meta, p);
  return li;
}

let runs = 0;

async function run(s, how) {
  const mine = ++runs;
  list.replaceChildren();
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
      const url = clauseUrl(map, key, s);
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
    const langs = s.lang ? [s.lang] : options(field.lang);
    const filters = {};
    if (s.edition) filters.edition = s.edition;
    if (s.kind) filters.kind = s.kind;
    const found = await Promise.all(
      langs.map(async (lang) => {
        const instance = await bundle(lang);
        const r = await instance.search(s.q, { filters });
        return r.results.map((hit) => ({ hit, lang }));
      }),
    );
    const shownEntries = matchingEntries(await entries, s).map((e) => entryItem(e, s));
    const hits = found
      .flat()
      .sort((a, b) => b.hit.score - a.hit.score)
      .slice(0, MAX_HITS);
    const loaded = await Promise.all(hits.map((h) => h.hit.data()));
    if (mine !== runs) return;
    // The hits of the first entry's clauses (in its edition and language) come right after it.
    const first = shownEntries[0];
    // A hit's place in the first entry's clauses (-1: not one of them).
    const ofEntry = (d, lang) =>
      first && first.li.lang === lang && d.meta.edition === first.edition && d.meta.kind === "text"
        ? first.clauses.indexOf(d.meta.clause)
        : -1;
    const order = loaded.map((d, i) => ({ d, lang: hits[i].lang, at: ofEntry(d, hits[i].lang) }));
    const ranked = order
      .filter((o) => o.at >= 0)
      .sort((a, b) => a.at - b.at)
      .concat(order.filter((o) => o.at < 0));
    const total = found.reduce((n, f) => n + f.length, 0);
    list.replaceChildren(...shownEntries.map((e) => e.li), ...ranked.map((o) => hitItem(o.d, o.lang)));
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
