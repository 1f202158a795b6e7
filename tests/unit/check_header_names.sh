#!/bin/sh
# No two headers of the program, its library and its tests share a file name: an
# #include "NAME.h" then means one file whatever the include path (the client and the
# simulation harness each had a sim_opts.h and a sim_run.h). The C programs of the
# kernels (tests/kernels/, tests/circuits/) are test data, not compiled together, and
# are left out. Fails naming each name and its files.
set -eu
root=${1:-$(dirname "$0")/../..}
cd "$root"
files=$( (git ls-files '*.h' 2>/dev/null || find . -name '*.h' | sed 's|^\./||') |
    grep -v -e '^tests/kernels/' -e '^tests/circuits/' -e '^build')
dups=$(for f in $files; do basename "$f"; done | sort | uniq -d)
for d in $dups; do
    echo "lint.header_names: $d is the name of $(echo "$files" | grep "\(^\|/\)$d\$" | tr '\n' ' ')"
done
n=$(echo "$files" | wc -l)
if [ -z "$dups" ]; then echo "lint.header_names: $n headers, each name once"; else exit 1; fi
