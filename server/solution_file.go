package server

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

// solutionFiles is where "Show solution" writes the texts it asks the client to show:
// a directory of the server's own, made on first use with os.MkdirTemp (mode 0700, a
// fresh random name), in which every text gets a new file created exclusively
// (os.CreateTemp: O_EXCL, mode 0600). No other user can plant a link there, no file is
// ever opened that was not just created, and two documents of the same name, or two
// shows of one problem, never write to the same file. The directory is removed when the
// session ends.
type solutionFiles struct {
	mu  sync.Mutex
	dir string // "" until the first file
}

// write stores text in a new file named after the document and problem, and returns
// its path.
func (f *solutionFiles) write(docName string, problem int, text string) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.dir == "" {
		dir, err := os.MkdirTemp("", "cpls-solutions-")
		if err != nil {
			return "", err
		}
		f.dir = dir
	}
	file, err := os.CreateTemp(f.dir, fmt.Sprintf("%s-problem-%d-*.txt", safeFileName(docName), problem))
	if err != nil {
		return "", err
	}
	_, err = file.WriteString(text)
	if cerr := file.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(file.Name())
		return "", err
	}
	return file.Name(), nil
}

// removeAll deletes the directory and what was written in it.
func (f *solutionFiles) removeAll() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.dir != "" {
		os.RemoveAll(f.dir)
		f.dir = ""
	}
}

// safeFileName keeps the ASCII letters, digits, '-' and '_' of a document's name (the last
// element of its URI, extension dropped), so that it can be part of a file name.
func safeFileName(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		name = name[:i]
	}
	name = strings.Map(func(r rune) rune {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return r
		}
		return '_'
	}, name)
	if len(name) > 64 {
		name = name[:64]
	}
	if name == "" {
		name = "problem"
	}
	return name
}
