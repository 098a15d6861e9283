package problem

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// Status is what solving a twin, or one half of a duplex, comes to for its composer:
// the solver's classification read against the intended number of solutions
// (solver.Classify). A twin with several halves has the worst of theirs
// (Status.Severity).
type Status = solver.Status

// The statuses, as Verdict gives them.
const (
	// Sound: exactly the intended number of keys or full-length solutions (one unless
	// a Remark says otherwise) and nothing shorter.
	Sound = solver.Sound
	// Cooked: more keys or full-length solutions than intended.
	Cooked = solver.Cooked
	// NoSolution: no key or solution at all.
	NoSolution = solver.NoSolution
	// ShortSolution: a key or solution that reaches the goal sooner than stipulated.
	ShortSolution = solver.ShortSolution
	// MissingSolution: fewer full-length solutions than intended, but at least one.
	MissingSolution = solver.MissingSolution
	// Interrupted: the solver stopped before it finished (TwinSolution.Stop says why).
	Interrupted = solver.Interrupted
	// Unsolvable: the diagram cannot be solved as given (the side not to move is in
	// check).
	Unsolvable = solver.Unsolvable
)

// Verdict is the judgement of one solved twin.
type Verdict struct {
	Status Status
	// Intended is the number of keys or full-length solutions meant per half: one,
	// or what a Remark states (Stated is then true).
	Intended int
	Stated   bool
	// Halves has one entry per half of a Duplex or HalfDuplex, none otherwise.
	Halves []HalfVerdict
	// Summary is the status in a few words, as the editor's code lens and status bar
	// show it: "sound: 1.Qa7-f2!", "cooked: 2 keys", "cooked: 3 solutions, 2 intended",
	// "sound in both halves", "cooked in Black's half: 2 solutions; sound in White's
	// half".
	Summary string
}

// HalfVerdict is the judgement of one half of a duplex.
type HalfVerdict struct {
	// Name is "White's half" (the stipulation as written) or "Black's half" (colours
	// swapped).
	Name           string
	Status         Status
	Solutions      int
	ShortSolutions int
}

// halfName names the half with attacker in White's role.
func halfName(attacker movegen.Color) string {
	if attacker == movegen.Black {
		return "Black's half"
	}
	return "White's half"
}

// Verdict judges a solved twin; ok is false when it was not solved.
func (pr *Problem) Verdict(s TwinSolution) (v Verdict, ok bool) {
	r := s.Result
	if r == nil || s.Err != nil {
		return Verdict{}, false
	}
	v.Intended, v.Stated = 1, s.Twin.Intended > 0
	if v.Stated {
		v.Intended = s.Twin.Intended
	}
	named := len(r.Halves) > 1 || r.Options.HalfDuplex
	for _, h := range r.Halves {
		unsolvable := h.Status == solver.Unsolvable
		hv := HalfVerdict{Status: solver.Classify(h.Solutions, h.ShortSolutions, v.Intended, unsolvable, r.Partial),
			Solutions: h.Solutions, ShortSolutions: h.ShortSolutions}
		if named {
			hv.Name = halfName(h.Attacker)
		}
		if hv.Status.Severity() > v.Status.Severity() {
			v.Status = hv.Status
		}
		v.Halves = append(v.Halves, hv)
	}
	if r.Status == solver.Interrupted {
		v.Status = Interrupted
	}
	v.Summary = pr.summary(s, v)
	if !named {
		v.Halves = nil
	}
	return v, true
}

// summary writes the status line of a verdict (Verdict.Summary).
func (pr *Problem) summary(s TwinSolution, v Verdict) string {
	r := s.Result
	switch v.Status {
	case Interrupted:
		return "interrupted"
	case Unsolvable:
		if len(v.Halves) < 2 {
			return "not solved: the side to play can capture the king"
		}
	}
	if len(v.Halves) == 1 && v.Halves[0].Name == "" {
		h := v.Halves[0]
		text := v.halfText(h, isBattle(r.Stipulation))
		if h.Status == Sound && v.Intended == 1 {
			if sols := pr.solutionTexts(s.Twin, r); len(sols) > 0 {
				text += ": " + sols[0].Text
			}
		}
		return text
	}
	// Halves with the same status are named together.
	var parts []string
	if len(v.Halves) == 2 && v.Halves[0].Status == v.Halves[1].Status &&
		v.halfText(v.Halves[0], isBattle(r.Stipulation)) == v.halfText(v.Halves[1], isBattle(r.Stipulation)) {
		return inHalf(v.halfText(v.Halves[0], isBattle(r.Stipulation)), "both halves")
	}
	for _, h := range v.Halves {
		parts = append(parts, inHalf(v.halfText(h, isBattle(r.Stipulation)), h.Name))
	}
	return strings.Join(parts, "; ")
}

// inHalf puts "in <half>" after the status word of text: "cooked: 2 keys" becomes
// "cooked in Black's half: 2 keys".
func inHalf(text, half string) string {
	if i := strings.Index(text, ":"); i >= 0 {
		return text[:i] + " in " + half + text[i:]
	}
	return text + " in " + half
}

// halfText is the status of one half in words: "sound", "cooked: 2 keys", "cooked: 3
// solutions, 2 intended", "no solution", "2 short solutions", "1 solution of 2
// intended" (MissingSolution).
func (v Verdict) halfText(h HalfVerdict, battle bool) string {
	noun := func(n int) string { return countNoun(n, battle) }
	switch h.Status {
	case Sound:
		if v.Stated && v.Intended > 1 {
			return "sound: " + noun(h.Solutions)
		}
		return "sound"
	case Cooked:
		if v.Stated {
			return fmt.Sprintf("cooked: %s, %d intended", noun(h.Solutions), v.Intended)
		}
		return "cooked: " + noun(h.Solutions)
	case NoSolution:
		return "no solution"
	case ShortSolution:
		if h.ShortSolutions > 1 {
			return strconv.Itoa(h.ShortSolutions) + " short solutions"
		}
		return "short solution"
	case MissingSolution:
		return fmt.Sprintf("%s of %d intended", noun(h.Solutions), v.Intended)
	case Unsolvable:
		return "not solved (the side to play can capture the king)"
	}
	return h.Status.String()
}

// countNoun counts keys (battle play) or solutions: "1 key", "2 keys", "3 solutions".
func countNoun(n int, battle bool) string {
	switch {
	case battle && n == 1:
		return "1 key"
	case battle:
		return strconv.Itoa(n) + " keys"
	case n == 1:
		return "1 solution"
	}
	return strconv.Itoa(n) + " solutions"
}
