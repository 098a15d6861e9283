package analysis

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseSelection(t *testing.T) {
	for _, c := range []struct {
		text string
		want string
	}{
		{"", "none"},
		{"none", "none"},
		{"all", "all"},
		{"mate,threat", "mate,threat"},
		{"duals", "mate,threat,short,set,order,promotion,move"},
		{"Key short", "short,key"},
	} {
		s, err := ParseSelection(c.text)
		require.NoError(t, err, c.text)
		require.Equal(t, c.want, s.String(), c.text)
	}
	_, err := ParseSelection("mate,cooks")
	require.ErrorContains(t, err, `unknown kind "cooks"`)
}
