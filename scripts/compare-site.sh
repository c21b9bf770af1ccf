#!/usr/bin/env bash
# lawref against Hugo + Pagefind and mdBook on the same generated content, in one run (issue 18):
# the generated corpus is built by `lawref build` (the site and its Pagefind bundles; the command
# line's index, which `lawref search` builds on first use, is measured apart, by a first search);
# by Hugo (Debian's `hugo`) reading the corpus's own Markdown files, one page per
# document, then Pagefind's command line (npm `pagefind`, pinned) indexing Hugo's output; and, as
# a book with one chapter per document, by mdBook (as scripts/compare-mdbook.sh). Each full
# build starts from nothing and is measured whole-process with `/usr/bin/time -v` (wall time,
# CPU time, peak memory), the three taking turns in each round so that the machine's load falls
# on all of them alike. Then lawref's rebuilds: nothing changed, and one document changed (an X
# put before its first paragraph each time, so each run is a real change). Prints each output's files and
# size, the times, the ratios lawref / (Hugo + Pagefind) and lawref / mdBook, the rebuilds as
# shares of the full build, and issue 18's and 30's targets met or missed (scripts/site-targets.py).
#
# Usage: scripts/compare-site.sh [RESULTS_DIR]
# Environment:
#   LAWREF_BIN  the binary (default target/release/lawref, built when missing)
#   SIZE        generator arguments (default "--laws 93 --langs 20 --editions 3")
#   RUNS        rounds of full builds (default 1; the figures are the medians)
#   REBUILDS    runs of each lawref rebuild (default 3; medians)
#   ONE_DOC     the document the one-document rebuild changes (default
#               translations/pl/2017/70.md, else the corpus's first Polish law text)
#   MDBOOK      0 to leave mdBook out (its build of the large corpus takes minutes)
#   CACHE       where mdBook and Pagefind are installed (default ~/.cache/lawref-bench)
# Tools missing are installed: hugo and time with apt-get, Pagefind with npm into $CACHE, mdBook
# with cargo into $CACHE (scripts/bench-common.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE=${SIZE:---laws 93 --langs 20 --editions 3}
RUNS=${RUNS:-1}
REBUILDS=${REBUILDS:-3}
WITH_MDBOOK=${MDBOOK:-1}
RESULTS=${1:-bench-results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh

[ -x /usr/bin/time ] || need_apt /usr/bin/time time
need_apt hugo
need_pagefind
need_lawref
if [ "$WITH_MDBOOK" != 0 ]; then need_mdbook; fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
C="$WORK/corpus"
# shellcheck disable=SC2086
"$BIN" generate --out "$C" $SIZE >/dev/null
HUGO="$WORK/hugo"
PUBLIC="$WORK/hugo-public"
BOOK="$WORK/book"
write_hugo_site "$C" "$HUGO" "$PUBLIC"
if [ "$WITH_MDBOOK" != 0 ]; then write_book "$C" "$BOOK" >/dev/null; fi

{
    echo "machine: $(nproc) cores, $(uname -m); load average at the start $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "lawref: $BIN ($("$BIN" --version 2>/dev/null || echo lawref))"
    echo "$(hugo version | cut -d' ' -f1-2); pagefind $("$PAGEFIND" --version | cut -d' ' -f2)$(if [ "$WITH_MDBOOK" != 0 ]; then echo "; $("$MDBOOK" --version)"; fi)"
    echo "corpus: $SIZE: $(corpus_documents "$C" | wc -l) documents, $(du -s --apparent-size --block-size=1 "$C/translations" | cut -f1) bytes of Markdown"
} | tee "$RESULTS/compare-site.txt"

# Each measurement: one line of $RUNS_TSV, "name wall-s user-s system-s max-rss-KiB".
RUNS_TSV="$RESULTS/compare-site-runs.tsv"
: >"$RUNS_TSV"
measure() { # name command...
    local name=$1
    shift
    /usr/bin/time -v -o "$WORK/time.txt" "$@" >"$WORK/out.txt" 2>"$WORK/err.txt" || {
        echo "$name failed:" >&2
        cat "$WORK/err.txt" >&2
        exit 1
    }
    python3 - "$name" "$WORK/time.txt" >>"$RUNS_TSV" <<'PY'
import re, sys
name, path = sys.argv[1], sys.argv[2]
t = open(path).read()
def field(label):
    return re.search(re.escape(label) + r": (.*)", t).group(1).strip()
wall = 0.0
for part in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":"):
    wall = wall * 60 + float(part)
print(name, f"{wall:.3f}", field("User time (seconds)"), field("System time (seconds)"), field("Maximum resident set size (kbytes)"))
PY
}

