package fairy

import "slices"

// JoinCirce returns the one Circe Popeye plays for the Circe conditions a and b of a
// problem, and whether both are Circe. Popeye's condition parser keeps a single Circe
// (condition.c: every traditional name sets fields of the one circe_variant), so
// "Circe Take&MakeChess couscous", whose last word names CouscousCirce, is "Circe
// Couscous". A traditional name's words replace the earlier words of the same field
// (the rebirth square, its adapter, the reborn walk); "Circe" itself adds its variant
// words, which the engine refuses when they name a second square (Popeye's
// NonsenseCombination).
func JoinCirce(a, b ConditionSpec) (ConditionSpec, bool) {
	implied, okA := traditionalCirce[a.Name]
	later, okB := traditionalCirce[b.Name]
	if !okA || !okB {
		return ConditionSpec{}, false
	}
	drop := func(v string) bool {
		for _, field := range circeFields {
			if field(v) && slices.ContainsFunc(later, field) {
				return true
			}
		}
		return false
	}
	return joinSpecs("Circe", implied, a, later, b, drop), true
}

// joinSpecs returns the condition name that Popeye plays for a and b: the words a's name
// implies and a's variant words, less those drop names (nil: none), then the words b's
// name implies and those of b's variant words not yet there; the squares, walks,
// numbers, groups and texts of both.
func joinSpecs(name string, implied []string, a ConditionSpec, later []string, b ConditionSpec, drop func(string) bool) ConditionSpec {
	words := append(slices.Clone(implied), a.Variants...)
	if drop != nil {
		words = slices.DeleteFunc(words, drop)
	}
	words = append(words, later...)
	for _, v := range b.Variants {
		if !slices.Contains(words, v) {
			words = append(words, v)
		}
	}
	return ConditionSpec{Name: name, Variants: words,
		Squares: append(slices.Clone(a.Squares), b.Squares...), Walks: append(slices.Clone(a.Walks), b.Walks...),
		Numbers: append(slices.Clone(a.Numbers), b.Numbers...), Groups: append(slices.Clone(a.Groups), b.Groups...),
		Texts: append(slices.Clone(a.Texts), b.Texts...)}
}

// circeFields tell the variant words of each field of Popeye's circe_variant that a
// traditional name sets anew: the rebirth square (Parrain's is Equipollents'), its
// adapter, the reborn walk.
var circeFields = []func(string) bool{
	func(v string) bool {
		_, ok := squareRules[v]
		return ok || v == "Parrain" || v == "ContraParrain"
	},
	func(v string) bool { return v == "Diametral" || v == "VerticalMirror" || v == "Frischauf" },
	func(v string) bool {
		return v == "Clone" || v == "Chameleon" || v == "Einstein" || v == "ReversalEinstein"
	},
}

// JoinRebirths joins the conditions a and b of a problem into the one condition Popeye
// plays for both when they are two AntiCirce (JoinAntiCirce) or two Circe (JoinCirce).
func JoinRebirths(a, b ConditionSpec) (ConditionSpec, bool) {
	if joined, ok := JoinAntiCirce(a, b); ok {
		return joined, true
	}
	return JoinCirce(a, b)
}
