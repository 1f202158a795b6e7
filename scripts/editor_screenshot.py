#!/usr/bin/python3
"""The screenshot of docs/editor.md, from a real run: Neovim with the project's
configuration (editors/nvim/init.lua) runs in a pseudo-terminal on a copy of
tests/lsp/type_error.mlir; once hsgen lsp's diagnostic is shown, the cursor goes to the
addi and K-style hover opens; the terminal screen (emulated by pyte) is drawn cell by
cell in DejaVu Sans Mono into a PNG. Needs Debian's python3-pyte and python3-pil.
Usage: scripts/editor_screenshot.py [HSGEN] [OUT.png]"""
import os
import pty
import select
import shutil
import sys
import tempfile
import time

import pyte
from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COLS, ROWS = 118, 30
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
NAMED = {"black": (0, 0, 0), "red": (205, 49, 49), "green": (13, 188, 121),
         "brown": (229, 229, 16), "yellow": (229, 229, 16), "blue": (36, 114, 200),
         "magenta": (188, 63, 188), "cyan": (17, 168, 205), "white": (229, 229, 229),
         "brightblack": (102, 102, 102), "brightred": (241, 76, 76),
         "brightgreen": (35, 209, 139), "brightyellow": (245, 245, 67),
         "brightblue": (59, 142, 234), "brightmagenta": (214, 112, 214),
         "brightcyan": (41, 184, 219), "brightwhite": (255, 255, 255)}
FG, BG = (220, 220, 220), (24, 24, 24)


def colour(c, default):
    if c == "default":
        return default
    if c in NAMED:
        return NAMED[c]
    try:
        return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return default


def pump(fd, stream, seconds):
    """Feeds the terminal what nvim writes during `seconds`."""
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], max(0.0, end - time.time()))
        if r:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            if not data:
                return
            stream.feed(data.decode("utf-8", "replace"))


def render(screen, out):
    font, bold = ImageFont.truetype(FONT, 15), ImageFont.truetype(BOLD, 15)
    cw, ch = int(font.getlength("M")), 19
    img = Image.new("RGB", (COLS * cw + 16, ROWS * ch + 16), BG)
    d = ImageDraw.Draw(img)
    for y in range(ROWS):
        row = screen.buffer[y]
        for x in range(COLS):
            c = row[x]
            fg, bg = colour(c.fg, FG), colour(c.bg, BG)
            if c.reverse:
                fg, bg = bg, fg
            px, py = 8 + x * cw, 8 + y * ch
            d.rectangle([px, py, px + cw, py + ch], fill=bg)
            if c.data.strip():
                d.text((px, py + 1), c.data, font=bold if c.bold else font, fill=fg)
            if c.underscore:
                d.line([px, py + ch - 2, px + cw, py + ch - 2], fill=(241, 76, 76), width=2)
    img.save(out)


def main():
    hsgen = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                            os.path.join(ROOT, "build", "client", "hsgen"))
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "docs", "editor-nvim.png")
    tmp = tempfile.mkdtemp(prefix="hsgen-shot-")
    shutil.copy(os.path.join(ROOT, "tests", "lsp", "type_error.mlir"), tmp)
    screen = pyte.Screen(COLS, ROWS)
    stream = pyte.Stream(screen)
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(tmp)
        env = dict(os.environ, HSGEN=hsgen, TERM="xterm-256color", COLORTERM="truecolor",
                   XDG_STATE_HOME=tmp, XDG_DATA_HOME=tmp, XDG_CONFIG_HOME=tmp)
        os.execvpe("nvim", ["nvim", "-u", os.path.join(ROOT, "editors", "nvim", "init.lua"),
                            "--cmd", "set termguicolors", "-c",
                            "hi NormalFloat guibg=#2b3240 guifg=#e6e6e6", "-c",
                            "hi DiagnosticUnderlineError gui=underline guisp=#f14c4c",
                            "type_error.mlir"], env)
    import fcntl
    import struct
    import termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    pump(fd, stream, 4)                       # start, hsgen lsp, the diagnostic
    os.write(fd, b":call cursor(5, 11)\r")     # on `addi`
    pump(fd, stream, 1)
    os.write(fd, b":lua vim.lsp.buf.hover()\r")
    pump(fd, stream, 3)
    render(screen, out)
    os.write(fd, b"\x1b:qa!\r")
    pump(fd, stream, 1)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    shutil.rmtree(tmp, ignore_errors=True)
    print("wrote " + out)


if __name__ == "__main__":
    main()
