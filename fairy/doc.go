// Package fairy is the variant engine: chess with fairy pieces and piece attributes,
// played as Popeye plays it, behind the same seam as orthodox chess (rules.Game), so
// that the solver searches it unchanged.
//
// A piece is a walk, the sides it belongs to (a neutral piece belongs to both) and its
// attributes, packed in a Piece. Walks are described by kind, not one by one: model.go
// lists every walk as movement components (leap, ride, hop, lion, Chinese, locust,
// marine, …) along vector sets, and generation (gen.go, special.go), attack tests
// (attack.go, paths.go, orphan.go), the legality shortcuts (reach.go, legal.go) and the
// description for hover (describe.go) all read that table. Attributes (royal, neutral,
// half-neutral, chameleon, kamikaze, hurdle-colour-changing, uncapturable, Bul, Dob)
// act where Popeye's own design has them: on generation, on the effects of a move
// (make.go), on check. Moves keep movegen's From and To bits; the others are this
// package's own (move.go), and MoveText writes them in Popeye's notation.
package fairy
