// Package nvim holds the end-to-end test of the language server in a real editor:
// headless Neovim 0.7.2 starts the built cpls with its built-in client, opens the
// repository's examples, waits for diagnostics, hovers a square and runs code actions.
package nvim
