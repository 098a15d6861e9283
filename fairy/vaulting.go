package fairy

import "github.com/cpls-dev/cpls/movegen"

// VaultingKings, WhiteVaultingKing, BlackVaultingKing
// (conditions/transmuting_kings/vaulting_kings.c): a royal piece that the other side's
// pieces observe moves and observes as the walks named after the condition besides its
// own (as an equihopper when none is named). Whether it is observed is asked as for the
// transmuted kings (transmuted.go), with the other side's pieces by their own walks.
// The Transmuting variant (the vaulting walks only) is not played.
func init() {
	for _, f := range []struct {
		name         string
		white, black bool
	}{
		{"VaultingKings", true, true},
		{"WhiteVaultingKing", true, false},
		{"BlackVaultingKing", false, true},
	} {
		registerCondition(f.name, func(s ConditionSpec) (Condition, error) {
			spec := s
			spec.Walks = nil
			if err := variantsKnown(spec); err != nil {
				return nil, err
			}
			t := transmuted{base: base{&s}, vaulters: s.Walks}
			if len(s.Walks) == 0 {
				t.vaulters = []Walk{Equihopper}
			}
			t.sides[movegen.White], t.sides[movegen.Black] = f.white, f.black
			return t, nil
		})
	}
}

// headerWalks returns the vaulting walks Popeye writes after the name: those named,
// none for the equihopper alone.
func (x transmuted) headerWalks() []Walk {
	if x.vaulters == nil || len(x.vaulters) == 1 && x.vaulters[0] == Equihopper {
		return nil
	}
	return x.vaulters
}
