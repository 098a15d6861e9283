package server

import (
	"regexp"
	"strings"
)

// TODO(issue 6): replace this scanner by the parser's tree (issue 3) once it lands; the
// outline it fills stays the same.

// scanOutline builds the outline with a light scanner: problem boundaries, keywords,
// pieces, stipulation, options and twins.
func scanOutline(text string) *outline {
	o := &outline{}
	words := splitWords(text)
	lang := "en"
	if len(words) > 0 {
		for l, voc := range vocabularies {
			if isPrefixFold(words[0].s, voc.commands[0]) {
				lang = l
			}
		}
	}
	voc := vocabularies[lang]
	var p *problemView
	cmd := ""
	colour := "white"
	startProblem := func(at int) {
		p = &problemView{index: len(o.problems), lang: lang}
		p.start = at
		p.end = len(text)
		o.problems = append(o.problems, p)
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		kw := voc.command(w.s)
		if p == nil {
			if kw == "" {
				continue
			}
			startProblem(w.start)
		}
		if kw != "" {
			p.keywords = append(p.keywords, w.span)
			cmd = kw
			switch kw {
			case voc.commands[0]:
				p.begin = w.span
			case voc.commands[len(voc.commands)-1], voc.commands[len(voc.commands)-2]:
				p.endToken = w.span
				p.end = w.end
				if strings.EqualFold(kw, voc.commands[len(voc.commands)-2]) { // EndProblem
					return o
				}
				p = nil
				startProblem(w.end)
			case voc.pieceCmd:
				colour = "white"
			default:
				if isTextCommand(voc, kw) {
					end := lineEnd(text, w.end)
					val := strings.TrimSpace(text[w.end:end])
					if (kw == voc.commands[3] || (kw == voc.commands[1] && p.title == "")) && val != "" {
						p.title = val
					}
					for i+1 < len(words) && words[i+1].start < end {
						i++
					}
				}
			}
			continue
		}
		switch cmd {
		case voc.pieceCmd:
			if c := colourOf(voc, w.s); c != "" {
				colour = c
				p.keywords = append(p.keywords, w.span)
				continue
			}
			p.pieces = append(p.pieces, pieceWord(voc, w, colour)...)
		case voc.stipCmd:
			if p.stip == nil {
				p.stip = &stipView{span: w.span, text: w.s}
			}
		case voc.optionCmd:
			if name := optionName(w.s); name != "" {
				p.options = append(p.options, optionView{span: w.span, name: name})
			} else if len(p.options) > 0 {
				p.options[len(p.options)-1].args = append(p.options[len(p.options)-1].args, w.s)
			}
		case voc.commands[12]: // Twin
			if len(p.twins) == 0 || words[i-1].s == "" || voc.command(words[i-1].s) != "" {
				p.twins = append(p.twins, twinView{span: w.span, label: string(rune('b'+len(p.twins))) + ")", text: w.s})
			} else {
				t := &p.twins[len(p.twins)-1]
				t.end = w.end
				t.text += " " + w.s
			}
		}
	}
	return o
}

type word struct {
	span
	s string
}

func splitWords(text string) []word {
	var out []word
	start := -1
	for i := 0; i <= len(text); i++ {
		if i == len(text) || text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r' {
			if start >= 0 {
				out = append(out, word{span{start, i}, text[start:i]})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

func lineEnd(text string, off int) int {
	if i := strings.IndexByte(text[off:], '\n'); i >= 0 {
		return off + i
	}
	return len(text)
}

func isPrefixFold(w, full string) bool {
	return len(w) >= 3 && len(w) <= len(full) && strings.EqualFold(w, full[:len(w)])
}

// command returns the command w abbreviates, or "".
func (voc vocabulary) command(w string) string {
	for _, c := range voc.commands {
		if isPrefixFold(w, c) {
			return c
		}
	}
	return ""
}

func isTextCommand(voc vocabulary, kw string) bool {
	for _, i := range []int{1, 2, 3, 4, 5} {
		if kw == voc.commands[i] {
			return true
		}
	}
	return false
}

func colourOf(voc vocabulary, w string) string {
	for i, c := range voc.colours {
		if isPrefixFold(w, c) {
			return []string{"white", "black", "neutral"}[i]
		}
	}
	return ""
}

var pieceRE = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]?)((?:[a-hA-H][1-8])+)$`)

func pieceWord(voc vocabulary, w word, colour string) []pieceView {
	m := pieceRE.FindStringSubmatchIndex(w.s)
	if m == nil {
		return nil
	}
	letter := w.s[m[2]:m[3]]
	name, fairy := "", true
	for _, pc := range voc.pieces {
		if strings.EqualFold(pc[0], letter) {
			name, fairy = englishPieceName(voc, pc[0]), false
		}
	}
	if fairy {
		name = "fairy piece " + strings.ToUpper(letter)
	}
	var out []pieceView
	for k := m[4]; k+2 <= m[5]; k += 2 {
		sq := strings.ToLower(w.s[k : k+2])
		out = append(out, pieceView{color: colour, letter: letter, name: name, square: sq,
			sq: span{w.start + k, w.start + k + 2}, token: w.span, fairy: fairy})
	}
	return out
}

func englishPieceName(voc vocabulary, letter string) string {
	en := vocabularies["en"].pieces
	for i, pc := range voc.pieces {
		if pc[0] == letter {
			return en[i][1]
		}
	}
	return letter
}

// optionName returns the canonical option name w abbreviates, or "".
func optionName(w string) string {
	for _, o := range commonOptions {
		if isPrefixFold(w, o) {
			return o
		}
	}
	return ""
}

// formatSource formats like `cpls fmt`; until the parser's formatter lands it leaves the
// text alone.
func formatSource(text string) (string, bool) { return text, false }
