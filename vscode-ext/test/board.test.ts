// The board's SVG: every piece drawn once on its square, with its own image; keys marked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fairyLegend, keyMoves, keySquares, pieceCount, pieceDefs, renderBoard } from '../src/board';
import { FairyPiece, parseFen, readPieceLists, squareIndex } from '../src/position';

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

test('fairy pieces: a disc with the code on its square, neutral half and half, royal ringed; a legend', () => {
  const board = parseFen('4k3/8/8/8/8/8/8/4K3')!;
  const fairy: FairyPiece[] = [
    { square: 'h4', side: 'white', code: 'G', name: 'Grasshopper' },
    { square: 'b2', side: 'black', code: 'G', name: 'Grasshopper' },
    { square: 'd4', side: 'neutral', code: 'PA', name: 'Pao' },
    { square: 'c3', side: 'black', code: 'NH', name: 'Nightrider Hopper', attributes: ['Royal', 'Paralysing'] },
  ];
  const svg = renderBoard(board, { fairy });
  const drawn = [...svg.matchAll(/<g class="fairy" data-square="(\w\d)" data-piece="fairy:(\w+)">/g)].map((m) => `${m[2]}${m[1]}`);
  assert.deepEqual(drawn.sort(), ['Gb2', 'Gh4', 'NHc3', 'PAd4']);
  assert.match(svg, /<title>white Grasshopper h4<\/title>/);
  assert.match(svg, /<title>black royal paralysing Nightrider Hopper c3<\/title>/);
  assert.match(svg, /data-piece="fairy:PA"><title>neutral Pao d4<\/title><path d="[^"]*" fill="#fff"\/><path d="[^"]*" fill="#111"\/>/, 'neutral: half white, half black');
  assert.match(svg, /data-square="c3"[^]*?stroke-dasharray/, 'the royal piece is ringed');
  assert.equal((svg.match(/<use /g) ?? []).length, 2, 'the kings are drawn as before');
  assert.equal(pieceCount(board, fairy), '2 + 3 + 1n');
  const legend = fairyLegend(fairy);
  assert.match(legend, /<li><b>G<\/b> Grasshopper: white h4, black b2<\/li>/);
  assert.match(legend, /<li><b>PA<\/b> Pao: neutral d4<\/li>/);
  assert.match(legend, /<li><b>NH<\/b> royal paralysing Nightrider Hopper: black c3<\/li>/);
  assert.equal(fairyLegend([]), '');
});

test('the local reader keeps fairy pieces with their attributes for the board view', () => {
  const p = readPieceLists('pieces white ke1 gh4 white paralysing bd7 black ka8 neutral pad4');
  assert.deepEqual(p.fairy, [
    { square: 'h4', side: 'white', code: 'G' },
    { square: 'd7', side: 'white', code: 'B', attributes: ['paralysing'] },
    { square: 'd4', side: 'neutral', code: 'PA' },
  ]);
  assert.equal(p.board[squareIndex('e1')], 'K');
  assert.equal(p.board[squareIndex('d7')], '', 'a paralysing bishop is drawn as a fairy piece');
  assert.equal(pieceCount(p.board, p.fairy), '3 + 1 + 1n');
});
