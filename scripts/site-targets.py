#!/usr/bin/env python3
"""Checks a site lawref built against the site's targets (issue 18's, with issue 30's size: at
most 300 MB) and prints each as met or missed.

Usage: scripts/site-targets.py SITE [--edition 2017] [--lang pl] [--law 68]
                               [--peak-kib N] [--full-s S] [--hugo-pagefind-s S]
                               [--no-change-s S] [--one-document-s S]

Read from the site folder: its files (every file, the build's own marker and state included)
and their bytes (what a host stores), its size on disk (`du`, blocks), a law page's size
(`<edition>/<lang>/<NN>/index.html`) and the largest law page, and one edition and language's
offline pack: the byte total of `<edition>/<lang>/offline.json` when the site has that pack
manifest, else computed here (that edition and language's pages, everything under
`<edition>/<lang>/`, and its language's Pagefind bundle, `pagefind/<lang>/`), and said so.
The times and the peak memory come from the caller's measurements (scripts/compare-site.sh);
a target whose figure was not given is printed as not measured.

Sizes in decimal units as the issue gives them (MB = 1,000,000 bytes, KB = 1,000), memory in
binary (GiB = 2^30 bytes). Exit status 0 whatever is missed: this reports, it does not gate.
"""

import argparse
import json
import os
import re
import sys

FILES_MAX = 20_000
BYTES_MAX = 300_000_000
LAW_PAGE_MAX = 40_000
PEAK_MAX_KIB = 1 << 20
OFFLINE_MAX = 10_000_000
NO_CHANGE_MAX = 0.05
ONE_DOCUMENT_MAX = 0.10

LAW_PAGE = re.compile(r"^\d{4}/[a-z]{2,3}/\d\d/index\.html$")


def walk(site):
    """Every file under `site`: (site-relative path, bytes, bytes on disk)."""
    out = []
    for folder, _, names in os.walk(site):
        for name in names:
            path = os.path.join(folder, name)
            st = os.lstat(path)
            out.append((os.path.relpath(path, site).replace(os.sep, "/"), st.st_size, st.st_blocks * 512))
    return out


def folders_on_disk(site):
    """The blocks of the folders themselves (`du` counts them too)."""
    total = 0
    for folder, _, _ in os.walk(site):
        total += os.lstat(folder).st_blocks * 512
    return total


def offline_pack(site, files, edition, lang):
    """(bytes, how they were found) of `edition` and `lang`'s offline pack."""
    manifest = os.path.join(site, edition, lang, "offline.json")
    if os.path.isfile(manifest):
        try:
            with open(manifest, encoding="utf-8") as f:
                data = json.load(f)
            total = manifest_bytes(data)
            if total is not None:
                return total, f"{edition}/{lang}/offline.json's byte total"
        except (OSError, ValueError):
            pass
        why = f"{edition}/{lang}/offline.json has no byte total this script reads"
    else:
        why = "no pack manifest in the site"
    prefixes = (f"{edition}/{lang}/", f"pagefind/{lang}/")
    total = sum(size for rel, size, _ in files if rel.startswith(prefixes))
    return total, f"computed: {prefixes[0]} and {prefixes[1]}; {why}"


def manifest_bytes(data):
    """A pack manifest's byte total: a top-level number named like one, else its files' sizes."""
    if isinstance(data, dict):
        for key in ("bytes", "total_bytes", "totalBytes", "size", "total"):
            if isinstance(data.get(key), int):
                return data[key]
        for key in ("files", "entries", "urls"):
            if isinstance(data.get(key), list):
                return files_bytes(data[key])
    if isinstance(data, list):
        return files_bytes(data)
    return None


def files_bytes(entries):
    total = 0
    for e in entries:
        if isinstance(e, dict):
            size = next((e[k] for k in ("bytes", "size") if isinstance(e.get(k), int)), None)
        elif isinstance(e, list) and len(e) == 2 and isinstance(e[1], int):
            size = e[1]
        else:
            size = None
        if size is None:
            return None
        total += size
    return total


