package fairy

// circeWords is what decides the variant words Popeye writes after the name of a
// Circe-family condition (Circe, AntiCirce): the square rule and the variants' flags,
// as the condition holds them.
type circeWords struct {
	square                                         squareRule
	couscous, april, lastMove, waitCapture, mirror bool
	assassin, strict, relaxed, parachute, volcanic bool
	adapt                                          squareAdapter
	clone, chameleon, turncoat, cheylan            bool
	// einstein is the adapter of the captured piece's walk: Einstein weakens it
	// (einsteinDown), ReversalEinstein strengthens it.
	einstein einsteinAdapter
	// rex is the word for the royal pieces that differs from the condition's default
	// (RexInclusive for Circe, RexExclusive for AntiCirce), "" when the default holds.
	rex string
}

// circeVariantWords are the variant words in the order Popeye writes them, each with
// when it is written (output/plaintext/condition.c, append_circe_variants).
var circeVariantWords = []struct {
	word    string
	written func(w circeWords) bool
}{
	{"PWC", func(w circeWords) bool { return w.square == pwcSquare }},
	{"Symmetry", func(w circeWords) bool { return w.square == symmetrySquare }},
	{"VerticalSymmetry", func(w circeWords) bool { return w.square == verticalSymmetrySquare }},
	{"HorizontalSymmetry", func(w circeWords) bool { return w.square == horizontalSymmetrySquare }},
	{"Diagram", func(w circeWords) bool { return w.square == diagramSquare }},
	{"Cage", func(w circeWords) bool { return w.square == cageSquare }},
	{"Rank", func(w circeWords) bool { return w.square == rankSquare }},
	{"File", func(w circeWords) bool { return w.square == fileSquare }},
	{"Couscous", func(w circeWords) bool { return w.couscous }},
	{"Antipodes", func(w circeWords) bool { return w.square == antipodesSquare }},
	{"Take&Make", func(w circeWords) bool { return w.square == takeMakeSquare }},
	{"Super", func(w circeWords) bool { return w.square == superSquare }},
	{"CaptureSquare", func(w circeWords) bool { return w.square == captureSquare }},
	{"April", func(w circeWords) bool { return w.april }},
	{"Equipollents", func(w circeWords) bool { return w.square == equipollentsSquare && !w.lastMove }},
	{"ContraParrain", func(w circeWords) bool { return w.lastMove && w.mirror }},
	{"Parrain", func(w circeWords) bool { return w.lastMove && !w.mirror }},
	{"WaitCapture", func(w circeWords) bool { return w.waitCapture }},
	{"Mirror", func(w circeWords) bool { return w.mirror }}, // ContraParrain too
	{"Assassin", func(w circeWords) bool { return w.assassin }},
	{"Strict", func(w circeWords) bool { return w.strict }},
	{"Relaxed", func(w circeWords) bool { return w.relaxed }},
	{"Parachute", func(w circeWords) bool { return w.parachute }},
	{"Volcanic", func(w circeWords) bool { return w.volcanic }},
	{"Diametral", func(w circeWords) bool { return w.adapt == diametralAdapter }},
	{"VerticalMirror", func(w circeWords) bool { return w.adapt == verticalMirrorAdapter }},
	{"Clone", func(w circeWords) bool { return w.clone }},
	{"Einstein", func(w circeWords) bool { return w.einstein == einsteinDown }},
	{"ReversalEinstein", func(w circeWords) bool { return w.einstein == einsteinUp }},
	{"Chameleon", func(w circeWords) bool { return w.chameleon }},
	{"Turncoats", func(w circeWords) bool { return w.turncoat }},
	{"Frischauf", func(w circeWords) bool { return w.adapt == frischaufAdapter }},
	{"Cheylan", func(w circeWords) bool { return w.cheylan }},
}

// words returns the variant words w makes Popeye write, in its order.
func (w circeWords) words() []string {
	var out []string
	for _, v := range circeVariantWords {
		if v.written(w) {
			out = append(out, v.word)
		}
	}
	if w.rex != "" {
		out = append(out, w.rex)
	}
	return out
}
