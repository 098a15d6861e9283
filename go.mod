module github.com/cpls-dev/cpls

go 1.26

require (
	github.com/stretchr/testify v1.12.1
	go.lsp.dev/jsonrpc2 v1.0.1
	go.lsp.dev/protocol v1.0.1
)

require (
	github.com/go-json-experiment/json v0.0.0-20260623181947-01eb4420fa68 // indirect
	go.lsp.dev/uri v1.0.1 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
