// Tests of the TextMate grammar (syntaxes/popeye.tmLanguage.json): hand-written cases in
// the three languages, and the corpus: on every orthodox problem of Popeye's test suite,
// the pieces the grammar colours white and black are exactly the ones Popeye's own board
// diagram shows.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { prefixPattern, uniquePrefixLength } from '../scripts/gen-grammar.mjs';
import { has, scopesAt, tokenize } from './tokenize.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = join(here, '..', '..', '..', 'shared', 'corpus');

const WHITE = 'entity.name.function.piece.white';
const BLACK = 'entity.name.type.piece.black';
const KEYWORD = 'keyword.control';

test('prefix expressions accept every unique abbreviation and nothing else', () => {
  const re = new RegExp(`^(?:${prefixPattern('Stipulation', 3)})$`, 'i');
  for (const w of ['sti', 'stip', 'STIPULATION', 'Stipulatio']) assert.ok(re.test(w), w);
  for (const w of ['st', 'stipulations', 'stix', 'ipulation']) assert.ok(!re.test(w), w);
  assert.equal(uniquePrefixLength('Stipulation', ['Stipulation', 'SStipulation', 'Author']), 2);
  assert.equal(uniquePrefixLength('LaTeX', ['LaTeX', 'LaTeXPieces']), 5);
  assert.equal(uniquePrefixLength('Take&Make', ['Take&Make']), 1);
});

test('English problem: commands, sides, stipulation, options, text after the end', async () => {
  const toks = await tokenize(readFileSync(join(here, '..', '..', 'examples', 'sound-2.inp'), 'utf8') + 'notes after the end\n');
  assert.ok(has(scopesAt(toks, 'BeginProblem'), 'keyword.control.begin'));
  assert.ok(has(scopesAt(toks, 'Author'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'cpls examples'), 'string.unquoted'));
  assert.ok(has(scopesAt(toks, 'Pieces'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'White'), 'storage.type.colour.white'));
  assert.ok(has(scopesAt(toks, 'K'), WHITE), 'white king');
  assert.ok(has(scopesAt(toks, 'e1'), WHITE), 'its square');
  assert.ok(has(scopesAt(toks, 'Black'), 'storage.type.colour.black'));
  assert.ok(has(scopesAt(toks, 'K', 1), BLACK), 'black king');
  assert.ok(!has(scopesAt(toks, 'K', 1), WHITE));
  assert.ok(has(scopesAt(toks, 'Stipulation'), KEYWORD));
  assert.ok(has(scopesAt(toks, '#'), 'keyword.operator.stipulation'));
  assert.ok(has(scopesAt(toks, '2'), 'constant.numeric.moves'));
  assert.ok(has(scopesAt(toks, 'Option'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'Variations'), 'entity.other.attribute-name.option'));
  assert.ok(has(scopesAt(toks, 'EndProblem'), 'keyword.control.end'));
  assert.ok(has(scopesAt(toks, 'notes after the end'), 'comment.block.ignored'));
});

test('German abbreviations, several problems per file', async () => {
  const src = [
    'anfa',
    'auto James Quah',
    'steine weiss kd8 tc3d7 sg5g8',
    '       schwarz kc6 bb7c7d5e4',
    'ford #2',
    'opti vari verf',
    'weiter',
    'steine weiss be7 schwarz kc8',
    'ford h#2.5',
    'ende',
  ].join('\n');
  const toks = await tokenize(src);
  assert.ok(has(scopesAt(toks, 'anfa'), 'keyword.control.begin'));
  assert.ok(has(scopesAt(toks, 'auto'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'James Quah'), 'string.unquoted'));
  assert.ok(has(scopesAt(toks, 'weiss'), 'storage.type.colour.white'));
  assert.ok(has(scopesAt(toks, 't'), WHITE), 'Turm');
  assert.ok(has(scopesAt(toks, 'c3d7'), WHITE));
  assert.ok(has(scopesAt(toks, 's'), WHITE), 'Springer');
  assert.ok(has(scopesAt(toks, 'schwarz'), 'storage.type.colour.black'));
  assert.ok(has(scopesAt(toks, 'b7c7d5e4'), BLACK), 'Bauern on the continuation line');
  assert.ok(has(scopesAt(toks, 'ford'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'vari'), 'entity.other.attribute-name.option'));
  assert.ok(has(scopesAt(toks, 'verf'), 'entity.other.attribute-name.option'));
  assert.ok(has(scopesAt(toks, 'weiter'), 'keyword.control.next'));
  assert.ok(has(scopesAt(toks, 'e7'), WHITE), 'second problem');
  assert.ok(has(scopesAt(toks, 'h#'), 'keyword.operator.stipulation'));
  assert.ok(has(scopesAt(toks, '2.5'), 'constant.numeric.moves'));
  assert.ok(has(scopesAt(toks, 'ende'), 'keyword.control.end'));
});

