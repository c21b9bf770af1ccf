#!/usr/bin/env bash
# Whole-process wall times of the lawref binary (issue 7), with hyperfine: full build, no-change
# rebuild, one-file change rebuild, `show` and `search`, on the seed corpus and a generated large
# corpus; and the peak memory (max RSS, /usr/bin/time -v) of the large full build.
#
# Usage: scripts/bench-process.sh [RESULTS_DIR]
# Environment:
#   LAWREF_BIN    the binary to time (default: target/release/lawref, built when missing)
#   LARGE         generator arguments of the large corpus (default: issue 7's size,
#                 "--laws 93 --langs 20 --editions 3")
#   RUNS          timed runs of each fast command (default 10); RUNS_BUILD for builds (default 3)
# hyperfine comes from Debian (apt-get install -y hyperfine); installed here when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${LAWREF_BIN:-target/release/lawref}
LARGE=${LARGE:---laws 93 --langs 20 --editions 3}
RUNS=${RUNS:-10}
RUNS_BUILD=${RUNS_BUILD:-3}
RESULTS=${1:-bench-results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)

if ! command -v hyperfine >/dev/null; then
    apt-get update -q >/dev/null && apt-get install -y hyperfine >/dev/null
fi
if [ ! -x "$BIN" ]; then
    # Cargo's compiler probe reads /dev/null: empty it where it is a regular file (README,
    # "Continuous integration"), and give cargo an empty file as standard input.
    if [ ! -c /dev/null ]; then : >/dev/null; fi
    empty=$(mktemp)
    cargo build --release --bin lawref <"$empty"
    rm -f "$empty"
fi
BIN=$(realpath "$BIN")

echo "machine: $(nproc) cores, $(uname -m), $(hyperfine --version)"
echo "binary: $BIN"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Full builds start from nothing: the last build is moved aside into $WORK/trash (a rename), not
# deleted in hyperfine's prepare step (deleting some 200,000 files can take minutes on a slow
# disk, and an ext4 disk then creates new files slowly for a while).
mkdir -p "$WORK/trash"
mkdir -p "$WORK/seed"
cp -r laws translations "$WORK/seed/"
# shellcheck disable=SC2086
"$BIN" generate --out "$WORK/large" $LARGE
echo "large corpus: $LARGE: $(find "$WORK/large/translations" -name '*.md' | wc -l) documents"

# The file a one-file change edits, and the clause `show` prints: the seed's Polish Law 68 of
# 2017 (68B2); in the generated corpus the first Polish text of the newest edition with a
# section A (its section A).
SEED_FILE=translations/pl/2017/68.md
SEED_CLAUSE=68B2
NEWEST=$(ls "$WORK/large/laws" | sort | tail -n 1 | sed 's/\.yaml$//')
LARGE_FILE=$(cd "$WORK/large" && grep -l '^## A\. ' translations/pl/"$NEWEST"/*.md | head -n 1)
LARGE_CLAUSE="$(basename "$LARGE_FILE" .md | sed 's/^0//')A"

bench() { # name corpus-dir file clause query
    local name=$1 c=$2 file=$3 clause=$4 query=$5
    local b="$BIN --corpus $c"
    echo
    echo "== $name =="
    hyperfine --runs "$RUNS_BUILD" --export-markdown "$RESULTS/$name-build.md" \
        --prepare "t=\$(mktemp -d -p $WORK/trash); for d in $c/site $c/.lawref; do if [ -e \$d ]; then mv \$d \$t/\$(basename \$d); fi; done" \
        -n "full build" "$b build --out $c/site"
    "$BIN" --corpus "$c" build --out "$c/site" >/dev/null
    # Each one-file run changes the file again (the title of its first section grows by " x"),
    # so each is a real change; the no-change runs follow a build of the same corpus.
    hyperfine --runs "$RUNS_BUILD" --export-markdown "$RESULTS/$name-rebuild-one-file.md" \
        --prepare "sed -i '0,/^## A\\. /s/^## A\\. \\(.*\\)$/## A. \\1 x/' $c/$file" \
        -n "one-file change rebuild" "$b build --out $c/site"
    hyperfine --runs "$RUNS_BUILD" --export-markdown "$RESULTS/$name-rebuild-no-change.md" \
        -n "no-change rebuild" "$b build --out $c/site"
    hyperfine --runs "$RUNS" --warmup 2 --export-markdown "$RESULTS/$name-query.md" \
        -n "show $clause" "$b show $clause" \
        -n "search $query" "$b search $query"
}

bench seed "$WORK/seed" "$SEED_FILE" "$SEED_CLAUSE" zrzeczenie
bench large "$WORK/large" "$LARGE_FILE" "$LARGE_CLAUSE" sędzia

echo
echo "== peak memory, large full build =="
mv "$WORK/large/site" "$WORK/trash/site-last"
mv "$WORK/large/.lawref" "$WORK/trash/lawref-last"
/usr/bin/time -v "$BIN" --corpus "$WORK/large" build --out "$WORK/large/site" 2>"$WORK/time.txt" >/dev/null
grep -E "Maximum resident set size|Elapsed \(wall clock\)" "$WORK/time.txt" | tee "$RESULTS/large-memory.txt"
