// The extension's own reader of piece lists and FENs (used when the server is not
// running), checked by hand and against Popeye's diagrams of the whole corpus.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { languageOf, parseFen, positionAt, problemSpans, readPieceLists, squareIndex, squareName, toFen } from '../src/position';

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus');

test('squares', () => {
  assert.equal(squareIndex('a8'), 0);
  assert.equal(squareIndex('h1'), 63);
  assert.equal(squareIndex('E4'), 36);
  assert.equal(squareIndex('i4'), -1);
  assert.equal(squareIndex('a9'), -1);
  for (let i = 0; i < 64; i++) assert.equal(squareIndex(squareName(i)), i);
});

test('FEN round trip and malformed FENs', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR';
  assert.equal(toFen(parseFen(start + ' b KQkq e3 0 1')!), start);
  assert.equal(parseFen('8/8/8/8/8/8/8'), undefined);
  assert.equal(parseFen('9/8/8/8/8/8/8/8'), undefined);
  assert.equal(parseFen('8/8/8/8/8/8/8/7x'), undefined);
  assert.equal(parseFen("8/8/8/8/8/8/8/45"), undefined, "a rank of nine squares");
});

test('English piece list over two lines', () => {
  const p = readPieceLists('BeginProblem\nPieces White Ke1 Ra1 Rh1 Pb3\n       Black Kd3 Rh2 Pf3\nStipulation h#2\nEndProblem\n');
  assert.equal(toFen(p.board), '8/8/8/8/8/1P1k1p2/7r/R3K2R');
  assert.deepEqual(p.extra, []);
});

test('German abbreviations; fairy pieces are listed, not drawn', () => {
  const text = 'anfa\nsteine weiss kd8 tc3d7 le2 sg5g8 ba4b4c2h2 paf4\n schwarz kc6 bb7c7 lea2\nford #2\nende\n';
  assert.equal(languageOf(text), 'de');
  const p = readPieceLists(text);
  assert.equal(p.board[squareIndex('d8')], 'K');
  assert.equal(p.board[squareIndex('c3')], 'R');
  assert.equal(p.board[squareIndex('e2')], 'B');
  assert.equal(p.board[squareIndex('g8')], 'N');
  assert.equal(p.board[squareIndex('h2')], 'P');
  assert.equal(p.board[squareIndex('c7')], 'p');
  assert.deepEqual(p.extra, ['wPAf4', 'bLEa2']);
});

test('French letters', () => {
  const p = readPieceLists('DebutProbleme\nPieces Blanc Rb1 Dd1 Ta1 Ff1 Cg1 Pe2 Noir Rh8\nEnonce #2\nFinProbleme\n');
  assert.equal(toFen(p.board), '7k/8/8/8/8/8/4P3/RK1Q1BN1');
});

test('problems of a file and the one at the cursor', () => {
  const text = 'BeginProblem\nPieces White Ka1 Black Kh8\nNextProblem\nPieces White Kb1 Black Kg8\nEndProblem\nPieces White Kc1\n';
  const spans = problemSpans(text);
  assert.equal(spans.length, 2);
  const second = positionAt(text, text.indexOf('Kb1'));
  assert.equal(second?.index, 1);
  assert.equal(second?.position.board[squareIndex('b1')], 'K');
  assert.equal(second?.position.board[squareIndex('a1')], '');
  assert.equal(positionAt(text, text.indexOf('Kc1')), undefined, 'text after the end token is no problem');
});

test('user input never throws', () => {
  for (const s of ['', ' ', 'Pieces', 'Pieces White', 'Pieces White K', 'Pieces Black zz9 Ka', '\u0000\uffff', 'BeginProblem\nPieces White Ki9 Kh0']) {
    readPieceLists(s);
    positionAt(s, 0);
  }
});

/** Popeye's first diagram in FEN letters. */
function diagram(output: string, lang: string): string | undefined {
  const lines = output.split('\n');
  const top = lines.findIndex((l) => l.startsWith('+---a---b---c'));
  if (top < 0) return undefined;
  const map: Record<string, string> = lang === 'de' ? { K: 'k', D: 'q', T: 'r', L: 'b', S: 'n', B: 'p' } : { K: 'k', Q: 'q', R: 'r', B: 'b', S: 'n', P: 'p' };
  const board: string[] = [];
  for (let r = 0; r < 8; r++) {
    const line = lines[top + 2 + 2 * r];
    for (let f = 0; f < 8; f++) {
      const cell = line.slice(1 + 4 * f, 5 + 4 * f).trim();
      if (cell === '.') board.push('');
      else if (cell.startsWith('-')) board.push(map[cell.slice(1)] ?? '?');
      else board.push((map[cell] ?? '?').toUpperCase());
    }
  }
  return toFen(board);
}

test('corpus: the reader finds the position of Popeye\'s diagram', (t) => {
  const path = join(corpus, 'popeye-orthodox.jsonl');
  if (!existsSync(path)) {
    t.skip(`corpus not found at ${path}`);
    return;
  }
  const failures: string[] = [];
  let checked = 0;
  for (const line of readFileSync(path, 'utf8').trim().split('\n')) {
    const p = JSON.parse(line) as { id: string; input: string; expected_output: string; language: string };
    if (/^\s*fors/im.test(p.input)) continue;
    const want = diagram(p.expected_output, p.language);
    if (!want) continue;
    const got = toFen(readPieceLists(p.input).board);
    if (got !== want) failures.push(`${p.id}: ${got} != ${want}`);
    checked++;
  }
  assert.ok(checked > 350, `${checked} checked`);
  assert.deepEqual(failures, []);
});
