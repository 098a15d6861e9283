package server

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden sections of testdata/*/*.txtar")

// archive is a txtar archive: a comment, then files "-- name --".
type archive struct {
	comment string
	files   []archiveFile
}

type archiveFile struct {
	name string
	data string
}

func parseArchive(data string) archive {
	var a archive
	cur := -1
	for _, line := range strings.SplitAfter(data, "\n") {
		trimmed := strings.TrimRight(line, "\r\n")
		if strings.HasPrefix(trimmed, "-- ") && strings.HasSuffix(trimmed, " --") && len(trimmed) > 6 {
			a.files = append(a.files, archiveFile{name: strings.TrimSpace(trimmed[3 : len(trimmed)-3])})
			cur = len(a.files) - 1
			continue
		}
		if cur < 0 {
			a.comment += line
		} else {
			a.files[cur].data += line
		}
	}
	return a
}

func (a archive) format() string {
	var b strings.Builder
	b.WriteString(a.comment)
	for _, f := range a.files {
		fmt.Fprintf(&b, "-- %s --\n", f.name)
		b.WriteString(f.data)
		if f.data != "" && !strings.HasSuffix(f.data, "\n") {
			b.WriteString("\n")
		}
	}
	return b.String()
}

func (a archive) file(name string) (string, bool) {
	for _, f := range a.files {
		if f.name == name {
			return f.data, true
		}
	}
	return "", false
}

func (a *archive) set(name, data string) {
	for i := range a.files {
		if a.files[i].name == name {
			a.files[i].data = data
			return
		}
	}
	a.files = append(a.files, archiveFile{name: name, data: data})
}

// TestFeatures runs the case files of testdata/<feature>/*.txtar. Each archive holds the
// document ("input.inp"), directives in its comment (one per line, see runDirective),
// and the expected output ("want"). -update rewrites "want".
func TestFeatures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*", "*.txtar"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		name := strings.TrimSuffix(filepath.ToSlash(path)[len("testdata/"):], ".txtar")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(path)
			require.NoError(t, err)
			a := parseArchive(string(raw))
			input, ok := a.file("input.inp")
			require.True(t, ok, "no input.inp in %s", path)
			got := runCase(t, a.comment, input)
			if *update {
				a.set("want", got)
				require.NoError(t, os.WriteFile(path, []byte(a.format()), 0o644))
				return
			}
			want, _ := a.file("want")
			require.Equal(t, want, got, "%s (run with -update to accept)", path)
		})
	}
}

// runCase opens input in a fresh session, runs the directives and returns their output.
func runCase(t *testing.T, comment, input string) string {
	opts := clientOptions{initOptions: map[string]any{"debounceMs": 0, "solveBudgetMs": 20000}}
	if strings.Contains(comment, "\nfake-solver\n") || strings.HasPrefix(comment, "fake-solver\n") {
		opts.backend = newFakeSolver()
	}
	for _, line := range strings.Split(comment, "\n") {
		if js, ok := strings.CutPrefix(strings.TrimSpace(line), "init "); ok {
			require.NoError(t, json.Unmarshal([]byte(js), &opts.initOptions), line)
		}
	}
	c := newClient(t, opts)
	const uri = "file:///case/input.inp"
	c.open(uri, input)
	var out bytes.Buffer
	for _, line := range strings.Split(comment, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") || line == "fake-solver" || strings.HasPrefix(line, "init ") {
			continue
		}
		fmt.Fprintf(&out, "## %s\n", line)
		out.WriteString(runDirective(t, c, uri, input, line))
		if !strings.HasSuffix(out.String(), "\n") {
			out.WriteString("\n")
		}
	}
	return out.String()
}

// runDirective runs one directive:
//
//	diagnostics                  the settled diagnostics of the document
//	hover NEEDLE [+N]            hover at the N-th byte after the start of the first NEEDLE
//	codeaction NEEDLE [+N]       code actions at that place, with their edits and commands
//	command NAME ARGS…           workspace/executeCommand; ARGS are JSON, $URI is the document
//	symbols | folding | format | tokens | lens
//	complete NEEDLE [+N]         completion labels at that place
//	fake-solver                  (anywhere) solve with the test's fake solver
//	init JSON                    (anywhere) more initializationOptions, e.g. {"analyses": "mate"}
//
// NEEDLE is a Go-quoted string when it holds spaces.
func runDirective(t *testing.T, c *fakeClient, uri, input, line string) string {
	verb, rest, _ := strings.Cut(line, " ")
	at := func() map[string]any {
		needle, off := parseNeedle(t, rest)
		i := strings.Index(input, needle)
		require.GreaterOrEqual(t, i, 0, "needle %q not found", needle)
		m := newMapper(input, utf16Encoding)
		l, ch := m.position(i + off)
		return docPos(uri, int(l), int(ch))
	}
	switch verb {
	case "diagnostics":
		diags := c.waitSettled(uri, 1)
		return formatDiagnostics(input, diags)
	case "hover":
		c.waitSettled(uri, 1)
		var h struct {
			Contents struct {
				Kind  string `json:"kind"`
				Value string `json:"value"`
			} `json:"contents"`
			Range *wireRange `json:"range"`
		}
		var raw json.RawMessage
		c.mustCall("textDocument/hover", at(), &raw)
		if string(raw) == "null" {
			return "null\n"
		}
		require.NoError(t, json.Unmarshal(raw, &h))
		r := ""
		if h.Range != nil {
			r = h.Range.String()
		}
		return fmt.Sprintf("kind: %s range: %s\n%s\n", h.Contents.Kind, r, h.Contents.Value)
	case "codeaction":
		c.waitSettled(uri, 1)
		p := at()
		p["range"] = map[string]any{"start": p["position"], "end": p["position"]}
		delete(p, "position")
		p["context"] = map[string]any{"diagnostics": []any{}}
		var raw json.RawMessage
		c.mustCall("textDocument/codeAction", p, &raw)
		return indentJSON(raw)
	case "command":
		c.waitSettled(uri, 1)
		name, args, _ := strings.Cut(rest, " ")
		args = strings.ReplaceAll(args, "$URI", strconv.Quote(uri))
		var arguments []json.RawMessage
		require.NoError(t, json.Unmarshal([]byte("["+strings.Join(strings.Fields(args), ",")+"]"), &arguments))
		var raw json.RawMessage
		err := c.call("workspace/executeCommand", map[string]any{"command": name, "arguments": arguments}, &raw)
		if err != nil {
			return "error: " + err.Error() + "\n"
		}
		return indentJSON(raw)
	case "symbols", "folding", "format", "tokens", "lens":
		if verb == "lens" || verb == "symbols" {
			c.waitSettled(uri, 1)
		}
		method := map[string]string{"symbols": "textDocument/documentSymbol", "folding": "textDocument/foldingRange",
			"format": "textDocument/formatting", "tokens": "textDocument/semanticTokens/full", "lens": "textDocument/codeLens"}[verb]
		p := map[string]any{"textDocument": map[string]any{"uri": uri}}
		if verb == "format" {
			p["options"] = map[string]any{"tabSize": 4, "insertSpaces": true}
		}
		var raw json.RawMessage
		c.mustCall(method, p, &raw)
		if verb == "tokens" {
			return formatTokens(t, input, raw)
		}
		return indentJSON(raw)
	case "complete":
		var list struct {
			Items []struct {
				Label  string `json:"label"`
				Detail string `json:"detail"`
			} `json:"items"`
		}
		var raw json.RawMessage
		c.mustCall("textDocument/completion", at(), &raw)
		if string(raw) == "null" {
			return "null\n"
		}
		if err := json.Unmarshal(raw, &list); err != nil { // a bare array
			require.NoError(t, json.Unmarshal(raw, &list.Items))
		}
		var b strings.Builder
		for _, it := range list.Items {
			fmt.Fprintf(&b, "%s\t%s\n", it.Label, it.Detail)
		}
		return b.String()
	}
	t.Fatalf("unknown directive %q", line)
	return ""
}

func parseNeedle(t *testing.T, s string) (string, int) {
	s = strings.TrimSpace(s)
	needle := s
	if strings.HasPrefix(s, `"`) {
		q, err := strconv.QuotedPrefix(s)
		require.NoError(t, err)
		needle, _ = strconv.Unquote(q)
		s = strings.TrimSpace(s[len(q):])
	} else {
		needle, s, _ = strings.Cut(s, " ")
	}
	off := 0
	if strings.HasPrefix(s, "+") {
		n, err := strconv.Atoi(s[1:])
		require.NoError(t, err)
		off = n
	}
	return needle, off
}

// formatDiagnostics prints each diagnostic with its range and the text it covers.
func formatDiagnostics(input string, diags []wireDiagnostic) string {
	m := newMapper(input, utf16Encoding)
	sort.SliceStable(diags, func(i, j int) bool {
		a, b := diags[i].Range.Start, diags[j].Range.Start
		return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
	})
	var b strings.Builder
	for _, d := range diags {
		s, _ := m.offset(uint32(d.Range.Start.Line), uint32(d.Range.Start.Character))
		e, _ := m.offset(uint32(d.Range.End.Line), uint32(d.Range.End.Character))
		fmt.Fprintf(&b, "%s %s [%v] %q: %v\n", d.Range, severityName(d.Severity), d.Code, input[s:max(s, e)], d.Message)
	}
	if len(diags) == 0 {
		b.WriteString("(none)\n")
	}
	return b.String()
}

func severityName(s int) string {
	switch s {
	case 1:
		return "error"
	case 2:
		return "warning"
	case 3:
		return "info"
	case 4:
		return "hint"
	}
	return strconv.Itoa(s)
}

func indentJSON(raw json.RawMessage) string {
	var b bytes.Buffer
	if err := json.Indent(&b, raw, "", "  "); err != nil {
		return string(raw) + "\n"
	}
	return b.String() + "\n"
}

// formatTokens decodes semantic tokens into "line:col text type" lines.
func formatTokens(t *testing.T, input string, raw json.RawMessage) string {
	var st struct {
		Data []int `json:"data"`
	}
	require.NoError(t, json.Unmarshal(raw, &st))
	legend := semanticLegend()
	m := newMapper(input, utf16Encoding)
	var b strings.Builder
	line, char := 0, 0
	for i := 0; i+5 <= len(st.Data); i += 5 {
		dl, dc, length, typ, mods := st.Data[i], st.Data[i+1], st.Data[i+2], st.Data[i+3], st.Data[i+4]
		if dl > 0 {
			line, char = line+dl, dc
		} else {
			char += dc
		}
		s, _ := m.offset(uint32(line), uint32(char))
		e, _ := m.offset(uint32(line), uint32(char+length))
		name := "?"
		if typ < len(legend.TokenTypes) {
			name = legend.TokenTypes[typ]
		}
		for bit, m := range legend.TokenModifiers {
			if mods&(1<<bit) != 0 {
				name += "." + m
			}
		}
		fmt.Fprintf(&b, "%d:%d %q %s\n", line, char, input[s:e], name)
	}
	return b.String()
}
