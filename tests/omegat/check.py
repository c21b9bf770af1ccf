"""The 2027 round closed by a real CAT tool (issue 31): OmegaT, Debian's package, in console mode.

On a copy of the shipped corpus with the made-up 2027 draft of Laws 67 and 68
(tests/fixtures/round2027/, not real), for Dutch (no 2017 text: every unit to translate) and Polish
(prefilled from its 2017 text):

1. `lawref align 2027 --with 2017 --write`, then per language an OmegaT project holding lawref's
   work package of Law 68 in source/ (`export xliff --copy-source`: OmegaT 3.6 translates the
   <target> in place) and lawref's TMX of the earlier edition in tm/auto/ (its exact matches are
   inserted);
2. `omegat PROJECT --mode=console-translate` pre-translates the package into target/;
3. `lawref import` reads the file OmegaT wrote: the units OmegaT filled from the memory are kept
   as work in review (never published as done), a target OmegaT left as the source's copy is no
   translation, the approved units become corpus text;
4. `lawref progress` counts them, and a second export carries OmegaT's pre-translation.

Every value checked is exact. Usage: check.py LAWREF REPO WORKDIR
"""
import json
import os
import pwd
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

LAWREF, REPO, WORK = sys.argv[1:4]
X = "{urn:oasis:names:tc:xliff:document:1.2}"
failures = []


def check(what, got, want):
    if got != want:
        failures.append(f"{what}:\n  got  {got!r}\n  want {want!r}")


def run(*args, env=None):
    out = subprocess.run(args, capture_output=True, text=True, env=env, cwd=WORK)
    if out.returncode != 0:
        sys.exit(f"{' '.join(args)} failed ({out.returncode}):\n{out.stdout}{out.stderr}")
    return out.stdout


def lawref(*args):
    return run(LAWREF, "--corpus", CORPUS, *args)


def units(path):
    """id -> (target text or None, state, approved) of an XLIFF 1.2 file."""
    out = {}
    for tu in ET.parse(path).getroot().iter(X + "trans-unit"):
        t = tu.find(X + "target")
        out[tu.get("id")] = (
            None if t is None else (t.text or ""),
            None if t is None else t.get("state"),
            tu.get("approved"),
        )
    return out


def sources(path):
    return {
        tu.get("id"): tu.find(X + "source").text
        for tu in ET.parse(path).getroot().iter(X + "trans-unit")
    }


def tmx_segs(path, lang):
    """tuid -> the seg of `lang` in a TMX."""
    out = {}
    for tu in ET.parse(path).getroot().iter("tu"):
        for tuv in tu.iter("tuv"):
            if tuv.get("{http://www.w3.org/XML/1998/namespace}lang") == lang:
                out[tu.get("tuid")] = tuv.find("seg").text
    return out


CORPUS = os.path.join(WORK, "corpus")
os.makedirs(CORPUS)
for d in ("laws", "translations"):
    shutil.copytree(os.path.join(REPO, d), os.path.join(CORPUS, d))
    shutil.copytree(
        os.path.join(REPO, "tests/fixtures/round2027", d),
        os.path.join(CORPUS, d),
        dirs_exist_ok=True,
    )
lawref("align", "2027", "--with", "2017", "--write")

template = open(os.path.join(REPO, "tests/omegat/omegat.project.in")).read()
# OmegaT keeps its settings and logs in the user's home (Java's user.home, from the password
# database, not $HOME): one of our own, so a user's settings play no part and none is written.
home = os.path.join(WORK, "home")
os.makedirs(home)
env = dict(os.environ, HOME=home, JAVA_TOOL_OPTIONS="-Duser.home=" + home)
real_home = pwd.getpwuid(os.getuid()).pw_dir


def home_state():
    d = os.path.join(real_home, ".omegat")
    if not os.path.isdir(d):
        return None
    return sorted((os.path.join(r, f), os.stat(os.path.join(r, f)).st_mtime_ns)
                  for r, _, fs in os.walk(d) for f in fs)


before_home = home_state()
packages = {}
for lang, memory in (("nl", "nl:2007"), ("pl", "pl:2017")):
    proj = os.path.join(WORK, f"omegat-{lang}")
    for d in ("source", "target", "tm/auto", "glossary", "dictionary", "omegat"):
        os.makedirs(os.path.join(proj, d))
    with open(os.path.join(proj, "omegat.project"), "w") as f:
        f.write(template.replace("@TARGET@", lang))
    package = os.path.join(proj, "source", f"68-{lang}.xlf")
    lawref("export", "xliff", "--law", "68", "--source", "en", "--target", lang,
           "--edition", "2027", "--previous", "2017", "--copy-source", "--out", package)
    tm = os.path.join(proj, "tm", "auto", f"en-{lang}.tmx")
    lawref("export", "tmx", "--columns", f"en:2017,{memory}", "--law", "68", "--out", tm)
    out = run("omegat", proj, "--mode=console-translate", env=env)
    translated = os.path.join(proj, "target", f"68-{lang}.xlf")
    if not os.path.isfile(translated):
        sys.exit(f"OmegaT wrote no {translated}:\n{out}")
    packages[lang] = (package, tm, translated)

