"""Test harness for hsgend: start a daemon on a temporary socket, talk JSON-RPC
to it in either framing, and validate every response against schema/.

Stdlib only, plus jsonschema (Debian: python3-jsonschema)."""
import json
import os
import re
import signal
import socket
import subprocess
import tempfile
import time

import jsonschema

HSGEND = os.environ.get("HSGEND", "hsgend")
SCHEMA_DIR = os.environ.get("HSGEN_SCHEMA_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "schema"))

_schemas = {}


def schema(name):
    """Loads schema/NAME.json once."""
    if name not in _schemas:
        with open(os.path.join(SCHEMA_DIR, name + ".json")) as f:
            s = json.load(f)
        jsonschema.Draft202012Validator.check_schema(s)
        _schemas[name] = s
    return _schemas[name]


def validate(instance, name):
    jsonschema.validate(instance, schema(name), cls=jsonschema.Draft202012Validator)


def check_response(resp, method=None):
    """Validates one response envelope, its error or its result (when the method is known)."""
    validate(resp, "response")
    if "error" in resp:
        validate(resp["error"], "error")
    elif method is not None:
        validate(resp["result"], method + ".result")


class Daemon:
    """One hsgend process with its own socket, configuration and log file."""

    def __init__(self, config="", extra_args=(), env=None, listen=None, start=True, pass_fds=(),
                 preexec_fn=None, argv_prefix=(), extra_listen=()):
        self.dir = tempfile.mkdtemp(prefix="hsgend-test-")
        self.sock = os.path.join(self.dir, "hsgend.sock")
        self.config_path = os.path.join(self.dir, "hsgend.yaml")
        self.write_config(config)
        self.log_path = os.path.join(self.dir, "hsgend.log")
        self.listen = (listen if listen is not None else ["unix:" + self.sock]) + list(extra_listen)
        self.extra_args = list(extra_args)
        self.env = dict(os.environ, **(env or {}))
        self.proc = None
        self.pass_fds = pass_fds
        self.preexec_fn = preexec_fn
        self.argv_prefix = list(argv_prefix)
        if start:
            self.start()

    def write_config(self, text):
        with open(self.config_path, "w") as f:
            f.write(text)

    def start(self):
        args = self.argv_prefix + [HSGEND, "--config", self.config_path] + self.extra_args
        for l in self.listen:
            args += ["--listen", l]
        self.logf = open(self.log_path, "wb")
        self.proc = subprocess.Popen(args, stdout=self.logf, stderr=self.logf, env=self.env,
                                     pass_fds=self.pass_fds, preexec_fn=self.preexec_fn)
        self.wait_log(r"ready \(configuration", 20)

    def log(self):
        with open(self.log_path, "rb") as f:
            return f.read().decode(errors="replace")

    def wait_log(self, pattern, timeout=10, count=1):
        """Waits until the log holds `count` matches of pattern; returns the last match."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            found = list(re.finditer(pattern, self.log()))
            if len(found) >= count:
                return found[-1]
            if self.proc.poll() is not None:
                raise AssertionError("hsgend exited (%s):\n%s" % (self.proc.returncode, self.log()))
            time.sleep(0.02)
        raise AssertionError("no %r in the log within %ss:\n%s" % (pattern, timeout, self.log()))

    def tcp_port(self):
        m = self.wait_log(r"listening on tcp:127\.0\.0\.1:(\d+)")
        return int(m.group(1))

    def client(self, **kw):
        return Client(self.sock, **kw)

    def rss_kib(self):
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def signal(self, sig):
        if sig in (signal.SIGTERM, signal.SIGINT):
            self.stop_sent = True
        self.proc.send_signal(sig)

    def stop(self, timeout=30):
        """SIGTERM, then checks a clean exit and a log free of sanitizer reports."""
        if self.proc and self.proc.poll() is None and not getattr(self, "stop_sent", False):
            self.proc.send_signal(signal.SIGTERM)
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise AssertionError("hsgend did not stop on SIGTERM:\n" + self.log())
        self.logf.close()
        log = self.log()
        assert "Sanitizer" not in log and "runtime error" not in log, log
        assert rc == 0, "hsgend exited with %s:\n%s" % (rc, log)
        return log


class Client:
    """A JSON-RPC connection (newline-delimited or Content-Length framing)."""

    def __init__(self, path=None, lsp=False, tcp=None, timeout=30):
        if tcp:
            self.s = socket.create_connection(tcp, timeout=timeout)
        else:
            self.s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self.s.settimeout(timeout)
            self.s.connect(path)
        self.lsp = lsp
        self.buf = b""
        self.next_id = 1

    def close(self):
        self.s.close()

    def send_raw(self, data):
        self.s.sendall(data)

    def frame(self, obj):
        body = json.dumps(obj).encode()
        if self.lsp:
            return b"Content-Length: %d\r\n\r\n" % len(body) + body
        return body + b"\n"

    def send(self, obj):
        self.send_raw(self.frame(obj))

    def request(self, method, params=None, notify=False, rid=None):
        r = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            r["params"] = params
        if not notify:
            r["id"] = rid if rid is not None else self.next_id
            self.next_id += 1
        return r

    def _fill(self):
        chunk = self.s.recv(65536)
        if not chunk:
            raise EOFError("connection closed by hsgend")
        self.buf += chunk

    def recv(self):
        """Reads one response in this connection's framing."""
        if self.lsp:
            while b"\r\n\r\n" not in self.buf:
                self._fill()
            head, rest = self.buf.split(b"\r\n\r\n", 1)
            m = re.match(rb"Content-Length: (\d+)", head)
            assert m, head
            n = int(m.group(1))
            while len(rest) < n:
                self._fill()
                head, rest = self.buf.split(b"\r\n\r\n", 1)
            self.buf = rest[n:]
            return json.loads(rest[:n])
        while b"\n" not in self.buf:
            self._fill()
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def recv_line(self):
        """Reads one NDJSON response line as bytes, unparsed."""
        while b"\n" not in self.buf:
            self._fill()
        line, self.buf = self.buf.split(b"\n", 1)
        return line

    def is_closed(self, timeout=5):
        """True when the daemon closed the connection (after any pending data)."""
        self.s.settimeout(timeout)
        try:
            while True:
                chunk = self.s.recv(65536)
                if not chunk:
                    return True
                self.buf += chunk
        except (socket.timeout, TimeoutError):
            return False
        except ConnectionResetError:
            return True

    def call(self, method, params=None, check=True):
        """One request, its response validated; returns the response."""
        req = self.request(method, params)
        self.send(req)
        resp = self.recv()
        assert resp.get("id") == req["id"], resp
        if check:
            check_response(resp, method)
        return resp

    def result(self, method, params=None):
        resp = self.call(method, params)
        assert "result" in resp, resp
        return resp["result"]

    def error(self, method, params=None):
        resp = self.call(method, params)
        assert "error" in resp, resp
        return resp["error"]
