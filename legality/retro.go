package legality

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// Check and retro rules: opponent-in-check, too-many-checkers, impossible-double-check,
// impossible-pawn-check, impossible-check, no-last-move, castling-rights, en-passant and
// en-passant-proven.
//
// The side not to move (S) made the last move. Retracting it must give a position in which
// S is to move and the side now to move (T) is not in check. The retraction generator
// undoes every kind of move: piece moves with or without an uncaptured man of T on the
// square left (when T's material allows one more man there), pawn steps and double steps,
// pawn captures, en passant (the captured pawn goes back beside the capturer, and the
// double step that allowed it must not have left S in check), promotions with or without
// capture, and castling (the king must not have stood in or passed through check). If no
// retraction is legal, the position is illegal; when T is in check that is the check that
// no move can have given (a double check with no discovery, a pawn check from where no
// pawn can have come). A castling right of S survives only if some legal retraction moves
// neither its king nor its rook.

// vldRetraction is one move of S taken back: the man now on to came from from.
type vldRetraction struct {
	from, to  movegen.Square
	kind      uint8
	uncapture bool // a man of T reappears on to
}

const (
	vldNormal uint8 = iota
	vldDouble
	vldEnPassant
	vldPromotion
	vldCastleShort
	vldCastleLong
)

// vldRetroSummary is what the legal retractions say.
type vldRetroSummary struct {
	any        bool  // some retraction is legal
	keep       uint8 // castling rights of S kept by some legal retraction
	keepAll    bool  // some legal retraction keeps all rights of S
	onlyDouble bool  // every legal retraction is the double step of the pawn on double
	double     movegen.Square
}

// vldHomeRights returns the castling rights lost when a man leaves (or arrives on) s.
func vldHomeRights(s movegen.Square) uint8 {
	switch s {
	case movegen.E1:
		return movegen.WhiteKingside | movegen.WhiteQueenside
	case movegen.H1:
		return movegen.WhiteKingside
	case movegen.A1:
		return movegen.WhiteQueenside
	case movegen.E8:
		return movegen.BlackKingside | movegen.BlackQueenside
	case movegen.H8:
		return movegen.BlackKingside
	case movegen.A8:
		return movegen.BlackQueenside
	}
	return 0
}

// vldRightsOf returns the castling right bits of side c.
func vldRightsOf(c movegen.Color) uint8 {
	if c == movegen.White {
		return movegen.WhiteKingside | movegen.WhiteQueenside
	}
	return movegen.BlackKingside | movegen.BlackQueenside
}

// vldRightName names castling rights in prose.
func vldRightName(r uint8) string {
	switch {
	case r&(movegen.WhiteKingside|movegen.BlackKingside) != 0 && r&(movegen.WhiteQueenside|movegen.BlackQueenside) != 0:
		return "castle"
	case r&(movegen.WhiteKingside|movegen.BlackKingside) != 0:
		return "castle king-side"
	}
	return "castle queen-side"
}

// castlingRules checks that each castling right has its king and rook at home; rights
// without them are dropped from v (reported only if they were stated explicitly).
func (v *vldPos) castlingRules(opts Options, out []Violation) []Violation {
	type home struct {
		right      uint8
		c          movegen.Color
		king, rook movegen.Square
	}
	homes := [4]home{
		{movegen.WhiteKingside, movegen.White, movegen.E1, movegen.H1}, {movegen.WhiteQueenside, movegen.White, movegen.E1, movegen.A1},
		{movegen.BlackKingside, movegen.Black, movegen.E8, movegen.H8}, {movegen.BlackQueenside, movegen.Black, movegen.E8, movegen.A8},
	}
	for _, h := range homes {
		if v.castling&h.right == 0 {
			continue
		}
		var missing string
		var sq movegen.Square
		switch {
		case v.board[h.king] != movegen.MakePiece(h.c, movegen.King):
			missing, sq = fmt.Sprintf("the %s king is not on %s", h.c, h.king), h.king
		case v.board[h.rook] != movegen.MakePiece(h.c, movegen.Rook):
			missing, sq = fmt.Sprintf("there is no %s rook on %s", h.c, h.rook), h.rook
		default:
			continue
		}
		v.castling &^= h.right
		if !opts.CastlingGiven {
			continue
		}
		out = append(out, Violation{
			Rule:    RuleCastlingRights,
			Squares: []movegen.Square{sq},
			Message: fmt.Sprintf("%s may %s, but %s", vldSide(h.c), vldRightName(h.right), missing),
			Fixes:   []Fix{vldDropCastling(h.right)},
		})
	}
	return out
}

