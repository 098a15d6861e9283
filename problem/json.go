package problem

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// The result of solving as data (cpls solve -json): the same tree as the text, with
// every move written both in Popeye's notation of the problem's language (with its
// check or goal suffix) and in UCI.

// TwinData is one solved (or unsolvable) twin.
type TwinData struct {
	// Twin is the twin's label ("" for a problem without twins) and Heading its
	// operations as Popeye prints them.
	Twin    string `json:"twin,omitempty"`
	Heading string `json:"heading,omitempty"`
	// Stipulation as Popeye writes it.
	Stipulation string `json:"stipulation"`
	// Status is the twin's Verdict ("sound", "cooked", "no solution", "short
	// solution", "missing solution", "interrupted", "unsolvable"), or "unsupported" /
	// "not solved", or "refused" when Popeye refuses the twin (Error is its message).
	Status         string `json:"status"`
	Solutions      int    `json:"solutions"`
	ShortSolutions int    `json:"short_solutions"`
	// Intended is the number of solutions per half a Remark says are intended (0:
	// none says, one is meant).
	Intended    int        `json:"intended,omitempty"`
	Partial     bool       `json:"partial,omitempty"`
	Unsupported []string   `json:"unsupported,omitempty"`
	Error       string     `json:"error,omitempty"`
	Nodes       uint64     `json:"nodes"`
	Seconds     float64    `json:"seconds"`
	Halves      []HalfData `json:"halves,omitempty"`
	// Analysis is what the analyses asked for found (duals, the keys' character);
	// absent when none was asked for or the twin was not solved to the end.
	Analysis *AnalysisData `json:"analysis,omitempty"`
}

// HalfData is the play with one side as attacker (two halves for Duplex). Status and
// the counts judge the half on its own; Name is set with Duplex and HalfDuplex
// ("White's half": the stipulation as written, "Black's half": colours swapped).
type HalfData struct {
	Attacker       string        `json:"attacker"`
	Name           string        `json:"name,omitempty"`
	Status         string        `json:"status,omitempty"`
	Solutions      int           `json:"solutions"`
	ShortSolutions int           `json:"short_solutions"`
	SetPlay        []DefenceData `json:"set_play,omitempty"`
	Keys           []AttackData  `json:"keys,omitempty"`
	PostKey        *AttackData   `json:"post_key,omitempty"`
	SetLines       []LineData    `json:"set_lines,omitempty"`
	Lines          []LineData    `json:"lines,omitempty"`
}

// MoveData is one move.
type MoveData struct {
	Text string `json:"text"`
	UCI  string `json:"uci"`
}

// AttackData is an attacker's move (key, try, threat, continuation) and what follows.
type AttackData struct {
	Move        *MoveData     `json:"move,omitempty"` // nil for the post-key root
	Mark        string        `json:"mark,omitempty"` // "key", "try" or "goal-by-attacker" (Popeye's "?!?")
	Goal        bool          `json:"goal,omitempty"`
	Threats     []AttackData  `json:"threats,omitempty"`
	Zugzwang    bool          `json:"zugzwang,omitempty"`
	Defences    []DefenceData `json:"defences,omitempty"`
	Refutations []DefenceData `json:"refutations,omitempty"`
}

// DefenceData is a defender's move and the attacker's continuations.
type DefenceData struct {
	Move    MoveData     `json:"move"`
	Goal    bool         `json:"goal,omitempty"`
	Attacks []AttackData `json:"attacks,omitempty"`
}

// LineData is one help or series solution.
type LineData struct {
	Moves []MoveData `json:"moves"`
	Short bool       `json:"short,omitempty"`
}