# Full builds from nothing: the last round's output is moved aside (a rename; deleting some
# 20,000 files can take a while on a slow disk), and deleted with $WORK at the end.
mkdir -p "$WORK/trash"
for round in $(seq "$RUNS"); do
    t=$(mktemp -d -p "$WORK/trash")
    for d in "$C/site" "$C/.lawref" "$PUBLIC" "$HUGO/resources" "$BOOK/book"; do
        if [ -e "$d" ]; then mv "$d" "$t/$(basename "$d")-$round"; fi
    done
    echo "round $round of $RUNS: lawref, Hugo, Pagefind$(if [ "$WITH_MDBOOK" != 0 ]; then echo ", mdBook"; fi)"
    measure lawref "$BIN" --corpus "$C" build --out "$C/site"
    measure lawref-index "$BIN" --corpus "$C" search --limit 1 gracz
    measure hugo hugo --quiet --source "$HUGO"
    measure pagefind "$PAGEFIND" --site "$PUBLIC"
    if [ "$WITH_MDBOOK" != 0 ]; then measure mdbook "$MDBOOK" build "$BOOK"; fi
done

# What each wrote (the last round's), before the rebuilds change anything.
sizes() { # name folder: files, bytes on disk (du: blocks, folders too), bytes of the files
    echo "$1 $(find "$2" -type f | wc -l) $(du -s --block-size=1 "$2" | cut -f1) $(find "$2" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')"
}
{
    sizes lawref "$C/site"
    sizes lawref-index "$C/.lawref/index"
    sizes lawref-documents "$C/.lawref/documents"
    sizes hugo+pagefind "$PUBLIC"
    sizes pagefind "$PUBLIC/pagefind"
    if [ "$WITH_MDBOOK" != 0 ]; then sizes mdbook "$BOOK/book"; fi
} >"$RESULTS/compare-site-sizes.tsv"

# lawref's rebuilds: nothing changed, then one document changed each run.
ONE_DOC=${ONE_DOC:-translations/pl/2017/70.md}
if [ ! -f "$C/$ONE_DOC" ]; then
    ONE_DOC=$(corpus_documents "$C" | grep '^translations/pl/' | grep -v commentary | head -n 1)
fi
echo "rebuilds: $REBUILDS with nothing changed, $REBUILDS with $ONE_DOC changed"
for _ in $(seq "$REBUILDS"); do
    measure lawref-no-change "$BIN" --corpus "$C" build --out "$C/site"
    grep -q 'is up to date' "$WORK/out.txt" || { echo "a rebuild with nothing changed built something" >&2; exit 1; }
done
for _ in $(seq "$REBUILDS"); do
    # An X put before the first paragraph that begins with a capital letter (one word changed).
    sed -i '0,/^[A-Z]/s/^\([A-Z]\)/X\1/' "$C/$ONE_DOC"
    measure lawref-one-document "$BIN" --corpus "$C" build --out "$C/site"
done
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$RESULTS/compare-site.txt"

python3 - "$RUNS_TSV" "$RESULTS/compare-site-sizes.tsv" "$RESULTS/targets-args.txt" <<'PY' | tee -a "$RESULTS/compare-site.txt"
import statistics, sys
runs, sizes, args_out = sys.argv[1:4]
by = {}
for line in open(runs):
    name, wall, user, system, rss = line.split()
    by.setdefault(name, []).append((float(wall), float(user) + float(system), int(rss)))
