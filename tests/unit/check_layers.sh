#!/bin/sh
# The include graph is layered (each folder's README.md states what it may include,
# on a line starting "May include:"): a file may include headers of its own folder
# and of the folders below it, never above. Bottom to top: the library
# (generators/types, config, units, hw, ops, circuits), the method layer (service/),
# the language server (lsp/), then the doors: the daemon's transport (daemon/), the
# public C API (api/) and the command-line client (client/); above them the tests'
# helpers (tests/hdl: the HDL matrix; tests/sim: the simulation harness and
# reference models; tests/formal, tests/fp) and the tests (tests/unit, fuzz, bench,
# perf, stress). Fails naming each include that reaches up, and each folder whose
# README.md is missing or does not say what it may include.
# Usage: check_layers.sh [PROJECT_ROOT] (generators/ under it; its generators/ folder
# is accepted too).
set -eu
root=${1:-$(dirname "$0")/../..}
[ -d "$root/generators" ] || root=$root/..
lib="types config units hw ops circuits"
doors="service lsp daemon api client"
helpers="tests/hdl tests/sim tests/formal tests/fp"
tests="tests/unit tests/fuzz tests/bench tests/perf tests/stress"
folders="$lib $doors $helpers $tests"
path() {
    case $1 in
    types | config | units | hw | ops | circuits) echo "$root/generators/$1" ;;
    *) echo "$root/$1" ;;
    esac
}
allowed() {
    case $1 in
    types) echo "types" ;;
    config) echo "types config" ;;
    units) echo "types config units" ;;
    hw) echo "hw" ;;
    ops) echo "types config units hw ops" ;;
    circuits) echo "$lib" ;;
    service) echo "$lib service" ;;
    lsp) echo "$lib service lsp" ;;
    daemon) echo "$lib service daemon" ;;
    api) echo "$lib service api" ;;
    client) echo "$lib service lsp api client" ;;
    tests/hdl) echo "$lib service tests/hdl" ;;
    tests/sim) echo "$lib tests/hdl tests/sim" ;;
    tests/formal) echo "$lib tests/hdl tests/sim tests/formal" ;;
    tests/fp) echo "$lib tests/sim tests/fp" ;;
    tests/*) echo "$lib $doors $helpers $1" ;; # a test may use every layer, no other test folder
    *) echo "" ;;
    esac
}
bad=0
for dir in $folders; do
    ok=$(allowed "$dir")
    [ -d "$(path "$dir")" ] || continue
    if ! grep -q "May include:" "$(path "$dir")/README.md" 2>/dev/null; then
        echo "no README.md saying what $dir may include (a line starting \"May include:\")"
        bad=1
    fi
    for f in $(find "$(path "$dir")" -name '*.[ch]'); do
        for inc in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
            home=""
            # a header of the file's own folder first, then the others bottom up
            for d in $dir $folders; do
                p=$(path "$d")
                if [ -e "$p/$inc" ] || [ -n "$(find "$p" -name "$inc" -print -quit 2>/dev/null)" ]; then
                    home=$d
                    break
                fi
            done
            [ -z "$home" ] && continue
            case " $ok " in
            *" $home "*) ;;
            *)
                echo "layer violation: $f (layer $dir) includes $inc (layer $home)"
                bad=1
                ;;
            esac
        done
    done
done
[ $bad -eq 0 ] && echo "layers: ok"
exit $bad