test('French keywords and piece letters', async () => {
  const src = [
    'DebutProbleme',
    'Auteur A. Nonyme',
    'Pieces Blanc Rb1 Dd1 Ta1 Ff1 Cg1 Pe2',
    '       Noir Rh8 Pa7',
    'Enonce h#2',
    'Option Essais Menace',
    'Jumeau deplacement d1 d2',
    'FinProbleme',
  ].join('\n');
  const toks = await tokenize(src);
  assert.ok(has(scopesAt(toks, 'DebutProbleme'), 'keyword.control.begin'));
  assert.ok(has(scopesAt(toks, 'Auteur'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'Blanc'), 'storage.type.colour.white'));
  for (const p of ['R', 'D', 'T', 'F', 'C', 'P']) assert.ok(has(scopesAt(toks, p), WHITE), p);
  assert.ok(has(scopesAt(toks, 'Noir'), 'storage.type.colour.black'));
  assert.ok(has(scopesAt(toks, 'h8'), BLACK));
  assert.ok(has(scopesAt(toks, 'Enonce'), KEYWORD));
  assert.ok(has(scopesAt(toks, 'Essais'), 'entity.other.attribute-name.option'));
  assert.ok(has(scopesAt(toks, 'Jumeau'), 'keyword.control.twin'));
  assert.ok(has(scopesAt(toks, 'deplacement'), 'keyword.operator.twin'));
  assert.ok(has(scopesAt(toks, 'FinProbleme'), 'keyword.control.end'));
});

test('twins: operations, added pieces by side, stipulation changes', async () => {
  const src = [
    'BeginProblem',
    'Pieces White Ke1 Black Ke8',
    'Stipulation #2',
    'Twin move e1 e2',
    'Twin add black pa3 white qd1',
    'Twin rotate 90  mirror a1<-->h1',
    'Twin stipulation h#3',
    'EndProblem',
  ].join('\n');
  const toks = await tokenize(src);
  assert.ok(has(scopesAt(toks, 'Twin'), 'keyword.control.twin'));
  assert.ok(has(scopesAt(toks, 'move'), 'keyword.operator.twin'));
  assert.ok(has(scopesAt(toks, 'e2'), 'constant.other.square'));
  assert.ok(has(scopesAt(toks, 'add'), 'keyword.operator.twin'));
  assert.ok(has(scopesAt(toks, 'p'), BLACK), 'added black pawn');
  assert.ok(has(scopesAt(toks, 'q'), WHITE), 'added white queen');
  assert.ok(has(scopesAt(toks, 'rotate'), 'keyword.operator.twin'));
  assert.ok(has(scopesAt(toks, '90'), 'constant.numeric'));
  assert.ok(has(scopesAt(toks, 'a1<-->h1'), 'constant.other.square'));
  assert.ok(has(scopesAt(toks, 'stipulation'), 'keyword.operator.twin'));
  assert.ok(has(scopesAt(toks, 'h#'), 'keyword.operator.stipulation'));
});

test('a byte order mark before the begin token', async () => {
  const toks = await tokenize('\uFEFFAnfangProblem\nsteine weiss ka1 schwarz kh8\nende\n');
  assert.ok(has(scopesAt(toks, 'AnfangProblem'), 'keyword.control.begin'));
  assert.ok(has(scopesAt(toks, 'a1'), WHITE));
});

test('Forsyth: upper case white, lower case black', async () => {
  const toks = await tokenize('BeginProblem\nForsyth 2D5/1k6/8/8/8/8/8/K7\nStipulation #2\nEndProblem\n');
  assert.ok(has(scopesAt(toks, 'D'), WHITE));
  assert.ok(has(scopesAt(toks, 'k'), BLACK));
  assert.ok(has(scopesAt(toks, 'Stipulation'), KEYWORD));
});

test('a piece list ends at the next command, also when abbreviated', async () => {
  const toks = await tokenize('BeginProblem\npie wh ka3 qg8 sg4\npie bl ka1 sa8\nstip h#2\nopt set stoponsh\nEndProblem\n');
  assert.ok(has(scopesAt(toks, 'pie', 1), KEYWORD));
  assert.ok(has(scopesAt(toks, 'bl'), 'storage.type.colour.black'));
  assert.ok(has(scopesAt(toks, 'a8'), BLACK));
  assert.ok(has(scopesAt(toks, 'stip'), KEYWORD));
  assert.ok(!has(scopesAt(toks, 'stip'), 'meta.pieces'));
  assert.ok(has(scopesAt(toks, 'set'), 'entity.other.attribute-name.option'));
  assert.ok(has(scopesAt(toks, 'stoponsh'), 'entity.other.attribute-name.option'));
});

/** The pieces of the first board diagram in Popeye's output: square → "K" (white) or "-K" (black). */
function diagramPieces(output) {
  const lines = output.split('\n');
  const top = lines.findIndex((l) => l.startsWith('+---a---b---c'));
  if (top < 0) return null; // Option NoBoard
  const pieces = new Map();
  for (let r = 0; r < 8; r++) {
    const line = lines[top + 2 + 2 * r];
    for (let f = 0; f < 8; f++) {
      const cell = line.slice(1 + 4 * f, 5 + 4 * f).trim();
      if (cell !== '.') pieces.set('abcdefgh'[f] + (8 - r), cell);
    }
  }
  return pieces;
}