size = {}
for line in open(sizes):
    name, files, disk, written = line.split()
    size[name] = (int(files), int(disk), int(written))

def med(name, i):
    return statistics.median(r[i] for r in by[name])

def peak(name):
    return max(r[2] for r in by[name])

# Hugo + Pagefind: the sum of each round's two, then the median of the sums.
rounds = len(by["lawref"])
hp_wall = statistics.median(by["hugo"][k][0] + by["pagefind"][k][0] for k in range(rounds))
hp_cpu = statistics.median(by["hugo"][k][1] + by["pagefind"][k][1] for k in range(rounds))
mb = lambda b: f"{b / 1e6:,.1f} MB"
print()
print(f"full builds from nothing, median of {rounds} (wall; CPU is user + system, whole process)")
print("| | files | size on disk (du) | bytes of the files | full build, wall | CPU | peak memory |")
print("|---|---|---|---|---|---|---|")
def row(label, sname, wall, cpu, rss, extra=""):
    f, d, w = size[sname]
    print(f"| {label} | {f:,} | {mb(d)} | {mb(w)} | {wall:.1f} s{extra} | {cpu:.1f} s | {rss / 1024:,.0f} MiB |")
row("lawref (site)", "lawref", med("lawref", 0), med("lawref", 1), peak("lawref"))
f, d, w = size["lawref-index"]
print(f"| lawref's command-line index (built apart, by the first `lawref search`) | {f:,} | {mb(d)} | {mb(w)} | "
      f"{med('lawref-index', 0):.1f} s | {med('lawref-index', 1):.1f} s | {peak('lawref-index') / 1024:,.0f} MiB |")
f, d, w = size["lawref-documents"]
print(f"| lawref's parsed documents, kept for rebuilds (`<corpus>/.lawref/documents`, written by the build) | {f:,} | {mb(d)} | {mb(w)} | | | |")
row("Hugo + Pagefind", "hugo+pagefind", hp_wall, hp_cpu, max(peak("hugo"), peak("pagefind")),
    f" ({med('hugo', 0):.1f} + {med('pagefind', 0):.1f})")
f, d, w = size["pagefind"]
print(f"| of which Pagefind's bundles | {f:,} | {mb(d)} | {mb(w)} | | | |")
if "mdbook" in by:
    row("mdBook", "mdbook", med("mdbook", 0), med("mdbook", 1), peak("mdbook"))
print()
lw, lc = med("lawref", 0), med("lawref", 1)
ratio = lambda a, b: f"{a / b:.2f}" if b > 0 else "n/a (0 s)"
print(f"lawref / (Hugo + Pagefind): wall {ratio(lw, hp_wall)}, CPU {ratio(lc, hp_cpu)}")
if "mdbook" in by:
    print(f"lawref / mdBook: wall {ratio(lw, med('mdbook', 0))}, CPU {ratio(lc, med('mdbook', 1))}")
for name, label in (("lawref-no-change", "nothing changed"), ("lawref-one-document", "one document changed")):
    w, c = med(name, 0), med(name, 1)
    lo, hi = min(r[0] for r in by[name]), max(r[0] for r in by[name])
    print(f"rebuild, {label} (median of {len(by[name])}): {w:.2f} s wall ({lo:.2f} to {hi:.2f}), "
          f"{c:.2f} s CPU: {w / lw:.1%} of the full build's wall, {c / lc:.1%} of its CPU")
open(args_out, "w").write(
    f"--peak-kib {peak('lawref')} --full-s {lw:.3f} --hugo-pagefind-s {hp_wall:.3f} "
    f"--no-change-s {med('lawref-no-change', 0):.3f} --one-document-s {med('lawref-one-document', 0):.3f}\n")
PY

echo
# shellcheck disable=SC2046
python3 scripts/site-targets.py "$C/site" $(cat "$RESULTS/targets-args.txt") | tee -a "$RESULTS/compare-site.txt"
