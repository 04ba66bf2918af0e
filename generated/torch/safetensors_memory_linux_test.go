package torch

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSafetensorsMappedMemory loads a 1 GiB safetensors file (sparse: a
// header and a hole, no disk blocks nor time to write it) and measures the
// process's RSS (/proc/self/status): LoadSafetensors maps the file and
// reads its header only, so the RSS grows by far less than the file;
// reading 64 MiB of the big tensor adds about those 64 MiB (its pages,
// read as used), not the gigabyte.
func TestSafetensorsMappedMemory(t *testing.T) {
	if rtInstrumented {
		t.Skip("the race detector or a sanitizer multiplies what a process takes: its RSS says nothing here")
	}
	serCheckLive(t)
	const gib = 1 << 30
	header := `{"__metadata__":{"format":"pt"},"big":{"dtype":"F32","shape":[256,1048576],"data_offsets":[0,1073741824]},` +
		`"small":{"dtype":"F32","shape":[4],"data_offsets":[1073741824,1073741840]}}`
	for len(header)%8 != 0 {
		header += " "
	}
	path := filepath.Join(t.TempDir(), "big.safetensors")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(stFile(t, header, nil)); err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(8 + int64(len(header)) + gib + 16); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	maps := rtMappingsLive()
	rss := func() int64 { return serProcRSS("/proc/self/status") }
	before := rss()
	d, err := LoadSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	loaded := rss()
	big := d.Tensor("big")
	part := big.Narrow(0, 0, 16) // 16 rows of 4 MiB: 64 MiB
	s := part.Sum()
	sum, err := s.ItemFloat()
	s.Free()
	part.Free()
	if err != nil || sum != 0 {
		t.Fatalf("sum of 64 MiB of the hole: %v, %v", sum, err)
	}
	touched := rss()
	t.Logf("1 GiB file: RSS %d MB before, +%d MB after LoadSafetensors, +%d MB after summing 64 MiB of it",
		before>>20, (loaded-before)>>20, (touched-before)>>20)
	if loaded-before > 64<<20 {
		t.Errorf("LoadSafetensors of a 1 GiB file added %d MB of RSS, want under 64 MB (the data is mapped, not read)", (loaded-before)>>20)
	}
	if touched-before > 256<<20 {
		t.Errorf("reading 64 MiB of it added %d MB of RSS, want under 256 MB", (touched-before)>>20)
	}
	FreeAll(d)
	if n := rtMappingsLive(); n != maps {
		t.Errorf("%d mappings after FreeAll, %d before: the file stays mapped", n, maps)
	}
}
