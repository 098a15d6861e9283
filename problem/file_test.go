package problem

import (
	"reflect"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveKeyFields: every field of the stipulation and the options (but the observer)
// changes the key, so that a field added later cannot be left out of it unnoticed; and
// so do the position (pieces, side to move, castling rights, en passant), the language
// and the intended count.
func TestSolveKeyFields(t *testing.T) {
	src := []byte("BeginProblem\nPieces White Ke1 Qa7 Black Kc1\nStipulation #2\nEndProblem\n")
	pr := Load(src, parser.Parse(src).Problems[0])
	tw := pr.Twins[0]
	base := pr.SolveKey(tw)
	seen := map[string]string{base: "base"}
	changed := func(name string, mutate func(t *Twin)) {
		c := *tw
		mutate(&c)
		k := pr.SolveKey(&c)
		prev, dup := seen[k]
		assert.Falsef(t, dup, "%s gives the key of %s", name, prev)
		seen[k] = name
	}
	for _, target := range []struct {
		name string
		get  func(t *Twin) reflect.Value
	}{
		{"Stipulation", func(t *Twin) reflect.Value { return reflect.ValueOf(&t.Stipulation).Elem() }},
		{"Options", func(t *Twin) reflect.Value { return reflect.ValueOf(&t.Options).Elem() }},
	} {
		typ := target.get(tw).Type()
		for i := range typ.NumField() {
			f := typ.Field(i)
			if f.Name == "Observer" {
				continue // changes nothing in what is searched
			}
			changed(target.name+"."+f.Name, func(c *Twin) {
				v := target.get(c).Field(i)
				switch v.Kind() {
				case reflect.Bool:
					v.SetBool(!v.Bool())
				case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
					v.SetInt(v.Int() + 7)
				case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
					v.SetUint(v.Uint() + 7)
				case reflect.Pointer:
					v.Set(reflect.New(v.Type().Elem()))
				default:
					require.Failf(t, "unhandled field", "%s.%s of kind %s: SolveKey must write it", target.name, f.Name, v.Kind())
				}
			})
		}
	}
	changed("Intended", func(c *Twin) { c.Intended = 2 })
	position := func(name string, set func(p *movegen.Position)) {
		changed(name, func(c *Twin) {
			p := c.Position.Clone()
			set(p)
			c.Position = p
		})
	}
	position("side to move", func(p *movegen.Position) { p.SetSideToMove(p.SideToMove().Other()) })
	position("castling", func(p *movegen.Position) { p.SetCastling(movegen.WhiteKingside) })
	position("en passant", func(p *movegen.Position) { p.SetEnPassant(movegen.E3) })
	position("a piece", func(p *movegen.Position) { p.Put(movegen.H8, movegen.MakePiece(movegen.Black, movegen.Rook)) })
	lang := *pr
	lang.Language = parser.German
	_, dup := seen[lang.SolveKey(tw)]
	assert.False(t, dup, "the language changes the key")
}
