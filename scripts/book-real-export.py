#!/usr/bin/env python3
"""A real PDF-to-text export of the generated laws, to check the generated book's shape against
(issue 15): the generated corpus's law texts of one language and edition are laid out as a book
in LibreOffice (a flat ODT: title page, contents with dotted leaders, running header, page
numbers, soft hyphens in long words, lists, an indented closing paragraph, footnotes), printed
to PDF with `soffice --headless --convert-to pdf`, and turned to text with poppler's
`pdftotext` (default mode and `-layout`). Each text is then imported with `lawref import` and
its corpus files compared with the generator's (bodies byte for byte).

Usage: scripts/book-real-export.py [--laws N] [--lang pl] [--spacing CM] [--out DIR]
Needs LibreOffice (Debian: libreoffice-writer-nogui) and poppler-utils; LAWREF_BIN (default
target/release/lawref). Prints the shape of each export (pages, form feeds, blank lines, line
ends with a hyphen, dotted lines) beside the generated book's, and how many laws round-trip.
"""
import argparse
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAW_WORD = {"pl": "Przepis {n} – {t}", "nl": "ARTIKEL {n} {t}", "ru": "Правило {n}. {t}",
            "en": "LAW {n}\n{t}"}
VOWELS = "aeiouyąęóëéаеёиоуыэюя"
CYRILLIC = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ"


def soft_hyphens(text):
    """A soft hyphen after every vowel followed by a consonant in a word of seven letters or
    more (three letters or more on each side): LibreOffice breaks a word there when it must."""
    def word(m):
        w = m.group(0)
        if len(w) < 7:
            return w
        out = w[0]
        for i in range(1, len(w)):
            if 3 <= i <= len(w) - 3 and w[i - 1].lower() in VOWELS and w[i].lower() not in VOWELS:
                out += "\u00ad"
            out += w[i]
        return out
    return re.sub(r"[^\W\d_]+", word, text)


def para(style, text):
    return f'<text:p text:style-name="{style}">{html.escape(text, quote=False)}</text:p>\n'


def law_paragraphs(md, lang, law):
    """The ODT paragraphs of one corpus file (its body's Markdown, as the generator writes it)."""
    fm, body = md.split("\n---\n", 1)
    title = re.search(r"^title: '(.*)'$", fm, re.M).group(1)
    cyr = lang == "ru"
    out = []
    for i, line in enumerate(LAW_WORD[lang].format(n=law, t=title).split("\n")):
        out.append(para("Heading", line))
    closing = False
    for line in body.split("\n"):
        s = line.strip()
        if not s:
            continue
        if s == "---":
            closing = True
            continue
        s = s.replace("[^*]: ", "* ").replace("[^*]", "*")
        m = re.match(r"^## ([A-Z])\. (.*)$", s)
        if m:
            letter = CYRILLIC[ord(m.group(1)) - 65] if cyr else m.group(1)
            out.append(para("Section", f"{letter}. {m.group(2)}"))
            continue
        m = re.match(r"^- \(([a-z]+)\) (.*)$", s)
        if m:
            marker = m.group(1)
            if cyr and len(marker) == 1:
                marker = CYRILLIC[ord(marker) - 97].lower()
            out.append(para("Item", f"({marker}) " + soft_hyphens(m.group(2))))
            continue
        style = "Closing" if closing else ("Item" if re.match(r"^\d+\. ", s) else "Body")
        out.append(para(style, soft_hyphens(s)))
    return title, out


