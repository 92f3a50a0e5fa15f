#include "cpng.h"

#include "deflate.h"

#include <libdeflate.h>
#include <png.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_message(char *message, size_t capacity, const char *format, ...) {
    if (message == NULL || capacity == 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, capacity, format, arguments);
    va_end(arguments);
}

// MARK: - Premultiplication
//
// Bitmap's pixels are premultiplied; PNG stores straight alpha. Both directions round to
// nearest, which makes premultiplied → straight → premultiplied the identity on every valid
// pixel (color ≤ alpha). Un-premultiplying happens row by row while compressing
// (unpremultiply_row, below).

/// Premultiplies `count` straight RGBA pixels in place: c' = (c × a + 127) / 255.
static void premultiply(uint8_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++, pixels += 4) {
        uint32_t alpha = pixels[3];
        if (alpha == 255) continue;
        for (int c = 0; c < 3; c++) pixels[c] = (uint8_t)((pixels[c] * alpha + 127) / 255);
    }
}

// MARK: - Decoding
//
// Uses libpng's low-level API under one setjmp. Not the simplified png_image API: in libpng
// 1.6 it returns wrong pixels for interlaced 16-bit PNGs read to 8 bits
// (https://github.com/pnggroup/libpng/issues/853; reproduced with 1.6.39).

/// One decoding's state, shared with the libpng callbacks. Lives in cpng_decode's frame,
/// outside the function that calls setjmp, so a longjmp cannot leave it indeterminate.
struct decoder {
    const uint8_t *data;
    size_t size;
    size_t offset;
    uint32_t max_side;
    int straight_alpha;
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
    png_bytep *rows;
    int too_large;
    int out_of_memory;
    char *message;
    size_t message_capacity;
};

static void read_data(png_structp png, png_bytep target, size_t count) {
    struct decoder *decoder = png_get_io_ptr(png);
    if (count > decoder->size - decoder->offset) {
        png_error(png, "the data ends before the PNG does (truncated file?)");
    }
    memcpy(target, decoder->data + decoder->offset, count);
    decoder->offset += count;
}

static PNG_NORETURN void fail(png_structp png, png_const_charp reason) {
    struct decoder *decoder = png_get_error_ptr(png);
    set_message(decoder->message, decoder->message_capacity, "%s", reason);
    png_longjmp(png, 1);
}

/// Warnings (a damaged ancillary chunk, an unusual profile) do not stop decoding.
static void ignore_warning(png_structp png, png_const_charp reason) {
    (void)png;
    (void)reason;
}

/// The most one allocation of libpng's own may take (chunk data, rows, zlib state): 32 MiB.
/// A chunk declaring more (a tEXt claiming 2 GB in a 44-byte file) is refused before any
/// memory is reserved for data the file may not even hold.
#define CPNG_MAX_LIBPNG_ALLOCATION ((png_alloc_size_t)32 << 20)

static png_voidp allocate(png_structp png, png_alloc_size_t size) {
    if (size > CPNG_MAX_LIBPNG_ALLOCATION) return NULL;
    void *memory = malloc(size);
    if (memory == NULL) ((struct decoder *)png_get_mem_ptr(png))->out_of_memory = 1;
    return memory;
}

static void deallocate(png_structp png, png_voidp memory) {
    (void)png;
    free(memory);
}

/// The libpng calls, under their setjmp. Returns 1 with `decoder->pixels` filled, or 0
/// with the reason in `decoder`; the caller frees what `decoder` holds either way.
static int read_rgba(png_structp png, png_infop info, struct decoder *decoder) {
    if (setjmp(png_jmpbuf(png))) return 0;
    png_set_read_fn(png, decoder, read_data);
    // Text chunks are never used: skip them unread rather than allocating what they declare,
    // and cap every other ancillary chunk libpng keeps at 8 MB (libpng's own default).
    static const png_byte text_chunks[] = {'t', 'E', 'X', 't', '\0', 'z', 'T', 'X', 't', '\0',
                                           'i', 'T', 'X', 't', '\0'};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, text_chunks, 3);
    png_set_chunk_malloc_max(png, 8000000);
    png_read_info(png, info);
    decoder->width = png_get_image_width(png, info);
    decoder->height = png_get_image_height(png, info);
    if (decoder->width > decoder->max_side || decoder->height > decoder->max_side) {
        decoder->too_large = 1;
        set_message(decoder->message, decoder->message_capacity, "PNG is %ux%u px, more than %u px on a side",
                    decoder->width, decoder->height, decoder->max_side);
        return 0;
    }

    // To 8-bit RGBA whatever the input: palette and low bit depths expand to 8 bits, tRNS to
    // alpha, 16 bits round to 8; gray becomes RGB; a missing alpha is filled with 255.
    // Color-space chunks (gAMA, cHRM, iCCP, sRGB, cICP) are ignored here: the caller converts.
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t row_bytes = (size_t)decoder->width * 4;
    if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "libpng did not convert to 8-bit RGBA");
    decoder->pixels = malloc(row_bytes * decoder->height);
    decoder->rows = malloc(sizeof(png_bytep) * decoder->height);
    if (decoder->pixels == NULL || decoder->rows == NULL) {
        decoder->out_of_memory = 1;
        png_error(png, "out of memory for the pixels");
    }
    for (uint32_t y = 0; y < decoder->height; y++) decoder->rows[y] = decoder->pixels + y * row_bytes;
    png_read_image(png, decoder->rows);
    png_read_end(png, NULL);  // through IEND: a file cut anywhere is an error
    if (!decoder->straight_alpha) premultiply(decoder->pixels, (size_t)decoder->width * decoder->height);
    return 1;
}

