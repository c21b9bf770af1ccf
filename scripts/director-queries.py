#!/usr/bin/env python3
"""Directors' queries against the search: each query of the development set
(tests/fixtures/search/director-queries.yaml: a situation in a director's words, its language and
the Laws a director needs) runs through `lawref search --json`, and passes when one of its laws
is the `law` of one of the first five hits, whatever their kind (a situation index's entry,
kind "index", whose `law` is its first clause's; a law text or commentary; a law title, kind
"title", when the search gives those). Prints each query with PASS or FAIL and its first five
hits as (kind, law, clause), then the score per language and in all, "N of M pass".

Usage: scripts/director-queries.py [--lawref BIN] [--corpus DIR] [--queries FILE]
                                   [--lang pl,nl] [--json FILE]
  --lawref   the binary (default $LAWREF, else target/release/lawref)
  --corpus   the corpus: a folder holding laws/ and translations/ (default $CORPUS, else the
             repository root)
  --queries  the development set (default tests/fixtures/search/director-queries.yaml)
  --lang     only these languages' queries
  --json     also write the results to FILE as JSON (query, lang, laws, pass, hits)

A query of language `en` runs with `--lang en`; if lawref refuses that option, it runs without
--lang (every language), and the output says so. Exit status 0 when every query ran (whatever
the score), 1 when one could not run, 2 for bad arguments or set.

Python 3, standard library and PyYAML (`python3 -c 'import yaml'`); without PyYAML it reads the
set's simple form itself (a list of `- query:` items with `lang:`, `laws: [..]` and `note:`).
"""

import argparse
import json
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP = 5


def load_set(path):
    """The set's entries: dicts with query, lang, laws (ints), note."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        import yaml  # noqa: PLC0415

        items = yaml.safe_load(text)
    except ImportError:
        items = parse_simple(text)
    if not isinstance(items, list):
        sys.exit(f"{path}: not a YAML list")
    out = []
    for i, it in enumerate(items, 1):
        if not isinstance(it, dict) or not {"query", "lang", "laws"} <= set(it):
            sys.exit(f"{path}: item {i} lacks query, lang or laws: {it!r}")
        laws = [int(n) for n in it["laws"]]
        out.append({"query": str(it["query"]), "lang": str(it["lang"]), "laws": laws,
                    "note": str(it.get("note", ""))})
    return out


def parse_simple(text):
    """The set's own simple YAML, without PyYAML: `- query: "..."` opens an item; `lang:`,
    `laws: [a, b]` and `note:` follow at two spaces' indent (a value on its line, or `>-` and
    lines indented further, folded into one); `#` comments and blank lines skipped."""
    items, cur, block = [], None, None
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        stripped = line.strip()
        if block and indent > 2:
            cur[block] = (cur[block] + " " + stripped).strip()
            continue
        block = None
        if stripped.startswith("- "):
            cur = {}
            items.append(cur)
            stripped = stripped[2:]
        k, _, v = stripped.partition(":")
        k, v = k.strip(), v.strip()
        if v in (">-", ">", "|", "|-"):
            cur[k], block = "", k
        elif v.startswith("[") and v.endswith("]"):
            cur[k] = [x.strip() for x in v[1:-1].split(",") if x.strip()]
        else:
            cur[k] = v[1:-1] if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'" else v
    return items


def run(lawref, corpus, query, lang):
    """`lawref search --json` for `query`; returns (hits, stderr)."""
    args = [lawref, "--corpus", corpus, "search", "--json"]
    if lang:
        args += ["--lang", lang]
    args += ["--", query]
    p = subprocess.run(args, capture_output=True, text=True, check=False)
    if p.returncode != 0:
        raise RuntimeError(p.stderr.strip() or f"exit status {p.returncode}")
    return json.loads(p.stdout or "[]"), p.stderr


def refuses_en(lawref, corpus):
    """Whether lawref refuses `--lang en` (then English queries run without --lang)."""
    try:
        run(lawref, corpus, "law", "en")
        return False
    except RuntimeError as e:
        return "--lang" in str(e) or "lang" in str(e).lower()


def show(h):
    return f"({h.get('kind')}, {h.get('law')}, {h.get('clause') or '-'})"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lawref", default=os.environ.get("LAWREF",
                                                      os.path.join(REPO, "target/release/lawref")))
    ap.add_argument("--corpus", default=os.environ.get("CORPUS", REPO))
    ap.add_argument("--queries",
                    default=os.path.join(REPO, "tests/fixtures/search/director-queries.yaml"))
    ap.add_argument("--lang", default="")
    ap.add_argument("--json", dest="json_out", default="")
    a = ap.parse_args()
    if not os.access(a.lawref, os.X_OK):
        print(f"no lawref binary at {a.lawref} (--lawref or $LAWREF)", file=sys.stderr)
        return 2
    entries = load_set(a.queries)
    if a.lang:
        wanted = set(a.lang.split(","))
        entries = [e for e in entries if e["lang"] in wanted]
    en_without_lang = any(e["lang"] == "en" for e in entries) and refuses_en(a.lawref, a.corpus)
    print(f"lawref: {a.lawref}\ncorpus: {a.corpus}\nset:    {a.queries} ({len(entries)} queries)")
    if en_without_lang:
        print("note: lawref refuses --lang en: English queries run without --lang")
    print()
    results, failed_to_run = [], 0
    for e in entries:
        lang = None if (e["lang"] == "en" and en_without_lang) else e["lang"]
        try:
            hits, _ = run(a.lawref, a.corpus, e["query"], lang)
        except RuntimeError as err:
            failed_to_run += 1
            print(f"ERROR [{e['lang']}] {e['query']!r}: {err}")
            results.append({**e, "pass": False, "hits": [], "error": str(err)})
            continue
        top = hits[:TOP]
        ok = any(h.get("law") in e["laws"] for h in top)
        laws = ", ".join(str(n) for n in e["laws"])
        print(f"{'PASS' if ok else 'FAIL'} [{e['lang']}] {e['query']!r} (laws {laws})")
        print("     " + (" ".join(show(h) for h in top) if top else "no hits"))
        results.append({**e, "pass": ok,
                        "hits": [{k: h.get(k) for k in ("kind", "law", "clause", "edition",
                                                         "lang", "snippet")} for h in top]})
    print()
    langs = []
    for r in results:
        if r["lang"] not in langs:
            langs.append(r["lang"])
    for lang in langs:
        rs = [r for r in results if r["lang"] == lang]
        print(f"{lang}: {sum(r['pass'] for r in rs)} of {len(rs)} pass")
    print(f"{sum(r['pass'] for r in results)} of {len(results)} pass")
    if a.json_out:
        with open(a.json_out, "w", encoding="utf-8") as f:
            json.dump(results, f, ensure_ascii=False, indent=1)
    return 1 if failed_to_run else 0


if __name__ == "__main__":
    sys.exit(main())
