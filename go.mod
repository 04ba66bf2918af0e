module github.com/gotorchgen/gotorchgen

go 1.26.8

require (
	github.com/dave/jennifer v1.7.1 // indirect
	github.com/spf13/pflag v1.0.10 // indirect
	golang.org/x/mod v0.35.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