cpng_status cpng_decode(const uint8_t *data, size_t size, uint32_t max_side, int straight_alpha,
                        uint32_t *width, uint32_t *height, uint8_t **pixels,
                        char *message, size_t message_capacity) {
    if (width == NULL || height == NULL || pixels == NULL || (data == NULL && size > 0)) {
        set_message(message, message_capacity, "cpng_decode: NULL argument");
        return CPNG_INVALID_ARGUMENT;
    }
    *width = 0;
    *height = 0;
    *pixels = NULL;
    if (size == 0) {
        set_message(message, message_capacity, "the data is empty (0 bytes)");
        return CPNG_CORRUPT;
    }
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        set_message(message, message_capacity, "not a PNG file (the 8-byte PNG signature is missing)");
        return CPNG_CORRUPT;
    }

    struct decoder decoder = {.data = data, .size = size, .max_side = max_side, .straight_alpha = straight_alpha,
                              .message = message, .message_capacity = message_capacity};
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &decoder, fail, ignore_warning,
                                               &decoder, allocate, deallocate);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_message(message, message_capacity, "out of memory starting libpng");
        return CPNG_OUT_OF_MEMORY;
    }
    int decoded = read_rgba(png, info, &decoder);
    png_destroy_read_struct(&png, &info, NULL);
    free(decoder.rows);
    *width = decoder.width;
    *height = decoder.height;
    if (decoded) {
        *pixels = decoder.pixels;
        return CPNG_OK;
    }
    free(decoder.pixels);
    if (decoder.too_large) return CPNG_TOO_LARGE;
    return decoder.out_of_memory ? CPNG_OUT_OF_MEMORY : CPNG_CORRUPT;
}

void cpng_free(void *pixels) {
    free(pixels);
}

// MARK: - zlib streams of ancillary chunks (iCCP)

cpng_status cpng_zlib_decompress(const uint8_t *data, size_t size, uint8_t *out, size_t out_capacity,
                                 size_t *written, char *message, size_t message_capacity) {
    if (written == NULL || (data == NULL && size > 0) || (out == NULL && out_capacity > 0)) {
        set_message(message, message_capacity, "cpng_zlib_decompress: NULL argument");
        return CPNG_INVALID_ARGUMENT;
    }
    *written = 0;
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (decompressor == NULL) {
        set_message(message, message_capacity, "out of memory starting libdeflate");
        return CPNG_OUT_OF_MEMORY;
    }
    enum libdeflate_result result = libdeflate_zlib_decompress(decompressor, data, size, out, out_capacity, written);
    libdeflate_free_decompressor(decompressor);
    switch (result) {
    case LIBDEFLATE_SUCCESS:
        return CPNG_OK;
    case LIBDEFLATE_INSUFFICIENT_SPACE:
        set_message(message, message_capacity, "the data inflates to more than %zu bytes", out_capacity);
        return CPNG_TOO_LARGE;
    default:
        set_message(message, message_capacity, "not a valid zlib stream");
        return CPNG_CORRUPT;
    }
}

