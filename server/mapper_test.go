package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMapper(t *testing.T) {
	// "é" is 2 bytes and 1 UTF-16 unit; "𝄞" is 4 bytes and 2 UTF-16 units.
	text := "ab\r\nAuthor Árpád 𝄞x\nlast"
	tests := []struct {
		name       string
		enc        encoding
		line, char uint32
		off        int
		exact      bool
	}{
		{"start", utf16Encoding, 0, 0, 0, true},
		{"before CRLF", utf16Encoding, 0, 2, 2, true},
		{"past end of line clamps before CR", utf16Encoding, 0, 9, 2, false},
		{"after Á", utf16Encoding, 1, 8, 4 + 9, true},
		{"after surrogate pair", utf16Encoding, 1, 15, 4 + 15 + 4, true},
		{"inside surrogate pair", utf16Encoding, 1, 14, 4 + 15, true},
		{"utf-8 after Á", utf8Encoding, 1, 9, 4 + 9, true},
		{"utf-8 inside Á moves to its start", utf8Encoding, 1, 8, 4 + 7, true},
		{"last line", utf16Encoding, 2, 4, len(text), true},
		{"line past end", utf16Encoding, 9, 0, len(text), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMapper(text, tt.enc)
			off, exact := m.offset(tt.line, tt.char)
			assert.Equal(t, tt.off, off)
			assert.Equal(t, tt.exact, exact)
		})
	}
}

func TestMapperRoundTrip(t *testing.T) {
	text := "Pieces White Kä1 𝄞 Qa7\n\nBlack Kc1\r\nend"
	for _, enc := range []encoding{utf16Encoding, utf8Encoding} {
		m := newMapper(text, enc)
		for off := 0; off <= len(text); off++ {
			if off < len(text) && (text[off]&0xC0) == 0x80 {
				continue // not a rune boundary
			}
			if off > 0 && text[off-1] == '\r' {
				continue // between CR and LF: not addressable
			}
			l, c := m.position(off)
			back, _ := m.offset(l, c)
			assert.Equal(t, off, back, "enc %v offset %d -> %d:%d", enc, off, l, c)
		}
	}
}
