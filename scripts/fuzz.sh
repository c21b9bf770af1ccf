#!/usr/bin/env bash
# Fuzzes lawref's parsers of outside input with libFuzzer, coverage-guided, on stable Rust
# (docs/safety.md, "Fuzzing").
#
#   scripts/fuzz.sh TARGET|all [--inputs N | --seconds S | --ci] [--seed K]
#
# TARGET: import, corpus, manifest, annotations, terms, refs, query, serve, situations,
# subject-index, xliff (`all`: each in turn).
# --inputs N runs N inputs per target (default 10000); --seconds S runs each for S seconds.
# --seed K fixes libFuzzer's random seed; by default each run draws its own.
# --ci is CI's pass: seed 1 and a fixed number of inputs per target (about ten seconds each on a
# 2-core machine, see ci_inputs), so that on a clean clone each CI run of a commit tries the
# same inputs, whatever the machine's speed. (A pass limited by time tried more inputs on a
# quicker machine, and could fail there on an input the same commit's run never reached.)
#
# Builds the harness (tests/fuzz) into target/debug/lawref-fuzz: lawref and the harness
# instrumented for coverage (scripts/fuzz-rustc), the other crates as `cargo test` builds them;
# dependencies and lawref at opt-level 2, debug assertions and overflow checks on. Needs a C++
# compiler for libFuzzer (installed with apt-get when missing); libfuzzer-sys is pinned in
# tests/fuzz/Cargo.toml and its Cargo.lock.
#
# Each target's seeds are made afresh from the repository (its fixtures, corpus and
# tests/fuzz/seeds/) into target/fuzz/<target>/seeds; what libFuzzer finds new is kept in
# target/fuzz/<target>/corpus for the next run; a failing input (a panic, an input over 1 s, a
# hang over 10 s, memory over 4 GiB) is saved in target/fuzz/<target>/failures/ and the script
# exits 1. tests/fuzz/found/<target>/ holds the inputs of failures found and fixed: every run
# runs them first. One line per target is printed and appended to target/fuzz/results.tsv:
# target, inputs, wall seconds, inputs per second, the slowest input, the outcome.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
targets=(import corpus manifest annotations terms refs query serve situations subject-index xliff)

usage() {
  echo "usage: scripts/fuzz.sh TARGET|all [--inputs N | --seconds S | --ci] [--seed K]" >&2
  echo "targets: ${targets[*]}" >&2
  exit 2
}
[ $# -ge 1 ] || usage
which=$1
shift
inputs=10000
seconds=
seed=()
ci=
while [ $# -gt 0 ]; do
  case $1 in
    --inputs) [ $# -ge 2 ] || usage; inputs=$2; seconds=; shift 2 ;;
    --seconds) [ $# -ge 2 ] || usage; seconds=$2; inputs=; shift 2 ;;
    --seed) [ $# -ge 2 ] || usage; seed=(-seed="$2"); shift 2 ;;
    --ci) ci=1; seconds=; seed=(-seed=1); shift ;;
    *) usage ;;
  esac
done
if [ "$which" = all ]; then
  run=("${targets[@]}")
else
  case " ${targets[*]} " in
    *" $which "*) run=("$which") ;;
    *) usage ;;
  esac
fi

work=$root/target/fuzz
bin=$root/target/debug/lawref-fuzz
mkdir -p "$work"

# As .ci/run: /dev/null may be a regular file here, which cargo's compiler probe reads.
fresh_null() {
  if [ ! -c /dev/null ]; then
    : >/dev/null
  fi
}

# libFuzzer is C++, compiled by libfuzzer-sys's build script.
if ! command -v c++ >/dev/null 2>&1; then
  echo "== installing g++ (Debian) for libFuzzer"
  apt-get update -qq && apt-get install -y -qq g++
fi

echo "== building the fuzz harness (tests/fuzz)"
fresh_null
CARGO_TARGET_DIR=$root/target RUSTC_WRAPPER=$root/scripts/fuzz-rustc \
  cargo build --quiet --manifest-path "$root/tests/fuzz/Cargo.toml" --bin lawref-fuzz

# One seed file: its bytes are the arguments' concatenation (printf %b escapes in the prefix).
seed() { # dir prefix file
  local out
  out=$1/$(printf '%05d' "$n")
  n=$((n + 1))
  { printf '%b' "$2"; cat "$3"; } >"$out"
}
# One seed from a string.
seed_text() { # dir prefix text
  local out
  out=$1/$(printf '%05d' "$n")
  n=$((n + 1))
  printf '%b%s' "$2" "$3" >"$out"
}
# The lines of a seeds file that are not comments or empty.
lines_of() { grep -v -e '^#' -e '^$' "$1"; }

