#!/usr/bin/env node
// Generates syntaxes/popeye.tmLanguage.json from the keyword tables in keywords.mjs.
//
//   node scripts/gen-grammar.mjs          write the grammar
//   node scripts/gen-grammar.mjs --check  fail if the committed grammar is not what this
//                                         script generates (run by npm test)
//
// How the grammar follows Popeye's reading of a file:
// - The begin token (BeginProblem, AnfangProblem, DebutProbleme, or a prefix of one) fixes
//   the language for the rest of the file; each language has its own rules.
// - A keyword may be abbreviated to any prefix that is unique in its table; single letters
//   are not coloured (they are legal but rare, and would make stray letters look like
//   commands).
// - A command owns the text up to the next command: piece lists (with White, Black,
//   Neutral sections, so pieces are coloured by side), the stipulation, options, twins,
//   conditions; text commands (Author, Title, …) own the rest of their line.
// - Everything after the end token (EndProblem) is ignored by Popeye: a comment.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from './keywords.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'syntaxes', 'popeye.tmLanguage.json');

/** Shortest prefix length of word that no other entry of table starts with (case-insensitive). */
export function uniquePrefixLength(word, table) {
  const w = word.toLowerCase();
  const others = table.map((t) => t.toLowerCase()).filter((t) => t !== w);
  for (let n = 1; n <= w.length; n++) {
    const p = w.slice(0, n);
    if (!others.some((o) => o.startsWith(p))) return n;
  }
  return w.length; // a prefix of another entry: only the exact word is unique
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\&-]/g, (c) => '\\' + c);

/** An expression matching every prefix of word at least min characters long. */
export function prefixPattern(word, min) {
  const chars = [...word.toLowerCase()].map(escape);
  let tail = '';
  for (let i = chars.length - 1; i >= min; i--) tail = `(?:${chars[i]}${tail})?`;
  return chars.slice(0, min).join('') + tail;
}

const FLOOR = 2;

/** Alternation of the prefixes of words, each unique within table. */
function alternatives(words, table = words) {
  return words
    .map((w) => prefixPattern(w, Math.min(w.length, Math.max(FLOOR, uniquePrefixLength(w, table)))))
    .join('|');
}

// A token stands between whitespace (or line ends).
const before = '(?<![^\\s])';
const after = '(?=\\s|$)';
const word = (alts) => `(?i)${before}(${alts})${after}`;
const SQUARE = '[a-hA-H][1-8]';
const PIECE_SPEC = `(?i)${before}([a-z0-9]{1,2}?)((?:${SQUARE})+)${after}`;
// A fairy piece: a piece with its squares whose code is not one of the language's
// orthodox letters (G, NH, 15, or a hunter's two codes: S/B), so that it gets the scope
// of its side plus ".fairy".
const fairySpec = (letters) =>
  `(?i)${before}(?![${letters.toLowerCase()}](?:${SQUARE})+${after})((?:[a-z0-9]{1,2}/)?[a-z0-9]{1,2}?)((?:${SQUARE})+)${after}`;

/** The scope of a side's pieces, without the language suffix. */
const pieceScope = (side) =>
  side === 'white' ? 'entity.name.function.piece.white' : side === 'black' ? 'entity.name.type.piece.black' : 'entity.other.attribute-name.piece.neutral';

