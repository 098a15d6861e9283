// The board view's drawing: a chessboard in SVG with the extension's own piece images
// (paths drawn for cpls on a 45×45 grid; no fonts, no downloads). Pure string building,
// so it is tested without VS Code and the webview only inserts the result.
import { Board, FairyPiece, squareIndex, squareName } from './position';

const SQ = 45;
const MARGIN = 18;
const LIGHT = '#f0d9b5';
const DARK = '#b58863';

// Outline shapes, then detail strokes that are drawn in the contrasting colour.
interface PieceShape {
  body: string;
  detail?: string;
}

const SHAPES: Record<string, PieceShape> = {
  p: {
    body:
      '<circle cx="22.5" cy="12.5" r="5"/>' +
      '<path d="M19 17.5h7l1 3h-9z"/>' +
      '<path d="M15 37c0-4 2-6.5 4-7.5-1.5-3-1.5-6.5.5-9.5h6c2 3 2 6.5.5 9.5 2 1 4 3.5 4 7.5z"/>' +
      '<rect x="12" y="36" width="21" height="4" rx="1"/>',
  },
  r: {
    body:
      '<rect x="10" y="36" width="25" height="4" rx="1"/>' +
      '<rect x="13" y="32" width="19" height="4"/>' +
      '<path d="M14.5 32l1.5-15h13l1.5 15z"/>' +
      '<rect x="13" y="14" width="19" height="3"/>' +
      '<path d="M12 14V8h4v3h4V8h5v3h4V8h4v6z"/>',
    detail: '<path d="M16 17h13M14.5 32h16"/>',
  },
  b: {
    body:
      '<rect x="11" y="36" width="23" height="4" rx="2"/>' +
      '<rect x="15" y="31" width="15" height="4" rx="1"/>' +
      '<path d="M16 31c-4-6-1-14 6.5-20 7.5 6 10.5 14 6.5 20z"/>' +
      '<circle cx="22.5" cy="8.5" r="2.5"/>',
    detail: '<path d="M22.5 17v8M18.5 21h8"/>',
  },
  n: {
    body:
      '<path d="M13 38h21c0-8-1-16-4-22-2-4-5-6.5-9-7l-1-3-2 3.5c-3 1.5-5 4.5-6.5 8.5L8 24c-1 2 .5 4 2.5 3.5l3.5-2c1.5-.5 3-1.5 4.5-2.5.5 4-2.5 7-5.5 15z"/>',
    detail: '<circle cx="16.5" cy="15" r="1.3"/><path d="M24.5 12c3.5 5 5.5 12 5.5 21"/>',
  },
  q: {
    body:
      '<rect x="11" y="35" width="23" height="4.5" rx="1"/>' +
      '<path d="M11 35h23l3-21-7 13-1.5-16-3.5 15-2.5-16-2.5 16-3.5-15L15 27 8 14z"/>' +
      '<circle cx="8" cy="12" r="2.2"/><circle cx="16.5" cy="9" r="2.2"/><circle cx="22.5" cy="8" r="2.2"/>' +
      '<circle cx="28.5" cy="9" r="2.2"/><circle cx="37" cy="12" r="2.2"/>',
    detail: '<path d="M12.5 31.5h20"/>',
  },
  k: {
    body:
      '<rect x="11" y="35" width="23" height="4.5" rx="1"/>' +
      '<path d="M11 35c-5-7-5-16 2-17 4-.5 7 3 9.5 6 2.5-3 5.5-6.5 9.5-6 7 1 7 10 2 17z"/>' +
      '<path d="M22.5 24c-2.5-4-2.5-8 0-9.5 2.5 1.5 2.5 5.5 0 9.5z"/>' +
      '<path d="M22.5 5v9.5M19 8.5h7" fill="none" stroke-width="2"/>',
    detail: '<path d="M12.5 31.5h20"/>',
  },
};

/** The <symbol> of a piece; white pieces are filled white, black pieces black with light details. */
function symbol(id: string, type: string, white: boolean): string {
  const s = SHAPES[type];
  const fill = white ? '#fff' : '#111';
  const detailStroke = white ? '#000' : '#eee';
  return (
    `<symbol id="${id}" viewBox="0 0 45 45">` +
    `<g fill="${fill}" stroke="#000" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${s.body}</g>` +
    (s.detail ? `<g fill="none" stroke="${detailStroke}" stroke-width="1.4" stroke-linecap="round">${s.detail}</g>` : '') +
    '</symbol>'
  );
}

