package doctor

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"time"
)

// deps is what ldd says a library loads: the dynamic loader's own answer,
// with LD_LIBRARY_PATH, the ld.so cache and update-alternatives' links all
// taken into account, which no reimplementation would match.
type deps struct {
	paths map[string]string // soname → the path the loader picks
	// missing are the sonames the loader cannot find, sorted.
	missing []string
	// versions are the symbol versions a found library lacks, each with
	// the library: "GLIBC_2.38 (libc.so.6)".
	versions []string
}

// errNoLdd is ldd missing from PATH.
var errNoLdd = errors.New("no ldd on PATH")

// ldd runs ldd on lib, in this process's environment with env's entries
// ("NAME=value") added, or, for an entry "NAME", NAME removed.
func ldd(lib string, env []string) (*deps, error) {
	path, err := exec.LookPath("ldd")
	if err != nil {
		return nil, errNoLdd
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, lib)
	cmd.Env = withEnv(os.Environ(), env)
	out, err := cmd.CombinedOutput()
	if err != nil {
		// ldd of a file that is no shared library exits 1 and says so.
		msg := strings.TrimSpace(string(out))
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("ldd %s: %s", lib, msg)
	}
	return parseLdd(string(out)), nil
}

// parseLdd reads ldd's output: "\tsoname => path (0x…)", "\tsoname => not
// found", "\t/lib64/ld-linux-x86-64.so.2 (0x…)", and, for a symbol version
// a found library lacks, "lib: /path/libc.so.6: version `GLIBC_2.38' not
// found (required by …)".
func parseLdd(out string) *deps {
	d := &deps{paths: map[string]string{}}
	seen := map[string]bool{}
	for _, line := range strings.Split(out, "\n") {
		line = strings.TrimSpace(line)
		if i := strings.Index(line, ": version `"); i >= 0 && strings.Contains(line[i:], "' not found") {
			lib := line[:i]
			if j := strings.LastIndex(lib, ": "); j >= 0 {
				lib = lib[j+2:]
			}
			ver := line[i+len(": version `"):]
			ver = ver[:strings.IndexByte(ver, '\'')]
			v := fmt.Sprintf("%s (%s)", ver, lastElem(lib))
			if !seen[v] {
				seen[v] = true
				d.versions = append(d.versions, v)
			}
			continue
		}
		name, rest, ok := strings.Cut(line, " => ")
		if !ok {
			continue
		}
		if strings.HasPrefix(rest, "not found") {
			if _, dup := d.paths[name]; !dup {
				d.missing = append(d.missing, name)
			}
			d.paths[name] = ""
			continue
		}
		if i := strings.Index(rest, " (0x"); i >= 0 {
			rest = rest[:i]
		}
		d.paths[name] = rest
	}
	sort.Strings(d.missing)
	return d
}

func lastElem(p string) string {
	return p[strings.LastIndexByte(p, '/')+1:]
}

// withEnv returns environ with the changes of env applied (see ldd).
func withEnv(environ, env []string) []string {
	if len(env) == 0 {
		return nil // exec's default: this process's environment
	}
	out := make([]string, 0, len(environ)+len(env))
	drop := map[string]bool{}
	for _, e := range env {
		name, _, _ := strings.Cut(e, "=")
		drop[name] = true
	}
	for _, e := range environ {
		name, _, _ := strings.Cut(e, "=")
		if !drop[name] {
			out = append(out, e)
		}
	}
	for _, e := range env {
		if strings.Contains(e, "=") {
			out = append(out, e)
		}
	}
	return out
}

// checkLibraries says whether the loader finds everything libtorch needs:
// a library missing, or one older than libtorch was built against (a
// libtorch from a newer distribution release), stops every program that
// links it at start-up.
func checkLibraries(lib string, d *deps, err error) Check {
	c := Check{Name: NameLibraries}
	if err != nil {
		c.Status = Warn
		c.Detail = "cannot tell whether the libraries " + lastElem(lib) + " needs are found: " + err.Error()
		if errors.Is(err, errNoLdd) {
			c.Fix = "install ldd (Debian: apt-get install libc-bin) to check"
		}
		return c
	}
	var what []string
	if len(d.missing) > 0 {
		what = append(what, fmt.Sprintf("%s needs %s the dynamic loader cannot find: %s",
			lastElem(lib), plural(len(d.missing), "library", "libraries"), strings.Join(d.missing, ", ")))
		c.Fix = "install the packages that hold them (Debian: apt-file search NAME), or add their directory to LD_LIBRARY_PATH"
	}
	if len(d.versions) > 0 {
		what = append(what, fmt.Sprintf("%s needs symbol versions this system's libraries lack (it was built for a newer release): %s",
			lastElem(lib), strings.Join(d.versions, ", ")))
		fix := "use a libtorch built for this system's distribution release"
		if c.Fix != "" {
			fix = c.Fix + "; " + fix
		}
		c.Fix = fix
	}
	if len(what) > 0 {
		c.Status, c.Detail = Problem, strings.Join(what, "; ")
		return c
	}
	c.Status = OK
	c.Detail = fmt.Sprintf("the dynamic loader finds the %s %s needs", plural(len(d.paths), "library", "libraries"), lastElem(lib))
	return c
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
