package legality

import (
	"fmt"

	"github.com/cpls-dev/cpls/movegen"
)

// Severity says how sure a Violation is that the position cannot be used as it stands.
type Severity uint8

// The severities. The zero value is SeverityError.
const (
	// SeverityError: the position (with its side to move, castling rights and en-passant
	// square) cannot arise in a game; this is proved, not guessed.
	SeverityError Severity = iota
	// SeverityWarning: the position is legal, but a right Popeye assumes (castling) does not
	// hold, or a right retro analysis proves (en passant) is not granted, so the solution
	// Popeye computes may not be the true one.
	SeverityWarning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == SeverityWarning {
		return "warning"
	}
	return "error"
}

// FixKind says what a Fix changes in the problem.
type FixKind uint8

// The kinds of quick fixes, in chess terms; the caller turns them into text edits.
const (
	FixNone FixKind = iota
	// FixRemovePiece removes the piece on Fix.Square.
	FixRemovePiece
	// FixSideToMove makes Fix.Color the side to move.
	FixSideToMove
	// FixDropCastling drops the castling rights in Fix.Castling (WhiteKingside… bits); in
	// Popeye terms: Option NoCastling with the king's or rook's square.
	FixDropCastling
	// FixDropEnPassant drops the en-passant right (Popeye: remove Option EnPassant).
	FixDropEnPassant
	// FixSetEnPassant grants en passant onto Fix.Square, the square the pawn skipped
	// (Popeye: Option EnPassant with departure, skipped and arrival squares).
	FixSetEnPassant
)

// Fix is a quick fix for a Violation, described in chess terms.
type Fix struct {
	Kind     FixKind
	Square   movegen.Square // FixRemovePiece, FixSetEnPassant
	Color    movegen.Color  // FixSideToMove
	Castling uint8          // FixDropCastling
	Title    string         // e.g. "remove the white pawn on c1"
}

// Violation is one broken rule of position legality.
type Violation struct {
	// Rule is the stable name of the rule, the <rule> of the diagnostic code
	// illegal-position/<rule>, e.g. "pawn-on-first-rank" (see the Rule… constants).
	Rule     string
	Severity Severity
	// Squares are the squares of the pieces concerned, the most important first.
	Squares []movegen.Square
	// Message is one sentence naming the pieces and squares, without a final period.
	Message string
	// Fixes are the obvious quick fixes, best first; none when no single edit is obvious.
	Fixes []Fix
}

// The rule names, stable: they are the <rule> of the diagnostic code illegal-position/<rule>.
const (
	RuleMissingKing           = "missing-king"
	RuleTooManyKings          = "too-many-kings"
	RuleKingsAdjacent         = "kings-adjacent"
	RulePawnOnFirstRank       = "pawn-on-first-rank"
	RulePawnOnLastRank        = "pawn-on-last-rank"
	RuleTooManyPawns          = "too-many-pawns"
	RuleTooManyMen            = "too-many-men"
	RuleTooManyPromoted       = "too-many-promoted"
	RuleCagedBishop           = "caged-bishop"
	RulePawnStructure         = "pawn-structure"
	RulePawnCaptures          = "pawn-captures"
	RuleOpponentInCheck       = "opponent-in-check"
	RuleTooManyCheckers       = "too-many-checkers"
	RuleImpossibleDoubleCheck = "impossible-double-check"
	RuleImpossiblePawnCheck   = "impossible-pawn-check"
	RuleImpossibleCheck       = "impossible-check"
	RuleNoLastMove            = "no-last-move"
	RuleCastlingRights        = "castling-rights"
	RuleEnPassant             = "en-passant"
	RuleEnPassantProven       = "en-passant-proven"
)

