#!/bin/sh
# The library's include graph is layered (generators/*/README.md): a file may
# include headers of its own folder and of the folders below it, never above.
# Fails naming each include that reaches up.
set -eu
root=${1:-$(dirname "$0")/../../generators}
allowed() {
    case $1 in
    types) echo "types" ;;
    config) echo "types config" ;;
    units) echo "types config units" ;;
    hw) echo "hw" ;;
    ops) echo "types config units hw ops" ;;
    circuits) echo "types config units hw ops circuits" ;;
    *) echo "" ;;
    esac
}
bad=0
for dir in types config units hw ops circuits; do
    ok=$(allowed "$dir")
    for f in $(find "$root/$dir" -name '*.[ch]'); do
        for inc in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
            home=""
            for d in types config units hw ops circuits; do
                if [ -e "$root/$d/$inc" ] || [ -n "$(find "$root/$d" -name "$inc" -print -quit)" ]; then
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
