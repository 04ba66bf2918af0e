module example.com/ortbench

go 1.24

require github.com/yalue/onnxruntime_go v1.27.0
