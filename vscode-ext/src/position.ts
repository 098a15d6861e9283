// Positions for the board view: the board part of a FEN, and a small reader of Popeye
// piece lists used when the language server cannot be asked (cpls missing or
// restarting). The server's cpls.board command is the authority; this reader only
// has to show the position the composer is typing. No vscode import: tested directly.

/** One of the 64 squares: "K" white king, "k" black king, "" empty; index 0 = a8 … 63 = h1. */
export type Board = string[];

export interface Position {
  board: Board;
  /** Pieces Popeye knows but the FEN board cannot hold (fairy pieces, neutral), as "nPAf4". */
  extra: string[];
  /** The same pieces as the board view draws them (with their attributes). */
  fairy: FairyPiece[];
}

/** A piece the FEN board cannot hold: a fairy piece, a neutral one or one with attributes. */
export interface FairyPiece {
  /** "f4". */
  square: string;
  side: 'white' | 'black' | 'neutral';
  /** The piece's code as the file writes it, upper case: "PA", "G", "15". */
  code: string;
  /** Its English name when known ("Pao"); the server knows it, the local reader does not. */
  name?: string;
  /** Its attributes as the file or the server names them. */
  attributes?: string[];
}

const FILES = 'abcdefgh';

/** Index into Board of a square name such as "e4"; -1 when it is not one. */
export function squareIndex(sq: string): number {
  if (sq.length !== 2) return -1;
  const f = FILES.indexOf(sq[0].toLowerCase());
  const r = sq.charCodeAt(1) - 48;
  if (f < 0 || r < 1 || r > 8) return -1;
  return (8 - r) * 8 + f;
}

export function squareName(i: number): string {
  return FILES[i % 8] + String(8 - Math.floor(i / 8));
}

/** The board of a FEN (its first field); undefined when malformed. */
export function parseFen(fen: string): Board | undefined {
  const placement = fen.trim().split(/\s+/)[0] ?? '';
  const ranks = placement.split('/');
  if (ranks.length !== 8) return undefined;
  const board: Board = [];
  for (const rank of ranks) {
    let n = 0;
    for (const c of rank) {
      if (c >= '1' && c <= '8') {
        for (let i = 0; i < Number(c); i++) board.push('');
        n += Number(c);
      } else if ('KQRBNPkqrbnp'.includes(c)) {
        board.push(c);
        n++;
      } else {
        return undefined;
      }
      if (n > 8) return undefined;
    }
    if (n !== 8) return undefined;
  }
  return board;
}

/** The FEN placement field of a board. */
export function toFen(board: Board): string {
  const ranks: string[] = [];
  for (let r = 0; r < 8; r++) {
    let s = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = board[r * 8 + f];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) s += String(empty);
      empty = 0;
      s += p;
    }
    if (empty) s += String(empty);
    ranks.push(s);
  }
  return ranks.join('/');
}

type Lang = 'en' | 'de' | 'fr';

// Piece letters of each language, mapped to FEN letters (king, queen, rook, bishop, knight, pawn).
const LETTERS: Record<Lang, Record<string, string>> = {
  en: { k: 'k', q: 'q', r: 'r', b: 'b', s: 'n', p: 'p' },
  de: { k: 'k', d: 'q', t: 'r', l: 'b', s: 'n', b: 'p' },
  fr: { r: 'k', d: 'q', t: 'r', f: 'b', c: 'n', p: 'p' },
};
const COLOURS: Record<Lang, [string, string, string]> = {
  en: ['white', 'black', 'neutral'],
  de: ['weiss', 'schwarz', 'neutral'],
  fr: ['blanc', 'noir', 'neutre'],
};
// Piece attributes of each language (Popeye's piece specifications).
const ATTRIBUTES: Record<Lang, string[]> = {
  en: ['royal', 'kamikaze', 'paralysing', 'chameleon', 'jigger', 'volage', 'functionary', 'halfneutral',
    'hurdlecolourchanging', 'protean', 'magic', 'uncapturable', 'patrol', 'frischauf', 'bul', 'dob', 'alicea',
    'aliceb', 'anda'],
  de: ['koeniglich', 'kamikaze', 'paralysierend', 'chamaeleon', 'jigger', 'volage', 'beamtet', 'halbneutral',
    'sprungbockfarbewechselnd', 'proteisch', 'magisch', 'unschlagbar', 'patrouille', 'frischauf', 'bul', 'dob',
    'alicea', 'aliceb', 'anda'],
  fr: ['royale', 'kamikaze', 'paralysante', 'cameleon', 'jigger', 'volage', 'fonctionnaire', 'demineutre',
    'couleurechangeantsautoir', 'protee', 'magique', 'imprenable', 'patrouille', 'frischauf', 'bul', 'dob',
    'alicea', 'aliceb', 'anda'],
};
const BEGIN: Record<Lang, string> = { en: 'beginproblem', de: 'anfangproblem', fr: 'debutprobleme' };
const PIECES: Record<Lang, string> = { en: 'pieces', de: 'steine', fr: 'pieces' };
const ENDS: Record<Lang, string[]> = {
  en: ['endproblem', 'nextproblem'],
  de: ['endeproblem', 'weiteresproblem'],
  fr: ['finprobleme', 'asuivre'],
};

