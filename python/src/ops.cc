// The estimators as PyTorch operators (torch.ops.agentrl.*), registered with TORCH_LIBRARY so
// that Python, TorchScript and C++ callers see the same schemas. This is the only translation
// unit of python/ that includes PyTorch; it holds no estimator maths. CPU tensors go to
// PaddedEstimate (kernels/include/agentrl/kernels/padded.h), which reads and writes them where
// they lie; CUDA tensors go to the CUDA path of kernels/ through the LibTorch adapter when the
// build has it.
//
// Three kinds of operator:
//   - the framework signatures: verl_* (verl/trainer/ppo/core_algos.py) and openrlhf_*
//     (openrlhf/trainer/ppo_utils/experience_maker.py), with their arguments, their semantics
//     (FrameworkRules where they depart from estimators.h) and the dtypes their tensor
//     expressions would produce;
//   - the native ones, scan and outcome, over padded [B, T] rows or packed rows (cu_seqlens),
//     with every option of estimators.h plus a per-row λ;
//   - reference: the fp64 reference on packed tensors, for checking results.
// Outputs are new tensors that never require grad: no autograd formula is registered.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/library.h>

#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/padded.h"
#if defined(AGENTRL_HAVE_CUDA)
#include "agentrl/kernels/torch_adapter.h"
#endif

