#ifndef CPNG_H
#define CPNG_H

// PNG decoding and PNG image-data compression for the Imaging module.
//
// Pixels cross this API in Bitmap's format: 8-bit RGBA, premultiplied by alpha, rows
// tightly packed. Conversion to and from PNG's straight alpha happens here, rounding to
// nearest both ways: premultiplied → PNG → premultiplied gives back the same bytes.
//
// Every function is one whole operation: it returns a status and, on failure, writes a
// NUL-terminated message (the reason only, e.g. "IDAT: CRC error") into the caller's buffer.
// libpng's error longjmp never leaves this library. All functions are thread-safe.

#include <stddef.h>
#include <stdint.h>

/// The outcome of a CPNG call. Every value but `CPNG_OK` comes with a message.
typedef enum cpng_status {
    CPNG_OK = 0,
    /// The input is not a PNG, is truncated, or fails a CRC or zlib check.
    CPNG_CORRUPT = 1,
    /// The PNG is wider or taller than the caller's limit; nothing was allocated.
    CPNG_TOO_LARGE = 2,
    /// An allocation failed.
    CPNG_OUT_OF_MEMORY = 3,
    /// The caller passed an impossible argument (a programming error, not bad data).
    CPNG_INVALID_ARGUMENT = 4,
} cpng_status;

/// Decodes a whole PNG held in memory to premultiplied 8-bit RGBA: c' = (c × a + 127) / 255,
/// or straight with `straight_alpha` nonzero (for a caller that converts colors first).
///
/// Every standard PNG: gray, gray+alpha, palette, RGB, RGBA, with or without tRNS, 1- to
/// 16-bit (rounded to 8), interlaced or not. Color-space chunks are ignored (the caller
/// converts). Damaged ancillary chunks are skipped; a damaged critical chunk or a file cut
/// short anywhere, even in IEND, is an error. The IHDR size is checked against `max_side`
/// before the pixels are allocated, so a hostile header cannot make this allocate more than
/// `max_side * max_side * 4` bytes.
///
/// - `width`, `height`: the IHDR size once it is read (also on `CPNG_TOO_LARGE`), else 0.
/// - `pixels`: on `CPNG_OK`, a `width * height * 4` byte buffer the caller frees with
///   `cpng_free`; NULL otherwise.
cpng_status cpng_decode(const uint8_t *data, size_t size, uint32_t max_side, int straight_alpha,
                        uint32_t *width, uint32_t *height, uint8_t **pixels,
                        char *message, size_t message_capacity);

/// Frees a buffer returned by `cpng_decode`. NULL is allowed.
void cpng_free(void *pixels);

/// Inflates a zlib stream (RFC 1950), such as an iCCP profile, into `out`: `CPNG_TOO_LARGE`
/// past `out_capacity` bytes (so a small hostile stream cannot demand unbounded memory),
/// `CPNG_CORRUPT` for an invalid stream; on `CPNG_OK`, `written` holds the inflated length.
cpng_status cpng_zlib_decompress(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                                 size_t *written, char *message, size_t message_capacity);

/// How `cpng_compress_image_data` stores pixels. Each value is its PNG color type.
typedef enum cpng_format {
    /// 3 bytes per pixel, alpha dropped: for images whose alpha is 255 everywhere.
    CPNG_RGB = 2,
    /// 1 byte per pixel: an index into a `cpng_palette` holding every color of the image.
    CPNG_INDEXED = 3,
    /// 4 bytes per pixel.
    CPNG_RGBA = 6,
} cpng_format;

/// The distinct colors of one or more images, at most 256 (a one-color shape with its
/// anti-aliasing, on a clear or flat background): 1 byte per pixel instead of 3 or 4. Start zeroed.
typedef struct cpng_palette {
    /// Straight (un-premultiplied) R, G, B, A of each entry, in the order first seen.
    uint8_t colors[256][4];
    /// Number of entries, 0...256.
    uint32_t count;
    /// Internal: an open-addressing hash from premultiplied pixel to entry index + 1.
    uint32_t keys[512];
    uint16_t slots[512];
} cpng_palette;