// MARK: - Compression
//
// Encoding is the hot path (every rendered frame), so the choices below were measured on
// this project's frames against cairo_surface_write_to_png, which uses libpng's defaults
// (adaptive filtering, zlib level 6). Release build, 2-core Debian 12 machine:
//
// - Opaque images (RGB) get a plan per image (plan_for_opaque), chosen from how often a pixel
//   equals its left neighbor (L) and the pixel above (U), on every other row, and, on every
//   8th row, the pixel of the row above shifted by the best of -8...8 px (S). Measured on
//   issue 13's 60 frames of a two-color gradient rotating in 6-degree steps, where cairo's
//   file is the bar, on the bench's opaque 7-stop gradient and UI frames, on the
//   repository's opaque goldens and on DeflateRowsTests' 600 x 400 gradient at every 2 degrees:
//     L >= 98%, U < 80% (rows of one color: a vertical gradient): each row the best of the
//          five filters by libpng's heuristic, libdeflate level 7. The 90- and 270-degree
//          frames: 1.54 KB, against 2.05 KB for the rule below and 1.55 KB for cairo
//          (deflate.c: 1.67 KB).
//     U < 80%, S >= 70% and S at least 5 points above the unshifted count (rows that repeat
//          the row above shifted by a fraction of a pixel: a rotated gradient): None
//          everywhere, compressed by deflate.c. Unfiltered, such a row is the row above moved
//          by a few pixels, which matches long; any filter turns the shift into residual
//          noise that matches short. The 24-degree frame: 8.9 KB against 16.8 KB for the
//          rule below and 17.1 KB for cairo, in 12 M instructions against 27 M. Unless, in
//          addition, 88% <= S <= 93%, U >= 45% and Paeth predicts at least 87% of the color
//          bytes exactly (on every 16th row): then the plan below, both streams. These are the
//          issue's frames at 120, 126, 300 and 306 degrees, where the unfiltered rows gave
//          7.52, 9.78, 7.49 and 9.73 KB (the first and third larger than cairo's 6.14 KB) and
//          the Paeth rows give 5.84, 7.01, 5.83 and 6.93 KB. The counts only tell where Paeth
//          may win, not that it does: on DeflateRowsTests' gradient they pick 18 of 180 angles,
//          where the Paeth rows are 16% smaller (58 degrees) to 56% larger (36 degrees).
//     U >= 95%, or S < 70% (flat UI: U and L near 98%; busy gradients: S 59%): a rule per
//          row, compressed by deflate.c with its sparse-rows settings (see below):
//       None when at least half its pixels equal their left neighbor (flat UI, solid fills,
//            slow gradients);
//       Up   when at least half its pixels equal the pixel above (a horizontal gradient
//            repeated down a shape);
//       Sub  otherwise (smooth gradients, where left-to-right deltas are small).
//          The filtered rows are mostly zeros and runs, as translucent rows are: against
//          libdeflate level 7, used before, the bench's 7-stop gradient 160.8 -> 160.2 KB in
//          48.7 -> 10.7 ms, its UI frame 19.5 -> 19.3 KB in 3.5 -> 1.5 ms, the 0-degree frame
//          1.39 -> 1.07 KB in 0.73 -> 0.20 ms. Over these three and the repository's 17 opaque
//          PNGs of this plan: 280.8 -> 280.0 KB in 61.5 -> 14.3 ms; the worst, two 120 x 120
//          gradient cards, 11-12% larger.
//     otherwise (80% <= U < 95%: gradients close to an axis, such as the 6- and 12-degree
//          frames, or DeflateRowsTests' slower 600-px gradient from 6 to about 30 degrees off
//          the x axis, 20 and 200 degrees among them; or no shift beats none: the opaque
//          slider goldens): the counts do not tell, so the unfiltered stream above and one of
//          Paeth on every row, also by deflate.c, keeping the smaller. Paeth leaves a rotated
//          gradient's rounding pattern, which recurs a few rows down shifted by whole pixels:
//          deflate.c's 8-byte hash finds those matches (see deflate.c). The frames at
//          12, 168, 192 and 348 degrees: 8.43-8.49 KB, in 2.8 ms (clang -O2), against cairo's
//          10.13-10.20 KB; the unfiltered rows give 14.8 KB. Before, the second stream was the
//          rule above by libdeflate level 7: 10.22-10.43 KB (all four larger than cairo's), and
//          the 12 frames of this plan took 2.9-7.3 ms (now 2.0-3.5). libdeflate level 7 on
//          Paeth rows: 9.75 KB at 12 degrees in 2.5 ms; levels 8 and 9 find the far matches
//          (8.5 and 7.4 KB) in 7.9 and 11.9 ms. On the goldens of this plan the Paeth stream
//          wins on the opaque slider frames (angle 360: 91.3 KB, the rule 109.5 KB, unfiltered
//          119.8 KB) and the unfiltered one on the text frames; the GuideTests example, where
//          the rule won (5.9 KB), is now 6.5 KB.
//   Over the 60 frames: 8.2 KB mean (cairo 12.1 KB), none larger than cairo's, the median
//   encode 1.01 ms in the bench (cairo 5.6 ms). Not kept: Paeth alone where the counts above
//   pick it (faster, but up to 56% larger on DeflateRowsTests' gradient); one stream for the
//   frames of the last plan, picked by U (the opaque slider frames would lose the Paeth
//   stream's 24%); trial compressions of 16-100 rows (they rank the streams of 120 degrees
//   as those of 144, where the unfiltered one is 15% larger but 31% below cairo's). The rule
//   everywhere gave 9.9 KB and 16 frames up to 33% larger. The 7-stop gradient with a radial
//   overlay and the UI frame keep the rule: unfiltered with deflate.c the first was 2.5 times
//   larger, and best-of-five made the second 15% larger. libpng's adaptive heuristic alone
//   (all five filters everywhere) made the rotating frames 17-26% larger and cost more than
//   the compression itself.
// - Translucent (RGBA) rows, such as a blurred shadow over a clear background, get libpng's
//   heuristic (the smallest sum of residual magnitudes) over None, Sub and Up only: the
//   per-row rule above made the slider frame 14-17% larger (its clear half made rows None),
//   and letting the heuristic pick Average and Paeth too, as libpng does, made it 4% larger
//   again (105.1 KB against 100.7 KB at libdeflate level 7) and cost 3 ms more per 640 x 640
//   frame. They are compressed by deflate.c with its sparse-rows settings (8-byte hash, chains
//   of 5, lazy matching below 12 bytes, no hashing inside runs; measured there): the slider
//   frame's 1.64 MB of filtered rows, 89% zero bytes and 76% in zero runs of 8 bytes or more,
//   give 106.4 KB in 4.4 ms, the whole encode 4.9 ms (cairo: 107.5 KB in 26.5 ms). libdeflate,
//   used before, has a floor of about 2.4 ns per input byte even on all-zero data (it hashes
//   every position), so the clear half alone cost 1.8 ms at any level: level 6 gave 103.0 KB
//   in 7.5 ms (encode 8.5 ms), level 5 106.3 KB in 5.9 ms, level 4 108.7 KB in 4.8 ms.
// - Compression of the other formats: libdeflate, a whole-buffer deflate several times faster
//   than zlib at the same ratio, at a level per format (compressor_for), the lowest that kept
//   issue 13's frames no larger than cairo's:
//     RGB 7 (rows of one color only, above): level 5 left the rotating gradient 40% larger
//          than cairo's (16.9 KB against 12.0 KB) when libdeflate compressed it, level 6 6%
//          larger;
//     palette 3: the knob frame 7.3 KB against cairo's 12.4 KB, in 0.34 ms (level 7:
//          5.7 KB in 0.91 ms). A palette image is mostly long runs, where every level
//          finds the same matches.
// - Palette: an image of at most 256 distinct colors (a one-color control such as the knob:
//   its tint at every anti-aliasing alpha, on clear) is stored as 8-bit palette indices,
//   rows filtered None: a quarter of the bytes to deflate. The 400 x 400 knob frame went
//   from 1.0 ms and 8.8 KB (RGBA) to 0.48 ms and 6.4 KB (both at level 7). Finding out
//   costs a hash lookup per change of color along the rows and stops at the 257th color
//   (at most 0.04 ms on the other measured frames).
// - Otherwise opaque images drop to RGB: a quarter less data, and 14% smaller files on an
//   opaque gradient. The caller picks the format (cpng_palette_add, then its own opacity
//   test), so that all frames of an animation can share one.
// - Memory: rows are un-premultiplied one at a time while filtering (no full-size straight
//   copy), and each thread keeps its libdeflate compressors (up to 668 KB each, one for rows
//   of one color and one for palettes), its deflate.c encoder and its scratch buffer (which
//   also takes the second stream of ROWS_EITHER). Allocating the compressor per call cost
//   0.3 ms of a 1.2 ms RGBA knob frame, mostly page faults; each full-size buffer avoided saved
//   another 0.1-0.15 ms.

/// PNG filter types (specification, section 9.2). Average only in ROWS_CONSTANT, Paeth there and
/// in ROWS_PAETH.
enum { FILTER_NONE = 0, FILTER_SUB = 1, FILTER_UP = 2, FILTER_AVERAGE = 3, FILTER_PAETH = 4 };

/// Scratch buffers up to this size stay allocated between calls (8 MiB: an RGBA frame of
/// up to about 1440 × 1440 px); larger ones are freed after use.
enum { RETAINED_SCRATCH_LIMIT = 8 << 20 };

/// Memory one thread reuses from one compression to the next.
struct workspace {
    /// One compressor per format that uses libdeflate (see compressor_for), each created
    /// when first needed.
    struct libdeflate_compressor *compressors[2];
    /// The deflate encoder of deflate.c, created when first needed.
    struct deflater *deflater;
    uint8_t *scratch;
    size_t capacity;
};

