package problem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTwinConditions: a twin's Condition command puts its conditions in place of the
// problem's (Popeye substitutes them all), a continued twin keeps its predecessor's, a
// twin that starts from the diagram again has the problem's, the heading names them as
// the caption does (one per line), and a condition the engine does not play keeps only
// its own twin from being solved.
func TestTwinConditions(t *testing.T) {
	pr := lglLoad(t, `BeginProblem
Stipulation h#2
Condition Circe Madrasi
Pieces White Ka3 Qa7 Black Ke8 Qe4
Twin Condition Circe Isardam
Twin Continued Move a3 a2
Twin Move a3 a2
Twin Condition PatienceChess
EndProblem
`)
	require.Len(t, pr.Twins, 5)
	names := func(tw *Twin) []string {
		var out []string
		if tw.Fairy == nil {
			return out
		}
		for _, c := range tw.Fairy.Conditions {
			out = append(out, c.Spec().Name)
		}
		return out
	}
	assert.Equal(t, []string{"Circe", "Madrasi"}, names(pr.Twins[0]))
	assert.Equal(t, []string{"Circe", "Isardam"}, names(pr.Twins[1]))
	assert.Equal(t, "Circe\n   Isardam  ", pr.Twins[1].Heading)
	assert.Equal(t, []string{"Circe", "Isardam"}, names(pr.Twins[2]), "a continued twin keeps its predecessor's conditions")
	assert.Equal(t, []string{"Circe", "Madrasi"}, names(pr.Twins[3]), "a twin from the diagram has the problem's conditions")
	for i := 0; i < 4; i++ {
		assert.True(t, pr.Twins[i].Solvable(), "twin %s: %v", pr.Twins[i].Label, pr.Twins[i].Unsupported)
	}
	assert.False(t, pr.Twins[4].Solvable(), "a condition the engine does not play")
	assert.Contains(t, pr.Twins[4].Unsupported, "the condition PatienceChess")
	found := false
	for _, d := range pr.Diagnostics {
		found = found || d.Message == "cpls does not solve problems with the condition PatienceChess"
	}
	assert.True(t, found, "the unplayed condition is reported: %v", pr.Diagnostics)
}

// TestUnreadConditionWords: a word after a condition that the condition does not read
// and that names a condition is that condition, as Popeye reads it ("SAT strict" is SAT
// and StrictSAT, with StrictSAT's rule; "TransmutierendeKoenige ultraschachzwang" puts
// UltraSchachZwang first in the caption), in the problem and in a twin; a Circe variant
// word after Circe stays its variant, read or refused.
func TestUnreadConditionWords(t *testing.T) {
	names := func(tw *Twin) []string {
		var out []string
		for _, c := range tw.Fairy.Conditions {
			out = append(out, c.Spec().Name)
		}
		return out
	}
	pr := lglLoad(t, "BeginProblem\nStipulation h#2\nCondition SAT strict\nPieces White Ka3 Black Ke8\nTwin Condition CirceTake&Make Take&Make\nEndProblem\n")
	require.Len(t, pr.Twins, 2)
	assert.Equal(t, []string{"SAT", "StrictSAT"}, names(pr.Twins[0]))
	assert.Equal(t, []string{"SAT", "StrictSAT"}, pr.Conditions)
	assert.True(t, pr.Twins[0].Solvable())
	assert.Equal(t, []string{"CirceTake&Make", "Take&MakeChess"}, names(pr.Twins[1]))

	pr = lglLoad(t, "AnfangProblem\nForderung h#2\nBedingung TransmutierendeKoenige ultraschachzwang\nSteine Weiss Ka3 Schwarz Ke8\nEndeProblem\n")
	assert.Equal(t, []string{"TransmutedKings", "UltraSchachZwang"}, names(pr.Twins[0]))
	assert.Equal(t, []string{"UltraSchachZwang", "TransmutierendeKoenige"}, pr.Conditions)

	pr = lglLoad(t, "BeginProblem\nStipulation h#2\nCondition Circe ReversalEinstein\nPieces White Ka3 Black Ke8\nEndProblem\n")
	assert.True(t, pr.Twins[0].Solvable())
	assert.Equal(t, []string{"Circe"}, names(pr.Twins[0]), "Circe ReversalEinstein is Circe's variant, not ReversalEinsteinChess")
}

// TestJoinedAntiCirce: two AntiCirce conditions are Popeye's one AntiCirce with both
// variants (condition.c sets the one anticirce_variant): "AntiCloneCirce
// DiagramAntiCirce" is "AntiCirce Diagram Clone" in the caption and in a twin's heading,
// as py -regression prints it, and plays as that one condition.
func TestJoinedAntiCirce(t *testing.T) {
	pr := lglLoad(t, `BeginProblem
Stipulation ~1
Condition AntiCloneCirce DiagramAntiCirce
Pieces White Kh1 Rh3 Sd1 Black Ke8 Bf2 Pa7
Twin Condition MirrorFileAntiCirce DiagramAntiCirce
EndProblem
`)
	require.Len(t, pr.Twins, 2)
	assert.Equal(t, []string{"AntiCirce Diagram Clone"}, pr.Conditions)
	assert.Equal(t, "AntiCirce Diagram Mirror  ", pr.Twins[1].Heading)
	for _, tw := range pr.Twins {
		require.NotNil(t, tw.Fairy)
		require.Len(t, tw.Fairy.Conditions, 1)
		assert.Equal(t, "AntiCirce", tw.Fairy.Conditions[0].Spec().Name)
		assert.True(t, tw.Solvable(), "twin %s: %v", tw.Label, tw.Unsupported)
	}
}
