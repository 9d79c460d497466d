#!/usr/bin/env python3
"""Fails when core's folders include each other in a cycle (docs/architecture.md, "The
libraries": core is in layers, each folder including only the ones below it).

  check-core-layers.py CORE_DIR

Reads every #include "folder/..." of core's sources; prints the layers, lowest first, or the
folders that include each other and the lines that do.
"""
import collections
import os
import re
import sys

INCLUDE = re.compile(r'\s*#\s*include\s+"([A-Za-z0-9_]+)/[^"]+"')


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: check-core-layers.py CORE_DIR")
    core = sys.argv[1]
    folders = {d for d in os.listdir(core) if os.path.isdir(os.path.join(core, d))}
    uses = collections.defaultdict(set)
    lines = collections.defaultdict(list)
    for folder in folders:
        for base, _, files in os.walk(os.path.join(core, folder)):
            for name in files:
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(base, name)
                with open(path, encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if m and m.group(1) in folders and m.group(1) != folder:
                            uses[folder].add(m.group(1))
                            lines[(folder, m.group(1))].append(
                                f"{os.path.relpath(path, core)}:{number}: {line.strip()}")
    layers = []
    left = set(folders)
    while left:
        free = {f for f in left if not (uses[f] & left)}
        if not free:
            # Keep only the folders on a cycle: drop those nothing left includes, again and again.
            while True:
                sources = {f for f in left if not any(f in uses[g] for g in left)}
                if not sources:
                    break
                left -= sources
            print("core's folders include each other in a cycle among: " + ", ".join(sorted(left)))
            for a in sorted(left):
                for b in sorted(uses[a] & left):
                    for where in lines[(a, b)][:3]:
                        print(f"  {a} -> {b}: {where}")
            return 1
        layers.append(sorted(free))
        left -= free
    print("core's layers, lowest first: " + " | ".join(", ".join(layer) for layer in layers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