/** The pieces the grammar colours in piece lists (twins excluded): square → "K" or "-K". */
function colouredPieces(tokens) {
  const pieces = new Map();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (has(t.scopes, 'meta.twin')) continue;
    const side = t.scopes.some((s) => s.startsWith(WHITE + '.popeye')) ? '' : t.scopes.some((s) => s.startsWith(BLACK + '.popeye')) ? '-' : null;
    if (side === null) continue;
    const next = tokens[i + 1];
    if (!next || !/^([a-h][1-8])+$/i.test(next.text)) continue;
    for (const sq of next.text.toLowerCase().match(/[a-h][1-8]/g)) pieces.set(sq, side + t.text.toUpperCase());
    i++;
  }
  return pieces;
}

test('corpus: the coloured pieces are the pieces of Popeye\'s diagram', async (t) => {
  const path = join(corpus, 'popeye-orthodox.jsonl');
  if (!existsSync(path)) {
    t.skip(`corpus not found at ${path}`);
    return;
  }
  const problems = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  let checked = 0;
  const failures = [];
  for (const p of problems) {
    if (/^\s*fors/im.test(p.input)) continue; // Forsyth boards are checked by their own test
    const want = diagramPieces(p.expected_output);
    if (!want) continue;
    const got = colouredPieces(await tokenize(p.input));
    const w = [...want].sort().join(' ');
    const g = [...got].sort().join(' ');
    if (w !== g) failures.push(`${p.id}: diagram ${w} | grammar ${g}`);
    checked++;
  }
  assert.ok(checked > 350, `only ${checked} problems checked`);
  assert.deepEqual(failures, []);
});

test('corpus: every Popeye input file tokenizes', async (t) => {
  const dir = join(corpus, 'popeye-inputs');
  if (!existsSync(dir)) {
    t.skip(`corpus not found at ${dir}`);
    return;
  }
  const { readdirSync } = await import('node:fs');
  let files = 0;
  let keywords = 0;
  for (const sub of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    for (const f of readdirSync(join(dir, sub)).filter((n) => n.endsWith('.inp'))) {
      const toks = await tokenize(readFileSync(join(dir, sub, f), 'latin1'));
      keywords += toks.filter((x) => has(x.scopes, 'keyword.control.begin')).length;
      files++;
    }
  }
  assert.ok(files > 280, `${files} files`);
  assert.ok(keywords >= files * 0.9, `begin token coloured in ${keywords} of ${files} files`);
});

test('fairy pieces and attributes in piece lists', async () => {
  const src = [
    'beginproblem',
    'pieces white kd1 gh4 nhc3 black ka8 paralysing bul ge5 neutral 15d4',
    'stipulation #2',
    'endproblem',
  ].join('\n');
  const toks = await tokenize(src);
  const FAIRY = (scopes) => scopes.some((s) => s.includes('.fairy.'));
  assert.ok(has(scopesAt(toks, 'k'), WHITE) && !FAIRY(scopesAt(toks, 'k')), 'the king is orthodox');
  assert.ok(has(scopesAt(toks, 'g'), WHITE) && FAIRY(scopesAt(toks, 'g')), 'white grasshopper');
  assert.ok(has(scopesAt(toks, 'h4'), WHITE), 'its square');
  assert.ok(has(scopesAt(toks, 'nh'), WHITE) && FAIRY(scopesAt(toks, 'nh')), 'white nightrider hopper');
  assert.ok(has(scopesAt(toks, 'paralysing'), 'storage.modifier.attribute'));
  assert.ok(has(scopesAt(toks, 'bul'), 'storage.modifier.attribute'));
  assert.ok(has(scopesAt(toks, 'g', 1), BLACK) && FAIRY(scopesAt(toks, 'g', 1)), 'black paralysing Bul grasshopper');
  assert.ok(has(scopesAt(toks, '15'), 'entity.other.attribute-name.piece.neutral') && FAIRY(scopesAt(toks, '15')), 'neutral (1,5)-leaper');
});

test('hunters: two codes joined by a slash', async () => {
  const toks = await tokenize(['beginproblem', 'pieces white ka1 p/sg4 black ke2 b/rc1', 'stipulation #3', 'endproblem'].join('\n'));
  const FAIRY = (scopes) => scopes.some((s) => s.includes('.fairy.'));
  assert.ok(has(scopesAt(toks, 'p/s'), WHITE) && FAIRY(scopesAt(toks, 'p/s')), 'white P/S hunter');
  assert.ok(has(scopesAt(toks, 'g4'), WHITE), 'its square');
  assert.ok(has(scopesAt(toks, 'b/r'), BLACK) && FAIRY(scopesAt(toks, 'b/r')), 'black B/R hunter');
});
