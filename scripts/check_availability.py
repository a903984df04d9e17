#!/usr/bin/env python3
"""Fails when code an Apple app builds uses an API newer than the platforms Package.swift declares.

A Linux build ignores `@available`, so this check has the compiler itself target Apple. For each
platform in the manifest's `platforms:` it rebuilds the standard library (`Swift`,
`SwiftOnoneSupport`, `_Concurrency`, `Synchronization`) as binary modules for an x86_64 Apple
triple from this toolchain's own Linux `.swiftinterface` files, edited where they are Linux-only
(the `-target` on the module-flags line; `@backDeployed(before:)` dropped, the Linux interface
lacks the bodies Darwin needs; `import Glibc` dropped and `_swift_stdlib_gettid()` stubbed in
Synchronization). Those are cached under `.build/availability/`, keyed by the toolchain's
version and the recipe, so a second run only type-checks. Then every library target of the
package whose imports it can provide is type-checked, bodies and all, in dependency order, with
`-target TRIPLE` and the manifest's flags (`swift package dump-package`: language mode, swift
settings, package access). Each module is emitted even when it has violations (again with
availability checking off), so a violation in PyroCore does not hide those after it.

What the modules import beyond the standard library comes from stand-ins, declarations only:
`Dispatch` (what PyroParallel calls) and `Foundation`/`CoreFoundation` (the few types the
SwiftUI stand-in takes from them) in scripts/availability/StandIn, and `CoreGraphics`/`SwiftUI`
from scripts/swiftui/StandIn, whose `@available` attributes are copied from Apple's pages. So
PyroSwiftUI is checked against those attributes, not against the SDK.

Triples: macOS as `x86_64-apple-macosV`, iOS, tvOS and watchOS as their x86_64 simulators, and
visionOS as `x86_64-apple-xrosV-simulator`, which Apple ships no simulator for but the compiler
type-checks for (availability depends on the OS, not the architecture).

It cannot cover: Foundation, Darwin and Glibc (targets importing them are listed as not
covered: PyroText's and PyroLive's dlopen, PyroCLI's Foundation.Process), the real SDK's SwiftUI
and Dispatch beyond the stand-ins, code under `#if arch(arm64)` or `#if os(...)` branches of
platforms not declared, 32-bit `Int` (watchOS devices are arm64_32), and anything that only
linking or running shows.

A canary (scripts/availability/Canary.swift, one InlineArray use) is type-checked on every run
and must be flagged, so a broken set-up fails instead of passing. `--self-test` runs the whole
check with scripts/availability/fixtures added (Int128 in PyroCore, InlineArray in Pyro) and
passes only if exactly those are reported, for every platform.

Usage, from the repository root: python3 scripts/check_availability.py [--self-test]

Exit status: 0 clean; 1 violations (each as FILE:LINE: message naming the declaration, then
the module and triple); 2 a broken set-up (the canary passed, or a tool failed).
"""
import concurrent.futures
import hashlib
import inspect
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # so that the import below leaves no scripts/__pycache__
from check_module_graph import IMPORT  # what a Swift file imports, as the module graph check reads it

ROOT = pathlib.Path(__file__).resolve().parent.parent
HERE = ROOT / "scripts" / "availability"
SWIFTUI_STAND_IN = ROOT / "scripts" / "swiftui" / "StandIn"
CACHE = ROOT / ".build" / "availability"

# platformName in the manifest -> (triple pattern, resource folder, module file name, SDK name).
APPLE_PLATFORMS = {
    "macos": ("x86_64-apple-macos{}", "macosx", "x86_64-apple-macos", "macosx"),
    "ios": ("x86_64-apple-ios{}-simulator", "iphonesimulator", "x86_64-apple-ios-simulator", "iphonesimulator"),
    "tvos": ("x86_64-apple-tvos{}-simulator", "appletvsimulator", "x86_64-apple-tvos-simulator", "appletvsimulator"),
    "watchos": ("x86_64-apple-watchos{}-simulator", "watchsimulator", "x86_64-apple-watchos-simulator",
                "watchsimulator"),
    "visionos": ("x86_64-apple-xros{}-simulator", "xrsimulator", "x86_64-apple-xros-simulator", "xrsimulator"),
}

