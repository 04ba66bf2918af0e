package parser

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/gotorchgen/gotorchgen/model"
)

// readInput reads an input file, refusing one larger than
// model.MaxInputBytes without reading it whole: the readers' error then
// says so (checkInputSize).
func readInput(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil && st.Size() <= model.MaxInputBytes {
		buf.Grow(int(st.Size()) + bytes.MinRead)
	}
	_, err = buf.ReadFrom(io.LimitReader(f, model.MaxInputBytes+1))
	return buf.Bytes(), err
}

// checkInputSize is the readers' check of model.MaxInputBytes.
func checkInputSize(n int) error {
	if n > model.MaxInputBytes {
		return fmt.Errorf("larger than the limit of %d bytes (%d MiB) for an input file", model.MaxInputBytes, model.MaxInputBytes>>20)
	}
	return nil
}

// tooManyOperators is the readers' message for model.MaxOperators.
func tooManyOperators() string {
	return fmt.Sprintf("more than the limit of %d operators", model.MaxOperators)
}

// lastLine is the number of the file's last line: the one a file cut short
// ends on.
func lastLine(data []byte) int {
	n := bytes.Count(data, []byte("\n"))
	if len(data) == 0 || data[len(data)-1] != '\n' {
		n++
	}
	return n
}
