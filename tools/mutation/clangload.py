"""clangload.py — finds Debian's libclang Python bindings (python3-clang) and the libclang shared
library, whatever Python runs the tool (a pyenv Python does not see /usr/lib/python3/dist-packages),
and adds the one libclang function the bindings do not declare (clang_getFileLocation: where a token
of a macro's argument really is in the file). load() returns the clang.cindex module or exits with a
message saying what to install."""
import ctypes
import glob
import os
import sys

_DIST = "/usr/lib/python3/dist-packages"
_LIBS = ("/usr/lib/llvm-*/lib/libclang.so.*", "/usr/lib/llvm-*/lib/libclang-[0-9]*.so*",
         "/usr/lib/*-linux-gnu/libclang-[0-9]*.so*", "/usr/lib/*-linux-gnu/libclang.so.*")
_cindex = None

MISSING = ("mutation: libclang's Python bindings are missing; install Debian's python3-clang "
           "(tools/deps.sh python3-clang-14, or: sudo apt-get install -y python3-clang-14)")


def _library():
    """The newest libclang shared library on the machine, or None."""
    found = []
    for pattern in _LIBS:
        found.extend(p for p in glob.glob(pattern) if os.path.isfile(p))
    return sorted(found)[-1] if found else None


def load():
    global _cindex
    if _cindex is not None:
        return _cindex
    try:
        import clang.cindex as cindex
    except ImportError:
        if os.path.isdir(_DIST) and _DIST not in sys.path:
            sys.path.append(_DIST)
        try:
            import clang.cindex as cindex
        except ImportError:
            sys.exit(MISSING)
    if not cindex.Config.loaded:
        lib = _library()
        if lib is None:
            sys.exit(MISSING + " (no libclang shared library found)")
        try:
            cindex.Config.set_library_file(lib)
        except Exception:  # already set by an earlier import in this process
            pass
    try:
        cindex.conf.lib  # loads the library now, so that a broken install says so here
    except Exception as exc:  # cindex raises LibclangError, a plain Exception
        sys.exit(f"{MISSING} ({exc})")
    _cindex = cindex
    return cindex


def file_offset(loc):
    """The byte offset in its file of a source location, a macro argument's token at its place
    in the file (clang_getFileLocation), a macro body's at the macro's invocation."""
    lib = load().conf.lib
    fn = lib.clang_getFileLocation
    if fn.argtypes is None:
        fn.argtypes = [load().SourceLocation, ctypes.POINTER(ctypes.c_void_p),
                       ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint),
                       ctypes.POINTER(ctypes.c_uint)]
        fn.restype = None
    f, line, col, off = ctypes.c_void_p(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    fn(loc, ctypes.byref(f), ctypes.byref(line), ctypes.byref(col), ctypes.byref(off))
    return off.value