# visionOS takes a declaration's iOS availability where it names no visionOS version, through
# the iOS-to-visionOS version map of the visionOS SDK's settings (these are its entries).
IOS_TO_VISIONOS = {"17.1": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0", "18.1": "2.1", "18.2": "2.2",
                   "18.3": "2.3", "18.4": "2.4", "18.5": "2.5", "18.6": "2.6", "26.0": "26.0"}

# The standard library modules, in build order, with what each needs beyond its module-flags line.
STDLIB = [("Swift", ["-parse-stdlib"]), ("SwiftOnoneSupport", []), ("_Concurrency", []),
          ("Synchronization", ["-enable-builtin-module"])]

# Modules the checked targets may import: the standard library, and the stand-ins built below.
STDLIB_NAMES = {name for name, _ in STDLIB}
STAND_IN_NAMES = {"Dispatch", "SwiftUI"}
# Stand-ins in build order: name -> source files.
STAND_INS = [
    ("Dispatch", [HERE / "StandIn" / "Dispatch.swift"]),
    ("CoreFoundation", [HERE / "StandIn" / "CoreFoundation.swift"]),
    ("Foundation", [HERE / "StandIn" / "Foundation.swift"]),
    ("CoreGraphics", sorted((SWIFTUI_STAND_IN / "CoreGraphics").glob("*.swift"))),
    ("SwiftUI", sorted((SWIFTUI_STAND_IN / "SwiftUI").glob("*.swift"))),
]

CANARY = HERE / "Canary.swift"
# --self-test: fixture -> the package module it is compiled into.
FIXTURES = {HERE / "fixtures" / "Int128Use.swift": "PyroCore", HERE / "fixtures" / "InlineArrayUse.swift": "Pyro"}

# What only the command line uses: an app's library product must never reach these (nor SDL, which
# PyroLive loads, nor an executable target).
COMMAND_LINE_ONLY = {"PyroCLI", "PyroLive", "PyroBench"}

DIAGNOSTIC = re.compile(
    r"^(?P<file>[^\s:][^:\n]*):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning): (?P<text>.*)$", re.MULTILINE)
# How the compiler words a use of a declaration newer than the target, or missing there.
AVAILABILITY = re.compile(r"is only available in|is unavailable in")
USAGE = "usage: python3 scripts/check_availability.py [--self-test]"


class SetupError(Exception):
    """The check could not run as intended: a tool failed, or the canary was not flagged."""


class ProductGraphError(Exception):
    """A library product pulls in what only the command line should: the check fails at once."""


def run(command, **options):
    return subprocess.run([str(part) for part in command], capture_output=True, text=True, **options)


def toolchain():
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        raise SetupError("swiftc is not on PATH")
    usr = pathlib.Path(swiftc).resolve().parent.parent
    version = run([swiftc, "--version"]).stdout.strip()
    return {"swiftc": swiftc, "frontend": usr / "bin" / "swift-frontend", "lib": usr / "lib" / "swift",
            "version": version}


def apple_interface(source, name, triple):
    """The Linux interface `source` of standard-library module `name`, edited to build for `triple`."""
    text = source.replace("-target x86_64-unknown-linux-gnu", "-target " + triple, 1)
    if "-target " + triple not in text.split("\n", 3)[2]:
        raise SetupError(f"{name}'s interface has no '-target x86_64-unknown-linux-gnu' on its module-flags line")
    text = re.sub(r"@backDeployed\(before:[^)]*\)", "", text)
    if name == "Synchronization":
        # The Linux Mutex calls a futex shim Darwin lacks; only declarations matter here.
        text = re.sub(r"^import Glibc\n", "", text, flags=re.MULTILINE)
        text += "\n@usableFromInline internal func _swift_stdlib_gettid() -> Swift.UInt32 { 0 }\n"
    return text


