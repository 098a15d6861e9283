package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
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
// stream, but survives bad input: a body that is not JSON, or a header block without a
// usable Content-Length, is answered with a -32700 error response, JSON that is no
// JSON-RPC message with -32600, and reading goes on. (jsonrpc2's own stream ends the
// connection instead.) A wrong Content-Length does not lose the messages after it:
// reading resynchronises on the next "Content-Length:", whether it comes inside a header
// line (the length was short and the rest of the body is read as a header) or inside a
// body that does not decode (the length was long and the body took the start of the next
// frame, which is read again). Reads borrow nothing: every body gets its own buffer, as
// jsonrpc2.DecodeMessage keeps slices of it.
type stream struct {
	in    *bufio.Reader
	again *pushback       // what in reads from once bytes were read again; nil before
	out   jsonrpc2.Stream // writes only
	close io.Closer
	eof   func()                           // called once when input ends; may be nil
	log   func(format string, args ...any) // what was skipped to resynchronise; may be nil

	trace   io.Writer // when non-nil, every message in and out is logged
	traceMu sync.Mutex

	// afterMu guards after: functions to run once the response to a call is written,
	// by the call's id (afterReply).
	afterMu sync.Mutex
	after   map[replyID][]func()
}

// replyID identifies a call by its JSON-RPC id (a number or a string).
type replyID struct {
	num   int64
	str   string
	isStr bool
}

func replyIDOf(id jsonrpc2.ID) replyID {
	if s, ok := id.StringValue(); ok {
		return replyID{str: strings.Clone(s), isStr: true}
	}
	n, _ := id.Number()
	return replyID{num: n}
}

// afterReply runs fs once the response with id has been written. They run on the
// writing goroutine and must not block (post to the outbox, start a goroutine).
func (s *stream) afterReply(id jsonrpc2.ID, fs []func()) {
	if len(fs) == 0 || !id.IsValid() {
		return
	}
	s.afterMu.Lock()
	defer s.afterMu.Unlock()
	if s.after == nil {
		s.after = map[replyID][]func(){}
	}
	k := replyIDOf(id)
	s.after[k] = append(s.after[k], fs...)
}

// takeAfter returns and forgets the functions waiting for the response msg, if msg is
// one. jsonrpc2 hands responses over in an unexported type, so the id is read back
// from the encoded message, and only while some function waits.
func (s *stream) takeAfter(msg jsonrpc2.Message) []func() {
	s.afterMu.Lock()
	defer s.afterMu.Unlock()
	if len(s.after) == 0 {
		return nil
	}
	b, err := jsonrpc2.EncodeMessage(msg)
	if err != nil {
		return nil
	}
	m, err := jsonrpc2.DecodeMessage(b)
	if err != nil {
		return nil
	}
	resp, ok := m.(*jsonrpc2.Response)
	if !ok {
		return nil
	}
	k := replyIDOf(resp.ID())
	fs := s.after[k]
	delete(s.after, k)
	return fs
}

func newStream(rwc io.ReadWriteCloser, trace io.Writer, eof func(), log func(string, ...any)) *stream {
	return &stream{in: bufio.NewReaderSize(rwc, 64<<10), out: jsonrpc2.NewHeaderStream(rwc), close: rwc, eof: eof, trace: trace, log: log}
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
			msg, err = s.undecodable(ctx, body, err)
		}
		if err != nil {
			continue
		}
		return msg, n, nil
	}
}

// contentLength is the header that frames a message, the one the stream resynchronises on.
const contentLength = "content-length:"

// undecodable handles a body that is no JSON-RPC message. When it starts with a JSON
// value followed by more, its Content-Length was too long: what follows the value is
// the start of the next frame and is read again, and the value is the message. Else,
// when it holds a Content-Length header, what comes before is answered as unreadable and
// what follows read again. What is left unreadable gets -32700 (not JSON) or -32600
// (JSON but no JSON-RPC message), and a non-nil error.
func (s *stream) undecodable(ctx context.Context, body []byte, err error) (jsonrpc2.Message, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	var v json.RawMessage
	if dec.Decode(&v) == nil {
		if k := int(dec.InputOffset()); len(bytes.TrimSpace(body[k:])) > 0 {
			s.readAgain(body[k:])
			body = body[:k]
			msg, err2 := jsonrpc2.DecodeMessage(body)
			if err2 == nil {
				return msg, nil
			}
			err = err2
		}
	} else if i := bytes.Index(bytes.ToLower(body), []byte(contentLength)); i >= 0 {
		s.skipped("a body cut short by the next frame", body[:i])
		s.readAgain(body[i:])
		body = body[:i]
	}
	if json.Valid(body) {
		s.rejectRequest(ctx, body, fmt.Sprintf("invalid request: %v", err))
	} else {
		s.reject(ctx, fmt.Sprintf("malformed message: %v", err))
	}
	return nil, err
}

// readAgain puts b back before what is still to be read.
func (s *stream) readAgain(b []byte) {
	buffered, _ := s.in.Peek(s.in.Buffered())
	pending := append(append([]byte(nil), b...), buffered...)
	_, _ = s.in.Discard(len(buffered))
	if s.again == nil {
		s.again = &pushback{r: s.in}
		s.in = bufio.NewReaderSize(s.again, 64<<10)
	}
	s.again.pending = append(pending, s.again.pending...)
	s.in.Reset(s.again)
}

// pushback reads pending before r.
type pushback struct {
	pending []byte
	r       io.Reader
}

func (p *pushback) Read(b []byte) (int, error) {
	if len(p.pending) > 0 {
		n := copy(b, p.pending)
		p.pending = p.pending[n:]
		return n, nil
	}
	return p.r.Read(b)
}

// skipped logs bytes dropped to resynchronise.
func (s *stream) skipped(why string, b []byte) {
	if s.log != nil && len(b) > 0 {
		const show = 80
		s.log("input: skipped %d bytes (%s): %q", len(b), why, b[:min(len(b), show)])
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
		if i := strings.Index(strings.ToLower(line), contentLength); i > 0 {
			// The rest of a body whose length was too short, then the next header.
			s.skipped("the rest of a frame before the next Content-Length", []byte(line[:i]))
			line, length = line[i:], -1
		}
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

// rejectRequest answers JSON that is no JSON-RPC message with -32600 (invalid request),
// to its id when it has a number or string one, as JSON-RPC 2.0 says.
func (s *stream) rejectRequest(ctx context.Context, body []byte, why string) {
	s.logf("<- (rejected: %s)", why)
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	var id jsonrpc2.ID
	if json.Unmarshal(body, &m) == nil {
		var n int64
		var str string
		if json.Unmarshal(m.ID, &n) == nil {
			id = jsonrpc2.NewNumberID(n)
		} else if json.Unmarshal(m.ID, &str) == nil {
			id = jsonrpc2.NewStringID(str)
		}
	}
	_, _ = s.Write(ctx, jsonrpc2.NewResponse(id, nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, why)))
}

// Write implements jsonrpc2.Stream.
func (s *stream) Write(ctx context.Context, msg jsonrpc2.Message) (int64, error) {
	if s.trace != nil {
		if b, err := jsonrpc2.EncodeMessage(msg); err == nil {
			s.logf("-> %s", b)
		}
	}
	n, err := s.out.Write(ctx, msg)
	for _, f := range s.takeAfter(msg) {
		f()
	}
	return n, err
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