func vldDropCastling(r uint8) Fix {
	c := movegen.White
	if r&vldRightsOf(movegen.Black) != 0 {
		c = movegen.Black
	}
	return Fix{Kind: FixDropCastling, Castling: r, Title: fmt.Sprintf("%s may not %s", vldSide(c), vldRightName(r))}
}

// checkFacts reports opponent-in-check and too-many-checkers, which need no retro analysis
// and so hold in any position; done is true when one of them was found (retro analysis of a
// position with either is meaningless). A king's attack on the other king is left to
// kings-adjacent.
func (v *vldPos) checkFacts(out []Violation) (_ []Violation, checkers movegen.Bitboard, done bool) {
	t, s := v.side, v.side.Other()
	if k := v.king[s]; k != movegen.NoSquare {
		if att := vldAttackers(&v.board, k, t) &^ vldKingsBB(&v.board); att != 0 {
			return append(out, v.opponentInCheck(k, att)), 0, true
		}
	}
	if k := v.king[t]; k != movegen.NoSquare {
		checkers = vldAttackers(&v.board, k, s) &^ vldKingsBB(&v.board)
	}
	if n := bits.OnesCount64(uint64(checkers)); n > 2 {
		sq := vldSquares(checkers)
		return append(out, Violation{
			Rule:    RuleTooManyCheckers,
			Squares: append([]movegen.Square{v.king[t]}, sq...),
			Message: fmt.Sprintf("the %s king on %s is in check from %d %s men (on %s), but no move gives more than a double check",
				t, v.king[t], n, s, vldSquareList(sq)),
		}), checkers, true
	}
	return out, checkers, false
}

// vldKingsBB is the set of squares holding a king of either colour.
func vldKingsBB(b *[64]movegen.Piece) movegen.Bitboard {
	var k movegen.Bitboard
	for s := movegen.Square(0); s < 64; s++ {
		if b[s].Type() == movegen.King && b[s]&^15 == 0 {
			k |= movegen.SquareBB(s)
		}
	}
	return k
}

// checkRules runs the check and retro rules; the position has at most one king a side,
// kings apart, and no pawn on a first or last rank.
func (v *vldPos) checkRules(opts Options, out []Violation) []Violation {
	t, s := v.side, v.side.Other()
	out, checkers, done := v.checkFacts(out)
	if done {
		return out
	}
	if v.ep != movegen.NoSquare {
		var ok bool
		if out, ok = v.enPassantRules(out); ok {
			return out // the last move is known and legal
		}
		v.ep = movegen.NoSquare
	}
	if v.king[s] == movegen.NoSquare || (t == movegen.White && v.isInitial()) {
		// Without its king (NoWk, NoBk) the side that just moved is no game's side: its
		// missing king may have made the last move, so there is nothing to retract.
		return out
	}
	sum := v.retro()
	if !sum.any {
		return append(out, v.noRetraction(checkers))
	}
	if lost := v.castling & vldRightsOf(s) &^ sum.keep; lost != 0 {
		out = append(out, v.castlingLost(s, lost, opts))
	}
	if sum.onlyDouble {
		out = append(out, v.enPassantProven(sum.double))
	}
	return out
}

func (v *vldPos) opponentInCheck(k movegen.Square, att movegen.Bitboard) Violation {
	t, s := v.side, v.side.Other()
	sq := vldSquares(att)
	var names []string
	for _, x := range sq {
		names = append(names, vldName(v.board[x], x))
	}
	var fixes []Fix
	if v.king[t] == movegen.NoSquare || !vldAttacked(&v.board, v.king[t], s) {
		fixes = append(fixes, Fix{Kind: FixSideToMove, Color: s, Title: vldSide(s) + " to move"})
	}
	if len(sq) == 1 {
		fixes = append(fixes, vldRemove(v.board[sq[0]], sq[0]))
	}
	return Violation{
		Rule:    RuleOpponentInCheck,
		Squares: append([]movegen.Square{k}, sq...),
		Message: fmt.Sprintf("the %s king on %s is in check from %s, but it is %s's turn, so %s could capture it",
			s, k, vldJoin(names), vldSide(t), vldSide(t)),
		Fixes: fixes,
	}
}