// Options carries what the position alone does not say: Popeye's options and how
// the castling rights and the en-passant square came about.
type Options struct {
	// NoWhiteKing and NoBlackKing are Popeye's NoWk and NoBk: the side has no king on
	// purpose, so a missing king is no violation.
	NoWhiteKing, NoBlackKing bool
	// CastlingGiven says the castling rights of the position were stated explicitly (a FEN
	// field). When false they are Popeye's assumption (king and rook on their home squares,
	// minus Option NoCastling): a right that does not hold is then only a warning, and a
	// right whose pieces are not at home is ignored.
	CastlingGiven bool
}

// Validate checks that the position can arise in a game of chess with its side to move
// and returns every rule it breaks; nil means no rule is broken. It proves illegality,
// it does not guess: each error-severity violation is a proof (static counts, one ply of
// retro analysis, pawn-file arithmetic), so a position it accepts may still be illegal for
// deeper reasons. The en-passant square of p, if any, states that the last move was the
// double step across it. p is only read. Violations come in a fixed order: kings, pawn
// ranks, counts, material, castling and en passant, checks and the last move.
//
// Rules that build on others are skipped when those already fail (no retro analysis with
// two white kings), so one mistake gives one violation, not a cascade.
func Validate(p *movegen.Position, opts Options) []Violation {
	var v position
	v.load(p)
	var out []Violation
	structural := false
	out, structural = v.kingRules(opts, out)
	var bad bool
	out, bad = v.pawnRankRules(out)
	structural = structural || bad
	out = v.countRules(out)
	out = v.materialRules(out)
	out = v.castlingRules(opts, out)
	if structural {
		// Retro analysis needs a sound frame; the check facts do not.
		out, _, _ = v.checkFacts(out)
		return out
	}
	return v.checkRules(opts, out)
}

// position is Validate's read-only snapshot of a position: a board plus counts. Validation
// works on its own copy so that it depends only on Position's public accessors.
type position struct {
	board
	side     movegen.Color // side to move
	castling uint8
	ep       movegen.Square
	king     [2]movegen.Square // the first king of each colour, NoSquare if none
	kings    [2]int
	count    [2][7]int // count[c][pt]
	men      [2]int
}

func (v *position) load(p *movegen.Position) {
	v.side, v.castling, v.ep = p.SideToMove(), p.Castling(), p.EnPassant()
	if v.side > movegen.Black {
		v.side = movegen.White
	}
	v.king = [2]movegen.Square{movegen.NoSquare, movegen.NoSquare}
	for s := movegen.Square(0); s < 64; s++ {
		pc := p.PieceAt(s)
		if pc.Type() == movegen.NoPieceType || pc.Type() > movegen.King || pc&^15 != 0 {
			continue
		}
		v.set(s, pc)
		c := pc.Color()
		v.count[c][pc.Type()]++
		v.men[c]++
		if pc.Type() == movegen.King {
			if v.kings[c] == 0 {
				v.king[c] = s
			}
			v.kings[c]++
		}
	}
}

// kingRules: missing-king, too-many-kings, kings-adjacent. structural reports a broken
// rule that makes the check and retro rules meaningless.
func (v *position) kingRules(opts Options, out []Violation) ([]Violation, bool) {
	structural := false
	noKing := [2]bool{opts.NoWhiteKing, opts.NoBlackKing}
	for c := movegen.White; c <= movegen.Black; c++ {
		switch {
		case v.kings[c] == 0 && !noKing[c]:
			out = append(out, Violation{
				Rule: RuleMissingKing,
				Message: fmt.Sprintf("%s has no king (if that is on purpose, Popeye's option %s says so)",
					sideName(c), [2]string{"NoWk", "NoBk"}[c]),
			})
			structural = true
		case v.kings[c] > 1:
			var sq []movegen.Square
			var fixes []Fix
			for s := movegen.Square(0); s < 64; s++ {
				if v.squares[s] == movegen.MakePiece(c, movegen.King) {
					sq = append(sq, s)
					if len(sq) > 1 {
						fixes = append(fixes, removeFix(v.squares[s], s))
					}
				}
			}
			out = append(out, Violation{
				Rule:    RuleTooManyKings,
				Squares: sq,
				Message: fmt.Sprintf("%s has %d kings (on %s), but a side has exactly one",
					sideName(c), len(sq), squareList(sq)),
				Fixes: fixes,
			})
			structural = true
		}
	}
	if wk, bk := v.king[movegen.White], v.king[movegen.Black]; wk != movegen.NoSquare && bk != movegen.NoSquare &&
		movegen.Attacks(movegen.White, movegen.King, wk, 0).Has(bk) {
		out = append(out, Violation{
			Rule:    RuleKingsAdjacent,
			Squares: []movegen.Square{wk, bk},
			Message: fmt.Sprintf("the white king on %s and the black king on %s stand next to each other", wk, bk),
		})
		structural = true
	}
	return out, structural
}

