package server

import (
	"context"
	"encoding/json"
	"time"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/protocol"
)

// settings are the user's choices, section "cpls" of the editor's configuration (the
// README's editor setup): cpls.solveBudgetMs, cpls.solveMemoryMB and cpls.debounceMs.
// cpls.path and cpls.extraExtensions belong to the VS Code extension and are ignored
// here.
type settings struct {
	SolveBudget time.Duration // per problem or twin
	SolveMemory int64         // bytes one solve may take; 0: the solver's default
	Debounce    time.Duration // quiet time after an edit before solving starts
	// Analysis says which analyses are shown (cpls.analyses: duals as diagnostics, the
	// key's character in hovers and lenses) and the severity of each kind of dual
	// (cpls.dualSeverity).
	Analysis feature.AnalysisSettings
}

func defaultSettings() settings {
	return settings{SolveBudget: 10 * time.Second, Debounce: 300 * time.Millisecond, Analysis: feature.DefaultAnalysisSettings()}
}

// rawSettings is the JSON shape; the section may come flat or wrapped in "cpls", and
// VS Code sends dotted keys flattened into objects.
type rawSettings struct {
	SolveBudgetMs *float64          `json:"solveBudgetMs"`
	SolveMemoryMB *float64          `json:"solveMemoryMB"`
	DebounceMs    *float64          `json:"debounceMs"`
	Analyses      json.RawMessage   `json:"analyses"`     // "all", "mate,threat" or ["mate", "key"]
	DualSeverity  map[string]string `json:"dualSeverity"` // {"threat": "hint"}
	Cpls          *rawSettings      `json:"cpls"`
}

// merge returns s with the values present in raw; malformed input changes nothing.
func (s settings) merge(raw []byte) settings {
	var r rawSettings
	if err := json.Unmarshal(raw, &r); err != nil {
		return s
	}
	for _, v := range []*rawSettings{&r, r.Cpls} {
		if v == nil {
			continue
		}
		if v.SolveBudgetMs != nil && *v.SolveBudgetMs > 0 {
			s.SolveBudget = time.Duration(*v.SolveBudgetMs * float64(time.Millisecond))
		}
		if v.SolveMemoryMB != nil && *v.SolveMemoryMB > 0 && *v.SolveMemoryMB < 1<<20 {
			s.SolveMemory = int64(*v.SolveMemoryMB * (1 << 20))
		}
		if v.DebounceMs != nil && *v.DebounceMs >= 0 {
			s.Debounce = time.Duration(*v.DebounceMs * float64(time.Millisecond))
		}
		s.Analysis = v.analysis(s.Analysis)
	}
	return s
}

// analysis returns cur with the analyses and severities r gives; what cannot be read
// changes nothing.
func (r *rawSettings) analysis(cur feature.AnalysisSettings) feature.AnalysisSettings {
	if len(r.Analyses) == 0 && r.DualSeverity == nil {
		return cur
	}
	kinds := []string{cur.Kinds.String()}
	var one string
	var list []string
	switch {
	case json.Unmarshal(r.Analyses, &one) == nil:
		kinds = []string{one}
	case json.Unmarshal(r.Analyses, &list) == nil:
		kinds = list
		if len(list) == 0 {
			kinds = []string{"none"}
		}
	}
	sev := map[string]string{}
	for k, v := range cur.Severity {
		sev[k.Name()] = v.String()
	}
	for k, v := range r.DualSeverity {
		sev[k] = v
	}
	a, err := feature.ParseAnalysisSettings(kinds, sev)
	if err != nil {
		return cur
	}
	return a
}

func (s *Server) currentSettings() settings {
	s.stateMu.Lock()
	defer s.stateMu.Unlock()
	return s.settings
}

// DidChangeConfiguration takes pushed settings and then asks for the section again
// (VS Code pushes null and expects the server to pull).
func (s *Server) DidChangeConfiguration(ctx context.Context, params *protocol.DidChangeConfigurationParams) error {
	if len(params.Settings) > 0 {
		s.mergeSettings(params.Settings)
	}
	s.goSafe("configuration", func() {
		s.pullConfiguration()
		s.analysis.republish()
	})
	return nil
}

// pullConfiguration asks the client for section "cpls". It must not run on the reader
// goroutine: the answer arrives through it.
func (s *Server) pullConfiguration() {
	if !s.capabilities().configuration {
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	section := "cpls"
	res, err := s.client.Configuration(ctx, &protocol.ConfigurationParams{Items: []protocol.ConfigurationItem{{Section: &section}}})
	if err != nil || len(res) == 0 {
		if err != nil {
			s.log.Printf("workspace/configuration: %v", err)
		}
		return
	}
	s.mergeSettings(res[0])
}

// mergeSettings takes the settings in raw. A new memory budget forgets the outcomes of
// solves that ran out of memory, so that they are solved again, as a longer time budget
// does for timeouts (outcomeCache.get).
func (s *Server) mergeSettings(raw []byte) {
	s.stateMu.Lock()
	old := s.settings
	s.settings = s.settings.merge(raw)
	changed := s.settings.SolveMemory != old.SolveMemory
	s.stateMu.Unlock()
	if changed {
		s.analysis.cache.forget(feature.Outcome.OutOfMemory)
	}
}
