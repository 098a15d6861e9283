package problem

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

// This file writes what package analysis finds (TwinSolution.Analysis) in the
// problem's language: the duals as "dual" diagnostics and data, the keys' character
// as data for hovers, lenses and cpls solve -json.

// CodeDual is the code of the diagnostics of duals.
const CodeDual = "dual"

// DefaultDualSeverity is how a dual of kind k is reported unless the user chooses
// otherwise: a mating dual after a defence and the duals of help play as warnings; a
// threat dual, a short variation and a set-play dual, which judges weigh lightly, as
// information.
func DefaultDualSeverity(k analysis.Kind) parser.Severity {
	switch k {
	case analysis.MateDual, analysis.OrderDual, analysis.PromotionDual, analysis.MoveDual:
		return parser.Warning
	}
	return parser.Information
}

// DualText is one dual written out.
type DualText struct {
	Kind analysis.Kind
	// Half is the half's name with Duplex ("White's half"), else "".
	Half string
	// Message names the play after which the dual occurs and its alternatives:
	// "after 1...Tf8-b8: 2.c7*b8=D# and 2.c7*b8=L#".
	Message string
	// After is the play before the alternatives ("1...Tf8-b8"; "" for an order dual),
	// Alts the alternatives as written in Message.
	After string
	Alts  []string
	// Plies is the number of moves in After's play (the key counted even where After
	// leaves it out): 2 for a dual after a first defence.
	Plies int
	// Range is where the dual is reported: the defending piece in the diagram, else
	// the stipulation.
	Range parser.Range
}

// Duals writes the duals of a solved twin; nil when it was not analysed.
func (pr *Problem) Duals(s TwinSolution) []DualText {
	if s.Analysis == nil || s.Analysed == nil {
		return nil
	}
	tr := &twinRenderer{w: wordsFor(pr.Language), pr: pr, t: s.Twin, r: s.Analysed}
	var out []DualText
	for _, d := range s.Analysis.Duals {
		h := &s.Analysed.Halves[d.Half]
		dt := DualText{Kind: d.Kind, Range: tr.dualRange(h, d), Plies: len(d.Path)}
		if len(s.Analysed.Halves) > 1 || s.Analysed.Options.HalfDuplex {
			dt.Half = halfName(h.Attacker)
		}
		if isBattle(s.Analysed.Stipulation) {
			tr.battleDual(h, d, &dt)
		} else {
			tr.lineDual(h, d, &dt)
		}
		if dt.Half != "" {
			dt.Message += " (in " + dt.Half + ")"
		}
		out = append(out, dt)
	}
	return out
}

// DualDiagnostics are the "dual" diagnostics of a solved twin, each at its DualText's
// range with the severity sev gives its kind (DefaultDualSeverity where sev has none).
func (pr *Problem) DualDiagnostics(s TwinSolution, sev map[analysis.Kind]parser.Severity) []Diagnostic {
	var out []Diagnostic
	prefix := ""
	if s.Twin.Label != "" {
		prefix = s.Twin.Label + ") "
	}
	for _, d := range pr.Duals(s) {
		severity, ok := sev[d.Kind]
		if !ok {
			severity = DefaultDualSeverity(d.Kind)
		}
		out = append(out, Diagnostic{Diagnostic: parser.Diagnostic{Range: d.Range, Severity: severity,
			Code: CodeDual, Message: prefix + d.Message}})
	}
	return out
}

// battleDual writes a dual of direct, self or reflex play.
func (tr *twinRenderer) battleDual(h *solver.Half, d analysis.Dual, dt *DualText) {
	from := 1 // the key is left out when it is the only one
	if d.Path[0] != solver.NullMove && keyCount(h) > 1 || d.Kind == analysis.ThreatDual {
		from = 0
	}
	after, pos := tr.battlePath(h, d.Path, from)
	number := (len(d.Path)+1)/2 + 1
	if d.Kind == analysis.ThreatDual {
		pos = copyPosition(pos, h.Attacker) // the threat: the defender passes
	}
	for _, a := range d.Alts {
		dt.Alts = append(dt.Alts, oneSpace(fmt.Sprintf("%d.%s", number, tr.moveText(rules.NewOrthodox(pos), a.Moves[0], a.Goal))))
	}
	dt.After = after
	list := joinAnd(dt.Alts)
	switch d.Kind {
	case analysis.ThreatDual:
		dt.Message = fmt.Sprintf("threat dual after %s: %s", after, list)
	case analysis.SetDual:
		dt.Message = fmt.Sprintf("dual in the set play after %s: %s", after, list)
	case analysis.ShortVariation:
		dt.Message = fmt.Sprintf("short variation after %s: %s %s in %s instead of %d", after, list,
			plural(len(dt.Alts), "ends", "end"), plural(d.Length, "1 move", fmt.Sprintf("%d moves", d.Length)), d.Left)
	default:
		dt.Message = fmt.Sprintf("after %s: %s", after, list)
	}
}