def cache_key(tools):
    recipe = tools["version"] + inspect.getsource(apple_interface) + repr(STDLIB) + repr(APPLE_PLATFORMS)
    release = re.search(r"\((swift-[^)]*)\)", tools["version"])
    return (release.group(1) if release else "swift") + "-" + hashlib.sha256(recipe.encode()).hexdigest()[:10]


class Platform:
    """One Apple platform of the manifest: its triple, and its rebuilt standard library (cached)."""

    def __init__(self, name, version, tools):
        pattern, self.folder, self.module_file, sdk_name = APPLE_PLATFORMS[name]
        self.name, self.version, self.triple = name, version, pattern.format(version)
        self.home = CACHE / cache_key(tools) / self.triple
        self.resource_dir, self.sdk = self.home / "resource", self.home / "sdk"
        self.sdk_name = sdk_name

    def prepare(self, tools):
        """Builds the standard library for this triple unless the cache has it; returns seconds spent."""
        if not (self.home / "complete").exists():
            start = time.monotonic()
            self.home.parent.mkdir(parents=True, exist_ok=True)
            building = pathlib.Path(tempfile.mkdtemp(prefix=self.triple + ".", dir=self.home.parent))
            self.build_standard_library(tools, building)
            shutil.rmtree(self.home, ignore_errors=True)
            building.rename(self.home)
            spent = time.monotonic() - start
        else:
            spent = 0.0
        self.write_sdk()
        return spent

    def build_standard_library(self, tools, building):
        resource = building / "resource"
        (resource / self.folder).mkdir(parents=True)
        (building / "sdk").mkdir()
        for shared in ("shims", "clang"):
            (resource / shared).symlink_to((tools["lib"] / shared).resolve())
        for name, flags in STDLIB:
            linux = tools["lib"] / "linux" / f"{name}.swiftmodule" / "x86_64-unknown-linux-gnu.swiftinterface"
            interface = building / f"{name}.swiftinterface"
            interface.write_text(apple_interface(linux.read_text(), name, self.triple))
            module = resource / self.folder / f"{name}.swiftmodule"
            module.mkdir()
            result = run([tools["frontend"], "-compile-module-from-interface", "-target", self.triple,
                          "-disable-availability-checking", "-resource-dir", resource, "-sdk", building / "sdk",
                          *flags, "-module-name", name, interface,
                          "-o", module / f"{self.module_file}.swiftmodule"])
            if result.returncode != 0:
                raise SetupError(f"rebuilding {name} for {self.triple} failed:\n{result.stderr[-4000:]}")
        (building / "complete").write_text(tools["version"] + "\n")

    def write_sdk(self):
        """An empty SDK whose settings the driver and the Clang importer accept (both want a version
        map; the Mac Catalyst one is never used here)."""
        version_map = {"macOS_iOSMac": {"14.0": "17.0"}, "iOSMac_macOS": {"17.0": "14.0"}}
        if self.name == "visionos":
            version_map["iOS_xrOS"] = IOS_TO_VISIONOS
            version_map["xrOS_iOS"] = {visionos: ios for ios, visionos in IOS_TO_VISIONOS.items()}
        self.sdk.mkdir(exist_ok=True)
        (self.sdk / "SDKSettings.json").write_text(json.dumps({
            "CanonicalName": self.sdk_name + self.version, "Version": self.version,
            "MaximumDeploymentTarget": self.version + ".99", "VersionMap": version_map}))


def package():
    dump = run(["swift", "package", "dump-package"], cwd=ROOT)
    if dump.returncode != 0:
        raise SetupError("swift package dump-package failed:\n" + dump.stderr)
    return json.loads(dump.stdout)


def sources(target):
    folder = ROOT / (target.get("path") or "Sources/" + target["name"])
    excluded = [folder / path for path in target.get("exclude", [])]
    chosen = [folder / path for path in target["sources"]] if target.get("sources") else [folder]
    files = []
    for root in chosen:
        candidates = [root] if root.is_file() else sorted(root.rglob("*.swift"))
        files += [file for file in candidates
                  if not any(file == skip or skip in file.parents for skip in excluded)]
    return files


