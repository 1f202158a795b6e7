#!/bin/sh
# Every C source and header follows the checked-in .clang-format (make format fixes it);
# the C programs of the kernel corpus (tests/kernels/) are third-party test data kept
# as their authors wrote them, so they are left out. One clang-format process takes
# files by the hundred (one per file cost half a minute).
cd "$(dirname "$0")/../.." || exit 1
if ! command -v clang-format >/dev/null 2>&1; then
    echo "clang-format not installed"; exit 1
fi
list=$( (git ls-files '*.c' '*.h' 2>/dev/null || find generators daemon client tests -name '*.[ch]') |
    grep -v '^tests/kernels/')
[ -n "$list" ] || { echo "no C sources found"; exit 1; }
# each unformatted file gives "FILE:LINE:COL: error: code should be clang-formatted"
out=$(echo "$list" | xargs -n 200 clang-format --dry-run --Werror 2>&1 >/dev/null)
rc=$?
bad=$(echo "$out" | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' |
    sort -u)
for f in $bad; do echo "not formatted: $f (run make format)"; done
if [ $rc -ne 0 ] && [ -z "$bad" ]; then # clang-format itself failed (a missing file, ...)
    echo "$out" | head -20; bad=clang-format
fi
if [ -z "$bad" ]; then echo "1 passed, 0 failed ($(echo "$list" | wc -l) files)"; else echo "0 passed, 1 failed"; fi
[ -z "$bad" ]
