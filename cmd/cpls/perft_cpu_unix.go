//go:build unix

package main

import (
	"syscall"
	"time"
)

// processCPUTime returns the user and system CPU time the process has used so far; perft
// reports it beside the wall-clock time because on a shared machine the two differ.
func processCPUTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
