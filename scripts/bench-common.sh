# Shared by the comparison scripts (scripts/compare-mdbook.sh, scripts/compare-site.sh), sourced
# from the repository root: the tools they run, installed when missing, and the generated
# corpus's documents written out as the other generators read them (an mdBook book; a Hugo site
# reading the corpus's own Markdown files).
#
# Environment:
#   LAWREF_BIN  the binary (default target/release/lawref, built when missing)
#   CACHE       where mdBook and Pagefind are installed (default ~/.cache/lawref-bench)
# shellcheck shell=bash

CACHE=${CACHE:-$HOME/.cache/lawref-bench}
# Pagefind's command line, from npm, pinned: the version lawref's own bundles are built with
# (the `pagefind` crate in Cargo.toml).
PAGEFIND_VERSION=1.6.0

# A Debian package, installed when its command is missing: need_apt COMMAND [PACKAGE].
need_apt() {
    if ! command -v "$1" >/dev/null; then
        apt-get update -q >/dev/null && apt-get install -y "${2:-$1}" >/dev/null
    fi
}

# Cargo's compiler probe reads /dev/null: empty it where it is a regular file (README,
# "Continuous integration"); cargo is given an empty file as standard input.
cargo_quiet_stdin() {
    if [ ! -c /dev/null ]; then : >/dev/null; fi
    local empty
    empty=$(mktemp)
    "$@" <"$empty"
    rm -f "$empty"
}

# Sets BIN to the lawref binary's absolute path, built (release) when missing.
need_lawref() {
    BIN=${LAWREF_BIN:-target/release/lawref}
    if [ ! -x "$BIN" ]; then
        cargo_quiet_stdin cargo build --release --bin lawref
    fi
    BIN=$(realpath "$BIN")
}

# Sets MDBOOK, installed into $CACHE when missing.
need_mdbook() {
    MDBOOK="$CACHE/bin/mdbook"
    if [ ! -x "$MDBOOK" ]; then
        cargo_quiet_stdin cargo install mdbook --locked --root "$CACHE"
    fi
}

# Sets PAGEFIND to Pagefind's command line, npm's `pagefind` at $PAGEFIND_VERSION, installed into
# $CACHE/pagefind-$PAGEFIND_VERSION when missing.
need_pagefind() {
    local dir="$CACHE/pagefind-$PAGEFIND_VERSION"
    PAGEFIND="$dir/node_modules/.bin/pagefind"
    if [ ! -x "$PAGEFIND" ]; then
        mkdir -p "$dir"
        npm install --prefix "$dir" --no-audit --no-fund --save-exact "pagefind@$PAGEFIND_VERSION" >/dev/null
    fi
}

# The corpus's documents, relative to the corpus folder, in the corpus's order (language,
# edition, law): corpus_documents CORPUS.
corpus_documents() {
    (cd "$1" && find translations -name '*.md' | LC_ALL=C sort)
}

# Writes the corpus at CORPUS as an mdBook book in BOOK: one chapter per document, its Markdown
# as written without the front matter, listed in SUMMARY.md in the corpus's order:
# write_book CORPUS BOOK. Prints the number of chapters.
write_book() {
    local corpus=$1 book=$2 list
    list=$(mktemp)
    corpus_documents "$corpus" >"$list"
    mkdir -p "$book/src"
    printf '[book]\ntitle = "Generated Laws"\n\n[output.html]\n' >"$book/book.toml"
    sed 's|/[^/]*$||' "$list" | sort -u | (cd "$book/src" && xargs mkdir -p)
    # One awk for all the files (xargs may split them; each file starts afresh at FNR 1).
    (cd "$corpus" && xargs awk -v out="$book/src" '
        FNR == 1 { if (dest != "") close(dest); dest = out "/" FILENAME; printf "" > dest; fm = 0
                   if ($0 == "---") { fm = 1; next } }
        fm && /^---$/ { fm = 0; next }
        !fm { print > dest }' <"$list")
    {
        echo "# Summary"
        echo
        sed 's|.*|- [&](&)|' "$list"
    } >"$book/src/SUMMARY.md"
    wc -l <"$list"
    rm -f "$list"
}

# Writes a Hugo site in SITE whose content is the corpus's own Markdown files (CORPUS/translations,
# front matter and all: Hugo reads its YAML), one page per document, published into PUBLIC, each
# page in its document's language (`<html lang>`, by which Pagefind makes one index per language)
# and marked as what Pagefind indexes: write_hugo_site CORPUS SITE PUBLIC.
write_hugo_site() {
    local corpus=$1 site=$2 public=$3
    mkdir -p "$site/layouts/_default"
    cat >"$site/config.toml" <<EOF
baseURL = "/"
title = "Generated Laws"
contentDir = "$(realpath "$corpus")/translations"
publishDir = "$public"
disableKinds = ["taxonomy", "term", "RSS"]
relativeURLs = true
EOF
    cat >"$site/layouts/_default/single.html" <<'EOF'
<!doctype html>
<html lang="{{ .Params.lang }}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }}</title></head>
<body><main data-pagefind-body><h1>{{ .Title }}</h1>{{ .Content }}</main></body>
</html>
EOF
    cat >"$site/layouts/_default/list.html" <<'EOF'
<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body>
</html>
EOF
}
