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
// the thread is not found or its priority cannot be set.
func quietMonitor() {
	self := syscall.Gettid()
	for range monitorTries {
		if tid, ok := findMonitor(self); ok {
			_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, monitorNice)
			return
		}
		_, _, _ = syscall.RawSyscall(syscall.SYS_SCHED_YIELD, 0, 0, 0)
	}
}

// findMonitor returns the first thread of the process other than self that sleeps in
// nanosleep, as the runtime's monitor does between its looks (the threads waiting for
// work wait on a futex instead), and whether there is one.
func findMonitor(self int) (int, bool) {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return 0, false
	}
	sleeping := []byte(strconv.Itoa(syscall.SYS_NANOSLEEP) + " ")
	for _, e := range tasks {
		tid, err := strconv.Atoi(e.Name())
		if err != nil || tid == self {
			continue
		}
		call, err := os.ReadFile("/proc/self/task/" + e.Name() + "/syscall")
		if err == nil && bytes.HasPrefix(call, sleeping) {
			return tid, true
		}
	}
	return 0, false
}
