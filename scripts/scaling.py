#!/usr/bin/env python3
"""The scaling benchmark of issues 16 and 28: each input that once took time quadratic in its size
(F8 to F12 of the attack cases; N36 to N38, XLIFF files of many units, of issue 28's), run at 1x,
4x and 16x its size with the release build, with the wall time of each run and the growth per 4x
(the target: at most 5x time for 4x input).

Usage: scripts/scaling.py [--runs R] [--scale S] [--only F8,F10] [--cpu]
  --runs R    timed runs of each command, the median kept (default 3)
  --cpu       times each command's CPU time (user and system, all its threads) instead of its
              wall time: steadier on a machine other jobs load
  --scale S   multiplies every case's 1x size (default 1)
  --only ...  the cases to run (default all), by id: F8 F8div F8ok F9 F9build F10 F11 F12
              N36 N36build N37 N38 (`--only N36,N36build,N37,N38`: the XLIFF cases, import and
              build at 2,000, 8,000 and 32,000 units) R1 R2 R3 (a translation round's work file
              of 2,600 to 41,600 units: export xliff, progress, check)
Environment: LAWREF_BIN, the binary (default target/release/lawref, built when missing).

Each run starts from a fresh copy of the repository's corpus (laws/, translations/,
import-report/) patched by the generators in scripts/attack/ (copies of the attack cases'). The
"base" column is the same command on the unpatched corpus (what any run costs: a refused input
can cost less, as nothing is built); "growth" is t(4x)/t(1x) and t(16x)/t(4x). Exit status 1
when a growth is over 5.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ATTACK = os.path.join(ROOT, "scripts", "attack")
TARGET = 5.0

# id, what, 1x size, how the input is made (into corpus C, or a raw file T), the command.
CASES = [
    ("F8", "note nested N deep (`>`), build (refused at its line)", 32_000,
     ("patch", "deep-note"), ["build"]),
    ("F8div", "note nested N deep (`<div>`), build (refused at its line)", 8_000,
     ("patch", "deep-note-div"), ["build"]),
    ("F8ok", "N quotes 31 deep (the most a note may nest) in one note, build", 500,
     ("notes", None), ["build"]),
    ("F9", "word diff of two dissimilar N-word paragraphs, `lawref diff`", 16_000,
     ("diff", None), ["diff", "68", "--lang", "pl", "--from", "2007", "--to", "2017"]),
    ("F9build", "the same, `lawref build` (its diff page)", 16_000,
     ("diff", None), ["build"]),
    ("F10", "reference list `przepisy 1, 2, ..., N`, build", 40_000,
     ("patch", "ref-list"), ["build"]),
    ("F11", "N form feeds, import", 8_000,
     ("raw", "ff"), ["import", "{raw}", "--lang", "en", "--edition", "2017", "--law", "70"]),
    ("F12", "chain of N hyphenated line ends, import", 8_000,
     ("raw", "hyph"), ["import", "{raw}", "--lang", "en", "--edition", "2017", "--law", "70"]),
    ("N36", "XLIFF of N subsection units 68A1..., import", 2_000,
     ("xliff", "sub"), ["import", "{raw}"]),
    ("N36build", "the same imported, build", 2_000,
     ("xliff-imported", "sub"), ["build"]),
    ("N37", "XLIFF of N footnote units 68-fn-m1..., import", 2_000,
     ("xliff", "fn"), ["import", "{raw}"]),
    ("N38", "the same imported, build", 2_000,
     ("xliff-imported", "fn"), ["build"]),
    ("R1", "a round's work file of N units (subsections in review), export xliff", 2_600,
     ("round", None), ["export", "xliff", "--law", "68", "--source", "en", "--target", "de",
                       "--edition", "2027"]),
    ("R2", "the same, progress", 2_600, ("round", None), ["progress", "--edition", "2027"]),
    ("R3", "the same, check", 2_600, ("round", None), ["check"]),
]


def binary():
    b = os.environ.get("LAWREF_BIN", os.path.join(ROOT, "target", "release", "lawref"))
    if not os.access(b, os.X_OK):
        # Cargo's compiler probe reads /dev/null: empty it where it is a regular file (README,
        # "Continuous integration"), and give cargo an empty standard input.
        if os.path.isfile("/dev/null"):
            open("/dev/null", "w").close()
        with tempfile.TemporaryFile() as empty:
            subprocess.run(["cargo", "build", "--release", "--bin", "lawref"], cwd=ROOT,
                           stdin=empty, check=True)
    return os.path.abspath(b)


def fresh(c):
    shutil.rmtree(c, ignore_errors=True)
    os.makedirs(c)
    for d in ("laws", "translations", "import-report"):
        if os.path.isdir(os.path.join(ROOT, d)):
            shutil.copytree(os.path.join(ROOT, d), os.path.join(c, d))


def prepare(work, make, n):
    """A fresh corpus (and raw document) for one run; returns (corpus, raw file or None)."""
    c = os.path.join(work, "c")
    fresh(c)
    kind, arg = make
    raw = None
    if n and kind == "patch":
        subprocess.run([sys.executable, os.path.join(ATTACK, "patch.py"), c, arg, str(n)], check=True)
    elif n and kind == "diff":
        subprocess.run([sys.executable, os.path.join(ATTACK, "diff-quadratic.py"), c, str(n)],
                       check=True)
    elif n and kind == "notes":
        # As deep as a note may be, and N times over: the sanitiser's time is linear in it.
        import json
        text = ("> " * 31 + "x\n\n") * n
        with open(os.path.join(c, "translations", "annotations", "deep.yaml"), "w") as f:
            f.write("- clause: 68C\n  editions: 2017\n  lang: en\n  source: x\n  text: "
                    + json.dumps(text) + "\n")
    elif kind in ("xliff", "xliff-imported"):
        # An XLIFF file of N units (a unit of each kind alone at 0: the base), imported (untimed)
        # for the build's case.
        raw = os.path.join(work, "units.xlf")
        subprocess.run([sys.executable, os.path.join(ATTACK, "xliff-units.py"), str(n), arg, raw],
                       check=True)
        if kind == "xliff-imported":
            subprocess.run([binary(), "--corpus", c, "import", raw], cwd=c,
                           stdout=subprocess.DEVNULL, check=True)
    elif n and kind == "round":
        # A translation round's work file of N units (issue 31's attack), imported untimed.
        subprocess.run([sys.executable, os.path.join(ATTACK, "round-work.py"), c, str(n),
                        binary()], check=True)
    elif kind == "raw":
        raw = os.path.join(work, "raw.txt")
        with open(raw, "w", encoding="utf-8") as f:
            if n:
                subprocess.run([sys.executable, os.path.join(ATTACK, "patho.py"), arg, str(n)],
                               stdout=f, check=True)
            else:
                f.write("The Laws of Duplicate Bridge 2017\n\nLaw 70: Contested Claim or "
                        "Concession\n\nA. General Objective\n\nThe director decides.\n")
    return c, raw


def timed(bin_, work, make, n, args, runs, cpu=False):
    times, codes = [], set()
    for _ in range(runs):
        c, raw = prepare(work, make, n)
        cmd = [bin_, "--corpus", c] + [a.replace("{raw}", raw or "") for a in args]
        start = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        p = subprocess.run(cmd, cwd=c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if cpu:
            # The command's CPU time, user and system, all threads: on a machine other jobs
            # load, steadier than its wall time.
            times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        else:
            times.append(time.perf_counter() - start)
        codes.add(p.returncode)
    return statistics.median(times), sorted(codes)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--only", default="")
    ap.add_argument("--cpu", action="store_true")
    a = ap.parse_args()
    only = {x.strip() for x in a.only.split(",") if x.strip()}
    bin_ = binary()
    print(f"machine: {os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f}; binary {bin_}")
    print(f"runs: {a.runs} each, median {'CPU time (user and system)' if a.cpu else 'wall time'}; "
          f"sizes 1x/4x/16x; target: growth at most {TARGET:g}x per 4x")
    print()
    head = f"{'case':<9} {'1x size':>9} {'base':>7} {'1x':>8} {'4x':>8} {'16x':>8}  {'growth':>11}  exit  what"
    print(head)
    print("-" * len(head))
    over = False
    with tempfile.TemporaryDirectory() as work:
        for cid, what, n1, make, args in CASES:
            if only and cid not in only:
                continue
            n1 = int(n1 * a.scale)
            base, _ = timed(bin_, work, make, 0, args, a.runs, a.cpu)
            ts, codes = [], set()
            for k in (1, 4, 16):
                t, c = timed(bin_, work, make, n1 * k, args, a.runs, a.cpu)
                ts.append(t)
                codes.update(c)
            g = (ts[1] / ts[0], ts[2] / ts[1])
            over |= max(g) > TARGET
            print(f"{cid:<9} {n1:>9} {base:>6.2f}s {ts[0]:>7.2f}s {ts[1]:>7.2f}s {ts[2]:>7.2f}s  "
                  f"{g[0]:>4.1f} {g[1]:>4.1f}x  "
                  f"{','.join(map(str, sorted(codes))):>4}  {what}", flush=True)
    print()
    print("over the target" if over else "every case within the target")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