// lineDual writes a dual of help or series play: the whole solutions concerned.
func (tr *twinRenderer) lineDual(h *solver.Half, d analysis.Dual, dt *DualText) {
	start := copyPosition(tr.t.Position, h.Start)
	for _, a := range d.Alts {
		line := solver.Line{Moves: append(slices.Clone(d.Path), a.Moves...)}
		dt.Alts = append(dt.Alts, oneSpace(tr.lineText(rules.NewOrthodox(start), h, line)))
	}
	list := joinAnd(dt.Alts)
	switch d.Kind {
	case analysis.OrderDual:
		dt.Message = "the same moves in another order: " + list
	case analysis.PromotionDual:
		dt.Message = "promotion dual: " + list
	default:
		dt.Message = "dual: another move also completes the solution: " + list
	}
	if len(d.Path) > 0 {
		dt.After = oneSpace(tr.lineText(rules.NewOrthodox(start), h, solver.Line{Moves: d.Path}))
	}
}

// battlePath writes the play path of battle play from its move first on ("1...Tf8-b8",
// "1.Qa7-f2 Tf8-b8 2.Qf2-e3 Tb8-b7"), and returns the position after it (a copy).
// Path[0] is the key, or NullMove when the defender moves first.
func (tr *twinRenderer) battlePath(h *solver.Half, path []movegen.Move, first int) (string, *movegen.Position) {
	side := h.Start
	if path[0] == solver.NullMove {
		side, first = h.Start.Other(), max(first, 1)
	}
	pos := copyPosition(tr.t.Position, side)
	var sb strings.Builder
	for i, m := range path {
		if m == solver.NullMove {
			continue
		}
		if i >= first {
			text := oneSpace(tr.moveText(rules.NewOrthodox(pos), m, false))
			switch {
			case i%2 == 0:
				if sb.Len() > 0 {
					sb.WriteByte(' ')
				}
				fmt.Fprintf(&sb, "%d.%s", i/2+1, text)
			case sb.Len() == 0:
				fmt.Fprintf(&sb, "%d...%s", (i+1)/2, text)
			default:
				sb.WriteString(" " + text)
			}
		}
		pos.Make(m)
	}
	return sb.String(), copyPosition(pos, pos.SideToMove())
}

// dualRange is where a dual is reported: the piece whose move it follows (the defence;
// the key for a threat dual; in help play the first move that differs), if that piece
// still stands on its diagram square, else the stipulation.
func (tr *twinRenderer) dualRange(h *solver.Half, d analysis.Dual) parser.Range {
	var m movegen.Move
	played := d.Path
	switch {
	case isBattle(tr.r.Stipulation) && len(d.Path) > 0:
		m, played = d.Path[len(d.Path)-1], d.Path[:len(d.Path)-1]
	case len(d.Alts) > 0 && len(d.Alts[0].Moves) > 0:
		m = d.Alts[0].Moves[0]
	}
	if m == solver.NullMove {
		return tr.pr.stipulationRange(tr.t)
	}
	for _, p := range played {
		if p != solver.NullMove && (p.From() == m.From() || p.To() == m.From()) {
			return tr.pr.stipulationRange(tr.t)
		}
	}
	return tr.pr.pieceRange(tr.t, m.From())
}

// keyCount is the number of keys of a half.
func keyCount(h *solver.Half) int {
	n := 0
	for _, k := range h.Keys {
		if k.Mark == solver.Key {
			n++
		}
	}
	return n
}

// joinAnd joins "a", "a and b", "a, b and c".
func joinAnd(ss []string) string {
	if len(ss) <= 1 {
		return strings.Join(ss, "")
	}
	return strings.Join(ss[:len(ss)-1], ", ") + " and " + ss[len(ss)-1]
}

