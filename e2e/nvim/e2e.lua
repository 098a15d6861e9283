-- Drives cpls from headless Neovim 0.7.2 with the README's Neovim 0.7 setup, which
-- nvim_test.go extracts from README.md and loads with -u before this file runs, the way a
-- user's init.lua would. This file changes nothing the setup does: it only watches (the
-- cpls/status and window/showMessage notifications, vim.notify) and acts as a user would
-- (opens files, hovers, runs code actions and the code lens). Environment: CPLS_ROOT (the
-- copy of the repository to edit), CPLS_OUT (JSON report to write), CPLS_WAIT_MS (bound of
-- every wait), CPLS_SETUP_NEW (the README's setup for Neovim 0.10+, only compiled here).
-- Every wait is bounded; whatever happens, the report is written and Neovim quits.
local root = os.getenv('CPLS_ROOT')
local out = os.getenv('CPLS_OUT')
local wait_ms = tonumber(os.getenv('CPLS_WAIT_MS') or '60000')
local soon_ms = math.min(wait_ms, 15000) -- for what follows at once (a lens after the status)

local report = { files = {}, errors = {}, messages = {}, notified = {} }
local statuses = {} -- uri -> last cpls/status params

local function err(msg) table.insert(report.errors, msg) end

local function finish()
  local f = io.open(out, 'w')
  f:write(vim.fn.json_encode(report))
  f:close()
  vim.cmd('qa!')
end

-- Watch what the setup's client receives, then hand it on unchanged.
local start_client = vim.lsp.start_client
vim.lsp.start_client = function(config)
  report.clients_started = (report.clients_started or 0) + 1
  local handlers = config.handlers or {}
  local on_status = handlers['cpls/status']
  handlers['cpls/status'] = function(e, params, ctx, cfg)
    statuses[params.uri] = params
    if on_status then return on_status(e, params, ctx, cfg) end
  end
  local on_message = handlers['window/showMessage'] or vim.lsp.handlers['window/showMessage']
  handlers['window/showMessage'] = function(e, params, ctx, cfg)
    table.insert(report.messages, params.message)
    return on_message(e, params, ctx, cfg)
  end
  config.handlers = handlers
  return start_client(config)
end
local notify = vim.notify
vim.notify = function(msg, level, opts)
  table.insert(report.notified, { message = tostring(msg), level = level })
  return notify(msg, level, opts)
end

local ok, e = pcall(function()
  local new_setup = os.getenv('CPLS_SETUP_NEW')
  if new_setup then
    local _, cerr = loadfile(new_setup)
    report.new_setup_compiles = cerr == nil
    if cerr then err('the README setup for Neovim 0.10+ does not compile: ' .. cerr) end
  end

  local function cpls_client(bufnr)
    for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if c.name == 'cpls' then return c end
    end
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

  -- The code lens texts Neovim shows in the buffer (its extmarks' virtual text).
  local function shown_lenses(bufnr, client)
    local ns = vim.lsp.codelens.__namespaces[client.id]
    local titles = {}
    for _, m in ipairs(vim.api.nvim_buf_get_extmarks(bufnr, ns, 0, -1, { details = true })) do
      for _, chunk in ipairs((m[4] and m[4].virt_text) or {}) do
        if chunk[2] == 'LspCodeLens' then table.insert(titles, chunk[1]) end
      end
    end
    return titles
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

  -- Open each example as a user does (:edit) and wait, without a key press, until the
  -- analysis settled and the code lens shows the final status.
  local client
  for _, name in ipairs({ 'cooked-2.inp', 'illegal.inp', 'sound-2.inp', 'dual-2.inp' }) do
    vim.cmd('edit ' .. root .. '/examples/' .. name)
    local bufnr = vim.api.nvim_get_current_buf()
    local uri = vim.uri_from_bufnr(bufnr)
    vim.wait(wait_ms, function()
      client = cpls_client(bufnr)
      return client ~= nil
    end, 20)
    if not client then error('cpls did not attach to ' .. name) end
    local done = vim.wait(wait_ms, function() return settled(bufnr, uri) end, 50)
    local want = {}
    for _, p in ipairs((statuses[uri] or {}).problems or {}) do table.insert(want, p.summary) end
    -- The status lens of each problem comes first; the analysis lens (the key's
    -- character and the duals) follows it in the same answer.
    local lens_done = vim.wait(soon_ms, function()
      local shown = shown_lenses(bufnr, client)
      return #shown >= #want and vim.deep_equal({ unpack(shown, 1, #want) }, want)
    end, 50)
    vim.wait(200, function() return false end) -- let the last publish be handled
    report.files[name] = {
      settled = done, status = statuses[uri], diagnostics = diagnostics(bufnr), bufnr = bufnr,
      lens = shown_lenses(bufnr, client), lens_settled = lens_done,
    }
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

  -- Hover the pawn of the key of dual-2.inp ("Bc4c7e4f2g3"): the key's character, in German.
  local dbuf = report.files['dual-2.inp'].bufnr
  for i, l in ipairs(vim.api.nvim_buf_get_lines(dbuf, 0, -1, false)) do
    local c = l:find('e4f2', 1, true)
    if c then
      local kres = client.request_sync('textDocument/hover', {
        textDocument = { uri = vim.uri_from_bufnr(dbuf) }, position = { line = i - 1, character = c + 1 },
      }, wait_ms, dbuf)
      local kc = kres and kres.result and kres.result.contents
      report.key_hover = kc and (type(kc) == 'table' and (kc.value or vim.inspect(kc)) or kc)
    end
  end
  if not report.key_hover then err('no hover on the key of dual-2.inp') end
  vim.api.nvim_set_current_buf(bufnr)

  -- Show solution, as a user runs it: the code lens on BeginProblem (vim.lsp.codelens.run)
  -- goes to the setup's command handler, which opens a scratch window with the solution.
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  local messages_before = #report.messages
  local win_before = vim.api.nvim_get_current_win()
  vim.lsp.codelens.run()
  local shown = vim.wait(soon_ms, function() return vim.api.nvim_get_current_win() ~= win_before end, 20)
  if shown then
    local sbuf = vim.api.nvim_get_current_buf()
    report.solution_window = {
      text = table.concat(vim.api.nvim_buf_get_lines(sbuf, 0, -1, false), '\n'),
      buftype = vim.bo[sbuf].buftype,
      name = vim.api.nvim_buf_get_name(sbuf),
      messages = #report.messages - messages_before,
    }
    vim.cmd('close')
  end
  vim.api.nvim_set_current_buf(bufnr)

  -- Code actions on the problem: "Show solution" (a command) and "Insert solution" (an edit).
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

  -- The cooked #2: one "Go to key" per key, and the second key's place.
  local cooked = report.files['cooked-2.inp'].bufnr
  local curi = vim.uri_from_bufnr(cooked)
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
    local n = #report.messages
    local r = client.request_sync('workspace/executeCommand', keys[2], wait_ms, cooked)
    report.second_key = r and r.result
    -- showDocument is off in 0.7.2: a message says where.
    vim.wait(1000, function() return #report.messages > n end, 20)
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
  local id = client.id
  client.stop()
  vim.wait(2000, function() return vim.lsp.get_client_by_id(id) == nil end, 20)
end)
if not ok then err(tostring(e)) end
finish()