// Data returns the solution of one twin as data.
func (pr *Problem) Data(s TwinSolution) TwinData {
	t := s.Twin
	d := TwinData{Twin: t.Label, Heading: t.Heading, Stipulation: t.StipText, Seconds: s.Elapsed.Seconds()}
	switch {
	case t.Refused != "" && len(t.Unsupported) == 0:
		d.Status = "refused"
		d.Error = strings.TrimSpace(t.Refused)
		return d
	case !t.Solvable():
		d.Status = "unsupported"
		d.Unsupported = dedupe(t.Unsupported)
		return d
	case s.Err != nil:
		d.Status = "not solved"
		d.Error = s.Err.Error()
		return d
	case s.Result == nil:
		d.Status = "not solved"
		return d
	}
	r := s.Result
	v, _ := pr.Verdict(s)
	d.Status = v.Status.String()
	d.Intended = t.Intended
	d.Solutions, d.ShortSolutions, d.Partial, d.Nodes = r.Solutions, r.ShortSolutions, r.Partial, r.Nodes
	tr := &twinRenderer{w: wordsFor(pr.Language), pr: pr, t: t, r: r}
	for hi := range r.Halves {
		h := &r.Halves[hi]
		hd := HalfData{Attacker: h.Attacker.String(), Solutions: h.Solutions, ShortSolutions: h.ShortSolutions}
		hd.Status = v.Status.String()
		if hi < len(v.Halves) {
			hd.Name, hd.Status = v.Halves[hi].Name, v.Halves[hi].Status.String()
		}
		set := t.startGame(h.Start.Other())
		main := t.startGame(h.Start)
		for _, df := range h.SetPlay {
			hd.SetPlay = append(hd.SetPlay, tr.defenceData(set, df))
		}
		for _, k := range h.Keys {
			hd.Keys = append(hd.Keys, tr.attackData(main, k, false))
		}
		if h.PostKey != nil {
			a := tr.attackData(set, h.PostKey, true)
			hd.PostKey = &a
		}
		for _, l := range h.SetLines {
			hd.SetLines = append(hd.SetLines, tr.lineData(set, l))
		}
		for _, l := range h.Lines {
			hd.Lines = append(hd.Lines, tr.lineData(main, l))
		}
		d.Halves = append(d.Halves, hd)
	}
	d.Analysis = pr.analysisData(s, s.Analyses)
	return d
}

func (tr *twinRenderer) move(pos Notation, m movegen.Move, goal bool) MoveData {
	return MoveData{Text: tr.moveText(pos, m, goal), UCI: m.UCI()}
}

func (tr *twinRenderer) attackData(pos Notation, a *solver.Attack, postKey bool) AttackData {
	var d AttackData
	if !postKey {
		m := tr.move(pos, a.Move, a.Goal)
		d.Move = &m
		pos.Make(a.Move)
		defer pos.Unmake()
	}
	switch a.Mark {
	case solver.Key:
		d.Mark = "key"
	case solver.TryMark:
		d.Mark = "try"
	case solver.GoalByAttacker:
		d.Mark = "goal-by-attacker"
	}
	d.Goal, d.Zugzwang = a.Goal, a.Zugzwang
	if len(a.Threats) > 0 {
		passed := threatPassed(pos)
		for _, t := range a.Threats {
			d.Threats = append(d.Threats, tr.attackData(passed, t, false))
		}
	}
	for _, df := range a.Defences {
		d.Defences = append(d.Defences, tr.defenceData(pos, df))
	}
	for _, df := range a.Refutations {
		d.Refutations = append(d.Refutations, tr.defenceData(pos, df))
	}
	return d
}

func (tr *twinRenderer) defenceData(pos Notation, df *solver.Defence) DefenceData {
	d := DefenceData{Move: tr.move(pos, df.Move, df.Goal), Goal: df.Goal}
	pos.Make(df.Move)
	for _, a := range df.Attacks {
		d.Attacks = append(d.Attacks, tr.attackData(pos, a, false))
	}
	pos.Unmake()
	return d
}

func (tr *twinRenderer) lineData(start Notation, l solver.Line) LineData {
	d := LineData{Short: l.Short}
	pos := start.Clone().(Notation)
	st := tr.r.Stipulation
	last := len(l.Moves) - 1
	for i, m := range l.Moves {
		d.Moves = append(d.Moves, tr.move(pos, m, i == last))
		pos.Make(m)
		if st.Series && i < last && (i+1 < last || st.Play == solver.Direct) {
			pos.Pass() // pos is this line's own copy
		}
	}
	return d
}
