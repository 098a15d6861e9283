// Asks the cpls binary directly (LSP over stdio, no editor) what it publishes for a file:
// the diagnostics once analysis has settled, the problems' status, and the board at a
// position. The end-to-end test compares what VS Code shows with this, so it checks the
// extension against whatever the server produces today.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A minimal JSON-RPC client over a child's stdio. */
class Connection {
  constructor(child) {
    this.child = child;
    this.buf = Buffer.alloc(0);
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    child.stdout.on('data', (d) => this.onData(d));
  }
  onData(d) {
    this.buf = Buffer.concat([this.buf, d]);
    for (;;) {
      const sep = this.buf.indexOf('\r\n\r\n');
      if (sep < 0) return;
      const m = /Content-Length: *(\d+)/i.exec(this.buf.subarray(0, sep).toString());
      if (!m) throw new Error('probe: bad header from cpls');
      const len = Number(m[1]);
      if (this.buf.length < sep + 4 + len) return;
      const msg = JSON.parse(this.buf.subarray(sep + 4, sep + 4 + len).toString('utf8'));
      this.buf = this.buf.subarray(sep + 4 + len);
      this.dispatch(msg);
    }
  }
  dispatch(msg) {
    if (msg.id !== undefined && msg.method === undefined) {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (p) msg.error ? p.reject(new Error(msg.error.message)) : p.resolve(msg.result);
      return;
    }
    if (msg.id !== undefined) {
      // A request from the server: answer configuration with nothing, everything else with null.
      const result = msg.method === 'workspace/configuration' ? (msg.params.items ?? []).map(() => null) : null;
      this.send({ jsonrpc: '2.0', id: msg.id, result });
      return;
    }
    for (const l of this.listeners) l(msg);
  }
  send(obj) {
    const body = Buffer.from(JSON.stringify(obj), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }
  request(method, params) {
    const id = this.nextId++;
    this.send({ jsonrpc: '2.0', id, method, params });
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }
  notify(method, params) {
    this.send({ jsonrpc: '2.0', method, params });
  }
}

/**
 * Opens each file in a fresh cpls and returns, per file, {diagnostics, status, board, key}
 * once no problem is "solving" any more (or after settleMs).
 * @param {string} cpls path of the binary
 * @param {{path: string, boardAt?: {line: number, character: number}, goToKey?: boolean}[]} files
 */
export async function probe(cpls, files, { settleMs = 60000, budgetMs = 20000 } = {}) {
  const child = spawn(cpls, ['serve', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = new Connection(child);
  const diags = new Map();
  const status = new Map();
  conn.listeners.push((msg) => {
    if (msg.method === 'textDocument/publishDiagnostics') diags.set(msg.params.uri, msg.params.diagnostics);
    if (msg.method === 'cpls/status') status.set(msg.params.uri, msg.params.problems);
  });
  await conn.request('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: { textDocument: { publishDiagnostics: {} } },
    initializationOptions: { solveBudgetMs: budgetMs, debounceMs: 0 },
  });
  conn.notify('initialized', {});
  const out = {};
  for (const f of files) {
    const uri = pathToFileURL(f.path).href;
    conn.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'popeye', version: 1, text: readFileSync(f.path, 'utf8') } });
    const start = Date.now();
    // Settled: diagnostics and a status arrived, and nothing is solving.
    while (Date.now() - start < settleMs) {
      await new Promise((r) => setTimeout(r, 100));
      const st = status.get(uri);
      if (diags.has(uri) && st && !st.some((p) => p.status === 'solving')) break;
    }
    const board = f.boardAt ? await conn.request('workspace/executeCommand', { command: 'cpls.board', arguments: [uri, f.boardAt] }) : undefined;
    // Where the first key of the first problem is (an error while nothing is solved).
    const key = f.goToKey ? await conn.request('workspace/executeCommand', { command: 'cpls.goToKey', arguments: [uri, 0, 0] }).catch(() => undefined) : undefined;
    out[f.path] = { diagnostics: diags.get(uri) ?? [], status: status.get(uri) ?? [], board, key };
  }
  await conn.request('shutdown', null);
  conn.notify('exit', null);
  await new Promise((r) => child.once('exit', r));
  return out;
}
