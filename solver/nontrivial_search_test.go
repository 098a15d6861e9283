package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// ntReference is Option NonTrivial m 0 in direct play with the goal mate, searched by
// brute force without table, caches or shortcuts, as Options.NonTrivial defines it:
// at a defence node with more than two attacking moves left (the one just made
// counted), the defences after which the attacker has no mate in one are counted; more
// than budget+1 of them refute, else the budget below is budget+1 minus the count.
type ntReference struct {
	p *movegen.Position
}

// wins reports whether the attacker, to move, mates within n moves.
func (r ntReference) wins(n, budget int) bool {
	if n <= 0 {
		return false
	}
	for _, m := range r.p.LegalMoves(nil) {
		r.p.Make(m)
		ok := r.loses(n, budget)
		r.p.Unmake()
		if ok {
			return true
		}
	}
	return false
}

// loses reports whether the defender, to move after the first of n attacking moves,
// cannot avoid the mate.
func (r ntReference) loses(n, budget int) bool {
	defences := r.p.LegalMoves(nil)
	if len(defences) == 0 {
		return r.p.InCheck()
	}
	if n == 1 {
		return false
	}
	if n > 2 {
		count := 0
		for _, d := range defences {
			r.p.Make(d)
			if !r.wins(1, budget) {
				count++
			}
			r.p.Unmake()
		}
		if count > budget+1 {
			return false
		}
		budget += 1 - count
	}
	for _, d := range defences {
		r.p.Make(d)
		ok := r.wins(n-1, budget)
		r.p.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

// TestNonTrivialSearchReference: on positions of random games with few men, the count of
// nontrivial defences after each attacking move equals a count made by playing every
// defence, for limits asked in a random order (so the count's cache answers with bounds
// and exact counts), and the search's answer to "mate in 3 with NonTrivial m 0" (the
// count's cache, its refutation before the table is asked, one table for every budget)
// equals the brute-force ntReference's, with budgets at the counts' boundaries.
func TestNonTrivialSearchReference(t *testing.T) {
	fens := []string{
		"7k/8/5K2/8/8/8/1Q6/R7 w - - 0 1",
		"k7/pp6/8/8/8/8/5PPP/R3K2R w KQ - 0 1",
		"4k3/8/4K3/8/8/2B5/8/R6R w - - 0 1",
		"6k1/5p1p/6p1/8/8/8/5PPP/3R2K1 w - - 0 1",
		"1k6/8/1K6/8/8/8/6N1/2R4B w - - 0 1",
	}
	games := 10
	if testing.Short() {
		games = 5
	}
	rng := rand.New(rand.NewPCG(7, 8))
	searched, refuted, counted := 0, 0, 0
	for g := range games {
		p, err := movegen.ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for range 6 {
			// One table for every budget, as the budgets of one search share one.
			tt := newTable(tableStart)
			newSearch := func(budget int) *engine {
				cfg := config{play: Direct, goal: Mate, attacker: p.SideToMove(), nonTrivial: true, ntMax: budget}
				return newEngine(rules.NewOrthodox(p), cfg, tt, newControl(context.Background(), 0, DefaultMemoryLimit))
			}
			counts, n := checkNonTrivialCounts(t, newSearch(0), p, rng)
			counted += n
			for _, budget := range boundaryBudgets(counts, rng) {
				want := ntReference{p}.wins(3, budget)
				if got := newSearch(budget).attackWins(3); got != want {
					t.Fatalf("%s budget %d: search says mate in 3 %v, reference %v", p.FEN(), budget, got, want)
				}
				searched++
				if !want {
					refuted++
				}
			}
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if refuted == 0 || refuted == searched || counted == 0 {
		t.Fatalf("%d searches (%d without mate), %d counts: the positions test too little", searched, refuted, counted)
	}
	t.Logf("%d searches (%d without mate), %d counts", searched, refuted, counted)
}

// boundaryBudgets returns the budgets to search with: for a few of the attacking moves'
// counts c of nontrivial defences, c−1 (the most the budget allows) and c−2 (one too
// many), where an error by one in the budget's use changes the answer, and one at random.
func boundaryBudgets(counts []int, rng *rand.Rand) []int {
	budgets := []int{rng.IntN(4)}
	for range 2 {
		if c := counts[rng.IntN(len(counts))]; c >= 2 {
			budgets = append(budgets, c-1, c-2)
		}
	}
	return budgets
}

// checkNonTrivialCounts compares, after each attacking move of p (attacker to move),
// e.nonTrivialCount at limits in a random order with the defences counted by playing
// each (the counts it returns, one per move), and returns the number of counts compared.
func checkNonTrivialCounts(t *testing.T, e *engine, p *movegen.Position, rng *rand.Rand) (counts []int, counted int) {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		plain := 0
		for _, d := range p.LegalMoves(nil) {
			p.Make(d)
			if !(ntReference{p}).wins(1, 0) {
				plain++
			}
			p.Unmake()
		}
		for _, limit := range rng.Perm(plain + 2) {
			count := e.nonTrivialCount(limit)
			if plain <= limit && count != plain || plain > limit && (count <= limit || count > plain) {
				t.Fatalf("%s limit %d: count %d, %d nontrivial defences", p.FEN(), limit, count, plain)
			}
			counted++
		}
		counts = append(counts, plain)
		p.Unmake()
	}
	return counts, counted
}
