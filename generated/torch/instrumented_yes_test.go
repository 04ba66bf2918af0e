//go:build race || asan || msan

package torch

// rtInstrumented: the race detector or a sanitizer is on, and multiplies
// the memory and time a process takes.
const rtInstrumented = true
