// Package templates holds the files gotorchgen copies verbatim into every
// generated package: the hand-written Go runtime, its C ABI header, the C++
// support code and the runtime tests. The directory starts with "_" so the
// gotorchgen module itself never compiles them.
package templates

import (
	"bytes"
	"embed"
	"io/fs"
	"sort"
)

//go:embed all:_runtime all:_nn all:_data all:_kw all:_distributed all:_stable all:_stable_boxed
var templateFS embed.FS

// RuntimeFiles returns the runtime files by base name, in sorted order of
// names (see Names).
func RuntimeFiles() map[string][]byte { return dirFiles("_runtime") }

// StableFiles returns the runtime of the stable-ABI mode (generate --abi
// stable): Go and plain C over libtorch's stable C ABI, by base name.
func StableFiles() map[string][]byte { return dirFiles("_stable") }

// StableBoxedFiles returns what the hybrid stable-ABI mode (generate --abi
// stable --stable-fallback boxed) adds to StableFiles: the one C++
// function that calls, boxed, the operators the stable ABI cannot carry.
func StableBoxedFiles() map[string][]byte { return dirFiles("_stable_boxed") }

// SubPackages are the sub-packages of every generated package, each from
// templates/_NAME: nn (layers, a parameter store) and data (batching
// tensors, as torch.utils.data) and kw (the keyword arguments of the
// Python-shaped entry points, which the runtime imports). Generate copies
// each into the generated package's NAME/ with the imports of the parent
// package rewritten.
var SubPackages = []string{"nn", "data", "kw"}

// SubPackageFiles returns the files of the sub-package name (one of
// SubPackages, or "distributed") by base name, with the runtime files it
// shares (sharedRuntimeFiles) under its own package clause.
func SubPackageFiles(name string) map[string][]byte {
	files := dirFiles("_" + name)
	runtime := RuntimeFiles()
	for _, f := range sharedRuntimeFiles[name] {
		files[f] = bytes.Replace(runtime[f], []byte("package torch\n"), []byte("package "+name+"\n"), 1)
	}
	return files
}

// sharedRuntimeFiles are test files of templates/_runtime that a
// sub-package's tests need too: Go packages cannot share test code, so
// each gets the one file, kept in one place.
var sharedRuntimeFiles = map[string][]string{"nn": {"pyfixtures_test.go"}, "data": {"pyfixtures_test.go"}}

// NNFiles returns the files of package nn by base name.
func NNFiles() map[string][]byte { return SubPackageFiles("nn") }

// DistributedFiles returns the files of package distributed
// (init_process_group, the collectives by Python's names, data-parallel
// training), which Generate copies into the generated package's
// distributed/ like package nn's, when the class specs bind c10d.
func DistributedFiles() map[string][]byte { return SubPackageFiles("distributed") }

// dirFiles returns the top-level files of an embedded directory.
func dirFiles(dir string) map[string][]byte {
	files := map[string][]byte{}
	entries, err := fs.ReadDir(templateFS, dir)
	if err != nil {
		panic(err) // embedded at build time: cannot fail
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		data, err := templateFS.ReadFile(dir + "/" + e.Name())
		if err != nil {
			panic(err)
		}
		files[e.Name()] = data
	}
	return files
}

// Names returns the sorted keys of a file map.
func Names(files map[string][]byte) []string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
