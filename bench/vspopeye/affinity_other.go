//go:build !linux

package main

import "errors"

// affinitySupported says whether startPinned can pin a child without taskset.
const affinitySupported = false

// startPinned is not available here: -pin affinity needs Linux's sched_setaffinity.
func startPinned(int, func() error) error {
	return errors.New("-pin affinity needs Linux")
}
