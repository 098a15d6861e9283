package server

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/uri"
)

// FuzzStream feeds arbitrary bytes to the server's framing: it never panics, never
// stops before the input ends, and a well-formed frame after the garbage is still read.
func FuzzStream(f *testing.F) {
	f.Add([]byte("Content-Length: 2\r\n\r\n{}"))
	f.Add([]byte("Content-Length: 99999999999\r\n\r\n"))
	f.Add([]byte("Content-Length: -3\r\n\r\nxyz"))
	f.Add([]byte("\r\n\r\nContent-Type: x\r\n\r\n"))
	f.Add([]byte(`Content-Length: 40` + "\r\n\r\n" + `{"jsonrpc":"2.0","id":1,"method":"x"}   `))
	f.Fuzz(func(t *testing.T, garbage []byte) {
		good := `{"jsonrpc":"2.0","method":"cpls/probe"}`
		// The garbage ends with a complete (possibly empty) header block so that the good
		// frame is framed on its own.
		in := append(append([]byte(nil), garbage...), "\r\n\r\nContent-Length: 0\r\n\r\n"...)
		in = append(in, frame(good)...)
		var out bytes.Buffer
		s := &stream{in: bufio.NewReader(bytes.NewReader(in)), out: jsonrpc2.NewHeaderStream(nopRWC{&out}), close: nopRWC{&out}}
		sawProbe := false
		for range 10000 {
			msg, _, err := s.Read(context.Background())
			if err != nil {
				if !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Fatalf("read error other than end of input: %v", err)
				}
				break
			}
			if n, ok := msg.(*jsonrpc2.Notification); ok && n.Method() == "cpls/probe" {
				sawProbe = true
			}
		}
		// A Content-Length in the garbage may swallow the probe; only without one must it
		// come through.
		if !bytes.Contains(bytes.ToLower(garbage), []byte("content-length")) && !sawProbe {
			t.Fatalf("the frame after the garbage was lost; replies: %q", out.String())
		}
	})
}

func frame(body string) []byte {
	return []byte("Content-Length: " + itoa(len(body)) + "\r\n\r\n" + body)
}

func itoa(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}

type nopRWC struct{ w io.Writer }

func (n nopRWC) Read([]byte) (int, error)    { return 0, io.EOF }
func (n nopRWC) Write(b []byte) (int, error) { return n.w.Write(b) }
func (n nopRWC) Close() error                { return nil }

// FuzzFeatures runs every feature on arbitrary text at an arbitrary offset: parsing,
// loading and validating (package problem), outline, hover, completion, code actions,
// symbols, folding, semantic tokens, formatting and diagnostics conversion. Nothing may
// panic, and every range must lie inside the text.
func FuzzFeatures(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*", "*.txtar"))
	for _, p := range seeds {
		raw, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if in, ok := parseArchive(string(raw)).file("input.inp"); ok {
			f.Add(in, len(in)/2)
		}
	}
	examples, _ := filepath.Glob(filepath.Join("..", "examples", "*.inp"))
	for _, p := range examples {
		if raw, err := os.ReadFile(p); err == nil {
			f.Add(string(raw), 40)
		}
	}
	s := newServer(context.Background(), Options{Exit: func(int) {}})
	s.analysis.backend = noSolve{}
	f.Fuzz(func(t *testing.T, text string, off int) {
		snap := newSnapshot(uri.URI("file:///fuzz.inp"), 1, text, utf16Encoding)
		if off < 0 {
			off = -off
		}
		off %= len(text) + 1
		inText := func(what string, sp span) {
			if sp.start < 0 || sp.end > len(text) || sp.start > sp.end {
				t.Fatalf("%s: span %v outside the text (%d bytes)", what, sp, len(text))
			}
		}
		st := snap.st()
		for _, fd := range st.findings {
			inText("finding "+fd.code, span{fd.start, fd.end})
			for _, fx := range fd.fixes {
				for _, e := range fx.edits {
					inText("fix "+fx.title, span{e.start, e.end})
				}
			}
		}
		_ = snap.toProtocol(st.findings)
		if h := s.hoverAt(snap, off); h != nil {
			inText("hover", h.at)
			_ = h.markdown()
		}
		_ = completions(snap, off)
		for _, a := range s.codeActions(snap, off, min(len(text), off+3)) {
			for _, e := range a.edits {
				inText("action "+a.title, span{e.start, e.end})
			}
		}
		for _, sym := range documentSymbols(st.outline, nil) {
			inText("symbol", sym.full)
		}
		for _, sp := range foldingSpans(st.outline) {
			inText("fold", sp)
		}
		toks := semanticTokens(st.outline)
		for _, tk := range toks {
			inText("token", tk.span)
		}
		_ = snap.encodeTokens(toks)
		if out, ok := formatSource(text); ok && utf8.ValidString(text) && !strings.Contains(text, "\x00") {
			_ = out
		}
		_, _, _ = s.analysis.view(snap)
	})
}

// noSolve has units but never solves: fuzzing exercises everything but the search.
type noSolve struct{ problemSolver }

func (noSolve) solve(context.Context, *snapshot, unit, func(solveProgress)) outcome {
	return outcome{status: statusTimeout}
}
