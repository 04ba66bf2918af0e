package torch

// #include "gotorch.h"
import "C"

// c converts d for the C ABI.
func (d Device) c() C.gt_device {
	return C.gt_device{_type: C.int32_t(d.Type), index: C.int64_t(d.Index)}
}

// deviceFromC converts a device returned through the C ABI.
func deviceFromC(c C.gt_device) Device {
	return Device{Type: DeviceType(c._type), Index: int(c.index)}
}