// plural is one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// KeyText is the character of one key or try, written in the problem's language.
type KeyText struct {
	// Half is the half's name with Duplex ("White's half"), else "".
	Half string `json:"half,omitempty"`
	// Move is the key ("1.Qa7-f2!") or try ("1.Qa7-f2?"), From its piece's square.
	Move string         `json:"move"`
	From movegen.Square `json:"-"`
	Try  bool           `json:"try,omitempty"`
	// Refutations of a try: "1...Tf8-b8!".
	Refutations []string `json:"refutations,omitempty"`
	// Tags are analysis.Key.Tags: "check", "capture", "flight-giving", "waiting", …
	Tags []string `json:"tags"`
	// Given and Taken are the flights the key gives and takes ("e4").
	Given []string `json:"flights_given,omitempty"`
	Taken []string `json:"flights_taken,omitempty"`
	// Pins and Unpins are the pieces it pins and unpins, as twin headings write them:
	// colour letter, piece letter, square ("bRf8", "sTf8").
	Pins   []string `json:"pins,omitempty"`
	Unpins []string `json:"unpins,omitempty"`
	// Threats are the threatened moves ("2.Qe4#").
	Threats []string `json:"threats,omitempty"`
	// Changed, Added and Lost are variations against the set play:
	// "1...Tf8-b8 2.Qe4# (set 2.Rf5#)", "1...Tf8-b8 2.Qe4#", "1...Tf8-b8 (set 2.Rf5#)".
	Changed []VariationText `json:"changed,omitempty"`
	Added   []VariationText `json:"added,omitempty"`
	Lost    []VariationText `json:"lost,omitempty"`
}

// KeyTexts writes the keys and tries of a solved twin as the analysis describes them;
// nil when it was not analysed for the key's character.
func (pr *Problem) KeyTexts(s TwinSolution) []KeyText {
	if s.Analysis == nil || s.Analysed == nil {
		return nil
	}
	w := wordsFor(pr.Language)
	tr := &twinRenderer{w: w, pr: pr, t: s.Twin, r: s.Analysed}
	var out []KeyText
	for _, k := range s.Analysis.Keys {
		h := &s.Analysed.Halves[k.Half]
		start := copyPosition(s.Twin.Position, h.Start)
		kt := KeyText{From: k.Move.From(), Try: k.Try, Tags: k.Tags()}
		if len(s.Analysed.Halves) > 1 || s.Analysed.Options.HalfDuplex {
			kt.Half = halfName(h.Attacker)
		}
		mark := "!"
		if k.Try {
			mark = "?"
		}
		kt.Move = oneSpace("1."+tr.moveText(rules.NewOrthodox(start), k.Move, false)) + mark
		start.Make(k.Move)
		after := copyPosition(start, start.SideToMove())
		for _, r := range k.Refutations {
			kt.Refutations = append(kt.Refutations, oneSpace("1..."+tr.moveText(rules.NewOrthodox(after), r, false))+"!")
		}
		threatPos := copyPosition(after, h.Attacker)
		for _, t := range k.Threats {
			kt.Threats = append(kt.Threats, oneSpace("2."+tr.moveText(rules.NewOrthodox(threatPos), t, tr.goalOf(threatPos, t))))
		}
		for _, sq := range k.Given {
			kt.Given = append(kt.Given, sq.String())
		}
		for _, sq := range k.Taken {
			kt.Taken = append(kt.Taken, sq.String())
		}
		pin := func(p analysis.Pin) string {
			return string(w.colour[p.Piece.Color()]) + string(movegen.PieceLetter(p.Piece.Type(), w.lang)) + p.Square.String()
		}
		for _, p := range k.Pins {
			kt.Pins = append(kt.Pins, pin(p))
		}
		for _, p := range k.Unpins {
			kt.Unpins = append(kt.Unpins, pin(p))
		}
		set := copyPosition(s.Twin.Position, h.Start.Other())
		kt.Changed = tr.variations(k.Changed, after, set)
		kt.Added = tr.variations(k.Added, after, set)
		kt.Lost = tr.variations(k.Lost, after, set)
		out = append(out, kt)
	}
	return out
}

// VariationText is a variation compared with the set play: the defence, the
// continuations after the key (or try) and those of the set play.
type VariationText struct {
	Defence string   `json:"defence"`          // "1...Tf8-b8+"
	Actual  []string `json:"actual,omitempty"` // "2.c7*b8=D#"
	Set     []string `json:"set,omitempty"`    // the set play's, "2.c7-c8=S#"
}

// String writes v in English: "1...Kb2-a3 2.Qd1-b3# 2.Qd1-a1# (set 2.Qd1-b3#)".
func (v VariationText) String() string { return v.Format("set") }

