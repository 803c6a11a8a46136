#!/usr/bin/env bash
# tools/need_node.sh MAJOR — make sure Node.js (at least version MAJOR) and npm are there for the
# targets that drive npm packages (make third-party, the tournament-organizer side of make bench).
# Missing: installs Debian's nodejs and npm through tools/deps.sh. Too old: says so and exits 1.
set -euo pipefail
want=${1:?usage: tools/need_node.sh MAJOR}
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    "$(dirname "$0")/deps.sh" nodejs npm
fi
have=$(node -p 'process.versions.node.split(".")[0]')
if ((have < want)); then
    echo "need_node: Node.js $want or later is needed, this machine has $(node --version)." >&2
    echo "  Install a newer Node.js (Debian's own package is older) and run the target again." >&2
    exit 1
fi