def target_flags(target, platform_name, manifest):
    """The swift compiler flags SwiftPM gives `target` in a debug build for `platform_name`."""
    language_modes = manifest.get("swiftLanguageVersions") or ["6"]
    flags = ["-swift-version", language_modes[0], "-DSWIFT_PACKAGE"]
    if target.get("packageAccess"):
        flags += ["-package-name", manifest["name"]]
    for setting in target.get("settings", []):
        condition = setting.get("condition") or {}
        if platform_name not in condition.get("platformNames", [platform_name]):
            continue
        if condition.get("config", "debug") != "debug" or setting["tool"] != "swift":
            continue
        kind, value = next(iter(setting["kind"].items()))
        value = value.get("_0") if isinstance(value, dict) else value
        if kind == "define":
            flags.append("-D" + value)
        elif kind == "unsafeFlags":
            flags += value
        elif kind in ("enableUpcomingFeature", "enableExperimentalFeature"):
            flags += ["-enable-upcoming-feature" if kind == "enableUpcomingFeature"
                      else "-enable-experimental-feature", value]
        elif kind == "swiftLanguageMode":
            flags[1] = value
        else:
            raise SetupError(f"{target['name']}: swift setting '{kind}' is not one this check knows how to pass")
    return flags


def modules_to_check(manifest):
    """(checked, not covered): the library targets in dependency order, and those importing what
    this check cannot provide (or depending on such a target), each with why."""
    targets = {target["name"]: target for target in manifest["targets"] if target["type"] == "regular"}
    available = STDLIB_NAMES | STAND_IN_NAMES | set(targets)
    checked, skipped, order = [], {}, []

    def visit(name, path=()):
        if name in order:
            return
        if name in path:
            raise SetupError("dependency cycle: " + " -> ".join(path + (name,)))
        for dependency in dependencies(targets[name]):
            visit(dependency, path + (name,))
        order.append(name)

    for name in targets:
        visit(name)
    for name in order:
        imports = {match for file in sources(targets[name]) for match in IMPORT.findall(file.read_text())}
        missing = sorted(imports - available)
        blocked = [dependency for dependency in dependencies(targets[name]) if dependency in skipped]
        if missing or blocked:
            reasons = [f"imports {', '.join(missing)}"] if missing else []
            reasons += [f"depends on {', '.join(blocked)}"] if blocked else []
            skipped[name] = "; ".join(reasons)
        else:
            checked.append(targets[name])
    return checked, skipped


def product_graph(manifest):
    """Problems with what each library product pulls in: the command line's targets, an executable,
    SDL, or another package."""
    targets = {target["name"]: target for target in manifest["targets"]}
    problems, reached = [], {}
    if manifest.get("dependencies"):
        problems.append("the package depends on other packages, which every product would fetch")
    for product in manifest["products"]:
        if "library" not in product["type"]:
            continue
        seen, stack = set(), list(product["targets"])
        while stack:
            name = stack.pop()
            if name not in seen:
                seen.add(name)
                stack += dependencies(targets[name])
        reached[product["name"]] = sorted(seen)
        for name in sorted(seen):
            target = targets[name]
            linked = [setting["kind"]["linkedLibrary"]["_0"] for setting in target.get("settings", [])
                      if "linkedLibrary" in setting["kind"]]
            if name in COMMAND_LINE_ONLY or target["type"] in ("executable", "system"):
                problems.append(f"library product {product['name']} pulls in {name} ({target['type']})")
            if any("sdl" in library.lower() for library in linked):
                problems.append(f"library product {product['name']} links SDL through {name}")
    return reached, problems


def dependencies(target):
    """The package's own targets that `target` depends on (other packages' products are not)."""
    pairs = [next(iter(dependency.items())) for dependency in target["dependencies"]]
    return [value[0] for kind, value in pairs if kind in ("byName", "target")]