// Format writes v with setWord before the set play's continuations.
func (v VariationText) Format(setWord string) string {
	text := strings.Join(append([]string{v.Defence}, v.Actual...), " ")
	if len(v.Set) > 0 {
		text += " (" + setWord + " " + strings.Join(v.Set, " ") + ")"
	}
	return text
}

// variations writes variations compared with the set play: the defence with its
// continuations after the key (played in after) and those of the set play (played in
// set).
func (tr *twinRenderer) variations(vs []analysis.Variation, after, set *movegen.Position) []VariationText {
	var out []VariationText
	for _, v := range vs {
		pos := after
		if len(v.Actual) == 0 {
			pos = set
		}
		out = append(out, VariationText{
			Defence: oneSpace("1..." + tr.moveText(rules.NewOrthodox(pos), v.Defence, false)),
			Actual:  tr.continuations(pos, v.Defence, v.Actual),
			Set:     tr.continuations(set, v.Defence, v.Set),
		})
	}
	return out
}

// continuations writes the moves ms after the defence d in pos (both legal there):
// "2.X#", "2.Y#".
func (tr *twinRenderer) continuations(pos *movegen.Position, d movegen.Move, ms []movegen.Move) []string {
	if len(ms) == 0 || !slices.Contains(pos.LegalMoves(nil), d) {
		return nil
	}
	pos = copyPosition(pos, pos.SideToMove())
	pos.Make(d)
	var out []string
	for _, m := range ms {
		out = append(out, oneSpace("2."+tr.moveText(rules.NewOrthodox(pos), m, tr.goalOf(pos, m))))
	}
	pos.Unmake()
	return out
}

// goalOf reports whether m (legal in pos) reaches the goal of a direct-play
// stipulation at once: mate or stalemate as the goal asks. In self and reflex play the
// attacker's moves never do.
func (tr *twinRenderer) goalOf(pos *movegen.Position, m movegen.Move) bool {
	if tr.r.Stipulation.Play != solver.Direct {
		return false
	}
	pos.Make(m)
	defer pos.Unmake()
	if pos.HasLegalMove() {
		return false
	}
	switch tr.r.Stipulation.Goal {
	case solver.Mate:
		return pos.InCheck()
	case solver.Stalemate, solver.DoubleStalemate:
		return !pos.InCheck()
	}
	return true
}

// AnalysisData is what the analysis found in one twin, as cpls solve -json gives it.
type AnalysisData struct {
	// Analyses are the kinds analysed ("all", or names as analysis.ParseSelection reads
	// them).
	Analyses string     `json:"analyses"`
	Duals    []DualData `json:"duals"`
	Keys     []KeyText  `json:"keys,omitempty"`
}

// DualData is one dual: its kind's name ("mate", "threat", "short", "set", "order",
// "promotion", "move"), the play after which it occurs, the alternatives and the
// message of its diagnostic.
type DualData struct {
	Kind         string   `json:"kind"`
	Half         string   `json:"half,omitempty"`
	After        string   `json:"after,omitempty"`
	Alternatives []string `json:"alternatives"`
	Message      string   `json:"message"`
	Severity     string   `json:"severity"`
}

// analysisData is s's analysis as data; nil when it was not analysed.
func (pr *Problem) analysisData(s TwinSolution, sel analysis.Selection) *AnalysisData {
	if s.Analysis == nil {
		return nil
	}
	ad := &AnalysisData{Analyses: sel.String(), Duals: []DualData{}, Keys: pr.KeyTexts(s)}
	for _, d := range pr.Duals(s) {
		ad.Duals = append(ad.Duals, DualData{Kind: d.Kind.Name(), Half: d.Half, After: d.After,
			Alternatives: d.Alts, Message: d.Message, Severity: DefaultDualSeverity(d.Kind).String()})
	}
	return ad
}

// copyPosition returns a fresh copy of p's board and castling rights with side to move;
// the en-passant square is kept only when side is the side that may capture on it. The
// analysis replays the play of orthodox twins on such copies.
func copyPosition(p *movegen.Position, side movegen.Color) *movegen.Position {
	q := movegen.NewEmpty()
	for s := movegen.Square(0); s < 64; s++ {
		if pc := p.PieceAt(s); pc != movegen.NoPiece {
			q.Put(s, pc)
		}
	}
	q.SetCastling(p.Castling())
	if ep := p.EnPassant(); ep != movegen.NoSquare && side == p.SideToMove() {
		q.SetEnPassant(ep)
	}
	q.SetSideToMove(side)
	return q
}
