#!/bin/sh
# The repository speaks for itself: no doc, message, comment or test names a
# document a reader of the repository does not have (product specifications kept
# outside it, their section numbers, the example files they were written from, or
# the tracker's issue numbers). What such a reference carried is written where it
# is used. Fails listing every line that still refers outside.
# Usage: check_references.sh SOURCE_DIR
set -u
SRC=${1:-.}
self=tests/unit/check_references.sh
pattern='types-and-units|interfaces\.md|product\.md|\.\./shared|shared/(spec|seeds|circuits)|"shared", "(spec|seeds|circuits)"'
pattern="$pattern"'|\bissues? #?[0-9]|\bseeds? 0[0-9]{2}|\bfive seeds\b|\bseeds? (write|draw)'
pattern="$pattern"'|\bfigs/|seeds/Figures|AddingSpecTag|AddDropPromote'
hits=$(cd "$SRC" && grep -rnIiE --exclude-dir=.git --exclude-dir='build*' --exclude-dir=node_modules \
    "$pattern" . | grep -v "^\./$self:" || true)
if [ -n "$hits" ]; then
    printf "%s\n" "$hits" | cut -c1-240
    echo "FAIL: $(printf '%s\n' "$hits" | wc -l) line(s) refer to documents outside the repository;"
    echo "write down what they carried instead"
    exit 1
fi
echo "no reference outside the repository ($(cd "$SRC" && grep -rlI --exclude-dir=.git --exclude-dir='build*' . | wc -l) files checked)"
