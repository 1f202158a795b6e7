#!/bin/sh
# The include graph is layered (each folder's README.md states what it may include):
# a file may include headers of its own folder and of the folders below it, never
# above. Bottom to top: the library (generators/types, config, units, hw, ops,
# circuits), the method layer (service/), then its doors: the daemon's transport
# (daemon/), the public C API (api/) and the command-line client (client/).
# Usage: check_layers.sh [PROJECT_ROOT] (generators/ under it; its generators/ folder
# is accepted too). Fails naming each include that reaches up.
set -eu
root=${1:-$(dirname "$0")/../..}
[ -d "$root/generators" ] || root=$root/..
lib="types config units hw ops circuits"
folders="$lib service daemon api client"
path() {
    case $1 in
    service | daemon | api | client) echo "$root/$1" ;;
    *) echo "$root/generators/$1" ;;
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
    daemon) echo "$lib service daemon" ;;
    api) echo "$lib service api" ;;
    client) echo "$lib service api client" ;;
    *) echo "" ;;
    esac
}
bad=0
for dir in $folders; do
    ok=$(allowed "$dir")
    [ -d "$(path "$dir")" ] || continue
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
