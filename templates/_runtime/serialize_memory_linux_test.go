package torch

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// serMemChildEnv makes the test binary, run again by
// TestLoadBoundedMemory, load the file it names and report: the peak RSS
// is the process's, so each file gets a fresh one.
const serMemChildEnv = "GOTORCH_TEST_LOAD_MEMORY_FILE"

// serMemLimit is the peak RSS a hostile file may cost the whole process
// (Debian's CPU libtorch and a small state_dict take 180 to 200 MB), or
// serMemOver more than the baseline's where libtorch takes more (CUDA);
// the parent stops a child at serMemKill more, on its way to Go's fatal
// out-of-memory.
const (
	serMemLimit = 300 << 20
	serMemOver  = 100 << 20
	serMemKill  = 400 << 20
)

// serBombMiB is the zip bomb's inflated size: 1.5 GiB of zeros in 1.5 MB.
const serBombMiB = 1536

// serZipWith copies the records of a zip and adds one more, raw.
func serZipWith(t *testing.T, base []byte, name string, method uint16, data []byte, crc uint32, size uint64) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(base), int64(len(base)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	w, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: method, CRC32: crc,
		CompressedSize64: uint64(len(data)), UncompressedSize64: size})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// serStoragePickle is a tensor of numel float32 elements on storage "0".
func serStoragePickle(numel int32) string {
	n := string(binary.LittleEndian.AppendUint32(nil, uint32(numel)))
	return "\x80\x02ctorch._utils\n_rebuild_tensor_v2\n((X\x07\x00\x00\x00storagectorch\nFloatStorage\nX\x01\x00\x00\x000X\x03\x00\x00\x00cpuJ" +
		n + "tQK\x00J" + n + "\x85K\x01\x85\x89ccollections\nOrderedDict\n)RtR."
}

// serPickleBytesPerByte bounds what a pickle's values may add to the peak
// RSS per byte of it, where Python's pickle adds 8 to 16 (DUP: a slot of
// its stack, then of the list). Go's slots are 16 bytes, and the stack
// grows by copying.
const serPickleBytesPerByte = 48

// TestLoadBoundedMemory loads hostile files, each in a child process whose
// peak RSS it measures: a 1.5 MB zip bomb as a spare record and as a
// storage, a memo bomb, each a named error within serMemLimit, and a
// pickle of 3 million DUPs, which loads within serPickleBytesPerByte of
// the baseline's RSS per byte. A child far past its limit is stopped, so
// a regression fails this test instead of exhausting the machine's memory.
func TestLoadBoundedMemory(t *testing.T) {
	if path := os.Getenv(serMemChildEnv); path != "" {
		serMemChild(path)
		return
	}
	if testing.Short() {
		t.Skip("runs child processes that each load libtorch")
	}
	if rtInstrumented {
		t.Skip("the race detector or a sanitizer multiplies what a process takes: its peak RSS says nothing here")
	}
	bomb, crc := serZerosDeflated(t, serBombMiB), serZerosCRC(serBombMiB)
	sd := serFixture(t, fixtureStateDict)
	storage := serZip(t, "archive/data.pkl", serStoragePickle(serBombMiB<<18), "archive/version", "3\n")
	cases := []struct {
		name   string
		data   []byte
		want   string // a piece of the error; empty: it loads
		pickle int    // bytes of pickle, held to serPickleBytesPerByte; 0: held to serMemLimit
	}{
		{"a state_dict (the baseline)", sd, "", 0},
		{"a state_dict with a 1.5 GiB deflated spare record", serZipWith(t, sd, "archive/zeros", zip.Deflate, bomb, crc, serBombMiB<<20),
			"a zip bomb? (at entry archive/zeros)", 0},
		{"a 1.5 GiB deflated storage", serZipWith(t, storage, "archive/data/0", zip.Deflate, bomb, crc, serBombMiB<<20),
			"a zip bomb? (at entry archive/data/0)", 0},
		{"OrderedDict(l) 20000 times, l a memoized list of 30000 pairs", serZip(t, "archive/data.pkl", serMemoBomb(30000, 20000)),
			"a memo bomb?", 0},
		// PyTorch loads it in about 25 MB more than its baseline.
		{"a list of 3 million DUPs of None", serZip(t, "archive/data.pkl", "\x80\x02(N"+strings.Repeat("2", 3<<20)+"l."), "", 3 << 20},
	}
	dir := t.TempDir()
	var baseline, limit int64
	for i, c := range cases {
		path := filepath.Join(dir, strconv.Itoa(i)+".pt")
		if err := os.WriteFile(path, c.data, 0o600); err != nil {
			t.Fatal(err)
		}
		res, peak, err := serMemRun(t, path, max(serMemLimit, baseline)+serMemKill)
		if err != nil {
			t.Errorf("%s (%d bytes): %v", c.name, len(c.data), err)
			continue
		}
		t.Logf("%s (%d bytes): peak RSS %d MB: %s", c.name, len(c.data), peak>>20, res)
		if i == 0 {
			baseline, limit = peak, max(serMemLimit, peak+serMemOver)
		}
		if c.pickle > 0 {
			if per := (peak - baseline) / int64(c.pickle); per > serPickleBytesPerByte {
				t.Errorf("%s: peak RSS %d MB, %d bytes more than the baseline's per byte of pickle, want at most %d",
					c.name, peak>>20, per, serPickleBytesPerByte)
			}
		} else if peak > limit {
			t.Errorf("%s: peak RSS %d MB, more than %d MB", c.name, peak>>20, limit>>20)
		}
		if c.want == "" && !strings.HasPrefix(res, "loaded") {
			t.Errorf("%s: %s, want it loaded", c.name, res)
		}
		if c.want != "" && (!strings.HasPrefix(res, "error: torch: Load: ") || !strings.Contains(res, c.want)) {
			t.Errorf("%s: %s, want an error with %q", c.name, res, c.want)
		}
	}
}

