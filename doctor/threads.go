package doctor

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
)

// threadVars size the thread pools of libtorch (OpenMP) and the BLAS.
var threadVars = []string{"OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"}

// numCPU and cpuQuota are variables for tests. cpuQuota is the CPUs a
// cgroup quota allows, or 0 for none: since Go 1.25 the runtime sizes
// GOMAXPROCS by the quota unless GOMAXPROCS is set, while OpenMP and
// OpenBLAS start one thread per CPU regardless.
var (
	numCPU   = runtime.NumCPU
	cpuQuota = func() int {
		if os.Getenv("GOMAXPROCS") != "" {
			return 0
		}
		if n := runtime.GOMAXPROCS(0); n < runtime.NumCPU() {
			return n
		}
		return 0
	}
)

// checkThreads reports the CPUs and the thread settings, and warns when
// they ask for more threads than CPUs: oversubscribed pools make matrix
// products slower, not faster.
func checkThreads() Check {
	c := Check{Name: NameThreads, Status: OK}
	cpus := numCPU()
	c.Detail = fmt.Sprintf("%d CPUs", cpus)
	if q := cpuQuota(); q > 0 && q < cpus {
		c.Detail += fmt.Sprintf(" (a CPU quota allows %d)", q)
		cpus = q
	}
	var set, warns []string
	n := map[string]int{}
	for _, v := range threadVars {
		s, ok := os.LookupEnv(v)
		if !ok {
			continue
		}
		set = append(set, v+"="+s)
		// OMP_NUM_THREADS may list one count per nesting level: the
		// first is the one that sizes libtorch's pool.
		first, _, _ := strings.Cut(s, ",")
		k, err := strconv.Atoi(strings.TrimSpace(first))
		if err != nil || k < 1 {
			warns = append(warns, fmt.Sprintf("%s=%q is not a positive number, and is ignored", v, s))
			continue
		}
		n[v] = k
		if k > cpus {
			warns = append(warns, fmt.Sprintf("%s=%d is more threads than the %d CPUs", v, k, cpus))
		}
	}
	if omp, ob := n["OMP_NUM_THREADS"], n["OPENBLAS_NUM_THREADS"]; omp > 0 && ob > 0 && omp*ob > cpus {
		warns = append(warns, fmt.Sprintf("OMP_NUM_THREADS × OPENBLAS_NUM_THREADS = %d threads on %d CPUs when libtorch's parallel loops call the BLAS", omp*ob, cpus))
	}
	if _, ok := n["OMP_NUM_THREADS"]; !ok && cpus < numCPU() {
		warns = append(warns, fmt.Sprintf("with OMP_NUM_THREADS unset, libtorch's OpenMP starts %d threads, over the quota of %d", numCPU(), cpus))
	}
	if len(set) == 0 {
		c.Detail += "; " + strings.Join(threadVars, ", ") + " unset: libtorch and the BLAS each size their thread pools to the CPUs"
	} else {
		c.Detail += "; " + strings.Join(set, " ")
	}
	if len(warns) > 0 {
		c.Status = Warn
		c.Detail += ": " + strings.Join(warns, "; ")
		c.Fix = fmt.Sprintf("set OMP_NUM_THREADS to at most %d, and OPENBLAS_NUM_THREADS so that OMP_NUM_THREADS × OPENBLAS_NUM_THREADS ≤ %d (or to 1)", cpus, cpus)
	}
	return c
}
