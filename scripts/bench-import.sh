#!/usr/bin/env bash
# Whole-process time of importing a book of all 93 laws (issue 15): `lawref import` on the
# generator's book (`lawref generate --book`, a PDF-to-text export's shape), release build, with
# farm-bench (median of RUNS runs, wall and cpu seconds, peak memory). Importing the same book
# again replaces its own files, so every run reads the book, imports it and writes its 93 corpus
# files and its report.
#
# Usage: scripts/bench-import.sh [LANG ...]   (default: pl ru)
# Environment:
#   LAWREF_BIN  the binary to time (default: target/release/lawref, built when missing)
#   RUNS        timed runs (default 10)
# Prints, per language, the book's size and farm-bench's report; see docs/performance-import.md.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${LAWREF_BIN:-target/release/lawref}
RUNS=${RUNS:-10}
LANGS=("$@")
if [ ${#LANGS[@]} -eq 0 ]; then LANGS=(pl ru); fi

if [ ! -x "$BIN" ]; then
    # Cargo's compiler probe reads /dev/null: empty it where it is a regular file (README,
    # "Continuous integration"), and give cargo an empty file as standard input.
    if [ ! -c /dev/null ]; then : >/dev/null; fi
    empty=$(mktemp)
    cargo build --release --bin lawref <"$empty"
    rm -f "$empty"
fi
BIN=$(realpath "$BIN")
command -v farm-bench >/dev/null || { echo "farm-bench is not on the PATH" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
books=$(IFS=,; echo "${LANGS[*]}")
"$BIN" generate --out "$WORK/corpus" --laws 93 --langs 4 --editions 1 --seed 1 --book "$books" >/dev/null
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "binary: $BIN"
for lang in "${LANGS[@]}"; do
    book="$WORK/corpus/books/$lang-2017.txt"
    corpus="$WORK/import-$lang"
    mkdir -p "$corpus"
    cp -r "$WORK/corpus/laws" "$corpus/"
    flags=()
    # whatlang cannot tell the generated English and Dutch words apart: their books need --lang.
    case "$lang" in en | nl) flags=(--lang "$lang") ;; esac
    "$BIN" --corpus "$corpus" import "$book" "${flags[@]}" >/dev/null
    echo
    echo "== import of the $lang book: $(wc -l <"$book") lines, $(tr -cd '\f' <"$book" | wc -c) pages, $(wc -c <"$book") bytes, $(ls "$corpus/translations/$lang/2017" | wc -l) laws =="
    farm-bench -n "$RUNS" -- "$BIN" --corpus "$corpus" import "$book" "${flags[@]}"
done
