#!/bin/sh
# docs/units.md is what scripts/units_doc.py writes from the catalog: a unit, a
# parameter, a range, a default, a port or a rule changed without `make units-doc`
# fails here with the difference.
# Usage: check_units_doc.sh HSGEN SOURCE_DIR
set -u
HSGEN=$1 SRC=$2
tmp=$(mktemp) || exit 1
trap 'rm -f "$tmp"' EXIT
python3 "$SRC/scripts/units_doc.py" "$HSGEN" "$SRC" "$tmp" || { echo "FAIL: units_doc.py"; exit 1; }
if ! diff -u "$SRC/docs/units.md" "$tmp"; then
    echo "FAIL: docs/units.md differs from the catalog: run make units-doc"
    exit 1
fi
echo "docs/units.md matches the catalog ($(grep -c '^## ' "$tmp") units)"
