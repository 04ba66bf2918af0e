// Package distributed is torch.distributed on c10d's Gloo backend:
// InitProcessGroup joins a process group the way init_process_group does
// (so Go and Python ranks can share one), the collectives keep Python's
// names and semantics (AllReduce is all_reduce), and DataParallel averages
// gradients across ranks, as DistributedDataParallel does.
//
// A program runs once per rank. A launcher starts them with torchrun's
// environment: RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT (and
// LOCAL_RANK), so the same launcher starts Go and Python workers.
//
// The classes underneath are package torch's Store, ProcessGroup and Work
// (specs/distributed.yaml).
package distributed

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// DefaultTimeout is torch.distributed's default_pg_timeout: how long
// joining a group and each of its operations may take.
const DefaultTimeout = 30 * time.Minute

// InitOptions are init_process_group's arguments after the backend.
type InitOptions struct {
	// InitMethod is how the ranks meet: "env://" (the default: the
	// environment's MASTER_ADDR and MASTER_PORT, and RANK and WORLD_SIZE
	// unless Rank and WorldSize are given), "tcp://HOST:PORT" or
	// "file:///PATH". Ignored when Store is given.
	InitMethod string
	// Store, when given, is the store the ranks meet in, instead of one
	// InitMethod makes; Rank and WorldSize are then required. As Python's
	// store=, the group's keys go in it without the prefix "default_pg"
	// that a store made from InitMethod gets. The caller frees it after
	// the group.
	Store *torch.Store
	// Rank and WorldSize override the environment's RANK and WORLD_SIZE.
	Rank, WorldSize torch.Opt[int64]
	// Timeout bounds joining the group and every operation of it
	// (DefaultTimeout when zero).
	Timeout time.Duration
	// Interface names the network interface of the rank's Gloo device;
	// the default is the environment's GLOO_SOCKET_IFNAME, else the
	// address the host name resolves to (Python's choice).
	Interface string
	// Hostname is the host name or address the rank's Gloo device
	// listens on, instead of an interface's (Python's
	// ProcessGroupGloo.create_device(hostname=...)); give it or
	// Interface, not both. It overrides GLOO_SOCKET_IFNAME.
	Hostname string
	// Threads is the number of Gloo's threads that run the group's
	// operations (ProcessGroupGloo's Options.threads): 2 when zero, as
	// Python's for one device. It need not agree across ranks.
	Threads int
}

// Group is a process group: ranks 0 to Size()-1 that run collectives
// together. Its methods may be called from several goroutines: a mutex
// issues the operations one at a time, since every rank must issue them in
// the same order. (Calls from several goroutines must still agree on that
// order across ranks.)
type Group struct {
	pg         *torch.ProcessGroup // nil on a rank outside a NewGroup
	store      *torch.Store        // the store Python's _pg_map holds for the group
	stores     []*torch.Store      // freed with the group, the last first
	rank, size int64               // in the group: -1 outside it
	timeout    time.Duration
	global     []int64 // a NewGroup's ranks in the default group; nil: all, in order
	backend    string
	device     InitOptions // the Gloo device and threads, for NewGroup
	groups     int         // groups named so far (init_process_group's is "0")
	mu         sync.Mutex  // issues operations in order; guards closed and groups
	closed     bool
}

// ErrNotMember is the error, wrapped, of an operation on a NewGroup that
// this rank is not in (Python's GroupMember.NON_GROUP_MEMBER, whose
// operations Python skips with a warning).
var ErrNotMember = errors.New("this rank is not in the group")

var defaultGroup atomic.Pointer[Group]

// InitProcessGroup is torch.distributed.init_process_group: it joins the
// group of WORLD_SIZE ranks as RANK and makes it the default group, which
// the package-level collectives use. backend is "gloo" (CPU tensors) or,
// in the cuda flavour built with NCCL (IsNCCLAvailable), "nccl" (CUDA
// tensors). It replicates the steps of the Python of the libtorch it runs
// on (1.13 or 2.x), so Python ranks (init_process_group("gloo")) may be in
// the same group: a store (a TCPStore that rank 0 serves, or a FileStore),
// its "default_pg" prefix and the group's under it (groupStores), the
// group (Gloo's with one device), a barrier in the store (1.x only), and
// the group's sequence number.
func InitProcessGroup(backend string, opts ...InitOptions) (*Group, error) {
	var o InitOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	switch backend {
	case "gloo":
	case "nccl":
		if ok, err := torch.ProcessGroupNCCLAvailable(); err != nil || !ok {
			return nil, errors.New("distributed: backend nccl: not in this build (it needs the cuda flavour, generated from an install with nccl.h and the CUDA headers, built without -tags gotorch_nocuda; IsNCCLAvailable reports it)")
		}
	default:
		return nil, fmt.Errorf("distributed: backend %q: want gloo (CPU tensors) or nccl (CUDA tensors, the cuda flavour)", backend)
	}
	if defaultGroup.Load() != nil {
		return nil, errors.New("distributed: the default process group is already initialized (DestroyProcessGroup first)")
	}
	g, err := join(backend, o)
	if err != nil {
		return nil, err
	}
	if !defaultGroup.CompareAndSwap(nil, g) {
		g.Destroy()
		return nil, errors.New("distributed: the default process group was initialized concurrently")
	}
	return g, nil
}