// noRetraction explains why no last move exists.
func (v *vldPos) noRetraction(checkers movegen.Bitboard) Violation {
	t, s := v.side, v.side.Other()
	sq := vldSquares(checkers)
	k := v.king[t]
	switch len(sq) {
	case 2:
		return Violation{
			Rule:    RuleImpossibleDoubleCheck,
			Squares: append(sq, k),
			Message: fmt.Sprintf("%s and %s both check the %s king on %s, and no %s move can have given this double check",
				vldName(v.board[sq[0]], sq[0]), vldName(v.board[sq[1]], sq[1]), t, k, s),
		}
	case 1:
		x := sq[0]
		pc := v.board[x]
		why := ""
		rule := RuleImpossibleCheck
		if pc.Type() == movegen.Pawn {
			rule = RuleImpossiblePawnCheck
			if vldRelRank(x, s) == 1 {
				why = ": a pawn on its second rank has never moved"
			} else {
				why = ": no pawn can have moved to " + x.String() + " and nothing can have uncovered a pawn's check"
			}
		}
		return Violation{
			Rule:    rule,
			Squares: []movegen.Square{x, k},
			Message: fmt.Sprintf("%s checks the %s king on %s, but no %s move can have given this check%s",
				vldName(pc, x), t, k, s, why),
			Fixes: []Fix{vldRemove(pc, x)},
		}
	}
	var men []movegen.Square
	if v.king[s] != movegen.NoSquare {
		men = append(men, v.king[s])
	}
	for x := movegen.Square(0); x < 64; x++ {
		if pc := v.board[x]; pc != movegen.NoPiece && pc.Color() == s && pc.Type() != movegen.King {
			men = append(men, x)
		}
	}
	return Violation{
		Rule:    RuleNoLastMove,
		Squares: men,
		Message: fmt.Sprintf("%s has no possible last move: every %s man is blocked, or taking its move back would leave the %s king in check",
			vldSide(s), s, t),
		Fixes: []Fix{{Kind: FixSideToMove, Color: s, Title: vldSide(s) + " to move"}},
	}
}

func (v *vldPos) castlingLost(s movegen.Color, lost uint8, opts Options) Violation {
	home := [2]movegen.Square{movegen.E1, movegen.E8}[s]
	sq := []movegen.Square{home}
	var movers []string
	movers = append(movers, fmt.Sprintf("the king on %s", home))
	for _, r := range [2]movegen.Square{movegen.H1, movegen.A1} {
		if s == movegen.Black {
			r += 56
		}
		if lost&vldHomeRights(r) != 0 && lost != vldRightsOf(s) {
			sq = append(sq, r)
			movers = append(movers, fmt.Sprintf("the rook on %s", r))
		}
	}
	msg := fmt.Sprintf("every possible last move of %s was made by %s, so %s can no longer %s",
		vldSide(s), strings.Join(movers, " or "), vldSide(s), vldRightName(lost))
	sev := SeverityError
	if !opts.CastlingGiven {
		sev = SeverityWarning
		msg += ", though Popeye assumes it can (Option NoCastling tells it)"
	}
	return Violation{Rule: RuleCastlingRights, Severity: sev, Squares: sq, Message: msg, Fixes: []Fix{vldDropCastling(lost)}}
}