function languageRules(code, L) {
  const problemTable = [...L.end, ...L.next];
  const twinTable = [...L.twin];
  const initialTable = [...L.text, ...L.pieces, ...L.stipulation, ...L.option, ...L.condition, ...L.forsyth,
    ...L.protocol, ...L.other];
  const alt = (words) => {
    const table = problemTable.includes(words[0]) ? problemTable : twinTable.includes(words[0]) ? twinTable : initialTable;
    return alternatives(words, table);
  };
  const commands = [alternatives(problemTable), alternatives(twinTable), alternatives(initialTable)].join('|');
  const endAtCommand = `(?=(?i)${before}(?:${commands})${after})`;
  const colourTable = [...L.colours.white, ...L.colours.black, ...L.colours.neutral];
  const colourAlt = alternatives(colourTable);
  const twinOps = alternatives(L.twinning);
  const r = `#${code}-`;
  const repo = {};

  repo[`${code}-problem`] = {
    patterns: [
      { include: `${r}end` }, { include: `${r}next` }, { include: `${r}text` }, { include: `${r}forsyth` },
      { include: `${r}protocol` }, { include: `${r}pieces` }, { include: `${r}stipulation` },
      { include: `${r}option` }, { include: `${r}condition` }, { include: `${r}twin` }, { include: `${r}other` },
    ],
  };
  repo[`${code}-end`] = {
    comment: 'Popeye ignores everything after the end token.',
    begin: word(alt(L.end)),
    beginCaptures: { 1: { name: 'keyword.control.end.popeye' } },
    end: '(?!)',
    contentName: 'comment.block.ignored.popeye',
  };
  repo[`${code}-next`] = { match: word(alt(L.next)), captures: { 1: { name: 'keyword.control.next.popeye' } } };
  repo[`${code}-text`] = {
    match: `(?i)${before}(${alt(L.text)})${after}\\s*(.*)$`,
    captures: { 1: { name: 'keyword.control.command.popeye' }, 2: { name: 'string.unquoted.text.popeye' } },
  };
  repo[`${code}-protocol`] = {
    match: `(?i)${before}(${alt(L.protocol)})${after}\\s*(.*)$`,
    captures: { 1: { name: 'keyword.control.command.popeye' }, 2: { name: 'string.unquoted.filename.popeye' } },
  };
  repo[`${code}-other`] = { match: word(alt(L.other)), captures: { 1: { name: 'keyword.control.command.popeye' } } };
  repo[`${code}-forsyth`] = {
    match: `(?i)${before}(${alt(L.forsyth)})\\s+(\\S+)`,
    captures: {
      1: { name: 'keyword.control.command.popeye' },
      2: {
        name: 'meta.forsyth.popeye',
        patterns: [
          { match: '[A-Z]', name: 'entity.name.function.piece.white.popeye' },
          { match: '[a-z]', name: 'entity.name.type.piece.black.popeye' },
          { match: '[0-9]+', name: 'constant.numeric.empty.popeye' },
          { match: '/', name: 'punctuation.separator.rank.popeye' },
        ],
      },
    },
  };

  // Pieces: colour sections. A section ends at the next colour word or command; inside
  // one, a word is an attribute or a piece with its squares (Kd8, sg5g8, ba4b4c2h2).
  const section = (side, words, extraEnd) => ({
    begin: word(alternatives(words, colourTable)),
    beginCaptures: { 1: { name: `storage.type.colour.${side}.popeye` } },
    end: `(?=(?i)${before}(?:${colourAlt}|${commands}${extraEnd ? '|' + extraEnd : ''})${after})`,
    applyEndPatternLast: 1,
    name: `meta.pieces.${side}.popeye`,
    patterns: [
      { match: word(alternatives(L.attributes)), captures: { 1: { name: 'storage.modifier.attribute.popeye' } } },
      {
        match: fairySpec(L.pieceLetters),
        captures: {
          1: { name: `${pieceScope(side)}.fairy.popeye` },
          2: { name: `${pieceScope(side)}.square.popeye` },
        },
      },
      {
        match: PIECE_SPEC,
        captures: {
          1: { name: side === 'white' ? 'entity.name.function.piece.white.popeye' : side === 'black' ? 'entity.name.type.piece.black.popeye' : 'entity.other.attribute-name.piece.neutral.popeye' },
          2: { name: side === 'white' ? 'entity.name.function.piece.white.square.popeye' : side === 'black' ? 'entity.name.type.piece.black.square.popeye' : 'entity.other.attribute-name.piece.neutral.square.popeye' },
        },
      },
    ],
  });
  const sections = (extraEnd) => [
    section('white', L.colours.white, extraEnd),
    section('black', L.colours.black, extraEnd),
    section('neutral', L.colours.neutral, extraEnd),
  ];
  repo[`${code}-pieces`] = {
    begin: word(alt(L.pieces)),
    beginCaptures: { 1: { name: 'keyword.control.command.popeye' } },
    end: endAtCommand,
    applyEndPatternLast: 1,
    name: 'meta.pieces.popeye',
    patterns: sections(),
  };

  // The stipulation is one token after the keyword: play and goal (ser-h#, s#, h=, dia, …)
  // and the number of moves.
  repo[`${code}-stipulation`] = {
    patterns: [
      {
        match: `(?i)${before}(${alt(L.stipulation)})\\s+(\\S*?)(\\d+(?:\\.5)?)?(?=\\s|$)`,
        captures: {
          1: { name: 'keyword.control.command.popeye' },
          2: { name: 'keyword.operator.stipulation.popeye' },
          3: { name: 'constant.numeric.moves.popeye' },
        },
      },
      { match: word(alt(L.stipulation)), captures: { 1: { name: 'keyword.control.command.popeye' } } },
    ],
  };

  repo[`${code}-option`] = {
    begin: word(alt(L.option)),
    beginCaptures: { 1: { name: 'keyword.control.command.popeye' } },
    end: endAtCommand,
    applyEndPatternLast: 1,
    name: 'meta.options.popeye',
    patterns: [
      { match: word(alternatives(L.options)), captures: { 1: { name: 'entity.other.attribute-name.option.popeye' } } },
      { match: `(?i)${before}((?:${SQUARE})+)${after}`, captures: { 1: { name: 'constant.other.square.popeye' } } },
      { match: `${before}(\\d+)${after}`, captures: { 1: { name: 'constant.numeric.popeye' } } },
    ],
  };

  repo[`${code}-condition`] = {
    begin: word(alt(L.condition)),
    beginCaptures: { 1: { name: 'keyword.control.command.popeye' } },
    end: endAtCommand,
    name: 'meta.conditions.popeye',
    patterns: [
      { match: `(?i)${before}((?:${SQUARE})+)${after}`, captures: { 1: { name: 'constant.other.square.popeye' } } },
      { match: `${before}(\\d+)${after}`, captures: { 1: { name: 'constant.numeric.popeye' } } },
      { match: `${before}([A-Za-z][\\w&]*)${after}`, captures: { 1: { name: 'support.type.condition.popeye' } } },
    ],
  };

  // Twins: operations (move a1 b2, add white Kd8, rotate 90, mirror a1<-->h1, stipulation #3, …).
  repo[`${code}-twin`] = {
    begin: word(alt(L.twin)),
    beginCaptures: { 1: { name: 'keyword.control.twin.popeye' } },
    end: endAtCommand,
    applyEndPatternLast: 1,
    name: 'meta.twin.popeye',
    patterns: [
      {
        match: `(?i)${before}(${alternatives(L.twinning.filter((t) => L.stipulation.some((s) => s.toLowerCase() === t.toLowerCase())), L.twinning)})\\s+(\\S*?)(\\d+(?:\\.5)?)?(?=\\s|$)`,
        captures: {
          1: { name: 'keyword.operator.twin.popeye' },
          2: { name: 'keyword.operator.stipulation.popeye' },
          3: { name: 'constant.numeric.moves.popeye' },
        },
      },
      { match: word(twinOps), captures: { 1: { name: 'keyword.operator.twin.popeye' } } },
      ...sections(twinOps),
      { match: `(?i)${before}(${SQUARE}<-->${SQUARE})${after}`, captures: { 1: { name: 'constant.other.square.popeye' } } },
      { match: `(?i)${before}((?:${SQUARE})+)${after}`, captures: { 1: { name: 'constant.other.square.popeye' } } },
      { match: `${before}(\\d+)${after}`, captures: { 1: { name: 'constant.numeric.popeye' } } },
      { match: `(?i)${before}([${L.pieceLetters.toLowerCase()}])${after}`, captures: { 1: { name: 'support.class.piece.popeye' } } },
    ],
  };
  return { begin: alternatives(L.begin, L.begin), repo };
}

