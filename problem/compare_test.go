package problem

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCanonicalOutput(t *testing.T) {
	popeye := `  #3                          6 + 5

  1  (Ta1-a3 )
   1.Ta1-a3 ? zugzwang.
      1...Kc2-c1
          2.Ta3-c3 #
    but
      1...c4-c3 !

  2  (Db6-f6 )
   1.Db6-f6 ! zugzwang.
      1...Kc2-d3
          2.0-0-0 +
              2...Kd3-e2
                  3.Df6-b2 #
              2...Kd3-e4
                  3.Td1-d4 #
      1...c4-c3
          2.Df6-e6 zugzwang.

  3  (Db6-b7 )

solution finished.
`
	ours := `  #3                          6 + 5

   1.Db6-f6 ! zugzwang.
      1...c4-c3
          2.Df6-e6 zugzwang.
      1...Kc2-d3
          2.0-0-0 +
              2...Kd3-e4
                  3.Td1-d4 #
              2...Kd3-e2
                  3.Df6-b2 #

   1.Ta1-a3 ? zugzwang.
      1...Kc2-c1
          2.Ta3-c3 #
    but
      1...c4-c3 !


solution finished.
`
	assert.Equal(t, CanonicalOutput(popeye), CanonicalOutput(ours))

	// A missing blank line, a changed move or a moved message still differ.
	for _, bad := range []string{
		ours[:len(ours)-len("\nsolution finished.\n")] + "solution finished.\n",
		replaceOnce(ours, "2.Ta3-c3 #", "2.Ta3-c3 +"),
		replaceOnce(ours, "    but\n", "") + "    but\n",
	} {
		assert.NotEqual(t, CanonicalOutput(popeye), CanonicalOutput(bad))
	}

	help := "\n  1.Kb7-a8 Sd5-c7 #\n  1.Kb7-a8 Sd5-b6 #\n\nsolution finished.\n"
	helpPopeye := "\n0 potential positions in 1+1\n  1.Kb7-a8 Sd5-b6 #\n  1.Kb7-a8 Sd5-c7 #\n3 potential positions in 2+2\n\nsolution finished.\n"
	assert.Equal(t, CanonicalOutput(helpPopeye), CanonicalOutput(help))
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}