// JoinGroup joins a Gloo group as InitProcessGroup does, without making it
// the default group.
func JoinGroup(o InitOptions) (*Group, error) { return join("gloo", o) }

// IsNCCLAvailable is torch.distributed.is_nccl_available: whether
// InitProcessGroup("nccl") can make a group in this build.
func IsNCCLAvailable() bool {
	ok, err := torch.ProcessGroupNCCLAvailable()
	return err == nil && ok
}

// join joins a group of backend ("gloo" or "nccl").
func join(backend string, o InitOptions) (*Group, error) {
	if o.Timeout == 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Timeout < 0 {
		return nil, fmt.Errorf("distributed: negative timeout %v", o.Timeout)
	}
	if o.Threads < 0 {
		return nil, fmt.Errorf("distributed: threads %d: want at least 1 (0: the default, 2)", o.Threads)
	}
	if o.Threads == 0 {
		o.Threads = 2
	}
	if o.Hostname != "" && o.Interface != "" {
		return nil, fmt.Errorf("distributed: hostname %q and interface %q: give one (a Gloo device each; Python's ranks use one)", o.Hostname, o.Interface)
	}
	iface := o.Interface
	if iface == "" && o.Hostname == "" {
		iface = os.Getenv("GLOO_SOCKET_IFNAME")
	}
	if strings.Contains(iface, ",") {
		return nil, fmt.Errorf("distributed: interface %q: one interface only (a Gloo device each; Python's ranks would need the same list)", iface)
	}
	r, err := rendezvous(o)
	if err != nil {
		return nil, err
	}
	g := &Group{rank: r.rank, size: r.size, timeout: o.Timeout, stores: r.owned, backend: backend, groups: 1,
		device: InitOptions{Hostname: o.Hostname, Interface: iface, Threads: o.Threads}}
	fail := func(err error) (*Group, error) {
		g.Destroy()
		return nil, err
	}
	where := fmt.Sprintf("rank %d of %d", r.rank, r.size)
	// The store Python makes from its init_method gets the prefix
	// "default_pg"; one passed as store= does not. Each group has a store
	// under it named by the group counter (the first's name is "0").
	dflt := r.store
	if o.Store == nil {
		if dflt, err = torch.NewPrefixStore("default_pg", r.store); err != nil {
			return fail(fmt.Errorf("distributed: %s: %w", where, err))
		}
		g.stores = append(g.stores, dflt)
	}
	g.store = dflt
	backends, err := torch.ProcessGroupHasBackends()
	if err != nil {
		return fail(fmt.Errorf("distributed: %s: %w", where, err))
	}
	// The device type whose backend this is (2.x's store layout).
	device := map[string]string{"gloo": "cpu", "nccl": "cuda"}[backend]
	backendStore, err := groupStores(g, dflt, "0", backends, device)
	if err != nil {
		return fail(fmt.Errorf("distributed: %s: %w", where, err))
	}
	if backend == "nccl" {
		g.pg, err = torch.NewProcessGroupNCCL(backendStore, r.rank, r.size, torch.NewProcessGroupNCCLOptions{
			Timeout: torch.Some(o.Timeout.Seconds())})
	} else {
		g.pg, err = torch.NewProcessGroupGloo(backendStore, r.rank, r.size, torch.NewProcessGroupGlooOptions{
			Timeout: torch.Some(o.Timeout.Seconds()), Interface: torch.Some(iface),
			Hostname: torch.Some(o.Hostname), Threads: torch.Some(int64(o.Threads))})
	}
	if err != nil {
		return fail(fmt.Errorf("distributed: %s: joining the %s group (does every rank have WORLD_SIZE %d, and has every rank started?): %w", where, backend, r.size, err))
	}
	// After the constructor, as Python: before it, ranks would wait on
	// each other in two places at once and deadlock. libtorch 2.x's Python
	// has none unless TORCH_DIST_INIT_BARRIER=1 asks for one (not
	// replicated here: do not set it for Python ranks in a group with Go).
	if !backends {
		if err := storeBarrier(dflt, 1, r.size, o.Timeout); err != nil {
			return fail(fmt.Errorf("distributed: %s: %w", where, err))
		}
	}
	if err := g.pg.SetSequenceNumberForGroup(); err != nil {
		return fail(fmt.Errorf("distributed: %s: %w", where, err))
	}
	return g, nil
}

