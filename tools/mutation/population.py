"""population.py — every mutant of the engine: each source of engine/ (layout.py) parsed with
libclang (in parallel), its mutants made by the operators, and each mutant attributed to its
clauses (attribution.py)."""
import multiprocessing
import sys

import attribution
import layout
import operators
import syntax


def _parse(job):
    path, args, root = job
    return syntax.parse(path, args, root=root)


def parse_all(root, args, jobs):
    paths = layout.sources(root)
    work = [(p, args, root) for p in paths]
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            trees = pool.map(_parse, work, chunksize=2)
    else:
        trees = [_parse(w) for w in work]
    for t in trees:
        for d in t.diagnostics[:3]:
            print(f"mutation: libclang: {d}", file=sys.stderr)
    return {t.path: t for t in trees}


class Population:
    def __init__(self, root, args, jobs):
        self.folder_docs = layout.games(root)
        self.trees = parse_all(root, args, jobs)
        self.mutants = []
        self.macro_sites = {}
        known = operators.validators(self.trees.values())
        reporting = operators.reporters(self.trees.values())
        citing = operators.citers(self.trees.values())
        releasing = operators.releasers(self.trees.values())
        for path, tree in self.trees.items():
            ms, macro = operators.mutants_of(tree, known, reporting, citing, releasing)
            self.mutants.extend(ms)
            self.macro_sites[path] = macro
        self.attributor = attribution.Attributor(self.trees, self.folder_docs)
        self._defs = {(p, d.name): d for p, t in self.trees.items() for d in t.defs}
        self.engines = None         # restrict(): the engines whose mutants are drawn

    def restrict(self, engines):
        """Draw only the mutants of these engines (layout.engine_of); every source is still
        parsed, since attribution reads callers in any engine."""
        self.engines = set(engines) or None

    def selected(self):
        return [m for m in self.mutants
                if self.engines is None or layout.engine_of(m.file) in self.engines]

    def main(self):
        return [m for m in self.selected() if m.apart is None]

    def apart(self, reason):
        return [m for m in self.selected() if m.apart == reason]

    def attribute(self, m):
        d = self._defs[(m.file, m.function)]
        m.clauses, m.attribution = self.attributor.attribute(m.file, d, m.start, m.end)
        return m

    def text(self, path):
        return self.trees[path].text

    def source_line(self, m):
        text = self.trees[m.file].text
        a = text.rfind(b"\n", 0, m.start) + 1
        b = text.find(b"\n", m.start)
        return text[a:b if b >= 0 else len(text)].decode("utf-8", "replace").strip()
