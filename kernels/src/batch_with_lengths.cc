// MakeBatchWithLengths (random_batch.h), in a file of its own: it needs only the core's seeds,
// so bench/gpu/run.sh links it without the config library that RandomBatchSpec uses.
#include <algorithm>

#include "agentrl/core/seed.h"
#include "agentrl/kernels/random_batch.h"

namespace agentrl::kernels {

PackedBatch MakeBatchWithLengths(const std::vector<int64_t>& lengths, uint64_t seed,
                                 int64_t group_size) {
  PackedBatch b;
  std::vector<float> r, v;
  std::vector<uint8_t> m;
  for (size_t i = 0; i < lengths.size(); ++i) {
    CounterRng rng(seed, i);
    const int64_t len = lengths[i];
    r.assign(len, 0.0f);
    v.resize(len);
    m.resize(len);
    int64_t t = 0;
    while (t < len) {  // turns: policy span then observation span, random lengths
      const int64_t pol = 1 + static_cast<int64_t>(rng.Below(40)),
                    obs = static_cast<int64_t>(rng.Below(30));
      for (int64_t k = 0; k < pol && t < len; ++k, ++t) m[t] = 1;
      for (int64_t k = 0; k < obs && t < len; ++k, ++t) m[t] = 0;
    }
    if (i % 7 == 3) std::fill(m.begin(), m.end(), 0);  // some sequences are all observation
    for (int64_t k = 0; k < len; ++k) {
      v[k] = static_cast<float>(rng.Uniform() * 2 - 0.5);
      if (rng.Uniform() < 0.05) r[k] = static_cast<float>(rng.Normal());
    }
    if (len > 0) r[len - 1] += rng.Uniform() < 0.5 ? 1.0f : 0.0f;
    const bool terminated = rng.Uniform() < 0.6;
    b.Append(r, v, m, terminated, static_cast<float>(rng.Normal()),
             static_cast<int64_t>(i) / group_size);
  }
  return b;
}

}  // namespace agentrl::kernels
