#ifndef CPNG_DEFLATE_H
#define CPNG_DEFLATE_H

// A deflate (RFC 1951) encoder in a zlib wrapper (RFC 1950) for PNG image data: filtered rows,
// where the likely matches are runs of one byte (flat areas after Sub or Up), the pixel to
// the left and the same bytes a row above, with settings per kind of rows (`cpng_rows`).
// Internal to CPNG; see deflate.c.

#include <stddef.h>
#include <stdint.h>

#include "cpng.h"

/// The encoder's tables, reused from one stream to the next (about 320 KB).
struct deflater;

/// A new encoder, or NULL if out of memory.
struct deflater *deflater_create(void);
void deflater_free(struct deflater *deflater);

/// The most bytes `deflater_zlib` writes for `size` input bytes (incompressible data is
/// stored), or 0 if `size` is 2 GiB or more.
size_t deflater_zlib_bound(size_t size);

/// Compresses `size` bytes of filtered PNG rows, each `row_bytes` long (the filter-type byte
/// included) with `pixel_bytes` bytes per pixel, into a zlib stream at `out`, which holds at
/// least `deflater_zlib_bound(size)` bytes. Returns the stream's length, or 0 if `out` is too
/// small.
size_t deflater_zlib(struct deflater *deflater, cpng_rows rows, const uint8_t *in, size_t size,
                     size_t row_bytes, size_t pixel_bytes, uint8_t *out, size_t out_capacity);

#endif
