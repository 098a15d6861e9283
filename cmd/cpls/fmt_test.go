package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const messyInput = "begin\npie black ke8 white qd4 kb1\nstip  #2\nopt vari\nend\nsolution notes\n"
const tidyInput = "BeginProblem\nPieces White Kb1 Qd4\n       Black Ke8\nStipulation #2\nOption Variations\nEndProblem\nsolution notes\n"

func TestFmtVerb(t *testing.T) {
	path := writeTemp(t, "p.inp", messyInput)
	var out, errw bytes.Buffer
	require.Equal(t, 0, run([]string{"fmt", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, tidyInput, out.String())

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt", "-l", path}, nil, &out, &errw), errw.String())
	assert.Equal(t, path+"\n", out.String())

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt", "-w", path}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String())
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, tidyInput, string(got))

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt", "-l", path}, nil, &out, &errw), errw.String())
	assert.Empty(t, out.String(), "a formatted file is listed no more")

	out.Reset()
	require.Equal(t, 0, run([]string{"fmt"}, strings.NewReader(messyInput), &out, &errw), errw.String())
	assert.Equal(t, tidyInput, out.String())
}

func TestFmtVerbRefusesErrors(t *testing.T) {
	src := "BeginProblem\nPieces White Kb1 Black Ka8\nStipulation #2\nOption Foo\nEndProblem\n"
	path := writeTemp(t, "bad.inp", src)
	var out, errw bytes.Buffer
	require.Equal(t, 1, run([]string{"fmt", "-w", path}, nil, &out, &errw))
	assert.Contains(t, errw.String(), path+":4:8: error:")
	assert.Contains(t, errw.String(), "not formatted")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, src, string(got), "the file is left alone")
}
