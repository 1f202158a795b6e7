#!/bin/sh
# A cached text gets the requested entity name by position, never by
# searching the text. What this lint holds (hdl_rename and the daemon's Rename
# test show the behaviour):
#  1. the printers write module names and header lines only through the
#     hw_print_* helpers, which record every occurrence of the entity name
#     (hw_text_put_entity): emit_*.c never print hw_module_name(), an instance's
#     ->module, hw_design_comment_at() or hw_design_entity() themselves;
#  2. the code that holds generated texts (service/, daemon/, api/, generators/ops/gen*.c)
#     calls no text search (memmem, strstr, strcasestr, regexec) except on a line
#     within two lines after a comment "lint.rename:" saying what it
#     searches instead;
#  3. the cache's placeholder name is used once, to name a generation: nothing
#     compares texts with it.
# Fails naming each offending line.
set -eu
root=${1:-$(dirname "$0")/../..}
bad=0
report() {
    echo "lint.rename: $1"
    bad=1
}

for f in "$root"/generators/hw/emit_*.c; do
    grep -n 'hw_module_name(\|hw_design_comment_at(\|hw_design_entity(' "$f" |
        while IFS= read -r l; do echo "$f:$l"; done >"${TMPDIR:-/tmp}/lint-rename.$$"
    grep -n -- '->module' "$f" | grep -v 'hw_find_module(c->d, in->module)' |
        while IFS= read -r l; do echo "$f:$l"; done >>"${TMPDIR:-/tmp}/lint-rename.$$"
    while IFS= read -r l; do
        report "$l: a printer writes a name without recording the entity (use hw_print_*)"
    done <"${TMPDIR:-/tmp}/lint-rename.$$"
    rm -f "${TMPDIR:-/tmp}/lint-rename.$$"
done

files=$(find "$root/service" "$root/daemon" "$root/api" -name '*.c' -not -path '*/bench/*'; ls "$root"/generators/ops/gen*.c)
for f in $files; do
    # a search is allowed within two lines after a comment marked "lint.rename:"
    hits=$(awk '/lint\.rename:/ { mark = NR } /(memmem|strstr|strcasestr|regexec)[ \t]*\(/ {
               if (!mark || NR - mark > 2) print NR ": " $0 }' "$f")
    if [ -n "$hits" ]; then
        echo "$hits" | while IFS= read -r l; do echo "lint.rename: $f:$l: searches a text"; done
        bad=1
    fi
done

uses=$(grep -rn 'HSD_CACHE_MARKER\|HsgenCachedEntity' "$root/service" "$root/daemon" "$root/api" "$root/generators" \
    --include='*.c' | wc -l)
if [ "$uses" -ne 1 ]; then
    grep -rn 'HSD_CACHE_MARKER\|HsgenCachedEntity' "$root/service" "$root/daemon" "$root/api" "$root/generators" \
        --include='*.c' || true
    report "the cache's placeholder is used $uses times in C files, expected once (naming a generation)"
fi

[ "$bad" -eq 0 ] && echo "lint.rename: entity names are put in by position"
exit "$bad"
