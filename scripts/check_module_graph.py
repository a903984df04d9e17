#!/usr/bin/env python3
"""Checks that the module table in docs/ARCHITECTURE.md, Package.swift and the code agree.

- The table under "## Modules" has one row per non-test target of the manifest, and its
  "depends on" column lists exactly that target's dependencies in the manifest.
- Rows are in dependency order: a module depends only on modules in rows above it.
- The "imports from outside" column names (in backticks) exactly the modules outside the
  package that the target's sources import.
- Every target (tests too) imports each package module it depends on, and depends directly on
  each package module it imports: no unused and no borrowed dependencies.
- web/build.sh compiles PyroWeb (pyro.wasm) and PyroStudio (studio.wasm) and exactly the modules they
  depend on, directly or not, from
  their own folders, each after the modules it imports: the wasm is built from the package's
  targets, not from a copy.

Adding a target means adding one row to the table. Usage: check_module_graph.py [package dir]
"""
import json
import pathlib
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)",
    re.MULTILINE)
BACKTICKED = re.compile(r"`([^`]+)`")
# Modules every Swift target may use without declaring anything.
IMPLICIT = {"Swift", "_Concurrency", "_StringProcessing", "Testing", "XCTest"}
# `module LEVEL NAME FOLDER ...` lines of web/build.sh (LEVEL: -O or -Osize): one Embedded Swift compile each.
WASM_MODULE = re.compile(r"^module\s+-O\w*\s+(\w+)\s+(\S+)", re.MULTILINE)


def manifest(root):
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                          capture_output=True, text=True).stdout
    package = json.loads(dump)
    targets = {}
    for target in package["targets"]:
        dependencies = []
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            dependencies.append(value[0])
        folder = target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        targets[target["name"]] = {"type": target["type"], "dependencies": dependencies, "path": root / folder}
    return targets


def documented(root):
    text = (root / "docs/ARCHITECTURE.md").read_text()
    section = re.search(r"^## Modules.*?\n(.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    if not section:
        sys.exit("docs/ARCHITECTURE.md has no '## Modules' section")
    rows = [line for line in section.group(1).splitlines() if line.startswith("|")]
    header = [cell.strip() for cell in rows[0].strip("|").split("|")]
    expected = ["module", "depends on", "imports from outside", "holds"]
    if header != expected:
        sys.exit(f"docs/ARCHITECTURE.md: the module table's columns must be {expected}, not {header}")
    table = []
    for line in rows[2:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        names = BACKTICKED.findall(cells[0])
        if len(names) != 1:
            sys.exit(f"docs/ARCHITECTURE.md: a module row names exactly one `target`: {line}")
        table.append((names[0], set(BACKTICKED.findall(cells[1])), set(BACKTICKED.findall(cells[2]))))
    return table


def imports(folder):
    found = set()
    for source in folder.rglob("*.swift"):
        found.update(IMPORT.findall(source.read_text()))
    return found


def closure(targets, name):
    """`name` and every package module it depends on, directly or not."""
    found, stack = set(), [name]
    while stack:
        current = stack.pop()
        if current not in found:
            found.add(current)
            stack.extend(targets[current]["dependencies"])
    return found


def wasm_problems(root, targets):
    script = root / "web/build.sh"
    if "PyroWeb" not in targets or not script.exists():
        return ["web/build.sh and the PyroWeb target go together; one of them is missing"]
    compiled = WASM_MODULE.findall(script.read_text())
    problems = []
    names = [name for name, _ in compiled]
    # pyro.wasm is PyroWeb's; studio.wasm adds PyroStudio's.
    entries = [name for name in ("PyroWeb", "PyroStudio") if name in targets]
    wanted = set().union(*(closure(targets, name) for name in entries))
    if set(names) != wanted or len(names) != len(set(names)):
        problems.append(f"web/build.sh compiles {names}; {' and '.join(entries)} and their dependencies are "
                        f"{sorted(wanted)}")
    for i, (name, folder) in enumerate(compiled):
        if name in targets and root / folder != targets[name]["path"]:
            problems.append(f"web/build.sh compiles {name} from {folder}, not from its target's folder")
        for dependency in targets.get(name, {"dependencies": []})["dependencies"]:
            if dependency not in names[:i]:
                problems.append(f"web/build.sh compiles {name} before {dependency}, which it imports")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    targets = manifest(root)
    table = documented(root)
    problems = []

    rows = [name for name, _, _ in table]
    libraries = [name for name, t in targets.items() if t["type"] != "test"]
    for name in sorted(set(libraries) - set(rows)):
        problems.append(f"target {name} is in Package.swift but has no row in docs/ARCHITECTURE.md's module table")
    for name in sorted(set(rows) - set(libraries)):
        problems.append(f"docs/ARCHITECTURE.md lists module {name}, which Package.swift does not have")
    if len(rows) != len(set(rows)):
        problems.append("docs/ARCHITECTURE.md lists a module twice")

    above = set()
    for name, depends, outside in table:
        if name in targets:
            declared = set(targets[name]["dependencies"])
            if depends != declared:
                problems.append(f"{name}: the docs say it depends on {sorted(depends) or 'nothing'}, "
                                f"Package.swift on {sorted(declared) or 'nothing'}")
            external = imports(targets[name]["path"]) - set(targets) - IMPLICIT
            if outside != external:
                problems.append(f"{name}: the docs say it imports {sorted(outside) or 'nothing'} from outside the "
                                f"package, its sources import {sorted(external) or 'nothing'}")
        for dependency in sorted(depends - above):
            problems.append(f"{name} depends on {dependency}, which is not in a row above it")
        above.add(name)

    for name, target in sorted(targets.items()):
        used = imports(target["path"]) & set(targets)
        declared = set(target["dependencies"])
        for module in sorted(declared - used):
            problems.append(f"{name} depends on {module} in Package.swift but never imports it")
        for module in sorted(used - declared):
            problems.append(f"{name} imports {module} without depending on it in Package.swift")

    problems += wasm_problems(root, targets)

    for problem in problems:
        print(f"module graph: {problem}", file=sys.stderr)
    if problems:
        print("Make Package.swift, the imports and the table in docs/ARCHITECTURE.md say the same thing.",
              file=sys.stderr)
        return 1
    print(f"module graph: {len(table)} modules, Package.swift, imports and docs/ARCHITECTURE.md agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