def fodt(lang, year, laws, spacing_cm):
    body = [para("Title", f"Laws of Duplicate Bridge {year}"), para("Title", "World Bridge Federation"),
            '<text:p text:style-name="Break"/>\n',
            para("Heading", {"pl": "Spis treści", "nl": "Inhoud", "ru": "Содержание", "en": "Contents"}[lang])]
    entries, texts = [], []
    for law, md in laws:
        title, ps = law_paragraphs(md, lang, law)
        head = LAW_WORD[lang].format(n=law, t=title).replace("\n", " – ")
        entries.append(f'<text:p text:style-name="TOC">{html.escape(head)}<text:tab/>{law + 3}</text:p>\n')
        texts.extend(ps)
    body += entries + ['<text:p text:style-name="Break"/>\n'] + texts
    spacing = f'fo:margin-bottom="{spacing_cm}cm"'
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
 <style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify" {spacing}/><style:text-properties fo:font-size="11pt"/></style:style>
 <style:style style:name="Item" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>
 <style:style style:name="Closing" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:margin-left="0.6cm" {spacing}/></style:style>
 <style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="1cm"/><style:text-properties fo:font-size="20pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.5cm" fo:margin-bottom="0.35cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Section" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" {spacing} fo:keep-with-next="always"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="TOC" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="11.5cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="Break" style:family="paragraph"><style:paragraph-properties fo:break-after="page"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1cm" fo:margin-bottom="1cm" fo:margin-left="1.5cm" fo:margin-right="1.5cm"/>
 <style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>
 <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:header><text:p>Laws of Duplicate Bridge {year}</text:p></style:header>
  <style:footer><text:p><text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
{"".join(body)}
</office:text></office:body></office:document>'''


def shape(text):
    lines = text.split("\n")
    return (f"{text.count(chr(12))} form feeds, {len(lines)} lines, "
            f"{sum(1 for l in lines if not l.strip())} blank, "
            f"{sum(1 for l in lines if l.rstrip().endswith('-'))} ending with a hyphen, "
            f"{sum(1 for l in lines if '....' in l)} with dotted leaders, "
            f"{sum(1 for l in lines if l.startswith(' '))} indented")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--laws", type=int, default=12)
    ap.add_argument("--lang", default="pl", choices=sorted(LAW_WORD))
    ap.add_argument("--out", default=None)
    ap.add_argument("--spacing", type=float, default=0.5,
                    help="space after a paragraph, in cm (pdftotext sets paragraphs apart by a "
                         "blank line only when it is large enough)")
    a = ap.parse_args()
    bin_ = os.environ.get("LAWREF_BIN", os.path.join(ROOT, "target", "release", "lawref"))
    work = a.out or tempfile.mkdtemp(prefix="lawref-real-export-")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    gen = os.path.join(work, "generated")
    subprocess.run([bin_, "generate", "--out", gen, "--laws", str(a.laws), "--langs", "4",
                    "--editions", "1", "--book", a.lang], check=True, stdout=subprocess.DEVNULL)
    d = os.path.join(gen, "translations", a.lang, "2017")
    laws = [(n, open(os.path.join(d, f"{n:02}.md"), encoding="utf-8").read()) for n in range(1, a.laws + 1)]
    src = os.path.join(work, "book.fodt")
    with open(src, "w", encoding="utf-8") as f:
        f.write(fodt(a.lang, 2017, laws, a.spacing))
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", work, src],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pdf = os.path.join(work, "book.pdf")
    book = open(os.path.join(gen, "books", f"{a.lang}-2017.txt"), encoding="utf-8").read()
    print(f"generated book: {shape(book)}")
    flags = ["--lang", a.lang] if a.lang in ("en", "nl") else []
    for mode in ([], ["-layout"]):
        name = "pdftotext" + (" " + mode[0] if mode else "")
        txt = os.path.join(work, f"export{mode[0] if mode else ''}.txt")
        subprocess.run(["pdftotext", *mode, pdf, txt], check=True)
        text = open(txt, encoding="utf-8").read()
        print(f"{name}: {shape(text)}")
        corpus = os.path.join(work, "import" + (mode[0] if mode else ""))
        os.makedirs(corpus)
        shutil.copytree(os.path.join(gen, "laws"), os.path.join(corpus, "laws"))
        p = subprocess.run([bin_, "--corpus", corpus, "import", txt, *flags], capture_output=True, text=True)
        if p.returncode != 0:
            print(f"  import failed: {p.stderr.strip().splitlines()[0] if p.stderr.strip() else p.returncode}")
            continue
        same = 0
        for n, md in laws:
            out = os.path.join(corpus, "translations", a.lang, "2017", f"{n:02}.md")
            if os.path.exists(out) and open(out, encoding="utf-8").read().split("\n---\n", 1)[1] == md.split("\n---\n", 1)[1]:
                same += 1
        print(f"  imported: {same} of {len(laws)} laws byte for byte (bodies); files in {corpus}")
    print(f"work folder: {work}")


if __name__ == "__main__":
    sys.exit(main())
