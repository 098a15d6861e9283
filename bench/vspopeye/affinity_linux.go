package main

import (
	"runtime"
	"syscall"
	"unsafe"
)

// affinitySupported says whether startPinned can pin a child without taskset.
const affinitySupported = true

// cpuMask is a sched_setaffinity mask of 1024 CPUs, the size glibc's cpu_set_t has.
type cpuMask [16]uint64

func schedAffinity(trap uintptr, mask *cpuMask) syscall.Errno {
	// pid 0: the calling thread.
	_, _, errno := syscall.RawSyscall(trap, 0, unsafe.Sizeof(*mask), uintptr(unsafe.Pointer(mask)))
	return errno
}

// startPinned runs start (which starts a child process) on an OS thread whose CPU
// affinity is core alone, then gives the thread its affinity back. A child inherits the
// affinity of the thread that forks it, so it runs on core from its first instruction,
// and no taskset process is exec'd before it: the CPU time measured is the solver's
// own exec and run.
func startPinned(core int, start func() error) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var old, pinned cpuMask
	if errno := schedAffinity(syscall.SYS_SCHED_GETAFFINITY, &old); errno != 0 {
		return errno
	}
	pinned[core/64] = 1 << (core % 64)
	if errno := schedAffinity(syscall.SYS_SCHED_SETAFFINITY, &pinned); errno != 0 {
		return errno
	}
	err := start()
	if errno := schedAffinity(syscall.SYS_SCHED_SETAFFINITY, &old); errno != 0 && err == nil {
		err = errno
	}
	return err
}