make_seeds() { # target dir
  local t=$1 dir=$2 f line b
  rm -rf "$dir"
  mkdir -p "$dir"
  n=0
  case $t in
    import)
      # Each test document with no flags, with --edition 2017, with --edition 2007.
      while IFS= read -r -d '' f; do
        for b in '\x00' '\x08' '\x10'; do seed "$dir" "$b" "$f"; done
      done < <(find "$root/tests/fixtures/import" "$root/tests/fixtures/seeds" \
        "$root/tests/fixtures/real" "$root/tests/fixtures/attack" -type f -print0 | sort -z)
      ;;
    corpus)
      while IFS= read -r -d '' f; do seed "$dir" '' "$f"; done < <(find "$root/translations" \
        "$root/tests/fixtures/mini/translations" -name '*.md' -type f -print0 | sort -z)
      ;;
    manifest)
      for f in "$root"/laws/*.yaml "$root"/tests/fixtures/mini/laws/*.yaml; do
        seed "$dir" '' "$f"
      done
      ;;
    annotations)
      while IFS= read -r -d '' f; do seed "$dir" '' "$f"; done < <(find \
        "$root/tests/fixtures/annotations" "$root/translations" -path '*annotations*' \
        -name '*.yaml' -type f -print0 | sort -z)
      ;;
    terms)
      # The first byte: the term base's language (0 pl, 1 nl, 2 ru, 3 en).
      for f in "$root"/translations/*/terms.yaml; do
        case $f in */pl/*) b='\x00' ;; */nl/*) b='\x01' ;; */ru/*) b='\x02' ;; *) b='\x03' ;; esac
        seed "$dir" "$b" "$f"
      done
      ;;
    refs)
      # Language (0 pl, 1 nl, 2 ru, 3 en, 11 el), letter scheme (0 look-alike, 1 alphabet,
      # 2 unknown), the clause the text stands in; then the text.
      while IFS= read -r line; do
        for b in '\x00\x00\x00' '\x01\x02\x01' '\x02\x01\x02' '\x03\x02\x03' '\x0b\x02\x00'; do
          seed_text "$dir" "$b" "$line"
        done
      done < <(lines_of "$root/tests/fuzz/seeds/refs.txt")
      # Paragraphs of the corpus that hold a number, in their own language.
      for f in "$root"/translations/*/*/*.md; do
        case $f in */pl/*) b='\x00\x02\x00' ;; */nl/*) b='\x01\x02\x00' ;; *) b='\x02\x02\x00' ;; esac
        while IFS= read -r line; do seed_text "$dir" "$b" "$line"; done < <(grep '[0-9]' "$f" | head -40)
      done
      ;;
    query)
      # Language (0 none, 1 pl …), edition and kind (0 none), hits asked for (0: default).
      while IFS= read -r line; do
        for b in '\x00\x00\x00' '\x01\x01\x05' '\x03\x0a\x01'; do seed_text "$dir" "$b" "$line"; done
      done < <(lines_of "$root/tests/fuzz/seeds/query.txt"; lines_of "$root/tests/search_queries.tsv" | cut -f1)
      ;;
    situations)
      # The first byte: the index's language (0 pl, 1 nl, 2 ru, 3 en).
      for f in "$root"/translations/*/index.yaml; do
        case $f in */pl/*) b='\x00' ;; */nl/*) b='\x01' ;; */ru/*) b='\x02' ;; *) b='\x03' ;; esac
        seed "$dir" "$b" "$f"
      done
      ;;
    subject-index)
      # The real subject-index pages of the test documents, as Russian and as Polish.
      for f in "$root"/tests/fixtures/real/INDEX-*; do
        for b in '\x02' '\x00'; do seed "$dir" "$b" "$f"; done
      done
      ;;
    xliff)
      # Each XLIFF test file with no flags, and with --lang en --edition 2007 (which the file's
      # own attributes override).
      while IFS= read -r -d '' f; do
        for b in '\x00' '\x14'; do seed "$dir" "$b" "$f"; done
      done < <(find "$root/tests/fixtures/xliff" -type f -print0 | sort -z)
      ;;
    serve)
      # Paragraphs separated by `%%` lines, each line ended with CR LF.
      awk -v dir="$dir" '
        /^#/ && !started { next }
        { started = 1 }
        /^%%$/ { k++; next }
        { printf "%s\r\n", $0 > sprintf("%s/%05d", dir, k) }
      ' "$root/tests/fuzz/seeds/serve.txt"
      ;;
  esac
}

# The target's dictionary: libFuzzer reads only ASCII there, so other bytes become \xNN.
dict_of() {
  dict_files "$1" | perl -pe 's/([^\x20-\x7e\n])/sprintf("\\x%02x", ord($1))/ge'
}
dict_files() {
  case $1 in
    import | corpus) cat "$root/tests/fuzz/dict/law.dict" "$root/tests/fuzz/dict/yaml.dict" ;;
    manifest | annotations | terms | situations) cat "$root/tests/fuzz/dict/yaml.dict" ;;
    subject-index) cat "$root/tests/fuzz/dict/law.dict" "$root/tests/fuzz/dict/index.dict" ;;
    refs) cat "$root/tests/fuzz/dict/law.dict" ;;
    query) cat "$root/tests/fuzz/dict/law.dict" "$root/tests/fuzz/dict/query.dict" ;;
    serve) cat "$root/tests/fuzz/dict/serve.dict" ;;
    xliff) cat "$root/tests/fuzz/dict/xliff.dict" ;;
  esac
}

# CI's inputs per target: about ten seconds of each on this project's 2-core CI machine.
ci_inputs() {
  case $1 in
    import) echo 3000 ;;
    xliff) echo 1500 ;;
    manifest) echo 6000 ;;
    query | subject-index) echo 20000 ;;
    corpus) echo 40000 ;;
    terms) echo 80000 ;;
    serve | situations) echo 100000 ;;
    annotations) echo 200000 ;;
    refs) echo 300000 ;;
  esac
}

failed=0
printf '%-12s %10s %9s %9s  %-34s %s\n' target inputs seconds inputs/s "slowest input (wall, CPU)" outcome
for t in "${run[@]}"; do
  dir=$work/$t
  mkdir -p "$dir/corpus" "$dir/failures"
  make_seeds "$t" "$dir/seeds"
  dict_of "$t" >"$dir/dict"
  found=$root/tests/fuzz/found/$t
  corpora=("$dir/corpus" "$dir/seeds")
  [ -d "$found" ] && corpora+=("$found")
  limit=(-runs="$inputs")
  [ -n "$ci" ] && limit=(-runs="$(ci_inputs "$t")")
  [ -n "$seconds" ] && limit=(-max_total_time="$seconds")
  before=$(find "$dir/failures" -type f | wc -l)
  start=$(date +%s.%N)
  status=0
  LAWREF_FUZZ_TARGET=$t "$bin" "${limit[@]}" ${seed[@]+"${seed[@]}"} -timeout=10 -rss_limit_mb=4096 \
    -print_final_stats=1 -dict="$dir/dict" -artifact_prefix="$dir/failures/" \
    "${corpora[@]}" >"$dir/log" 2>&1 || status=$?
  end=$(date +%s.%N)
  wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
  units=${units:-0}
  slowest=$(sed -n 's/^lawref-fuzz: slowest input //p' "$dir/log" | tail -1)
  rate=$(awk -v u="$units" -v w="$wall" 'BEGIN { printf "%d", (w > 0 ? u / w : 0) }')
  if [ "$status" = 0 ]; then
    outcome=ok
  else
    failed=1
    new=$(find "$dir/failures" -type f -newermt "@${start%.*}" | head -1)
    [ "$(find "$dir/failures" -type f | wc -l)" -gt "$before" ] || new=${new:-"(none saved)"}
    outcome="FAILED (exit $status): ${new:-see $dir/log}"
  fi
  printf '%-12s %10s %9.1f %9s  %-34s %s\n' "$t" "$units" "$wall" "$rate" "${slowest:-?}" "$outcome"
  printf '%s\t%s\t%s\t%.1f\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$t" "$units" "$wall" "$rate" \
    "${slowest:-?}" "$outcome" >>"$work/results.tsv"
  if [ "$status" != 0 ]; then
    echo "---- from $dir/log:" >&2
    grep -m1 -A3 -e 'panicked at' -e '^==[0-9]*== ERROR: libFuzzer' "$dir/log" | cut -c1-2000 >&2 || true
    grep -e 'Test unit written' -e '^Base64' "$dir/log" | cut -c1-2000 >&2 || true
  fi
done
exit $failed
