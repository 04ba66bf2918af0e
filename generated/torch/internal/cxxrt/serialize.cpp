// serialize.cpp: a tensor's storage, for Save (serialize.go), which writes
// torch.save's format: storages whole, tensors as views of them.
#include "gotorch_support.h"

#include <cstring>

extern "C" {

char* gt_tensor_storage_info(gt_tensor t, uintptr_t* id, int64_t* nbytes, int64_t* offset) {
  GT_TRY
  const at::Tensor& x = gotorch::ref(t, "self");
  if (!x.has_storage()) throw std::invalid_argument("the tensor has no storage (sparse, mkldnn, nested?)");
  const c10::Storage& s = x.storage();
  *id = reinterpret_cast<uintptr_t>(s.unsafeGetStorageImpl());
  *nbytes = static_cast<int64_t>(s.nbytes());
  *offset = x.storage_offset();
  GT_CATCH
}

char* gt_tensor_storage_copy(gt_tensor t, void* dst, int64_t nbytes) {
  GT_TRY
  const at::Tensor& x = gotorch::ref(t, "self");
  if (!x.has_storage() || !x.device().is_cpu()) throw std::invalid_argument("not a CPU tensor with a storage");
  const c10::Storage& s = x.storage();
  if (static_cast<int64_t>(s.nbytes()) != nbytes) {
    throw std::invalid_argument("storage holds " + std::to_string(s.nbytes()) + " bytes, expected " +
                                std::to_string(nbytes));
  }
  if (nbytes > 0) std::memcpy(dst, s.data(), static_cast<size_t>(nbytes));
  GT_CATCH
}

}  // extern "C"
