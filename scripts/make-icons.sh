#!/usr/bin/env bash
# Makes the site's icons (templates/icons/*.png and favicon.ico) from their drawings
# (templates/icons/icon.svg, and maskable.svg: the same mark inside the safe zone of a maskable
# icon, on a full square). The files are committed; lawref copies them into every site as they
# are, so a build never depends on these tools. Run it after changing a drawing.
#
# Needs rsvg-convert (Debian's librsvg2-bin) and ImageMagick's convert (imagemagick). Both give
# the same bytes for the same drawing on every run.
set -euo pipefail
cd "$(dirname "$0")/../templates/icons"
rsvg-convert -w 192 -h 192 icon.svg -o icon-192.png
rsvg-convert -w 512 -h 512 icon.svg -o icon-512.png
rsvg-convert -w 512 -h 512 maskable.svg -o maskable-512.png
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for s in 16 32 48; do rsvg-convert -w "$s" -h "$s" icon.svg -o "$tmp/$s.png"; done
convert "$tmp/16.png" "$tmp/32.png" "$tmp/48.png" favicon.ico