def verdict(ok):
    return "met" if ok else "MISSED"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site")
    ap.add_argument("--edition", default="2017")
    ap.add_argument("--lang", default="pl")
    ap.add_argument("--law", type=int, default=68)
    ap.add_argument("--peak-kib", type=int, help="the full build's peak memory (max RSS, KiB)")
    ap.add_argument("--full-s", type=float, help="lawref's full build, wall seconds")
    ap.add_argument("--hugo-pagefind-s", type=float, help="Hugo + Pagefind's build, wall seconds")
    ap.add_argument("--no-change-s", type=float, help="lawref's rebuild with nothing changed, wall seconds")
    ap.add_argument("--one-document-s", type=float, help="lawref's rebuild with one document changed, wall seconds")
    a = ap.parse_args()
    if not os.path.isfile(os.path.join(a.site, ".lawref-site")):
        sys.exit(f"{a.site} is not a site lawref built (no .lawref-site)")

    files = walk(a.site)
    count = len(files)
    written = sum(size for _, size, _ in files)
    on_disk = sum(disk for _, _, disk in files) + folders_on_disk(a.site)
    rows = []
    rows.append(("files", f"at most {FILES_MAX:,}", f"{count:,}", verdict(count <= FILES_MAX)))
    rows.append((
        "size (bytes of the files)",
        f"at most {BYTES_MAX // 1_000_000} MB",
        f"{written / 1e6:,.1f} MB ({on_disk / 1e6:,.1f} MB on disk, du)",
        verdict(written <= BYTES_MAX),
    ))
    law = f"{a.edition}/{a.lang}/{a.law:02}/index.html"
    law_path = os.path.join(a.site, law)
    if os.path.isfile(law_path):
        size = os.path.getsize(law_path)
        rows.append(("law page " + law, f"under {LAW_PAGE_MAX // 1000} KB", f"{size:,} bytes", verdict(size < LAW_PAGE_MAX)))
    else:
        rows.append(("law page " + law, f"under {LAW_PAGE_MAX // 1000} KB", "no such page", "not measured"))
    law_pages = [(size, rel) for rel, size, _ in files if LAW_PAGE.match(rel)]
    if law_pages:
        size, rel = max(law_pages)
        rows.append((f"largest law page ({len(law_pages):,} law pages)", f"under {LAW_PAGE_MAX // 1000} KB", f"{size:,} bytes, {rel}", verdict(size < LAW_PAGE_MAX)))
    pack, how = offline_pack(a.site, files, a.edition, a.lang)
    rows.append((f"offline pack {a.edition}/{a.lang}", f"under {OFFLINE_MAX // 1_000_000} MB", f"{pack / 1e6:,.2f} MB ({how})", verdict(pack < OFFLINE_MAX)))
    if a.peak_kib is not None:
        rows.append(("peak memory, full build", "under 1 GiB", f"{a.peak_kib / 1024:,.0f} MiB", verdict(a.peak_kib < PEAK_MAX_KIB)))
    else:
        rows.append(("peak memory, full build", "under 1 GiB", "not given", "not measured"))
    if a.full_s is not None and a.hugo_pagefind_s:
        ratio = a.full_s / a.hugo_pagefind_s
        rows.append(("full build / Hugo + Pagefind", "at most 1 (aim 0.5)", f"{a.full_s:.1f} s / {a.hugo_pagefind_s:.1f} s = {ratio:.2f}", verdict(ratio <= 1)))
    else:
        rows.append(("full build / Hugo + Pagefind", "at most 1 (aim 0.5)", "not given", "not measured"))
    for name, value, limit in (
        ("rebuild, nothing changed / full build", a.no_change_s, NO_CHANGE_MAX),
        ("rebuild, one document changed / full build", a.one_document_s, ONE_DOCUMENT_MAX),
    ):
        if value is not None and a.full_s:
            share = value / a.full_s
            rows.append((name, f"under {limit:.0%}", f"{value:.2f} s / {a.full_s:.1f} s = {share:.1%}", verdict(share < limit)))
        else:
            rows.append((name, f"under {limit:.0%}", "not given", "not measured"))

    print(f"issue 18's and 30's targets, site {a.site}")
    print("| target | limit | measured | |")
    print("|---|---|---|---|")
    for r in rows:
        print("| " + " | ".join(r) + " |")


if __name__ == "__main__":
    main()
