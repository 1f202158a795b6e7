#!/bin/sh
# Installs the Debian packages hsgen needs to build and to prove its hardware.
# A no-op when everything is already present; run as root (or with sudo available).
set -eu

PKGS="build-essential cmake pkg-config libuv1-dev libjansson-dev libyaml-dev libxxhash-dev \
check clang clang-format ghdl iverilog verilator yosys z3 python3 uthash-dev python3-jsonschema \
neovim graphviz zsh fish python3-matplotlib nextpnr-ice40 fpga-icestorm ccache"

missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

if [ -z "$missing" ]; then
    exit 0
fi

echo "setup: installing:$missing"
SUDO=""
if [ "$(id -u)" != "0" ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
