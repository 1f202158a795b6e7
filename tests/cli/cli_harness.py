"""Shared helpers of the hsgen client tests: run the client, start a temporary
hsgend on a socket of its own (and optionally a TCP port), compare directories.

Stdlib only. HSGEN and HSGEND name the binaries (ctest sets them)."""
import os
import shutil
import socket
import subprocess
import tempfile
import time

HSGEN = os.environ.get("HSGEN", "hsgen")
HSGEND = os.environ.get("HSGEND", "hsgend")
SOURCE_DIR = os.environ.get("HSGEN_SOURCE_DIR",
                            os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def free_tcp_port():
    """A loopback port nobody listens on right now."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Daemon:
    """One hsgend on a temporary Unix socket (plus a TCP listener when tcp=True),
    on its embedded default configuration."""

    def __init__(self, tcp=False):
        self.dir = tempfile.mkdtemp(prefix="hsgen-cli-test-")
        self.sock = os.path.join(self.dir, "d.sock")
        self.port = free_tcp_port() if tcp else None
        args = [HSGEND, "--listen", "unix:" + self.sock]
        if tcp:
            args += ["--listen", "tcp:127.0.0.1:%d" % self.port]
        self.log_path = os.path.join(self.dir, "hsgend.log")
        self.logf = open(self.log_path, "wb")
        self.proc = subprocess.Popen(args, stdout=self.logf, stderr=self.logf)
        deadline = time.time() + 20
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("hsgend exited: " + self.log())
            c = socket.socket(socket.AF_UNIX)
            try:
                c.connect(self.sock)
                if not tcp or self._tcp_up():
                    return
            except OSError:
                pass
            finally:
                c.close()
            time.sleep(0.05)
        raise RuntimeError("hsgend did not start: " + self.log())

    def _tcp_up(self):
        try:
            socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
            return True
        except OSError:
            return False

    def log(self):
        with open(self.log_path, "rb") as f:
            return f.read().decode(errors="replace")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.logf.close()
        shutil.rmtree(self.dir, ignore_errors=True)


def run(args, cwd=None, timeout=120, env=None):
    """Runs hsgen ARGS (env: variables added to the environment); returns (status,
    stdout bytes, stderr bytes)."""
    full = dict(os.environ)
    full.pop("HSGEN_SOCKET", None)
    full.pop("HSGEN_CONNECT", None)
    full.update(env or {})
    p = subprocess.run([HSGEN] + list(args), capture_output=True, cwd=cwd, timeout=timeout,
                       env=full)
    return p.returncode, p.stdout, p.stderr


def tree(path):
    """Every file under path as {relative name: bytes} (hidden files included)."""
    out = {}
    for root, _, files in os.walk(path):
        for f in files:
            full = os.path.join(root, f)
            with open(full, "rb") as fh:
                out[os.path.relpath(full, path)] = fh.read()
    return out
