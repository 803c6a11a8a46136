"""build.py — building a mutant's oracle in its own directory, without touching the project's
build: the mutated file (for a header, it, the C files that include it and every other header
they read) is written to the mutant's overlay directory, compiled with the very command the
Makefile uses for it (read from `make -n`) plus -Wno-error (a warning a mutant provokes is no
reason to discard it: the warnings stay on, only their promotion to errors is turned off) and
-iquote options that find the other headers where they are, and linked with the command the
Makefile uses for build/oracle, the mutant's objects placed before a snapshot of the project's
archives, so the linker takes the mutated definitions and never the originals. Mutants build in
parallel: nothing is shared but read-only snapshots."""
import glob
import os
import shlex
import shutil
import subprocess


class BuildError(Exception):
    pass


class Builder:
    def __init__(self, root, build, work, make_vars=()):
        """root: the repository; build: its build directory (already built); work: where the
        snapshot and the mutants' directories go; make_vars: the make variables that build
        was made with (the sanitizer build's CFLAGS and OPT), so that `make -n` gives its
        very commands."""
        self.root = os.path.abspath(root)
        self.build_dir = build.rstrip("/")
        self.make_vars = list(make_vars)
        self.sanitized = False      # built with AddressSanitizer (no address-space limit then)
        self.work = os.path.abspath(work)
        self.compile = {}       # source -> compile command (tokens)
        self.link = None        # link command of build/oracle (tokens)
        self.includers = {}     # header -> [C sources that include it]
        self._read_make()
        self._read_deps()

    def _read_make(self):
        target = f"{self.build_dir}/oracle"
        out = subprocess.run(["make", "-n", "-B", "V=1", f"BUILD={self.build_dir}", *self.make_vars,
                              target],
                             cwd=self.root, capture_output=True, text=True)
        if out.returncode != 0:
            raise BuildError(f"make -n {target} failed:\n{out.stderr}")
        for line in out.stdout.splitlines():
            try:
                tok = shlex.split(line)
            except ValueError:
                continue
            if "-c" in tok and "-o" in tok:
                src = tok[tok.index("-c") + 1]
                self.compile[src] = tok
                self.sanitized |= any(t.startswith("-fsanitize=") and "address" in t for t in tok)
            elif "-o" in tok and tok[tok.index("-o") + 1] == target:
                self.link = tok
        if self.link is None:
            raise BuildError(f"make -n {target} printed no link command")

    def _read_deps(self):
        for d in glob.glob(os.path.join(self.root, self.build_dir, "obj", "**", "*.d"), recursive=True):
            with open(d, encoding="utf-8") as f:
                text = f.read().replace("\\\n", " ")
            head, _, rest = text.partition("\n")
            target, _, prereq = head.partition(":")
            files = prereq.split()
            if not files:
                continue
            src = files[0]
            for h in files[1:]:
                self.includers.setdefault(os.path.normpath(h), []).append(src)

    def parse_args(self):
        """The compiler options that matter for parsing (-std, -I, -D, -U, -include), -I made
        absolute, from the compile command of an engine source."""
        tok = next((t for s, t in sorted(self.compile.items()) if s.startswith("engine/")), None)
        if tok is None:
            raise BuildError("no compile command for engine/ in make -n")
        args, i = [], 1
        while i < len(tok):
            t = tok[i]
            if t in ("-I", "-D", "-U", "-include", "-iquote") and i + 1 < len(tok):
                args += [t, tok[i + 1]]
                i += 2
                continue
            if t.startswith(("-std=", "-D", "-U")):
                args.append(t)
            elif t.startswith("-I"):
                args.append("-I" + os.path.join(self.root, t[2:]))
            i += 1
        return args

    def snapshot(self):
        """Copy the link's inputs (the main object and the archives) into work/base, so that a
        rebuild of the project during the run changes nothing here; link the unmutated oracle
        from them as a check. Returns its path."""
        base = os.path.join(self.work, "base")
        inputs = []
        out = self.link[self.link.index("-o") + 1]
        for t in self.link[1:]:
            if t != out and t.endswith((".o", ".a")) and t.startswith(self.build_dir + "/"):
                dst = os.path.join(base, os.path.relpath(t, self.build_dir))
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy2(os.path.join(self.root, t), dst)
                inputs.append((t, dst))
        mapping = dict(inputs)
        self.link = [mapping.get(t, t) for t in self.link]
        return self._link([], base)

    def sources_for(self, path):
        """The C sources to compile for a change of `path`: for a header, those of its includers
        the Makefile compiles (a dependency file left in the build directory by a source since
        removed names one it does not)."""
        if path.endswith(".c"):
            return [path]
        return sorted(set(s for s in self.includers.get(os.path.normpath(path), [])
                          if s in self.compile))

    def headers_beside(self, path):
        """For a header: every other header its includers read (from the .d files). A quoted
        include is looked up first in the directory of the file that includes it, so a header
        read through another header (na.h -> tcg.h -> tcg_zones.h) would find the original
        beside that header; the overlay holds them all, so the mutated one is always found."""
        if path.endswith(".c"):
            return []
        hs = {h for h, srcs in self.includers.items()
              if h != os.path.normpath(path) and h.endswith(".h") and not os.path.isabs(h)
              and set(srcs) & set(self.includers.get(os.path.normpath(path), []))}
        return sorted(hs)

    def build(self, path, text, mdir, timeout=300):
        """Build the oracle with `path` replaced by `text` (bytes) in directory mdir; returns the
        binary's path or raises BuildError with the compiler's first error lines."""
        overlay = os.path.join(mdir, "src")
        dst = os.path.join(overlay, path)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "wb") as f:
            f.write(text)
        for h in self.headers_beside(path):
            copy = os.path.join(overlay, h)
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            shutil.copy2(os.path.join(self.root, h), copy)
        objs = []
        for src in self.sources_for(path):
            tok = self.compile.get(src)
            if tok is None:
                raise BuildError(f"no compile command for {src}")
            if src != path:
                copy = os.path.join(overlay, src)
                os.makedirs(os.path.dirname(copy), exist_ok=True)
                shutil.copy2(os.path.join(self.root, src), copy)
            obj = os.path.join(mdir, "obj", src[:-2] + ".o")
            os.makedirs(os.path.dirname(obj), exist_ok=True)
            cmd = []
            skip = False
            for i, t in enumerate(tok):
                if skip:
                    skip = False
                    continue
                if t in ("-MMD", "-MP"):
                    continue
                if t == "-o":
                    cmd += ["-o", obj]
                    skip = True
                    continue
                cmd.append(os.path.join(overlay, src) if t == src and tok[i - 1] == "-c" else t)
            cmd += ["-Wno-error", "-iquote", overlay, "-iquote", os.path.dirname(src) or "."]
            run = subprocess.run(cmd, cwd=self.root, capture_output=True, text=True,
                                 timeout=timeout)
            if run.returncode != 0:
                errs = [l for l in run.stderr.splitlines() if "error" in l][:3]
                raise BuildError("; ".join(errs) or run.stderr[-500:])
            objs.append(obj)
        return self._link(objs, mdir, timeout)

    def _link(self, objs, mdir, timeout=300):
        binary = os.path.join(mdir, "oracle")
        tok = list(self.link)
        tok[tok.index("-o") + 1] = binary
        first_lib = next(i for i, t in enumerate(tok) if t.endswith(".a"))
        tok[first_lib:first_lib] = objs
        run = subprocess.run(tok, cwd=self.root, capture_output=True, text=True, timeout=timeout)
        if run.returncode != 0:
            raise BuildError("link: " + run.stderr[-500:])
        return binary
