package server

import (
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// codec marshals LSP messages with protocol's union-aware encoder; jsonrpc2's default
// codec does not know the sealed unions of protocol v1.0.1.
type codec struct{}

var _ jsonrpc2.Codec = codec{}

func (codec) Marshal(v any) ([]byte, error)   { return protocol.Marshal(v) }
func (codec) Unmarshal(b []byte, v any) error { return protocol.Unmarshal(b, v) }
