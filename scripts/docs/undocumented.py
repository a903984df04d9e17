#!/usr/bin/env python3
"""Lists the public symbols in a symbol-graph directory that have no documentation comment.

Usage: undocumented.py GRAPHS                 prints the list (for docs/api/undocumented.txt)
       undocumented.py GRAPHS --check LIST    fails when a symbol is undocumented but not in LIST
                                              (new code must be documented), or is in LIST but now
                                              documented (the list only shrinks)

Members that implement a protocol requirement count as documented: the requirement says what
they are.
"""
import json
import pathlib
import sys


def undocumented(directory):
    missing = set()
    for path in pathlib.Path(directory).glob("*.symbols.json"):
        graph = json.loads(path.read_text())
        # Members that implement a protocol requirement inherit its documentation.
        implementations = {r["source"] for r in graph["relationships"]
                           if r["kind"] in ("requirementOf", "defaultImplementationOf")}
        for symbol in graph["symbols"]:
            if symbol.get("docComment", {}).get("lines"):
                continue
            if symbol["identifier"]["precise"] in implementations:
                continue
            missing.add(".".join(symbol["pathComponents"]) + "  " + "".join(
                f["spelling"] for f in symbol["declarationFragments"]).split("\n")[0])
    return missing


def main():
    missing = undocumented(sys.argv[1])
    if len(sys.argv) == 4 and sys.argv[2] == "--check":
        listed = {line for line in pathlib.Path(sys.argv[3]).read_text().splitlines()
                  if line and not line.startswith("#")}
        new, done = sorted(missing - listed), sorted(listed - missing)
        for line in new:
            print(f"warning: public symbol without documentation: {line}", file=sys.stderr)
        for line in done:
            print(f"warning: documented now, remove it from {sys.argv[3]}: {line}", file=sys.stderr)
        if new or done:
            print("Document the symbols (with units), or after documenting run "
                  "scripts/docs/build.sh --update-undocumented.", file=sys.stderr)
            return 1
        print(f"documentation: {len(listed)} public symbols still undocumented (docs/api/undocumented.txt)")
        return 0
    print("# Public symbols without documentation comments. The list only shrinks: a new public symbol")
    print("# must be documented. Regenerate after documenting: scripts/docs/build.sh --update-undocumented")
    for line in sorted(missing):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
