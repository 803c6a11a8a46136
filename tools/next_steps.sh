#!/usr/bin/env bash
# tools/next_steps.sh BUILD — what `make run` prints last: where the report is and what to do next.
build=${1:-build}
report=reports/latest/index.html
cat <<TEXT

Next steps:
  open $report (file://$PWD/$report)
        the clause tree with search, each failing case in full, the problems beside the rules text
  make report
        each rules document line by line in coverage colours (reports/latest/rules-html/)
  $build/oracle cases DOC ID
        the cases of one clause, with their status in the last run
  $build/oracle smoke --engine CMD ARGS...
  $build/oracle run --engine CMD ARGS...
        verify your own implementation: its adapter's handshake first, then every case
        (docs/protocol.md; a skeleton to copy: adapters/skeleton/adapter.py)
TEXT
