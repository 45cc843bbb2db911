// PackedBatch validation names the first bad field and index.
#include "agentrl/kernels/packed_batch.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace agentrl::kernels {
namespace {

PackedBatch TwoSequences() {
  PackedBatch b;
  const std::vector<float> r3 = {0, 0, 1}, v3 = {0.1f, 0.2f, 0.3f}, r0;
  const std::vector<uint8_t> m3 = {1, 0, 1}, m0;
  b.Append(r3, v3, m3, true, 0.0f, 0);
  b.Append(r0, r0, m0, false, 0.5f, 0);  // empty sequence is legal
  return b;
}

std::string Message(const PackedBatch& b) {
  const Status st = b.Validate();
  EXPECT_FALSE(st.ok());
  EXPECT_EQ(st.code(), StatusCode::kInvalidInput);
  return st.message();
}

// Offset and size errors: ValidateLayout() reports them as Validate() does.
std::string LayoutMessage(const PackedBatch& b) {
  const Status layout = b.view().ValidateLayout();
  EXPECT_FALSE(layout.ok());
  EXPECT_EQ(layout.message(), Message(b));
  return layout.message();
}

TEST(PackedBatch, AppendBuildsAValidBatch) {
  const PackedBatch b = TwoSequences();
  EXPECT_TRUE(b.Validate().ok()) << b.Validate().message();
  EXPECT_EQ(b.num_sequences(), 2u);
  EXPECT_EQ(b.num_tokens(), 3u);
  EXPECT_EQ(b.cu_seqlens, (std::vector<int64_t>{0, 3, 3}));
  EXPECT_EQ(b.view().seq_end(0), 3);
}

TEST(PackedBatch, EmptyBatchIsValid) { EXPECT_TRUE(PackedBatch{}.Validate().ok()); }

TEST(PackedBatch, OffsetErrors) {
  PackedBatch b = TwoSequences();
  b.cu_seqlens.clear();
  EXPECT_NE(LayoutMessage(b).find("PackedBatch.cu_seqlens: empty"), std::string::npos);
  b = TwoSequences();
  b.cu_seqlens[0] = 1;
  EXPECT_EQ(LayoutMessage(b), "PackedBatch.cu_seqlens[0]: is 1, must be 0");
  b = TwoSequences();
  b.cu_seqlens = {0, 3, 2, 3};
  b.terminated.push_back(1);
  b.bootstrap_value.push_back(0);
  b.group.push_back(0);
  EXPECT_EQ(LayoutMessage(b),
            "PackedBatch.cu_seqlens[2]: is 2 < previous offset 3, offsets must be non-decreasing");
}

TEST(PackedBatch, SizeMismatches) {
  PackedBatch b = TwoSequences();
  b.rewards.pop_back();
  EXPECT_EQ(LayoutMessage(b),
            "PackedBatch.rewards: size 2, expected 3 (one per token, cu_seqlens[n])");
  b = TwoSequences();
  b.values.push_back(0);
  EXPECT_NE(LayoutMessage(b).find("PackedBatch.values: size 4, expected 3"), std::string::npos);
  b = TwoSequences();
  b.mask.pop_back();
  EXPECT_NE(LayoutMessage(b).find("PackedBatch.mask: size 2"), std::string::npos);
  b = TwoSequences();
  b.terminated.pop_back();
  EXPECT_EQ(LayoutMessage(b), "PackedBatch.terminated: size 1, expected 2 (one per sequence)");
  b = TwoSequences();
  b.bootstrap_value.push_back(0);
  EXPECT_NE(LayoutMessage(b).find("PackedBatch.bootstrap_value: size 3, expected 2"),
            std::string::npos);
  b = TwoSequences();
  b.group.clear();
  EXPECT_NE(LayoutMessage(b).find("PackedBatch.group: size 0, expected 2"), std::string::npos);
}

TEST(PackedBatch, ValueErrorsNameTheIndex) {
  PackedBatch b = TwoSequences();
  b.mask[1] = 2;
  EXPECT_EQ(Message(b), "PackedBatch.mask[1]: is 2, must be 0 or 1");
  b = TwoSequences();
  b.terminated[1] = 7;
  EXPECT_EQ(Message(b), "PackedBatch.terminated[1]: is 7, must be 0 or 1");
  b = TwoSequences();
  b.rewards[2] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_NE(Message(b).find("PackedBatch.rewards[2]: is "), std::string::npos);
  EXPECT_NE(Message(b).find("must be finite"), std::string::npos);
  b = TwoSequences();
  b.values[0] = std::numeric_limits<float>::infinity();
  EXPECT_NE(Message(b).find("PackedBatch.values[0]: is inf"), std::string::npos);
  b = TwoSequences();
  b.bootstrap_value[1] = -std::numeric_limits<float>::infinity();
  EXPECT_NE(Message(b).find("PackedBatch.bootstrap_value[1]: is -inf"), std::string::npos);
}

// ValidateLayout() reads no values (the LibTorch adapter runs it on views of device memory),
// so value errors pass it.
TEST(PackedBatch, LayoutCheckIgnoresValues) {
  PackedBatch b = TwoSequences();
  b.mask[1] = 2;
  b.rewards[2] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(b.Validate().ok());
  EXPECT_TRUE(b.view().ValidateLayout().ok());
}

}  // namespace
}  // namespace agentrl::kernels
