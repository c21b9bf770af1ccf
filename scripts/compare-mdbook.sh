#!/usr/bin/env bash
# lawref against mdBook on the same generated content, measured in one run (issue 7): the
# generated corpus is built by `lawref build` and, as a book with one chapter per law document
# (the same Markdown files, front matter removed), by `mdbook build`; hyperfine times both and
# prints the ratio lawref / mdBook.
#
# Usage: scripts/compare-mdbook.sh [RESULTS_DIR]
# Environment:
#   LAWREF_BIN   the binary (default target/release/lawref, built when missing)
#   SIZE         generator arguments (default issue 7's "--laws 93 --langs 20 --editions 3")
#   RUNS         timed runs of each (default 3)
#   CACHE        where mdBook is installed (default ~/.cache/lawref-bench), by
#                `cargo install mdbook --locked --root $CACHE` when missing (scripts/bench-common.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE=${SIZE:---laws 93 --langs 20 --editions 3}
RUNS=${RUNS:-3}
RESULTS=${1:-bench-results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh

need_apt hyperfine
need_mdbook
need_lawref
echo "machine: $(nproc) cores; $("$MDBOOK" --version); $(hyperfine --version)"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# shellcheck disable=SC2086
"$BIN" generate --out "$WORK/corpus" $SIZE

# The book: one chapter per document, in the corpus's order (edition, language, law), its
# Markdown as written without the front matter.
BOOK="$WORK/book"
echo "chapters: $(write_book "$WORK/corpus" "$BOOK")"

C="$WORK/corpus"
# Each run starts from nothing: the last run's output is moved aside (a rename), not deleted in
# the prepare step (deleting some 200,000 files can take minutes on a slow disk); the trash is
# deleted with $WORK at the end.
TRASH="$WORK/trash"
mkdir -p "$TRASH"
hyperfine --runs "$RUNS" --export-json "$RESULTS/mdbook.json" --export-markdown "$RESULTS/mdbook.md" \
    --prepare "t=\$(mktemp -d -p $TRASH); for d in $C/site $C/.lawref $BOOK/book; do if [ -e \$d ]; then mv \$d \$t/\$(basename \$d); fi; done" \
    -n lawref "$BIN --corpus $C build --out $C/site" \
    -n mdbook "$MDBOOK build $BOOK"
python3 - "$RESULTS/mdbook.json" <<'PY'
import json, sys
r = {x["command"]: x["mean"] for x in json.load(open(sys.argv[1]))["results"]}
print(f"lawref {r['lawref']:.2f} s, mdBook {r['mdbook']:.2f} s: lawref / mdBook = {r['lawref'] / r['mdbook']:.2f}")
PY
