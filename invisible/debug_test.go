package invisible

import "testing"

func TestDebug(t *testing.T) {
	t.Log(solveFEN(t, "8/8/8/7B/5N2/4PK2/4PB2/5k1b b - - 0 1", 1, 4))
}
