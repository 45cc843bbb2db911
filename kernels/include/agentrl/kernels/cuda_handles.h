// Owning handles for CUDA events and streams: Create() makes the resource (returning the CUDA
// error, so callers check it their own way) and the handle destroys it when it goes out of
// scope. Move-only. For code compiled against the CUDA runtime (the kernels' .cu files and
// bench/gpu); cuda_estimators.h stays free of CUDA types.
#pragma once

#include <cuda_runtime.h>

#include <utility>

namespace agentrl::kernels {

template <class T, cudaError_t (*kCreate)(T*, unsigned), cudaError_t (*kDestroy)(T)>
class CudaHandle {
 public:
  CudaHandle() = default;
  ~CudaHandle() { Reset(); }
  CudaHandle(CudaHandle&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  CudaHandle& operator=(CudaHandle&& other) noexcept {
    if (this != &other) Reset(), handle_ = std::exchange(other.handle_, nullptr);
    return *this;
  }
  CudaHandle(const CudaHandle&) = delete;
  CudaHandle& operator=(const CudaHandle&) = delete;

  // Destroys any held resource, then creates a new one with the given flags.
  cudaError_t Create(unsigned flags = 0) {
    Reset();
    return kCreate(&handle_, flags);
  }
  T get() const { return handle_; }
  explicit operator bool() const { return handle_ != nullptr; }

 private:
  void Reset() {
    if (handle_) kDestroy(std::exchange(handle_, nullptr));
  }
  T handle_ = nullptr;
};

// Create() flags: cudaEventDefault (0), cudaEventDisableTiming, ...
using CudaEvent = CudaHandle<cudaEvent_t, cudaEventCreateWithFlags, cudaEventDestroy>;
// Create() flags: cudaStreamDefault (0) or cudaStreamNonBlocking.
using CudaStream = CudaHandle<cudaStream_t, cudaStreamCreateWithFlags, cudaStreamDestroy>;

}  // namespace agentrl::kernels
