# Wraps the CMake build. `make run` and `make test` are the README's two commands.
BUILD      ?= build
BUILD_ASAN ?= build-asan
BUILD_CLANG ?= build-clang
BUILD_TSAN ?= build-tsan
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_ARGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo
# make test and CI treat warnings as errors; a plain `cmake` build does not.
WERROR     := -DHSGEN_WERROR=ON

.PHONY: all setup build build-asan build-clang deb run test test-asan test-tsan kernels area lsq-area lsq-cosim bench-lsq bench-gen bench-circuit bench-mlir bench-mlir-args bench-float bench-rpc bench-bighit bench-dynamatic bench-lsp bench-compare vsix fuzz soak \
        bench clean format units-doc

all: build

setup:
	@sh scripts/setup.sh

$(BUILD)/CMakeCache.txt: | setup
	cmake -S . -B $(BUILD) $(CMAKE_ARGS)

# Configures with warnings as errors every time (an older build directory too).
build: setup $(BUILD)/CMakeCache.txt
	cmake -S . -B $(BUILD) $(WERROR) >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

$(BUILD_ASAN)/CMakeCache.txt: | setup
	cmake -S . -B $(BUILD_ASAN) -DCMAKE_BUILD_TYPE=Debug -DHSGEN_SANITIZE=ON -DHSGEN_HDL_TESTS=OFF

build-asan: setup $(BUILD_ASAN)/CMakeCache.txt
	cmake -S . -B $(BUILD_ASAN) $(WERROR) >/dev/null
	cmake --build $(BUILD_ASAN) -j $(JOBS)

# A second compiler and optimizer (Release with clang), so a warning either
# one alone would miss breaks the test run; only its unit tests run there.
$(BUILD_CLANG)/CMakeCache.txt: | setup
	CC=clang cmake -S . -B $(BUILD_CLANG) -DCMAKE_BUILD_TYPE=Release -DHSGEN_HDL_TESTS=OFF

build-clang: setup $(BUILD_CLANG)/CMakeCache.txt
	cmake -S . -B $(BUILD_CLANG) $(WERROR) >/dev/null
	cmake --build $(BUILD_CLANG) -j $(JOBS)

# docs/units.md from the catalog (scripts/units_doc.py); test lint.units_doc checks it.
units-doc: build
	python3 scripts/units_doc.py $(BUILD)/client/hsgen . docs/units.md

# hsgen_VERSION_ARCH.deb in $(BUILD) (cmake/package.cmake: CPack's DEB generator).
deb: build
	cd $(BUILD) && cpack -G DEB

# Starts the daemon in the foreground on its embedded default configuration;
# its first log lines say where it listens (Ctrl-C stops it).
run: build
	@if [ -x $(BUILD)/daemon/hsgend ]; then exec $(BUILD)/daemon/hsgend; \
	else sh scripts/demo.sh $(BUILD); fi

# JSON-RPC throughput over the Unix socket: baseline, cached and cold unit.generate,
# 32 pipelining connections, one million requests each (BENCH_N, BENCH_COLD_N to change).
# Cold in-process generation rate over the HDL matrix against a process per unit.
bench-gen: build
	$(BUILD)/tests/bench/bench_gen $(BUILD)/client/hsgen

# Generation time of the load-store queue at depths 4..256 (64 entries among them).
bench-lsq: build
	$(BUILD)/tests/bench/bench_lsq

# Synthetic circuits of 100, 1,000 and 10,000 units, generated in-process.
bench-circuit: build
	$(BUILD)/tests/bench/bench_circuit

# MLIR: handshake.func of 1,000, 3,000 and 10,000 ops read and generated in-process.
bench-mlir: build
	$(BUILD)/tests/bench/bench_mlir $(BUILD)/client/hsgen

# The floating-point and division proof at volume: 1,000,000 operand pairs per unit and
# format in Verilator, against the host's C arithmetic (tests/fp: hs_fpvol for addf subf
# mulf divf, hs_fmvol for the compare/sign/conversion units and integer division).
PROOF_N ?= 1000000
.PHONY: proof-float
proof-float: build
	@if [ -x $(BUILD)/tests/fp/hs_fpvol ]; then $(BUILD)/tests/fp/hs_fpvol \
	  --dpi $(BUILD)/tests/fp/libhsgen_fpdpi.a --dir $(BUILD)/proof-float/arith --extras \
	  --latency mid,max --n $(PROOF_N); fi
	$(BUILD)/tests/fp/hs_fmvol --dpi $(BUILD)/tests/fp/libhsgen_fmdpi.a \
	  --dir $(BUILD)/proof-float/fmisc --extras --latency 0,3 --n $(PROOF_N)

