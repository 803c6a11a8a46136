# Makefile — builds the oracle CLI, the reference engine's adapter and the tests; see README.md
# for the targets. Parallel by default; one short line per step (V=1: the full commands).
#
#   make            build/oracle and build/engine-adapter
#   make run        the main job: check and lint every document, run every case against the
#                   reference engine, write reports/<run>/ and print the summary
#   make test       unit tests (normal and ASan+UBSan builds), CLI checks, generated cases up to
#                   date, the suite in-process and through build/engine-adapter, the HTML report
#   make cases      regenerate cases/<doc>/gen/ from generators/ (deterministic)
#   make report     make run, then genhtml renders each rules document in coverage colours
#   make coverage   gcov/lcov coverage of the engine's C code while the suite runs
#   make sanitize   the ASan+UBSan build of the CLI and tests, in build/san
#   make fuzz       libFuzzer on every input the oracle reads, FUZZ_SECONDS per target (clang)
#   make bench      extraction time against plain reading time, the suite against parsing,
#                   in-process against the adapter protocol, a version diff against parsing
#                   the two versions, a 1,024-fighter Swiss in the engine against
#                   tournament-organizer, side by side
#   make third-party  the tournament cases against tournament-organizer (npm) and the lycee
#                   cases against lycee-overture-battle (when its snapshot is there) through
#                   their adapters, and their pages docs/third-party/<name>.md
#   make check-rules  verify every document against its manifest sha256

CC       ?= cc
BUILD    ?= build
OPT      ?= -O2
CFLAGS   ?=
SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
BASE_CFLAGS = -std=c11 $(OPT) -g -Wall -Wextra -Wpedantic -Wno-overlength-strings -Werror -Wshadow \
              -Wstrict-prototypes \
              -D_POSIX_C_SOURCE=200809L -I.
LDLIBS   = -ljansson -lutf8proc -pthread
TEST_LDLIBS = -lcmocka
FUZZ_SECONDS ?= 60

# Parallel by default (a sub-make shares its parent's jobs), one short line per target; V=1
# prints the full commands.
ifeq ($(MAKELEVEL),0)
  MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif
MAKEFLAGS += --no-print-directory
ifeq ($(V),1)
  Q :=
  say = @:
else
  Q := @
  say = @printf '  %-6s %s\n' $(1) $(2)
endif

DEPS_BUILD = gcc make pkg-config libjansson-dev libutf8proc-dev
DEPS_TEST  = $(DEPS_BUILD) libcmocka-dev lcov python3
# the HTML report's Japanese text needs a CJK font wherever it is viewed or tested
DEPS_VIEW  = fonts-ipafont-gothic
DEPS_FUZZ  = clang libclang-rt-14-dev

