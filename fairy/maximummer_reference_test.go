package fairy

import "github.com/cpls-dev/cpls/movegen"

// Maximummer without a side (Popeye's extra condition) against the manual: the side
// the stipulation restricts, Black in direct, self, reflex and help play, must play
// one of its longest moves, as BlackMaximummer.
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "Maximummer", Variants: []string{"Black"}},
		outcome: refPlain, choose: refMummer(movegen.Black, true)})
}
