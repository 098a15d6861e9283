// Package quietmonitor gives the Go runtime's monitor thread (sysmon) the lowest
// scheduling priority when the process is a command-line search (cpls solve, cpls
// check), from its initialisation, before most packages initialise. The monitor wakes
// every 20 to 80 µs in the first milliseconds of a process and then less and less often;
// on a core the search shares (a pinned process, a busy machine) each wake-up preempts
// the search, and the wake-ups cost a short solve a tenth of its CPU time. At the lowest
// priority the monitor runs when the core is free or the search's time slice is over,
// which its duties (taking back a processor from a blocked system call, preempting a
// goroutine that runs too long) can wait for in a command-line solve. The language
// server and the other verbs keep it as it is. It acts on Linux only; cpls imports it
// for that effect alone.
package quietmonitor