static pthread_key_t workspace_key;
static pthread_once_t workspace_key_once = PTHREAD_ONCE_INIT;
static int workspace_key_created;

static void free_workspace(void *memory) {
    struct workspace *workspace = memory;
    for (int i = 0; i < 2; i++) libdeflate_free_compressor(workspace->compressors[i]);
    deflater_free(workspace->deflater);
    free(workspace->scratch);
    free(workspace);
}

static void create_workspace_key(void) {
    workspace_key_created = pthread_key_create(&workspace_key, free_workspace) == 0;
}

/// This thread's workspace, created on first use and freed when the thread exits;
/// NULL if out of memory.
static struct workspace *thread_workspace(void) {
    pthread_once(&workspace_key_once, create_workspace_key);
    if (!workspace_key_created) return NULL;
    struct workspace *workspace = pthread_getspecific(workspace_key);
    if (workspace != NULL) return workspace;
    workspace = calloc(1, sizeof *workspace);
    if (workspace == NULL) return NULL;
    if (pthread_setspecific(workspace_key, workspace) != 0) {
        free_workspace(workspace);
        return NULL;
    }
    return workspace;
}

/// The thread's libdeflate compressor for `format` (RGB or indexed), created on first use;
/// NULL if out of memory. Each format has its libdeflate level, from 1 (fastest) to 12
/// (smallest; zlib's default is 6), chosen as explained above.
static struct libdeflate_compressor *compressor_for(struct workspace *workspace, cpng_format format) {
    int rgb = format == CPNG_RGB, slot = rgb ? 0 : 1, level = rgb ? 7 : 3;
    if (workspace->compressors[slot] == NULL) workspace->compressors[slot] = libdeflate_alloc_compressor(level);
    return workspace->compressors[slot];
}

/// Compresses with the thread's deflate.c encoder, created on first use; 0 if out of memory.
static size_t deflate_with(struct workspace *workspace, cpng_rows rows, const uint8_t *data, size_t size,
                           size_t row_bytes, size_t pixel_bytes, uint8_t *out, size_t out_capacity) {
    if (workspace->deflater == NULL) workspace->deflater = deflater_create();
    if (workspace->deflater == NULL) return 0;
    return deflater_zlib(workspace->deflater, rows, data, size, row_bytes, pixel_bytes, out, out_capacity);
}

/// `size` bytes of scratch memory: the workspace's, grown if needed, or for sizes above
/// RETAINED_SCRATCH_LIMIT a fresh allocation the caller frees (`*owned` is then 1).
static uint8_t *scratch_memory(struct workspace *workspace, size_t size, int *owned) {
    *owned = size > RETAINED_SCRATCH_LIMIT;
    if (*owned) return malloc(size);
    if (workspace->capacity < size) {
        free(workspace->scratch);
        workspace->scratch = malloc(size);
        workspace->capacity = workspace->scratch == NULL ? 0 : size;
    }
    return workspace->scratch;
}

static uint32_t load_pixel(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, sizeof value);
    return value;
}

/// Un-premultiplies one row of `width` pixels: c = (c' × 255 + a / 2) / a, capped at 255;
/// alpha 0 gives 0, 0, 0, 0. The division is a multiplication by ⌈2²⁴ / a⌉, exact for
/// every dividend below 2¹⁶ (checked exhaustively): one division per pixel instead of three.
static void unpremultiply_row(const uint8_t *source, uint32_t width, uint8_t *target) {
    for (uint32_t x = 0; x < width; x++, source += 4, target += 4) {
        uint32_t alpha = source[3];
        if (alpha == 255) {
            memcpy(target, source, 4);
        } else if (alpha == 0) {
            memset(target, 0, 4);
        } else {
            uint32_t reciprocal = ((1u << 24) + alpha - 1) / alpha;
            for (int c = 0; c < 3; c++) {
                uint32_t value = ((source[c] * 255u + alpha / 2) * reciprocal) >> 24;
                target[c] = value > 255 ? 255 : (uint8_t)value;
            }
            target[3] = (uint8_t)alpha;
        }
    }
}

/// Picks None, Sub or Up for one row by counting repeated pixels; `above` is NULL for the
/// first row.
static int choose_filter(const uint8_t *row, const uint8_t *above, uint32_t width) {
    uint32_t same_as_left = 0;
    for (uint32_t x = 1; x < width; x++) {
        same_as_left += load_pixel(row + 4 * x) == load_pixel(row + 4 * (x - 1));
    }
    if (2 * (uint64_t)same_as_left >= width) return FILTER_NONE;
    if (above == NULL) return FILTER_SUB;
    uint32_t same_as_above = 0;
    for (uint32_t x = 0; x < width; x++) {
        same_as_above += load_pixel(row + 4 * x) == load_pixel(above + 4 * x);
    }
    return 2 * (uint64_t)same_as_above >= width ? FILTER_UP : FILTER_SUB;
}

/// |residual| read as a signed byte, libpng's measure of a filtered byte.
static inline uint8_t magnitude(uint8_t residual) {
    uint8_t negated = (uint8_t)-residual;
    return residual < negated ? residual : negated;
}

/// Picks the filter for an RGBA row with a row above: the one whose residuals, read as
/// signed bytes, have the smallest sum of magnitudes (libpng's heuristic), among None, Sub
/// and Up; ties go to the lower filter type. One branch-free pass over the row's bytes,
/// which the compiler vectorizes.
static int choose_filter_by_residuals(const uint8_t *row, const uint8_t *above, uint32_t width) {
    uint32_t none = 0, sub = 0, up = 0;
    for (uint32_t c = 0; c < 4; c++) {  // the first pixel: no left neighbor
        none += magnitude(row[c]);
        sub += magnitude(row[c]);
        up += magnitude((uint8_t)(row[c] - above[c]));
    }
    // Blocks of at most 256 bytes, whose sums fit 16-bit lanes.
    size_t count = (size_t)width * 4;
    for (size_t start = 4; start < count; start += 256) {
        size_t end = count - start < 256 ? count : start + 256;
        uint16_t block_none = 0, block_sub = 0, block_up = 0;
        for (size_t i = start; i < end; i++) {
            block_none += magnitude(row[i]);
            block_sub += magnitude((uint8_t)(row[i] - row[i - 4]));
            block_up += magnitude((uint8_t)(row[i] - above[i]));
        }
        none += block_none;
        sub += block_sub;
        up += block_up;
    }
    if (none <= sub && none <= up) return FILTER_NONE;
    return sub <= up ? FILTER_SUB : FILTER_UP;
}