/** Every piece's symbol; ids "cpls-K" … "cpls-p" after the FEN letters. */
export function pieceDefs(): string {
  let out = '<defs>';
  for (const t of Object.keys(SHAPES)) {
    out += symbol(`cpls-${t.toUpperCase()}`, t, true);
    out += symbol(`cpls-${t}`, t, false);
  }
  return out + '</defs>';
}

const NAMES: Record<string, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

/** "white king", "black pawn" for a FEN letter. */
export function pieceName(letter: string): string {
  const white = letter === letter.toUpperCase();
  return `${white ? 'white' : 'black'} ${NAMES[letter.toLowerCase()] ?? 'piece'}`;
}

export interface BoardOptions {
  /** Squares to mark (e.g. the keys' from-squares), by index into Board. */
  highlight?: number[];
  /** Draw from Black's side. */
  flipped?: boolean;
  /** The pieces the FEN board cannot hold, drawn as discs with their codes. */
  fairy?: FairyPiece[];
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "neutral paralysing Grasshopper", "white PA": how a title or the legend names a fairy piece. */
export function fairyName(p: FairyPiece): string {
  const attrs = (p.attributes ?? []).map((a) => a.toLowerCase());
  return [p.side, ...attrs, p.name || p.code].join(' ');
}

/**
 * A fairy piece on its square: a disc (white, black, or half of each for a neutral piece)
 * with the piece's code, a dashed ring for a royal piece, and data-square, data-piece
 * ("fairy:G") and a <title> naming it, as the orthodox pieces have.
 */
function fairyPiece(p: FairyPiece, x: number, y: number): string {
  const cx = x + SQ / 2;
  const cy = y + SQ / 2;
  const r = 16;
  const light = p.side !== 'black';
  let disc = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light ? '#fff' : '#111'}" stroke="#000" stroke-width="1.5"/>`;
  if (p.side === 'neutral') {
    disc =
      `<path d="M${cx} ${cy - r}A${r} ${r} 0 0 0 ${cx} ${cy + r}z" fill="#fff"/>` +
      `<path d="M${cx} ${cy - r}A${r} ${r} 0 0 1 ${cx} ${cy + r}z" fill="#111"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000" stroke-width="1.5"/>`;
  }
  const royal = (p.attributes ?? []).some((a) => /^(royal|koeniglich|royale)$/i.test(a))
    ? `<circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="none" stroke="#c00" stroke-width="1.5" stroke-dasharray="3 2"/>`
    : '';
  const text = escapeXml(p.code);
  const size = text.length > 1 ? 13 : 16;
  // The code in the contrasting colour; on a neutral disc, white with a black outline.
  const ink = p.side === 'black' || p.side === 'neutral' ? '#fff' : '#000';
  const outline = p.side === 'neutral' ? ' stroke="#000" stroke-width="0.8"' : '';
  return (
    `<g class="fairy" data-square="${escapeXml(p.square)}" data-piece="fairy:${text}">` +
    `<title>${escapeXml(fairyName(p))} ${escapeXml(p.square)}</title>` +
    disc +
    royal +
    `<text x="${cx}" y="${cy + size / 3}" text-anchor="middle" font-size="${size}" font-weight="bold" fill="${ink}"${outline}>${text}</text>` +
    '</g>'
  );
}

/**
 * The legend of the fairy pieces on a board, as HTML: one line per kind of piece
 * (code, name, attributes), with its squares by side: "G Grasshopper: white h4, black b2".
 */
export function fairyLegend(pieces: FairyPiece[]): string {
  if (pieces.length === 0) return '';
  const kinds = new Map<string, { name: string; squares: string[] }>();
  for (const p of pieces) {
    const attrs = (p.attributes ?? []).map((a) => a.toLowerCase()).join(' ');
    const key = `${p.code}|${attrs}`;
    const k = kinds.get(key) ?? { name: [attrs, p.name || ''].filter(Boolean).join(' '), squares: [] };
    k.squares.push(`${p.side} ${p.square}`);
    kinds.set(key, k);
  }
  const rows = [...kinds.entries()].map(([key, k]) => {
    const code = key.split('|')[0];
    return `<li><b>${escapeXml(code)}</b>${k.name ? ' ' + escapeXml(k.name) : ''}: ${escapeXml(k.squares.join(', '))}</li>`;
  });
  return `<ul class="legend" id="cpls-legend">${rows.join('')}</ul>`;
}

