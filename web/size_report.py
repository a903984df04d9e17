#!/usr/bin/env python3
"""Where the bytes of a wasm build are: code per module (from the functions' mangled names),
and the largest types.

    python3 web/size_report.py NAMED.wasm [TOP]

NAMED.wasm is the same link as pyro.wasm without --strip-all, so its name section is kept.
Needs wabt's wasm-objdump. A function belongs to the module its mangled name starts with
(`$e8PyroCore…` is PyroCore's, in Embedded Swift's mangling); the standard library's (`$es…`,
and generic specialisations of its types) and the C runtime are counted apart.
"""
import collections
import re
import subprocess
import sys

FUNCTION = re.compile(r'^ - func\[\d+\] size=(\d+) <(.*)>$')
MODULE = re.compile(r'^\$[es](\d+)([A-Za-z_]\w*)')


def owner(name):
    """(module, type) a function is counted under."""
    m = MODULE.match(name)
    if m and len(m.group(2)) >= int(m.group(1)):
        module = m.group(2)[:int(m.group(1))]
        rest = name[m.end(1) + int(m.group(1)):]
        t = re.match(r'(\d+)([A-Za-z_]\w*)', rest)
        kind = t.group(2)[:int(t.group(1))] if t and len(t.group(2)) >= int(t.group(1)) else '(module level)'
        return module, kind
    if name.startswith('$es') or name.startswith('$eS'):
        return 'Swift standard library', '(generic code)'
    if name.startswith('$e'):
        return 'Swift standard library', '(specialisations)'
    return 'C runtime and Swift runtime', name


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    listing = subprocess.run(['wasm-objdump', '-x', '-j', 'Code', path], check=True, capture_output=True,
                             text=True).stdout
    modules = collections.Counter()
    counts = collections.Counter()
    types = collections.Counter()
    for line in listing.splitlines():
        m = FUNCTION.match(line)
        if not m:
            continue
        size, name = int(m.group(1)), m.group(2)
        module, kind = owner(name)
        modules[module] += size
        counts[module] += 1
        types[f'{module}.{kind}'] += size
    total = sum(modules.values())
    print(f'code by module ({total:,} bytes of function bodies):')
    for module, size in modules.most_common():
        print(f'  {module:28} {size:>9,} bytes {100 * size / total:5.1f}%  {counts[module]:>5} functions')
    print(f'the {top} largest types:')
    for kind, size in types.most_common(top):
        print(f'  {kind:52} {size:>9,} bytes')


if __name__ == '__main__':
    main()