/// The slot of premultiplied pixel `key` in the palette's hash: where it is, or the empty
/// slot where it would go. Linear probing in 512 slots for at most 256 keys.
static uint32_t palette_slot(const cpng_palette *palette, uint32_t key) {
    uint32_t slot = (key * 2654435761u) >> 23;
    while (palette->slots[slot] != 0 && palette->keys[slot] != key) slot = (slot + 1) & 511;
    return slot;
}

/// Adds the colors of every `stride`-th pixel from the first to `palette`; 0 once they do not fit.
static int palette_add_every(cpng_palette *palette, const uint8_t *pixels, size_t pixel_count, size_t stride) {
    uint32_t previous = ~load_pixel(pixels);  // differs from the first pixel
    for (size_t i = 0; i < pixel_count; i += stride) {
        uint32_t key = load_pixel(pixels + 4 * i);
        if (key == previous) continue;  // runs of one color cost one compare per pixel
        previous = key;
        uint32_t slot = palette_slot(palette, key);
        if (palette->slots[slot] != 0) continue;
        if (palette->count == 256) return 0;
        palette->keys[slot] = key;
        palette->slots[slot] = (uint16_t)(palette->count + 1);
        unpremultiply_row(pixels + 4 * i, 1, palette->colors[palette->count]);
        palette->count += 1;
    }
    return 1;
}

int cpng_palette_add(cpng_palette *palette, const uint8_t *pixels, size_t pixel_count) {
    if (pixel_count == 0) return 1;
    // An image of many colors usually shows more than 256 in a sample of every 61st pixel (a
    // prime, so that the sample does not follow a column), which is checked first on a copy,
    // so that the palette's order stays that of a full scan: issue 13's rotated two-color
    // gradients, 400 x 400 px, are refused in 0.003 instead of 0.07 ms (median of 60 frames).
    if (pixel_count >= 4096) {
        cpng_palette sample = *palette;
        if (!palette_add_every(&sample, pixels, pixel_count, 61)) return 0;
    }
    return palette_add_every(palette, pixels, pixel_count, 1);
}

/// Writes the palette indices of one row; 0 if a pixel's color is not in the palette.
static int index_row(const cpng_palette *palette, const uint8_t *row, uint32_t width, uint8_t *out) {
    uint32_t previous = ~load_pixel(row);
    uint8_t index = 0;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t key = load_pixel(row + 4 * x);
        if (key != previous) {
            uint32_t slot = palette_slot(palette, key);
            if (palette->slots[slot] == 0) return 0;
            index = (uint8_t)(palette->slots[slot] - 1);
            previous = key;
        }
        out[x] = index;
    }
    return 1;
}

/// The Paeth filter's prediction (specification, section 9.4): of the left, upper and upper
/// left neighbors, the one closest to left + up - upper left; ties in that order.
static inline int paeth_predictor(int left, int up, int corner) {
    int to_left = abs(up - corner), to_up = abs(left - corner), to_corner = abs(left + up - 2 * corner);
    return to_left <= to_up && to_left <= to_corner ? left : to_up <= to_corner ? up : corner;
}

/// Writes one filtered row of `count` packed bytes (`pixel_bytes` per pixel) with any of the
/// five filters; `above` is the packed row above.
static void filter_packed_row(int filter, const uint8_t *row, const uint8_t *above, size_t count,
                              uint32_t pixel_bytes, uint8_t *out) {
    size_t b = pixel_bytes;
    switch (filter) {
    case FILTER_NONE:
        memcpy(out, row, count);
        break;
    case FILTER_SUB:
        memcpy(out, row, b);
        for (size_t i = b; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - b]);
        break;
    case FILTER_UP:
        for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
        break;
    case FILTER_AVERAGE:
        for (size_t i = 0; i < b; i++) out[i] = (uint8_t)(row[i] - (above[i] >> 1));
        for (size_t i = b; i < count; i++) out[i] = (uint8_t)(row[i] - ((row[i - b] + above[i]) >> 1));
        break;
    default:  // Paeth
        for (size_t i = 0; i < b; i++) out[i] = (uint8_t)(row[i] - above[i]);
        for (size_t i = b; i < count; i++) {
            out[i] = (uint8_t)(row[i] - paeth_predictor(row[i - b], above[i], above[i - b]));
        }
        break;
    }
}

/// Writes one filtered row (without its filter-type byte) from straight RGBA input,
/// keeping `channels` (3 or 4) bytes per pixel.
static void filter_row(int filter, const uint8_t *row, const uint8_t *above, uint32_t width,
                       uint32_t channels, uint8_t *out) {
    if (channels == 4) {
        filter_packed_row(filter, row, above, (size_t)width * 4, 4, out);
        return;
    }
    switch (filter) {
    case FILTER_NONE:
        // Each pixel's 4 bytes stored 3 bytes on from the last, whose alpha they overwrite: a
        // load and a store a pixel instead of six byte moves (an encode of the rotating
        // gradient, 1,200 frames: 1.99 -> 1.92 s); the last pixel byte by byte.
        for (uint32_t x = 1; x < width; x++, out += 3, row += 4) memcpy(out, row, 4);
        out[0] = row[0];
        out[1] = row[1];
        out[2] = row[2];
        break;
    case FILTER_SUB:
        out[0] = row[0];
        out[1] = row[1];
        out[2] = row[2];
        for (uint32_t x = 1; x < width; x++) {
            out += 3;
            row += 4;
            out[0] = (uint8_t)(row[0] - row[-4]);
            out[1] = (uint8_t)(row[1] - row[-3]);
            out[2] = (uint8_t)(row[2] - row[-2]);
        }
        break;
    default:
        for (uint32_t x = 0; x < width; x++, out += 3, row += 4, above += 4) {
            out[0] = (uint8_t)(row[0] - above[0]);
            out[1] = (uint8_t)(row[1] - above[1]);
            out[2] = (uint8_t)(row[2] - above[2]);
        }
        break;
    }
}

