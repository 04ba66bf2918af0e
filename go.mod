module github.com/gotorchgen/gotorchgen

go 1.24.0

require (
	github.com/dave/jennifer v1.7.1
	github.com/spf13/pflag v1.0.10
	golang.org/x/mod v0.33.0
	golang.org/x/tools v0.41.0
	gopkg.in/yaml.v3 v3.0.1
)

require golang.org/x/sync v0.19.0 // indirect
