"""test_build.py — a header's mutant is the one compiled, even when the C file reads it through
other headers (main.c -> mod/mod.h -> core/api.h -> core/value.h, each a quoted include found
beside the header that includes it). A small project in a temporary directory, built with the
system's cc. Run: python3 tools/mutation/test_build.py"""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build import Builder  # noqa: E402

FILES = {
    "main.c": '#include "mod/mod.h"\nint main(void) { return value(); }\n',
    "mod/mod.h": '#include "core/api.h"\n',
    "core/api.h": '#include "value.h"\n',
    "core/value.h": "static inline int value(void) { return 1; }\n",
    "unused.c": "int unused(void) { return 0; }\n",
}


def builder(root):
    """A Builder over the small project, its commands given as `make -n` would print them."""
    b = Builder.__new__(Builder)
    b.root, b.build_dir, b.work = root, "build", os.path.join(root, "build", "mutation")
    b.compile = {"main.c": ["cc", "-I.", "-c", "main.c", "-o", "build/main.o"]}
    b.link = ["cc", "-o", "build/oracle", "build/libunused.a"]
    b.includers = {h: ["main.c"] for h in ("mod/mod.h", "core/api.h", "core/value.h")}
    return b


@unittest.skipUnless(shutil.which("cc") and shutil.which("ar"), "needs cc and ar")
class HeaderMutant(unittest.TestCase):
    def test_header_read_through_others(self):
        with tempfile.TemporaryDirectory() as root:
            for path, text in FILES.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                    f.write(text)
            os.makedirs(os.path.join(root, "build"))
            subprocess.run(["cc", "-c", "unused.c", "-o", "build/unused.o"], cwd=root, check=True)
            subprocess.run(["ar", "rcs", "build/libunused.a", "build/unused.o"], cwd=root,
                           check=True)
            b = builder(root)
            self.assertEqual(b.headers_beside("core/value.h"), ["core/api.h", "mod/mod.h"])
            self.assertEqual(b.headers_beside("main.c"), [])
            mutated = FILES["core/value.h"].replace("return 1", "return 2").encode()
            binary = b.build("core/value.h", mutated, os.path.join(root, "build", "m1"))
            self.assertEqual(subprocess.run([binary]).returncode, 2)
            same = b.build("core/value.h", FILES["core/value.h"].encode(),
                           os.path.join(root, "build", "m2"))
            self.assertEqual(subprocess.run([same]).returncode, 1)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + [a for a in sys.argv[1:] if a == "-q"])
