# tests/cli_lib.sh — sourced by the command-line contract scripts (cli_test.sh, diff_test.sh):
# the counters, a scratch directory removed on exit, and the two checks they are written in.
ORACLE=${ORACLE:-build/oracle}
RULES=$PWD/rules
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok()   { passed=$((passed + 1)); }
bad()  { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# expect_exit CODE DESCRIPTION -- COMMAND...   (stdout → $tmp/out, stderr → $tmp/err)
expect_exit() {
    local want=$1 what=$2; shift 3
    "$@" >"$tmp/out" 2>"$tmp/err"
    local got=$?
    if [[ $got == "$want" ]]; then ok; else bad "$what: exit $got, expected $want"; sed 's/^/  | /' "$tmp/err" >&2; fi
}
# expect_in FILE TEXT DESCRIPTION   (on failure, the first lines of FILE)
expect_in() {
    if grep -qF -- "$2" "$1"; then ok; else bad "$3: \"$2\" not in $(basename "$1")"; sed 's/^/  | /' "$1" | head -20 >&2; fi
}
