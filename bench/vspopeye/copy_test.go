package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestCopyBinary: -copy times a copy of each binary that runs as the original does, and
// a binary that is not there is an error.
func TestCopyBinary(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "tool")
	if err := os.WriteFile(src, []byte("#!/bin/sh\necho copied\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	dst, err := copyBinary(src, dir, "tool-timed")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(dst).Output()
	if err != nil || string(out) != "copied\n" {
		t.Errorf("the copy printed %q, %v; want \"copied\\n\"", out, err)
	}
	if _, err := copyBinary(filepath.Join(dir, "missing"), dir, "x"); err == nil {
		t.Error("copying a missing binary: no error")
	}
}