// pawnRankRules: pawn-on-first-rank, pawn-on-last-rank.
func (v *position) pawnRankRules(out []Violation) ([]Violation, bool) {
	bad := false
	for _, r := range [2]int{0, 7} {
		for f := 0; f < 8; f++ {
			s := movegen.MakeSquare(f, r)
			pc := v.squares[s]
			if pc.Type() != movegen.Pawn {
				continue
			}
			c := pc.Color()
			first := (c == movegen.White) == (r == 0)
			v := Violation{Squares: []movegen.Square{s}, Fixes: []Fix{removeFix(pc, s)}}
			if first {
				v.Rule = RulePawnOnFirstRank
				v.Message = fmt.Sprintf("%s stands on %s's first rank, where no pawn can be", pieceName(pc, s), sideName(c))
			} else {
				v.Rule = RulePawnOnLastRank
				v.Message = fmt.Sprintf("%s stands on %s's last rank, where it would have promoted", pieceName(pc, s), sideName(c))
			}
			out = append(out, v)
			bad = true
		}
	}
	return out, bad
}

// countRules: too-many-pawns, too-many-men.
func (v *position) countRules(out []Violation) []Violation {
	for c := movegen.White; c <= movegen.Black; c++ {
		if n := v.count[c][movegen.Pawn]; n > 8 {
			out = append(out, Violation{
				Rule:    RuleTooManyPawns,
				Squares: v.squaresOf(movegen.MakePiece(c, movegen.Pawn)),
				Message: fmt.Sprintf("%s has %d pawns, but a side starts with 8", sideName(c), n),
			})
		}
		if n := v.men[c]; n > 16 {
			out = append(out, Violation{
				Rule:    RuleTooManyMen,
				Message: fmt.Sprintf("%s has %d men, but a side starts with 16", sideName(c), n),
			})
		}
	}
	return out
}

// squaresOf lists the squares holding pc, a1 first.
func (v *position) squaresOf(pc movegen.Piece) []movegen.Square {
	var sq []movegen.Square
	for s := movegen.Square(0); s < 64; s++ {
		if v.squares[s] == pc {
			sq = append(sq, s)
		}
	}
	return sq
}

// sideName returns "White" or "Black", capitalised as a side's name in a sentence.
func sideName(c movegen.Color) string { return [2]string{"White", "Black"}[c] }

// pieceName returns e.g. "the white pawn on c1".
func pieceName(pc movegen.Piece, s movegen.Square) string {
	return fmt.Sprintf("the %s %s on %s", pc.Color(), pc.Type(), s)
}

// removeFix is the fix that removes pc from s.
func removeFix(pc movegen.Piece, s movegen.Square) Fix {
	return Fix{Kind: FixRemovePiece, Square: s, Title: "remove " + pieceName(pc, s)}
}

// squareList returns "c1", "c1 and e1" or "c1, e1 and g1".
func squareList(sq []movegen.Square) string {
	s := ""
	for i, x := range sq {
		switch {
		case i == 0:
		case i == len(sq)-1:
			s += " and "
		default:
			s += ", "
		}
		s += x.String()
	}
	return s
}