export function generate() {
  const grammar = {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    name: 'Popeye',
    scopeName: 'source.popeye',
    comment: 'Generated by scripts/gen-grammar.mjs from scripts/keywords.mjs; do not edit by hand.',
    fileTypes: ['inp'],
    patterns: [],
    repository: {},
  };
  for (const [code, L] of Object.entries(languages)) {
    const { begin, repo } = languageRules(code, L);
    grammar.patterns.push({ include: `#${code}` });
    grammar.repository[code] = {
      comment: `A file whose begin token is ${L.begin[0]}: everything after it is read in this language.`,
      // A UTF-8 byte order mark may precede the begin token.
      begin: `(?i)(?:^\\x{FEFF}|${before})(${begin})${after}`,
      beginCaptures: { 1: { name: 'keyword.control.begin.popeye' } },
      end: '(?!)',
      name: `meta.problems.${code}.popeye`,
      patterns: [{ include: `#${code}-problem` }],
    };
    Object.assign(grammar.repository, repo);
  }
  return JSON.stringify(grammar, null, 2) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = generate();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // missing: reported below
    }
    if (current !== text) {
      console.error(`${out} is not what scripts/gen-grammar.mjs generates; run: npm run grammar`);
      process.exit(1);
    }
  } else {
    writeFileSync(out, text);
    console.log(`wrote ${out}`);
  }
}
