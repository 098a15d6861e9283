package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

// progressLine shows on the last line of a terminal (stderr) how a solve is going: the
// problem, the first moves done and the time so far. It is redrawn every half second
// and cleared before anything else is written to stdout or stderr, so it never mixes
// with the solution; only solve uses it, and only when stderr is a terminal.
type progressLine struct {
	term io.Writer

	mu      sync.Mutex
	active  bool      // a problem is being solved
	shown   bool      // the line is on the screen
	name    string    // the problem
	started time.Time // when its solve started
	status  string    // where the search is
	ticker  *time.Ticker
	done    chan struct{}
	stopped bool
}

// clearLine returns to the start of the line and erases it.
const clearLine = "\r\033[K"

func newProgressLine(term io.Writer) *progressLine {
	p := &progressLine{term: term, ticker: time.NewTicker(500 * time.Millisecond), done: make(chan struct{})}
	go func() {
		for {
			select {
			case <-p.ticker.C:
				p.mu.Lock()
				p.draw()
				p.mu.Unlock()
			case <-p.done:
				return
			}
		}
	}()
	return p
}

// reporter starts the line for problem pr (called name) and returns what the solve
// reports its progress to.
func (p *progressLine) reporter(name string, pr *problem.Problem) func(int, solver.Progress) {
	p.mu.Lock()
	p.active, p.name, p.started, p.status = true, name, time.Now(), "starting"
	p.draw()
	p.mu.Unlock()
	return func(twin int, pg solver.Progress) {
		t := pr.Twins[twin]
		s := t.StipText
		if t.Label != "" {
			s = t.Label + ") " + s
		}
		if pg.Phase.Set {
			s += " set play"
		}
		st := t.Stipulation
		switch {
		case st.Series:
			s += fmt.Sprintf(", %d of %d moves", pg.Length, st.Moves)
		case st.Play == solver.Help:
			s += fmt.Sprintf(", %d half moves", pg.Length)
		}
		s += fmt.Sprintf(": %d/%d first moves", pg.Done, pg.Total)
		p.mu.Lock()
		p.status = s
		p.mu.Unlock()
	}
}

// idle clears the line: nothing is being solved.
func (p *progressLine) idle() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.active = false
	p.clear()
}

// stop clears the line for good.
func (p *progressLine) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	p.stopped, p.active = true, false
	p.ticker.Stop()
	close(p.done)
	p.clear()
}

// clear erases the line if it is shown; p.mu is held.
func (p *progressLine) clear() {
	if p.shown {
		io.WriteString(p.term, clearLine)
		p.shown = false
	}
}

// draw writes the line if a problem is being solved; p.mu is held.
func (p *progressLine) draw() {
	if !p.active || p.stopped {
		return
	}
	text := fmt.Sprintf("%s: %s, %s", p.name, p.status, time.Since(p.started).Round(time.Second))
	if len(text) > 79 {
		text = "…" + text[len(text)-78:]
	}
	io.WriteString(p.term, clearLine+text)
	p.shown = true
}

// writer returns w, writing through which clears the line first and draws it again
// after a complete line.
func (p *progressLine) writer(w io.Writer) io.Writer { return &progressWriter{p: p, w: w} }

type progressWriter struct {
	p *progressLine
	w io.Writer
}

func (pw *progressWriter) Write(b []byte) (int, error) {
	pw.p.mu.Lock()
	defer pw.p.mu.Unlock()
	pw.p.clear()
	n, err := pw.w.Write(b)
	if len(b) > 0 && b[len(b)-1] == '\n' {
		pw.p.draw()
	}
	return n, err
}
