package legality

import (
	"fmt"
	"slices"
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

// retraction is one move of S taken back: the man now on to came from from.
type retraction struct {
	from, to  movegen.Square
	kind      moveKind
	uncapture bool // a man of T reappears on to
}

// moveKind is the kind of a retracted move.
type moveKind uint8

// The kinds of retracted moves.
const (
	plainMove moveKind = iota
	doubleStep
	enPassantCapture
	promotionMove
	castleShort
	castleLong
)

// retroSummary is what the legal retractions say.
type retroSummary struct {
	any        bool  // some retraction is legal
	keep       uint8 // castling rights of S kept by some legal retraction
	keepAll    bool  // some legal retraction keeps all rights of S
	onlyDouble bool  // every legal retraction is the double step of the pawn on double
	double     movegen.Square
}

// rightName names castling rights in prose.
func rightName(r uint8) string {
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
func (v *position) castlingRules(opts Options, out []Violation) []Violation {
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
		case v.squares[h.king] != movegen.MakePiece(h.c, movegen.King):
			missing, sq = fmt.Sprintf("the %s king is not on %s", h.c, h.king), h.king
		case v.squares[h.rook] != movegen.MakePiece(h.c, movegen.Rook):
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
			Message: fmt.Sprintf("%s may %s, but %s", sideName(h.c), rightName(h.right), missing),
			Fixes:   []Fix{dropCastlingFix(h.right)},
		})
	}
	return out
}

func dropCastlingFix(r uint8) Fix {
	c := movegen.White
	if r&movegen.CastlingRightsOf(movegen.Black) != 0 {
		c = movegen.Black
	}
	return Fix{Kind: FixDropCastling, Castling: r, Title: fmt.Sprintf("%s may not %s", sideName(c), rightName(r))}
}

// checkFacts reports opponent-in-check and too-many-checkers, which need no retro analysis
// and so hold in any position; done is true when one of them was found (retro analysis of a
// position with either is meaningless). A king's attack on the other king is left to
// kings-adjacent.
func (v *position) checkFacts(out []Violation) (_ []Violation, checkers movegen.Bitboard, done bool) {
	t, s := v.side, v.side.Other()
	if k := v.king[s]; k != movegen.NoSquare {
		if att := v.attackers(k, t) &^ v.allKings(); att != 0 {
			return append(out, v.opponentInCheck(k, att)), 0, true
		}
	}
	if k := v.king[t]; k != movegen.NoSquare {
		checkers = v.attackers(k, s) &^ v.allKings()
	}
	if n := checkers.Count(); n > 2 {
		sq := slices.Collect(checkers.Squares())
		return append(out, Violation{
			Rule:    RuleTooManyCheckers,
			Squares: append([]movegen.Square{v.king[t]}, sq...),
			Message: fmt.Sprintf("the %s king on %s is in check from %d %s men (on %s), but no move gives more than a double check",
				t, v.king[t], n, s, squareList(sq)),
		}), checkers, true
	}
	return out, checkers, false
}

// checkRules runs the check and retro rules; the position has at most one king a side,
// kings apart, and no pawn on a first or last rank.
func (v *position) checkRules(opts Options, out []Violation) []Violation {
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
	if lost := v.castling & movegen.CastlingRightsOf(s) &^ sum.keep; lost != 0 {
		out = append(out, v.castlingLost(s, lost, opts))
	}
	if sum.onlyDouble {
		out = append(out, v.enPassantProven(sum.double))
	}
	return out
}

func (v *position) opponentInCheck(k movegen.Square, att movegen.Bitboard) Violation {
	t, s := v.side, v.side.Other()
	sq := slices.Collect(att.Squares())
	var names []string
	for _, x := range sq {
		names = append(names, pieceName(v.squares[x], x))
	}
	var fixes []Fix
	if v.king[t] == movegen.NoSquare || !v.attacked(v.king[t], s) {
		fixes = append(fixes, Fix{Kind: FixSideToMove, Color: s, Title: sideName(s) + " to move"})
	}
	if len(sq) == 1 {
		fixes = append(fixes, removeFix(v.squares[sq[0]], sq[0]))
	}
	return Violation{
		Rule:    RuleOpponentInCheck,
		Squares: append([]movegen.Square{k}, sq...),
		Message: fmt.Sprintf("the %s king on %s is in check from %s, but it is %s's turn, so %s could capture it",
			s, k, join(names), sideName(t), sideName(t)),
		Fixes: fixes,
	}
}