def diagnostics(output, kind):
    found = []
    for match in DIAGNOSTIC.finditer(output):
        if match["kind"] != kind:
            continue
        path = pathlib.Path(match["file"])
        shown = path.relative_to(ROOT) if path.is_absolute() and ROOT in path.parents else path
        found.append((str(shown), int(match["line"]), match["text"]))
    return found


class Compiler:
    """Emits modules for one platform into a scratch folder, collecting what the compiler reports."""

    def __init__(self, tools, platform, scratch):
        self.tools, self.platform, self.scratch = tools, platform, scratch
        self.failed = set()

    def emit(self, name, files, flags=(), checked=True):
        """Emits module `name`; returns (errors, warnings) as (file, line, message)."""
        command = [self.tools["swiftc"], "-emit-module", "-wmo", "-parse-as-library", "-module-name", name,
                   "-emit-module-path", self.scratch / f"{name}.swiftmodule", "-target", self.platform.triple,
                   "-resource-dir", self.platform.resource_dir, "-sdk", self.platform.sdk, "-I", self.scratch,
                   "-Xfrontend", "-disable-objc-interop",
                   "-Xfrontend", "-disable-implicit-string-processing-module-import",
                   "-diagnostic-style", "llvm", "-no-color-diagnostics", *flags, *files]
        if not checked:
            command[1:1] = ["-Xfrontend", "-disable-availability-checking"]
        result = run(command)
        output = result.stdout + result.stderr
        errors = diagnostics(output, "error")
        if result.returncode != 0 and not errors:
            errors = [("<compiler>", 0, f"{name}: swiftc exited {result.returncode}: {output.strip()[-2000:]}")]
        return errors, diagnostics(output, "warning")


def check_platform(tools, platform, manifest, checked, extra):
    """Type-checks the canary and every checked module for `platform`; returns (violations, notes)."""
    with tempfile.TemporaryDirectory(prefix="pyro-availability.") as scratch:
        compiler = Compiler(tools, platform, pathlib.Path(scratch))
        for name, files in STAND_INS:
            errors, _ = compiler.emit(name, files, ["-swift-version", "6"])
            if errors:
                shown = "\n".join(f"  {file}:{line}: {text}" for file, line, text in errors[:5])
                raise SetupError(f"stand-in {name} does not compile for {platform.triple}:\n{shown}")
        errors, _ = compiler.emit("AvailabilityCanary", [CANARY], ["-swift-version", "6"])
        if not any(file.endswith(CANARY.name) and "'InlineArray' is only available in" in text
                   for file, _, text in errors):
            raise SetupError(f"the canary was not flagged for {platform.triple}: the check is blind ({errors})")
        violations, notes = [], []
        for target in checked:
            name = target["name"]
            if any(dependency in compiler.failed for dependency in dependencies(target)):
                notes.append(f"{name}: not checked, a dependency failed to compile")
                compiler.failed.add(name)
                continue
            flags = target_flags(target, platform.name, manifest)
            files = sources(target) + extra.get(name, [])
            errors, warnings = compiler.emit(name, files, flags)
            violations += [(file, line, text, name) for file, line, text in errors]
            notes += [f"{file}:{line}: warning: {text} ({name})" for file, line, text in warnings]
            if errors:
                # Emit it anyway so the modules after it are still checked.
                again, _ = compiler.emit(name, files, flags, checked=False)
                if again:
                    compiler.failed.add(name)
        return violations, notes


