-- Drives cpls from headless Neovim 0.7.2 with the built-in client (vim.lsp.start_client),
-- the way a user's config would. Environment: CPLS_BIN (the built binary), CPLS_ROOT (the
-- repository), CPLS_OUT (JSON report to write), CPLS_LOG (server log), CPLS_WAIT_MS (bound
-- of every wait). Every wait is bounded; whatever happens, the report is written and
-- Neovim quits.
local bin = os.getenv('CPLS_BIN')
local root = os.getenv('CPLS_ROOT')
local out = os.getenv('CPLS_OUT')
local logfile = os.getenv('CPLS_LOG')
local wait_ms = tonumber(os.getenv('CPLS_WAIT_MS') or '60000')

local report = { files = {}, errors = {}, messages = {} }
local statuses = {} -- uri -> last cpls/status params

local function err(msg) table.insert(report.errors, msg) end

local function finish()
  local f = io.open(out, 'w')
  f:write(vim.fn.json_encode(report))
  f:close()
  vim.cmd('qa!')
end

local ok, e = pcall(function()
  local client_id = vim.lsp.start_client({
    name = 'cpls',
    cmd = { bin, 'serve', '-logfile', logfile },
    root_dir = root,
    init_options = { solveBudgetMs = 20000, debounceMs = 50 },
    handlers = {
      ['cpls/status'] = function(_, params) statuses[params.uri] = params end,
      ['window/showMessage'] = function(_, params) table.insert(report.messages, params.message) end,
    },
  })
  if not client_id then error('start_client failed') end
  local client
  vim.wait(wait_ms, function()
    client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized
  end, 20)
  if not (client and client.initialized) then error('client did not initialize') end
  report.server = client.server_capabilities and { hover = client.server_capabilities.hoverProvider } or {}

  local function open(name)
    vim.cmd('edit ' .. root .. '/examples/' .. name)
    local bufnr = vim.api.nvim_get_current_buf()
    vim.lsp.buf_attach_client(bufnr, client_id)
    return bufnr, vim.uri_from_bufnr(bufnr)
  end

  -- settled: the last cpls/status of the buffer's current version has nothing solving.
  local function settled(bufnr, uri)
    local st = statuses[uri]
    if not st or st.version ~= vim.lsp.util.buf_versions[bufnr] then return false end
    for _, p in ipairs(st.problems) do
      if p.status == 'solving' then return false end
    end
    return true
  end

  local function diagnostics(bufnr)
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local code = d.code
      if code == nil and d.user_data and d.user_data.lsp then code = d.user_data.lsp.code end
      table.insert(list, {
        lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
        severity = d.severity, message = d.message, code = code, source = d.source,
      })
    end
    return list
  end

  for _, name in ipairs({ 'cooked-2.inp', 'illegal.inp', 'sound-2.inp' }) do
    local bufnr, uri = open(name)
    local done = vim.wait(wait_ms, function() return settled(bufnr, uri) end, 50)
    vim.wait(200, function() return false end) -- let the last publish be handled
    report.files[name] = { settled = done, status = statuses[uri], diagnostics = diagnostics(bufnr), bufnr = bufnr }
  end

  -- Hover the square of the white queen in sound-2.inp ("Pieces White Ke1 Qa7 Rh1").
  local bufnr = report.files['sound-2.inp'].bufnr
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  local hover_line, hover_col
  for i, l in ipairs(lines) do
    local c = l:find('Qa7', 1, true)
    if c then hover_line, hover_col = i - 1, c end -- column of 'a' (0-based) = c
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = hover_line, character = hover_col } }
  local res = client.request_sync('textDocument/hover', params, wait_ms, bufnr)
  if res and res.result and res.result.contents then
    local c = res.result.contents
    report.hover = type(c) == 'table' and (c.value or vim.inspect(c)) or c
  else
    err('hover: ' .. vim.inspect(res))
  end

  -- Code actions on the problem: run "Show solution" (a command) and "Insert solution" (an edit).
  local ca = client.request_sync('textDocument/codeAction', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } },
    context = { diagnostics = {} },
  }, wait_ms, bufnr)
  report.actions = {}
  for _, a in ipairs((ca and ca.result) or {}) do
    table.insert(report.actions, a.title)
    local cmd = a.command
    if type(cmd) == 'table' and cmd.command == 'cpls.showSolution' then
      local r = client.request_sync('workspace/executeCommand', cmd, wait_ms, bufnr)
      report.show_solution = r and r.result
    end
    if a.edit and a.title:find('Insert solution', 1, true) then
      vim.lsp.util.apply_workspace_edit(a.edit, 'utf-16')
      report.after_insert = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
    end
  end

  -- The cooked #2: its code lens, one "Go to key" per key, and the second key's place.
  local cooked = report.files['cooked-2.inp'].bufnr
  local curi = vim.uri_from_bufnr(cooked)
  local lens = client.request_sync('textDocument/codeLens', { textDocument = { uri = curi } }, wait_ms, cooked)
  report.cooked_lens = {}
  for _, l in ipairs((lens and lens.result) or {}) do
    table.insert(report.cooked_lens, l.command and l.command.title)
  end
  local cca = client.request_sync('textDocument/codeAction', {
    textDocument = { uri = curi },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } },
    context = { diagnostics = {} },
  }, wait_ms, cooked)
  report.cooked_actions = {}
  local keys = {}
  for _, a in ipairs((cca and cca.result) or {}) do
    table.insert(report.cooked_actions, a.title)
    if type(a.command) == 'table' and a.command.command == 'cpls.goToKey' then table.insert(keys, a.command) end
  end
  if #keys > 1 then
    local r = client.request_sync('workspace/executeCommand', keys[2], wait_ms, cooked)
    report.second_key = r and r.result
    vim.wait(1000, function() return #report.messages > 0 end, 20) -- showDocument is off in 0.7.2: a message says where
  end

  -- The illegal position: apply the quick fix of its diagnostic, then wait for the
  -- analysis of the edited text.
  local ill = report.files['illegal.inp'].bufnr
  local iuri = vim.uri_from_bufnr(ill)
  local first = vim.diagnostic.get(ill)[1]
  if first then
    local d = first.user_data and first.user_data.lsp or {}
    local ica = client.request_sync('textDocument/codeAction', {
      textDocument = { uri = iuri },
      range = { start = { line = first.lnum, character = first.col }, ['end'] = { line = first.end_lnum, character = first.end_col } },
      context = { diagnostics = { d } },
    }, wait_ms, ill)
    for _, a in ipairs((ica and ica.result) or {}) do
      if a.kind == 'quickfix' and a.edit and not report.quickfix then
        report.quickfix = a.title
        vim.lsp.util.apply_workspace_edit(a.edit, 'utf-16')
      end
    end
    local done = vim.wait(wait_ms, function() return settled(ill, iuri) end, 50)
    vim.wait(200, function() return false end)
    report.after_fix = {
      settled = done,
      text = table.concat(vim.api.nvim_buf_get_lines(ill, 0, -1, false), '\n'),
      diagnostics = diagnostics(ill),
    }
  else
    err('illegal.inp: no diagnostic to fix')
  end

  -- Shut down politely.
  client.stop()
  vim.wait(2000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
end)
if not ok then err(tostring(e)) end
finish()
