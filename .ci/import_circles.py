"""Import circles between the files of each crate: a file that takes a name
from another file that takes one, directly or not, back from it. A unit
test module's imports are left out.

Each `use crate::…`, `use super::…` and `use self::…` is followed to the file
that defines the name (through the `pub use` of a module in between); `mod`
declarations are not imports, and a module and the modules inside it
share names freely. Prints each circle with its arrows and exits
non-zero when there is one:

    python3 .ci/import_circles.py [CRATE_SRC ...]
"""

import re
import sys
from pathlib import Path

USE = re.compile(r"^\s*(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.M)
DEFINES = r"(?:pub(?:\([^)]*\))?\s+)?(?:fn|struct|enum|type|const|static|trait|mod|macro_rules!)\s+{}\b"


def strip_comments(text):
    """The code without comments and without its unit tests' module, whose
    imports of the crate are no part of its structure."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.split(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", text)[0]


def expand(tree):
    """`a::{b, c::{d, e}}` as paths `a::b`, `a::c::d`, `a::c::e`."""
    tree = re.sub(r"\s+", "", tree)
    brace = tree.find("{")
    if brace < 0:
        return [tree]
    prefix, inner = tree[:brace], tree[brace + 1 : -1]
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    return [p for part in parts if part for p in expand(prefix + part)]


class Crate:
    def __init__(self, src):
        self.src = src
        self.files = {p: strip_comments(p.read_text()) for p in src.rglob("*.rs")}

    def module_file(self, segments):
        """The file of module `segments` below the crate root, if any."""
        if not segments:
            for root in ("lib.rs", "main.rs"):
                if (self.src / root).exists():
                    return self.src / root
            return None
        base = self.src.joinpath(*segments)
        for candidate in (base.with_suffix(".rs"), base / "mod.rs"):
            if candidate in self.files:
                return candidate
        return None

    def module_of(self, path):
        """The module path of a file, as segments."""
        rel = path.relative_to(self.src).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] in ("mod", "lib", "main"):
            parts = parts[:-1]
        return parts

    def absolute(self, path, file):
        """`crate::a::b`, `super::b`, `self::b` as segments from the root."""
        segments = path.split("::")
        here = self.module_of(file)
        if segments[0] == "crate":
            return segments[1:]
        if segments[0] == "self":
            return here + segments[1:]
        if segments[0] == "super":
            level = here
            while segments and segments[0] == "super":
                level = level[:-1]
                segments = segments[1:]
            return level + segments
        if self.module_file(here + segments[:1]):
            return here + segments
        return None

    def resolve(self, segments, seen=None):
        """The file defining the item at `segments`."""
        seen = seen or set()
        key = tuple(segments)
        if key in seen:
            return None
        seen.add(key)
        name = segments[-1]
        if name == "*":
            return self.module_file(segments[:-1])
        as_module = self.module_file(segments)
        if as_module:
            return as_module
        owner = self.module_file(segments[:-1])
        if owner is None:
            return None
        text = self.files[owner]
        if re.search(DEFINES.format(re.escape(name)), text):
            return owner
        for match in USE.finditer(text):
            for path in expand(match.group(2)):
                target, _, alias = path.partition(" as ")
                if (alias or target.split("::")[-1]) == name:
                    absolute = self.absolute(target, owner)
                    if absolute:
                        return self.resolve(absolute, seen)
        return owner

    def paths(self, text):
        """Every path a file names: in its `use` items, and written out in
        its code (`super::pad::street_name(…)`)."""
        for match in USE.finditer(text):
            for path in expand(match.group(2)):
                yield path.partition(" as ")[0]
        code = USE.sub("", text)
        yield from re.findall(r"\b(?:crate|super|self)(?:::\w+)+", code)

    def arrows(self):
        found = {}
        for file, text in self.files.items():
            for target in self.paths(text):
                absolute = self.absolute(target, file)
                if absolute is None:
                    continue
                to = self.resolve(absolute)
                if to and to != file and not self.nested(file, to):
                    found.setdefault((file, to), set()).add(target.split("::")[-1])
        return found

    def nested(self, a, b):
        """Whether one file's module holds the other's: a module and the
        modules inside it share their names freely."""
        ma, mb = self.module_of(a), self.module_of(b)
        return ma == mb[: len(ma)] or mb == ma[: len(mb)]


def circles(arrows):
    """Strongly connected groups of more than one file (Tarjan)."""
    graph = {}
    for a, b in arrows:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for v in graph:
        if v not in index:
            visit(v)
    return out


def main():
    roots = [Path(a) for a in sys.argv[1:]] or sorted(
        [Path("src")] + [p / "src" for p in Path("crates").iterdir() if (p / "src").is_dir()]
    )
    failed = False
    for src in roots:
        crate = Crate(src)
        arrows = crate.arrows()
        for group in circles(arrows):
            failed = True
            print(f"import circle of {len(group)} files in {src}:")
            for (a, b), names in sorted(arrows.items()):
                if a in group and b in group:
                    print(f"  {a} -> {b}: {', '.join(sorted(names))}")
    if not failed:
        print(f"no import circle in {len(roots)} crates")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
