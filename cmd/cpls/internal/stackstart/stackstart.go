// Package stackstart grows the main goroutine's stack once, at the start of the process,
// while it is shallow. It imports nothing, so Go initialises it before every package of
// cpls and its libraries (packages are initialised in the order of their import paths as
// soon as what they import is); the initialisations and a short solve that follow then
// run within the grown stack instead of having it copied when they are deep. A copy walks
// the stack map of every frame in the binary's tables, whose pages it is often the first
// to read: growing early spares a short process those page faults. cpls imports it for
// that effect alone.
package stackstart

func init() { grow(0) }

// frame is the size of grow's frame, which the runtime makes room for by doubling the
// stack: 8 KB makes it 16 KB, what the initialisations need.
const frame = 8 << 10

// grow has a frame of frame bytes; it reads and writes the frame so that the compiler
// keeps it, and is never inlined, so that calling it grows the stack.
//
//go:noinline
func grow(n int) byte {
	var buf [frame]byte
	buf[n] = byte(n)
	return buf[(n*7)&(len(buf)-1)]
}
