package server

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// Commands of workspace/executeCommand; their arguments and results are the contract
// with the VS Code extension (vscode-ext/src).
const (
	cmdBoard        = "cpls.board"        // [uri, {line, character}] → {fen, stipulation, status, title, problemIndex} | null
	cmdShowSolution = "cpls.showSolution" // [uri, problemIndex, {show}?] → {text}; shown in the editor unless show is false
	cmdGoToKey      = "cpls.goToKey"      // [uri, problemIndex, keyIndex] → {uri, range}
	cmdSolve        = "cpls.solve"        // [uri] → {text}
)

func commandNames() []string { return []string{cmdBoard, cmdShowSolution, cmdGoToKey, cmdSolve} }

// command builds a protocol.Command; arguments go out as raw JSON (LSPAny).
func command(title, name string, args ...any) protocol.Command {
	c := protocol.Command{Title: title, Command: name}
	for _, a := range args {
		b, err := json.Marshal(a)
		if err != nil {
			continue
		}
		c.Arguments = append(c.Arguments, protocol.LSPAny(b))
	}
	return c
}

// ExecuteCommand runs one of the cpls commands.
func (s *Server) ExecuteCommand(ctx context.Context, params *protocol.ExecuteCommandParams) (protocol.LSPAny, error) {
	args := params.Arguments
	arg := func(i int, v any) error {
		if i >= len(args) {
			return jsonrpc2.Errorf(jsonrpc2.InvalidParams, "%s: missing argument %d", params.Command, i+1)
		}
		if err := json.Unmarshal(args[i], v); err != nil {
			return jsonrpc2.Errorf(jsonrpc2.InvalidParams, "%s: argument %d: %v", params.Command, i+1, err)
		}
		return nil
	}
	var u string
	if err := arg(0, &u); err != nil {
		return nil, err
	}
	snap := s.snapshotOf(uri.URI(u))
	if snap == nil {
		return nil, jsonrpc2.Errorf(jsonrpc2.InvalidParams, "%s: document %s is not open", params.Command, u)
	}
	var res any
	switch params.Command {
	case cmdBoard:
		var p struct{ Line, Character uint32 }
		if err := arg(1, &p); err != nil {
			return nil, err
		}
		res = s.boardAt(snap, snap.m.offsetOf(protocol.Position{Line: p.Line, Character: p.Character}))
	case cmdShowSolution:
		var idx int
		if err := arg(1, &idx); err != nil {
			return nil, err
		}
		// An optional third argument {"show": false} says that the client shows the text
		// itself (the Neovim setup of the README opens it in a window).
		var opts struct {
			Show *bool `json:"show"`
		}
		if len(args) > 2 {
			if err := arg(2, &opts); err != nil {
				return nil, err
			}
		}
		text, err := s.solutionText(ctx, snap, idx)
		if err != nil {
			return nil, err
		}
		if opts.Show == nil || *opts.Show {
			s.goSafe("show solution", func() { s.showText(snap, idx, text) })
		}
		res = map[string]string{"text": text}
	case cmdGoToKey:
		var idx, k int
		if err := arg(1, &idx); err != nil {
			return nil, err
		}
		if err := arg(2, &k); err != nil {
			return nil, err
		}
		loc, err := s.keyLocation(ctx, snap, idx, k)
		if err != nil {
			return nil, err
		}
		s.goSafe("go to key", func() { s.reveal(snap, loc) })
		res = map[string]any{"uri": snap.uri, "range": loc.rng}
	case cmdSolve:
		var parts []string
		for i := range snap.file().ProblemCount() {
			text, err := s.solutionText(ctx, snap, i)
			if err != nil {
				return nil, err
			}
			parts = append(parts, text)
		}
		res = map[string]string{"text": strings.Join(parts, "\n")}
	default:
		return nil, jsonrpc2.Errorf(jsonrpc2.MethodNotFound, "unknown command %q", params.Command)
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, jsonrpc2.Errorf(jsonrpc2.InternalError, "%s: %v", params.Command, err)
	}
	return protocol.LSPAny(b), nil
}

// boardResult is the answer of cpls.board.
type boardResult struct {
	FEN          string `json:"fen"`
	Stipulation  string `json:"stipulation"`
	Status       string `json:"status"`
	Title        string `json:"title"`
	ProblemIndex int    `json:"problemIndex"`
}

// boardAt describes the problem (or twin) at off; nil when off is outside every problem.
func (s *Server) boardAt(snap *snapshot, off int) *boardResult {
	b, ok := snap.file().Board(off, s.analysis.states(snap))
	if !ok {
		return nil
	}
	return &boardResult{FEN: b.FEN, Stipulation: b.Stipulation, Status: b.Status, Title: b.Title, ProblemIndex: b.ProblemIndex}
}