/// Adds the colors of `pixel_count` premultiplied RGBA pixels to `palette`: 1 while they fit
/// in 256 entries, 0 once they do not (the palette is then incomplete and must not be used).
int cpng_palette_add(cpng_palette *palette, const uint8_t *pixels, size_t pixel_count);

/// The most bytes `cpng_compress_image_data` can write for an image of this size and
/// format, or 0 if the size is too large to compute.
size_t cpng_image_data_bound(uint32_t width, uint32_t height, cpng_format format);

/// Turns premultiplied RGBA pixels into the zlib stream of a PNG's IDAT (or APNG fdAT)
/// chunks: un-premultiplies them (c = (c' × 255 + a / 2) / a; alpha 0 gives 0, 0, 0, 0) or
/// maps them to `palette` indices, filters each row and deflates.
///
/// - `format`: `CPNG_RGB` drops alpha, so pass it only for opaque images; `CPNG_INDEXED`
///   needs `palette` (otherwise ignored, may be NULL) to hold every pixel's color.
/// - `out`: at least `cpng_image_data_bound(width, height, format)` bytes.
/// - `written`: on `CPNG_OK`, the number of bytes written to `out`.
///
/// RGB images get one of four plans from counts of repeated pixels: the best of five filters
/// per row, or a filter chosen per row by a rule, then libdeflate; None everywhere and CPNG's
/// own deflate encoder; or, when the counts do not tell, both of the last two and the smaller
/// stream (the work twice, and a second buffer of up to the first stream's size for the
/// call). RGBA rows get the filter of None, Sub and Up with the smallest residuals, palette
/// rows None; libdeflate compresses at a level per format. The choices, and the per-thread
/// memory kept between calls (a compressor of up to 668 KB per format used, about 330 KB for
/// CPNG's encoder, plus up to 8 MiB of scratch), are explained in cpng.c.
cpng_status cpng_compress_image_data(const uint8_t *pixels, uint32_t width, uint32_t height,
                                     cpng_format format, const cpng_palette *palette,
                                     uint8_t *out, size_t out_capacity, size_t *written,
                                     char *message, size_t message_capacity);

/// The most bytes `cpng_deflate_rows` can write for `size` bytes of input, or 0 for 2 GiB of
/// input or more.
size_t cpng_deflate_rows_bound(size_t size);

/// The kinds of rows CPNG's own deflate encoder has settings for (see deflate.c).
typedef enum cpng_rows {
    /// Opaque rows that repeat the row above shifted (a rotated gradient), unfiltered.
    CPNG_ROWS_SHIFTED = 0,
    /// The same rows filtered Paeth.
    CPNG_ROWS_PAETH = 1,
    /// Rows of mostly zeros and runs: translucent rows, and flat or busy opaque ones, filtered.
    CPNG_ROWS_SPARSE = 2,
} cpng_rows;

/// Compresses `size` bytes of filtered PNG rows (each `row_bytes` long, its filter-type byte
/// included, `pixel_bytes` bytes per pixel) into a zlib stream with CPNG's own deflate
/// encoder, with the settings `cpng_compress_image_data` uses on `rows` (see cpng.c and
/// deflate.c). Any bytes are valid input; the row and pixel sizes only say which earlier
/// bytes to try first.
///
/// - `out`: at least `cpng_deflate_rows_bound(size)` bytes.
/// - `written`: on `CPNG_OK`, the number of bytes written to `out`.
cpng_status cpng_deflate_rows(const uint8_t *data, size_t size, size_t row_bytes, size_t pixel_bytes,
                              cpng_rows rows, uint8_t *out, size_t out_capacity, size_t *written,
                              char *message, size_t message_capacity);

/// Continues a CRC-32 (the PNG/zlib polynomial) over `count` bytes; start with `crc` = 0.
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

#endif
