// The few C symbols an Embedded Swift module for wasm32-unknown-none-wasm needs and that no
// C library supplies there: memory (a size-class allocator over wasm linear memory), the
// mem* functions, and the libm functions the standard library lowers to. Each libm function
// here gives the same bits as glibc's on x86-64 (they are exact operations), so frames drawn
// in the browser match `pyro render`'s.
#include <stddef.h>
#include <stdint.h>

// ---- Memory -----------------------------------------------------------------------------

extern unsigned char __heap_base;

/// Blocks come in power-of-two sizes from 32 bytes; a 16-byte header before each block's
/// payload holds its class, so `free` can put it back on its class's list.
enum { header_size = 16, class_count = 32, marker_aligned = 0xA11 };

typedef struct header { uint32_t class_index; uint32_t marker; void *original; uint32_t pad; } header;

static unsigned char *heap_next = 0;
static unsigned char *heap_end = 0;
static void *free_lists[class_count];

static int class_for(size_t size) {
    size_t total = size + header_size;
    int k = 5;
    while (((size_t)1 << k) < total) {
        if (++k >= class_count) return -1;
    }
    return k;
}

static unsigned char *carve(size_t bytes) {
    if (heap_next == 0) {
        heap_next = (unsigned char *)(((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15);
        heap_end = (unsigned char *)(__builtin_wasm_memory_size(0) * 65536);
    }
    if ((size_t)(heap_end - heap_next) < bytes) {
        size_t missing = bytes - (size_t)(heap_end - heap_next);
        size_t pages = (missing + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        heap_end += pages * 65536;
    }
    unsigned char *block = heap_next;
    heap_next += bytes;
    return block;
}

void *malloc(size_t size) {
    int k = class_for(size);
    if (k < 0) return 0;
    unsigned char *block = free_lists[k];
    if (block) {
        free_lists[k] = *(void **)block;
    } else {
        block = carve((size_t)1 << k);
        if (!block) return 0;
    }
    header *h = (header *)block;
    h->class_index = (uint32_t)k;
    h->marker = 0;
    return block + header_size;
}

void free(void *pointer) {
    if (!pointer) return;
    header *h = (header *)((unsigned char *)pointer - header_size);
    if (h->marker == marker_aligned) {
        free(h->original);
        return;
    }
    // The class is read before the link to the next free block overwrites it (the header's
    // first word holds the link while the block is free).
    uint32_t k = h->class_index;
    unsigned char *block = (unsigned char *)h;
    *(void **)block = free_lists[k];
    free_lists[k] = block;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment <= header_size) {
        *out = malloc(size);
        return *out ? 0 : 12;
    }
    unsigned char *raw = malloc(size + alignment + header_size);
    if (!raw) return 12;
    uintptr_t aligned = ((uintptr_t)raw + header_size + alignment - 1) & ~(uintptr_t)(alignment - 1);
    header *h = (header *)(aligned - header_size);
    h->marker = marker_aligned;
    h->original = raw;
    *out = (void *)aligned;
    return 0;
}

void *calloc(size_t count, size_t size) {
    if (size && count > (size_t)-1 / size) return 0;
    unsigned char *p = malloc(count * size);
    if (p) __builtin_memset(p, 0, count * size);
    return p;
}

void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s) {
        while (n--) *d++ = *s++;
    } else {
        while (n--) d[n] = s[n];
    }
    return dst;
}

void *memset(void *dst, int c, size_t n) {
    unsigned char *d = dst;
    while (n--) *d++ = (unsigned char)c;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (; n; n--, x++, y++) {
        if (*x != *y) return *x - *y;
    }
    return 0;
}

// ---- What the Swift runtime calls on a fatal error ----------------------------------------

void abort(void) { __builtin_trap(); }

// ---- libm ---------------------------------------------------------------------------------
// Rounding and remainders are exact operations: any correct implementation gives glibc's bits.

double round(double x) {
    double t = __builtin_trunc(x);
    // x - t is exact (t is x with its fraction bits cleared).
    if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
    return t;
}

float roundf(float x) {
    float t = __builtin_truncf(x);
    if (__builtin_fabsf(x - t) >= 0.5f) t += __builtin_copysignf(1.0f, x);
    return t;
}

/// The exact remainder x - n*y with n = trunc(x/y), by long division on the significands
/// (the method of musl's and glibc's fmod).
double fmod(double x, double y) {
    union { double f; uint64_t i; } ux = {x}, uy = {y};
    int ex = (int)(ux.i >> 52 & 0x7ff), ey = (int)(uy.i >> 52 & 0x7ff);
    uint64_t sign = ux.i >> 63 << 63;
    if (uy.i << 1 == 0 || __builtin_isnan(y) || ex == 0x7ff) return (x * y) / (x * y);
    if (ux.i << 1 <= uy.i << 1) {
        if (ux.i << 1 == uy.i << 1) return 0 * x;
        return x;
    }
    uint64_t mx, my;
    if (!ex) {
        for (uint64_t i = ux.i << 12; i >> 63 == 0; ex--, i <<= 1) {}
        mx = ux.i << (-ex + 1);
    } else {
        mx = (ux.i & (UINT64_MAX >> 12)) | (1ULL << 52);
    }
    if (!ey) {
        for (uint64_t i = uy.i << 12; i >> 63 == 0; ey--, i <<= 1) {}
        my = uy.i << (-ey + 1);
    } else {
        my = (uy.i & (UINT64_MAX >> 12)) | (1ULL << 52);
    }
    for (; ex > ey; ex--) {
        uint64_t i = mx - my;
        if (i >> 63 == 0) {
            if (i == 0) return 0 * x;
            mx = i;
        }
        mx <<= 1;
    }
    uint64_t i = mx - my;
    if (i >> 63 == 0) {
        if (i == 0) return 0 * x;
        mx = i;
    }
    for (; mx >> 52 == 0; mx <<= 1, ex--) {}
    if (ex > 0) {
        mx -= 1ULL << 52;
        mx |= (uint64_t)ex << 52;
    } else {
        mx >>= -ex + 1;
    }
    ux.i = mx | sign;
    return ux.f;
}

/// Exact in double: both operands convert exactly and the remainder is smaller than |y|, so
/// it is a float.
float fmodf(float x, float y) { return (float)fmod((double)x, (double)y); }