// noRetraction explains why no last move exists.
func (v *position) noRetraction(checkers movegen.Bitboard) Violation {
	t, s := v.side, v.side.Other()
	sq := slices.Collect(checkers.Squares())
	k := v.king[t]
	switch len(sq) {
	case 2:
		return Violation{
			Rule:    RuleImpossibleDoubleCheck,
			Squares: append(sq, k),
			Message: fmt.Sprintf("%s and %s both check the %s king on %s, and no %s move can have given this double check",
				pieceName(v.squares[sq[0]], sq[0]), pieceName(v.squares[sq[1]], sq[1]), t, k, s),
		}
	case 1:
		x := sq[0]
		pc := v.squares[x]
		why := ""
		rule := RuleImpossibleCheck
		if pc.Type() == movegen.Pawn {
			rule = RuleImpossiblePawnCheck
			if relRank(x, s) == 1 {
				why = ": a pawn on its second rank has never moved"
			} else {
				why = ": no pawn can have moved to " + x.String() + " and nothing can have uncovered a pawn's check"
			}
		}
		return Violation{
			Rule:    rule,
			Squares: []movegen.Square{x, k},
			Message: fmt.Sprintf("%s checks the %s king on %s, but no %s move can have given this check%s",
				pieceName(pc, x), t, k, s, why),
			Fixes: []Fix{removeFix(pc, x)},
		}
	}
	var men []movegen.Square
	if v.king[s] != movegen.NoSquare {
		men = append(men, v.king[s])
	}
	for x := movegen.Square(0); x < 64; x++ {
		if pc := v.squares[x]; pc != movegen.NoPiece && pc.Color() == s && pc.Type() != movegen.King {
			men = append(men, x)
		}
	}
	return Violation{
		Rule:    RuleNoLastMove,
		Squares: men,
		Message: fmt.Sprintf("%s has no possible last move: every %s man is blocked, or taking its move back would leave the %s king in check",
			sideName(s), s, t),
		Fixes: []Fix{{Kind: FixSideToMove, Color: s, Title: sideName(s) + " to move"}},
	}
}

func (v *position) castlingLost(s movegen.Color, lost uint8, opts Options) Violation {
	home := [2]movegen.Square{movegen.E1, movegen.E8}[s]
	sq := []movegen.Square{home}
	var movers []string
	movers = append(movers, fmt.Sprintf("the king on %s", home))
	for _, r := range [2]movegen.Square{movegen.H1, movegen.A1} {
		if s == movegen.Black {
			r += 56
		}
		if lost&movegen.CastlingRightsAt(r) != 0 && lost != movegen.CastlingRightsOf(s) {
			sq = append(sq, r)
			movers = append(movers, fmt.Sprintf("the rook on %s", r))
		}
	}
	msg := fmt.Sprintf("every possible last move of %s was made by %s, so %s can no longer %s",
		sideName(s), strings.Join(movers, " or "), sideName(s), rightName(lost))
	sev := SeverityError
	if !opts.CastlingGiven {
		sev = SeverityWarning
		msg += ", though Popeye assumes it can (Option NoCastling tells it)"
	}
	return Violation{Rule: RuleCastlingRights, Severity: sev, Squares: sq, Message: msg, Fixes: []Fix{dropCastlingFix(lost)}}
}

