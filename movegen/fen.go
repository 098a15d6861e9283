package movegen

import (
	"fmt"
	"strconv"
	"strings"
)

const pieceLetters = " PNBRQK"

// ParseFEN reads a position in Forsyth–Edwards Notation. The halfmove and fullmove
// fields may be omitted. Every error names the field that is malformed.
func ParseFEN(s string) (*Position, error) {
	f := strings.Fields(s)
	if len(f) < 4 || len(f) > 6 {
		return nil, fmt.Errorf("movegen: FEN needs 4 to 6 fields, found %d", len(f))
	}
	p := NewEmpty()
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return nil, fmt.Errorf("movegen: FEN piece placement needs 8 ranks, found %d", len(ranks))
	}
	for i, row := range ranks {
		r, file := 7-i, 0
		for _, c := range []byte(row) {
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
			default:
				pt := strings.IndexByte(pieceLetters, upper(c))
				if pt <= 0 {
					return nil, fmt.Errorf("movegen: FEN piece placement: bad character %q in rank %d", c, r+1)
				}
				if file > 7 {
					return nil, fmt.Errorf("movegen: FEN piece placement: rank %d has more than 8 squares", r+1)
				}
				col := White
				if c >= 'a' {
					col = Black
				}
				p.addPiece(MakeSquare(file, r), MakePiece(col, PieceType(pt)))
				file++
			}
		}
		if file != 8 {
			return nil, fmt.Errorf("movegen: FEN piece placement: rank %d has %d squares, not 8", r+1, file)
		}
	}
	switch f[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return nil, fmt.Errorf("movegen: FEN side to move must be w or b, not %q", f[1])
	}
	if f[2] != "-" {
		for _, c := range []byte(f[2]) {
			i := strings.IndexByte("KQkq", c)
			if i < 0 {
				return nil, fmt.Errorf("movegen: FEN castling rights: bad character %q", c)
			}
			p.castling |= 1 << uint(i)
		}
	}
	if f[3] != "-" {
		sq, ok := ParseSquare(f[3])
		if !ok || (sq.Rank() != 2 && sq.Rank() != 5) {
			return nil, fmt.Errorf("movegen: FEN en-passant square %q is not a square on the third or sixth rank", f[3])
		}
		p.ep = sq
	}
	if len(f) > 4 {
		n, err := strconv.Atoi(f[4])
		if err != nil || n < 0 {
			return nil, fmt.Errorf("movegen: FEN halfmove clock %q is not a non-negative number", f[4])
		}
		p.halfmove = n
	}
	if len(f) > 5 {
		n, err := strconv.Atoi(f[5])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("movegen: FEN fullmove number %q is not a positive number", f[5])
		}
		p.fullmove = n
	}
	for c := White; c <= Black; c++ {
		p.kings[c] = p.pieces[MakePiece(c, King)].First()
	}
	p.hash = p.computeHash()
	p.updateState()
	return p, nil
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 0x20
	}
	return c
}

// FEN writes the position in Forsyth–Edwards Notation.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			c := pieceLetters[pc.Type()]
			if pc.Color() == Black {
				c += 0x20
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString([]string{" w ", " b "}[p.side])
	if p.castling == 0 {
		b.WriteByte('-')
	}
	for i, c := range "KQkq" {
		if p.castling&(1<<uint(i)) != 0 {
			b.WriteRune(c)
		}
	}
	fmt.Fprintf(&b, " %s %d %d", p.ep, p.halfmove, p.fullmove)
	return b.String()
}