/** Whether word abbreviates keyword (Popeye accepts unique prefixes; two letters at least here). */
const abbreviates = (word: string, keyword: string, min = 2) =>
  word.length >= Math.min(min, keyword.length) && keyword.startsWith(word.toLowerCase());

/** The language a file's begin token sets; English when there is none. */
export function languageOf(text: string): Lang {
  const first = text.trimStart().split(/\s+/)[0] ?? '';
  for (const l of ['en', 'de', 'fr'] as Lang[]) if (abbreviates(first, BEGIN[l])) return l;
  return 'en';
}

export interface ProblemSpan {
  start: number;
  end: number;
}

/** Character offsets of the problems of a file (split after end and next tokens). */
export function problemSpans(text: string): ProblemSpan[] {
  const lang = languageOf(text);
  const spans: ProblemSpan[] = [];
  const re = /\S+/g;
  let start = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const w = m[0].toLowerCase();
    const [end, next] = ENDS[lang];
    if (abbreviates(w, end, 3)) {
      spans.push({ start, end: m.index + m[0].length });
      return spans; // Popeye ignores the rest
    }
    if (abbreviates(w, next, 3)) {
      spans.push({ start, end: m.index + m[0].length });
      start = m.index + m[0].length;
    }
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/**
 * The position of the piece lists in text (one problem's text; every Pieces command is
 * read, twins are not applied). Words that are not colours or pieces end a list.
 */
export function readPieceLists(text: string, lang: Lang = languageOf(text)): Position {
  const board: Board = new Array(64).fill('');
  const extra: string[] = [];
  const fairy: FairyPiece[] = [];
  const words = text.split(/\s+/).filter(Boolean);
  const [white, black, neutral] = COLOURS[lang];
  let inList = false;
  let colour: 'w' | 'b' | 'n' | '' = '';
  let attributes: string[] = [];
  for (const word of words) {
    const w = word.toLowerCase();
    if (!inList) {
      if (abbreviates(w, PIECES[lang], 3)) {
        inList = true;
        colour = '';
      }
      continue;
    }
    const attribute = colour !== '' && !/\d/.test(w) ? ATTRIBUTES[lang].find((a) => abbreviates(w, a, 3)) : undefined;
    if (abbreviates(w, white, 1)) colour = 'w';
    else if (abbreviates(w, black, 1)) colour = 'b';
    else if (abbreviates(w, neutral, 2)) colour = 'n';
    else if (attribute) {
      attributes.push(attribute); // for the pieces that follow, up to the next colour
      continue;
    } else {
      const m = /^([a-z0-9]{1,2}?)((?:[a-h][1-8])+)$/.exec(w);
      if (!m || colour === '') {
        inList = abbreviates(w, PIECES[lang], 3);
        colour = '';
        attributes = [];
        continue;
      }
      const fen = m[1].length === 1 ? LETTERS[lang][m[1]] : undefined;
      for (const sq of m[2].match(/[a-h][1-8]/g) ?? []) {
        if (fen && colour !== 'n' && attributes.length === 0) board[squareIndex(sq)] = colour === 'w' ? fen.toUpperCase() : fen;
        else {
          extra.push(`${colour}${m[1].toUpperCase()}${sq}`);
          const side = colour === 'w' ? 'white' : colour === 'b' ? 'black' : 'neutral';
          fairy.push({ square: sq, side, code: m[1].toUpperCase(), ...(attributes.length ? { attributes: [...attributes] } : {}) });
        }
      }
      continue;
    }
    attributes = []; // a colour word starts a new section
  }
  return { board, extra, fairy };
}

/** The position of the problem containing offset (characters) in a file's text. */
export function positionAt(text: string, offset: number): { position: Position; index: number } | undefined {
  const spans = problemSpans(text);
  const index = spans.findIndex((s) => offset >= s.start && offset <= s.end);
  if (index < 0) return undefined;
  const s = spans[index];
  return { position: readPieceLists(text.slice(s.start, s.end), languageOf(text)), index };
}
