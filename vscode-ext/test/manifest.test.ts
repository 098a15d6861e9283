// The manifest (package.json) agrees with the code and the grammar: every contributed
// command is registered, every scope the semantic tokens map to is one the grammar
// produces, the settings are the ones the server and the client read.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const source = readFileSync(join(root, 'src', 'extension.ts'), 'utf8');
const grammar = readFileSync(join(root, 'syntaxes', 'popeye.tmLanguage.json'), 'utf8');

test('every contributed command is registered by the extension', () => {
  const registered = new Set([...source.matchAll(/registerCommand\('([\w.]+)'/g)].map((m) => m[1]));
  for (const c of manifest.contributes.commands) assert.ok(registered.has(c.command), `${c.command} is not registered`);
  for (const c of ['cpls.solve', 'cpls.showSolution', 'cpls.goToKey', 'cpls.restartServer', 'cpls.showBoard']) {
    assert.ok(manifest.contributes.commands.some((x: { command: string }) => x.command === c), `${c} is not contributed`);
  }
});

test('the language, its files and its grammar', () => {
  const lang = manifest.contributes.languages[0];
  assert.equal(lang.id, 'popeye');
  assert.deepEqual(lang.extensions, ['.inp']);
  assert.equal(manifest.contributes.grammars[0].scopeName, 'source.popeye');
  assert.ok(manifest.activationEvents.includes('onLanguage:popeye'));
  assert.match(manifest.engines.vscode, /^\^1\.91/);
  assert.equal(manifest.dependencies['vscode-languageclient'], '11.0.0');
});

test('semantic token scopes are scopes of the grammar', () => {
  for (const scopes of Object.values(manifest.contributes.semanticTokenScopes[0].scopes) as string[][]) {
    for (const s of scopes) assert.ok(grammar.includes(`"${s}"`), `${s} is not produced by the grammar`);
  }
});

test('settings: the server\'s and the client\'s', () => {
  const props = manifest.contributes.configuration.properties;
  assert.deepEqual(Object.keys(props).sort(), ['cpls.analyses', 'cpls.debounceMs', 'cpls.dualSeverity', 'cpls.extraExtensions', 'cpls.path', 'cpls.solveBudgetMs', 'cpls.solveMemoryMB', 'cpls.trace.server']);
  assert.deepEqual(props['cpls.analyses'].default, ['all'], 'server default (feature.DefaultAnalysisSettings)');
  assert.ok(source.includes("get<string[]>('analyses')") && source.includes("get<Record<string, string>>('dualSeverity')"), 'the analysis settings are sent as initialization options');
  assert.equal(props['cpls.solveBudgetMs'].default, 10000, 'server default (server/config.go)');
  assert.equal(props['cpls.solveMemoryMB'].default, 512, 'solver default (solver.DefaultMemoryLimit)');
  assert.equal(props['cpls.debounceMs'].default, 300, 'server default (server/config.go)');
  for (const k of ['solveBudgetMs', 'solveMemoryMB', 'debounceMs']) assert.ok(source.includes(`get<number>('${k}')`), `${k} is not sent as an initialization option`);
  assert.ok(source.includes("new LanguageClient('cpls'"), 'the client id makes cpls.trace.server the trace setting');
});

// The extension takes over the server's commands it knows (defaults from the cursor, a
// message when the server is down); a command the server adds later is registered by the
// language client as usual, so only "ours ⊆ the server's" must hold.
test('the commands the extension takes over are the server\'s (server/command.go)', () => {
  const go = readFileSync(join(root, '..', 'server', 'command.go'), 'utf8');
  const serverCommands = [...go.matchAll(/^\s*cmd\w+\s*=\s*"(cpls\.[\w.]+)"/gm)].map((m) => m[1]).sort();
  assert.ok(serverCommands.length >= 4, `found ${serverCommands}`);
  const m = /const SERVER_COMMANDS = \[([^\]]*)\]/.exec(source);
  assert.ok(m, 'SERVER_COMMANDS in extension.ts');
  const ours = [...m[1].matchAll(/'([\w.]+)'/g)].map((x) => x[1]).sort();
  for (const c of ours) assert.ok(serverCommands.includes(c), `${c} is no longer a server command`);
  assert.ok(ours.length >= 4);
  const registered = new Set([...source.matchAll(/registerCommand\('([\w.]+)'/g)].map((x) => x[1]));
  for (const c of ours) assert.ok(registered.has(c), `${c} is not registered by the extension`);
});

test('the licence: package.json names MIT and LICENSE ships beside it and at the repository root', () => {
  assert.equal(manifest.license, 'MIT');
  for (const dir of [root, join(root, '..')]) {
    const text = readFileSync(join(dir, 'LICENSE'), 'utf8');
    assert.match(text, /^MIT License\n/, `${dir}/LICENSE`);
    assert.match(text, /Copyright \(c\) \d{4} The cpls authors/);
  }
  assert.equal(readFileSync(join(root, 'LICENSE'), 'utf8'), readFileSync(join(root, '..', 'LICENSE'), 'utf8'));
});

test('install instructions offer what works from a checkout, not an unpublished module', () => {
  const desc: string = manifest.contributes.configuration.properties['cpls.path'].markdownDescription;
  assert.match(desc, /go install \.\/cmd\/cpls/);
  assert.doesNotMatch(desc, /@latest/);
});