/// Writes one packed row, its type byte first, to `line` with whichever of the five filters
/// leaves residuals of the smallest sum of magnitudes (libpng's heuristic; ties go to the lower
/// filter type). The five sums are taken in one pass over the row, without filtering it five
/// times into scratch: the whole encode of a 400 x 400 vertical gradient 2.10 -> 1.78 ms
/// (clang -O2, as SwiftPM builds C), the same bytes.
static void filter_best_of_five(const uint8_t *row, const uint8_t *above, size_t count, uint32_t pixel_bytes,
                                uint8_t *line) {
    // At most 128 a byte, so 32 bits hold the sums of rows up to 2^24 bytes.
    uint32_t sums[5] = {0};
    size_t b = pixel_bytes < count ? pixel_bytes : count;
    // The first pixel has no left neighbor: left and upper left are 0, and Paeth predicts up.
    for (size_t i = 0; i < b; i++) {
        uint8_t x = row[i], up = above[i];
        sums[FILTER_NONE] += magnitude(x);
        sums[FILTER_SUB] += magnitude(x);
        sums[FILTER_UP] += magnitude((uint8_t)(x - up));
        sums[FILTER_AVERAGE] += magnitude((uint8_t)(x - (up >> 1)));
        sums[FILTER_PAETH] += magnitude((uint8_t)(x - up));
    }
    // Branch-free, so that the compiler vectorizes it.
    uint32_t none = 0, sub = 0, up_sum = 0, average = 0, paeth = 0;
    for (size_t i = b; i < count; i++) {
        int x = row[i], left = row[i - b], up = above[i];
        int predicted = paeth_predictor(left, up, above[i - b]);
        none += magnitude((uint8_t)x);
        sub += magnitude((uint8_t)(x - left));
        up_sum += magnitude((uint8_t)(x - up));
        average += magnitude((uint8_t)(x - ((left + up) >> 1)));
        paeth += magnitude((uint8_t)(x - predicted));
    }
    sums[FILTER_NONE] += none;
    sums[FILTER_SUB] += sub;
    sums[FILTER_UP] += up_sum;
    sums[FILTER_AVERAGE] += average;
    sums[FILTER_PAETH] += paeth;
    int best = FILTER_NONE;
    for (int filter = FILTER_SUB; filter <= FILTER_PAETH; filter++) {
        if (sums[filter] < sums[best]) best = filter;
    }
    line[0] = (uint8_t)best;
    filter_packed_row(best, row, above, count, pixel_bytes, line + 1);
}

/// How an opaque image is filtered and compressed, chosen from how often a pixel equals its
/// left neighbor, the pixel above, and a pixel of the row above a few pixels to either side
/// (see "Opaque images" above).
enum opaque_plan {
    /// Rows of one color (a vertical gradient): the best of the five filters per row, libdeflate.
    ROWS_CONSTANT,
    /// choose_filter's per-row choice, deflate.c with its sparse-rows settings: flat UI, busy images.
    ROWS_REPEATED,
    /// Rows that repeat the row above shifted by a fraction of a pixel (a rotated gradient):
    /// filter None everywhere, deflate.c with lazy matching.
    ROWS_SHIFTED,
    /// Paeth everywhere, deflate.c: ROWS_EITHER's second stream.
    ROWS_PAETH,
    /// The counts do not tell, or say that Paeth rows may be smaller: ROWS_SHIFTED and
    /// ROWS_PAETH, and the smaller stream.
    ROWS_EITHER,
};

/// How far `plan_for_opaque` looks to either side in the row above, in pixels.
enum { SHIFT_REACH = 8 };

/// Of every 8th row, how many pixels equal the row above shifted by the one shift in
/// -SHIFT_REACH...SHIFT_REACH pixels that matches most, summed; `*unshifted` gets the same
/// count for a shift of 0, and `*rows` the rows tried.
static uint64_t shifted_matches(const uint8_t *pixels, uint32_t width, uint32_t height, uint64_t *unshifted,
                                uint64_t *rows) {
    size_t row_bytes = (size_t)width * 4;
    uint64_t total = 0;
    *unshifted = 0;
    *rows = 0;
    for (uint32_t y = 1; y < height; y += 8, (*rows)++) {
        const uint8_t *row = pixels + y * row_bytes, *above = row - row_bytes;
        uint32_t best = 0;
        for (int shift = -SHIFT_REACH; shift <= SHIFT_REACH; shift++) {
            uint32_t start = shift > 0 ? (uint32_t)shift : 0, end = shift < 0 ? width - (uint32_t)-shift : width;
            uint32_t same = 0;
            for (uint32_t x = start; x < end; x++) {
                same += load_pixel(row + 4 * x) == load_pixel(above + 4 * (x - shift));
            }
            if (same > best) best = same;
            if (shift == 0) *unshifted += same;
        }
        total += best;
    }
    return total;
}

/// Of every 16th row, the share (per mille) of color bytes the Paeth filter predicts exactly.
static uint32_t paeth_exact_per_mille(const uint8_t *pixels, uint32_t width, uint32_t height) {
    size_t row_bytes = (size_t)width * 4;
    uint64_t exact = 0, bytes = 0;
    for (uint32_t y = 8; y < height; y += 16) {
        const uint8_t *row = pixels + y * row_bytes, *above = row - row_bytes;
        uint32_t same = 0;
        // From the second pixel on (the first has no left neighbor); the alpha bytes, 255 and
        // always predicted, are counted too and taken off after the loop.
        for (size_t i = 4; i < row_bytes; i++) same += row[i] == paeth_predictor(row[i - 4], above[i], above[i - 4]);
        exact += same > width - 1 ? same - (width - 1) : 0;  // an image wrongly passed as RGB: no wrap
        bytes += (uint64_t)(width - 1) * 3;
    }
    return bytes == 0 ? 0 : (uint32_t)(exact * 1000 / bytes);
}

