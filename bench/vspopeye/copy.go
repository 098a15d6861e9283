package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// copyBinary writes a copy of the executable src (a path, or a name looked up in PATH)
// into dir under name, with ordinary writes, and returns the copy's path. A binary the Go
// linker has just written starts more slowly than the same bytes copied (on the Linux 6.18
// machine the issue-18 figures come from, cpls version took about 2.6 ms of CPU time from
// the file go build wrote and 1.9 ms from a copy, page faults alike): timing copies of
// both solvers (-copy) keeps how each file was written out of the comparison.
func copyBinary(src, dir, name string) (string, error) {
	path, err := exec.LookPath(src)
	if err != nil {
		return "", err
	}
	in, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer in.Close()
	dst := filepath.Join(dir, name)
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return "", err
	}
	return dst, out.Close()
}

// copyBinaries points cfg at copies of the two solvers in dir (-copy).
func copyBinaries(cfg *config, dir string) error {
	cpls, err := copyBinary(cfg.cpls, dir, "cpls-timed")
	if err != nil {
		return err
	}
	popeye, err := copyBinary(cfg.popeye, dir, "popeye-timed")
	if err != nil {
		return err
	}
	cfg.cpls, cfg.popeye = cpls, popeye
	return nil
}