# In-process generation time (CPU) of addf, mulf, divf per format at latency 0 and the
# maximum (docs/floating-point.md).
# Reading functions of 1,000 and 10,000 arguments/ports, release and ASan builds
# (only the benchmark and the library are built in each): prints the growth,
# fails above 50 (10 is linear, 100 quadratic).
bench-mlir-args: setup $(BUILD)/CMakeCache.txt $(BUILD_ASAN)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS) --target bench_mlir_args
	cmake --build $(BUILD_ASAN) -j $(JOBS) --target bench_mlir_args
	$(BUILD)/tests/bench/bench_mlir_args
	ASAN_OPTIONS=detect_leaks=1 $(BUILD_ASAN)/tests/bench/bench_mlir_args

bench-float: build
	$(BUILD)/tests/bench/bench_float

# LUTs and flip-flops (Yosys synth_ice40) of a reference set of generated units.
# The build's output goes to a log so the table is what the target prints; CSV and a
# PNG chart beside it in $(BUILD)/area.
area: setup $(BUILD)/CMakeCache.txt
	@cmake --build $(BUILD) -j $(JOBS) >$(BUILD)/build-area.log 2>&1 || \
	  { cat $(BUILD)/build-area.log; exit 1; }
	@sh scripts/area.sh $(BUILD)/client/hsgen $(BUILD)/area

# The load-store queue's area and Fmax against Dynamatic's (Yosys synth_ice40, nextpnr-ice40
# on an HX8K; Dynamatic's VHDL through ghdl --synth), the co-simulation's configurations;
# tens of minutes (docs/hardware.md). NAMES=... limits it to some configurations.
lsq-area: build
	python3 tests/dynamatic/lsq/lsq_area.py $(BUILD)/client/hsgen --fmax $(NAMES)

# The LSQ co-simulation against Dynamatic's in full: every configuration (ctest leaves out
# the 64-entry one), three random runs each; minutes.
lsq-cosim: build
	python3 tests/dynamatic/lsq/lsq_cosim.py $(BUILD)/client/hsgen --runs 3

bench-rpc: build
	sh daemon/bench/run_bench.sh $(BUILD)

# Cached hits of a huge unit (a 4.8 MB answer): the daemon's CPU time per hit, for
# a never-read batch of 40 hits, and another client's type.parse wait meanwhile.
bench-bighit: build
	python3 daemon/bench/bench_bighit.py $(BUILD)

# A 200-unit Dynamatic export, one generator process per unit: hsgen in-process and
# through a daemon (and Dynamatic's own generator when DYNAMATIC=checkout and
# DYNAMATIC_PYTHON=python3.12 are given); ROUNDS rounds, medians and ratios.
bench-dynamatic: build
	python3 tests/perf/bench_dynamatic.py $(BUILD)

# libFuzzer + ASan/UBSan (clang, build-fuzz/): each target FUZZ_SECONDS (600) from its
# seeds in tests/fuzz/corpus/; crashing inputs are added there (make test replays them).
fuzz: setup
	sh tests/fuzz/run_fuzz.sh

# 1,000 connections, one million mixed requests, random disconnects and slow
# readers against a daemon with a small cache (tests/stress/run_soak.sh).
soak: build
	sh tests/stress/run_soak.sh $(BUILD)

# Per-unit, RPC-concurrency and circuit-size benchmarks against a process per unit:
# $(BUILD)/bench/results.json and two plots (docs/performance.md); then cached and
# cold unit.generate against type.parse over the socket (BENCH_N requests per mode,
# 200,000 here), the whole HDL matrix generated cold against a process per unit, the
# MLIR reader and the language server.
bench: build
	sh tests/perf/run_bench.sh $(BUILD)
	BENCH_N=$${BENCH_N:-200000} sh daemon/bench/run_bench.sh $(BUILD)
	$(BUILD)/tests/bench/bench_gen $(BUILD)/client/hsgen
	$(BUILD)/tests/bench/bench_mlir $(BUILD)/client/hsgen
	$(BUILD)/tests/bench/bench_lsp

# The speed figures of an older commit against this tree, from one machine in one run:
# BEFORE (default 4efcb77, before the speed work) is built outside the source tree, then
# bench-rpc, bench-gen and bench-mlir run ROUNDS times (3) on both, interleaved; a table
# of ranges against the targets and $(BUILD)/bench-compare.json (tests/perf/README.md).
# BEFORE_CACHE=folder keeps the old build; PERF=1 adds perf profiles.
bench-compare: setup $(BUILD)/CMakeCache.txt
	python3 tests/perf/bench_compare.py $(BUILD)