// enPassantRules checks the en-passant square: S's pawn must have just made the double step
// across it. ok reports that it did, legally.
func (v *position) enPassantRules(out []Violation) ([]Violation, bool) {
	t, s := v.side, v.side.Other()
	e := v.ep
	bad := func(sq []movegen.Square, format string, args ...any) ([]Violation, bool) {
		fix := []Fix{{Kind: FixDropEnPassant, Title: "drop the en-passant right"}}
		return append(out, Violation{Rule: RuleEnPassant, Squares: sq, Message: fmt.Sprintf(format, args...), Fixes: fix}), false
	}
	if e < 0 || e > 63 || relRank(e, s) != 2 {
		return bad(nil, "the en-passant square %s does not fit: with %s to move it must be on the %s rank",
			e, sideName(t), [2]string{"sixth", "third"}[t])
	}
	departure := movegen.Square(int(e) - 8*forward(s))
	arrival := movegen.Square(int(e) + 8*forward(s))
	pawn := movegen.MakePiece(s, movegen.Pawn)
	if v.squares[arrival] != pawn {
		return bad([]movegen.Square{arrival}, "en passant onto %s needs a %s pawn on %s that has just come from %s, but there is none",
			e, s, arrival, departure)
	}
	for _, x := range [2]movegen.Square{e, departure} {
		if pc := v.squares[x]; pc != movegen.NoPiece {
			return bad([]movegen.Square{x, arrival}, "the %s pawn on %s cannot just have come from %s: the %s %s stands on %s",
				s, arrival, departure, pc.Color(), pc.Type(), x)
		}
	}
	if k := v.king[t]; k != movegen.NoSquare {
		b := v.board
		b.set(arrival, movegen.NoPiece)
		b.set(departure, pawn)
		if att := b.attackers(k, s); att != 0 {
			a := att.First()
			return bad([]movegen.Square{arrival, a, k}, "the %s pawn on %s cannot just have come from %s: before that move the %s king on %s was already in check from %s",
				s, arrival, departure, t, k, pieceName(b.squares[a], a))
		}
	}
	return out, true
}

func (v *position) enPassantProven(arrival movegen.Square) Violation {
	s, t := v.side.Other(), v.side
	e := movegen.Square(int(arrival) - 8*forward(s))
	departure := movegen.Square(int(e) - 8*forward(s))
	sq := []movegen.Square{arrival}
	var takers []string
	for _, df := range [2]int{-1, 1} {
		if x, ok := arrival.Offset(df, 0); ok && v.squares[x] == movegen.MakePiece(t, movegen.Pawn) {
			sq = append(sq, x)
			takers = append(takers, pieceName(v.squares[x], x))
		}
	}
	return Violation{
		Rule:     RuleEnPassantProven,
		Severity: SeverityWarning,
		Squares:  sq,
		Message: fmt.Sprintf("the last move must have been %s-%s, so %s may capture en passant, but Popeye allows that only with Option EnPassant %s %s %s",
			departure, arrival, join(takers), departure, e, arrival),
		Fixes: []Fix{{Kind: FixSetEnPassant, Square: e, Title: fmt.Sprintf("allow en passant on %s", e)}},
	}
}

// isInitial reports whether the board is the initial array.
func (v *position) isInitial() bool {
	back := [8]movegen.PieceType{movegen.Rook, movegen.Knight, movegen.Bishop, movegen.Queen, movegen.King, movegen.Bishop, movegen.Knight, movegen.Rook}
	for f := range 8 {
		if v.squares[f] != movegen.MakePiece(movegen.White, back[f]) || v.squares[56+f] != movegen.MakePiece(movegen.Black, back[f]) ||
			v.squares[8+f] != movegen.MakePiece(movegen.White, movegen.Pawn) || v.squares[48+f] != movegen.MakePiece(movegen.Black, movegen.Pawn) {
			return false
		}
	}
	return v.men[movegen.White] == 16 && v.men[movegen.Black] == 16
}

