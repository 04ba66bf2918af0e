//go:build !unix

package outdir

// lockDir does nothing where flock(2) is missing: two runs writing into
// the same directory at once are then the user's to avoid.
func lockDir(dir string) (unlock func(), err error) { return func() {}, nil }
