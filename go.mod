module github.com/gotorchgen/gotorchgen

go 1.26.8
