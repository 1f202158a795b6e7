#!/bin/sh
# Fallback for `make run` when the daemon is not built: shows one verification
# passing and one failing with its message, in-process.
B=${1:-build}
H="$B/client/hsgen"
echo "\$ hsgen verify handshake.addi (lhs, rhs and result carry spec: i1)"
"$H" verify handshake.addi --port 'lhs=!handshake.channel<i32, [spec: i1]>' \
    --port 'rhs=!handshake.channel<i32, [spec: i1]>' --port 'result=!handshake.channel<i32, [spec: i1]>'
echo "\$ hsgen verify handshake.addi (rhs lacks spec)"
"$H" verify handshake.addi --port 'lhs=!handshake.channel<i32, [spec: i1]>' \
    --port 'rhs=!handshake.channel<i32>' --port 'result=!handshake.channel<i32, [spec: i1]>'
echo "(exit status $?)"
