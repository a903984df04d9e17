#!/usr/bin/env python3
"""Fails when a public symbol in a symbol-graph directory has no documentation comment.

Usage: undocumented.py GRAPHS

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
        implementations = {r["source"] for r in graph["relationships"]
                           if r["kind"] in ("requirementOf", "defaultImplementationOf")}
        for symbol in graph["symbols"]:
            if symbol.get("docComment", {}).get("lines") or symbol["identifier"]["precise"] in implementations:
                continue
            declaration = "".join(f["spelling"] for f in symbol["declarationFragments"]).split("\n")[0]
            missing.add(".".join(symbol["pathComponents"]) + "  " + declaration)
    return sorted(missing)


def main():
    missing = undocumented(sys.argv[1])
    for line in missing:
        print(f"warning: public symbol without documentation: {line}", file=sys.stderr)
    if missing:
        print("Document these symbols (a summary line, with units where there are any).", file=sys.stderr)
        return 1
    print("documentation: every public symbol is documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
