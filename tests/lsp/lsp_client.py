"""A scripted LSP client for the language server tests: `hsgen lsp` on pipes,
Content-Length frames, messages written together when asked (one write, so the
server reads them as one batch), answers collected with a timeout."""
import json
import os
import select
import subprocess
import time

HSGEN = os.environ.get("HSGEN", "hsgen")
SOURCE_DIR = os.environ.get("HSGEN_SOURCE_DIR",
                            os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def frame(msg):
    body = msg if isinstance(msg, bytes) else json.dumps(msg).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Server:
    def __init__(self, *args, globals_=()):
        self.p = subprocess.Popen([HSGEN] + list(globals_) + ["lsp"] + list(args),
                                  stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buf = b""
        self.next_id = 0
        self.inbox = []

    def request(self, method, params=None):
        self.next_id += 1
        m = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            m["params"] = params
        return m

    @staticmethod
    def notification(method, params=None):
        m = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            m["params"] = params
        return m

    def write(self, *msgs):
        """Writes the messages (dicts, or raw bytes sent as they are) in one write."""
        data = b"".join(m if isinstance(m, bytes) and m.startswith(b"Content") else frame(m)
                        for m in msgs)
        os.write(self.p.stdin.fileno(), data)

    def _read_one(self, deadline):
        while True:
            head, sep, rest = self.buf.partition(b"\r\n\r\n")
            if sep:
                n = int(head.split(b":")[1])
                if len(rest) >= n:
                    self.buf = rest[n:]
                    return json.loads(rest[:n])
            left = deadline - time.time()
            if left <= 0:
                raise TimeoutError("no message from hsgen lsp; stderr: %r" % self.stderr_now())
            r, _, _ = select.select([self.p.stdout], [], [], left)
            if r:
                chunk = os.read(self.p.stdout.fileno(), 65536)
                if not chunk:
                    raise EOFError("hsgen lsp closed its output; stderr: %r" % self.stderr_now())
                self.buf += chunk

    def stderr_now(self):
        if self.p.poll() is None:
            return "(running)"
        return self.p.stderr.read().decode(errors="replace")

    def wait_for(self, pred, timeout=20):
        """The first message (received before or now) that pred accepts."""
        for i, m in enumerate(self.inbox):
            if pred(m):
                return self.inbox.pop(i)
        deadline = time.time() + timeout
        while True:
            m = self._read_one(deadline)
            if pred(m):
                return m
            self.inbox.append(m)

    def answer(self, rid, timeout=20):
        return self.wait_for(lambda m: m.get("id") == rid and "method" not in m, timeout)

    def call(self, method, params=None):
        r = self.request(method, params)
        self.write(r)
        return self.answer(r["id"])

    def diagnostics(self, uri, version=None, timeout=20):
        return self.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and
                             m["params"]["uri"] == uri and
                             (version is None or m["params"].get("version") == version),
                             timeout)["params"]

    def initialize(self, caps=None):
        a = self.call("initialize", {"processId": None, "rootUri": None,
                                     "capabilities": caps or {}})
        self.write(self.notification("initialized", {}))
        return a

    def open(self, uri, text, version=1):
        self.write(self.notification("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": version, "text": text}}))

    def finish(self, timeout=20):
        """shutdown, exit; the exit code."""
        a = self.call("shutdown")
        assert a.get("result", "missing") is None, a
        self.write(self.notification("exit"))
        return self.p.wait(timeout)

    def close(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()
        for f in (self.p.stdin, self.p.stdout, self.p.stderr):
            f.close()
