#!/bin/sh
# Every C source and header follows the checked-in .clang-format (make format fixes it);
# the C programs of the kernel corpus (tests/kernels/) are third-party test data kept
# as their authors wrote them, so they are left out.
cd "$(dirname "$0")/../.." || exit 1
if ! command -v clang-format >/dev/null 2>&1; then
    echo "clang-format not installed"; exit 1
fi
bad=0
for f in $(git ls-files '*.c' '*.h' 2>/dev/null || find generators daemon client tests -name '*.[ch]'); do
    case $f in tests/kernels/*) continue ;; esac
    if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
        echo "not formatted: $f (run make format)"; bad=$((bad + 1))
    fi
done
if [ "$bad" -eq 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; fi
[ "$bad" -eq 0 ]
