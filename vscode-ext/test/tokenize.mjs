// Tokenizes text with the extension's TextMate grammar the way VS Code does
// (vscode-textmate on the Oniguruma WebAssembly build), for the grammar tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let grammarPromise;

function loadGrammar() {
  if (!grammarPromise) {
    const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    const onigLib = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength)).then(() => ({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }));
    const registry = new vsctm.Registry({
      onigLib,
      loadGrammar: async (scopeName) => {
        if (scopeName !== 'source.popeye') return null;
        const path = join(root, 'syntaxes', 'popeye.tmLanguage.json');
        return vsctm.parseRawGrammar(readFileSync(path, 'utf8'), path);
      },
    });
    grammarPromise = registry.loadGrammar('source.popeye');
  }
  return grammarPromise;
}

/**
 * Tokenizes text; returns one entry per token: {line, start, text, scopes}.
 * @param {string} text
 */
export async function tokenize(text) {
  const grammar = await loadGrammar();
  const out = [];
  let stack = vsctm.INITIAL;
  text.split(/\r?\n/).forEach((line, i) => {
    const r = grammar.tokenizeLine(line, stack);
    for (const t of r.tokens) {
      out.push({ line: i, start: t.startIndex, text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes });
    }
    stack = r.ruleStack;
  });
  return out;
}

/** The scopes of the n-th (0-based) token whose text is needle. */
export function scopesAt(tokens, needle, n = 0) {
  const hits = tokens.filter((t) => t.text === needle);
  if (n >= hits.length) throw new Error(`no token ${JSON.stringify(needle)} #${n}; tokens: ${tokens.map((t) => JSON.stringify(t.text)).join(' ')}`);
  return hits[n].scopes;
}

/** Whether any of scopes starts with prefix. */
export const has = (scopes, prefix) => scopes.some((s) => s === prefix || s.startsWith(prefix + '.'));
