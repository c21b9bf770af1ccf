#!/usr/bin/env python3
"""A translation round's corpus of N units, for scripts/scaling.py's round cases (issue 31, the
attack on the round: export, progress and check were quadratic in a law's units once it had a
work file).

Usage: round-work.py CORPUS N LAWREF

Adds to CORPUS a made-up draft edition 2027 (laws/2027.yaml, not real) whose English Law 68 has
26 sections of N/26 numbered subsections, exports its German work package with --copy-source,
marks every unit translated but the subsections (left needs-review-translation, as a round in
progress has them) and imports it: translations/de/2027/68.md and 68.work.yaml.
"""
import os
import re
import subprocess
import sys

corpus, n, lawref = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(os.path.join(corpus, "laws", "2027.yaml"), "w") as f:
    f.write("edition: '2027'\nname: A made-up draft (not real)\nyear: 2027\nlaw_count: 93\n"
            "status: draft\ndraft_date: 2026-11-15\nprevious: '2017'\n")
os.makedirs(os.path.join(corpus, "translations", "en", "2027"), exist_ok=True)
out = ["---", "law: 68", "edition: '2027'", "lang: en", "kind: text", "title: CLAIM",
       "source: round-work.txt", "---", ""]
per = max(1, n // 26)
for s in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
    out += ["## %s. Section %s" % (s, s), ""]
    out += ["%d. Paragraph %s%d of the law text here." % (i, s, i) for i in range(1, per + 1)]
    out.append("")
with open(os.path.join(corpus, "translations", "en", "2027", "68.md"), "w") as f:
    f.write("\n".join(out) + "\n")
package = os.path.join(corpus, "..", "round-68-de.xlf")
subprocess.run([lawref, "--corpus", corpus, "export", "xliff", "--law", "68", "--source", "en",
                "--target", "de", "--edition", "2027", "--copy-source", "--replace", "--out",
                package],
               check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
text = open(package).read().replace('state="needs-translation">', 'state="translated">DE ')
text = re.sub(r'(<trans-unit id="68[A-Z]\d+" [^>]*>\s*<source[^>]*>[^<]*</source>\s*'
              r'<target xml:lang="de" state=")translated', r'\1needs-review-translation', text)
open(package, "w").write(text)
subprocess.run([lawref, "--corpus", corpus, "import", package], cwd=corpus, check=True,
               stdout=subprocess.DEVNULL)
