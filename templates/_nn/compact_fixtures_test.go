package nn

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
)

// The committed fallback fixtures in compact form (the make-*-fixtures.py
// scripts' go_tensor_compact): a float32 tensor's bits in base64, a third
// of the size of hexadecimal words.

// compactFixtureErrs collects the committed files' undecodable tensors
// (ct's), for the tests to report.
var compactFixtureErrs []error

// ct is a float32 tensor of a committed file: its bits, little-endian,
// in base64.
func ct(name, b64 string, shape ...int64) fixTensor {
	raw, err := base64.StdEncoding.DecodeString(b64)
	if err == nil && len(raw)%4 != 0 {
		err = fmt.Errorf("%d bytes", len(raw))
	}
	if err != nil {
		compactFixtureErrs = append(compactFixtureErrs, fmt.Errorf("fixture %s: %v", name, err))
		return fixTensor{name: name, shape: shape}
	}
	bits := make([]uint32, len(raw)/4)
	for i := range bits {
		bits[i] = binary.LittleEndian.Uint32(raw[4*i:])
	}
	return fixTensor{name: name, shape: shape, bits: bits}
}

// ci is an int64 tensor of a committed file.
func ci(name string, ints []int64, shape ...int64) fixTensor {
	return fixTensor{name: name, shape: shape, ints: ints}
}
