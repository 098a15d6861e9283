package parser

import (
	"os"
	"testing"
)

// BenchmarkParseLargest parses the largest corpus file and reports the time per problem.
func BenchmarkParseLargest(b *testing.B) {
	var src []byte
	var largest string
	for _, path := range corpusFiles(b) {
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		if len(data) > len(src) {
			src, largest = data, path
		}
	}
	problems := len(Parse(src).Problems)
	b.Logf("%s: %d bytes, %d problems", largest, len(src), problems)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		Parse(src)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(problems), "ns/problem")
}

// BenchmarkFormatLargest formats the largest corpus file without errors.
func BenchmarkFormatLargest(b *testing.B) {
	var src []byte
	for _, path := range corpusFiles(b) {
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		if _, errs := Format(data); len(errs) == 0 && len(data) > len(src) {
			src = data
		}
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		Format(src)
	}
}
