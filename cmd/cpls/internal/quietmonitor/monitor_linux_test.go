package quietmonitor

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSleepingThreads: in this test process, sleepingThreads finds the monitor, a
// thread other than the caller's that sleeps in nanosleep (it sleeps between its looks,
// so some look finds it there), and no thread it lists is the caller's.
func TestSleepingThreads(t *testing.T) {
	self := syscall.Gettid()
	sleeping := strconv.Itoa(syscall.SYS_NANOSLEEP) + " "
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		tids := sleepingThreads(self)
		if slices.Contains(tids, self) {
			t.Fatalf("the caller's thread %d is listed: %v", self, tids)
		}
		for _, tid := range tids {
			b, err := os.ReadFile("/proc/self/task/" + strconv.Itoa(tid) + "/syscall")
			if err == nil && strings.HasPrefix(string(b), sleeping) {
				return
			}
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("no thread other than the caller's was found sleeping in nanosleep")
}
