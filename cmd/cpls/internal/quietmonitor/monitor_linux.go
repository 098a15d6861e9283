package quietmonitor

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
)

func init() {
	if len(os.Args) > 1 && searches(os.Args[1]) {
		quiet()
	}
}

// searches reports whether the verb a process is started as (its first argument)
// searches: solve and check quiet the monitor.
func searches(verb string) bool { return verb == "solve" || verb == "check" }

// monitorNice is the nice value quiet gives the runtime's monitor thread: the lowest
// priority.
const monitorNice = 19

// monitorTries is how many times quiet looks for the monitor thread, letting it run in
// between: it cannot be told from the others while it runs.
const monitorTries = 3

// quiet gives the runtime's monitor thread the lowest priority. Nothing is done where
// the thread is not found, where another thread sleeps in nanosleep too, or where its
// priority cannot be set.
func quiet() {
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