// enPassantRules checks the en-passant square: S's pawn must have just made the double step
// across it. ok reports that it did, legally.
func (v *vldPos) enPassantRules(out []Violation) ([]Violation, bool) {
	t, s := v.side, v.side.Other()
	e := v.ep
	bad := func(sq []movegen.Square, format string, args ...any) ([]Violation, bool) {
		fix := []Fix{{Kind: FixDropEnPassant, Title: "drop the en-passant right"}}
		return append(out, Violation{Rule: RuleEnPassant, Squares: sq, Message: fmt.Sprintf(format, args...), Fixes: fix}), false
	}
	if e < 0 || e > 63 || vldRelRank(e, s) != 2 {
		return bad(nil, "the en-passant square %s does not fit: with %s to move it must be on the %s rank",
			e, vldSide(t), [2]string{"sixth", "third"}[t])
	}
	departure := movegen.Square(int(e) - 8*vldForward(s))
	arrival := movegen.Square(int(e) + 8*vldForward(s))
	pawn := movegen.MakePiece(s, movegen.Pawn)
	if v.board[arrival] != pawn {
		return bad([]movegen.Square{arrival}, "en passant onto %s needs a %s pawn on %s that has just come from %s, but there is none",
			e, s, arrival, departure)
	}
	for _, x := range [2]movegen.Square{e, departure} {
		if pc := v.board[x]; pc != movegen.NoPiece {
			return bad([]movegen.Square{x, arrival}, "the %s pawn on %s cannot just have come from %s: the %s %s stands on %s",
				s, arrival, departure, pc.Color(), pc.Type(), x)
		}
	}
	if k := v.king[t]; k != movegen.NoSquare {
		b := v.board
		b[arrival], b[departure] = movegen.NoPiece, pawn
		if att := vldAttackers(&b, k, s); att != 0 {
			a := vldFirst(att)
			return bad([]movegen.Square{arrival, a, k}, "the %s pawn on %s cannot just have come from %s: before that move the %s king on %s was already in check from %s",
				s, arrival, departure, t, k, vldName(b[a], a))
		}
	}
	return out, true
}

func (v *vldPos) enPassantProven(arrival movegen.Square) Violation {
	s, t := v.side.Other(), v.side
	e := movegen.Square(int(arrival) - 8*vldForward(s))
	departure := movegen.Square(int(e) - 8*vldForward(s))
	sq := []movegen.Square{arrival}
	var takers []string
	for _, df := range [2]int{-1, 1} {
		if x, ok := vldOffset(arrival, df, 0); ok && v.board[x] == movegen.MakePiece(t, movegen.Pawn) {
			sq = append(sq, x)
			takers = append(takers, vldName(v.board[x], x))
		}
	}
	return Violation{
		Rule:     RuleEnPassantProven,
		Severity: SeverityWarning,
		Squares:  sq,
		Message: fmt.Sprintf("the last move must have been %s-%s, so %s may capture en passant, but Popeye allows that only with Option EnPassant %s %s %s",
			departure, arrival, vldJoin(takers), departure, e, arrival),
		Fixes: []Fix{{Kind: FixSetEnPassant, Square: e, Title: fmt.Sprintf("allow en passant on %s", e)}},
	}
}

// isInitial reports whether the board is the initial array.
func (v *vldPos) isInitial() bool {
	back := [8]movegen.PieceType{movegen.Rook, movegen.Knight, movegen.Bishop, movegen.Queen, movegen.King, movegen.Bishop, movegen.Knight, movegen.Rook}
	for f := range 8 {
		if v.board[f] != movegen.MakePiece(movegen.White, back[f]) || v.board[56+f] != movegen.MakePiece(movegen.Black, back[f]) ||
			v.board[8+f] != movegen.MakePiece(movegen.White, movegen.Pawn) || v.board[48+f] != movegen.MakePiece(movegen.Black, movegen.Pawn) {
			return false
		}
	}
	return v.men[movegen.White] == 16 && v.men[movegen.Black] == 16
}

// retro enumerates the retractions of S and summarises the legal ones, stopping as soon as
// the summary cannot change.
func (v *vldPos) retro() vldRetroSummary {
	s := v.side.Other()
	rights := v.castling & vldRightsOf(s)
	sum := vldRetroSummary{double: movegen.NoSquare, onlyDouble: v.doubleStepMatters()}
	first := true
	tm := v.material(v.side)
	v.eachRetraction(&tm, func(r vldRetraction) bool {
		if !v.retractionLegal(r) {
			return false
		}
		sum.any = true
		broken := vldHomeRights(r.to) & rights
		if r.kind == vldCastleShort || r.kind == vldCastleLong {
			broken = rights
		}
		sum.keep |= rights &^ broken
		if broken == 0 {
			sum.keepAll = true
		}
		if sum.onlyDouble {
			switch {
			case r.kind != vldDouble || (!first && r.to != sum.double):
				sum.onlyDouble = false
			default:
				sum.double = r.to
			}
		}
		first = false
		return sum.keepAll && !sum.onlyDouble
	})
	if !sum.any || (sum.onlyDouble && !v.besidePawn(sum.double)) {
		sum.onlyDouble = false
	}
	return sum
}

