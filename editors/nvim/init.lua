-- A minimal Neovim configuration with hsgen's language server, for trying it out and
-- for the end-to-end test:  nvim -u editors/nvim/init.lua FILE.mlir
-- In your own configuration, put editors/nvim on the runtimepath (or copy
-- lua/hsgen.lua into yours) and call require("hsgen").setup().
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)") or "./"
vim.opt.runtimepath:prepend(here)
vim.opt.swapfile = false
vim.opt.signcolumn = "yes"
require("hsgen").setup()
