package server

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// naiveMapper converts as the mapper did when it rescanned each line from its start:
// the reference the marks must agree with.
type naiveMapper struct{ *mapper }

func (n naiveMapper) position(off int) (uint32, uint32) {
	off = max(0, min(off, len(n.text)))
	l := sort.Search(len(n.lines), func(i int) bool { return n.lines[i] > off }) - 1
	units := 0
	for _, r := range n.text[n.lines[l]:off] {
		units += utf16.RuneLen(r)
	}
	return uint32(l), uint32(units)
}

func (n naiveMapper) offset(line, char uint32) (int, bool) {
	if int(line) >= len(n.lines) {
		return len(n.text), line == uint32(len(n.lines)) && char == 0
	}
	start, end := n.lines[line], n.lineEnd(int(line))
	units, off := 0, start
	for off < end {
		if units >= int(char) {
			return off, true
		}
		r, size := utf8.DecodeRuneInString(n.text[off:end])
		units += utf16.RuneLen(r)
		if units > int(char) {
			return off, true
		}
		off += size
	}
	return end, units == int(char)
}

// TestMapperMarksAgree: UTF-16 conversions through the marks equal a scan from the start
// of the line, for every offset and many positions of random texts with long lines,
// 2-, 3- and 4-byte runes, invalid bytes and CRLF.
func TestMapperMarksAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"a", "Qa1 ", "é", "€", "𝄞", "\n", "\r\n", "\xc3", "\xff", "\xf0\x9d", strings.Repeat("x", 70)}
	for round := 0; round < 60; round++ {
		var b strings.Builder
		for n := rng.IntN(400); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		m := newMapper(text, utf16Encoding)
		ref := naiveMapper{newMapper(text, utf16Encoding)}
		for off := 0; off <= len(text); off++ {
			l1, c1 := m.position(off)
			l2, c2 := ref.position(off)
			require.Equal(t, [2]uint32{l2, c2}, [2]uint32{l1, c1}, "position(%d) of %q", off, text)
		}
		for line := uint32(0); line <= uint32(m.lineCount()); line++ {
			for char := uint32(0); char < 500; char += 1 + uint32(rng.IntN(3)) {
				o1, e1 := m.offset(line, char)
				o2, e2 := ref.offset(line, char)
				require.Equal(t, o2, o1, "offset(%d, %d) of %q", line, char, text)
				require.Equal(t, e2, e1, "exact of offset(%d, %d) of %q", line, char, text)
			}
		}
	}
}

// BenchmarkMapperLongLine converts the ranges of the diagnostics of one line of n piece
// groups after a non-ASCII author, in UTF-16: the cost per range stays the same as the
// line grows (it grew with the line when each conversion rescanned it).
func BenchmarkMapperLongLine(b *testing.B) {
	for _, n := range []int{500, 4000, 32000} {
		b.Run(fmt.Sprintf("groups=%d", n), func(b *testing.B) {
			text := "Author Árpád\nPieces White Kh8" + strings.Repeat(" Qa1", n) + "\n"
			for b.Loop() {
				m := newMapper(text, utf16Encoding)
				for off := 18; off < len(text); off += 4 {
					m.rangeOf(off, off+2)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/range")
		})
	}
}