namespace agentrl::python {
namespace {

using kernels::ElementType;
using kernels::Estimator;
using kernels::EstimatorParams;
using kernels::FrameworkRules;
using kernels::MaskMode;

// A tensor argument and the name the caller knows it by (for error messages).
struct Arg {
  const at::Tensor& t;
  const char* name;
};

std::string ShapeOf(const at::Tensor& t) {
  std::string s = "[";
  for (int64_t d = 0; d < t.dim(); ++d) s += (d ? ", " : "") + std::to_string(t.size(d));
  return s + "]";
}

std::optional<ElementType> ElementTypeOf(at::ScalarType s) {
  switch (s) {
    case at::kFloat:
      return ElementType::kFloat32;
    case at::kBFloat16:
      return ElementType::kBFloat16;
    case at::kDouble:
      return ElementType::kFloat64;
    case at::kBool:
      return ElementType::kBool;
    case at::kByte:
      return ElementType::kUInt8;
    case at::kInt:
      return ElementType::kInt32;
    case at::kLong:
      return ElementType::kInt64;
    default:
      return std::nullopt;
  }
}

void CheckFloatInput(const Arg& a) {
  TORCH_CHECK_TYPE(a.t.scalar_type() == at::kFloat || a.t.scalar_type() == at::kBFloat16, a.name,
                   ": dtype ", a.t.scalar_type(), "; expected float32 or bfloat16");
}

void CheckMaskType(const Arg& a) {
  TORCH_CHECK_TYPE(
      ElementTypeOf(a.t.scalar_type()).has_value(), a.name, ": dtype ", a.t.scalar_type(),
      "; expected bool, uint8, int32, int64, float32, bfloat16 or float64 holding 0/1");
}

// Every tensor on `first`'s device, with `first`'s shape where `same_shape`.
void CheckLike(const Arg& first, std::initializer_list<Arg> others) {
  for (const Arg& a : others) {
    TORCH_CHECK_VALUE(a.t.sizes() == first.t.sizes(), a.name, ": shape ", ShapeOf(a.t),
                      "; expected ", ShapeOf(first.t), " like ", first.name);
    TORCH_CHECK_VALUE(a.t.device() == first.t.device(), a.name, ": on ", a.t.device(), " but ",
                      first.name, " is on ", first.t.device());
  }
}

void CheckDevice(const Arg& a) {
  TORCH_CHECK_VALUE(a.t.is_cpu() || a.t.is_cuda(), a.name, ": on ", a.t.device(),
                    "; expected a CPU or CUDA tensor");
}

// The dtype a framework's expression over these tensors gives (torch's promotion), which must be
// one the kernels write.
at::ScalarType OutputType(std::initializer_list<Arg> operands, const char* why) {
  at::ScalarType out = operands.begin()->t.scalar_type();
  for (const Arg& a : operands) out = c10::promoteTypes(out, a.t.scalar_type());
  if (out != at::kFloat && out != at::kBFloat16) {
    std::string names;
    for (const Arg& a : operands) names += std::string(names.empty() ? "" : ", ") + a.name;
    TORCH_CHECK_TYPE(false, "the dtypes of ", names, " promote to ", out, " (", why,
                     "); agentrl writes float32 or bfloat16: pass the mask as bool, an integer ",
                     "type, float32 or bfloat16");
  }
  return out;
}

// The kernels' view of a 1-D or 2-D tensor: data, element type, strides in elements.
template <class Array>
Array StridedView(const at::Tensor& t) {
  Array a;
  a.data = t.data_ptr();
  a.type = *ElementTypeOf(t.scalar_type());
  a.row_stride = t.dim() == 2 ? t.stride(0) : 0;
  a.col_stride = t.dim() >= 1 ? t.stride(t.dim() - 1) : 1;
  return a;
}
kernels::StridedArray Strided(const at::Tensor& t) { return StridedView<kernels::StridedArray>(t); }
kernels::MutableStridedArray MutableStrided(at::Tensor& t) {
  return StridedView<kernels::MutableStridedArray>(t);
}

Estimator ParseEstimatorArg(c10::string_view name) {
  const auto e = kernels::ParseEstimator(std::string_view(name.data(), name.size()));
  std::string names;
  for (const auto& n : kernels::EstimatorNames()) names += (names.empty() ? "" : ", ") + n;
  TORCH_CHECK_VALUE(e.has_value(), "estimator: '", std::string(name), "'; expected one of ", names);
  return *e;
}

MaskMode ParseMaskModeArg(c10::string_view name) {
  const auto m = kernels::ParseMaskMode(std::string_view(name.data(), name.size()));
  TORCH_CHECK_VALUE(m.has_value(), "mask_mode: '", std::string(name),
                    "'; expected 'carry' (veRL) or 'zero' (OpenRLHF)");
  return *m;
}

// A [B] per-row tensor as contiguous host data of `type` (a copy only when it is not already).
at::Tensor PerRow(const at::Tensor& t, const char* name, int64_t rows, at::ScalarType type) {
  TORCH_CHECK_VALUE(t.dim() == 1 && t.size(0) == rows, name, ": shape ", ShapeOf(t), "; expected [",
                    rows, "], one per row");
  return t.to(at::kCPU, type).contiguous();
}

std::optional<at::Tensor> ToStd(const c10::optional<at::Tensor>& t) {
  return t ? std::optional<at::Tensor>(*t) : std::nullopt;
}

// The tensors of one call and the names the caller gave them.
struct Call {
  at::Tensor rewards;
  const char* rewards_name;
  std::optional<at::Tensor> values;
  const char* values_name = "values";
  std::optional<at::Tensor> mask;
  const char* mask_name;
  std::optional<at::Tensor> cu_seqlens;  // set: packed 1-D rows
  std::optional<at::Tensor> group, bootstrap, row_lambda;
  const char* group_name = "group";
  EstimatorParams params;
  FrameworkRules rules;
  at::ScalarType adv_type = at::kFloat, ret_type = at::kFloat;
};

// Shapes, devices and dtypes of a call's tensors; InvalidInput-style errors naming them.
void CheckCall(const Call& c) {
  const Arg r{c.rewards, c.rewards_name};
  CheckDevice(r);
  CheckFloatInput(r);
  if (c.cu_seqlens) {
    TORCH_CHECK_VALUE(c.rewards.dim() == 1, c.rewards_name, ": shape ", ShapeOf(c.rewards),
                      "; expected 1-D packed tokens with cu_seqlens");
    const at::Tensor& cu = *c.cu_seqlens;
    TORCH_CHECK_VALUE(cu.dim() == 1 && cu.size(0) >= 1, "cu_seqlens: shape ", ShapeOf(cu),
                      "; expected [num_sequences + 1]");
    TORCH_CHECK_TYPE(cu.scalar_type() == at::kLong || cu.scalar_type() == at::kInt,
                     "cu_seqlens: dtype ", cu.scalar_type(), "; expected int64 or int32");
  } else {
    TORCH_CHECK_VALUE(c.rewards.dim() == 2, c.rewards_name, ": shape ", ShapeOf(c.rewards),
                      "; expected [batch, length]");
  }
  if (c.values) {
    CheckLike(r, {{*c.values, c.values_name}});
    CheckFloatInput({*c.values, c.values_name});
  }
  if (c.mask) {
    CheckLike(r, {{*c.mask, c.mask_name}});
    CheckMaskType({*c.mask, c.mask_name});
  }
}

int64_t NumRows(const Call& c) {
  return c.cu_seqlens ? c.cu_seqlens->size(0) - 1 : c.rewards.size(0);
}

std::tuple<at::Tensor, at::Tensor> RunCpu(const Call& c, bool with_returns) {
  const int64_t rows = NumRows(c);
  kernels::PaddedBatchView b;
  b.rows = rows;
  b.cols = c.cu_seqlens ? 0 : c.rewards.size(1);
  at::Tensor cu;
  if (c.cu_seqlens) {
    cu = c.cu_seqlens->to(at::kCPU, at::kLong).contiguous();
    const int64_t total = cu.data_ptr<int64_t>()[rows];
    TORCH_CHECK_VALUE(total == c.rewards.size(0), "cu_seqlens: ends at ", total, " but ",
                      c.rewards_name, " has ", c.rewards.size(0), " tokens");
    b.cu_seqlens = cu.data_ptr<int64_t>();
  }
  b.rewards = Strided(c.rewards);
  if (c.values) b.values = Strided(*c.values);
  if (c.mask) b.mask = Strided(*c.mask);
  b.mask_name = c.mask_name;
  at::Tensor group, bootstrap, row_lambda;
  if (c.group) {
    TORCH_CHECK_TYPE(
        !at::isFloatingType(c.group->scalar_type()) && c.group->scalar_type() != at::kBool,
        c.group_name, ": dtype ", c.group->scalar_type(),
        "; expected integer group ids (agentrl.group_ids() maps uids to them)");
    group = PerRow(*c.group, c.group_name, rows, at::kLong);
    b.group = group.data_ptr<int64_t>();
  }
  if (c.bootstrap) {
    bootstrap = PerRow(*c.bootstrap, "bootstrap", rows, at::kFloat);
    b.bootstrap = bootstrap.data_ptr<float>();
  }
  if (c.row_lambda) {
    row_lambda = PerRow(*c.row_lambda, "lam", rows, at::kDouble);
    b.row_lambda = row_lambda.data_ptr<double>();
  }
  const auto shape = c.rewards.sizes();
  at::Tensor adv = at::empty(shape, c.rewards.options().dtype(c.adv_type));
  at::Tensor ret = with_returns ? at::empty(shape, c.rewards.options().dtype(c.ret_type)) : adv;
  kernels::PaddedOutputs out;
  out.advantages = MutableStrided(adv);
  if (with_returns) out.returns = MutableStrided(ret);
  const Status s =
      kernels::PaddedEstimate(b, c.params, out, c.rules, {.threads = at::get_num_threads()});
  TORCH_CHECK_VALUE(s.ok(), s.message());
  return {adv, ret};
}

#if defined(AGENTRL_HAVE_CUDA)
// CUDA tensors: the packed CUDA path over rows as sequences (a padded row is a sequence whose
// trailing mask-0 positions are scanned like any other, as on the CPU). It has estimators.h's
// semantics, so the framework rules it lacks are refused rather than silently changed.
std::tuple<at::Tensor, at::Tensor> RunCuda(const Call& c, bool with_returns) {
  const FrameworkRules plain;
  TORCH_CHECK_NOT_IMPLEMENTED(!c.rules.returns_reset_after_mask0 &&
                                  !c.rules.rloo_singleton_keeps_score &&
                                  c.rules.grpo_epsilon == plain.grpo_epsilon && !c.row_lambda,
                              "this estimator's framework semantics (or a per-row λ or epsilon) "
                              "have no CUDA path yet; move the tensors to the CPU");
  const int64_t rows = NumRows(c);
  const auto dev = c.rewards.device();
  const auto long_opts = at::TensorOptions().device(dev).dtype(at::kLong);
  const at::Tensor cu = c.cu_seqlens
                            ? c.cu_seqlens->to(long_opts)
                            : at::arange(0, rows * c.rewards.size(1) + 1,
                                         std::max<int64_t>(c.rewards.size(1), 1), long_opts);
  const at::Tensor flat_r = c.rewards.reshape(-1);
  const at::Tensor mask = c.mask ? c.mask->reshape(-1) : at::ones_like(flat_r, at::kByte);
  TORCH_CHECK_VALUE(!(mask.ne(0) & mask.ne(1)).any().item<bool>(), c.mask_name,
                    ": holds a value other than 0 and 1");
  if (c.rules.whiten_requires_two &&
      (c.params.whiten || c.params.estimator == Estimator::kReinforcePpBaseline)) {
    const int64_t n = mask.ne(0).sum().item<int64_t>();
    TORCH_CHECK_VALUE(n >= 2, c.mask_name,
                      ": whitening needs at least two trainable tokens, the mask has ", n);
  }
  const at::Tensor values = c.values ? c.values->reshape(-1) : flat_r;
  const at::Tensor boot = c.bootstrap ? c.bootstrap->to(dev, at::kFloat)
                                      : at::zeros({rows}, flat_r.options().dtype(at::kFloat));
  const at::Tensor term = c.bootstrap ? at::zeros({rows}, long_opts.dtype(at::kByte))
                                      : at::ones({rows}, long_opts.dtype(at::kByte));
  const at::Tensor group = c.group ? c.group->to(long_opts) : at::zeros({rows}, long_opts);
  at::Tensor adv, ret;
  const Status s = kernels::torch_adapter::EstimatePacked(cu, flat_r, values, mask, term, boot,
                                                          group, c.params, &adv, &ret);
  TORCH_CHECK_VALUE(s.ok(), s.message());
  adv = adv.view(c.rewards.sizes()).to(c.adv_type);
  ret = with_returns ? ret.view(c.rewards.sizes()).to(c.ret_type) : adv;
  return {adv, ret};
}
#endif

std::tuple<at::Tensor, at::Tensor> Run(Call& c, bool with_returns) {
  CheckCall(c);
  if (c.rewards.is_cuda()) {
#if defined(AGENTRL_HAVE_CUDA)
    return RunCuda(c, with_returns);
#else
    TORCH_CHECK_NOT_IMPLEMENTED(false, c.rewards_name,
                                ": a CUDA tensor, but agentrl was built without CUDA "
                                "(AGENTRL_CUDA=OFF or no nvcc): move the tensors to the CPU");
#endif
  }
  return RunCpu(c, with_returns);
}

// ---- veRL (verl/trainer/ppo/core_algos.py) ----

std::tuple<at::Tensor, at::Tensor> VerlGae(const at::Tensor& token_level_rewards,
                                           const at::Tensor& values,
                                           const at::Tensor& response_mask, double gamma,
                                           double lam) {
  Call c{token_level_rewards, "token_level_rewards", values, "values",
         response_mask,       "response_mask"};
  c.params = {.estimator = Estimator::kGae,
              .mask_mode = MaskMode::kCarry,
              .gamma = gamma,
              .lam = lam,
              .whiten = true};
  c.rules.whiten_requires_two = true;
  c.adv_type = c.ret_type = OutputType({{token_level_rewards, "token_level_rewards"},
                                        {values, "values"},
                                        {response_mask, "response_mask"}},
                                       "veRL's loop mixes all three");
  return Run(c, true);
}

at::Tensor VerlOutcome(const at::Tensor& rewards, const at::Tensor& mask, const at::Tensor& index,
                       Estimator e, FrameworkRules rules) {
  Call c{rewards, "token_level_rewards", std::nullopt, "values", mask, "response_mask"};
  c.group = index;
  c.group_name = "index";
  c.params = {.estimator = e};
  c.rules = rules;
  c.adv_type = OutputType({{rewards, "token_level_rewards"}, {mask, "response_mask"}},
                          "veRL multiplies the scores by the mask");
  return std::get<0>(Run(c, false));
}

at::Tensor VerlGrpo(const at::Tensor& token_level_rewards, const at::Tensor& response_mask,
                    const at::Tensor& index, double epsilon, bool norm_adv_by_std_in_grpo) {
  return VerlOutcome(token_level_rewards, response_mask, index,
                     norm_adv_by_std_in_grpo ? Estimator::kGrpo : Estimator::kDrGrpo,
                     {.grpo_epsilon = epsilon});
}

at::Tensor VerlRloo(const at::Tensor& token_level_rewards, const at::Tensor& response_mask,
                    const at::Tensor& index) {
  return VerlOutcome(token_level_rewards, response_mask, index, Estimator::kRloo,
                     {.rloo_singleton_keeps_score = true});
}

at::Tensor VerlReinforcePlusPlusBaseline(const at::Tensor& token_level_rewards,
                                         const at::Tensor& response_mask, const at::Tensor& index) {
  return VerlOutcome(token_level_rewards, response_mask, index, Estimator::kReinforcePpBaseline,
                     {.whiten_requires_two = true});
}

at::Tensor VerlOpo(const at::Tensor& token_level_rewards, const at::Tensor& response_mask,
                   const at::Tensor& index) {
  return VerlOutcome(token_level_rewards, response_mask, index, Estimator::kOpo, {});
}

std::tuple<at::Tensor, at::Tensor> VerlReinforcePlusPlus(const at::Tensor& token_level_rewards,
                                                         const at::Tensor& response_mask,
                                                         double gamma) {
  Call c{token_level_rewards, "token_level_rewards", std::nullopt, "values",
         response_mask,       "response_mask"};
  c.params = {.estimator = Estimator::kReturns, .gamma = gamma, .whiten = true};
  c.rules = {
      .returns_reset_after_mask0 = true, .whiten_zero_unmasked = true, .whiten_requires_two = true};
  c.adv_type =
      OutputType({{token_level_rewards, "token_level_rewards"}, {response_mask, "response_mask"}},
                 "veRL multiplies the whitened returns by the mask");
  c.ret_type = token_level_rewards.scalar_type();  // zeros_like(token_level_rewards)
  return Run(c, true);
}

// ---- OpenRLHF (openrlhf/trainer/ppo_utils/experience_maker.py) ----

std::tuple<at::Tensor, at::Tensor> OpenrlhfGae(const at::Tensor& values, const at::Tensor& rewards,
                                               const c10::optional<at::Tensor>& action_mask,
                                               double gamma, double lambd) {
  Call c{rewards, "rewards", values, "values", ToStd(action_mask), "action_mask"};
  c.params = {
      .estimator = Estimator::kGae, .mask_mode = MaskMode::kZero, .gamma = gamma, .lam = lambd};
  c.adv_type = c.ret_type =
      action_mask
          ? OutputType({{rewards, "rewards"}, {values, "values"}, {*action_mask, "action_mask"}},
                       "OpenRLHF multiplies rewards and values by the mask")
          : OutputType({{rewards, "rewards"}, {values, "values"}}, "OpenRLHF's loop mixes both");
  return Run(c, true);
}

at::Tensor OpenrlhfCumulativeReturns(const at::Tensor& rewards,
                                     const c10::optional<at::Tensor>& action_mask, double gamma) {
  Call c{rewards, "rewards", std::nullopt, "values", ToStd(action_mask), "action_mask"};
  c.params = {.estimator = Estimator::kReturns, .mask_mode = MaskMode::kZero, .gamma = gamma};
  c.adv_type = c.ret_type = rewards.scalar_type();  // zeros_like(rewards)
  return std::get<1>(Run(c, true));
}

// ---- native ----

std::tuple<at::Tensor, at::Tensor> Scan(
    const at::Tensor& rewards, const c10::optional<at::Tensor>& values,
    const c10::optional<at::Tensor>& mask, const c10::optional<at::Tensor>& cu_seqlens,
    c10::string_view estimator, c10::string_view mask_mode, double gamma, double lam,
    const c10::optional<at::Tensor>& row_lambda, c10::optional<double> lam_critic, double alpha,
    const c10::optional<at::Tensor>& bootstrap, bool whiten) {
  Call c{rewards, "rewards", ToStd(values), "values", ToStd(mask), "mask"};
  c.cu_seqlens = ToStd(cu_seqlens);
  c.bootstrap = ToStd(bootstrap);
  c.row_lambda = ToStd(row_lambda);
  c.params = {.estimator = ParseEstimatorArg(estimator),
              .mask_mode = ParseMaskModeArg(mask_mode),
              .gamma = gamma,
              .lam = lam,
              .lam_critic = lam_critic ? std::optional<double>(*lam_critic) : std::nullopt,
              .alpha = alpha,
              .whiten = whiten};
  TORCH_CHECK_VALUE(kernels::IsScanEstimator(c.params.estimator), "estimator: '",
                    std::string(estimator),
                    "' is a group estimator; call agentrl.outcome (torch.ops.agentrl.outcome)");
  TORCH_CHECK_VALUE(values.has_value() || c.params.estimator == Estimator::kReturns,
                    "values: required by ", std::string(estimator));
  const Status s = kernels::CheckParams(c.params);
  TORCH_CHECK_VALUE(s.ok(), s.message());
  c.adv_type = c.ret_type =
      values ? OutputType({{rewards, "rewards"}, {*values, "values"}}, "rewards and values")
             : rewards.scalar_type();
  return Run(c, true);
}

at::Tensor Outcome(const at::Tensor& rewards, const c10::optional<at::Tensor>& mask,
                   const at::Tensor& group, const c10::optional<at::Tensor>& cu_seqlens,
                   c10::string_view estimator) {
  Call c{rewards, "rewards", std::nullopt, "values", ToStd(mask), "mask"};
  c.cu_seqlens = ToStd(cu_seqlens);
  c.group = group;
  c.params = {.estimator = ParseEstimatorArg(estimator)};
  TORCH_CHECK_VALUE(!kernels::IsScanEstimator(c.params.estimator), "estimator: '",
                    std::string(estimator), "' is a scan estimator; call agentrl.scan");
  c.adv_type = rewards.scalar_type();
  return std::get<0>(Run(c, false));
}

// The fp64 reference (ReferenceEstimate), for tests and for checking a result: packed CPU tensors
// (converted to the PackedBatch dtypes), float64 outputs. Slow on purpose: a plain transcription.
std::tuple<at::Tensor, at::Tensor> Reference(
    const at::Tensor& cu_seqlens, const at::Tensor& rewards, const at::Tensor& values,
    const at::Tensor& mask, const at::Tensor& group, const c10::optional<at::Tensor>& bootstrap,
    c10::string_view estimator, c10::string_view mask_mode, double gamma, double lam,
    c10::optional<double> lam_critic, double alpha, bool whiten) {
  for (const Arg& a : {Arg{cu_seqlens, "cu_seqlens"}, Arg{rewards, "rewards"},
                       Arg{values, "values"}, Arg{mask, "mask"}, Arg{group, "group"}}) {
    TORCH_CHECK_VALUE(a.t.is_cpu() && a.t.dim() == 1, a.name, ": expected a 1-D CPU tensor");
  }
  const EstimatorParams p{
      .estimator = ParseEstimatorArg(estimator),
      .mask_mode = ParseMaskModeArg(mask_mode),
      .gamma = gamma,
      .lam = lam,
      .lam_critic = lam_critic ? std::optional<double>(*lam_critic) : std::nullopt,
      .alpha = alpha,
      .whiten = whiten};
  const Status ps = kernels::CheckParams(p);
  TORCH_CHECK_VALUE(ps.ok(), ps.message());
  const int64_t n = cu_seqlens.size(0) - 1;
  const at::Tensor cu = cu_seqlens.to(at::kLong).contiguous();
  const at::Tensor r = rewards.to(at::kFloat).contiguous(), v = values.to(at::kFloat).contiguous();
  const at::Tensor m = mask.ne(0).to(at::kByte).contiguous();
  const at::Tensor g = PerRow(group, "group", n, at::kLong);
  const at::Tensor boot =
      bootstrap ? PerRow(*bootstrap, "bootstrap", n, at::kFloat) : at::zeros({n}, at::kFloat);
  const at::Tensor term = bootstrap ? at::zeros({n}, at::kByte) : at::ones({n}, at::kByte);
  auto span = [](const at::Tensor& t, auto* data) {
    return std::span<const std::remove_cv_t<std::remove_pointer_t<decltype(data)>>>(
        data, static_cast<size_t>(t.numel()));
  };
  const kernels::PackedBatchView view{
      span(cu, cu.data_ptr<int64_t>()),     span(r, r.data_ptr<float>()),
      span(v, v.data_ptr<float>()),         span(m, m.data_ptr<uint8_t>()),
      span(term, term.data_ptr<uint8_t>()), span(boot, boot.data_ptr<float>()),
      span(g, g.data_ptr<int64_t>())};
  const Status s = view.Validate();
  TORCH_CHECK_VALUE(s.ok(), s.message());
  at::Tensor adv = at::empty({r.numel()}, at::kDouble), ret = at::empty({r.numel()}, at::kDouble);
  kernels::ReferenceEstimate(view, p, {adv.data_ptr<double>(), static_cast<size_t>(r.numel())},
                             {ret.data_ptr<double>(), static_cast<size_t>(r.numel())});
  return {adv, ret};
}

}  // namespace

TORCH_LIBRARY(agentrl, m) {
  m.def(
      "verl_compute_gae_advantage_return(Tensor token_level_rewards, Tensor values, "
      "Tensor response_mask, float gamma, float lam) -> (Tensor, Tensor)");
  m.def(
      "verl_compute_grpo_outcome_advantage(Tensor token_level_rewards, Tensor response_mask, "
      "Tensor index, float epsilon=1e-06, bool norm_adv_by_std_in_grpo=True) -> Tensor");
  m.def(
      "verl_compute_rloo_outcome_advantage(Tensor token_level_rewards, Tensor response_mask, "
      "Tensor index) -> Tensor");
  m.def(
      "verl_compute_reinforce_plus_plus_baseline_outcome_advantage(Tensor token_level_rewards, "
      "Tensor response_mask, Tensor index) -> Tensor");
  m.def(
      "verl_compute_opo_outcome_advantage(Tensor token_level_rewards, Tensor response_mask, "
      "Tensor index) -> Tensor");
  m.def(
      "verl_compute_reinforce_plus_plus_outcome_advantage(Tensor token_level_rewards, "
      "Tensor response_mask, float gamma) -> (Tensor, Tensor)");
  m.def(
      "openrlhf_get_advantages_and_returns(Tensor values, Tensor rewards, Tensor? action_mask, "
      "float gamma, float lambd) -> (Tensor, Tensor)");
  m.def(
      "openrlhf_get_cumulative_returns(Tensor rewards, Tensor? action_mask, float gamma) -> "
      "Tensor");
  m.def(
      "scan(Tensor rewards, Tensor? values=None, Tensor? mask=None, Tensor? cu_seqlens=None, "
      "str estimator=\"gae\", str mask_mode=\"carry\", float gamma=1.0, float lam=0.95, "
      "Tensor? lam_per_row=None, float? lam_critic=None, float alpha=0.05, "
      "Tensor? bootstrap=None, bool whiten=False) -> (Tensor, Tensor)");
  m.def(
      "outcome(Tensor rewards, Tensor? mask, Tensor group, Tensor? cu_seqlens=None, "
      "str estimator=\"grpo\") -> Tensor");
  m.def(
      "reference(Tensor cu_seqlens, Tensor rewards, Tensor values, Tensor mask, Tensor group, "
      "Tensor? bootstrap=None, str estimator=\"gae\", str mask_mode=\"carry\", "
      "float gamma=1.0, float lam=0.95, float? lam_critic=None, float alpha=0.05, "
      "bool whiten=False) -> (Tensor, Tensor)");
}

// One kernel per op serves CPU and CUDA (Run dispatches on the device and says what is missing).
void ImplementAll(torch::Library& m) {
  m.impl("verl_compute_gae_advantage_return", &VerlGae);
  m.impl("verl_compute_grpo_outcome_advantage", &VerlGrpo);
  m.impl("verl_compute_rloo_outcome_advantage", &VerlRloo);
  m.impl("verl_compute_reinforce_plus_plus_baseline_outcome_advantage",
         &VerlReinforcePlusPlusBaseline);
  m.impl("verl_compute_opo_outcome_advantage", &VerlOpo);
  m.impl("verl_compute_reinforce_plus_plus_outcome_advantage", &VerlReinforcePlusPlus);
  m.impl("openrlhf_get_advantages_and_returns", &OpenrlhfGae);
  m.impl("openrlhf_get_cumulative_returns", &OpenrlhfCumulativeReturns);
  m.impl("scan", &Scan);
  m.impl("outcome", &Outcome);
}

TORCH_LIBRARY_IMPL(agentrl, CPU, m) {
  ImplementAll(m);
  m.impl("reference", &Reference);  // host-only
}

TORCH_LIBRARY_IMPL(agentrl, CUDA, m) { ImplementAll(m); }

}  // namespace agentrl::python