// serMemoBomb is a pickle calling OrderedDict(l) times times, l one
// memoized list of pairs pairs: each call copies all of l.
func serMemoBomb(pairs, times int) string {
	var b strings.Builder
	b.WriteString("\x80\x02ccollections\nOrderedDict\nq\x000]q\x01(")
	for i := 0; i < pairs; i++ {
		b.WriteString("J" + string(binary.LittleEndian.AppendUint32(nil, uint32(i))) + "N\x86")
	}
	b.WriteString("e0(" + strings.Repeat("h\x00h\x01\x85R", times) + "l.")
	return b.String()
}

// serMemRun runs the child on path and returns its one-line result and
// its peak RSS in bytes (the kernel's, from wait4); it kills the child
// past kill bytes of RSS.
func serMemRun(t *testing.T, path string, kill int64) (string, int64, error) {
	// Each child takes seconds; a slow machine gets minutes, so that a
	// hung child fails this test and not the whole package's timeout.
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestLoadBoundedMemory$", "-test.count=1")
	cmd.Env = append(os.Environ(), serMemChildEnv+"="+path)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return "", 0, err
	}
	killed := make(chan int64, 1)
	done := make(chan struct{})
	go func() {
		status := "/proc/" + strconv.Itoa(cmd.Process.Pid) + "/status"
		for {
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
			if rss := serProcRSS(status); rss > kill {
				cmd.Process.Kill()
				killed <- rss
				return
			}
		}
	}()
	err := cmd.Wait()
	close(done)
	peak := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10
	select {
	case rss := <-killed:
		return "", peak, fmt.Errorf("stopped at %d MB of RSS, on its way past any limit", rss>>20)
	default:
	}
	if err != nil {
		if ctx.Err() != nil {
			err = fmt.Errorf("%v after %v", err, 3*time.Minute)
		}
		return "", peak, fmt.Errorf("child: %v\n%s", err, out.String())
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if res, ok := strings.CutPrefix(line, "child result: "); ok {
			return res, peak, nil
		}
	}
	return "", peak, fmt.Errorf("child printed no result:\n%s", out.String())
}

// serProcRSS reads VmRSS (kB) from a /proc/PID/status, in bytes; 0 if gone.
func serProcRSS(status string) int64 {
	b, err := os.ReadFile(status)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// serMemChild loads path and prints what it got.
func serMemChild(path string) {
	v, err := Load(path)
	if err != nil {
		fmt.Printf("child result: error: %v\n", err)
		return
	}
	desc := "loaded " + pyAType(v)
	if l, ok := v.([]any); ok {
		desc += " of " + strconv.Itoa(len(l))
	}
	if d, ok := v.(*Dict); ok {
		desc += " of " + strconv.Itoa(d.Len())
	}
	FreeAll(v)
	fmt.Printf("child result: %s\n", desc)
}
