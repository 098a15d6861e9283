package invisible

import "testing"

func TestDebug(t *testing.T) {
	t.Log(solveFEN(t, "6rk/8/3p3K/7b/8/8/8/7r w - - 0 1", 2, 3))
}