check("OmegaT wrote nothing into the user's own ~/.omegat", home_state(), before_home)
check("OmegaT kept its settings in the test's home", os.path.isdir(os.path.join(home, ".omegat")),
      True)

# Dutch: OmegaT filled each unit whose English 2027 source is word for word a 2017 one of the
# memory with its Dutch 2007 text; the others keep the source's copy. (68D is not among them:
# 2017 split the 2007 68D, so the memory pairs the four 2017 parts together with the whole.)
package, tm, translated = packages["nl"]
before, after, memory = units(package), units(translated), tmx_segs(tm, "nl")
src = sources(package)
check("nl: the package's targets are the sources' copies",
      {k: v[0] for k, v in before.items()}, src)
filled = {k for k, v in after.items() if v[0] != src[k]}
check("nl: the units OmegaT pre-translated", sorted(filled), ["68A", "68B", "68B1", "68E"])
for k in sorted(filled):
    tuid = "2017:" + ("68C" if k == "68E" else k)
    check(f"nl {k}: OmegaT's target is the memory's Dutch", after[k][0], memory[tuid])
check("nl: OmegaT keeps the states", {k: v[1] for k, v in after.items()},
      {k: "needs-translation" for k in after})
out = lawref("import", translated).splitlines()
check("nl: import's note and files", out[:2], [
    "note: 68-nl.xlf: 11 of the 11 units are not done and are not corpus text (kept with their "
    "state in translations/nl/2027/68.work.yaml, for the next export and `lawref progress`): "
    + ", ".join(
        f"{u} (needs-translation)" if u in filled
        else f"{u} (no translation: the target is its source's copy)"
        for u in after
    ),
    "wrote translations/nl/2027/68.work.yaml",
])
check("nl: no text is published", os.path.exists(
    os.path.join(CORPUS, "translations/nl/2027/68.md")), False)

# Polish: the approved units (2017's text of unchanged clauses) become text; OmegaT changes none.
package, tm, translated = packages["pl"]
check("pl: OmegaT changes no target", units(translated), units(package))
out = lawref("import", translated).splitlines()
check("pl: import's note and files", out[:3], [
    "note: 68-pl.xlf: 4 of the 11 units are not done and are not corpus text (kept with their "
    "state in translations/pl/2027/68.work.yaml, for the next export and `lawref progress`): "
    "68-title (needs-review-translation), 68B2 (needs-review-translation), 68B3 "
    "(needs-review-translation), 68F (no translation: the target is its source's copy)",
    "wrote translations/pl/2027/68.md",
    "wrote translations/pl/2027/68.work.yaml",
])

progress = json.loads(lawref("progress", "--edition", "2027", "--json"))
zero = {"approved": 0, "in review": 0, "reviewed": 0, "translated": 0, "untranslated": 0}
check("progress of nl and pl", [l for l in progress["langs"] if l["lang"] in ("nl", "pl")], [
    {"lang": "nl", "units": 18, "text": 0, "counts": {
        "changed": dict(zero, untranslated=5),
        "new": dict(zero, untranslated=1),
        "unchanged": dict(zero, **{"in review": 4, "untranslated": 8})}},
    {"lang": "pl", "units": 18, "text": 7, "counts": {
        "changed": dict(zero, **{"in review": 3, "untranslated": 2}),
        "new": dict(zero, untranslated=1),
        "unchanged": dict(zero, approved=7, untranslated=5)}},
])

# A second export carries OmegaT's pre-translation, in review, and the copies as nothing.
second = os.path.join(WORK, "68-nl-2.xlf")
lawref("export", "xliff", "--law", "68", "--source", "en", "--target", "nl",
       "--edition", "2027", "--previous", "2017", "--out", second)
again = units(second)
check("nl: the second export's targets", {k: v[0] for k, v in again.items()},
      {k: (after[k][0] if k in filled else "") for k in after})
check("nl: the second export's states", {k: v[1] for k, v in again.items()},
      {k: "needs-translation" for k in after})

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("OmegaT closes the loop: pre-translated, imported, counted, carried to the next export")
