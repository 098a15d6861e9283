package fairy

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Describe returns how a piece of walk w moves, in English, from its components
// ("rides along (1,2) lines; captures …"); "" for a walk the engine does not play.
func Describe(w Walk) string {
	loadTables()
	if w >= NumWalks {
		return ""
	}
	if w == Dummy {
		return "does not move"
	}
	var parts []string
	for i := range model[w] {
		if s := describeComp(&model[w][i]); s != "" && !slices.Contains(parts, s) {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "; ")
}

// leaps names the leaps of a vector set: "(0,1) and (1,1)".
func leaps(s *vecSet) string {
	var names []string
	for _, v := range s.vecs {
		df, dr := deltaCoords(v)
		a, b := min(abs(df), abs(dr)), max(abs(df), abs(dr))
		n := fmt.Sprintf("(%d,%d)", a, b)
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

var compPhrases = sync.OnceValue(func() map[compKind]string {
	return map[compKind]string{
		kLeap:              "leaps %s",
		kRide:              "rides along %s lines",
		kLeapHop:           "hops over an adjacent piece, one %s leap away, to the next leap beyond it",
		kContraHop:         "starts next to a piece along %s lines and rides on beyond it",
		kLion:              "rides along %s lines over exactly one piece to any square beyond it",
		kChinese:           "moves as a rider along %s lines; captures by hopping over one piece to the first piece beyond it",
		kChineseLeap:       "leaps %s; captures by leaping twice over an adjacent piece",
		kLocust:            "captures only: rides along %s lines to an enemy piece and lands right behind it, taking it",
		kMarineRide:        "moves as a rider along %s lines; captures as a locust, landing right behind the piece it takes",
		kMarineLeap:        "leaps %s; captures by leaping over the piece to the square beyond it",
		kKangaroo:          "hops along %s lines over two pieces, landing right behind the second",
		kKangarooLion:      "hops along %s lines over two pieces to any square beyond the second",
		kDoubleHop:         "makes two grasshopper hops along %s lines, in any directions",
		kBouncer:           "moves along %s lines away from the first piece or the edge the other way, as far as it stands from it",
		kEdgehog:           "rides along %s lines, only from the edge into the board or from the board to the edge",
		kMao:               "leaps %s through the orthogonally adjacent square, which must be empty",
		kMoa:               "leaps %s through the diagonally adjacent square, which must be empty",
		kMaoRider:          "repeats a mao's %s leaps along a line",
		kMoaRider:          "repeats a moa's %s leaps along a line",
		kRose:              "leaps %s along an octagon, turning at every leap",
		kEquihopper:        "hops over a piece to the square as far beyond it, the squares between empty",
		kOrix:              "hops along queen lines over a piece to the square as far beyond it, the squares between empty",
		kRadial:            "leaps over an enemy piece at any distance to a square at the same distance from it",
		kPawn:              "steps forward (two squares from its second rank) and captures diagonally forward",
		kPawnStep:          "steps forward as a pawn (two squares from its second rank), without capturing",
		kPawnCapture:       "captures diagonally forward as a pawn, without stepping",
		kBerolina:          "steps diagonally forward (two squares from its second rank) and captures straight forward",
		kMarinePawn:        "steps as a pawn; captures diagonally forward as a locust, landing right behind the piece it takes",
		kChinesePawn:       "steps and captures one square forward, and sideways too beyond the middle of the board",
		kSuperpawn:         "rides straight forward; captures along the forward diagonals",
		kBerolinaSuper:     "rides along the forward diagonals; captures straight forward",
		kReversePawn:       "moves as a pawn backwards",
		kOrphan:            "moves like each enemy piece that attacks it, directly or through a chain of orphans",
		kFriend:            "moves like each of its own pieces that guards it",
		kUbiUbi:            "makes any number of knight's leaps over empty squares, moving to any square so reached, capturing a piece a leap from one",
		kNonstopStopper:    "moves to the square midway to any piece an even number of files and ranks away, whatever stands between, and captures there",
		kCAT:               "leaps (1,2) and, from an empty square so reached, may ride on as a dabbabarider along the longer leg of the leap",
		kCardinal:          "rides as a bishop; where its line leaves the board, goes on once from the square beside the one off the board and rides on at a right angle",
		kSkylla:            "steps past the adjacent square along %s lines to an empty square beside it, turned by 45°; captures a piece on the square it passes",
		kEquistopper:       "moves to the square midway to the first piece along queen lines; captures a piece standing midway between it and the next piece on the line; along the (1,2), (1,3) and (2,3) leaps moves one leap when a piece stands a leap beyond",
		kHunter:            "moves by one piece's moves away from its side's first rank and by another's towards it, never sideways (the hunter's two parts, first the one away)",
		kQuerquisite:       "moves as the piece of the game array on its file: a rook on the a- and h-files, a knight on the b- and g-files, a bishop on the c- and f-files, a queen on the d-file, a king on the e-file",
		kPathLion:          "moves along its path over exactly one piece to a square beyond it",
		kTreehopper:        "hops over a piece at some distance to any square at the same distance from that piece",
		kLeafhopper:        "with a piece at some distance, moves to any other square at that distance",
		kRoseHop:           "goes along a rose's octagon (%s leaps, turning at every leap) to the first piece and hops over it to the next square of the octagon",
		kRoseLocust:        "captures only: goes along a rose's octagon (%s leaps, turning at every leap) to an enemy piece and lands on the next square of the octagon, taking it",
		kMarinePawnCapture: "captures diagonally forward as a marine pawn, landing right behind the piece it takes, from any rank",
		kArgentine:         "captures as a rider along %s lines; moves without capturing only over exactly one piece to the empty squares beyond it",
		kRao:               "moves as a rose (%s leaps along an octagon, turning at every leap); captures by hopping over the first piece on the octagon to the next piece on it",
	}
})

// describeComp returns one component's phrase.
func describeComp(k *comp) string {
	if k.only != 0 {
		free := *k
		free.only = 0
		if k.only == quietOnly {
			return describeComp(&free) + ", without capturing"
		}
		return describeComp(&free) + ", only to capture"
	}
	switch k.kind {
	case kHamster:
		if k.n == 1 {
			return "with a piece right behind it on a queen line, rides away from it along that line and may capture"
		}
		return "rides along queen lines to the square right before the first piece, and only there, never capturing"
	case kMaoHop:
		if k.n == 1 {
			return "leaps as a knight over a piece on the diagonally adjacent square it passes (a moa's leap with a hurdle)"
		}
		return "leaps as a knight over a piece on the orthogonally adjacent square it passes (a mao's leap with a hurdle)"

	case kHop:
		behind := "right behind it"
		if k.n > 1 {
			behind = fmt.Sprintf("%d squares behind it, the squares between empty", k.n)
		}
		return fmt.Sprintf("hops along %s lines over the first piece to the square %s", leaps(k.vs), behind)
	case kSpiral:
		return "zigzags, alternating two leaps along a line"
	case kNonstopEqui:
		if k.n == 1 {
			return "hops along queen lines over any piece to the square as far beyond it, whatever stands between"
		}
		return "hops over any piece to the square as far beyond it, whatever stands between"
	case kBouncy:
		if k.n == 0 {
			return "rides along (1,2) lines and may go on from any empty edge square, in every knight's direction, once from each"
		}
		return "leaps (1,2) and may leap on from an empty edge square, up to three leaps in all"
	case kEagleEqui:
		if k.n == 1 {
			return "hops over any piece on its queen, (1,2), (1,3) and (2,3) lines and turns there by 90°, landing as far from it as it stood, whatever stands between"
		}
		return "hops along queen lines over the first piece and turns there by 90°, landing as far from it as it stood, the squares between empty; with a piece a (1,2), (1,3) or (2,3) leap away, lands that leap turned by 90° beyond it"
	case kAngleHop:
		if k.n == angleScarabeus {
			return fmt.Sprintf("hops along %s lines over the first piece and lands a knight's leap beyond it, in either of the two knight directions nearest its line", leaps(k.vs))
		}
		return fmt.Sprintf("hops along %s lines over the first piece and lands one step beyond it, turned by %d° either way", leaps(k.vs), 45*k.n)
	case kReflect:
		return fmt.Sprintf("rides as a bishop and, where its line leaves the board, turns by a right angle and rides on, up to %d times", k.n)
	case kMultiLion:
		return fmt.Sprintf("rides along %s lines over exactly %d pieces to any square beyond the last", leaps(k.vs), k.n)
	}
	if (k.kind == kTreehopper || k.kind == kLeafhopper) && len(k.ranges) == len(queenRadialRanges) {
		return compPhrases()[k.kind] + ", along queen lines"
	}
	if k.dir != 0 {
		free := *k
		free.dir = 0
		way := "up the board"
		if k.dir < 0 {
			way = "down the board"
		}
		return describeComp(&free) + " " + way
	}
	p, ok := compPhrases()[k.kind]
	if !ok {
		return ""
	}
	if strings.Contains(p, "%s") {
		return fmt.Sprintf(p, leaps(k.vs))
	}
	return p
}
