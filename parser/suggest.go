package parser

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// maxSuggestions bounds the keywords suggested for one unknown word.
const maxSuggestions = 3

// suggest returns the keywords of tables spelt most like word: those at the smallest edit
// distance from it (transpositions count as one edit), if that is within a bound that
// grows with the word's length; at most maxSuggestions, none when nothing is near. It
// compares the whole keyword and, for an abbreviation, the keyword's start of the word's
// length, from four letters on (whole keywords first among equals). Case is ignored; a
// keyword comes back as the table spells it, the first table first among equals.
func suggest(word string, tables ...[]string) []string {
	n := utf8.RuneCountInString(word)
	limit := 0
	switch {
	case n < 3 || !hasLetter(word):
		return nil
	case n <= 4:
		limit = 1
	case n <= 8:
		limit = 2
	default:
		limit = 3
	}
	w := []rune(strings.ToLower(word))
	type candidate struct {
		kw     string
		dist   int
		prefix bool // only an abbreviation of the keyword is near
		order  int
	}
	var found []candidate
	seen := map[string]bool{}
	for _, table := range tables {
		for _, kw := range table {
			key := strings.ToLower(kw)
			if seen[key] {
				continue
			}
			seen[key] = true
			k := []rune(key)
			c := candidate{kw: kw, dist: editDistance(w, k), order: len(found)}
			if len(k) > len(w) && len(w) >= 4 {
				if d := editDistance(w, k[:len(w)]); d < c.dist {
					c.dist, c.prefix = d, true
				}
			}
			if c.dist <= limit && c.dist > 0 {
				found = append(found, c)
			}
		}
	}
	slices.SortStableFunc(found, func(a, b candidate) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		if a.prefix != b.prefix {
			if a.prefix {
				return 1
			}
			return -1
		}
		return a.order - b.order
	})
	var out []string
	for _, c := range found {
		if len(out) == maxSuggestions || c.dist > found[0].dist {
			break
		}
		out = append(out, c.kw)
	}
	return out
}

// editDistance is the optimal string alignment distance of a and b: insertions,
// deletions, substitutions and transpositions of neighbours, each one edit.
func editDistance(a, b []rune) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x80 {
			return true
		}
	}
	return false
}

// commandWords are the commands of lang spelt in full, for suggestions.
func commandWords(lang Language) []string {
	var out []string
	for _, e := range commandTables[lang] {
		out = append(out, fullKeywords()[lang][e.kind])
	}
	return out
}

// twinWords are the twinnings of lang spelt as Format writes them, for suggestions.
func twinWords(lang Language) []string {
	var out []string
	for _, t := range twinOpTables[lang] {
		out = append(out, capitalize(t))
	}
	return out
}

// unknownKeyword reports word, an unknown word where a keyword of tables is expected, over
// the range r (which may go on past word), with the keywords spelt like it as suggestions.
func (p *parser) unknownKeyword(r, word Range, tables [][]string, format string, args ...any) {
	if p.full() {
		p.report(Diagnostic{Range: r, Severity: Error, Code: CodeUnknownKeyword})
		return
	}
	p.report(Diagnostic{Range: r, Severity: Error, Code: CodeUnknownKeyword, Message: fmt.Sprintf(format, args...),
		Word: word, Suggestions: suggest(string(p.src[word.Start:word.End]), tables...)})
}
