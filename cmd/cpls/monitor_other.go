//go:build !linux

package main

// quietMonitor lowers the priority of the runtime's monitor thread on Linux; elsewhere
// it does nothing.
func quietMonitor() {}
