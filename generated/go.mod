module github.com/gotorchgen/gotorchgen/generated

go 1.24
