// safetensors.cpp: the memory map under OpenSafetensors (safetensors.go).
// A gt_mapping is a private (copy-on-write) mapping of a whole file with a
// reference count: the SafetensorsFile holds one reference until Close,
// and each tensor made over the mapped bytes holds one until libtorch
// frees its storage (the storage's deleter). The last release unmaps it.
#include "../../gotorch_support.h"

#include <ATen/ops/empty.h>
#include <ATen/ops/from_blob.h>
#include <sys/mman.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <string>

struct gt_mapping {
  void* addr;
  size_t len;
  std::atomic<int64_t> refs;
};

namespace {

// Mappings not yet unmapped, for the tests (gt_mappings_live).
std::atomic<int64_t> live_mappings{0};

void release(gt_mapping* m) {
  if (m->refs.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  munmap(m->addr, m->len);
  delete m;
  live_mappings.fetch_sub(1, std::memory_order_relaxed);
}

void release_ctx(void* ctx) { release(static_cast<gt_mapping*>(ctx)); }

}  // namespace

extern "C" {

// gt_mapping_open maps len bytes of the open file fd, private and
// writable: writes to a tensor over it copy the page and never reach the
// file (what torch.UntypedStorage.from_file(shared=False) does, as the
// safetensors library's safe_open). The caller holds one reference.
char* gt_mapping_open(int fd, int64_t len, gt_mapping** out) {
  GT_TRY
  *out = nullptr;
  if (len <= 0) throw std::invalid_argument("mapping " + std::to_string(len) + " bytes");
  void* p = mmap(nullptr, static_cast<size_t>(len), PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  if (p == MAP_FAILED) throw std::runtime_error(std::string("mmap: ") + std::strerror(errno));
  *out = new gt_mapping{p, static_cast<size_t>(len), {1}};
  live_mappings.fetch_add(1, std::memory_order_relaxed);
  GT_CATCH
}

// gt_mapping_release drops the caller's reference.
void gt_mapping_release(gt_mapping* m) {
  if (m != nullptr) release(m);
}

int64_t gt_mappings_live(void) { return live_mappings.load(std::memory_order_relaxed); }

// gt_mapping_tensor makes a contiguous CPU tensor of shape and dtype from
// the mapped bytes at offset (numel * element size of them, checked by
// the caller and again here): over them, holding a reference, or, when
// copy is set, a copy of them.
char* gt_mapping_tensor(gt_mapping* m, int64_t offset, const int64_t* shape, int64_t ndim, int32_t dtype,
                        bool copy, gt_tensor_out* out) {
  GT_TRY
  *out = gt_tensor_out{};
  if (m == nullptr) throw std::invalid_argument("no mapping");
  at::IntArrayRef sizes(shape, static_cast<size_t>(ndim));
  auto opts = at::TensorOptions().dtype(gotorch::scalar_type(dtype, "dtype"));
  int64_t numel = 1;
  for (int64_t s : sizes) numel *= s;
  int64_t nbytes = numel * static_cast<int64_t>(c10::elementSize(opts.dtype().toScalarType()));
  if (offset < 0 || nbytes < 0 || offset > static_cast<int64_t>(m->len) ||
      nbytes > static_cast<int64_t>(m->len) - offset) {
    throw std::invalid_argument("bytes " + std::to_string(offset) + " to " + std::to_string(offset + nbytes) +
                                " lie outside the mapping of " + std::to_string(m->len));
  }
  char* p = static_cast<char*>(m->addr) + offset;
  if (copy || nbytes == 0) {
    at::Tensor t = at::empty(sizes, opts);
    if (nbytes > 0) std::memcpy(t.data_ptr(), p, static_cast<size_t>(nbytes));
    *out = gotorch::wrap(std::move(t));
  } else {
    m->refs.fetch_add(1, std::memory_order_relaxed);
    // The maker owns the reference from here: make_tensor failing drops it.
    *out = gotorch::wrap(at::for_blob(p, sizes).context(m, release_ctx).options(opts).make_tensor());
  }
  GT_CATCH
}

// gt_tensor_bytes returns the data of a contiguous CPU tensor and its
// size in bytes: SaveSafetensors writes it from there.
char* gt_tensor_bytes(gt_tensor t, void** data, int64_t* nbytes) {
  GT_TRY
  *data = nullptr;
  *nbytes = 0;
  gotorch::borrowed self(t);
  const at::Tensor& x = gotorch::ref(self, "self");
  if (!x.device().is_cpu() || !x.is_contiguous()) throw std::invalid_argument("not a contiguous CPU tensor");
  *nbytes = static_cast<int64_t>(x.nbytes());
  if (*nbytes > 0) {
    *data = x.data_ptr();
    if (*data == nullptr) throw std::invalid_argument("the tensor has no data");
  }
  GT_CATCH
}

}  // extern "C"
