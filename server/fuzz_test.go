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
	"time"
	"unicode/utf8"

	"github.com/cpls-dev/cpls/feature"
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
	s := newServer(context.Background(), Options{Exit: func(int) {}, backend: noSolve{}})
	f.Fuzz(func(t *testing.T, text string, off int) {
		snap := newSnapshot(uri.URI("file:///fuzz.inp"), 1, newMapper(text, utf16Encoding), s.load)
		if off < 0 {
			off = -off
		}
		off %= len(text) + 1
		inText := func(what string, sp feature.Span) {
			if sp.Start < 0 || sp.End > len(text) || sp.Start > sp.End {
				t.Fatalf("%s: span %v outside the text (%d bytes)", what, sp, len(text))
			}
		}
		file := snap.file()
		for _, fd := range file.Findings {
			inText("finding "+fd.Code, feature.Span{Start: fd.Start, End: fd.End})
			for _, fx := range fd.Fixes {
				for _, e := range fx.Edits {
					inText("fix "+fx.Title, feature.Span{Start: e.Start, End: e.End})
				}
			}
		}
		_ = toProtocol(snap, file.Findings)
		problems := s.analysis.states(snap)
		if h := file.Hover(off, problems); h != nil {
			inText("hover", h.At)
			_ = h.Markdown()
		}
		_ = file.Completions(off)
		for _, a := range s.codeActions(snap, off, min(len(text), off+3)) {
			for _, e := range a.Edits {
				inText("action "+a.Title, feature.Span{Start: e.Start, End: e.End})
			}
		}
		for _, sym := range file.Symbols(nil) {
			inText("symbol", sym.Full)
		}
		for _, sp := range file.FoldingSpans() {
			inText("fold", sp)
		}
		toks := file.Tokens()
		for _, tk := range toks {
			inText("token", tk.Span)
		}
		_ = encodeTokens(snap.m, toks)
		if out, ok := feature.Format(text); ok && utf8.ValidString(text) && !strings.Contains(text, "\x00") {
			_ = out
		}
		_, _, _ = s.analysis.view(snap)
	})
}

// noSolve has units but never solves: fuzzing exercises everything but the search.
type noSolve struct{ problemSolver }

func (noSolve) solve(context.Context, *feature.File, feature.Unit, time.Duration, *feature.Tracker) feature.Outcome {
	return feature.Outcome{Status: feature.StatusTimeout}
}
