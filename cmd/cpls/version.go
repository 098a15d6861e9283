package main

import (
	"flag"
	"fmt"
	"runtime/debug"
)

// version is set at link time with -ldflags "-X main.version=…"; otherwise the module
// version or VCS revision recorded by the Go toolchain is used.
var version = ""

func versionString() string {
	if version != "" {
		return version
	}
	v := "devel"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" && len(s.Value) >= 12 {
				v += " " + s.Value[:12]
			}
		}
	}
	return v
}

func runVersion(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(v, s, "unexpected argument %q", fs.Arg(0))
	}
	fmt.Fprintf(s.out, "cpls %s\n", versionString())
	return exitOK
}
