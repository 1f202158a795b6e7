-- Run inside Neovim (headless) by test_lsp_nvim.py, with editors/nvim/init.lua as the
-- configuration and tests/lsp/type_error.mlir opened: waits for the diagnostics,
-- fixes the error by editing the buffer and waits for them to clear, hovers the addi,
-- runs Show VHDL on it and on the whole function. Everything seen goes to the JSON
-- file $HSGEN_E2E_REPORT; the Python side checks it (and analyses the VHDL with GHDL).
local report = { steps = {} }
local buf = vim.api.nvim_get_current_buf()

local function finish(why)
  report.error = why
  local f = io.open(vim.env.HSGEN_E2E_REPORT, "w")
  f:write(vim.fn.json_encode(report))
  f:close()
  vim.cmd(why and "cquit!" or "qall!")
end

local function step(name) table.insert(report.steps, name) end

-- Diagnostics as plain tables (ranges, message, code, related locations).
local function diagnostics()
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = (d.user_data or {}).lsp or {}
    local rel = {}
    for _, r in ipairs(lsp.relatedInformation or {}) do
      table.insert(rel, { range = r.location.range, message = r.message })
    end
    table.insert(out, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
                        message = d.message, code = lsp.code or d.code, related = rel })
  end
  return out
end

local ok, err = pcall(function()
  report.filetype = vim.bo[buf].filetype
  if not vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
    return finish("no diagnostics within 30 s (is hsgen lsp attached?)")
  end
  step("diagnostics")
  report.initial = diagnostics()

  -- fix: drop ", [spec: i1]" from %a's type (line 4, 0-based 3)
  local line = vim.api.nvim_buf_get_lines(buf, 3, 4, false)[1]
  local s, e = line:find(", [spec: i1]", 1, true)
  vim.api.nvim_buf_set_text(buf, 3, s - 1, 3, e, { "" })
  if not vim.wait(30000, function() return #vim.diagnostic.get(buf) == 0 end, 20) then
    report.after_fix = diagnostics()
    return finish("the diagnostics did not clear after the fix")
  end
  step("cleared")
  report.after_fix = diagnostics()

  -- hover on the addi (line 5, 0-based 4)
  local addi = vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1]:find("addi", 1, true) - 1
  local answers = vim.lsp.buf_request_sync(buf, "textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = 4, character = addi },
  }, 20000) or {}
  for _, a in pairs(answers) do
    if a.result then report.hover = a.result.contents.value end
  end
  step("hover")

  -- Show VHDL: the op under the cursor (found from the code lenses), then the function
  vim.api.nvim_win_set_cursor(0, { 5, addi })
  require("hsgen").show("vhdl", nil, function(r) report.vhdl_op = r end)
  if not vim.wait(30000, function() return report.vhdl_op ~= nil end, 20) then
    return finish("Show VHDL of the op gave no text")
  end
  require("hsgen").show("vhdl", "%", function(r) report.vhdl_function = r end)
  if not vim.wait(30000, function() return report.vhdl_function ~= nil end, 20) then
    return finish("Show VHDL of the function gave no text")
  end
  step("show")
  finish(nil)
end)
if not ok then finish("error: " .. tostring(err)) end
