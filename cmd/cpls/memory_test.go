package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longTargets is a help stalemate whose target sets take megabytes to build
// (hpint.inp#32 of Popeye's examples, two moves longer).
const longTargets = "BeginProblem\nForsyth 8/8/6KP/8/8/8/1pp1Rppp/k7\nStipulation h=6\nEndProblem\n"

// TestMemoryFlag: check and solve honour -memory: a solve that needs more than the
// budget stops and says so, as a timeout does; a negative budget is a usage error.
func TestMemoryFlag(t *testing.T) {
	path := writeTemp(t, "long.inp", longTargets)
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"check", "-memory", "2", "-budget", "1m", path}, nil, &out, &errw), errw.String())
	assert.Contains(t, out.String(), ":3:13: warning: solving h=6 was stopped when it needed more memory than its budget [timeout]")

	out.Reset()
	errw.Reset()
	require.Equal(t, 1, run([]string{"solve", "-memory", "2", path}, nil, &out, &errw))
	assert.Contains(t, errw.String(), "it needed more memory than its budget (-memory); the output is incomplete")
	assert.Contains(t, out.String(), "solving interrupted.")

	for _, verb := range []string{"check", "solve"} {
		errw.Reset()
		assert.Equal(t, 2, run([]string{verb, "-memory", "-5", path}, nil, &out, &errw))
		assert.Contains(t, errw.String(), "-memory -5: a memory budget cannot be negative")
	}
}
