package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func TestPerftVerb(t *testing.T) {
	for _, mode := range []string{"", "-full", "-hash=1"} {
		args := []string{"-json", "-divide"}
		if mode != "" {
			args = append(args, mode)
		}
		var out, errw bytes.Buffer
		code := run(append([]string{"perft"}, append(args, kiwipete, "2")...), nil, &out, &errw)
		require.Equal(t, 0, code, errw.String())
		var r perftReport
		require.NoError(t, json.Unmarshal(out.Bytes(), &r))
		require.Equal(t, uint64(2039), r.Nodes)
		require.Len(t, r.Divide, 48)
		require.Equal(t, uint64(43), r.Divide["e1g1"], "castling kingside in Kiwipete")
	}
}

func TestPerftVerbErrors(t *testing.T) {
	for _, args := range [][]string{{"perft"}, {"perft", "8/8 w - -", "2"}, {"perft", kiwipete, "x"}} {
		var out, errw bytes.Buffer
		require.Equal(t, 2, run(args, nil, &out, &errw), args)
		require.NotEmpty(t, errw.String())
	}
}
