#!/usr/bin/env python3
"""Fails when a .ts file is out of date with the sources or not finished.

Out of date: lupdate, run on a temporary copy with the project's own lupdate project (the one
the update_translations target uses), adds or removes messages. Not finished: an entry that is
unfinished, vanished or obsolete, an empty translation, the wrong number of plural forms, or a
placeholder (%1, %n, ...) of the source missing from the translation.

  check-translations.py --cmake CMAKE --lupdate LUPDATE --generator GenerateLUpdateProject.cmake
                        --project PROJECT.cmake --options "-locations relative ..." TS...
  check-translations.py --list-unfinished TS...      (what scripts/update-translations prints)
A file named *_en.ts holds only the plural forms of the English source (lupdate -pluralonly).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# Plural forms per language, as Qt's numerus rules have them.
PLURAL_FORMS = {"de": 2, "fr": 2, "en": 2}
PLACEHOLDER = re.compile(r"%L?(?:n|[1-9][0-9]?)")


def messages(path):
    """{(context, source, comment, numerus): (translation element, location)}"""
    root = ET.parse(path).getroot()
    result = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "",
                   message.get("numerus") == "yes")
            location = message.find("location")
            where = ""
            if location is not None:
                where = f"{location.get('filename', '')}:{location.get('line', '')}"
            result[key] = (message.find("translation"), where)
    return root.get("language", ""), result


def describe(key):
    context, source, comment, numerus = key
    text = source if len(source) <= 70 else source[:67] + "..."
    extra = f" ({comment})" if comment else ""
    return f"[{context}] \"{text}\"{extra}" + (" [plural]" if numerus else "")


def unfinished(path):
    language, msgs = messages(path)
    lang = language.split("_")[0]
    problems = []
    for key, (translation, where) in msgs.items():
        label = f"{os.path.basename(path)}: {describe(key)} {where}".rstrip()
        if translation is None:
            problems.append(f"{label}: no translation element")
            continue
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{label}: {kind}")
            continue
        source = key[1]
        if key[3]:
            forms = [f.text or "" for f in translation.findall("numerusform")]
            expected = PLURAL_FORMS.get(lang)
            if expected and len(forms) != expected:
                problems.append(f"{label}: {len(forms)} plural forms, {lang} has {expected}")
            for form in forms:
                if not form.strip():
                    problems.append(f"{label}: an empty plural form")
                elif "%n" not in form and "%Ln" not in form:
                    problems.append(f"{label}: plural form \"{form}\" lacks %n")
            texts = forms
        else:
            texts = [translation.text or ""]
            if not texts[0].strip():
                problems.append(f"{label}: empty translation")
        wanted = set(PLACEHOLDER.findall(source)) - {"%n", "%Ln"}
        for text in texts:
            missing = wanted - set(PLACEHOLDER.findall(text))
            if text.strip() and missing:
                problems.append(f"{label}: translation lacks {', '.join(sorted(missing))}")
    return problems


def out_of_date(args, ts, workdir):
    copy = os.path.join(workdir, os.path.basename(ts))
    shutil.copyfile(ts, copy)
    project_json = os.path.join(workdir, "project.json")
    subprocess.run([args.cmake, f"-DIN_FILE={args.project}", f"-DOUT_FILE={project_json}",
                    "-P", args.generator], check=True)
    with open(project_json, encoding="utf-8") as f:
        project = json.load(f)
    project["translations"] = [copy]
    with open(project_json, "w", encoding="utf-8") as f:
        json.dump(project, f)
    options = args.options.split()
    if ts.endswith("_en.ts"):
        options.append("-pluralonly")
    run = subprocess.run([args.lupdate, "-project", project_json, *options],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"lupdate failed on {ts}:\n{run.stdout}{run.stderr}")
    _, before = messages(ts)
    _, after = messages(copy)
    after = {k: v for k, v in after.items()
             if v[0] is None or v[0].get("type") not in ("vanished", "obsolete")}
    problems = []
    for key in sorted(set(after) - set(before)):
        problems.append(f"{os.path.basename(ts)}: new in the sources: {describe(key)} {after[key][1]}")
    for key in sorted(set(before) - set(after)):
        problems.append(f"{os.path.basename(ts)}: gone from the sources: {describe(key)}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--list-unfinished", action="store_true")
    parser.add_argument("--cmake")
    parser.add_argument("--lupdate")
    parser.add_argument("--generator")
    parser.add_argument("--project")
    parser.add_argument("--options", default="")
    parser.add_argument("ts", nargs="+")
    args = parser.parse_args()

    problems = []
    for ts in args.ts:
        if not os.path.exists(ts):
            problems.append(f"{ts}: missing")
            continue
        if not args.list_unfinished:
            with tempfile.TemporaryDirectory() as workdir:
                problems += out_of_date(args, ts, workdir)
        problems += unfinished(ts)
    for p in problems:
        print(p)
    if args.list_unfinished:
        print(f"{len(problems)} entries to do" if problems else "All translations are finished.")
        return 0
    if problems:
        print(f"\n{len(problems)} problems: run scripts/update-translations, translate what it "
              "lists (Qt Linguist or an editor) and commit the .ts files.")
        return 1
    print(f"{len(args.ts)} .ts files up to date and finished.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
