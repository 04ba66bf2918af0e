// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#include "../../gotorch_support.h"
#include <ATen/ops/empty.h>
#include <cstring>
#include "../../gotorch_c10d.h"
#include <string>
#include <torch/csrc/distributed/c10d/FileStore.hpp>
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#include <torch/csrc/distributed/c10d/Work.hpp>
#include <vector>

extern "C" {

void gt_spec_Store_free(void* h) {
  delete reinterpret_cast<c10::intrusive_ptr<c10d::Store>*>(h);
  gt_object_freed();
}

void gt_spec_Work_free(void* h) {
  delete reinterpret_cast<c10::intrusive_ptr<c10d::Work>*>(h);
  gt_object_freed();
}

void gt_spec_ProcessGroup_free(void* h) {
  delete reinterpret_cast<c10::intrusive_ptr<c10d::ProcessGroup>*>(h);
  gt_object_freed();
}

// Store tcp_store(std::string host_name, int64_t port, c10::optional<int64_t> world_size = c10::nullopt, bool is_master = false, double timeout = 300, bool wait_for_workers = true, bool multi_tenant = false, c10::optional<bool> use_libuv = c10::nullopt)
struct gt_spec_Store_NewTCPStore_args {
  int64_t a_host_name_len;
  int64_t a_port;
  bool a_is_master;
  double a_timeout;
  bool a_wait_for_workers;
  bool a_multi_tenant;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Store_NewTCPStore_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Store_NewTCPStore(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_NewTCPStore_args*>(args);
  auto a_host_name = static_cast<const char*>(ptrs[0]);
  int64_t a_host_name_len = a->a_host_name_len;
  int64_t a_port = a->a_port;
  auto a_world_size = static_cast<const int64_t*>(ptrs[1]);
  bool a_is_master = a->a_is_master;
  double a_timeout = a->a_timeout;
  bool a_wait_for_workers = a->a_wait_for_workers;
  bool a_multi_tenant = a->a_multi_tenant;
  auto a_use_libuv = static_cast<const bool*>(ptrs[2]);
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& host_name, auto&& port, auto&& world_size, auto&& is_master, auto&& timeout, auto&& wait_for_workers, auto&& multi_tenant, auto&& use_libuv) { if (port < 0 || port > 65535) throw std::invalid_argument("port: " + std::to_string(port) + " is not a TCP port"); c10d::TCPStoreOptions o; o.port = static_cast<std::uint16_t>(port); o.isServer = is_master; if (world_size.has_value()) { if (*world_size < 1) throw std::invalid_argument("world_size: must be at least 1, not " + std::to_string(*world_size)); o.numWorkers = static_cast<size_t>(*world_size); } o.waitWorkers = wait_for_workers; o.timeout = gotorch::c10d_support::millis(timeout, "timeout"); o.multiTenant = multi_tenant; return gotorch::c10d_support::tcp_store(std::string(host_name), o, use_libuv); }(gotorch::str(a_host_name, a_host_name_len, "host_name"), a_port, gotorch::opt_value(a_world_size), a_is_master, a_timeout, a_wait_for_workers, a_multi_tenant, gotorch::opt_value(a_use_libuv));
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Store>>(std::move(r));
  GT_CATCH
}

// Store file_store(std::string file_name, int64_t world_size = -1)
struct gt_spec_Store_NewFileStore_args {
  int64_t a_file_name_len;
  int64_t a_world_size;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Store_NewFileStore_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Store_NewFileStore(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_NewFileStore_args*>(args);
  auto a_file_name = static_cast<const char*>(ptrs[0]);
  int64_t a_file_name_len = a->a_file_name_len;
  int64_t a_world_size = a->a_world_size;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& file_name, auto&& world_size) { return c10::intrusive_ptr<c10d::Store>(c10::make_intrusive<c10d::FileStore>(std::string(file_name), static_cast<int>(world_size))); }(gotorch::str(a_file_name, a_file_name_len, "file_name"), a_world_size);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Store>>(std::move(r));
  GT_CATCH
}

// Store prefix_store(std::string prefix, Store store)
struct gt_spec_Store_NewPrefixStore_args {
  int64_t a_prefix_len;
  gt_object a_store;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Store_NewPrefixStore_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Store_NewPrefixStore(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_NewPrefixStore_args*>(args);
  auto a_prefix = static_cast<const char*>(ptrs[0]);
  int64_t a_prefix_len = a->a_prefix_len;
  gt_object a_store = a->a_store;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& prefix, auto&& store) { return c10::intrusive_ptr<c10d::Store>(c10::make_intrusive<c10d::PrefixStore>(std::string(prefix), store)); }(gotorch::str(a_prefix, a_prefix_len, "prefix"), gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_store, "store"));
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Store>>(std::move(r));
  GT_CATCH
}

