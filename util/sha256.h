/* sha256.h — SHA-256 (FIPS 180-4), used for document checksums and clause content hashes. */
#ifndef UTIL_SHA256_H
#define UTIL_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct sha256_ctx {
    uint32_t state[8];
    uint64_t length;
    unsigned char block[64];
    size_t fill;
} sha256_ctx;

void sha256_init(sha256_ctx *c);
void sha256_update(sha256_ctx *c, const void *data, size_t n);
void sha256_final(sha256_ctx *c, unsigned char out[32]);
/* Lower-case hex digest of data, written to hex[65]. */
void sha256_hex(const void *data, size_t n, char hex[65]);

#endif
