# bash completion for hsgen (installed as share/bash-completion/completions/hsgen).
# Commands and options come from the client's own option table (`hsgen help
# --options`: the table its parsers read), so a new command or option completes
# without editing this file; unit names from `hsgen --local units`; values of the
# options that take a fixed set (the table's placeholder, like vhdl|verilog).

# The option table, one line per option: COMMAND<TAB>SPELLINGS<TAB>VALUE.
_hsgen_table()
{
    "${1:-hsgen}" help --options 2>/dev/null
}

# Unit names of the catalog, with and without the "handshake." prefix (both are accepted).
_hsgen_units()
{
    "${1:-hsgen}" --local units 2>/dev/null | while read -r name _; do
        printf '%s\n%s\n' "$name" "${name#handshake.}"
    done
}

_hsgen()
{
    local cur prev words cword
    _init_completion 2>/dev/null || {
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    }
    local table
    table=$(_hsgen_table "${words[0]}")
    local methods="unit.generate unit.preview unit.verify unit.list unit.describe type.parse
                   circuit.generate circuit.add_spec_tags cache.stats cache.clear
                   server.info server.stats server.reload server.shutdown"

    # The command is the first word that is not a global option or its value.
    local i cmd="" cmd_at=0
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
        -*)
            # a global option that takes a value skips it
            if printf '%s\n' "$table" | awk -F'\t' -v w="${words[i]}" \
                '$1 == "" && $3 != "" { n = split($2, s, " "); for (k = 1; k <= n; k++) if (s[k] == w) f = 1 } END { exit !f }'; then
                ((i++))
            fi
            ;;
        *)
            cmd=${words[i]}
            cmd_at=$i
            break
            ;;
        esac
    done

    # The value of the option just typed: a fixed set, a file, or nothing to offer.
    local value
    value=$(printf '%s\n' "$table" | awk -F'\t' -v c="$cmd" -v w="$prev" \
        '$1 == c { n = split($2, s, " "); for (k = 1; k <= n; k++) if (s[k] == w) print ($3 == "" ? "-" : $3) }' | head -1)
    if [[ -n $value && $value != - ]]; then
        case $value in
        FILE | DIR | FILE\|DIR | PATH | MEMREF=FILE)
            COMPREPLY=($(compgen -f -- "$cur"))
            ;;
        SIGNAL=POLICY)
            COMPREPLY=($(compgen -W "spec=or spec=and spec=first spec=equal tag=equal tag=first" -- "$cur"))
            ;;
        *\|*)
            [[ $value == *[A-Z]* ]] || COMPREPLY=($(compgen -W "${value//|/ }" -- "$cur"))
            ;;
        esac
        return
    fi

    if [[ -z $cmd ]]; then
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "$(printf '%s\n' "$table" | awk -F'\t' '$1 == "" { print $2 }')" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "$(printf '%s\n' "$table" | awk -F'\t' '$1 != "" && !seen[$1]++ { print $1 }')" -- "$cur"))
        fi
        return
    fi

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(printf '%s\n' "$table" | awk -F'\t' -v c="$cmd" '$1 == c && NF > 1 { print $2 }')" -- "$cur"))
        return
    fi
    if ((cword == cmd_at + 1)); then
        case $cmd in
        generate | verify | describe)
            COMPREPLY=($(compgen -W "$(_hsgen_units "${words[0]}")" -- "$cur"))
            ;;
        rpc)
            COMPREPLY=($(compgen -W "$methods" -- "$cur"))
            ;;
        help)
            COMPREPLY=($(compgen -W "$(printf '%s\n' "$table" | awk -F'\t' '$1 != "" && !seen[$1]++ { print $1 }')" -- "$cur"))
            ;;
        *)
            COMPREPLY=($(compgen -f -- "$cur"))
            ;;
        esac
    fi
}
complete -F _hsgen hsgen
