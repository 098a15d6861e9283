//go:build !unix

package main

import "time"

var processStart = time.Now()

// processCPU stands in for the CPU time where getrusage is missing: the wall time since
// the process started.
func processCPU() time.Duration { return time.Since(processStart) }
