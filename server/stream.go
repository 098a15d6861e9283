package server

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"go.lsp.dev/jsonrpc2"
)

// maxFrame bounds one message body; a larger Content-Length is treated as a bad header
// rather than an allocation request.
const maxFrame = 64 << 20

// stream frames LSP messages ("Content-Length: N\r\n\r\n" + body) like jsonrpc2's header
// stream, but survives bad input: a body that is not a JSON-RPC message, or a header
// block without a usable Content-Length, is answered with a -32700 error response and
// reading goes on. (jsonrpc2's own stream ends the connection instead.) Reads borrow
// nothing: every body gets its own buffer, as jsonrpc2.DecodeMessage keeps slices of it.
type stream struct {
	in    *bufio.Reader
	out   jsonrpc2.Stream // writes only
	close io.Closer
	eof   func() // called once when input ends; may be nil

	trace   io.Writer // when non-nil, every message in and out is logged
	traceMu sync.Mutex
}

func newStream(rwc io.ReadWriteCloser, trace io.Writer, eof func()) *stream {
	return &stream{in: bufio.NewReaderSize(rwc, 64<<10), out: jsonrpc2.NewHeaderStream(rwc), close: rwc, eof: eof, trace: trace}
}

// Read implements jsonrpc2.Stream.
func (s *stream) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		body, n, err := s.readFrame()
		if err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				if s.eof != nil {
					s.eof()
				}
			}
			return nil, 0, err
		}
		if body == nil { // bad header block, already answered
			continue
		}
		s.logf("<- %s", body)
		msg, err := jsonrpc2.DecodeMessage(body)
		if err != nil {
			s.reject(ctx, fmt.Sprintf("malformed message: %v", err))
			continue
		}
		return msg, n, nil
	}
}

// readFrame reads one header block and its body. A header block without a valid
// Content-Length yields (nil, n, nil) after a -32700 reply.
func (s *stream) readFrame() ([]byte, int64, error) {
	length, consumed, sawHeader := -1, int64(0), false
	for {
		line, err := s.in.ReadString('\n')
		consumed += int64(len(line))
		if err != nil {
			return nil, consumed, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if !sawHeader {
				continue // stray blank line between messages
			}
			break
		}
		sawHeader = true
		name, value, ok := strings.Cut(line, ":")
		if ok && strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			if n, err := strconv.Atoi(strings.TrimSpace(value)); err == nil && n >= 0 && n <= maxFrame {
				length = n
			}
		}
	}
	if length < 0 {
		s.reject(context.Background(), "missing or invalid Content-Length header")
		return nil, consumed, nil
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(s.in, body); err != nil {
		return nil, consumed, err
	}
	return body, consumed + int64(length), nil
}

// reject answers unreadable input with a parse error; the id is unknown, so it is null.
func (s *stream) reject(ctx context.Context, why string) {
	s.logf("<- (rejected: %s)", why)
	_, _ = s.Write(ctx, jsonrpc2.NewResponse(jsonrpc2.ID{}, nil, jsonrpc2.NewError(jsonrpc2.ParseError, why)))
}

// Write implements jsonrpc2.Stream.
func (s *stream) Write(ctx context.Context, msg jsonrpc2.Message) (int64, error) {
	if s.trace != nil {
		if b, err := jsonrpc2.EncodeMessage(msg); err == nil {
			s.logf("-> %s", b)
		}
	}
	return s.out.Write(ctx, msg)
}

// Close implements jsonrpc2.Stream.
func (s *stream) Close() error { return s.close.Close() }

func (s *stream) logf(format string, args ...any) {
	if s.trace == nil {
		return
	}
	s.traceMu.Lock()
	defer s.traceMu.Unlock()
	fmt.Fprintf(s.trace, format+"\n", args...)
}