// besidePawn reports whether a pawn of T stands beside x on its rank.
func (v *vldPos) besidePawn(x movegen.Square) bool {
	for _, df := range [2]int{-1, 1} {
		if y, ok := vldOffset(x, df, 0); ok && v.board[y] == movegen.MakePiece(v.side, movegen.Pawn) {
			return true
		}
	}
	return false
}

// doubleStepMatters reports whether some pawn of S on its fourth rank has a pawn of T beside
// it, so that proving its double step was the last move would allow en passant.
func (v *vldPos) doubleStepMatters() bool {
	s, t := v.side.Other(), v.side
	r := 3
	if s == movegen.Black {
		r = 4
	}
	for f := range 8 {
		if v.board[movegen.MakeSquare(f, r)] != movegen.MakePiece(s, movegen.Pawn) {
			continue
		}
		for _, df := range [2]int{-1, 1} {
			if g := f + df; g >= 0 && g < 8 && v.board[movegen.MakeSquare(g, r)] == movegen.MakePiece(t, movegen.Pawn) {
				return true
			}
		}
	}
	return false
}

// canUncapture reports whether T can have had one more man, standing on x; tm is T's
// material.
func (v *vldPos) canUncapture(tm *vldMaterial, x movegen.Square, pawnOnly bool) bool {
	t := v.side
	if v.men[t] >= 16 {
		return false
	}
	if rr := vldRelRank(x, t); rr >= 1 && rr <= 6 && tm.pawns < 8 && tm.excess <= 7-tm.pawns {
		return true
	}
	if pawnOnly {
		return false
	}
	room := tm.missing - tm.excess // promotions still possible
	if room > 0 {
		return true
	}
	c := vldColourIndex(x)
	return v.count[t][movegen.Queen] < 1 || v.count[t][movegen.Rook] < 2 || v.count[t][movegen.Knight] < 2 ||
		tm.bishops[c] < tm.originalBishops[c]
}

// eachRetraction calls fn for every retraction of S until fn returns true.
func (v *vldPos) eachRetraction(tm *vldMaterial, fn func(vldRetraction) bool) {
	s := v.side.Other()
	fwd := vldForward(s)
	emit := func(from, to movegen.Square, kind uint8, canCapture, mustCapture bool) bool {
		if !mustCapture && fn(vldRetraction{from: from, to: to, kind: kind}) {
			return true
		}
		if canCapture && v.canUncapture(tm, to, false) {
			return fn(vldRetraction{from: from, to: to, kind: kind, uncapture: true})
		}
		return false
	}
	for to := movegen.Square(0); to < 64; to++ {
		pc := v.board[to]
		if pc == movegen.NoPiece || pc.Color() != s {
			continue
		}
		switch pt := pc.Type(); pt {
		case movegen.Pawn:
			rr := vldRelRank(to, s)
			if rr <= 1 || rr == 7 {
				continue // a pawn on its second rank has never moved
			}
			back, _ := vldOffset(to, 0, -fwd)
			if v.board[back] == movegen.NoPiece {
				if emit(back, to, vldNormal, false, false) {
					return
				}
				if back2, _ := vldOffset(back, 0, -fwd); rr == 3 && v.board[back2] == movegen.NoPiece {
					if emit(back2, to, vldDouble, false, false) {
						return
					}
				}
			}
			for _, df := range [2]int{-1, 1} {
				from, ok := vldOffset(to, df, -fwd)
				if !ok || v.board[from] != movegen.NoPiece {
					continue
				}
				if emit(from, to, vldNormal, true, true) {
					return
				}
				if rr == 5 && v.board[back] == movegen.NoPiece && v.canUncapture(tm, back, true) {
					if origin, _ := vldOffset(to, 0, fwd); v.board[origin] == movegen.NoPiece {
						if fn(vldRetraction{from: from, to: to, kind: vldEnPassant}) {
							return
						}
					}
				}
			}
		case movegen.King:
			for t := vldKingTargets[to]; t != 0; t &= t - 1 {
				if from := vldFirst(t); v.board[from] == movegen.NoPiece && emit(from, to, vldNormal, true, false) {
					return
				}
			}
			if v.castleRetractable(to, s) {
				kind := vldCastleShort
				if to.File() == 2 {
					kind = vldCastleLong
				}
				if fn(vldRetraction{from: [2]movegen.Square{movegen.E1, movegen.E8}[s], to: to, kind: kind}) {
					return
				}
			}
		case movegen.Knight:
			for t := vldKnightTargets[to]; t != 0; t &= t - 1 {
				if from := vldFirst(t); v.board[from] == movegen.NoPiece && emit(from, to, vldNormal, true, false) {
					return
				}
			}
		default: // bishop, rook, queen
			for d := range vldDirs {
				if (pt == movegen.Rook && d >= 4) || (pt == movegen.Bishop && d < 4) {
					continue
				}
				for _, from := range vldRays[to][d] {
					if v.board[from] != movegen.NoPiece {
						break
					}
					if emit(from, to, vldNormal, true, false) {
						return
					}
				}
			}
		}
		if pt := pc.Type(); pt != movegen.Pawn && pt != movegen.King && vldRelRank(to, s) == 7 {
			for df := -1; df <= 1; df++ {
				from, ok := vldOffset(to, df, -fwd)
				if !ok || v.board[from] != movegen.NoPiece {
					continue
				}
				if emit(from, to, vldPromotion, df != 0, df != 0) {
					return
				}
			}
		}
	}
}

