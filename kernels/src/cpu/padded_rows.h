// Rows of a PaddedBatchView (padded.h) as the CPU scans want them: contiguous fp32 values and a
// uint8 0/1 mask. A row already in that form is handed over where it lies; anything else (bf16,
// integer or floating masks, column strides) is converted into a RowBuffers of the calling
// thread, which keeps its capacity between calls. Outputs go the other way (StoreRow).
//
// Internal linkage (an unnamed namespace), like the other headers of the CPU estimators.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "agentrl/kernels/padded.h"

namespace agentrl::kernels::cpu {
namespace {

// Rows are read from their last element down, as the scans walk them: a batch taken row by row
// downwards is then one descending address stream (padded_estimate.cc, ForRows).

// One thread's conversion buffers, one per array a row may need converted.
struct RowBuffers {
  std::vector<float> rewards, values, advantages, returns;
  std::vector<uint8_t> mask, ones;
};

inline float BFloat16ToFloat(uint16_t b) { return std::bit_cast<float>(uint32_t{b} << 16); }

// Round to nearest even, NaN kept quiet: the rounding torch's bfloat16 conversion does.
inline uint16_t FloatToBFloat16(float f) {
  const uint32_t u = std::bit_cast<uint32_t>(f);
  if ((u & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<uint16_t>((u >> 16) | 0x0040u);
  return static_cast<uint16_t>((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
}

// Element offset of row i's first element in a.
inline int64_t RowOffset(const PaddedBatchView& b, int64_t row_stride, int64_t col_stride,
                         int64_t i) {
  return b.cu_seqlens ? b.cu_seqlens[i] * col_stride : i * row_stride;
}
inline int64_t RowLength(const PaddedBatchView& b, int64_t i) {
  return b.cu_seqlens ? b.cu_seqlens[i + 1] - b.cu_seqlens[i] : b.cols;
}

// Row i of a (kFloat32 or kBFloat16) as len contiguous floats: in place when it is fp32 with
// unit column stride, else converted into buf.
inline const float* FloatRow(const PaddedBatchView& b, const StridedArray& a, int64_t i,
                             int64_t len, std::vector<float>& buf) {
  const int64_t off = RowOffset(b, a.row_stride, a.col_stride, i), s = a.col_stride;
  if (a.type == ElementType::kFloat32 && s == 1) return static_cast<const float*>(a.data) + off;
  if (buf.size() < static_cast<size_t>(len)) buf.resize(len);
  if (a.type == ElementType::kFloat32) {
    const float* p = static_cast<const float*>(a.data) + off;
    for (int64_t t = len; t-- > 0;) buf[t] = p[t * s];
  } else {
    const uint16_t* p = static_cast<const uint16_t*>(a.data) + off;
    for (int64_t t = len; t-- > 0;) buf[t] = BFloat16ToFloat(p[t * s]);
  }
  return buf.data();
}

// Converts len elements (stride s) to 0/1 bytes; returns the first element that is neither 0
// nor 1, or -1. is_zero / is_one classify one element; the first loop has no early exit and no
// branch, so the compiler vectorises it, and the second runs only for a bad mask.
template <class T, class IsZero, class IsOne>
int64_t ConvertMask(const T* p, int64_t s, int64_t len, uint8_t* out, IsZero is_zero,
                    IsOne is_one) {
  uint8_t bad = 0;
  if (s == 1) {
    for (int64_t t = len; t-- > 0;) {
      const T x = p[t];
      const uint8_t nonzero = is_zero(x) ? 0 : 1;
      out[t] = nonzero;
      bad |= nonzero & (is_one(x) ? 0 : 1);
    }
  } else {
    for (int64_t t = len; t-- > 0;) {
      const T x = p[t * s];
      const uint8_t nonzero = is_zero(x) ? 0 : 1;
      out[t] = nonzero;
      bad |= nonzero & (is_one(x) ? 0 : 1);
    }
  }
  if (!bad) return -1;
  for (int64_t t = 0; t < len; ++t)
    if (!is_zero(p[t * s]) && !is_one(p[t * s])) return t;
  return -1;
}

// The first byte of [0, len) that is not 0 or 1, or -1.
inline int64_t FirstNonBinaryByte(const uint8_t* m, int64_t len) {
  uint8_t any = 0;
  for (int64_t t = 0; t < len; ++t) any |= m[t];
  if (any <= 1) return -1;
  for (int64_t t = 0; t < len; ++t)
    if (m[t] > 1) return t;
  return -1;
}

// Row i of the mask as len bytes of 0/1 (all ones when the mask is absent); *bad receives the
// column of the first value that is neither 0 nor 1, or -1.
inline const uint8_t* MaskRow(const PaddedBatchView& b, int64_t i, int64_t len, RowBuffers& buf,
                              int64_t* bad) {
  *bad = -1;
  const StridedArray& a = b.mask;
  if (a.data == nullptr) {
    if (buf.ones.size() < static_cast<size_t>(len)) buf.ones.assign(len, 1);
    return buf.ones.data();
  }
  const int64_t off = RowOffset(b, a.row_stride, a.col_stride, i), s = a.col_stride;
  const bool byte = a.type == ElementType::kBool || a.type == ElementType::kUInt8;
  if (byte && s == 1) {
    const uint8_t* p = static_cast<const uint8_t*>(a.data) + off;
    *bad = FirstNonBinaryByte(p, len);
    return p;
  }
  if (buf.mask.size() < static_cast<size_t>(len)) buf.mask.resize(len);
  uint8_t* out = buf.mask.data();
  auto zero = [](auto x) { return x == 0; };
  auto one = [](auto x) { return x == 1; };
  const void* base = a.data;
  switch (a.type) {
    case ElementType::kBool:
    case ElementType::kUInt8:
      *bad = ConvertMask(static_cast<const uint8_t*>(base) + off, s, len, out, zero, one);
      break;
    case ElementType::kInt32:
      *bad = ConvertMask(static_cast<const int32_t*>(base) + off, s, len, out, zero, one);
      break;
    case ElementType::kInt64:
      *bad = ConvertMask(static_cast<const int64_t*>(base) + off, s, len, out, zero, one);
      break;
    case ElementType::kFloat32:
      *bad = ConvertMask(static_cast<const float*>(base) + off, s, len, out, zero, one);
      break;
    case ElementType::kFloat64:
      *bad = ConvertMask(static_cast<const double*>(base) + off, s, len, out, zero, one);
      break;
    case ElementType::kBFloat16:  // ±0 and 1.0 (0x3F80) by their bits
      *bad = ConvertMask(
          static_cast<const uint16_t*>(base) + off, s, len, out,
          [](uint16_t x) { return (x & 0x7FFFu) == 0; }, [](uint16_t x) { return x == 0x3F80u; });
      break;
  }
  return out;
}

// Where row i of an output can be written as contiguous floats: in place when it is fp32 with
// unit column stride, else buf (StoreRow then converts it).
inline float* OutputRow(const PaddedBatchView& b, const MutableStridedArray& a, int64_t i,
                        int64_t len, std::vector<float>& buf) {
  if (a.type == ElementType::kFloat32 && a.col_stride == 1)
    return static_cast<float*>(a.data) + RowOffset(b, a.row_stride, a.col_stride, i);
  if (buf.size() < static_cast<size_t>(len)) buf.resize(len);
  return buf.data();
}

// Writes a row that OutputRow placed in a buffer to a (nothing to do when it was in place).
inline void StoreRow(const PaddedBatchView& b, const MutableStridedArray& a, int64_t i, int64_t len,
                     const float* row) {
  const int64_t off = RowOffset(b, a.row_stride, a.col_stride, i), s = a.col_stride;
  if (a.type == ElementType::kFloat32) {
    float* p = static_cast<float*>(a.data) + off;
    if (p == row) return;
    for (int64_t t = len; t-- > 0;) p[t * s] = row[t];
  } else {
    uint16_t* p = static_cast<uint16_t*>(a.data) + off;
    for (int64_t t = len; t-- > 0;) p[t * s] = FloatToBFloat16(row[t]);
  }
}

}  // namespace
}  // namespace agentrl::kernels::cpu
