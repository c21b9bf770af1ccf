#!/usr/bin/env bash
# Import fidelity on real documents (issue 29): runs the scorer of ../shared/fidelity (30 real
# documents with their truth read by hand) on a lawref binary, prints its per-document failures
# and its score, and fails when the score is below tests/fidelity/baseline.txt (fewer checks
# passed, or a lower share of them).
#
#   scripts/fidelity.sh [LAWREF_BINARY]    (default target/debug/lawref; the scorer's README
#                                           uses a release build: the score is the same)
#
# The documents are development material kept beside the repository (../shared/fidelity), not
# in it; without them the script says so and fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/target/debug/lawref}
fidelity=$root/../shared/fidelity
[ -x "$bin" ] || { echo "no lawref binary at $bin (cargo build first)" >&2; exit 1; }
[ -f "$fidelity/score.py" ] || { echo "no scorer at $fidelity/score.py (../shared/fidelity beside the checkout)" >&2; exit 1; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# The scorer exits non-zero when any check fails; the score, not its status, is judged here.
(cd "$root" && python3 "$fidelity/score.py" "$bin" . "$fidelity/documents") | tee "$out" || true
line=$(grep '^score=' "$out" | tail -1)
base=$(grep '^score=' "$root/tests/fidelity/baseline.txt" | tail -1)
[ -n "$line" ] || { echo "the scorer printed no score" >&2; exit 1; }
read -r p t < <(echo "$line" | sed -E 's/^score=([0-9]+)\/([0-9]+).*/\1 \2/')
read -r bp bt < <(echo "$base" | sed -E 's/^score=([0-9]+)\/([0-9]+).*/\1 \2/')
echo "fidelity: $p of $t checks ($(( 100 * p / t )) %); baseline $bp of $bt ($(( 100 * bp / bt )) %)"
if [ "$p" -lt "$bp" ] || [ $(( p * bt )) -lt $(( bp * t )) ]; then
  echo "fidelity: the score dropped below the baseline (tests/fidelity/baseline.txt)" >&2
  exit 1
fi
