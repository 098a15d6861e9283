package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// invisibleVerdicts holds three help mates with a total invisible piece: one solution,
// two (the second pawn capture of the invisible piece mates with Qc1-c3 too), none.
const invisibleVerdicts = `BeginProblem
Pieces TotalInvisible 1 White Ka1 Qb1 Black Kh8 Ph7 Pg7 Bg8
Stipulation h#1
NextProblem
Pieces TotalInvisible 1 White Ka1 Qc1 Black Kh8 Ph7 Pg7 Bg8
Stipulation h#1
NextProblem
Pieces TotalInvisible 1 White Ka1 Black Kh8
Stipulation h#1
EndProblem
`

// TestInvisibleVerdicts: check and solve -json judge help mates with total invisible
// pieces by their solutions, as other help play: sound, cooked, no solution.
func TestInvisibleVerdicts(t *testing.T) {
	path := writeTemp(t, "ti.inp", invisibleVerdicts)
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"check", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, []string{
		path + ":3:13: information: h#1 is sound: 1.[+wTIh6]g7*h6 Qb1-b2# [solution]",
		path + ":5:53: warning: cook of h#1: 1.[+wTIh6]g7*h6 Qc1-c3# also solves [cook]",
		path + ":6:13: warning: h#1 is cooked: 2 solutions (1.[+wTIh6]g7*h6 Qc1-b2#; 1.[+wTIh6]g7*h6 Qc1-c3#) [cook]",
		path + ":9:13: error: h#1 has no solution [no-solution]",
	}, strings.Split(strings.TrimSpace(out.String()), "\n"))

	out.Reset()
	require.Equal(t, 0, run([]string{"solve", "-json", path}, nil, &out, &errw), errw.String())
	var files []solveFile
	require.NoError(t, json.Unmarshal(out.Bytes(), &files))
	var got []string
	for _, p := range files[0].Problems {
		tw := p.Twins[0]
		got = append(got, tw.Status)
		require.Len(t, tw.Halves, 1)
		assert.Equal(t, tw.Status, tw.Halves[0].Status)
		assert.Equal(t, tw.Solutions, tw.Halves[0].Solutions)
	}
	assert.Equal(t, []string{"sound", "cooked", "no solution"}, got)
}
