# fish completion for hsgen (installed as share/fish/vendor_completions.d/hsgen.fish).
# Commands and options come from the client's own option table (`hsgen help
# --options`, the table its parsers read): a new command or option completes without
# editing this file. Unit names from `hsgen --local units`.

complete -c hsgen -f
for line in (hsgen help --options 2>/dev/null)
    set -l f (string split \t -- $line)
    set -l cond "__fish_seen_subcommand_from $f[1]"
    if test -z "$f[1]"
        set cond __fish_use_subcommand
    else
        complete -c hsgen -n __fish_use_subcommand -a $f[1]
    end
    test (count $f) -ge 2; or continue
    set -l args
    for s in (string split ' ' -- $f[2])
        if string match -q -- '--*' $s
            set -a args -l (string sub -s 3 -- $s)
        else
            set -a args -s (string sub -s 2 -- $s)
        end
    end
    if test -n "$f[3]"
        set -a args -r
        switch $f[3]
            case FILE DIR 'FILE|DIR' PATH 'MEMREF=FILE'
                set -a args -F
            case '*|*'
                string match -qr '[A-Z]' -- $f[3]; or set -a args -a (string split '|' -- $f[3] | string join ' ')
        end
    end
    complete -c hsgen -n $cond $args
end
complete -c hsgen -n "__fish_seen_subcommand_from generate verify describe" \
    -a "(hsgen --local units 2>/dev/null | string replace -r ' .*' '')"
complete -c hsgen -n "__fish_seen_subcommand_from circuit spec-tags simulate draw batch" -F