static enum opaque_plan plan_for_opaque(const uint8_t *pixels, uint32_t width, uint32_t height) {
    // Counted on every other row (each with the row above) when there are more than 8.
    uint64_t same_left = 0, same_above = 0, left_pairs = 0, above_pairs = 0;
    size_t row_bytes = (size_t)width * 4;
    uint32_t step = height > 8 ? 2 : 1;
    for (uint32_t y = step - 1; y < height; y += step) {
        const uint8_t *row = pixels + y * row_bytes;
        uint32_t left = 0, above = 0;
        for (uint32_t x = 1; x < width; x++) left += load_pixel(row + 4 * x) == load_pixel(row + 4 * (x - 1));
        same_left += left;
        left_pairs += width - 1;
        if (y > 0) {
            for (uint32_t x = 0; x < width; x++) {
                above += load_pixel(row + 4 * x) == load_pixel(row - row_bytes + 4 * x);
            }
            same_above += above;
            above_pairs += width;
        }
    }
    int repeated = same_above * 5 >= above_pairs * 4;  // U >= 80%
    if (same_left * 50 >= left_pairs * 49 && !repeated) return ROWS_CONSTANT;
    if (same_above * 20 >= above_pairs * 19 || width <= 2 * SHIFT_REACH) return ROWS_REPEATED;  // U >= 95%
    if (repeated) return ROWS_EITHER;
    uint64_t unshifted, rows;
    uint64_t shifted = shifted_matches(pixels, width, height, &unshifted, &rows);
    uint64_t pixels_tried = rows * width;
    if (shifted * 10 < pixels_tried * 7) return ROWS_REPEATED;  // S < 70%
    // A shift matches 5% more pixels than none: the rows are shifted copies.
    if ((shifted - unshifted) * 20 < pixels_tried) return ROWS_EITHER;
    // Paeth predicts 87% of the bytes exactly, the rows move less than about a pixel and a half
    // each (U >= 45%) and the best shift matches at most 93% (see "Opaque images" above).
    int paeth = shifted * 100 >= pixels_tried * 88 && shifted * 100 <= pixels_tried * 93
        && same_above * 20 >= above_pairs * 9 && paeth_exact_per_mille(pixels, width, height) >= 870;
    return paeth ? ROWS_EITHER : ROWS_SHIFTED;
}

/// Filters the rows of an opaque image (premultiplied is straight already) by `plan`, which
/// is not ROWS_EITHER, into `filtered`; `rows` holds two rows of `width` × 4 bytes of scratch.
static void filter_opaque(const uint8_t *pixels, uint32_t width, uint32_t height, enum opaque_plan plan,
                          uint8_t *filtered, uint8_t *rows) {
    size_t input_row_bytes = (size_t)width * 4, row_bytes = 1 + (size_t)width * 3;
    uint8_t *packed_rows[2] = {rows, rows + input_row_bytes};
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = pixels + y * input_row_bytes;
        const uint8_t *above = y == 0 ? NULL : source - input_row_bytes;
        uint8_t *line = filtered + y * row_bytes;
        switch (plan) {
        case ROWS_SHIFTED:
            line[0] = FILTER_NONE;
            filter_row(FILTER_NONE, source, above, width, 3, line + 1);
            break;
        case ROWS_CONSTANT:
        case ROWS_PAETH: {
            // Packed RGB rows, the one above zeros for the first row.
            uint8_t *packed = packed_rows[y % 2], *packed_above = packed_rows[(y + 1) % 2];
            if (y == 0) memset(packed_above, 0, (size_t)width * 3);
            filter_row(FILTER_NONE, source, NULL, width, 3, packed);
            if (plan == ROWS_CONSTANT) {
                filter_best_of_five(packed, packed_above, (size_t)width * 3, 3, line);
            } else {
                line[0] = FILTER_PAETH;
                filter_packed_row(FILTER_PAETH, packed, packed_above, (size_t)width * 3, 3, line + 1);
            }
            break;
        }
        default:
            line[0] = (uint8_t)choose_filter(source, above, width);
            filter_row(line[0], source, above, width, 3, line + 1);
            break;
        }
    }
}

/// Compresses an opaque image's filtered rows: deflate.c for all plans but ROWS_CONSTANT, which
/// libdeflate compresses. 0 if out of memory.
static size_t compress_opaque(struct workspace *workspace, enum opaque_plan plan, const uint8_t *filtered,
                              size_t size, size_t row_bytes, uint8_t *out, size_t out_capacity) {
    if (plan == ROWS_CONSTANT) {
        struct libdeflate_compressor *compressor = compressor_for(workspace, CPNG_RGB);
        return compressor == NULL ? 0 : libdeflate_zlib_compress(compressor, filtered, size, out, out_capacity);
    }
    cpng_rows rows = plan == ROWS_REPEATED ? CPNG_ROWS_SPARSE
                   : plan == ROWS_PAETH    ? CPNG_ROWS_PAETH
                                           : CPNG_ROWS_SHIFTED;
    return deflate_with(workspace, rows, filtered, size, row_bytes, 3, out, out_capacity);
}

/// Bytes per pixel of a format; 0 for a value that is not a cpng_format.
static uint32_t format_bytes(cpng_format format) {
    switch (format) {
    case CPNG_RGB: return 3;
    case CPNG_INDEXED: return 1;
    case CPNG_RGBA: return 4;
    }
    return 0;
}

/// Bytes of filtered image data: a filter-type byte plus the samples, per row.
/// 0 if that does not fit in size_t or the format is unknown.
static size_t filtered_size(uint32_t width, uint32_t height, cpng_format format) {
    size_t row_bytes = 1 + (size_t)width * format_bytes(format);
    if (row_bytes == 1 || (height != 0 && row_bytes > SIZE_MAX / height)) return 0;
    return row_bytes * height;
}

size_t cpng_image_data_bound(uint32_t width, uint32_t height, cpng_format format) {
    size_t size = filtered_size(width, height, format);
    if (size == 0) return 0;
    size_t ours = deflater_zlib_bound(size), theirs = libdeflate_zlib_compress_bound(NULL, size);
    return ours == 0 ? 0 : ours > theirs ? ours : theirs;
}