// void set(std::string key, Bytes value)
struct gt_spec_Store_Set_args {
  gt_object a_self;
  int64_t a_key_len;
  int64_t a_value_len;
};
static_assert(sizeof(gt_spec_Store_Set_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Store_Set(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Set_args*>(args);
  gt_object a_self = a->a_self;
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  auto a_value = static_cast<const uint8_t*>(ptrs[1]);
  int64_t a_value_len = a->a_value_len;
  GT_TRY
  [&](auto&& self, auto&& key, auto&& value) { self->set(std::string(key), std::vector<uint8_t>(value.begin(), value.end())); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), gotorch::str(a_key, a_key_len, "key"), gotorch::bytes(a_value, a_value_len));
  GT_CATCH
}

// Bytes get(std::string key)
struct gt_spec_Store_Get_args {
  gt_object a_self;
  int64_t a_key_len;
  uint8_t* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Store_Get_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Store_Get(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Get_args*>(args);
  gt_object a_self = a->a_self;
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  uint8_t** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self, auto&& key) { return self->get(std::string(key)); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), gotorch::str(a_key, a_key_len, "key"));
  gotorch::byte_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// int64_t add(std::string key, int64_t amount)
struct gt_spec_Store_Add_args {
  gt_object a_self;
  int64_t a_key_len;
  int64_t a_amount;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Store_Add_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Store_Add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Add_args*>(args);
  gt_object a_self = a->a_self;
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  int64_t a_amount = a->a_amount;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& key, auto&& amount) { return self->add(std::string(key), amount); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), gotorch::str(a_key, a_key_len, "key"), a_amount);
  *out0 = std::move(r);
  GT_CATCH
}

