package analysis

import (
	"fmt"
	"strings"
)

// Kind is a kind of finding: a kind of dual, or the key's character.
type Kind uint8

// The kinds. Their names (Name) are what the command line and the editor settings
// choose them by.
const (
	// MateDual ("mate"): after a defence the attacker has more than one continuation
	// that fulfils the stipulation in the moves left (in #2 two mates).
	MateDual Kind = iota
	// ThreatDual ("threat"): the key (or a continuation) threatens in more than one way.
	ThreatDual
	// ShortVariation ("short"): after a defence the attacker fulfils the stipulation in
	// fewer moves than are left.
	ShortVariation
	// SetDual ("set"): a mating dual in the set play (the defender moving first in the
	// diagram).
	SetDual
	// OrderDual ("order"): help or series solutions that play the same moves in
	// another order.
	OrderDual
	// PromotionDual ("promotion"): help or series solutions that differ only in the
	// piece a pawn promotes to.
	PromotionDual
	// MoveDual ("move"): help or series solutions that differ in one move only: another
	// move also completes the solution.
	MoveDual
	// KeyCharacter ("key"): the tags of keys and tries (Key).
	KeyCharacter
	kindCount
)

var kindNames = [kindCount]string{"mate", "threat", "short", "set", "order", "promotion", "move", "key"}

// Name is the kind's name as selections write it.
func (k Kind) Name() string {
	if k < kindCount {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Kinds lists every kind, in order.
func Kinds() []Kind {
	out := make([]Kind, kindCount)
	for i := range out {
		out[i] = Kind(i)
	}
	return out
}

// KindNamed returns the kind with the given name.
func KindNamed(name string) (Kind, bool) {
	for i, n := range kindNames {
		if n == name {
			return Kind(i), true
		}
	}
	return 0, false
}

// Selection is a set of kinds to analyse. The zero Selection analyses nothing.
type Selection uint16

// All selects every kind.
const All Selection = 1<<kindCount - 1

// Has reports whether s selects k.
func (s Selection) Has(k Kind) bool { return s&(1<<k) != 0 }

// With returns s with k selected.
func (s Selection) With(k Kind) Selection { return s | 1<<k }

// Empty reports whether s selects nothing.
func (s Selection) Empty() bool { return s == 0 }

// String writes s as ParseSelection reads it: "all", "none" or names joined by commas.
func (s Selection) String() string {
	switch s & All {
	case All:
		return "all"
	case 0:
		return "none"
	}
	var names []string
	for _, k := range Kinds() {
		if s.Has(k) {
			names = append(names, k.Name())
		}
	}
	return strings.Join(names, ",")
}

// ParseSelection reads a selection: "all", "none" (or ""), or kind names separated by
// commas or blanks ("mate,threat,key"); "duals" stands for every kind of dual (all but
// "key").
func ParseSelection(text string) (Selection, error) {
	var s Selection
	for _, name := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' }) {
		name = strings.ToLower(strings.TrimSpace(name))
		switch name {
		case "all":
			s |= All
		case "none":
		case "duals":
			s |= All &^ (1 << KeyCharacter)
		default:
			k, ok := KindNamed(name)
			if !ok {
				return 0, fmt.Errorf("analysis: unknown kind %q (want all, none, duals or %s)", name, strings.Join(kindNames[:], ", "))
			}
			s = s.With(k)
		}
	}
	return s, nil
}
