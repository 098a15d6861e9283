package server

import (
	"fmt"
	"strings"
)

// A chessBackend answers the chess questions of hovers and commands about a problem's
// position (or one of its twins). The server asks; package problem and movegen know.
type chessBackend interface {
	// fen is the position of the problem (twin 0) or of twin i, "" when unknown.
	fen(snap *snapshot, problem, twin int) string
	// diagram draws the position in monospace, "" when unknown.
	diagram(snap *snapshot, problem, twin int) string
	// squareFacts describes a square of the problem's initial position: what stands there,
	// attackers and defenders, legal moves, pins, checks.
	squareFacts(snap *snapshot, problem int, square string) []string
}

// outlineChess knows only what the piece list says (no move generation).
type outlineChess struct{}

func (outlineChess) board(snap *snapshot, problem int) (b [64]byte, ok bool) {
	if problem < 0 || problem >= len(snap.outline.problems) {
		return b, false
	}
	for _, pc := range snap.outline.problems[problem].pieces {
		f, r := int(pc.square[0]-'a'), int(pc.square[1]-'1')
		c := fenLetter(pc)
		if c != 0 {
			b[r*8+f] = c
		}
	}
	return b, true
}

// fenLetter is the FEN letter of an orthodox piece (uppercase white), 0 otherwise.
func fenLetter(pc pieceView) byte {
	letters := map[string]byte{"King": 'K', "Queen": 'Q', "Rook": 'R', "Bishop": 'B', "Knight": 'N', "Pawn": 'P'}
	c, ok := letters[pc.name]
	if !ok || pc.fairy {
		return 0
	}
	if pc.color == "black" {
		c += 'a' - 'A'
	}
	return c
}

func (oc outlineChess) fen(snap *snapshot, problem, twin int) string {
	b, ok := oc.board(snap, problem)
	if !ok || twin > 0 {
		return ""
	}
	return boardFEN(b) + " w - - 0 1"
}

func (oc outlineChess) diagram(snap *snapshot, problem, twin int) string {
	b, ok := oc.board(snap, problem)
	if !ok || twin > 0 {
		return ""
	}
	return drawBoard(b)
}

func (oc outlineChess) squareFacts(snap *snapshot, problem int, square string) []string {
	b, ok := oc.board(snap, problem)
	if !ok {
		return nil
	}
	f, r := int(square[0]-'a'), int(square[1]-'1')
	if c := b[r*8+f]; c != 0 {
		return []string{fmt.Sprintf("Occupied by %s.", describeLetter(c))}
	}
	return []string{"Empty."}
}

func describeLetter(c byte) string {
	names := map[byte]string{'K': "king", 'Q': "queen", 'R': "rook", 'B': "bishop", 'N': "knight", 'P': "pawn"}
	if c >= 'a' {
		return "the black " + names[c-('a'-'A')]
	}
	return "the white " + names[c]
}

// boardFEN is the piece-placement field of FEN; b is indexed rank*8+file from a1.
func boardFEN(b [64]byte) string {
	var s strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			c := b[r*8+f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				s.WriteByte(byte('0' + empty))
				empty = 0
			}
			s.WriteByte(c)
		}
		if empty > 0 {
			s.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			s.WriteByte('/')
		}
	}
	return s.String()
}

// drawBoard draws a board in plain ASCII (readable in any hover, VS Code's or Neovim's):
// white pieces in upper case, black in lower case, Popeye's letters (S for knight).
//
//	  +-----------------+
//	8 | . . . . . . . . |
//	…
//	1 | . . k . K . . R |
//	  +-----------------+
//	    a b c d e f g h
func drawBoard(b [64]byte) string {
	var s strings.Builder
	s.WriteString("  +-----------------+\n")
	for r := 7; r >= 0; r-- {
		fmt.Fprintf(&s, "%d |", r+1)
		for f := 0; f < 8; f++ {
			c := b[r*8+f]
			switch {
			case c == 0:
				c = '.'
			case c == 'N':
				c = 'S'
			case c == 'n':
				c = 's'
			}
			s.WriteByte(' ')
			s.WriteByte(c)
		}
		s.WriteString(" |\n")
	}
	s.WriteString("  +-----------------+\n    a b c d e f g h\n")
	return s.String()
}
