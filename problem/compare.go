package problem

import (
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Popeye's progress lines, which depend on its move order and internals: MoveNumbers
// ("  3  (Ke2-f2 )") and intelligent mode ("15 potential positions in 1+8").
var progressLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^ *[0-9]+  \(.*\)$|^[0-9]+ (potential positions in|moegliche Stellungen in|positions possibles dans) [0-9]+\+[0-9]+$`)
})

// moveLine matches a line of the solution that starts with a move number: keys, tries,
// threats, variations, help and series solutions.
var moveLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^ +[0-9]+\.`) })

// CanonicalOutput returns Popeye-style output in a form where two outputs are equal
// exactly when they agree up to the order of sibling lines: progress lines are dropped,
// consecutive move lines of the same indentation (with the lines indented under them)
// are sorted, and so are consecutive key/try blocks. Everything else — blank lines,
// headers, messages, the order of phases and twins — must match byte for byte.
func CanonicalOutput(s string) string {
	var kept []string
	for _, l := range strings.Split(s, "\n") {
		if !progressLine().MatchString(l) {
			kept = append(kept, l)
		}
	}
	// Paragraphs: runs of non-empty lines; the empty lines between them are kept as
	// separators so that blank-line differences still show.
	var out []string
	var blocks []string // consecutive key/try blocks waiting to be sorted
	flush := func() {
		sort.Strings(blocks)
		out = append(out, blocks...)
		blocks = blocks[:0]
	}
	for i := 0; i < len(kept); {
		if kept[i] == "" {
			flush()
			out = append(out, "")
			i++
			continue
		}
		j := i
		for j < len(kept) && kept[j] != "" {
			j++
		}
		para := canonicalLines(kept[i:j])
		if isKeyBlock(kept[i]) && j < len(kept) {
			// A key block and the empty line after it.
			blocks = append(blocks, para+"\n")
			i = j + 1
			continue
		}
		flush()
		out = append(out, para)
		i = j
	}
	flush()
	return strings.Join(out, "\n")
}

// isKeyBlock reports whether a paragraph starting with l is a key or try of battle play.
func isKeyBlock(l string) bool {
	return strings.HasPrefix(l, "   ") && len(l) > 3 && l[3] >= '0' && l[3] <= '9'
}

// canonicalLines sorts the sibling move lines of a paragraph, recursively.
func canonicalLines(lines []string) string {
	nodes := forest(lines)
	return strings.Join(canonicalForest(nodes), "\n")
}

type node struct {
	line     string
	children []*node
}

func indentOf(l string) int { return len(l) - len(strings.TrimLeft(l, " ")) }

// forest builds the tree of lines by indentation: a line's children are the lines after
// it that are indented deeper, up to the next line that is not.
func forest(lines []string) []*node {
	var roots []*node
	for i := 0; i < len(lines); {
		n := &node{line: lines[i]}
		j := i + 1
		for j < len(lines) && indentOf(lines[j]) > indentOf(lines[i]) {
			j++
		}
		n.children = forest(lines[i+1 : j])
		roots = append(roots, n)
		i = j
	}
	return roots
}

// canonicalForest renders nodes, sorting every run of consecutive move-line siblings.
func canonicalForest(nodes []*node) []string {
	rendered := make([]string, len(nodes))
	for i, n := range nodes {
		rendered[i] = strings.Join(append([]string{n.line}, canonicalForest(n.children)...), "\n")
	}
	for i := 0; i < len(nodes); {
		if !moveLine().MatchString(nodes[i].line) {
			i++
			continue
		}
		j := i
		for j < len(nodes) && moveLine().MatchString(nodes[j].line) {
			j++
		}
		sort.Strings(rendered[i:j])
		i = j
	}
	return rendered
}
