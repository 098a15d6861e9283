//go:build !unix

package problem

import "time"

var processStart = time.Now()

// cpuTime falls back to wall-clock time where the process's CPU time is not available.
func cpuTime() time.Duration { return time.Since(processStart) }
