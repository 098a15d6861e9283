// The cpls extension: starts the cpls language server for Popeye files and adds the
// composer's commands (solve, show solution, go to key, board view) on top of it.
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  ServerOptions,
  State,
  TransportKind,
  WorkDoneProgressBegin,
  WorkDoneProgressReport,
} from 'vscode-languageclient/node';
import { BoardResult, BoardView } from './boardView';
import { SCHEME, SolutionDocuments } from './solutionDocs';
import { INSTALL_URL, resolveServerPath } from './serverPath';
import { clientShowsProgress, ProblemStatus, Progress, ServerState, StatusParams, statusView } from './statusText';

/** Commands of workspace/executeCommand (server/command.go); the extension registers them itself. */
const SERVER_COMMANDS = ['cpls.board', 'cpls.showSolution', 'cpls.goToKey', 'cpls.solve'];

class Extension implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private state: ServerState = 'stopped';
  private readonly statuses = new Map<string, ProblemStatus[]>();
  private readonly progress = new Map<string, Progress>();
  private readonly item = vscode.window.createStatusBarItem('cpls.status', vscode.StatusBarAlignment.Left, 10);
  private readonly output = vscode.window.createOutputChannel('cpls', { log: true });
  private readonly traceOutput = vscode.window.createOutputChannel('cpls trace', { log: true });
  private readonly solutions = new SolutionDocuments();
  private readonly board: BoardView;
  private readonly disposables: vscode.Disposable[] = [];

  constructor() {
    this.item.name = 'cpls';
    this.board = new BoardView({
      board: (uri, pos) => this.boardAt(uri, pos),
      status: (uri) => this.statuses.get(uri.toString()),
    });
    this.disposables.push(
      this.item,
      this.output,
      this.traceOutput,
      this.solutions,
      this.board,
      vscode.workspace.registerTextDocumentContentProvider(SCHEME, this.solutions),
      vscode.commands.registerCommand('cpls.solve', (uri?: unknown) => this.solve(uri)),
      vscode.commands.registerCommand('cpls.showSolution', (uri?: unknown, index?: unknown) => this.showSolution(uri, index)),
      vscode.commands.registerCommand('cpls.goToKey', (uri?: unknown, index?: unknown, key?: unknown) => this.goToKey(uri, index, key)),
      vscode.commands.registerCommand('cpls.board', (uri?: unknown, pos?: unknown) => this.boardCommand(uri, pos)),
      vscode.commands.registerCommand('cpls.showBoard', () => this.board.show(this.activePopeyeEditor())),
      vscode.commands.registerCommand('cpls.restartServer', () => this.restart()),
      vscode.commands.registerCommand('cpls.showOutput', () => this.output.show(true)),
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('cpls.path')) void this.restart();
        if (e.affectsConfiguration('cpls.extraExtensions')) this.applyExtraExtensions();
      }),
      vscode.workspace.onDidOpenTextDocument((d) => this.adopt(d)),
      vscode.workspace.onDidCloseTextDocument((d) => this.statuses.delete(d.uri.toString())),
    );
    this.applyExtraExtensions();
    this.render();
  }

  /** Files with an extension from cpls.extraExtensions open as Popeye files. */
  private applyExtraExtensions(): void {
    for (const d of vscode.workspace.textDocuments) this.adopt(d);
  }

  private adopt(doc: vscode.TextDocument): void {
    if (doc.languageId === 'popeye' || doc.uri.scheme === SCHEME) return;
    const exts = vscode.workspace
      .getConfiguration('cpls')
      .get<string[]>('extraExtensions', [])
      .map((e) => (e.startsWith('.') ? e : '.' + e).toLowerCase());
    if (exts.includes(path.extname(doc.uri.path).toLowerCase())) {
      void vscode.languages.setTextDocumentLanguage(doc, 'popeye');
    }
  }

  async start(): Promise<void> {
    const cfg = vscode.workspace.getConfiguration('cpls');
    const resolved = resolveServerPath(cfg.get<string>('path'), {
      env: process.env,
      platform: process.platform,
      workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
    });
    if (!resolved.ok) {
      this.setState('missing');
      this.output.appendLine(resolved.message);
      void vscode.window.showErrorMessage(resolved.message, 'Install instructions', 'Open settings').then((choice) => {
        if (choice === 'Install instructions') void vscode.env.openExternal(vscode.Uri.parse(INSTALL_URL));
        if (choice === 'Open settings') void vscode.commands.executeCommand('workbench.action.openSettings', 'cpls.path');
      });
      return;
    }
    this.output.appendLine(`Starting ${resolved.path} (from ${resolved.from === 'PATH' ? 'PATH' : 'cpls.path'})`);
    const serverOptions: ServerOptions = {
      run: { command: resolved.path, args: ['serve'], transport: TransportKind.stdio },
      debug: { command: resolved.path, args: ['serve', '-rpc.trace'], transport: TransportKind.stdio },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [{ language: 'popeye' }],
      outputChannel: this.output,
      traceOutputChannel: this.traceOutput,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: {
        solveBudgetMs: cfg.get<number>('solveBudgetMs'),
        solveMemoryMB: cfg.get<number>('solveMemoryMB'),
        debounceMs: cfg.get<number>('debounceMs'),
        analyses: cfg.get<string[]>('analyses'),
        dualSeverity: cfg.get<Record<string, string>>('dualSeverity'),
      },
      synchronize: { configurationSection: 'cpls' },
      middleware: {
        // The status bar item shows the server's progress; the client's own display
        // would be a second item beside it (clientShowsProgress).
        handleWorkDoneProgress: (token, params, next) => {
          this.onProgress(String(token), params);
          if (clientShowsProgress(params.kind)) next(token, params);
        },
        window: {
          // The server writes a solution to a temporary file and asks to show it; show
          // it read-only instead (Popeye output is not for editing).
          showDocument: async (params, token, next) => {
            const uri = vscode.Uri.parse(params.uri);
            // The files are <dir>/cpls-solutions-<random>/<name>-problem-<n>-<random>.txt.
            if (uri.scheme === 'file' && /[\\/]cpls-solutions-[^\\/]*[\\/]/.test(uri.fsPath)) {
              try {
                const bytes = await vscode.workspace.fs.readFile(uri);
                const title = path.basename(uri.fsPath).replace(/-[0-9]+\.txt$/, '.txt');
                await this.solutions.show(title, Buffer.from(bytes).toString('utf8'));
                return { success: true };
              } catch {
                // fall through to the default
              }
            }
            return next(params, token);
          },
        },
      },
    };
    const client = new LanguageClient('cpls', 'cpls', serverOptions, clientOptions);
    ownServerCommands(client);
    client.onDidChangeState((e) => {
      if (e.newState === State.Running) this.setState('running');
      else if (e.newState === State.Starting) this.setState('starting');
      else this.setState('stopped');
    });
    client.onNotification('cpls/status', (p: StatusParams) => {
      this.statuses.set(vscode.Uri.parse(p.uri).toString(), p.problems ?? []);
      this.render();
      this.board.refresh(vscode.Uri.parse(p.uri).toString());
    });
    this.client = client;
    this.setState('starting');
    try {
      await client.start();
    } catch (err) {
      this.setState('stopped');
      this.output.appendLine(`cpls failed to start: ${err instanceof Error ? err.message : String(err)}`);
      void vscode.window.showErrorMessage(`cpls failed to start: ${err instanceof Error ? err.message : String(err)}`, 'Show output').then((c) => {
        if (c) this.output.show(true);
      });
    }
  }

  async restart(): Promise<void> {
    const old = this.client;
    this.client = undefined;
    this.statuses.clear();
    this.progress.clear();
    if (old) {
      try {
        await old.stop(2000);
      } catch {
        // already gone
      }
      await old.dispose().catch(() => undefined);
    }
    await this.start();
  }

  private onProgress(token: string, params: WorkDoneProgressBegin | WorkDoneProgressReport | { kind: 'end' }): void {
    if (params.kind === 'begin') {
      this.progress.set(token, { title: params.title, message: params.message, percentage: params.percentage });
    } else if (params.kind === 'report') {
      const p = this.progress.get(token) ?? {};
      this.progress.set(token, { ...p, message: params.message ?? p.message, percentage: params.percentage ?? p.percentage });
    } else {
      this.progress.delete(token);
    }
    this.render();
  }

  private setState(s: ServerState): void {
    this.state = s;
    if (s !== 'running') this.progress.clear();
    this.render();
  }

  /** Redraws the status bar item for the active editor. */
  private render(): void {
    const editor = vscode.window.activeTextEditor;
    const popeye = editor?.document.languageId === 'popeye';
    const progress = [...this.progress.values()].pop();
    const view = statusView(this.state, popeye ? this.statuses.get(editor!.document.uri.toString()) : undefined, progress);
    this.item.text = view.text;
    this.item.tooltip = view.tooltip;
    this.item.backgroundColor =
      view.level === 'error' ? new vscode.ThemeColor('statusBarItem.errorBackground') : view.level === 'warning' ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.command = this.state === 'missing' ? { title: 'Install cpls', command: 'vscode.open', arguments: [vscode.Uri.parse(INSTALL_URL)] } : this.state === 'stopped' ? 'cpls.restartServer' : 'cpls.showBoard';
    if (popeye || this.state === 'missing') this.item.show();
    else this.item.hide();
  }

  private activePopeyeEditor(): vscode.TextEditor | undefined {
    const e = vscode.window.activeTextEditor;
    if (e?.document.languageId === 'popeye') return e;
    return vscode.window.visibleTextEditors.find((v) => v.document.languageId === 'popeye');
  }

  /** Sends workspace/executeCommand; tells the user when the server is not running. */
  private async execute<T>(command: string, args: unknown[]): Promise<T | undefined> {
    const client = this.client;
    if (!client || !client.isRunning()) {
      const choice = await vscode.window.showErrorMessage('The cpls language server is not running.', 'Restart', 'Show output');
      if (choice === 'Restart') void this.restart();
      if (choice === 'Show output') this.output.show(true);
      return undefined;
    }
    return client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }) as Promise<T>;
  }

  /** The document a command is about: its argument, else the active Popeye editor's. */
  private target(uri: unknown): { uri: string; editor?: vscode.TextEditor } | undefined {
    if (typeof uri === 'string') return { uri };
    if (uri instanceof vscode.Uri) return { uri: uri.toString() };
    const editor = this.activePopeyeEditor();
    if (!editor) {
      void vscode.window.showInformationMessage('Open a Popeye problem file (*.inp) first.');
      return undefined;
    }
    return { uri: editor.document.uri.toString(), editor };
  }

  /** The index of the problem under the cursor (0 when the server cannot tell). */
  private async problemIndex(t: { uri: string; editor?: vscode.TextEditor }): Promise<number> {
    if (!t.editor) return 0;
    const b = await this.boardAt(t.editor.document.uri, t.editor.selection.active).catch(() => undefined);
    return b?.problemIndex ?? 0;
  }

  private async boardAt(uri: vscode.Uri, pos: vscode.Position): Promise<BoardResult | null | undefined> {
    if (!this.client?.isRunning()) return undefined;
    return this.client.sendRequest(ExecuteCommandRequest.type, {
      command: 'cpls.board',
      arguments: [uri.toString(), { line: pos.line, character: pos.character }],
    }) as Promise<BoardResult | null>;
  }

  private async boardCommand(uri: unknown, pos: unknown): Promise<BoardResult | null | undefined> {
    const t = this.target(uri);
    if (!t) return undefined;
    const p = (pos as { line: number; character: number } | undefined) ?? t.editor?.selection.active ?? { line: 0, character: 0 };
    return this.execute<BoardResult | null>('cpls.board', [t.uri, { line: p.line, character: p.character }]);
  }

  private async solve(uri: unknown): Promise<void> {
    const t = this.target(uri);
    if (!t) return;
    const res = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'cpls: solving…', cancellable: false },
      () => this.execute<{ text: string }>('cpls.solve', [t.uri]),
    );
    if (!res) return;
    const name = vscode.Uri.parse(t.uri).path.split('/').pop() ?? 'problem';
    await this.solutions.show(`${name.replace(/\.[^.]*$/, '')}-solution.txt`, res.text);
  }

  private async showSolution(uri: unknown, index: unknown): Promise<void> {
    const t = this.target(uri);
    if (!t) return;
    const idx = typeof index === 'number' ? index : await this.problemIndex(t);
    // The server shows the text itself (window/showDocument, intercepted above).
    await this.execute<{ text: string }>('cpls.showSolution', [t.uri, idx]);
  }

  private async goToKey(uri: unknown, index: unknown, key: unknown): Promise<void> {
    const t = this.target(uri);
    if (!t) return;
    const idx = typeof index === 'number' ? index : await this.problemIndex(t);
    let k = typeof key === 'number' ? key : 0;
    if (typeof key !== 'number' && t.editor) {
      // Several keys (a cooked problem): let the user pick, from the server's code actions.
      const actions =
        (await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
          'vscode.executeCodeActionProvider',
          t.editor.document.uri,
          new vscode.Range(t.editor.selection.active, t.editor.selection.active),
        )) ?? [];
      const keys = actions.filter((a) => a.title.startsWith('Go to key '));
      if (keys.length > 1) {
        const pick = await vscode.window.showQuickPick(
          keys.map((a, i) => ({ label: a.title.slice('Go to key '.length), i })),
          { placeHolder: 'This problem has several keys' },
        );
        if (!pick) return;
        k = pick.i;
      }
    }
    const loc = await this.execute<{ uri: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }>('cpls.goToKey', [t.uri, idx, k]);
    if (!loc?.range) return;
    // The server also asks the editor to show the place; doing it here as well puts the
    // focus in the editor and scrolls the key into view whatever the editor's state.
    const r = loc.range;
    const selection = new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
    const shown = await vscode.window.showTextDocument(vscode.Uri.parse(loc.uri ?? t.uri), { selection, preserveFocus: false });
    shown.revealRange(selection, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  /** Stops the server (shutdown + exit, then a kill after two seconds). */
  async stop(): Promise<void> {
    const c = this.client;
    this.client = undefined;
    if (c?.needsStop()) await c.stop(2000).catch(() => undefined);
  }

  dispose(): void {
    void this.stop();
    for (const d of this.disposables) d.dispose();
  }
}

