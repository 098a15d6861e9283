package server

import (
	"sort"
	"unicode/utf16"
	"unicode/utf8"

	"go.lsp.dev/protocol"
)

// encoding is the unit in which a client counts the character of a position.
type encoding int

const (
	utf16Encoding encoding = iota // LSP's mandatory default; what Neovim 0.7.2 uses
	utf8Encoding                  // offered by newer clients through general.positionEncodings
)

// A mapper converts between byte offsets into one immutable text (what every feature uses)
// and LSP line/character positions (what the wire carries). It is the only place that
// knows about UTF-16. Positions past the end of a line or of the text are clamped, never
// rejected: clients send them after races with edits, and an answer for the nearest
// valid place beats an error.
type mapper struct {
	text  string
	enc   encoding
	lines []int // byte offset of the start of each line; lines[0] == 0
}

func newMapper(text string, enc encoding) *mapper {
	m := &mapper{text: text, enc: enc, lines: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			m.lines = append(m.lines, i+1)
		}
	}
	return m
}

// lineCount is the number of lines; a text ending in a newline has an empty last line.
func (m *mapper) lineCount() int { return len(m.lines) }

// lineEnd is the byte offset of the end of line l, before its "\n" or "\r\n".
func (m *mapper) lineEnd(l int) int {
	end := len(m.text)
	if l+1 < len(m.lines) {
		end = m.lines[l+1] - 1
		if end > m.lines[l] && m.text[end-1] == '\r' {
			end--
		}
	}
	return end
}

// offset converts a position to a byte offset. exact is false when the position lay
// outside the text and was clamped.
func (m *mapper) offset(line, char uint32) (off int, exact bool) {
	if int(line) >= len(m.lines) {
		return len(m.text), line == uint32(len(m.lines)) && char == 0
	}
	start, end := m.lines[line], m.lineEnd(int(line))
	if m.enc == utf8Encoding {
		off = start + int(char)
		if off > end {
			return end, false
		}
		for off > start && off < len(m.text) && !utf8.RuneStart(m.text[off]) {
			off-- // inside a rune: move to its start
		}
		return off, true
	}
	units := 0
	for off = start; off < end; {
		if units >= int(char) {
			return off, true
		}
		r, size := utf8.DecodeRuneInString(m.text[off:end])
		units += utf16.RuneLen(r)
		if units > int(char) { // char points inside a surrogate pair
			return off, true
		}
		off += size
	}
	return end, units == int(char)
}

// position converts a byte offset (clamped to the text) to a line and character.
func (m *mapper) position(off int) (line, char uint32) {
	off = max(0, min(off, len(m.text)))
	l := sort.Search(len(m.lines), func(i int) bool { return m.lines[i] > off }) - 1
	start := m.lines[l]
	if m.enc == utf8Encoding {
		return uint32(l), uint32(off - start)
	}
	units := 0
	for _, r := range m.text[start:off] {
		units += utf16.RuneLen(r)
	}
	return uint32(l), uint32(units)
}

// rangeOf converts a byte range to an LSP range.
func (m *mapper) rangeOf(start, end int) protocol.Range {
	l1, c1 := m.position(start)
	l2, c2 := m.position(end)
	return protocol.Range{Start: protocol.Position{Line: l1, Character: c1}, End: protocol.Position{Line: l2, Character: c2}}
}

// offsetOf converts an LSP position to a byte offset, clamped to the text.
func (m *mapper) offsetOf(p protocol.Position) int {
	off, _ := m.offset(p.Line, p.Character)
	return off
}
