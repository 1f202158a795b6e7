#!/bin/sh
# lint.format's own test: in a scratch git repository holding the checked-in .clang-format,
# check_format.sh fails for an unformatted file git tracks and for a new one it does not
# track yet inside a source folder, and passes for unformatted files that are no sources:
# ignored ones, those of a build tree (a folder holding CMakeCache.txt, inside a source
# folder too), scratch files outside the source folders, the kernel corpus.
# Usage: check_format_selftest.sh SOURCE_DIR WORKDIR
set -u
SRC=$1 WORK=$2
CHECK=$SRC/tests/cli/check_format.sh
rm -rf "$WORK" && mkdir -p "$WORK/client" "$WORK/tests" || exit 1
cp "$SRC/.clang-format" "$WORK/" || exit 1
cd "$WORK" || exit 1
git init -q . || exit 1
fail=0
good='int x;'
bad='int   f( void ){return 1;}'
printf '%s\n' "$good" >client/a.c
printf '%s\n' "$good" >tests/t.c
git add client/a.c tests/t.c .clang-format
# expect pass|fail FILE_NAMED_ON_FAILURE: what check_format.sh must say of the tree now
expect() {
    out=$(sh "$CHECK" "$WORK" 2>&1)
    rc=$?
    case $1 in
    pass) [ $rc -eq 0 ] || { echo "FAIL ($2): expected a pass, got: $out"; fail=1; } ;;
    fail) if [ $rc -eq 0 ] || ! echo "$out" | grep -q "not formatted: $2 "; then
        echo "FAIL: expected $2 named as not formatted, got: $out"; fail=1
    fi ;;
    esac
}
expect pass "a formatted tracked file"
printf '%s\n' "$bad" >client/new.c
expect fail client/new.c # new, not yet added: checked
git add client/new.c
expect fail client/new.c # tracked
git rm -q --cached client/new.c && rm client/new.c
mkdir -p client/build/CMakeFiles tmp tests/kernels/k
: >client/build/CMakeCache.txt
printf '%s\n' "$bad" >client/build/CMakeFiles/CMakeCCompilerId.c
printf '%s\n' "$bad" >scratch.c
printf '%s\n' "$bad" >tmp/scratch.c
printf '%s\n' "$bad" >tests/kernels/k/kernel.c
printf '%s\n' "$bad" >client/ignored.c
printf 'client/ignored.c\n' >.gitignore
expect pass "build trees, scratch files outside the sources, the corpus, ignored files"
if [ $fail -eq 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; fi
exit $fail
