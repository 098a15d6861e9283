package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lowestNice is the nice value internal/quietmonitor gives the runtime's monitor thread.
const lowestNice = 19

// TestQuietMonitor: cpls solve and cpls check, run as processes, give one thread the
// lowest priority, not the main one, and it is the one that sleeps in nanosleep (the
// runtime's monitor); the others keep theirs. Finding the monitor is best effort (on a
// busy machine it may be running, or another thread sleeping, when the process looks;
// then nothing is done), so each verb is started up to quietStarts times until one
// process has quieted it.
func TestQuietMonitor(t *testing.T) {
	path := writeTemp(t, "long.inp", longSolve)
	for _, verb := range []string{"solve", "check"} {
		t.Run(verb, func(t *testing.T) {
			for range quietStarts {
				if quietedMonitor(t, verb, path) {
					return
				}
			}
			t.Fatalf("no thread was given the lowest priority and seen in nanosleep in %d starts of cpls %s", quietStarts, verb)
		})
	}
}

// quietStarts is how many processes TestQuietMonitor starts per verb at most.
const quietStarts = 10

// quietedMonitor starts cpls verb path and reports whether a thread of it was given the
// lowest priority within a second and seen asleep in nanosleep within another, checking
// that it is exactly one and not the main thread.
func quietedMonitor(t *testing.T, verb, path string) bool {
	cmd := cplsCommand(t, verb, path)
	require.NoError(t, cmd.Start())
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()
	pid := cmd.Process.Pid
	var niced []int
	deadline := time.Now().Add(time.Second)
	for len(niced) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
		niced = nicedThreads(t, pid)
	}
	if len(niced) == 0 {
		return false
	}
	assert.Len(t, niced, 1, "one thread is given the lowest priority")
	assert.NotEqual(t, pid, niced[0], "not the main thread")
	// It sleeps in nanosleep, as the runtime's monitor does; at the lowest priority it
	// may wait for a core all the while when the search's threads fill both, so a start
	// where it is never seen asleep within a second does not count.
	deadline = time.Now().Add(time.Second)
	for time.Now().Before(deadline) {
		if inNanosleep(pid, niced[0]) {
			return true
		}
		time.Sleep(time.Millisecond)
	}
	t.Logf("start %d: the thread given the lowest priority was not seen in nanosleep", pid)
	return false
}

// TestQuietMonitorNotServing: the language server (cpls serve, as a process) and verbs
// run in-process leave the priorities of their threads alone.
func TestQuietMonitorNotServing(t *testing.T) {
	cmd := cplsCommand(t, "serve")
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	cmd.Stdout = io.Discard
	require.NoError(t, cmd.Start())
	time.Sleep(200 * time.Millisecond) // well past the start, where solve quiets the monitor
	assert.Empty(t, nicedThreads(t, cmd.Process.Pid), "cpls serve")
	require.NoError(t, in.Close()) // the end of input ends the server
	_ = cmd.Wait()

	path := writeTemp(t, "p.inp", "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nEndProblem\n")
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"solve", path}, nil, &out, &errw), errw.String())
	assert.Empty(t, nicedThreads(t, os.Getpid()), "solve in-process")
}

// nicedThreads returns the threads of process pid whose nice value is lowestNice.
func nicedThreads(t *testing.T, pid int) []int {
	t.Helper()
	stats, err := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*/stat")
	require.NoError(t, err)
	var niced []int
	for _, p := range stats {
		b, err := os.ReadFile(p)
		if err != nil {
			continue // the thread ended
		}
		// Field 19 is the nice value; the fields after the command name (field 2, in
		// parentheses) start with field 3.
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) > 16 && f[16] == strconv.Itoa(lowestNice) {
			tid, _ := strconv.Atoi(filepath.Base(filepath.Dir(p)))
			niced = append(niced, tid)
		}
	}
	return niced
}

// inNanosleep reports whether thread tid of process pid is blocked in nanosleep.
func inNanosleep(pid, tid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + strconv.Itoa(tid) + "/syscall")
	return err == nil && strings.HasPrefix(string(b), strconv.Itoa(syscall.SYS_NANOSLEEP)+" ")
}
