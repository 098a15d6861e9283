package fairy

// Tables that let the engine skip work without changing an answer:
//
//   - reach[w] holds every difference of box squares (attacker − target) from which a
//     piece of walk w may capture at all; attacked skips the pieces that cannot reach.
//   - lines[w] holds every difference (square − target) of the squares whose contents
//     may matter to an attack of walk w on a target: the squares between on a line, a
//     hurdle, a passing square, a locust's landing square. A move that empties and
//     fills only squares outside the lines of every walk that may attack cannot expose
//     its side's royal piece (legal.go).
//
// Both are supersets: a kind whose geometry is not modelled here reaches every
// difference, and its lines are unknown (pathKnown false), which turns the shortcut off.

type deltaSet [2*maxDelta + 1]bool

func (s *deltaSet) has(d int) bool { return d >= -maxDelta && d <= maxDelta && s[d+maxDelta] }

func (s *deltaSet) add(d int) {
	if d >= -maxDelta && d <= maxDelta {
		s[d+maxDelta] = true
	}
}

// addLine adds the multiples 1…7 of v that stay within the board's size.
func (s *deltaSet) addLine(v int) {
	df, dr := deltaCoords(v)
	for k := 1; abs(df*k) <= 7 && abs(dr*k) <= 7; k++ {
		s.add(k * v)
	}
}

// walkGeometry is what reach.go knows of a walk.
type walkGeometry struct {
	reach     deltaSet
	lines     deltaSet
	pathKnown bool
}

// buildGeometry makes the geometry of every walk from the model.
func buildGeometry() (t [NumWalks]*walkGeometry) {
	for w := range model {
		g := &walkGeometry{pathKnown: true}
		for i := range model[w] {
			g.addComp(&model[w][i])
		}
		t[w] = g
	}
	return t
}

// addComp adds one component's reach and lines.
func (g *walkGeometry) addComp(k *comp) {
	if k.paths != nil {
		k.paths.addTo(g)
		return
	}
	switch k.kind {
	case kLeap, kMarineLeap, kMao, kMoa, kLeapHop, kChineseLeap:
		for _, v := range k.vs.vecs {
			d := v
			if k.kind == kLeapHop || k.kind == kChineseLeap {
				d = 2 * v
			}
			g.reach.add(-d) // the attacker stands at target − d
			switch k.kind {
			case kMarineLeap:
				g.lines.add(v) // the landing square behind the target
			case kLeapHop, kChineseLeap:
				g.lines.add(-v) // the hurdle
			case kMao, kMoa:
				g.lines.add(-v + passVector(v, k.kind == kMoa))
			}
		}
	case kRadial:
		for d, vs := range radialHurdles() {
			for _, v := range vs {
				g.reach.add(-(d - maxDelta))
				g.lines.add(v - (d - maxDelta)) // the hurdle, from the target
			}
		}
	case kRide, kHop, kLion, kChinese, kContraHop, kKangaroo, kKangarooLion, kMultiLion, kEdgehog, kLocust, kMarineRide, kBouncer:
		for _, v := range k.vs.vecs {
			g.reach.addLine(v)
			g.lines.addLine(v)
		}
	case kPawn, kPawnStep, kPawnCapture, kBerolina, kChinesePawn, kReversePawn, kSuperpawn, kBerolinaSuper, kMarinePawn, kMarinePawnCapture:
		for _, v := range queenVecs {
			g.reach.addLine(v)
			g.lines.addLine(v)
		}
	default:
		for i := range g.reach {
			g.reach[i] = true
		}
		g.pathKnown = false
	}
}
