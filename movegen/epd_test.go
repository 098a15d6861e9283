package movegen

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPerftSuite runs the public perft suite in testdata/perftsuite.epd (castling rights
// in every combination, checks, promotions, pawn races) to depth 4, and to every listed
// depth (up to 6) without -short.
func TestPerftSuite(t *testing.T) {
	maxDepth := 6
	if testing.Short() {
		maxDepth = 4
	}
	f, err := os.Open("testdata/perftsuite.epd")
	require.NoError(t, err)
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, ";")
		p, err := ParseFEN(strings.TrimSpace(fields[0]))
		require.NoError(t, err, line)
		n++
		for _, f := range fields[1:] {
			var depth int
			var want uint64
			parts := strings.Fields(f)
			require.Len(t, parts, 2, line)
			depth, err = strconv.Atoi(strings.TrimPrefix(parts[0], "D"))
			require.NoError(t, err, line)
			want, err = strconv.ParseUint(parts[1], 10, 64)
			require.NoError(t, err, line)
			if depth > maxDepth {
				break
			}
			require.Equal(t, want, p.Perft(depth), "%s depth %d", fields[0], depth)
		}
	}
	require.NoError(t, sc.Err())
	require.GreaterOrEqual(t, n, 100, "the suite holds at least 100 positions")
}