// groupStores makes the stores of the group named name under dflt, as
// init_process_group lays them out, and returns the one the backend's
// rendezvous uses: libtorch 1.x's Python gives the backend dflt's prefix name; 2.x's gives
// the group "name/" and under it the backend's, named by the first device
// type it serves ("cpu/" for Gloo, "cuda/" for NCCL): backends is
// torch.ProcessGroupHasBackends. They are freed with g.
func groupStores(g *Group, dflt *torch.Store, name string, backends bool, device string) (*torch.Store, error) {
	if !backends {
		s, err := torch.NewPrefixStore(name, dflt)
		if err != nil {
			return nil, err
		}
		g.stores = append(g.stores, s)
		return s, nil
	}
	s := dflt
	for i, prefix := range []string{name + "/", device + "/"} {
		var err error
		if s, err = torch.NewPrefixStore(prefix, s); err != nil {
			return nil, err
		}
		g.stores = append(g.stores, s)
		if i == 0 {
			g.store = s // 2.x's pg_map holds the group's "name/" store
		}
	}
	return s, nil
}

// storeBarrier is Python's _store_based_barrier: each rank adds one to a
// key (numbered by the groups named so far: 1 after init_process_group),
// then polls it until every rank has.
func storeBarrier(s *torch.Store, count int, size int64, timeout time.Duration) error {
	key := "store_based_barrier_key:" + strconv.Itoa(count)
	if _, err := s.Add(key, 1); err != nil {
		return fmt.Errorf("store barrier: %w", err)
	}
	deadline := time.Now().Add(timeout)
	for {
		n, err := s.Add(key, 0)
		if err != nil {
			return fmt.Errorf("store barrier: %w", err)
		}
		if n >= size {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("store barrier: timed out after %v with %d of %d ranks (is WORLD_SIZE the same on every rank?)", timeout, n, size)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// meeting is what a rendezvous yields.
type meeting struct {
	store      *torch.Store
	owned      []*torch.Store // stores made here, to free with the group
	rank, size int64
}

// rendezvous reads the rank, the world size and the store from the
// options and the environment, as Python's rendezvous handlers do.
func rendezvous(o InitOptions) (*meeting, error) {
	rank, err := intSetting(o.Rank, "RANK", "rank")
	if err != nil {
		return nil, err
	}
	size, err := intSetting(o.WorldSize, "WORLD_SIZE", "world_size")
	if err != nil {
		return nil, err
	}
	if size < 1 {
		return nil, fmt.Errorf("distributed: WORLD_SIZE %d: at least one rank", size)
	}
	if rank < 0 || rank >= size {
		return nil, fmt.Errorf("distributed: RANK %d is not below WORLD_SIZE %d", rank, size)
	}
	m := &meeting{rank: rank, size: size}
	if o.Store != nil {
		m.store = o.Store
		return m, nil
	}
	method := o.InitMethod
	if method == "" {
		method = "env://"
	}
	u, err := url.Parse(method)
	if err != nil {
		return nil, fmt.Errorf("distributed: init method %q: %w", method, err)
	}
	var host, port string
	switch u.Scheme {
	case "env":
		host, port = os.Getenv("MASTER_ADDR"), os.Getenv("MASTER_PORT")
		if host == "" || port == "" {
			return nil, errors.New("distributed: env:// needs MASTER_ADDR and MASTER_PORT in the environment")
		}
	case "tcp":
		host, port, err = net.SplitHostPort(u.Host)
		if err != nil {
			return nil, fmt.Errorf("distributed: init method %q: %w", method, err)
		}
	case "file":
		if u.Path == "" {
			return nil, fmt.Errorf("distributed: init method %q: no path", method)
		}
		s, err := torch.NewFileStore(u.Path, torch.NewFileStoreOptions{WorldSize: torch.Some(size)})
		if err != nil {
			return nil, fmt.Errorf("distributed: file store %s: %w", u.Path, err)
		}
		m.store, m.owned = s, []*torch.Store{s}
		return m, nil
	default:
		return nil, fmt.Errorf("distributed: init method %q: want env://, tcp://HOST:PORT or file:///PATH", method)
	}
	p, err := strconv.ParseUint(port, 10, 16)
	if err != nil {
		return nil, fmt.Errorf("distributed: port %q: not a TCP port", port)
	}
	s, err := torch.NewTCPStore(host, int64(p), torch.NewTCPStoreOptions{
		WorldSize: torch.Some(size), IsMaster: torch.Some(rank == 0),
		Timeout: torch.Some(o.Timeout.Seconds()), MultiTenant: torch.Some(true)})
	if err != nil {
		what := "connecting to the store at"
		if rank == 0 {
			what = "serving the store on"
		}
		return nil, fmt.Errorf("distributed: rank %d: %s %s: %w", rank, what, net.JoinHostPort(host, port), err)
	}
	m.store, m.owned = s, []*torch.Store{s}
	return m, nil
}

// intSetting is an option when given, else the environment variable.
func intSetting(opt torch.Opt[int64], env, name string) (int64, error) {
	if v, ok := opt.Get(); ok {
		return v, nil
	}
	s, ok := os.LookupEnv(env)
	if !ok {
		return 0, fmt.Errorf("distributed: %s is neither given (%s) nor in the environment", env, name)
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("distributed: %s=%q is not an integer", env, s)
	}
	return v, nil
}

// LocalRank is the environment's LOCAL_RANK (torchrun's: the rank on this
// machine), or an error when it is unset or not an integer.
func LocalRank() (int64, error) { return intSetting(torch.Opt[int64]{}, "LOCAL_RANK", "local_rank") }

// Rank is this process's rank in the group (torch.distributed.get_rank(group)):
// -1 outside a NewGroup.
func (g *Group) Rank() int64 { return g.rank }

// Size is the number of ranks of the group (get_world_size(group)): -1
// outside a NewGroup.
func (g *Group) Size() int64 { return g.size }

// Ranks are the group's ranks in the default group, in group-rank order
// (a NewGroup's sorted ranks; 0 to Size()-1 for the default group).
func (g *Group) Ranks() []int64 {
	if g.global != nil {
		return append([]int64(nil), g.global...)
	}
	r := make([]int64, g.size)
	for i := range r {
		r[i] = int64(i)
	}
	return r
}

// groupRank is the group rank of a rank of the default group, which the
// collectives take for src and dst, as Python's (_get_group_rank).
func (g *Group) groupRank(global int64) (int64, error) {
	if g.global == nil {
		return global, nil
	}
	for i, r := range g.global {
		if r == global {
			return int64(i), nil
		}
	}
	return 0, fmt.Errorf("rank %d is not in the group (ranks %v)", global, g.global)
}

// NewGroupOptions are new_group's arguments after ranks.
type NewGroupOptions struct {
	// Timeout bounds joining the group and each of its operations:
	// DefaultTimeout when zero, as Python's default_pg_timeout (not the
	// default group's timeout).
	Timeout time.Duration
}

// NewGroup is torch.distributed.new_group: a group of ranks (ranks of the
// default group; nil: all of them) with Gloo, as Python's. Every rank of
// the default group calls it, in the same order for every group, members
// or not; a rank outside ranks gets a Group whose Rank and Size are -1 and
// whose operations fail with ErrNotMember. Its rank is the position in the
// sorted ranks; the collectives take src and dst as ranks of the default
// group, as Python's. Its device and threads are the default group's. It
// replicates the new_group of the libtorch it runs on, so Python ranks
// may call dist.new_group in the same order: the group is named by a
// counter every rank advances ("1" for the first; init_process_group's is
// "0"), and its store is the default group's under that name, as
// groupStores lays it out (1.x: "default_pg/1"; 2.x: "default_pg/0/1/cpu/",
// 2.x's default group store being "default_pg/0/"). On 1.x every rank,
// member or not, then meets the others in a store barrier; 2.x has none
// (unless TORCH_DIST_INIT_BARRIER=1, not replicated: do not set it for
// Python ranks), and its non-members return at once. Python's
// use_local_synchronization (2.x's hashed names) is not replicated.
func NewGroup(ranks []int64, opts ...NewGroupOptions) (*Group, error) {
	var o NewGroupOptions
	if len(opts) > 0 {
		o = opts[len(opts)-1]
	}
	if o.Timeout == 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Timeout < 0 {
		return nil, fmt.Errorf("distributed: new_group: negative timeout %v", o.Timeout)
	}
	d := defaultGroup.Load()
	if d == nil {
		return nil, errors.New("distributed: new_group: no default process group: call InitProcessGroup first")
	}
	if d.backend != "gloo" {
		return nil, fmt.Errorf("distributed: new_group: the default group's backend is %s; NewGroup makes Gloo groups only", d.backend)
	}
	backends, err := torch.ProcessGroupHasBackends()
	if err != nil {
		return nil, err
	}
	if ranks == nil {
		for r := range d.size {
			ranks = append(ranks, r)
		}
	}
	ranks = slices.Clone(ranks)
	slices.Sort(ranks)
	if int64(len(ranks)) > d.size {
		return nil, fmt.Errorf("distributed: new_group: %d ranks in a world of %d", len(ranks), d.size)
	}
	for i, r := range ranks {
		if r < 0 || r >= d.size {
			return nil, fmt.Errorf("distributed: new_group: rank %d is not in the world of %d", r, d.size)
		}
		if i > 0 && ranks[i-1] == r {
			return nil, fmt.Errorf("distributed: new_group: rank %d twice", r)
		}
	}
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil, errors.New("distributed: new_group: the default group has been destroyed")
	}
	name := strconv.Itoa(d.groups)
	d.groups++
	count := d.groups
	d.mu.Unlock()
	where := fmt.Sprintf("new_group %v (group %q, rank %d of %d)", ranks, name, d.rank, d.size)
	g := &Group{rank: -1, size: -1, timeout: o.Timeout, global: ranks, backend: "gloo", device: d.device, groups: 1}
	if i := slices.Index(ranks, d.rank); i >= 0 {
		g.rank, g.size = int64(i), int64(len(ranks))
		g.store = d.store // 1.x's; on 2.x groupStores sets the group's own
		s, err := groupStores(g, d.store, name, backends, "cpu")
		if err != nil {
			g.Destroy()
			return nil, fmt.Errorf("distributed: %s: %w", where, err)
		}
		g.pg, err = torch.NewProcessGroupGloo(s, g.rank, g.size, torch.NewProcessGroupGlooOptions{
			Timeout: torch.Some(o.Timeout.Seconds()), Interface: torch.Some(d.device.Interface),
			Hostname: torch.Some(d.device.Hostname), Threads: torch.Some(int64(d.device.Threads))})
		if err != nil {
			g.Destroy()
			return nil, fmt.Errorf("distributed: %s: joining the group (does every rank call new_group in the same order?): %w", where, err)
		}
	}
	if !backends {
		if err := storeBarrier(d.store, count, d.size, o.Timeout); err != nil {
			g.Destroy()
			return nil, fmt.Errorf("distributed: %s: %w", where, err)
		}
	}
	if g.pg != nil {
		if err := g.pg.SetSequenceNumberForGroup(); err != nil {
			g.Destroy()
			return nil, fmt.Errorf("distributed: %s: %w", where, err)
		}
	}
	return g, nil
}

// Store is the group's store, the one Python's
// torch.distributed.distributed_c10d._get_default_store() returns for the
// default group, so that a Python rank's sees the same keys: on libtorch
// 1.x the store of InitMethod under the prefix "default_pg" (or
// InitOptions.Store itself), on 2.x the group's store under that
// ("default_pg/0/"; a NewGroup's is its own, "default_pg/0/1/"…). Set, Get, Add, Wait, Check… share values across the
// ranks; on 1.x, keys "store_based_barrier_key:N" and prefixes "0/"… are
// the groups'. The group owns it: it is valid until Destroy, and the
// caller must not free it.
func (g *Group) Store() *torch.Store { return g.store }

// ProcessGroup is the underlying c10d group (package torch's binding).
func (g *Group) ProcessGroup() *torch.ProcessGroup { return g.pg }

// Destroy leaves the group and frees it and its stores; with the default
// group, prefer DestroyProcessGroup. It waits for operations being issued,
// not for those under way.
func (g *Group) Destroy() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return
	}
	g.closed = true
	if g.pg != nil {
		g.pg.Free()
	}
	for i := len(g.stores) - 1; i >= 0; i-- {
		g.stores[i].Free()
	}
}

// DestroyProcessGroup is torch.distributed.destroy_process_group of the
// default group.
func DestroyProcessGroup() {
	if g := defaultGroup.Swap(nil); g != nil {
		g.Destroy()
	}
}

// IsInitialized is torch.distributed.is_initialized.
func IsInitialized() bool { return defaultGroup.Load() != nil }

// GetRank is torch.distributed.get_rank: the rank in the default group, -1
// without one.
func GetRank() int64 {
	if g := defaultGroup.Load(); g != nil {
		return g.rank
	}
	return -1
}

// GetWorldSize is torch.distributed.get_world_size: the default group's
// size, -1 without one.
func GetWorldSize() int64 {
	if g := defaultGroup.Load(); g != nil {
		return g.size
	}
	return -1
}
