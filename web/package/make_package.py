#!/usr/bin/env python3
"""Writes the npm package folder, web/dist/package/, from web/src, web/types and the built wasm.

    python3 web/package/make_package.py        # after web/build.sh has written web/dist/pyro.wasm

`npm pack web/dist/package` then makes its tarball. The classic-script builds are bundled with
esbuild (Debian's `esbuild`); nothing else is needed, and the package has no dependencies.
"""
import json
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB = ROOT / 'web'
OUT = WEB / 'dist' / 'package'
NAME = 'pyro-particles'
# The ES modules, as written: pyro.js imports the others.
MODULES = ['pyro.js', 'confetti.js', 'effect.js', 'engine.js', 'options.js', 'page-value.js', 'worker.js', 'worker-surface.js']
# The renderers, the element and the React wrapper (issue 24).
MODULES += ['renderers.js', 'element.js', 'react.js'] + sorted(
    f'webgl/{p.name}' for p in (WEB / 'src' / 'webgl').glob('*.js'))
ASSETS = ['pyro.wasm', 'pyro-full.wasm', 'confetti.wasm']
TYPES = ['pyro.d.ts', 'confetti.d.ts', 'element.d.ts', 'react.d.ts']
BROWSER = ['pyro.browser.js', 'pyro.browser.min.js']


def swift_package_version():
    """The Swift package's version: what `pyro --version` prints."""
    source = (ROOT / 'Sources/PyroCLI/PyroCommand.swift').read_text()
    return re.search(r'static let version = "([^"]+)"', source).group(1)


def bundle_browser_build(minify):
    """The classic-script build: an IIFE that sets window.confetti and window.Pyro, finding
    pyro.wasm and confetti.wasm next to the script itself (document.currentScript, read when the script runs)."""
    name = BROWSER[1] if minify else BROWSER[0]
    banner = ("var __pyroScriptURL = typeof document !== 'undefined' && document.currentScript "
              "? document.currentScript.src : '';")
    command = ['esbuild', str(WEB / 'src/browser.js'), '--bundle', '--format=iife', '--target=es2022',
               '--define:import.meta.url=__pyroScriptURL', f'--banner:js={banner}', f'--outfile={OUT / name}',
               '--log-level=warning']
    subprocess.run(command + (['--minify'] if minify else []), check=True)


def manifest():
    entry = lambda types, code: {'types': f'./{types}', 'default': f'./{code}'}
    return {
        'name': NAME,
        'version': swift_package_version(),
        'description': "Pyro's particle engine (Swift, compiled to WebAssembly) for the browser: presets, "
                       "effect files and canvas-confetti's confetti() call",
        'type': 'module',
        'main': './pyro.js',
        'module': './pyro.js',
        'types': './pyro.d.ts',
        'exports': {
            '.': entry('pyro.d.ts', 'pyro.js'),
            './confetti': entry('confetti.d.ts', 'confetti.js'),
            './element': entry('element.d.ts', 'element.js'),
            './react': entry('react.d.ts', 'react.js'),
            './browser': './pyro.browser.js',
            './browser.min': './pyro.browser.min.js',
            './pyro.wasm': './pyro.wasm',
            './confetti.wasm': './confetti.wasm',
            './package.json': './package.json',
        },
        # Importing an entry runs no code with effects (the wasm is fetched on first use), but for
        # the element, which registers <pyro-effect>, and the React wrapper, which imports it.
        'sideEffects': ['./element.js', './react.js'],
        # React only for the React wrapper; nothing is installed for the other entries.
        'peerDependencies': {'react': '>=18'},
        'peerDependenciesMeta': {'react': {'optional': True}},
        'files': MODULES + ASSETS + TYPES + BROWSER + ['README.md'],
        'keywords': ['confetti', 'canvas-confetti', 'particles', 'fireworks', 'webassembly', 'canvas'],
        # The repository has no licence file yet; until it has one the package says so.
        'license': 'UNLICENSED',
    }


def main():
    if not (WEB / 'dist/pyro.wasm').exists():
        sys.exit('make_package.py: build web/dist/pyro.wasm first (bash web/build.sh)')
    if not shutil.which('esbuild'):
        sys.exit('make_package.py: the classic-script build needs esbuild (apt-get install esbuild)')
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    for name in MODULES:
        (OUT / name).parent.mkdir(exist_ok=True)
        shutil.copy(WEB / 'src' / name, OUT / name)
    for name in ASSETS:
        shutil.copy(WEB / 'dist' / name, OUT / name)
    for name in TYPES:
        shutil.copy(WEB / 'types' / name, OUT / name)
    shutil.copy(WEB / 'README.md', OUT / 'README.md')
    bundle_browser_build(minify=False)
    bundle_browser_build(minify=True)
    (OUT / 'package.json').write_text(json.dumps(manifest(), indent=2) + '\n')
    print(f'web/dist/package: {NAME} {swift_package_version()}, {len(manifest()["files"])} files')


if __name__ == '__main__':
    main()