def check(extra=None):
    """Runs the check; returns {triple: violations}, having printed what it did."""
    tools = toolchain()
    manifest = package()
    platforms = [Platform(entry["platformName"], entry["version"], tools) for entry in manifest["platforms"]
                 if entry["platformName"] in APPLE_PLATFORMS]
    if not platforms:
        raise SetupError("Package.swift declares no Apple platform")
    reached, problems = product_graph(manifest)
    for product, names in reached.items():
        print(f"library product {product}: {', '.join(names)}")
    if problems:
        raise ProductGraphError(problems)
    checked, skipped = modules_to_check(manifest)
    print("checked:", ", ".join(target["name"] for target in checked))
    for name, reason in skipped.items():
        print(f"not covered: {name} ({reason})")
    # Standard libraries rebuilt for another toolchain or recipe are of no further use.
    for stale in CACHE.glob("*") if CACHE.exists() else []:
        if stale.name != cache_key(tools):
            shutil.rmtree(stale, ignore_errors=True)
    workers = max(1, min(len(platforms), os.cpu_count() or 1))

    def one(platform):
        start = time.monotonic()
        try:
            built = platform.prepare(tools)
            violations, notes = check_platform(tools, platform, manifest, checked, extra or {})
        except SetupError as problem:
            return platform, problem, time.monotonic() - start, [], []
        return platform, built, time.monotonic() - start, violations, notes

    results, broken = {}, []
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        for platform, built, seconds, violations, notes in pool.map(one, platforms):
            if isinstance(built, SetupError):
                print(f"{platform.triple}: set-up broken ({seconds:.0f} s): {built}")
                broken.append(platform.triple)
                continue
            cached = f"standard library rebuilt in {built:.0f} s" if built else "standard library cached"
            state = f"{len(violations)} violation(s)" if violations else "clean, canary flagged"
            print(f"{platform.triple}: {state} ({seconds:.0f} s, {cached})")
            for note in notes:
                print("  " + note)
            for file, line, text, module in violations:
                kind = "" if AVAILABILITY.search(text) else "does not compile: "
                print(f"  {file}:{line}: {kind}{text} [{module}, {platform.triple}]")
            results[platform.triple] = violations
    if broken:
        raise SetupError("see above for " + ", ".join(broken))
    return results


def self_test():
    """The check with the fixtures added must fail on exactly the fixtures' marked lines (the
    declaration named after `// flagged:`), on every platform, and nowhere else."""
    results = check({module: [fixture] for fixture, module in FIXTURES.items()})
    expected = set()
    for fixture in FIXTURES:
        for number, line in enumerate(fixture.read_text().splitlines(), 1):
            flagged = re.search(r"// flagged: (\w+)", line)
            if flagged:
                expected.add((str(fixture.relative_to(ROOT)), number, flagged.group(1)))
    if not expected:
        raise SetupError("the fixtures mark no line with '// flagged: Declaration'")
    fixtures = {file for file, _, _ in expected}
    failed = False
    for triple, violations in results.items():
        named = {(file, line, re.match(r"'([^'(]*)", text)[1]) for file, line, text, _ in violations
                 if text.startswith("'")}
        elsewhere = [violation for violation in violations if violation[0] not in fixtures]
        if not expected <= named or elsewhere:
            print(f"self-test FAILED for {triple}: expected {sorted(expected)}; "
                  f"missing {sorted(expected - named)}; outside the fixtures {elsewhere}")
            failed = True
    if failed:
        return 1
    declarations = ", ".join(sorted({declaration for _, _, declaration in expected}))
    print(f"self-test: OK, the check fails on {declarations} for all {len(results)} platforms, and only there")
    return 0


def main(arguments):
    if arguments not in ([], ["--self-test"]):
        print(USAGE, file=sys.stderr)
        return 2
    sys.stdout.reconfigure(line_buffering=True)
    os.chdir(ROOT)
    try:
        if arguments == ["--self-test"]:
            return self_test()
        results = check()
    except SetupError as problem:
        print(f"availability check: set-up broken: {problem}", file=sys.stderr)
        return 2
    except ProductGraphError as problems:
        for problem in problems.args[0]:
            print(f"availability check: {problem}", file=sys.stderr)
        return 1
    count = sum(len(violations) for violations in results.values())
    if count:
        print(f"availability check: {count} violation(s): these APIs are newer than Package.swift's platforms, "
              "or the code does not compile for them", file=sys.stderr)
        return 1
    print("availability check: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
