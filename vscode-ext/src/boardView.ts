// The board view: a webview beside the editor that draws the problem under the cursor,
// updated as the text changes and as solving progresses. The position comes from the
// server (cpls.board); while the server is not running, from the extension's own reader
// of piece lists.
import * as vscode from 'vscode';
import { fairyLegend, keyMoves, keySquares, pieceCount, renderBoard } from './board';
import { Board, FairyPiece, parseFen, positionAt, problemSpans } from './position';
import { ProblemStatus } from './statusText';

/** The answer of the server's cpls.board command (server/command.go). */
export interface BoardResult {
  fen: string;
  /** The pieces the FEN leaves out: fairy, neutral, with attributes. */
  pieces?: FairyPiece[];
  stipulation: string;
  status: string;
  title: string;
  problemIndex: number;
}

export interface BoardSource {
  /** Asks the server; undefined when it is not running. Rejects on a server error. */
  board(uri: vscode.Uri, pos: vscode.Position): Promise<BoardResult | null | undefined>;
  /** The latest cpls/status of a document. */
  status(uri: vscode.Uri): ProblemStatus[] | undefined;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export class BoardView implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private editor: vscode.TextEditor | undefined;
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly source: BoardSource) {
    this.subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor((e) => {
        if (e && e.document.languageId === 'popeye') {
          this.editor = e;
          this.schedule(0);
        }
      }),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document.languageId === 'popeye') {
          this.editor = e.textEditor;
          this.schedule(100);
        }
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.editor && e.document === this.editor.document) this.schedule(200);
      }),
      vscode.languages.onDidChangeDiagnostics((e) => {
        if (this.editor && e.uris.some((u) => u.toString() === this.editor!.document.uri.toString())) this.schedule(50);
      }),
    );
  }

  /** Opens the view (or brings it forward) for editor. */
  show(editor: vscode.TextEditor | undefined): void {
    if (editor) this.editor = editor;
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(
        'cpls.board',
        'Board',
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: true, retainContextWhenHidden: false, localResourceRoots: [] },
      );
      this.panel.onDidDispose(() => (this.panel = undefined));
      // The page asks for its content when it (re)loads: on creation, and when it is shown
      // again after being hidden (its context is not retained).
      this.panel.webview.onDidReceiveMessage((m: { ready?: boolean }) => {
        if (m && m.ready) this.schedule(0);
      });
      this.panel.onDidChangeViewState((e) => {
        if (e.webviewPanel.visible) this.schedule(0);
      });
      this.panel.webview.html = this.page(this.panel.webview, '<p class="muted">Reading the problem…</p>');
    } else {
      // Never on top of the editor it describes.
      const same = this.editor && this.panel.viewColumn === this.editor.viewColumn;
      this.panel.reveal(same ? vscode.ViewColumn.Beside : undefined, true);
    }
    this.schedule(0);
  }

  /** Redraws soon, e.g. when the server reports a new status for doc. */
  refresh(uri?: string): void {
    if (!this.panel || !this.editor) return;
    if (uri && this.editor.document.uri.toString() !== uri) return;
    this.schedule(50);
  }

  private schedule(ms: number): void {
    if (!this.panel) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), ms);
  }

  private async update(): Promise<void> {
    const panel = this.panel;
    const editor = this.editor;
    if (!panel) return;
    if (!editor) {
      void panel.webview.postMessage({ html: '<p class="muted">Open a Popeye problem file (*.inp) to see its board.</p>' });
      return;
    }
    const seq = ++this.seq;
    const doc = editor.document;
    const pos = editor.selection.active;
    let html: string;
    try {
      html = await this.content(doc, pos);
    } catch (err) {
      html = `<p class="error">${escapeHtml(String(err instanceof Error ? err.message : err))}</p>`;
    }
    if (seq !== this.seq || this.panel !== panel) return; // a newer update is on its way
    panel.title = `Board: ${doc.uri.path.split('/').pop()}`;
    void panel.webview.postMessage({ html });
  }

  private async content(doc: vscode.TextDocument, pos: vscode.Position): Promise<string> {
    let board: Board | undefined;
    let title = '';
    let stipulation = '';
    let index = -1;
    let status = '';
    let origin = 'cpls';
    let fairy: FairyPiece[] = [];
    let answer: BoardResult | null | undefined;
    try {
      answer = await this.source.board(doc.uri, pos);
    } catch {
      answer = undefined; // the server failed: fall back to the local reader
    }
    if (answer === null) return '<p class="muted">The cursor is not inside a problem.</p>';
    if (answer) {
      board = parseFen(answer.fen);
      fairy = answer.pieces ?? [];
      title = answer.title;
      stipulation = answer.stipulation;
      index = answer.problemIndex;
      status = answer.status;
    }
    if (!board) {
      const local = positionAt(doc.getText(), doc.offsetAt(pos));
      if (!local) return '<p class="muted">The cursor is not inside a problem.</p>';
      board = local.position.board;
      fairy = local.position.fairy;
      index = local.index;
      origin = 'the extension (the language server is not running)';
    }
    const st = this.source.status(doc.uri)?.find((p) => p.index === index);
    const summary = st?.summary || st?.status || status;
    const statusClass = (st?.status || status || 'unknown').replace(/[^a-z-]/g, '');
    // Keys: from the summary ("sound: 1.Qa7-b8!") and, when cooked, from the solver's
    // diagnostics inside this problem ("cook of #2: 1.Qa7-a3+! also solves").
    const span = problemSpans(doc.getText())[index];
    const messages = vscode.languages
      .getDiagnostics(doc.uri)
      .filter((d) => d.source === 'cpls' && ['cook', 'solution'].includes(String(typeof d.code === 'object' ? d.code.value : d.code)))
      .filter((d) => !span || (doc.offsetAt(d.range.start) >= span.start && doc.offsetAt(d.range.start) <= span.end))
      .map((d) => d.message);
    const keys = keySquares(summary, ...messages);
    const keyList = keyMoves(summary, ...messages);
    return (
      `<div class="head"><span class="title">${escapeHtml(title || `Problem ${index + 1}`)}</span>` +
      (stipulation ? ` <span class="stip">${escapeHtml(stipulation)}</span>` : '') +
      `</div>` +
      renderBoard(board, { highlight: keys, fairy }) +
      `<div class="foot"><span class="count">${pieceCount(board, fairy)}</span>` +
      `<span class="status status-${statusClass}" id="cpls-status">${escapeHtml(summary || 'not analysed yet')}</span></div>` +
      (keyList.length ? `<p class="keys" id="cpls-keys">${keyList.length > 1 ? 'Keys' : 'Key'}: ${escapeHtml(keyList.join('  '))}</p>` : '') +
      fairyLegend(fairy) +
      `<p class="muted small">Position from ${escapeHtml(origin)}.</p>`
    );
  }

  private page(webview: vscode.Webview, body: string): string {
    const nonce = Math.random().toString(36).slice(2) + Date.now().toString(36);
    return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${webview.cspSource} 'unsafe-inline'; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Board</title>
<style>
  body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 8px 12px; }
  .cpls-board { width: 100%; max-width: 480px; display: block; }
  .cpls-board .coord { font: 11px sans-serif; fill: #f0d9b5; }
  .cpls-board .fairy text { font-family: sans-serif; }
  .legend { margin: .4em 0; padding-left: 1.2em; font-size: 90%; }
  .head { margin: 4px 0 8px; font-size: 1.1em; }
  .title { font-weight: 600; }
  .stip { margin-left: .5em; font-family: var(--vscode-editor-font-family); }
  .foot { display: flex; gap: 1.5em; margin-top: 6px; font-family: var(--vscode-editor-font-family); max-width: 480px; }
  .status-sound { color: var(--vscode-testing-iconPassed, #3a3); }
  .status-cooked, .status-no-solution, .status-illegal, .status-error, .status-short-solution { color: var(--vscode-errorForeground, #e44); }
  .status-solving, .status-timeout { color: var(--vscode-editorWarning-foreground, #c90); }
  .keys { font-family: var(--vscode-editor-font-family); margin: 6px 0 0; }
  .muted { opacity: .7; } .small { font-size: .85em; } .error { color: var(--vscode-errorForeground); }
</style></head>
<body><div id="root">${body}</div>
<script nonce="${nonce}">
  const vscode = acquireVsCodeApi();
  const root = document.getElementById('root');
  window.addEventListener('message', (e) => { if (e.data && typeof e.data.html === 'string') root.innerHTML = e.data.html; });
  vscode.postMessage({ ready: true });
</script></body></html>`;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.panel?.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}
