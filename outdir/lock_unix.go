//go:build unix

package outdir

import (
	"os"
	"syscall"
)

// lockDir holds an exclusive lock on dir until the returned function is
// called, so that two runs writing beside each other never take each
// other's staging directories for leftovers. The kernel drops it when the
// process dies.
func lockDir(dir string) (unlock func(), err error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
