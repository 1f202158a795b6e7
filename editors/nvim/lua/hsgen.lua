-- hsgen's language server in Neovim: `hsgen lsp` started for every .mlir buffer,
-- diagnostics, hover (K), completion, symbols, go-to-definition, code lenses, and
-- :HsgenShowVhdl / :HsgenShowVerilog, which open the generated HDL of the op under
-- the cursor (or of the whole function) in a scratch buffer.
--
--   require("hsgen").setup({ cmd = { "hsgen", "lsp" } })
--
-- Uses vim.lsp.start (Neovim 0.8 and later); on 0.7 (Debian 12's) the same client
-- is started with vim.lsp.start_client and attached to each buffer.
local M = {}

local config = {
  cmd = { vim.env.HSGEN or "hsgen", "lsp" },
  filetypes = { "mlir" },
  codelens = true,
}
local client_id = nil

-- The scratch buffer a show command opens: the HDL text, read-only.
local function show_text(result)
  vim.cmd("vsplit")
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_win_set_buf(0, buf)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, vim.split(result.text, "\n", { plain = true }))
  vim.api.nvim_buf_set_name(buf, "hsgen://" .. result.name)
  vim.bo[buf].filetype = result.language
  vim.bo[buf].modifiable = false
end

-- workspace/executeCommand hsgen.showVhdl / hsgen.showVerilog with its arguments.
function M.execute(command, arguments, bufnr, on_result)
  bufnr = bufnr or 0
  vim.lsp.buf_request(bufnr, "workspace/executeCommand",
    { command = command, arguments = arguments },
    function(err, result)
      if err then
        vim.notify("hsgen: " .. err.message, vim.log.levels.ERROR)
        return
      end
      (on_result or show_text)(result)
    end)
end

-- The unit of the op on the cursor's line, from the code lenses (nil: the function).
local function unit_at_cursor(bufnr)
  local line = vim.api.nvim_win_get_cursor(0)[1] - 1
  local params = { textDocument = vim.lsp.util.make_text_document_params(bufnr) }
  local answers = vim.lsp.buf_request_sync(bufnr, "textDocument/codeLens", params, 5000) or {}
  for _, a in pairs(answers) do
    for _, lens in ipairs(a.result or {}) do
      if lens.range.start.line == line and lens.command.arguments[2] then
        return lens.command.arguments[2]
      end
    end
  end
  return nil
end

-- :HsgenShowVhdl / :HsgenShowVerilog [UNIT|%]: the op under the cursor, a unit by
-- name, or with `%` the whole function.
function M.show(hdl, arg, on_result)
  local bufnr = vim.api.nvim_get_current_buf()
  local unit = arg
  if unit == nil or unit == "" then
    unit = unit_at_cursor(bufnr)
  elseif unit == "%" then
    unit = nil
  end
  local args = { vim.uri_from_bufnr(bufnr), unit }
  M.execute(hdl == "verilog" and "hsgen.showVerilog" or "hsgen.showVhdl", args, bufnr, on_result)
end

-- A code lens runs its command here (the server answers with the text to show).
for _, name in ipairs({ "hsgen.showVhdl", "hsgen.showVerilog" }) do
  vim.lsp.commands[name] = function(command, ctx)
    M.execute(command.command, command.arguments, ctx.bufnr)
  end
end

local function start(bufnr)
  local cfg = {
    name = "hsgen",
    cmd = config.cmd,
    root_dir = vim.fn.getcwd(),
    on_attach = function(_, b)
      vim.bo[b].omnifunc = "v:lua.vim.lsp.omnifunc"
      if config.codelens then
        vim.lsp.codelens.refresh()
        vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "TextChanged" }, {
          buffer = b,
          callback = function() vim.lsp.codelens.refresh() end,
        })
      end
    end,
  }
  if vim.lsp.start then
    vim.lsp.start(cfg, { bufnr = bufnr })
    return
  end
  if not client_id or vim.lsp.client_is_stopped(client_id) then
    client_id = vim.lsp.start_client(cfg)
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
end

function M.setup(opts)
  config = vim.tbl_deep_extend("force", config, opts or {})
  vim.cmd([[autocmd BufRead,BufNewFile *.mlir setfiletype mlir]])
  vim.api.nvim_create_autocmd("FileType", {
    pattern = config.filetypes,
    callback = function(ev) start(ev.buf) end,
  })
  vim.api.nvim_create_user_command("HsgenShowVhdl", function(o) M.show("vhdl", o.args) end,
    { nargs = "?" })
  vim.api.nvim_create_user_command("HsgenShowVerilog", function(o) M.show("verilog", o.args) end,
    { nargs = "?" })
end

return M