cpng_status cpng_compress_image_data(const uint8_t *pixels, uint32_t width, uint32_t height,
                                     cpng_format format, const cpng_palette *palette,
                                     uint8_t *out, size_t out_capacity, size_t *written,
                                     char *message, size_t message_capacity) {
    uint32_t bytes_per_pixel = format_bytes(format);
    if (pixels == NULL || out == NULL || written == NULL || width == 0 || height == 0 || bytes_per_pixel == 0
        || (format == CPNG_INDEXED && palette == NULL)) {
        set_message(message, message_capacity,
                    "cpng_compress_image_data: bad argument (%ux%u px, format %d, palette %p)",
                    width, height, (int)format, (const void *)palette);
        return CPNG_INVALID_ARGUMENT;
    }
    size_t size = filtered_size(width, height, format);
    size_t bound = cpng_image_data_bound(width, height, format);
    size_t input_row_bytes = (size_t)width * 4;
    if (size == 0 || size > SIZE_MAX - 2 * input_row_bytes || out_capacity < bound) {
        set_message(message, message_capacity,
                    "cpng_compress_image_data: output has %zu bytes, needs %zu", out_capacity, bound);
        return CPNG_INVALID_ARGUMENT;
    }
    // An opaque image's plan; for ROWS_EITHER, the bound of its second stream.
    enum opaque_plan plan = format == CPNG_RGB ? plan_for_opaque(pixels, width, height) : ROWS_REPEATED;
    size_t second_bound = format == CPNG_RGB && plan == ROWS_EITHER ? deflater_zlib_bound(size) : 0;
    // Scratch memory: the filtered rows, then two rows: straight RGBA or packed RGB (the
    // current one and the one above; filter_opaque), then room for the second stream.
    struct workspace *workspace = thread_workspace();
    int owned = 0;
    uint8_t *filtered = workspace == NULL ? NULL
        : scratch_memory(workspace, size + 2 * input_row_bytes + second_bound, &owned);
    if (filtered == NULL) {
        set_message(message, message_capacity, "out of memory compressing %ux%u px", width, height);
        return CPNG_OUT_OF_MEMORY;
    }
    size_t row_bytes = 1 + (size_t)width * bytes_per_pixel;
    size_t compressed;
    if (format == CPNG_RGB) {
        enum opaque_plan first = plan == ROWS_EITHER ? ROWS_SHIFTED : plan;
        filter_opaque(pixels, width, height, first, filtered, filtered + size);
        compressed = compress_opaque(workspace, first, filtered, size, row_bytes, out, out_capacity);
        if (second_bound != 0 && compressed != 0) {
            // The Paeth rows' stream, in the scratch memory after the rows, kept if smaller.
            uint8_t *other = filtered + size + 2 * input_row_bytes;
            filter_opaque(pixels, width, height, ROWS_PAETH, filtered, filtered + size);
            size_t alternative = compress_opaque(workspace, ROWS_PAETH, filtered, size, row_bytes, other, second_bound);
            if (alternative != 0 && alternative < compressed) {
                memcpy(out, other, alternative);
                compressed = alternative;
            }
        }
    } else {
        uint8_t *straight_rows[2] = {filtered + size, filtered + size + input_row_bytes};
        for (uint32_t y = 0; y < height; y++) {
            const uint8_t *source = pixels + y * input_row_bytes;
            uint8_t *line = filtered + y * row_bytes;
            if (format == CPNG_INDEXED) {
                line[0] = FILTER_NONE;
                if (!index_row(palette, source, width, line + 1)) {
                    if (owned) free(filtered);
                    set_message(message, message_capacity, "row %u has a color missing from the palette", y);
                    return CPNG_INVALID_ARGUMENT;
                }
                continue;
            }
            uint8_t *row = straight_rows[y % 2];
            const uint8_t *above = y == 0 ? NULL : straight_rows[(y + 1) % 2];
            unpremultiply_row(source, width, row);
            int filter = above != NULL ? choose_filter_by_residuals(row, above, width)
                                       : choose_filter(row, above, width);
            line[0] = (uint8_t)filter;
            filter_row(filter, row, above, width, bytes_per_pixel, line + 1);
        }
        if (format == CPNG_RGBA) {
            compressed = deflate_with(workspace, CPNG_ROWS_SPARSE, filtered, size, row_bytes, 4, out, out_capacity);
        } else {
            struct libdeflate_compressor *compressor = compressor_for(workspace, format);
            compressed = compressor == NULL
                ? 0 : libdeflate_zlib_compress(compressor, filtered, size, out, out_capacity);
        }
    }
    if (owned) free(filtered);
    if (compressed == 0) {
        // Out of memory for an encoder; a full buffer cannot happen with cpng_image_data_bound bytes.
        set_message(message, message_capacity, "out of memory compressing %ux%u px", width, height);
        return CPNG_OUT_OF_MEMORY;
    }
    *written = compressed;
    return CPNG_OK;
}

size_t cpng_deflate_rows_bound(size_t size) {
    return deflater_zlib_bound(size);
}

cpng_status cpng_deflate_rows(const uint8_t *data, size_t size, size_t row_bytes, size_t pixel_bytes,
                              cpng_rows rows, uint8_t *out, size_t out_capacity, size_t *written,
                              char *message, size_t message_capacity) {
    size_t bound = deflater_zlib_bound(size);
    if ((data == NULL && size > 0) || out == NULL || written == NULL || row_bytes == 0 || pixel_bytes == 0
        || bound == 0 || out_capacity < bound || (unsigned)rows > CPNG_ROWS_SPARSE) {
        set_message(message, message_capacity,
                    "cpng_deflate_rows: bad argument (%zu bytes in, %zu out, needs %zu; rows kind %d)",
                    size, out_capacity, bound, (int)rows);
        return CPNG_INVALID_ARGUMENT;
    }
    struct workspace *workspace = thread_workspace();
    size_t compressed = workspace == NULL ? 0
        : deflate_with(workspace, rows, data, size, row_bytes, pixel_bytes, out, out_capacity);
    if (compressed == 0) {
        set_message(message, message_capacity, "out of memory compressing %zu bytes", size);
        return CPNG_OUT_OF_MEMORY;
    }
    *written = compressed;
    return CPNG_OK;
}

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    return libdeflate_crc32(crc, bytes, count);
}
