#!/usr/bin/env bash
# Installs translate-toolkit (PyPI), the reader the exchange-file tests (tests/it/export.rs) check
# lawref's TMX, XLIFF and TBX files with, into target/translate-toolkit/<version>/ of this
# checkout: `python3 -m pip install --target`, nothing outside the folder, no virtualenv. The
# version is pinned here and in tests/it/export.rs (TRANSLATE_TOOLKIT). Needs Python 3.9+ with pip
# (Debian: `apt-get install -y python3-pip`) and, the first time, network access to PyPI.
# Run by the test when the folder is missing; safe to run again (it does nothing then).
set -euo pipefail
version=3.20.4
repo=$(cd "$(dirname "$0")/.." && pwd)
dir=${CARGO_TARGET_DIR:-$repo/target}/translate-toolkit/$version
if [ -f "$dir/translate/__init__.py" ]; then
  exit 0
fi
mkdir -p "${dir%/*}"
tmp=$(mktemp -d "${dir%/*}/.install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location --root-user-action=ignore \
  --target "$tmp" "translate-toolkit==$version"
rm -rf "$dir"
mv "$tmp" "$dir"
trap - EXIT
echo "installed translate-toolkit $version into $dir"
