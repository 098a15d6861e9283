package solver

import (
	"context"
	"errors"

	"github.com/cpls-dev/cpls/movegen"
)

// ErrBudget is Result.Err when the node budget (Options.MaxNodes) ran out.
var ErrBudget = errors.New("solver: node budget exhausted")

// Solve solves stip in pos with opts. The side to move in pos is ignored: the
// stipulation and options decide who moves first (White in direct, self, reflex and
// series-direct play; Black in help play unless HalfMove or WhiteToPlay; colours swap
// in the second duplex half). pos is not modified. The en-passant square and castling
// rights of pos are used as set.
//
// The error is non-nil only for an invalid or unsupported stipulation; an ended
// context or budget gives a Result with Status Interrupted and a nil error.
func Solve(ctx context.Context, pos *movegen.Position, stip Stipulation, opts Options) (*Result, error) {
	if err := stip.Validate(); err != nil {
		return nil, err
	}
	// TODO(issue 5): the search lands in the next commits.
	return nil, ErrUnsupported
}
