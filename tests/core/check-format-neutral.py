#!/usr/bin/env python3
"""Fails when the console's widgets or the command-line tool ask which format a table is
(docs/architecture.md, "Adding a table format"): ui/ and app/ ask the table's FormatDescription
what it can do, so that a new format is a new description, not a new branch in every view.

  check-format-neutral.py SOURCE_DIR...

Prints each line that calls isVortos() or compares a table's format with an OutboxFormat value,
with its file and line number.
"""
import os
import re
import sys

# A call of OutboxTable::isVortos(), or a comparison with a named format (format == Vortos).
IDENTITY = re.compile(r"\bisVortos\s*\(|[=!]=\s*OutboxFormat::|OutboxFormat::\w+\s*[=!]=")


def main():
    dirs = sys.argv[1:]
    if not dirs or not all(os.path.isdir(d) for d in dirs):
        sys.exit("usage: check-format-neutral.py SOURCE_DIR...")
    found = []
    files = 0
    for top in dirs:
        for base, _, names in os.walk(top):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp")):
                    continue
                files += 1
                path = os.path.join(base, name)
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        code = line.split("//", 1)[0]
                        if IDENTITY.search(code):
                            found.append(f"{path}:{number}: {line.strip()}")
    if not files:
        sys.exit("no sources found: wrong folders?")
    if found:
        print("These ask which format a table is; ask its description() what it can do:")
        print("\n".join(found))
        sys.exit(1)
    print(f"{files} files of {', '.join(dirs)}: none asks which format a table is")


if __name__ == "__main__":
    main()
