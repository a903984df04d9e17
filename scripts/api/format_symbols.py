#!/usr/bin/env python3
"""Prints the public API recorded in symbol-graph files as sorted lines, one per declaration.

Usage: format_symbols.py DIR...  (directories of *.symbols.json from swift-symbolgraph-extract)

Each line is `Module  Path  declaration`, where Module is the module that declares the symbol
and Path the symbol's place (`ParticleSystem.resize(to:)`); members of constrained extensions
carry their `where` clause; conformances are lines `Module  Type  : Protocol`.
"""
import json
import pathlib
import sys


def spelled(fragments):
    return " ".join("".join(f["spelling"] for f in fragments).split())


def lines(directory):
    out = set()
    for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        graph = json.loads(path.read_text())
        # Foo@Bar.symbols.json holds what module Foo adds to module Bar's types.
        module = path.name.split(".")[0].split("@")[0]
        names = {}
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
            where = ""
            constraints = symbol.get("swiftExtension", {}).get("constraints", [])
            if constraints:
                where = " where " + ", ".join(
                    f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}" for c in constraints)
            out.add(f"{module}  {names[symbol['identifier']['precise']]}  "
                    f"{spelled(symbol['declarationFragments'])}{where}")
        for relation in graph["relationships"]:
            if relation["kind"] != "conformsTo":
                continue
            source = names.get(relation["source"])
            if source is None:
                continue
            target = relation.get("targetFallback") or names.get(relation["target"], relation["target"])
            out.add(f"{module}  {source}  : {target.split('.')[-1]}")
    return out


def main():
    every = set()
    for directory in sys.argv[1:]:
        every |= lines(directory)
    for line in sorted(every):
        print(line)


if __name__ == "__main__":
    main()