// solveNow returns the units of problem idx and their outcomes, solving what is not
// cached within the budget. The solves are flights (flight.go): a cancelled request
// stops them unless the background analysis holds them too.
func (s *Server) solveNow(ctx context.Context, snap *snapshot, idx int) ([]feature.Unit, []feature.Outcome, error) {
	f := snap.file()
	if idx < 0 || idx >= f.ProblemCount() {
		return nil, nil, jsonrpc2.Errorf(jsonrpc2.InvalidParams, "no problem %d in %s", idx, snap.name())
	}
	budget := s.currentSettings().SolveBudget
	var units []feature.Unit
	var outs []feature.Outcome
	for _, u := range f.Units {
		if u.Problem != idx {
			continue
		}
		o, ok := s.analysis.cache.get(u.Key, budget)
		if !ok {
			// Join the background's flight for the key, or start one; a cancelled request
			// lets go of it (and so stops it unless the background needs it too).
			fl := s.analysis.flights.join(u, budget)
			s.analysis.flights.start(fl, f, u)
			select {
			case <-ctx.Done():
				s.analysis.flights.leave(fl)
				return nil, nil, protocol.ErrRequestCancelled
			case <-fl.done:
				s.analysis.flights.leave(fl)
			}
			if !fl.ok {
				return nil, nil, protocol.ErrRequestCancelled
			}
			o = fl.out
		}
		units = append(units, u)
		outs = append(outs, o)
	}
	return units, outs, nil
}

// solutionText is the Popeye-format solution of problem idx, twins included.
func (s *Server) solutionText(ctx context.Context, snap *snapshot, idx int) (string, error) {
	units, outs, err := s.solveNow(ctx, snap, idx)
	if err != nil {
		return "", err
	}
	if len(units) == 0 {
		st := s.analysis.states(snap)[idx]
		return fmt.Sprintf("Problem %d is not solved: %s\n", idx+1, st.Title()), nil
	}
	return s.analysis.backend.render(snap.file(), idx, units, outs), nil
}

// showText puts a solution in front of the user: as a document when the client can
// show one, else as a message (Neovim 0.7.2).
func (s *Server) showText(snap *snapshot, idx int, text string) {
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	if s.capabilities().showDocument {
		dir := filepath.Join(os.TempDir(), "cpls-solutions")
		name := strings.TrimSuffix(snap.name(), filepath.Ext(snap.name()))
		path := filepath.Join(dir, fmt.Sprintf("%s-problem-%d.txt", name, idx+1))
		if err := os.MkdirAll(dir, 0o755); err == nil {
			if err := os.WriteFile(path, []byte(text), 0o644); err == nil {
				yes := true
				_, err := s.client.ShowDocument(ctx, &protocol.ShowDocumentParams{URI: uri.File(path), TakeFocus: &yes})
				if err == nil {
					return
				}
				s.log.Printf("showDocument: %v", err)
			}
		}
	}
	msg := fmt.Sprintf("%s, problem %d:\n%s", snap.name(), idx+1, text)
	if err := s.client.ShowMessage(ctx, &protocol.ShowMessageParams{Type: protocol.MessageTypeInfo, Message: msg}); err != nil {
		s.log.Printf("showMessage: %v", err)
	}
}

// location is a place in a document.
type location struct {
	rng   protocol.Range
	label string
}

// keyLocation is the square of the piece that plays key k of problem idx.
func (s *Server) keyLocation(ctx context.Context, snap *snapshot, idx, k int) (location, error) {
	units, outs, err := s.solveNow(ctx, snap, idx)
	if err != nil {
		return location{}, err
	}
	at, notation, ok := snap.file().KeyLocation(idx, units, outs, k)
	if !ok {
		return location{}, jsonrpc2.Errorf(jsonrpc2.InvalidParams, "problem %d has no such key", idx+1)
	}
	return location{rng: snap.m.rangeOf(at.Start, at.End), label: notation}, nil
}

// reveal moves the user's cursor to loc when the client can, else tells where it is.
func (s *Server) reveal(snap *snapshot, loc location) {
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	if s.capabilities().showDocument {
		r := loc.rng
		if _, err := s.client.ShowDocument(ctx, &protocol.ShowDocumentParams{URI: snap.uri, Selection: &r}); err == nil {
			return
		}
	}
	msg := fmt.Sprintf("Key %s: line %d, column %d", loc.label, loc.rng.Start.Line+1, loc.rng.Start.Character+1)
	_ = s.client.ShowMessage(ctx, &protocol.ShowMessageParams{Type: protocol.MessageTypeInfo, Message: msg})
}
