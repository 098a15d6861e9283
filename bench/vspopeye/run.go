package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// runner starts solver processes, pinned to one core when Core ≥ 0.
type runner struct {
	// Core is the CPU the child runs on (taskset -c Core); negative: not pinned.
	Core int
	// Affinity pins the child by starting it from a thread bound to Core (startPinned)
	// instead of through taskset, so that taskset's own exec is not counted.
	Affinity bool
	// Timeout is the CPU time one run may take; the child is killed when it has used
	// that much (0: no limit). A CPU limit, not a wall-clock one, so that a loaded
	// machine does not cut a run short; the wall clock only backs it up (wallLimit).
	Timeout time.Duration
}

// run is the outcome of one process.
type run struct {
	// CPU is the child's user plus system time as the kernel reports it when the child
	// is reaped (wait4's rusage): the solver's own work, whatever else the machine does.
	CPU      time.Duration
	Wall     time.Duration
	Output   string
	TimedOut bool
	// Err is set when the process could not start or exited with a non-zero status
	// (other than being stopped for the timeout).
	Err error
}

// wallLimit is the wall-clock time after which a run is stopped even if its CPU time
// cannot be watched (no /proc): generous, since on a shared core a run gets a fraction
// of it.
func wallLimit(cpu time.Duration) time.Duration { return 10*cpu + time.Minute }

// command builds the command line for name with args, behind taskset when pinned.
// taskset sets the affinity and then execs the solver in the same process, so the CPU
// time measured is the solver's plus taskset's own start, which both solvers pay (the
// start-up table shows it as the floor).
func (r runner) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	if r.Core >= 0 && !r.Affinity {
		return exec.CommandContext(ctx, "taskset", append([]string{"-c", strconv.Itoa(r.Core), name}, args...)...)
	}
	return exec.CommandContext(ctx, name, args...)
}

// Run runs name with args to completion (or until the timeout stops it) and returns its
// CPU time and standard output.
func (r runner) Run(name string, args ...string) run {
	ctx, cancel := context.Background(), context.CancelFunc(func() {})
	if r.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, wallLimit(r.Timeout))
	}
	defer cancel()
	cmd := r.command(ctx, name, args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	if err := r.start(cmd); err != nil {
		return run{Err: err}
	}
	var overCPU atomic.Bool
	done := make(chan struct{})
	if r.Timeout > 0 {
		go watchCPU(cmd.Process, r.Timeout, done, &overCPU)
	}
	err := cmd.Wait()
	close(done)
	res := run{Wall: time.Since(start), Output: out.String()}
	res.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	switch {
	case overCPU.Load() || errors.Is(ctx.Err(), context.DeadlineExceeded):
		res.TimedOut = true
	case err != nil:
		if msg, _, _ := strings.Cut(strings.TrimSpace(errOut.String()), "\n"); msg != "" {
			err = errors.New(err.Error() + ": " + msg)
		}
		res.Err = err
	}
	return res
}

// start starts cmd, pinned by startPinned when the runner pins by affinity.
func (r runner) start(cmd *exec.Cmd) error {
	if r.Core >= 0 && r.Affinity {
		return startPinned(r.Core, cmd.Start)
	}
	return cmd.Start()
}

// watchCPU kills p once it has used limit of CPU time, checking every 50 ms until done
// is closed. Where the CPU time of a running process cannot be read it gives up, and
// the wall-clock limit applies alone.
func watchCPU(p *os.Process, limit time.Duration, done <-chan struct{}, over *atomic.Bool) {
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
		}
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(p.Pid) + "/stat")
		if err != nil {
			return
		}
		cpu, ok := statCPU(string(stat))
		if !ok {
			return
		}
		if cpu >= limit {
			over.Store(true)
			_ = p.Kill()
			return
		}
	}
}

// statCPU reads utime + stime from the text of /proc/PID/stat (fields 14 and 15, in
// clock ticks of 1/100 s, the USER_HZ of every Linux port Go runs on). The command name
// (field 2) is in parentheses and may hold spaces, so fields are counted after the last
// ')'.
func statCPU(stat string) (time.Duration, bool) {
	i := strings.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(stat[i+1:]) // f[0] is field 3 (state)
	if len(f) < 13 {
		return 0, false
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration(utime+stime) * 10 * time.Millisecond, true
}
