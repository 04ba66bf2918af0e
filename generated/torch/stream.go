package torch

// #include "gotorch.h"
import "C"

// Stream names a device stream (CUDA streams, mostly): its device and the
// backend's stream id. It is a value, not an owned libtorch object.
type Stream struct {
	Device Device
	ID     int64
}

func (s Stream) c() C.gt_stream {
	return C.gt_stream{id: C.int64_t(s.ID), device: s.Device.c()}
}
