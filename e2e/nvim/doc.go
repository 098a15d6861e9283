// Package nvim holds the end-to-end test of the language server in a real editor:
// headless Neovim 0.7.2 loads the README's Neovim 0.7 setup, taken from README.md as
// written, opens the repository's examples with the built cpls on PATH, and checks
// diagnostics, the code lenses it shows (the final status, without a key press), the
// solution window of "Show solution", hover, code actions and a quick fix. It also checks
// that the README's setup for Neovim 0.10+ compiles.
package nvim