// void wait(std::vector<std::string> keys, c10::optional<double> timeout = c10::nullopt)
struct gt_spec_Store_Wait_args {
  gt_object a_self;
  int64_t a_keys_len;
};
static_assert(sizeof(gt_spec_Store_Wait_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Store_Wait(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Wait_args*>(args);
  gt_object a_self = a->a_self;
  auto a_keys = static_cast<const char*>(ptrs[0]);
  int64_t a_keys_len = a->a_keys_len;
  auto a_timeout = static_cast<const double*>(ptrs[1]);
  GT_TRY
  [&](auto&& self, auto&& keys, auto&& timeout) { std::vector<std::string> ks(keys.begin(), keys.end()); if (timeout.has_value()) self->wait(ks, gotorch::c10d_support::millis(*timeout, "timeout")); else self->wait(ks); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), gotorch::strings(a_keys, a_keys_len, "keys"), gotorch::opt_value(a_timeout));
  GT_CATCH
}

// bool check(std::vector<std::string> keys)
struct gt_spec_Store_Check_args {
  gt_object a_self;
  int64_t a_keys_len;
  bool out0;
};
static_assert(sizeof(gt_spec_Store_Check_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Store_Check(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Check_args*>(args);
  gt_object a_self = a->a_self;
  auto a_keys = static_cast<const char*>(ptrs[0]);
  int64_t a_keys_len = a->a_keys_len;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& keys) { return self->check(std::vector<std::string>(keys.begin(), keys.end())); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), gotorch::strings(a_keys, a_keys_len, "keys"));
  *out0 = std::move(r);
  GT_CATCH
}

// bool delete_key(std::string key)
struct gt_spec_Store_DeleteKey_args {
  gt_object a_self;
  int64_t a_key_len;
  bool out0;
};
static_assert(sizeof(gt_spec_Store_DeleteKey_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Store_DeleteKey(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_DeleteKey_args*>(args);
  gt_object a_self = a->a_self;
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& key) { return self->deleteKey(std::string(key)); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), gotorch::str(a_key, a_key_len, "key"));
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t num_keys()
struct gt_spec_Store_NumKeys_args {
  gt_object a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Store_NumKeys_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Store_NumKeys(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_NumKeys_args*>(args);
  gt_object a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self->getNumKeys(); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// void set_timeout(double timeout)
struct gt_spec_Store_SetTimeout_args {
  gt_object a_self;
  double a_timeout;
};
static_assert(sizeof(gt_spec_Store_SetTimeout_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Store_SetTimeout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_SetTimeout_args*>(args);
  gt_object a_self = a->a_self;
  double a_timeout = a->a_timeout;
  GT_TRY
  [&](auto&& self, auto&& timeout) { self->setTimeout(gotorch::c10d_support::millis(timeout, "timeout")); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"), a_timeout);
  GT_CATCH
}

// double timeout() const
struct gt_spec_Store_Timeout_args {
  gt_object a_self;
  double out0;
};
static_assert(sizeof(gt_spec_Store_Timeout_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Store_Timeout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Timeout_args*>(args);
  gt_object a_self = a->a_self;
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self->getTimeout().count() / 1000.0; }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t port()
struct gt_spec_Store_Port_args {
  gt_object a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Store_Port_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Store_Port(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Store_Port_args*>(args);
  gt_object a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { auto tcp = c10::dynamic_intrusive_pointer_cast<c10d::TCPStore>(self); if (!tcp) throw std::invalid_argument("not a TCPStore"); return static_cast<int64_t>(tcp->getPort()); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// bool wait(double timeout = 0)
struct gt_spec_Work_Wait_args {
  gt_object a_self;
  double a_timeout;
  bool out0;
};
static_assert(sizeof(gt_spec_Work_Wait_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Work_Wait(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Work_Wait_args*>(args);
  gt_object a_self = a->a_self;
  double a_timeout = a->a_timeout;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& timeout) { return self->wait(gotorch::c10d_support::millis(timeout, "timeout")); }(gotorch::object<c10::intrusive_ptr<c10d::Work>>(a_self, "self"), a_timeout);
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_completed()
struct gt_spec_Work_IsCompleted_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Work_IsCompleted_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Work_IsCompleted(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Work_IsCompleted_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self->isCompleted(); }(gotorch::object<c10::intrusive_ptr<c10d::Work>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// std::string exception()
struct gt_spec_Work_Exception_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_Work_Exception_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Work_Exception(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Work_Exception_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::c10d_support::message(self->exception()); }(gotorch::object<c10::intrusive_ptr<c10d::Work>>(a_self, "self"));
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// int64_t source_rank() const
struct gt_spec_Work_SourceRank_args {
  gt_object a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Work_SourceRank_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Work_SourceRank(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Work_SourceRank_args*>(args);
  gt_object a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return static_cast<int64_t>(self->sourceRank()); }(gotorch::object<c10::intrusive_ptr<c10d::Work>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// ProcessGroup new_gloo(Store store, int64_t rank, int64_t size, double timeout = 1800, std::string hostname = "", std::string interface = "", int64_t threads = 2)
struct gt_spec_ProcessGroup_NewProcessGroupGloo_args {
  gt_object a_store;
  int64_t a_rank;
  int64_t a_size;
  double a_timeout;
  int64_t a_hostname_len;
  int64_t a_interface_len;
  int64_t a_threads;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_NewProcessGroupGloo_args) == 64, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_NewProcessGroupGloo(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_NewProcessGroupGloo_args*>(args);
  gt_object a_store = a->a_store;
  int64_t a_rank = a->a_rank;
  int64_t a_size = a->a_size;
  double a_timeout = a->a_timeout;
  auto a_hostname = static_cast<const char*>(ptrs[0]);
  int64_t a_hostname_len = a->a_hostname_len;
  auto a_interface = static_cast<const char*>(ptrs[1]);
  int64_t a_interface_len = a->a_interface_len;
  int64_t a_threads = a->a_threads;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& store, auto&& rank, auto&& size, auto&& timeout, auto&& hostname, auto&& interface, auto&& threads) { if (size < 1) throw std::invalid_argument("size: must be at least 1, not " + std::to_string(size)); gotorch::c10d_support::check_rank("rank", rank, size); if (threads < 1) throw std::invalid_argument("threads: must be at least 1"); if (!hostname.empty() && !interface.empty()) throw std::invalid_argument("give a hostname or an interface, not both"); auto o = c10d::ProcessGroupGloo::Options::create(gotorch::c10d_support::millis(timeout, "timeout")); if (!interface.empty()) o->devices.push_back(c10d::ProcessGroupGloo::createDeviceForInterface(std::string(interface))); else if (!hostname.empty()) o->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname(std::string(hostname))); else o->devices.push_back(c10d::ProcessGroupGloo::createDefaultDevice()); o->threads = static_cast<int>(threads); return gotorch::c10d_support::gloo_group(store, static_cast<int>(rank), static_cast<int>(size), o); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_store, "store"), a_rank, a_size, a_timeout, gotorch::str(a_hostname, a_hostname_len, "hostname"), gotorch::str(a_interface, a_interface_len, "interface"), a_threads);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::ProcessGroup>>(std::move(r));
  GT_CATCH
}

// ProcessGroup new_nccl(Store store, int64_t rank, int64_t size, double timeout = 1800)
struct gt_spec_ProcessGroup_NewProcessGroupNCCL_args {
  gt_object a_store;
  int64_t a_rank;
  int64_t a_size;
  double a_timeout;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_NewProcessGroupNCCL_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_NewProcessGroupNCCL(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_NewProcessGroupNCCL_args*>(args);
  gt_object a_store = a->a_store;
  int64_t a_rank = a->a_rank;
  int64_t a_size = a->a_size;
  double a_timeout = a->a_timeout;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& store, auto&& rank, auto&& size, auto&& timeout) { if (size < 1) throw std::invalid_argument("size: must be at least 1, not " + std::to_string(size)); gotorch::c10d_support::check_rank("rank", rank, size); return gotorch::c10d_support::nccl_group(store, static_cast<int>(rank), static_cast<int>(size), gotorch::c10d_support::millis(timeout, "timeout")); }(gotorch::object<c10::intrusive_ptr<c10d::Store>>(a_store, "store"), a_rank, a_size, a_timeout);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::ProcessGroup>>(std::move(r));
  GT_CATCH
}

// bool nccl_available()
struct gt_spec_ProcessGroup_ProcessGroupNCCLAvailable_args {
  bool out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_ProcessGroupNCCLAvailable_args) == 1, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_ProcessGroupNCCLAvailable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_ProcessGroupNCCLAvailable_args*>(args);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&]() { return gotorch::c10d_support::nccl_available; }();
  *out0 = std::move(r);
  GT_CATCH
}

// bool has_backends()
struct gt_spec_ProcessGroup_ProcessGroupHasBackends_args {
  bool out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_ProcessGroupHasBackends_args) == 1, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_ProcessGroupHasBackends(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_ProcessGroupHasBackends_args*>(args);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&]() { return gotorch::c10d_support::has_backends; }();
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t rank() const
struct gt_spec_ProcessGroup_Rank_args {
  gt_object a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Rank_args) == 16, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Rank(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Rank_args*>(args);
  gt_object a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return static_cast<int64_t>(self->getRank()); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t size() const
struct gt_spec_ProcessGroup_Size_args {
  gt_object a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Size_args) == 16, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Size_args*>(args);
  gt_object a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return static_cast<int64_t>(self->getSize()); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// std::string backend_name() const
struct gt_spec_ProcessGroup_BackendName_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_BackendName_args) == 16, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_BackendName(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_BackendName_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self->getBackendName(); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"));
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// void set_sequence_number_for_group()
struct gt_spec_ProcessGroup_SetSequenceNumberForGroup_args {
  gt_object a_self;
};
static_assert(sizeof(gt_spec_ProcessGroup_SetSequenceNumberForGroup_args) == 8, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_SetSequenceNumberForGroup(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_SetSequenceNumberForGroup_args*>(args);
  gt_object a_self = a->a_self;
  GT_TRY
  [&](auto&& self) { gotorch::c10d_support::set_sequence_number_for_group(self); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"));
  GT_CATCH
}

// Work allreduce(variable_list tensors, int64_t op = 0)
struct gt_spec_ProcessGroup_Allreduce_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_op;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Allreduce_args) == 32, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Allreduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Allreduce_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_op = a->a_op;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& op) { std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); c10d::AllreduceOptions o; o.reduceOp = gotorch::c10d_support::reduce_op(op); return self->allreduce(ts, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_op);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work allreduce_coalesced(variable_list tensors, int64_t op = 0)
struct gt_spec_ProcessGroup_AllreduceCoalesced_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_op;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_AllreduceCoalesced_args) == 32, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_AllreduceCoalesced(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_AllreduceCoalesced_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_op = a->a_op;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& op) { std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); c10d::AllreduceCoalescedOptions o; o.reduceOp = gotorch::c10d_support::reduce_op(op); return self->allreduce_coalesced(ts, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_op);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work broadcast(variable_list tensors, int64_t root_rank = 0)
struct gt_spec_ProcessGroup_Broadcast_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_root_rank;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Broadcast_args) == 32, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Broadcast(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Broadcast_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_root_rank = a->a_root_rank;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& root_rank) { gotorch::c10d_support::check_rank("root_rank", root_rank, self->getSize()); std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); c10d::BroadcastOptions o; o.rootRank = root_rank; return self->broadcast(ts, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_root_rank);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work reduce(variable_list tensors, int64_t root_rank = 0, int64_t op = 0)
struct gt_spec_ProcessGroup_Reduce_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_root_rank;
  int64_t a_op;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Reduce_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Reduce_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_root_rank = a->a_root_rank;
  int64_t a_op = a->a_op;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& root_rank, auto&& op) { gotorch::c10d_support::check_rank("root_rank", root_rank, self->getSize()); std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); c10d::ReduceOptions o; o.rootRank = root_rank; o.reduceOp = gotorch::c10d_support::reduce_op(op); return self->reduce(ts, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_root_rank, a_op);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work allgather(variable_list output_tensors, const Tensor& input_tensor)
struct gt_spec_ProcessGroup_Allgather_args {
  gt_object a_self;
  int64_t a_output_tensors_len;
  gt_tensor a_input_tensor;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Allgather_args) == 32, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Allgather(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Allgather_args*>(args);
  gt_object a_self = a->a_self;
  auto a_output_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_output_tensors_len = a->a_output_tensors_len;
  gotorch::borrowed a_input_tensor(a->a_input_tensor);
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& output_tensors, auto&& input_tensor) { std::vector<std::vector<at::Tensor>> out{std::vector<at::Tensor>(output_tensors.begin(), output_tensors.end())}; std::vector<at::Tensor> in{input_tensor}; return self->allgather(out, in); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_output_tensors, a_output_tensors_len, "output_tensors")), gotorch::ref(a_input_tensor, "input_tensor"));
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work gather(variable_list output_tensors, const Tensor& input_tensor, int64_t root_rank = 0)
struct gt_spec_ProcessGroup_Gather_args {
  gt_object a_self;
  int64_t a_output_tensors_len;
  gt_tensor a_input_tensor;
  int64_t a_root_rank;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Gather_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Gather(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Gather_args*>(args);
  gt_object a_self = a->a_self;
  auto a_output_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_output_tensors_len = a->a_output_tensors_len;
  gotorch::borrowed a_input_tensor(a->a_input_tensor);
  int64_t a_root_rank = a->a_root_rank;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& output_tensors, auto&& input_tensor, auto&& root_rank) { gotorch::c10d_support::check_rank("root_rank", root_rank, self->getSize()); std::vector<std::vector<at::Tensor>> out; if (self->getRank() == root_rank) out.emplace_back(output_tensors.begin(), output_tensors.end()); else if (!output_tensors.empty()) throw std::invalid_argument("output_tensors: only rank root_rank gathers (" + std::to_string(output_tensors.size()) + " tensors given on rank " + std::to_string(self->getRank()) + ")"); std::vector<at::Tensor> in{input_tensor}; c10d::GatherOptions o; o.rootRank = root_rank; return self->gather(out, in, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_output_tensors, a_output_tensors_len, "output_tensors")), gotorch::ref(a_input_tensor, "input_tensor"), a_root_rank);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work scatter(const Tensor& output_tensor, variable_list input_tensors, int64_t root_rank = 0)
struct gt_spec_ProcessGroup_Scatter_args {
  gt_object a_self;
  gt_tensor a_output_tensor;
  int64_t a_input_tensors_len;
  int64_t a_root_rank;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Scatter_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Scatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Scatter_args*>(args);
  gt_object a_self = a->a_self;
  gotorch::borrowed a_output_tensor(a->a_output_tensor);
  auto a_input_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_input_tensors_len = a->a_input_tensors_len;
  int64_t a_root_rank = a->a_root_rank;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& output_tensor, auto&& input_tensors, auto&& root_rank) { gotorch::c10d_support::check_rank("root_rank", root_rank, self->getSize()); std::vector<std::vector<at::Tensor>> in; if (self->getRank() == root_rank) in.emplace_back(input_tensors.begin(), input_tensors.end()); else if (!input_tensors.empty()) throw std::invalid_argument("input_tensors: only rank root_rank scatters (" + std::to_string(input_tensors.size()) + " tensors given on rank " + std::to_string(self->getRank()) + ")"); std::vector<at::Tensor> out{output_tensor}; c10d::ScatterOptions o; o.rootRank = root_rank; return self->scatter(out, in, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), gotorch::ref(a_output_tensor, "output_tensor"), at::TensorList(gotorch::tensors(a_input_tensors, a_input_tensors_len, "input_tensors")), a_root_rank);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work reduce_scatter(const Tensor& output, variable_list input_list, int64_t op = 0)
struct gt_spec_ProcessGroup_ReduceScatter_args {
  gt_object a_self;
  gt_tensor a_output;
  int64_t a_input_list_len;
  int64_t a_op;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_ReduceScatter_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_ReduceScatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_ReduceScatter_args*>(args);
  gt_object a_self = a->a_self;
  gotorch::borrowed a_output(a->a_output);
  auto a_input_list = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_input_list_len = a->a_input_list_len;
  int64_t a_op = a->a_op;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& output, auto&& input_list, auto&& op) { const int64_t n = self->getSize(); if (static_cast<int64_t>(input_list.size()) != n) throw std::invalid_argument("input_list: " + std::to_string(input_list.size()) + " tensors for a group of " + std::to_string(n)); std::vector<at::Tensor> out{output}; std::vector<std::vector<at::Tensor>> in{std::vector<at::Tensor>(input_list.begin(), input_list.end())}; c10d::ReduceScatterOptions o; o.reduceOp = gotorch::c10d_support::reduce_op(op); return self->reduce_scatter(out, in, o); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), gotorch::ref(a_output, "output"), at::TensorList(gotorch::tensors(a_input_list, a_input_list_len, "input_list")), a_op);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work alltoall_base(const Tensor& output, const Tensor& input, IntArrayRef output_split_sizes, IntArrayRef input_split_sizes)
struct gt_spec_ProcessGroup_AlltoallBase_args {
  gt_object a_self;
  gt_tensor a_output;
  gt_tensor a_input;
  int64_t a_output_split_sizes_len;
  int64_t a_input_split_sizes_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_AlltoallBase_args) == 48, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_AlltoallBase(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_AlltoallBase_args*>(args);
  gt_object a_self = a->a_self;
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_split_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_split_sizes_len = a->a_output_split_sizes_len;
  auto a_input_split_sizes = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_split_sizes_len = a->a_input_split_sizes_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& output, auto&& input, auto&& output_split_sizes, auto&& input_split_sizes) { at::Tensor out = output; at::Tensor in = input; std::vector<int64_t> os(output_split_sizes.begin(), output_split_sizes.end()); std::vector<int64_t> is(input_split_sizes.begin(), input_split_sizes.end()); return self->alltoall_base(out, in, os, is, c10d::AllToAllOptions()); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), gotorch::ref(a_output, "output"), gotorch::ref(a_input, "input"), at::IntArrayRef(a_output_split_sizes, a_output_split_sizes_len), at::IntArrayRef(a_input_split_sizes, a_input_split_sizes_len));
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work alltoall(variable_list output_tensors, variable_list input_tensors)
struct gt_spec_ProcessGroup_Alltoall_args {
  gt_object a_self;
  int64_t a_output_tensors_len;
  int64_t a_input_tensors_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Alltoall_args) == 32, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Alltoall(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Alltoall_args*>(args);
  gt_object a_self = a->a_self;
  auto a_output_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_output_tensors_len = a->a_output_tensors_len;
  auto a_input_tensors = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_input_tensors_len = a->a_input_tensors_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& output_tensors, auto&& input_tensors) { std::vector<at::Tensor> out(output_tensors.begin(), output_tensors.end()); std::vector<at::Tensor> in(input_tensors.begin(), input_tensors.end()); return self->alltoall(out, in, c10d::AllToAllOptions()); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_output_tensors, a_output_tensors_len, "output_tensors")), at::TensorList(gotorch::tensors(a_input_tensors, a_input_tensors_len, "input_tensors")));
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work barrier()
struct gt_spec_ProcessGroup_Barrier_args {
  gt_object a_self;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Barrier_args) == 16, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Barrier(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Barrier_args*>(args);
  gt_object a_self = a->a_self;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self->barrier(c10d::BarrierOptions()); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"));
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work send(variable_list tensors, int64_t dst_rank, int64_t tag = 0)
struct gt_spec_ProcessGroup_Send_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_dst_rank;
  int64_t a_tag;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Send_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Send(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Send_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dst_rank = a->a_dst_rank;
  int64_t a_tag = a->a_tag;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& dst_rank, auto&& tag) { gotorch::c10d_support::check_rank("dst_rank", dst_rank, self->getSize()); std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); return self->send(ts, static_cast<int>(dst_rank), static_cast<int>(tag)); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dst_rank, a_tag);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work recv(variable_list tensors, int64_t src_rank, int64_t tag = 0)
struct gt_spec_ProcessGroup_Recv_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_src_rank;
  int64_t a_tag;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_Recv_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_Recv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_Recv_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_src_rank = a->a_src_rank;
  int64_t a_tag = a->a_tag;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& src_rank, auto&& tag) { gotorch::c10d_support::check_rank("src_rank", src_rank, self->getSize()); std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); return self->recv(ts, static_cast<int>(src_rank), static_cast<int>(tag)); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_src_rank, a_tag);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

// Work recv_anysource(variable_list tensors, int64_t tag = 0)
struct gt_spec_ProcessGroup_RecvAnySource_args {
  gt_object a_self;
  int64_t a_tensors_len;
  int64_t a_tag;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ProcessGroup_RecvAnySource_args) == 32, "args layout differs from the Go side's");
char* gt_spec_ProcessGroup_RecvAnySource(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ProcessGroup_RecvAnySource_args*>(args);
  gt_object a_self = a->a_self;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_tag = a->a_tag;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& tensors, auto&& tag) { std::vector<at::Tensor> ts(tensors.begin(), tensors.end()); return self->recvAnysource(ts, static_cast<int>(tag)); }(gotorch::object<c10::intrusive_ptr<c10d::ProcessGroup>>(a_self, "self"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_tag);
  *out0 = gotorch::wrap_object<c10::intrusive_ptr<c10d::Work>>(std::move(r));
  GT_CATCH
}

}  // extern "C"