/**
 * The client would register the server's commands as VS Code commands; the extension
 * registers them itself (with defaults from the cursor, and a clear message when the
 * server is down), so the client must leave them alone.
 */
function ownServerCommands(client: LanguageClient): void {
  const feature = client.getFeature(ExecuteCommandRequest.method) as unknown as {
    register: (data: { id: string; registerOptions: { commands?: string[] } }) => void;
  };
  const register = feature.register.bind(feature);
  feature.register = (data) =>
    register({ ...data, registerOptions: { ...data.registerOptions, commands: (data.registerOptions.commands ?? []).filter((c) => !SERVER_COMMANDS.includes(c)) } });
}

let extension: Extension | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extension = new Extension();
  context.subscriptions.push(extension);
  // Activated for a plain-text file (to apply cpls.extraExtensions), the server waits for
  // the first Popeye document.
  const ext = extension;
  if (vscode.workspace.textDocuments.some((d) => d.languageId === 'popeye')) {
    await ext.start();
    return;
  }
  const waiting = vscode.workspace.onDidOpenTextDocument((d) => {
    if (d.languageId !== 'popeye') return;
    waiting.dispose();
    void ext.start();
  });
  context.subscriptions.push(waiting);
}

export async function deactivate(): Promise<void> {
  const e = extension;
  extension = undefined;
  await e?.stop();
}