# Found by glob: a new source file, engine module, test or generator package needs no line here.
UTIL_SRC   := $(sort $(wildcard util/*.c))
ORACLE_SRC := $(filter-out oracle/cli/main.c,$(sort $(wildcard oracle/*/*.c oracle/*/*/*.c)))
ENGINE_SRC := $(sort $(wildcard engine/*.c engine/*/*.c engine/*/*/*.c))
# the games' engine folders (engine/core is the shared core), each with its table of RULE() marks
ENGINE_GAMES := $(patsubst engine/%/,%,$(filter-out engine/core/,$(wildcard engine/*/)))
MARKS_SRC  := $(patsubst %,$(BUILD)/gen/engine/%/marks.c,$(ENGINE_GAMES))
ADAPTER_SRC := $(sort $(wildcard adapters/reference/*.c))
obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))
TEST_SRC   := $(sort $(wildcard tests/test_*.c))
TEST_BIN   := $(patsubst tests/%.c,$(BUILD)/tests/%,$(TEST_SRC))
TEST_SUPPORT := $(filter-out $(TEST_SRC),$(wildcard tests/*.c))
GEN_TESTS  := $(sort $(wildcard generators/*/test_*.py generators/test_*.py))
# the documents whose every clause must be classified: those with a classification file
CLASSIFIED_DOCS = $(patsubst cases/%/classification.json,%,$(wildcard cases/*/classification.json))

LIBUTIL   = $(BUILD)/libutil.a
LIBORACLE = $(BUILD)/liboracle.a
LIBENGINE = $(BUILD)/libengine.a

.PHONY: all deps deps-test run test unit-tests suite-tests sanitize fuzz bench check-rules clean \
        cases cases-check report coverage third-party
.DELETE_ON_ERROR:

all: $(BUILD)/oracle $(BUILD)/engine-adapter

deps:
	@tools/deps.sh $(DEPS_BUILD) $(DEPS_VIEW)

deps-test:
	@tools/deps.sh $(DEPS_TEST)

$(BUILD)/obj/%.o: %.c
	$(call say,CC,$<)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(LIBUTIL): $(call obj,$(UTIL_SRC))
$(LIBORACLE): $(call obj,$(ORACLE_SRC))
$(LIBENGINE): $(call obj,$(ENGINE_SRC)) $(patsubst %.c,%.o,$(MARKS_SRC))
$(LIBUTIL) $(LIBORACLE) $(LIBENGINE):
	$(call say,AR,$@)
	@rm -f $@
	$(Q)ar rcs $@ $^

# The table of a game's RULE() marks, read from its engine folder by tools/rulemarks.c.
$(BUILD)/tools/rulemarks: tools/rulemarks.c
	$(call say,CCLD,$@)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) $< -o $@

.SECONDARY: $(MARKS_SRC)
.SECONDEXPANSION:
$(BUILD)/gen/engine/%/marks.c: $$(sort $$(wildcard engine/$$*/*.[ch] engine/$$*/*/*.[ch])) \
                               $(BUILD)/tools/rulemarks
	$(call say,GEN,$@)
	@mkdir -p $(dir $@)
	$(Q)$(BUILD)/tools/rulemarks eng_marks_$* $(sort $(wildcard engine/$*/*.[ch] engine/$*/*/*.[ch])) > $@

$(BUILD)/gen/%.o: $(BUILD)/gen/%.c
	$(call say,CC,$<)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) -c $< -o $@

# The oracle: the CLI over its parts, the reference engine in-process (oracle run's default).
$(BUILD)/oracle: $(call obj,oracle/cli/main.c) $(LIBORACLE) $(LIBENGINE) $(LIBUTIL)
	$(call say,LD,$@)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) $^ $(LDLIBS) -o $@

# The reference engine over the adapter protocol: the engine and the utilities, not the oracle.
$(BUILD)/engine-adapter: $(call obj,$(ADAPTER_SRC)) $(LIBENGINE) $(LIBUTIL)
	$(call say,LD,$@)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) $^ $(LDLIBS) -o $@

$(BUILD)/tests/%: tests/%.c $(TEST_SUPPORT) $(LIBORACLE) $(LIBENGINE) $(LIBUTIL)
	$(call say,CCLD,$@)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) -Itests $< $(TEST_SUPPORT) $(LIBORACLE) $(LIBENGINE) \
	    $(LIBUTIL) $(LDLIBS) $(TEST_LDLIBS) -o $@

# The main job. The build waits for deps, then everything builds in parallel.
run: deps
	@$(MAKE) all
	@$(BUILD)/oracle check-rules
	@$(BUILD)/oracle lint --all --summary
	@$(BUILD)/oracle run; rc=$$?; tools/next_steps.sh $(BUILD); exit $$rc

cases: $(BUILD)/oracle
	python3 generators/gen_cases.py --oracle $(BUILD)/oracle

# The generated cases are those the generators write, every case file is valid, the generators'
# own tests pass, and every clause of a classified document is accounted for.
cases-check: $(BUILD)/oracle
	@tests/cases_check.sh $(BUILD) $(GEN_TESTS) -- $(CLASSIFIED_DOCS)

report: run
	@tools/deps.sh lcov
	genhtml --quiet --rc genhtml_hi_limit=100 --rc genhtml_med_limit=100 \
	    --output-directory reports/latest/rules-html reports/latest/clauses.info
	@echo "rules documents in coverage colours: reports/latest/rules-html/index.html"
	@echo "  lines: the clauses with a verdict, green passing, red failing (green only at 100%)"
	@echo "  functions: the executable and invariant clauses, each hit by its cases (0: uncovered)"

# The engine's C code under gcov while the whole suite runs in-process.
coverage: deps-test
	$(MAKE) BUILD=build/cov CFLAGS="--coverage" OPT=-O0 build/cov/oracle
	@find build/cov -name '*.gcda' -delete
	build/cov/oracle run --out build/cov/reports --name coverage --no-report
	lcov --quiet --capture --directory build/cov/obj/engine --output-file build/cov/engine.info
	genhtml --quiet --output-directory reports/engine-coverage build/cov/engine.info
	@lcov --summary build/cov/engine.info 2>&1 | grep -E 'lines|functions'
	@echo "engine code coverage: reports/engine-coverage/index.html"

# Unit tests of one build (BUILD=...), then the CLI checks against that build's binary.
unit-tests: $(TEST_BIN) $(BUILD)/oracle $(BUILD)/engine-adapter $(BUILD)/tools/rulemarks
	@echo "== tests of $(BUILD)"
	@tests/run_tests.sh $(BUILD)

# The whole suite, in-process and through the protocol, must give the same verdicts; the HTML
# report must render.
suite-tests: $(BUILD)/oracle $(BUILD)/engine-adapter
	@tests/suite_test.sh $(BUILD)

# Every step runs even when one fails; the last line is the grand total.
test: deps-test
	@tools/deps.sh chromium $(DEPS_VIEW)
	@tests/test_all.sh "$(MAKE)" cases-check unit-tests suite-tests sanitize

# The sanitizer build's make variables; `make san-vars` prints them for the tools that build
# as `make sanitize` does (the mutation tool's --sanitize).
SAN_VARS = BUILD=build/san CFLAGS="$(SAN_FLAGS)" OPT=-O1
sanitize:
	@$(MAKE) $(SAN_VARS) unit-tests
	@$(MAKE) $(SAN_VARS) suite-tests

san-vars:
	@echo '$(SAN_VARS)'

check-rules: $(BUILD)/oracle
	@$(BUILD)/oracle check-rules

# libFuzzer targets, one per input the oracle reads (tests/fuzz/fuzz_NAME.c), each built with
# ASan and UBSan and run FUZZ_SECONDS on the seeds tests/fuzz/seeds.py gathers from the
# repository's files (tests/fuzz/run.sh: one line per target, build/fuzz/runs.tsv, the log of a
# finding). FUZZ_TARGETS=NAME... runs some of them.
FUZZ_TARGETS ?= $(patsubst tests/fuzz/fuzz_%.c,%,$(filter-out tests/fuzz/fuzz_support.c,$(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_CFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

fuzz: deps
	@tools/deps.sh $(DEPS_FUZZ)
	@$(MAKE) build/engine-adapter
	@$(MAKE) BUILD=build/fuzz CC=clang CFLAGS="-fsanitize=fuzzer-no-link $(FUZZ_CFLAGS)" OPT=-O1 \
	    $(patsubst %,build/fuzz/fuzz_%,$(FUZZ_TARGETS))
	@python3 tests/fuzz/seeds.py --engine-adapter build/engine-adapter build/fuzz/seeds
	@echo "fuzzing $(words $(FUZZ_TARGETS)) targets for $(FUZZ_SECONDS) s each (logs: build/fuzz/NAME.log)"
	@tests/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_support.c tests/fuzz/fuzz_support.h \
                 $(LIBORACLE) $(LIBENGINE) $(LIBUTIL)
	$(call say,CCLD,$@)
	$(Q)clang $(BASE_CFLAGS) -fsanitize=fuzzer $(FUZZ_CFLAGS) $< tests/fuzz/fuzz_support.c \
	    $(LIBORACLE) $(LIBENGINE) $(LIBUTIL) $(LDLIBS) -o $@

$(BUILD)/bench_extract: tests/bench/bench_extract.c $(LIBORACLE) $(LIBUTIL)
$(BUILD)/bench_run: tests/bench/bench_run.c $(LIBORACLE) $(LIBENGINE) $(LIBUTIL)
$(BUILD)/bench_diff: tests/bench/bench_diff.c $(LIBORACLE) $(LIBUTIL)
$(BUILD)/bench_swiss: tests/bench/bench_swiss.c $(LIBENGINE) $(LIBUTIL)
$(BUILD)/bench_play: tests/bench/bench_play.c $(LIBORACLE) $(LIBENGINE) $(LIBUTIL)
$(BUILD)/bench_extract $(BUILD)/bench_run $(BUILD)/bench_diff $(BUILD)/bench_swiss $(BUILD)/bench_play:
	$(call say,CCLD,$@)
	$(Q)$(CC) $(BASE_CFLAGS) $(CFLAGS) $^ $(LDLIBS) -o $@

# tournament-organizer needs about two minutes per repetition of the 1,024-fighter Swiss.
SWISS_REPS ?= 1

bench: deps
	@$(MAKE) $(BUILD)/bench_extract $(BUILD)/bench_run $(BUILD)/bench_diff $(BUILD)/bench_swiss \
	    $(BUILD)/bench_play $(BUILD)/engine-adapter
	$(BUILD)/bench_extract rules
	@echo
	$(BUILD)/bench_run rules $(BUILD)/engine-adapter
	@echo
	$(BUILD)/bench_diff rules
	@echo
	$(BUILD)/bench_play rules $(BUILD)/engine-adapter
	@echo
	$(BUILD)/bench_swiss --reps $(SWISS_REPS) adapters/tournament-organizer/bench.js

# Third-party implementations verified, each through its adapter, and the committed page made
# from its run. Cases that fail are the finding, not an error: oracle run's exit 1 is accepted.
# - the tournament-organizer library (npm, pinned in its package-lock.json);
# - lycee-overture-battle's rules engine (TypeScript, outside this repository: the directory
#   LYCEE_OVERTURE_BATTLE, else ../shared/third-party/lycee-overture-battle beside the
#   repository; its adapter's tsx is pinned in its package-lock.json). When it is not there, that
#   part says what is missing and is skipped.
TO_DIR  := adapters/tournament-organizer
LOB_DIR := adapters/lycee-overture-battle
third-party: deps
	@$(MAKE) $(BUILD)/oracle
	@tools/need_node.sh 19
	cd $(TO_DIR) && npm ci --no-audit --no-fund --loglevel=error
	$(BUILD)/oracle run --filter doc:bushiroad-floor --timeout 30 --out $(BUILD)/third-party \
	    --name tournament-organizer --engine node $(TO_DIR)/adapter.js; test $$? -le 1
	python3 tools/third_party_page.py --results $(BUILD)/third-party/tournament-organizer/results.json \
	    --analysis $(TO_DIR)/analysis.md --out docs/third-party/tournament-organizer.md
	cd $(LOB_DIR) && npm ci --no-audit --no-fund --loglevel=error
	node --test $(LOB_DIR)/test.js
	@if node $(LOB_DIR)/present.js; then \
	    $(BUILD)/oracle run --filter doc:lycee --timeout 30 --out $(BUILD)/third-party \
	        --name lycee-overture-battle --engine node $(LOB_DIR)/adapter.js; test $$? -le 1 && \
	    python3 tools/third_party_page.py --results $(BUILD)/third-party/lycee-overture-battle/results.json \
	        --analysis $(LOB_DIR)/analysis.md --out docs/third-party/lycee-overture-battle.md \
	        --doc lycee --title lycee-overture-battle --skip-reasons; \
	else echo "third-party: lycee-overture-battle skipped (not found, see above); its page is left as it is"; fi

# Mutation testing of the reference engines (tools/mutation/README.md): MUTANTS mutants drawn
# from engine/ with SEED (stratified by file and operator), JOBS built and run at once, each
# in its own directory; the tool's own tests first. Writes reports/mutation/seed<SEED>-n<MUTANTS>/
# (mutation.json, index.html); a run stopped half-way resumes. The score is a figure, not a gate.
# ENGINES="bushiroad_floor core" draws only those engines' mutants (a game's folder or document,
# core, engine for the files at the top of engine/); the run is then seed<SEED>-n<MUTANTS>-<engines>.
# SANITIZE=1 builds the mutants as `make sanitize` does (ASan+UBSan, as `make test` runs the
# suite), so that a mutant making a case read out of bounds is killed; the run's name ends -san.
MUTANTS ?= 100
SEED    ?= 1
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
ENGINES ?=
SANITIZE ?=
.PHONY: mutation san-vars
mutation: deps
	@tools/deps.sh python3-clang
	@$(MAKE) $(BUILD)/oracle
	@for t in tools/mutation/test_*.py; do python3 $$t -q || exit 1; done
	python3 tools/mutation/mutation.py --mutants $(MUTANTS) --seed $(SEED) --jobs $(JOBS) \
	    $(foreach e,$(ENGINES),--engine $(e)) --build $(BUILD) $(if $(SANITIZE),--sanitize)

clean:
	rm -rf build

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
