package main

import (
	"bytes"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

const (
	mateIn2 = "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nEndProblem\n"
	helpIn2 = "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation h#2\nTwin Stipulation #2\nEndProblem\n"
	fairy   = "BeginProblem\nCondition PatienceChess\nPieces White Ke1 Qa7 Black Kc1\nStipulation #2\nEndProblem\n"
	limited = "BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption MaxSolutions 1\nEndProblem\n"
)

func TestReadRecordsAndChoose(t *testing.T) {
	corpus := strings.Join([]string{
		`{"id":"a.inp#0","input":` + quote(mateIn2) + `,"expected_output":"x","reference_cpu_seconds":0.5,"popeye_cpu_seconds_one_core":0.3}`,
		`{"id":"a.inp#1","input":` + quote(helpIn2) + `,"expected_output":null,"reference_cpu_seconds":1}`,
		`{"id":"a.inp#2","input":` + quote(fairy) + `,"reference_cpu_seconds":2}`,
		`{"id":"a.inp#3","input":` + quote(limited) + `,"reference_cpu_seconds":2.5}`,
		`{"id":"a.inp#4","input":` + quote(mateIn2) + `,"reference_cpu_seconds":0.05}`,
		`{"id":"a.inp#5","input":` + quote(mateIn2) + `,"reference_cpu_seconds":3}`,
		``,
	}, "\n")
	recs, err := readRecords(strings.NewReader(corpus))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 6 || recs[0].OneCoreSeconds != 0.3 || recs[1].Expected != nil || *recs[0].Expected != "x" {
		t.Fatalf("records read wrongly: %+v", recs)
	}

	got := choose(recs, selection{Min: 0.1, Max: 3})
	want := []struct{ id, group, stip, leftOut string }{
		{"a.inp#0", groupBattle, "#2", ""},
		{"a.inp#1", groupHelp, "h#2", ""}, // a twin in battle play does not make it battle
		{"a.inp#2", groupBattle, "#2", "unsupported"},
		{"a.inp#3", groupBattle, "#2", "uses MaxSolutions"},
	}
	if len(got) != len(want) {
		t.Fatalf("chose %d records, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		c := got[i]
		if c.ID != w.id || c.Group != w.group || c.Stip != w.stip || !strings.HasPrefix(c.LeftOut, w.leftOut) || (w.leftOut == "") != (c.LeftOut == "") {
			t.Errorf("record %d: got %s %s %q left out %q, want %+v", i, c.ID, c.Group, c.Stip, c.LeftOut, w)
		}
	}
	if got := choose(recs, selection{Min: 0.1, Max: 3, Group: groupHelp}); len(got) != 1 || got[0].ID != "a.inp#1" {
		t.Errorf("-group help chose %+v", got)
	}
	if got := choose(recs, selection{Min: 0.1, Max: 3, ID: "a.inp#4"}); len(got) != 1 {
		t.Errorf("-id chooses its record whatever its time, got %+v", got)
	}
	if got := choose(recs, selection{Min: 3, Max: 60}); len(got) != 1 || got[0].ID != "a.inp#5" {
		t.Errorf("min ≤ ref < max: got %+v", got)
	}
}

func quote(s string) string {
	var b bytes.Buffer
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\n':
			b.WriteString(`\n`)
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func TestInputName(t *testing.T) {
	if got := inputName("BEISPIEL/hpint.inp#9"); got != "BEISPIEL_hpint_9.inp" {
		t.Errorf("inputName = %q", got)
	}
}

func TestGeomeanAndMedian(t *testing.T) {
	if g := geomean([]float64{0.5, 2, 4, 0.25}); math.Abs(g-1) > 1e-12 {
		t.Errorf("geomean = %v, want 1", g)
	}
	if g := geomean([]float64{2, 8}); math.Abs(g-4) > 1e-12 {
		t.Errorf("geomean = %v, want 4", g)
	}
	if geomean(nil) != 0 || median(nil) != 0 {
		t.Error("empty input should give 0")
	}
	if m := median([]float64{3, 1, 2}); m != 2 {
		t.Errorf("median = %v", m)
	}
	if m := median([]float64{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("median = %v", m)
	}
}

func timed(id, group string, popeye, cpls float64, mod func(*result)) result {
	r := result{ID: id, Group: group, Popeye: timing{Runs: []float64{popeye * 1.1, popeye}}, Cpls: timing{Runs: []float64{cpls}}}
	agree := true
	if mod != nil {
		mod(&r)
		agree = r.Status != statusMismatch
	}
	r.finish(agree)
	return r
}

func TestSummarizeAndSlowerList(t *testing.T) {
	rs := []result{
		timed("b1", groupBattle, 1, 0.25, nil),
		timed("b2", groupBattle, 1, 4, nil), // slower, ratio 4
		timed("b3", groupBattle, 1, 2, nil), // slower, ratio 2
		timed("b4", groupBattle, 1, 3, func(r *result) { r.Status = statusMismatch }),
		timed("h1", groupHelp, 2, 1, nil),
		timed("h2", groupHelp, 1, 60, func(r *result) { r.Cpls.TimedOut = true }),
		timed("h3", groupHelp, 1, 0.5, func(r *result) { r.Popeye.TimedOut = true }),
	}
	left := []leftOut{{ID: "h9", Group: groupHelp, Reason: "unsupported"}}
	gs := summarize(rs, left)
	if len(gs) != 2 || gs[0].Group != groupBattle || gs[1].Group != groupHelp {
		t.Fatalf("groups: %+v", gs)
	}
	b, h := gs[0], gs[1]
	if b.Timed != 4 || b.Agree != 3 || b.Mismatch != 1 || math.Abs(b.Geomean-math.Cbrt(0.25*4*2)) > 1e-12 {
		t.Errorf("battle summary: %+v", b)
	}
	if ids := resultIDs(b.Slower); ids != "b2 b4 b3" {
		t.Errorf("battle slower list = %s, want the mismatch included, highest ratio first", ids)
	}
	if h.Timed != 3 || h.Agree != 1 || h.Timeouts != 2 || h.LeftOut != 1 || math.Abs(h.Geomean-0.5) > 1e-12 {
		t.Errorf("help summary: %+v", h)
	}
	if ids := resultIDs(h.Slower); ids != "h2" {
		t.Errorf("help slower list = %s, want the cpls timeout only", ids)
	}
	if rs[1].PopeyeSeconds != 1 || rs[1].Status != statusOK {
		t.Errorf("the least run counts: %+v", rs[1])
	}
	if rs[5].Status != statusCplsTimeout || rs[6].Status != statusPopeyeTimeout {
		t.Errorf("statuses: %s %s", rs[5].Status, rs[6].Status)
	}
	if g := summarize([]result{timed("f", groupBattle, 1, 0.5, nil)}, nil); g[0].Slower == nil {
		t.Error("a group with no slower problem should list none (JSON []), not null")
	}
	n := measureNoise(rs)
	if math.Abs(n.PopeyeMedianSpread-1.1) > 1e-9 || n.CplsMedianSpread != 0 {
		t.Errorf("noise: %+v", n)
	}
	var out bytes.Buffer
	writeSummary(&out, report{Groups: gs, LeftOut: left, Noise: n})
	for _, want := range []string{"geomean cpls/popeye 1.260 over those 3", "slower than Popeye: 3", "h9", "1 left out"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
}

func resultIDs(rs []result) string {
	var ids []string
	for _, r := range rs {
		ids = append(ids, r.ID)
	}
	return strings.Join(ids, " ")
}

func TestStatCPU(t *testing.T) {
	// utime 150 and stime 25 ticks; the command name holds a space and a parenthesis.
	stat := "4242 (a b) c) R 1 2 3 4 5 6 7 8 9 10 150 25 0 0 20 0 1 0"
	if d, ok := statCPU(stat); !ok || d != 1750*time.Millisecond {
		t.Errorf("statCPU = %v, %v", d, ok)
	}
	if _, ok := statCPU("garbage"); ok {
		t.Error("statCPU accepted garbage")
	}
}

// spinEnv makes the test binary, started as a child, burn CPU instead of testing.
const spinEnv = "VSPOPEYE_TEST_SPIN"

func TestMain(m *testing.M) {
	if d, err := time.ParseDuration(os.Getenv(spinEnv)); err == nil {
		spin(d)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// spin keeps one CPU busy for d of CPU time (not wall time: on a loaded machine the
// child gets less than a whole core).
func spin(d time.Duration) {
	x := 1.0
	for start := processCPU(); processCPU()-start < d; {
		for i := 0; i < 1e5; i++ {
			x = math.Sqrt(x + float64(i))
		}
	}
	_ = x
}

func TestRunMeasuresChildCPU(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the CPU watchdog reads /proc")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(spinEnv, "200ms")
	res := runner{Core: -1, Timeout: 10 * time.Second}.Run(self)
	if res.Err != nil || res.TimedOut {
		t.Fatalf("run: %+v", res)
	}
	if res.CPU < 190*time.Millisecond || res.CPU > 2*time.Second {
		t.Errorf("child CPU = %v, want about 200ms", res.CPU)
	}

	t.Setenv(spinEnv, "1m")
	res = runner{Core: -1, Timeout: 150 * time.Millisecond}.Run(self)
	if !res.TimedOut || res.Err != nil {
		t.Fatalf("want a timeout, got %+v", res)
	}
	if res.CPU < 150*time.Millisecond || res.CPU > 5*time.Second {
		t.Errorf("child CPU at the timeout = %v, want a little over 150ms", res.CPU)
	}

	if res := (runner{Core: -1}).Run("/nonexistent/solver"); res.Err == nil {
		t.Error("a missing binary should be an error")
	}
}

func TestNoPopeyeSaysHowToBuildIt(t *testing.T) {
	t.Setenv("POPEYE", "")
	var out, errOut bytes.Buffer
	if code := vspopeye(nil, &out, &errOut); code != 2 {
		t.Errorf("exit code %d, want 2", code)
	}
	for _, want := range []string{"thomas-maeder/popeye", "make -f makefile.unx", "-popeye"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("the message lacks %q:\n%s", want, errOut.String())
		}
	}
}

// TestAffinityPins checks that a child started with -pin affinity runs on the core alone
// (as the kernel reports its allowed CPUs), and that the tool's process keeps the CPUs
// it had.
func TestAffinityPins(t *testing.T) {
	if !affinitySupported {
		t.Skip("-pin affinity needs Linux")
	}
	before, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	res := runner{Core: 0, Affinity: true, Timeout: 10 * time.Second}.Run("sh", "-c", "grep Cpus_allowed_list /proc/self/status")
	if res.Err != nil || res.Output != "Cpus_allowed_list:\t0\n" {
		t.Fatalf("child pinned to core 0: %q, %v", res.Output, res.Err)
	}
	after, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	if b, a := allowedCPUs(string(before)), allowedCPUs(string(after)); b != a {
		t.Errorf("the tool's allowed CPUs were %q before and %q after", b, a)
	}
}

// allowedCPUs is the Cpus_allowed_list line of a /proc status file.
func allowedCPUs(status string) string {
	for l := range strings.Lines(status) {
		if strings.HasPrefix(l, "Cpus_allowed_list:") {
			return l
		}
	}
	return ""
}
