// The C symbols studio.wasm needs beyond runtime.c's (pyro.wasm needs neither): the hash seed
// Swift's Dictionary asks for, and the 128-bit multiply LLVM calls to check 64-bit products for
// overflow on wasm32 (the GIF encoder's median cut sums squares in 64 bits).
#include <stddef.h>
#include <stdint.h>

/// A fixed seed, as SWIFT_DETERMINISTIC_HASHING gives on other platforms. No output depends on
/// it (the GIF encoder reads its dictionaries by key, never in their order), and a page has no
/// source of randomness to give without an import.
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < count; i++) bytes[i] = (unsigned char)(0x9E + 0x37 * i);
}

/// A 128-bit value as its two 64-bit halves (wasm is little-endian).
typedef union {
    __int128 value;
    struct { uint64_t low, high; } half;
} words;

/// The low 128 bits of a × b, from 32-bit pieces (no 128-bit multiply, which would call itself).
__int128 __multi3(__int128 a, __int128 b) {
    words x = { .value = a }, y = { .value = b }, product;
    uint64_t a0 = x.half.low & 0xffffffffu, a1 = x.half.low >> 32;
    uint64_t b0 = y.half.low & 0xffffffffu, b1 = y.half.low >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    product.half.low = (p00 & 0xffffffffu) | (middle << 32);
    product.half.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32)
        + x.half.high * y.half.low + x.half.low * y.half.high;
    return product.value;
}
