// The CUDA entry points in a build without CUDA (AGENTRL_CUDA=OFF or no nvcc): they report
// why, so callers and tests can say so instead of failing obscurely.
#include "agentrl/kernels/cuda_estimators.h"

namespace agentrl::kernels {

namespace {
constexpr const char* kWhy =
    "built without CUDA (configure with AGENTRL_CUDA=ON or AUTO and nvcc on PATH)";
}  // namespace

bool CudaDeviceAvailable(std::string* why) {
  if (why) *why = kWhy;
  return false;
}

Status CudaEstimate(const CudaPackedBatch&, const EstimatorParams&, float*, float*, void*,
                    const CudaOptions&) {
  return Status::Runtime(kWhy);
}

Status CudaEstimateHost(const PackedBatchView&, const EstimatorParams&, std::span<float>,
                        std::span<float>, CudaTiming*, const CudaOptions&) {
  return Status::Runtime(kWhy);
}

Status CudaDescribeKernels(std::vector<CudaKernelInfo>*) { return Status::Runtime(kWhy); }

}  // namespace agentrl::kernels
