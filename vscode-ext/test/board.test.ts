// The board's SVG: every piece drawn once on its square, with its own image; keys marked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyMoves, keySquares, pieceCount, pieceDefs, renderBoard } from '../src/board';
import { parseFen, squareIndex } from '../src/position';

test('each piece is a <use> of its own symbol on its square', () => {
  const board = parseFen('4k3/8/8/8/8/8/4P3/4K2R')!;
  const svg = renderBoard(board);
  const uses = [...svg.matchAll(/<use href="#cpls-(\w)"[^>]*data-square="(\w\d)" data-piece="(\w)"/g)].map((m) => `${m[3]}${m[2]}`);
  assert.deepEqual(uses.sort(), ['Ke1', 'Pe2', 'Rh1', 'ke8']);
  assert.match(svg, /<title>white rook h1<\/title>/);
  assert.equal((svg.match(/data-sq="/g) ?? []).length, 64);
  // a1 is dark, h1 light.
  assert.match(svg, /fill="#b58863" data-sq="a1"/);
  assert.match(svg, /fill="#f0d9b5" data-sq="h1"/);
});

test('twelve piece images, drawn in the extension, no external references', () => {
  const defs = pieceDefs();
  const ids = [...defs.matchAll(/<symbol id="cpls-(\w)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(ids, ['B', 'K', 'N', 'P', 'Q', 'R', 'b', 'k', 'n', 'p', 'q', 'r']);
  const svg = renderBoard(parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR')!);
  assert.doesNotMatch(svg, /https?:\/\/(?!www\.w3\.org)/, 'no URL other than the SVG namespaces');
  assert.doesNotMatch(svg, /font-family|@font-face|<image/);
  // White pieces white, black pieces black.
  assert.match(defs, /<symbol id="cpls-K"[^]*?fill="#fff"/);
  assert.match(defs, /<symbol id="cpls-k"[^]*?fill="#111"/);
});

test('flipped board puts h1 top left', () => {
  const svg = renderBoard(parseFen('8/8/8/8/8/8/8/7K')!, { flipped: true });
  assert.match(svg, /x="18" y="18" width="45" height="45" fill="[^"]+" data-sq="h1"/);
});

test('keys from status summaries and diagnostics are highlighted', () => {
  assert.deepEqual(keySquares('sound: 1.Qa7-b8!'), [squareIndex('a7')]);
  assert.deepEqual(keySquares('cooked: 2 keys', '#2 is cooked: 2 keys (1.Qa7-f2!; 1.Qa7-a3+!)', 'cook of #2: 1.Qa7-a3+! also solves'), [squareIndex('a7')]);
  assert.deepEqual(keyMoves('cooked: 2 keys', '#2 is cooked: 2 keys (1.Qa7-f2!; 1.Qa7-a3+!)', 'cook of #2: 1.Qa7-a3+! also solves'), ['1.Qa7-f2!', '1.Qa7-a3+!']);
  assert.deepEqual(keyMoves('1.e7-e8=Q#! and 1.Sd5*e7+! and 1.0-0-0!'), ['1.e7-e8=Q#!', '1.Sd5*e7+!', '1.0-0-0!']);
  assert.deepEqual(keySquares('1.e7-e8=Q#! 1.Rh1-h8! 1.0-0!'), [squareIndex('e7'), squareIndex('h1')]);
  assert.deepEqual(keyMoves('threat: 2.Qb8#', 'cooked: 2 keys', undefined), [], 'only first moves marked ! are keys');
  const svg = renderBoard(parseFen('8/Q7/8/8/8/8/8/8')!, { highlight: keySquares('sound: 1.Qa7-b8!') });
  assert.match(svg, /stroke="#2f7de1"/);
});

test('piece count as Popeye prints it', () => {
  assert.equal(pieceCount(parseFen('4k3/8/8/8/8/8/4P3/4K2R')!), '3 + 1');
});