// castleRetractable reports whether S's king on k and its rook beside it can have just
// castled: king on g1 (c1), rook on f1 (d1), and e1, h1 (e1, b1, a1) empty.
func (v *vldPos) castleRetractable(k movegen.Square, s movegen.Color) bool {
	base := movegen.Square(0)
	if s == movegen.Black {
		base = 56
	}
	rook := movegen.MakePiece(s, movegen.Rook)
	switch k - base {
	case 6: // g1
		return v.board[base+5] == rook && v.board[base+4] == movegen.NoPiece && v.board[base+7] == movegen.NoPiece
	case 2: // c1
		return v.board[base+3] == rook && v.board[base+4] == movegen.NoPiece && v.board[base+1] == movegen.NoPiece && v.board[base] == movegen.NoPiece
	}
	return false
}

// retractionLegal reports whether taking r back gives a position where T, not to move, is
// not in check and in which the move r was legal.
func (v *vldPos) retractionLegal(r vldRetraction) bool {
	t, s := v.side, v.side.Other()
	b, sKing := v.priorBoard(r)
	if k := v.king[t]; k != movegen.NoSquare && vldAttacked(&b, k, s) {
		return false
	}
	switch r.kind {
	case vldCastleShort:
		return !vldAttacked(&b, r.from, t) && !vldAttacked(&b, r.from+1, t)
	case vldCastleLong:
		return !vldAttacked(&b, r.from, t) && !vldAttacked(&b, r.from-1, t)
	case vldEnPassant:
		// T's double step before it must not have left S in check.
		if sKing == movegen.NoSquare {
			return true
		}
		back := movegen.Square(int(r.to) - 8*vldForward(s))
		b[back] = movegen.NoPiece
		b[movegen.Square(int(r.to)+8*vldForward(s))] = movegen.MakePiece(t, movegen.Pawn)
		return !vldAttacked(&b, sKing, t)
	}
	return true
}

// priorBoard returns the board before the retracted move r, and the square of S's king on
// it. An uncaptured man of T is a knight: its kind does not matter, it only blocks lines.
func (v *vldPos) priorBoard(r vldRetraction) (b [64]movegen.Piece, sKing movegen.Square) {
	t, s := v.side, v.side.Other()
	b = v.board
	pc := b[r.to]
	sKing = v.king[s]
	switch r.kind {
	case vldNormal, vldDouble:
		b[r.from] = pc
		if pc.Type() == movegen.King {
			sKing = r.from
		}
	case vldPromotion:
		b[r.from] = movegen.MakePiece(s, movegen.Pawn)
	case vldEnPassant:
		b[r.from] = pc
		b[movegen.Square(int(r.to)-8*vldForward(s))] = movegen.MakePiece(t, movegen.Pawn)
	case vldCastleShort, vldCastleLong:
		base := r.from - 4
		b[r.from] = pc
		if r.kind == vldCastleShort {
			b[base+7], b[base+5] = b[base+5], movegen.NoPiece
		} else {
			b[base], b[base+3] = b[base+3], movegen.NoPiece
		}
		sKing = r.from
	}
	b[r.to] = movegen.NoPiece
	if r.uncapture {
		b[r.to] = movegen.MakePiece(t, movegen.Knight)
	}
	return b, sKing
}