/**
 * The SVG of a board. Each piece is a <use> with data-square and data-piece attributes
 * (and a <title> naming it), which the end-to-end test reads.
 */
export function renderBoard(board: Board, opts: BoardOptions = {}): string {
  const size = 8 * SQ + 2 * MARGIN;
  const hl = new Set(opts.highlight ?? []);
  const fairyAt = new Map((opts.fairy ?? []).map((f) => [f.square, f]));
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="cpls-board" viewBox="0 0 ${size} ${size}" role="img" aria-label="chess board">`,
  );
  parts.push(pieceDefs());
  parts.push(`<rect width="${size}" height="${size}" fill="#6b4f35" rx="4"/>`);
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const i = opts.flipped ? 63 - (row * 8 + col) : row * 8 + col;
      const x = MARGIN + col * SQ;
      const y = MARGIN + row * SQ;
      const dark = (row + col) % 2 === 1;
      parts.push(`<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" fill="${dark ? DARK : LIGHT}" data-sq="${squareName(i)}"/>`);
      if (hl.has(i)) {
        parts.push(`<rect x="${x + 1.5}" y="${y + 1.5}" width="${SQ - 3}" height="${SQ - 3}" fill="none" stroke="#2f7de1" stroke-width="3"/>`);
      }
      const f = fairyAt.get(squareName(i));
      if (f) {
        parts.push(fairyPiece(f, x, y));
        continue;
      }
      const p = board[i];
      if (p) {
        parts.push(
          `<use href="#cpls-${p}" xlink:href="#cpls-${p}" x="${x}" y="${y}" width="${SQ}" height="${SQ}" data-square="${squareName(i)}" data-piece="${p}"><title>${pieceName(p)} ${squareName(i)}</title></use>`,
        );
      }
    }
  }
  const files = opts.flipped ? 'hgfedcba' : 'abcdefgh';
  for (let k = 0; k < 8; k++) {
    const c = MARGIN + k * SQ + SQ / 2;
    const rank = opts.flipped ? k + 1 : 8 - k;
    parts.push(`<text x="${c}" y="${size - 5}" text-anchor="middle" class="coord">${files[k]}</text>`);
    parts.push(`<text x="${MARGIN / 2}" y="${c + 4}" text-anchor="middle" class="coord">${rank}</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Piece counts as Popeye prints them under its diagram: "4 + 3", "1 + 1 + 1n". */
export function pieceCount(board: Board, fairy: FairyPiece[] = []): string {
  let w = 0;
  let b = 0;
  let n = 0;
  const onFairy = new Set(fairy.map((f) => f.square));
  for (let i = 0; i < board.length; i++) {
    const p = board[i];
    if (!p || onFairy.has(squareName(i))) continue;
    if (p === p.toUpperCase()) w++;
    else b++;
  }
  for (const f of fairy) {
    if (f.side === 'white') w++;
    else if (f.side === 'black') b++;
    else n++;
  }
  return n ? `${w} + ${b} + ${n}n` : `${w} + ${b}`;
}

// A key as Popeye writes it: "1.Qa7-f2!", "1.e2-e4!", "1.Sd5*e7+!", "1.e7-e8=Q#!", "1.0-0!".
const KEY = /\b1\.\s*(?:[A-Z]?[a-h][1-8][-x*:][a-h][1-8](?:=[A-Z])?|0-0(?:-0)?)[+#]?!/g;

/** The keys named in texts (status summaries, diagnostic messages), each once, in order. */
export function keyMoves(...texts: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    for (const m of (t ?? '').matchAll(KEY)) {
      const k = m[0].replace(/\s+/g, '');
      if (!out.includes(k)) out.push(k);
    }
  }
  return out;
}

/** The from-squares of the keys named in texts (castling keys are not marked). */
export function keySquares(...texts: (string | undefined)[]): number[] {
  const out: number[] = [];
  for (const k of keyMoves(...texts)) {
    const m = /^1\.[A-Z]?([a-h][1-8])/.exec(k);
    const i = m ? squareIndex(m[1]) : -1;
    if (i >= 0 && !out.includes(i)) out.push(i);
  }
  return out;
}
