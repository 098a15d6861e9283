package main

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
)

// monitorNice is the nice value quietMonitor gives the runtime's monitor thread: the
// lowest priority.
const monitorNice = 19

// monitorTries is how many times quietMonitor looks for the monitor thread, letting it
// run in between: it cannot be told from the others while it runs.
const monitorTries = 3

// quietMonitor gives the Go runtime's monitor thread (sysmon) the lowest scheduling
// priority. The monitor wakes every 20 to 80 µs for the first milliseconds of a process
// and then less and less often; on a core the search shares (a pinned process, a busy
// machine) each wake-up preempts the search, and the wake-ups cost a short solve a
// tenth of its CPU time. At the lowest priority the monitor runs when the core is
// free or the search's time slice is over, which its duties (taking back a processor
// from a blocked system call, preempting a goroutine that runs too long) can wait for
// in a command-line solve. The language server does not call it. Nothing is done where
// the thread is not found, where another thread sleeps in nanosleep too, or where its
// priority cannot be set.
func quietMonitor() {
	self := syscall.Gettid()
	for range monitorTries {
		switch tids := sleepingThreads(self); len(tids) {
		case 0:
			_, _, _ = syscall.RawSyscall(syscall.SYS_SCHED_YIELD, 0, 0, 0)
		case 1:
			_ = syscall.Setpriority(syscall.PRIO_PROCESS, tids[0], monitorNice)
			return
		default:
			return // another thread sleeps too: which one is the monitor is not known
		}
	}
}

// sleepingThreads returns the threads of the process other than self that sleep in
// nanosleep, as the runtime's monitor does between its looks (the threads waiting for
// work wait on a futex instead).
func sleepingThreads(self int) []int {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return nil
	}
	sleeping := []byte(strconv.Itoa(syscall.SYS_NANOSLEEP) + " ")
	var tids []int
	for _, e := range tasks {
		tid, err := strconv.Atoi(e.Name())
		if err != nil || tid == self {
			continue
		}
		call, err := os.ReadFile("/proc/self/task/" + e.Name() + "/syscall")
		if err == nil && bytes.HasPrefix(call, sleeping) {
			tids = append(tids, tid)
		}
	}
	return tids
}
