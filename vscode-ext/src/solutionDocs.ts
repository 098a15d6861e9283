// Read-only documents for solutions: scheme cpls-solution, content kept in memory.
import * as vscode from 'vscode';

export const SCHEME = 'cpls-solution';

export class SolutionDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  /** Shows text as a read-only document named name, beside the active editor. */
  async show(name: string, text: string): Promise<vscode.TextEditor> {
    const uri = vscode.Uri.from({ scheme: SCHEME, path: '/' + name.replace(/[\\/]/g, '_') });
    this.texts.set(uri.toString(), text);
    this.changed.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    return vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: false });
  }

  dispose(): void {
    this.changed.dispose();
  }
}
