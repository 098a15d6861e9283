package movegen

// Language selects the piece letters of move notation.
type Language uint8

// The languages of Popeye's output.
const (
	English Language = iota // K Q R B S P
	German                  // K D T L S B
	French                  // R D T F C P
)

var pieceLetterTable = [...]string{English: " PSBRQK", German: " BSLTDK", French: " PCFTDR"}

// PieceLetter returns the letter of pt in lang (S is the knight in English); '?' for a
// piece type or language outside the enums.
func PieceLetter(pt PieceType, lang Language) byte {
	if int(lang) >= len(pieceLetterTable) || pt > King {
		return '?'
	}
	return pieceLetterTable[lang][pt]
}

// Notation returns m in Popeye's style ("Sg1-f3", "Qd1*d7", "e7-e8=Q", "0-0",
// "e5*d6 ep.") followed by " +" when it gives check and " #" when it mates. The move is
// assumed to be legal in p; p is unchanged on return.
func (p *Position) Notation(m Move, lang Language) string {
	return p.MoveText(m, lang) + p.Suffix(m)
}

// MoveText returns m in Popeye's style without the check or mate suffix.
func (p *Position) MoveText(m Move, lang Language) string {
	if m.IsCastle() {
		if m.To().File() == 2 {
			return "0-0-0"
		}
		return "0-0"
	}
	pc := p.board[m.From()]
	var b []byte
	if pc.Type() != Pawn {
		b = append(b, PieceLetter(pc.Type(), lang))
	}
	b = append(b, m.From().String()...)
	if p.board[m.To()] != NoPiece || m.IsEnPassant() {
		b = append(b, '*')
	} else {
		b = append(b, '-')
	}
	b = append(b, m.To().String()...)
	if pt := m.Promotion(); pt != NoPieceType {
		b = append(b, '=', PieceLetter(pt, lang))
	}
	if m.IsEnPassant() {
		b = append(b, " ep."...)
	}
	return string(b)
}

// Suffix returns " #" if m mates, " +" if it checks, "" otherwise. The move is assumed to
// be legal in p; p is unchanged on return. Only a checking move is made (to look for a
// reply), and the search for a reply stops at the first one.
func (p *Position) Suffix(m Move) string {
	if !p.GivesCheck(m) {
		return ""
	}
	p.Make(m)
	mate := !p.HasLegalMove()
	p.Unmake()
	if mate {
		return " #"
	}
	return " +"
}
