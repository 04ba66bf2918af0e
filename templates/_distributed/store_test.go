package distributed

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// The stores of package torch (specs/distributed.yaml), in this process: a
// TCPStore server and a client of it, a FileStore opened twice, and a
// PrefixStore over each.

func TestStores(t *testing.T) {
	server, err := torch.NewTCPStore("127.0.0.1", 0, torch.NewTCPStoreOptions{IsMaster: torch.Some(true),
		WorldSize: torch.Some[int64](2), WaitForWorkers: torch.Some(false), Timeout: torch.Some(5.0)})
	if err != nil {
		t.Fatal(err)
	}
	defer server.Free()
	port, err := server.Port()
	if err != nil || port <= 0 {
		t.Fatalf("port %d %v", port, err)
	}
	client, err := torch.NewTCPStore("127.0.0.1", port, torch.NewTCPStoreOptions{Timeout: torch.Some(5.0)})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Free()
	checkStore(t, "TCPStore", server, client, true)

	path := filepath.Join(t.TempDir(), "store")
	a, err := torch.NewFileStore(path, torch.NewFileStoreOptions{WorldSize: torch.Some[int64](2)})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Free()
	b, err := torch.NewFileStore(path, torch.NewFileStoreOptions{WorldSize: torch.Some[int64](2)})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Free()
	checkStore(t, "FileStore", a, b, false)

	pa, err := torch.NewPrefixStore("p", server)
	if err != nil {
		t.Fatal(err)
	}
	defer pa.Free()
	pb, err := torch.NewPrefixStore("p", client)
	if err != nil {
		t.Fatal(err)
	}
	defer pb.Free()
	checkStore(t, "PrefixStore", pa, pb, true)
	// The prefix is "p/": the server sees the client's key under it. (Get
	// waits for the key: a TCPStore's Set is not acknowledged, so another
	// connection's Check may come first.)
	if err := pb.Set("only-in-p", []byte("v")); err != nil {
		t.Fatal(err)
	}
	if v, err := server.Get("p/only-in-p"); err != nil || string(v) != "v" {
		t.Errorf("p/only-in-p in the server: %q %v", v, err)
	}

	if _, err := torch.NewTCPStore("127.0.0.1", 70000); err == nil || !strings.Contains(err.Error(), "70000 is not a TCP port") {
		t.Errorf("port 70000: %v", err)
	}
	if _, err := torch.NewTCPStore("127.0.0.1", port, torch.NewTCPStoreOptions{Timeout: torch.Some(-1.0)}); err == nil || !strings.Contains(err.Error(), "timeout") {
		t.Errorf("timeout -1: %v", err)
	}
}

// checkStore: what one handle sets, the other reads; with timeouts, a
// missing key is an error once the timeout has passed. (FileStore
// honours short timeouts only to the second: 2 s of waiting.)
func checkStore(t *testing.T, name string, one, other *torch.Store, timeouts bool) {
	t.Helper()
	value := []byte{'a', 0, 'b', 255} // binary: a NUL and a high byte
	if err := one.Set("k", value); err != nil {
		t.Fatalf("%s Set: %v", name, err)
	}
	got, err := other.Get("k")
	if err != nil || string(got) != string(value) {
		t.Errorf("%s Get: %q %v, want %q", name, got, err, value)
	}
	for i, want := range []int64{5, 7} {
		s := []*torch.Store{one, other}[i]
		if n, err := s.Add("counter", int64(5-3*i)); err != nil || n != want {
			t.Errorf("%s Add: %d %v, want %d", name, n, err, want)
		}
	}
	if ok, err := other.Check([]string{"k", "counter"}); err != nil || !ok {
		t.Errorf("%s Check(k, counter): %v %v", name, ok, err)
	}
	if ok, err := other.Check([]string{"k", "absent"}); err != nil || ok {
		t.Errorf("%s Check(k, absent): %v %v", name, ok, err)
	}
	if err := other.Wait([]string{"k"}); err != nil {
		t.Errorf("%s Wait(k): %v", name, err)
	}
	if err := other.Wait([]string{"a\x00b"}); err == nil || !strings.Contains(err.Error(), "NUL") {
		t.Errorf("%s Wait with a NUL in a key: %v", name, err)
	}
	if !timeouts {
		return
	}
	begin := time.Now()
	err = other.Wait([]string{"absent"}, torch.StoreWaitOptions{Timeout: torch.Some(0.05)})
	if err == nil || time.Since(begin) > 3*time.Second {
		t.Errorf("%s Wait(absent, 0.05 s): %v after %v", name, err, time.Since(begin))
	}
	if err := other.SetTimeout(0.05); err != nil || other.Timeout() != 0.05 {
		t.Errorf("%s SetTimeout: %v, Timeout %v", name, err, other.Timeout())
	}
	if _, err := other.Get("absent"); err == nil {
		t.Errorf("%s Get(absent) past the timeout: no error", name)
	}
	if err := other.SetTimeout(5); err != nil {
		t.Fatal(err)
	}
}