// retro enumerates the retractions of S and summarises the legal ones, stopping as soon as
// the summary cannot change.
func (v *position) retro() retroSummary {
	s := v.side.Other()
	rights := v.castling & movegen.CastlingRightsOf(s)
	sum := retroSummary{double: movegen.NoSquare, onlyDouble: v.doubleStepMatters()}
	first := true
	tm := v.materialOf(v.side)
	v.eachRetraction(&tm, func(r retraction) bool {
		if !v.retractionLegal(r) {
			return false
		}
		sum.any = true
		broken := movegen.CastlingRightsAt(r.to) & rights
		if r.kind == castleShort || r.kind == castleLong {
			broken = rights
		}
		sum.keep |= rights &^ broken
		if broken == 0 {
			sum.keepAll = true
		}
		if sum.onlyDouble {
			switch {
			case r.kind != doubleStep || (!first && r.to != sum.double):
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
func (v *position) besidePawn(x movegen.Square) bool {
	for _, df := range [2]int{-1, 1} {
		if y, ok := x.Offset(df, 0); ok && v.squares[y] == movegen.MakePiece(v.side, movegen.Pawn) {
			return true
		}
	}
	return false
}

// doubleStepMatters reports whether some pawn of S on its fourth rank has a pawn of T beside
// it, so that proving its double step was the last move would allow en passant.
func (v *position) doubleStepMatters() bool {
	s, t := v.side.Other(), v.side
	r := 3
	if s == movegen.Black {
		r = 4
	}
	for f := range 8 {
		if v.squares[movegen.MakeSquare(f, r)] != movegen.MakePiece(s, movegen.Pawn) {
			continue
		}
		for _, df := range [2]int{-1, 1} {
			if g := f + df; g >= 0 && g < 8 && v.squares[movegen.MakeSquare(g, r)] == movegen.MakePiece(t, movegen.Pawn) {
				return true
			}
		}
	}
	return false
}

// canUncapture reports whether T can have had one more man, standing on x; tm is T's
// material.
func (v *position) canUncapture(tm *material, x movegen.Square, pawnOnly bool) bool {
	t := v.side
	if v.men[t] >= 16 {
		return false
	}
	if rr := relRank(x, t); rr >= 1 && rr <= 6 && tm.pawns < 8 && tm.excess <= 7-tm.pawns {
		return true
	}
	if pawnOnly {
		return false
	}
	room := tm.missing - tm.excess // promotions still possible
	if room > 0 {
		return true
	}
	c := colourIndex(x)
	return v.count[t][movegen.Queen] < 1 || v.count[t][movegen.Rook] < 2 || v.count[t][movegen.Knight] < 2 ||
		tm.bishops[c] < tm.originalBishops[c]
}

// eachRetraction calls fn for every retraction of S until fn returns true.
func (v *position) eachRetraction(tm *material, fn func(retraction) bool) {
	g := retractor{v: v, tm: tm, fn: fn, s: v.side.Other()}
	for to := movegen.Square(0); to < 64; to++ {
		pc := v.squares[to]
		if pc == movegen.NoPiece || pc.Color() != g.s {
			continue
		}
		var stop bool
		switch pt := pc.Type(); pt {
		case movegen.Pawn:
			stop = g.pawn(to)
		case movegen.King:
			stop = g.from(movegen.Attacks(g.s, pt, to, 0), to) || g.castling(to)
		default:
			stop = g.from(movegen.Attacks(g.s, pt, to, v.occupied), to) ||
				relRank(to, g.s) == 7 && g.promotion(to)
		}
		if stop {
			return
		}
	}
}

// retractor is eachRetraction's state: the position, T's material, the callback and S.
// Its methods report true when fn asked to stop.
type retractor struct {
	v  *position
	tm *material
	fn func(retraction) bool
	s  movegen.Color
}

// emit offers the move from → to of the given kind: without a capture unless mustCapture,
// and with an uncaptured man of T on to when canCapture and T's material allows one.
func (g *retractor) emit(from, to movegen.Square, kind moveKind, canCapture, mustCapture bool) bool {
	if !mustCapture && g.fn(retraction{from: from, to: to, kind: kind}) {
		return true
	}
	if canCapture && g.v.canUncapture(g.tm, to, false) {
		return g.fn(retraction{from: from, to: to, kind: kind, uncapture: true})
	}
	return false
}

// from offers the moves to to from each empty square of origins, with or without a capture.
func (g *retractor) from(origins movegen.Bitboard, to movegen.Square) bool {
	for b := origins &^ g.v.occupied; b != 0; {
		if g.emit(b.PopFirst(), to, plainMove, true, false) {
			return true
		}
	}
	return false
}

// pawn offers the moves of S's pawn now on to: a step, a double step, a capture and an
// en-passant capture.
func (g *retractor) pawn(to movegen.Square) bool {
	v, s := g.v, g.s
	fwd := forward(s)
	rr := relRank(to, s)
	if rr <= 1 || rr == 7 {
		return false // a pawn on its second rank has never moved
	}
	back, _ := to.Offset(0, -fwd)
	if v.squares[back] == movegen.NoPiece {
		if g.emit(back, to, plainMove, false, false) {
			return true
		}
		if back2, _ := back.Offset(0, -fwd); rr == 3 && v.squares[back2] == movegen.NoPiece {
			if g.emit(back2, to, doubleStep, false, false) {
				return true
			}
		}
	}
	for _, df := range [2]int{-1, 1} {
		from, ok := to.Offset(df, -fwd)
		if !ok || v.squares[from] != movegen.NoPiece {
			continue
		}
		if g.emit(from, to, plainMove, true, true) {
			return true
		}
		if rr == 5 && v.squares[back] == movegen.NoPiece && v.canUncapture(g.tm, back, true) {
			if origin, _ := to.Offset(0, fwd); v.squares[origin] == movegen.NoPiece {
				if g.fn(retraction{from: from, to: to, kind: enPassantCapture}) {
					return true
				}
			}
		}
	}
	return false
}

// castling offers castling when S's king on k and its rook can just have castled.
func (g *retractor) castling(k movegen.Square) bool {
	if !g.v.castleRetractable(k, g.s) {
		return false
	}
	kind := castleShort
	if k.File() == 2 {
		kind = castleLong
	}
	return g.fn(retraction{from: [2]movegen.Square{movegen.E1, movegen.E8}[g.s], to: k, kind: kind})
}

// promotion offers the promotions to the piece on to, on S's last rank: from the square
// behind it, or capturing from one diagonally behind.
func (g *retractor) promotion(to movegen.Square) bool {
	for df := -1; df <= 1; df++ {
		from, ok := to.Offset(df, -forward(g.s))
		if !ok || g.v.squares[from] != movegen.NoPiece {
			continue
		}
		if g.emit(from, to, promotionMove, df != 0, df != 0) {
			return true
		}
	}
	return false
}

// castleRetractable reports whether S's king on k and its rook beside it can have just
// castled: king on g1 (c1), rook on f1 (d1), and e1, h1 (e1, b1, a1) empty.
func (v *position) castleRetractable(k movegen.Square, s movegen.Color) bool {
	base := movegen.Square(0)
	if s == movegen.Black {
		base = 56
	}
	rook := movegen.MakePiece(s, movegen.Rook)
	switch k - base {
	case 6: // g1
		return v.squares[base+5] == rook && v.squares[base+4] == movegen.NoPiece && v.squares[base+7] == movegen.NoPiece
	case 2: // c1
		return v.squares[base+3] == rook && v.squares[base+4] == movegen.NoPiece && v.squares[base+1] == movegen.NoPiece && v.squares[base] == movegen.NoPiece
	}
	return false
}

// retractionLegal reports whether taking r back gives a position where T, not to move, is
// not in check and in which the move r was legal.
func (v *position) retractionLegal(r retraction) bool {
	t, s := v.side, v.side.Other()
	b, sKing := v.priorBoard(r)
	if k := v.king[t]; k != movegen.NoSquare && b.attacked(k, s) {
		return false
	}
	switch r.kind {
	case castleShort:
		return !b.attacked(r.from, t) && !b.attacked(r.from+1, t)
	case castleLong:
		return !b.attacked(r.from, t) && !b.attacked(r.from-1, t)
	case enPassantCapture:
		// T's double step before it must not have left S in check.
		if sKing == movegen.NoSquare {
			return true
		}
		back := movegen.Square(int(r.to) - 8*forward(s))
		b.set(back, movegen.NoPiece)
		b.set(movegen.Square(int(r.to)+8*forward(s)), movegen.MakePiece(t, movegen.Pawn))
		return !b.attacked(sKing, t)
	}
	return true
}

// priorBoard returns the board before the retracted move r, and the square of S's king on
// it. An uncaptured man of T is a knight: its kind does not matter, it only blocks lines.
func (v *position) priorBoard(r retraction) (b board, sKing movegen.Square) {
	t, s := v.side, v.side.Other()
	b = v.board
	pc := b.squares[r.to]
	sKing = v.king[s]
	b.set(r.to, movegen.NoPiece)
	switch r.kind {
	case plainMove, doubleStep:
		b.set(r.from, pc)
		if pc.Type() == movegen.King {
			sKing = r.from
		}
	case promotionMove:
		b.set(r.from, movegen.MakePiece(s, movegen.Pawn))
	case enPassantCapture:
		b.set(r.from, pc)
		b.set(movegen.Square(int(r.to)-8*forward(s)), movegen.MakePiece(t, movegen.Pawn))
	case castleShort, castleLong:
		base := r.from - 4
		b.set(r.from, pc)
		if r.kind == castleShort {
			b.set(base+7, b.squares[base+5])
			b.set(base+5, movegen.NoPiece)
		} else {
			b.set(base, b.squares[base+3])
			b.set(base+3, movegen.NoPiece)
		}
		sKing = r.from
	}
	if r.uncapture {
		b.set(r.to, movegen.MakePiece(t, movegen.Knight))
	}
	return b, sKing
}