# The language server: diagnostics after a one-character edit of a 2,000-op function,
# median and p99, against the library's read+check of the same text (docs/editor.md).
bench-lsp: build
	$(BUILD)/tests/bench/bench_lsp

# The VS Code extension (editors/vscode) packaged as a .vsix by vsce (npm fetches it and
# vscode-languageclient into editors/vscode/node_modules, which is not committed).
vsix:
	cd editors/vscode && npm install --no-audit --no-fund && npx --yes @vscode/vsce package --skip-license --allow-missing-repository --out hsgen-lsp.vsix

# Formal proofs (yosys-smtbmc + z3) of every unit of the HDL matrix: persistence,
# conservation, extra signals, bounded liveness (tests/formal, docs/hardware.md).
# Results in $(BUILD)/formal/results.tsv and results.md; FORMAL_JOBS, FORMAL_TIMEOUT.
.PHONY: formal
formal: build
	nice $(BUILD)/tests/formal/fv_gen $(BUILD)/formal
	nice sh tests/formal/run_formal.sh $(BUILD)/formal $(BUILD)/formal/results.md
	nice python3 tests/formal/lsq/lsq_formal.py $(BUILD)/client/hsgen --depth 12

# Verilator compiles its C++ runtime (about 10 s of CPU) into every model it builds; with
# ccache installed (scripts/setup.sh) make test and make kernels compile it once, into a
# cache in the build folder (so a fresh clone starts from an empty one).
VERILATOR_CACHE = $(if $(shell command -v ccache 2>/dev/null),OBJCACHE=ccache CCACHE_DIR=$(CURDIR)/$(BUILD)/ccache)

# Every case of the corpus of real Dynamatic compiler output (tests/kernels/README.md):
# both HDLs, GHDL analysis, Verilator lint, and simulation equal to the C program in
# GHDL and Verilator, and cycle parity with Dynamatic's own units (parity.sh), or for a
# hw.mlir whose case has the RTL Dynamatic's export wrote (dynamatic_rtl/) with that RTL
# (parity_rtl.py); ends with the table case x flow x IR x (equal, cycles hsgen / cycles
# with Dynamatic's units or RTL, units kept hsgen's).
kernels: build
	$(VERILATOR_CACHE) PYTHON=python3 sh tests/kernels/run_kernels.sh --parity $(CURDIR)/$(BUILD)/client/hsgen $(CURDIR)/$(BUILD)/tests/kernels/all

# Unit and daemon tests under ASan/UBSan first, the unit tests of the clang Release
# build, then every test (the lint label only here); ends with ctest's summary.
test: build build-asan build-clang
	cd $(BUILD_ASAN) && ASAN_OPTIONS=detect_leaks=1 ctest -L 'unit|daemon' -j $(JOBS) --output-on-failure
	cd $(BUILD_CLANG) && ctest -L unit -j $(JOBS) --output-on-failure
	cd $(BUILD) && $(VERILATOR_CACHE) ctest -j $(JOBS) --output-on-failure

test-asan: build-asan
	cd $(BUILD_ASAN) && ctest -L 'unit|daemon' -j $(JOBS) --output-on-failure

# The daemon tests under ThreadSanitizer ($(BUILD_TSAN)): the loop thread, the pool's
# generations, previews answered on a worker from held cache entries, idle release;
# and the method layer's work on threads and the idle release beside work (label tsan:
# unit.test_rpc_threads, unit.test_daemon_release).
# Not part of `make test` (several times slower). SocketReady is left out: under
# TSan a SIGTERM sent the instant the daemon is ready is now and then never
# delivered to libuv's handler (TSan defers signals; the ASan and release builds
# stop every time), and that test starts and stops the daemon 100 times.
$(BUILD_TSAN)/CMakeCache.txt: | setup
	cmake -S . -B $(BUILD_TSAN) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHSGEN_SANITIZE_THREAD=ON -DHSGEN_HDL_TESTS=OFF

test-tsan: setup $(BUILD_TSAN)/CMakeCache.txt
	cmake -S . -B $(BUILD_TSAN) $(WERROR) >/dev/null
	cmake --build $(BUILD_TSAN) -j $(JOBS)
	cd $(BUILD_TSAN) && TSAN_OPTIONS=halt_on_error=0 ctest -L 'daemon|tsan' -E '^daemon\.SocketReady$$' -j $(JOBS) --output-on-failure

format:
	clang-format -i $$(git ls-files '*.c' '*.h' | grep -v '^tests/kernels/')

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) $(BUILD_CLANG) $(BUILD_TSAN)
