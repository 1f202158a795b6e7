#!/bin/sh
# Every C source and header follows the checked-in .clang-format (make format fixes it);
# the C programs of the kernel corpus (tests/kernels/) are third-party test data kept
# as their authors wrote them, so they are left out. One clang-format process takes
# files by the hundred (one per file cost half a minute).
# The files are those git tracks and the new ones it does not track yet (not ignored),
# so a new file is checked before it is added. A new file counts only inside a folder
# that already holds tracked C sources (client/, generators/, tests/ ...) and outside a
# build tree (a folder holding CMakeCache.txt, whatever its name): a build folder or a
# scratch file beside the sources never fails a fresh clone's `make test`.
# Usage: check_format.sh [ROOT] (default: this repository; the selftest gives another)
cd "${1:-$(dirname "$0")/../..}" || exit 1
if ! command -v clang-format >/dev/null 2>&1; then
    echo "clang-format not installed"; exit 1
fi
if tracked=$(git ls-files '*.c' '*.h' 2>/dev/null); then
    # the top folders of the tracked sources; a new file elsewhere is no source
    tops=$(echo "$tracked" | sed -n 's|^\([^/]*\)/.*|\1|p' | sort -u)
    builds=$(git ls-files --others --exclude-standard -- '*CMakeCache.txt' | sed 's|[^/]*$||')
    new=$(git ls-files --others --exclude-standard -- '*.c' '*.h' |
        TOPS=$tops BUILDS=$builds awk '
            BEGIN { split(ENVIRON["TOPS"], t, "\n"); for (i in t) top[t[i]] = 1
                    nb = split(ENVIRON["BUILDS"], b, "\n") }
            { p = $0; sub("/.*", "", p); if (!(p in top) || p == $0) next
              for (i = 1; i <= nb; i++) if (b[i] != "" && index($0, b[i]) == 1) next
              print }')
    list=$(printf '%s\n%s\n' "$tracked" "$new" | grep -v '^tests/kernels/' | grep -v '^$')
else
    list=$(find generators daemon client tests -name '*.[ch]' | grep -v '^tests/kernels/')
fi
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
