#include "deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#define ALWAYS_INLINE inline __attribute__((always_inline))

// A deflate encoder for PNG image data (RFC 1951 for the format; written for this project).
//
// Used for every kind of filtered rows but palette indices and rows of one color (see cpng.c):
// opaque rows that repeat the row above shifted by some pixels (a rotated gradient), filtered
// None or Paeth; flat or busy opaque rows and translucent rows, filtered per row (the sparse
// settings, below). Shifted rows are mostly:
//   - runs of one byte or one pixel: matches at distance 1 and at the pixel's bytes;
//   - the row above, shifted: the row's bytes, the last two distances used (a shift repeats
//     row after row), and otherwise a hash of 8 bytes with a chain of the 32 latest earlier
//     positions that had the same hash (matches of 4 to 7 bytes come from the near distances
//     only). Hashing 4 bytes with chains of 16, used before: over issue 13's 60 frames 8.82
//     instead of 8.63 KB mean, in the same time (clang -O2, median frame 0.91 ms either way);
//     108 degrees 9.97 -> 7.90 KB. On Paeth rows (cpng.c's second stream for gradients near
//     an axis) the difference is larger: 12 degrees 11.3 -> 8.4 KB, 120 degrees 7.6 -> 5.8
//     KB; chains of 16 there: 8.9 and 6.4 KB; of 64: 8.3 and 5.7 KB, 1.3 times the time.
// These near distances are tried before the hash, and matches are extended 8 bytes a compare.
// A match shorter than 64 bytes (128 on Paeth rows) is compared with the one starting a byte
// later (lazy matching): a match aligned on a pixel runs much longer there. 64 instead of 128
// on the unfiltered rows of issue 13's 60 frames: 538.8 -> 546.3 KB in all, their median 0.70
// -> 0.60 ms (and chains of 16 instead: 544.1 KB, 0.61 ms); on Paeth rows 64 made the five
// frames tried 3.5% larger, the 120-degree one within 2.5% of cairo's. Inside a match longer
// than 16 bytes every other position is hashed. Each block of 16 K symbols gets the cheapest
// of a dynamic Huffman code (lengths built optimally, then limited to 15 bits), the fixed
// code, or stored bytes, so incompressible data grows by 5 bytes per 64 KB only.
//
// Measured on issue 13's 60 rotating-gradient frames (400 x 400 px, 480 KB filtered) with
// callgrind, with the 4-byte hash of before. cpng.c gives it 44 frames alone and 12 more
// where its stream competed with libdeflate's (the "either" plan; now with its own stream of
// Paeth rows); a 30-degree frame takes 11.9 M instructions for the
// whole encode and 11.1 KB, against 26.9 M and 14.6 KB for libdeflate level 7 on the per-row
// filter rule (cairo: 13.1 KB). The means over the 60 frames are in cpng.c.
// Tried and not kept: more near distances (the rows two and three above, shifted by up to
// 6 px: 1% smaller, 40% slower); hashing only the last positions of a long match (2x faster,
// 6-10% larger: the chains miss the row above); lazy matching on every match (7% slower, 0.4%
// smaller), only below 32 bytes (7-12% larger); every 3rd position inside long matches (12%
// faster, 2.5% larger); chains of 8 or 12 of 4-byte hashes (3-16% larger).
//
// The sparse settings (struct effort, CPNG_ROWS_SPARSE) were measured on translucent RGBA
// rows: issue 13's slider frame, 640 x 640 px with a blurred shadow on clear: 1.64 MB
// filtered, 89% zero bytes, 76% in zero runs of 8 bytes or more;
// 28 K matches carry 97% of the bytes, a quarter of them more than 4 rows back, so matches
// far back matter (distance 1 alone, zlib's Z_RLE: 172.8 KB). With the shifted-rows
// settings: 104.4 KB in 7.7 ms, most of it walking chains of 16 over 4-byte windows such as
// "x 0 0 0", which recur everywhere; without chains (the near distances only) 151.9 KB in
// 5.6 ms. Hashing 8 bytes makes the chains hold only candidates matching 8 bytes, so short
// chains reach the useful ones: chains of 4, hashing 4 / 6 / 8 bytes (runs kept out of the
// hash for 6 and 8): 110.6 / 106.8 / 105.0 KB in 6.1 / 5.1 / 4.8 ms; matches of 4 to 7
// bytes then come from the near distances only. Lazy matching below 12 bytes instead of 128
// (most positions are searched twice otherwise): chains of 5: 106.4 KB in 4.4 ms (kept);
// chains of 6 and below 16 bytes: 105.2 KB in 4.5 ms; below 32: 104.3 KB in 4.9 ms.
// Keeping runs of one byte out of the hash: 0.4 ms
// less, 0.3% larger; on the rotated gradients it made 40 of 60 frames up to 1% larger, so
// only the sparse settings skip them. Not kept: branch-free near and chain checks (8-byte
// xor and count of trailing zeros, equal candidates extended afterwards): the same bytes,
// 2% faster; 12 to 16 hash bits: no difference.

enum {
    WINDOW = 32768,
    HASH_BITS = 15,
    HASH_SIZE = 1 << HASH_BITS,
    MIN_MATCH = 4,
    MAX_MATCH = 258,
    /// Symbols (literals and matches) per block: each block gets its own Huffman codes.
    BLOCK_SYMBOLS = 16384,
    /// Inside a match longer than this, every other position is hashed.
    SPARSE_HASH_LENGTH = 16,
    LITLEN_CODES = 288,
    DIST_CODES = 30,
    PRECODE_CODES = 19,
};

struct deflater {
    /// Latest position + 1 of each 4-byte hash, 0 for none.
    uint32_t head[HASH_SIZE];
    /// The previous position + 1 with the same hash as position p, at p % WINDOW.
    uint32_t chain[WINDOW];
    /// One block's symbols: a literal byte (< 256) or a match, length << 16 | distance.
    uint32_t symbols[BLOCK_SYMBOLS];
    uint32_t litlen_frequencies[LITLEN_CODES];
    uint32_t dist_frequencies[DIST_CODES];
};

struct deflater *deflater_create(void) {
    return malloc(sizeof(struct deflater));
}

void deflater_free(struct deflater *deflater) {
    free(deflater);
}

size_t deflater_zlib_bound(size_t size) {
    // Stored: 5 bytes per 65535-byte piece; a block of BLOCK_SYMBOLS symbols covers at least
    // that many bytes, and each block starts a piece of its own and may pad a byte. Plus
    // zlib's 2 + 4 bytes and the last partial bytes of the bit writer.
    if (size >= UINT32_MAX / 2) return 0;  // positions are kept as 32-bit numbers
    size_t pieces = size / 65535 + size / (BLOCK_SYMBOLS / 2) + 4;
    return size + 6 * pieces + 32;
}

// MARK: - Codes of lengths and distances

static inline uint32_t log2_floor(uint32_t value) {
    return 31 - (uint32_t)__builtin_clz(value);
}

/// The length symbol (257...285) of a match length 3...258.
static inline uint32_t length_symbol(uint32_t length) {
    uint32_t x = length - 3;
    if (x < 8) return 257 + x;
    if (length == 258) return 285;
    uint32_t bits = log2_floor(x);
    return 257 + 4 * (bits - 1) + ((x >> (bits - 2)) & 3);
}

/// Extra bits of a length symbol, and their value for `length`.
static inline uint32_t length_extra_bits(uint32_t length) {
    uint32_t x = length - 3;
    return x < 8 || length == 258 ? 0 : log2_floor(x) - 2;
}

/// The distance symbol (0...29) of a distance 1...32768.
static inline uint32_t distance_symbol(uint32_t distance) {
    uint32_t x = distance - 1;
    if (x < 4) return x;
    uint32_t bits = log2_floor(x);
    return 2 * bits + ((x >> (bits - 1)) & 1);
}

static inline uint32_t distance_extra_bits(uint32_t distance) {
    uint32_t x = distance - 1;
    return x < 4 ? 0 : log2_floor(x) - 1;
}

/// Extra bits per symbol, for costing a block.
static const uint8_t litlen_extra[LITLEN_CODES] = {
    [265] = 1, [266] = 1, [267] = 1, [268] = 1, [269] = 2, [270] = 2, [271] = 2, [272] = 2,
    [273] = 3, [274] = 3, [275] = 3, [276] = 3, [277] = 4, [278] = 4, [279] = 4, [280] = 4,
    [281] = 5, [282] = 5, [283] = 5, [284] = 5,
};
static const uint8_t dist_extra[DIST_CODES] = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
};

// MARK: - Huffman codes

/// Optimal code lengths for `count` symbols' `frequencies`, then limited to `max_length`
/// bits. Symbols of frequency 0 get length 0; at least two symbols get a length, so that
/// every code is complete (a lone used symbol gets a partner).
static void build_lengths(const uint32_t *frequencies, uint32_t count, uint32_t max_length, uint8_t *lengths) {
    // Used symbols sorted by frequency (ties by symbol): frequency << 9 | symbol.
    uint64_t sorted[LITLEN_CODES];
    uint32_t used = 0;
    for (uint32_t s = 0; s < count; s++) {
        lengths[s] = 0;
        if (frequencies[s] != 0) sorted[used++] = (uint64_t)frequencies[s] << 9 | s;
    }
    if (used < 2) {
        uint32_t first = used == 1 ? (uint32_t)(sorted[0] & 511) : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    for (uint32_t i = 1; i < used; i++) {  // insertion sort: a few hundred entries at most
        uint64_t value = sorted[i];
        uint32_t j = i;
        for (; j > 0 && sorted[j - 1] > value; j--) sorted[j] = sorted[j - 1];
        sorted[j] = value;
    }
    // Huffman lengths in place (Moffat and Katajainen's method on the sorted weights):
    // first each internal node's weight and parent, then depths, then leaf depths.
    uint64_t a[LITLEN_CODES];
    for (uint32_t i = 0; i < used; i++) a[i] = sorted[i] >> 9;
    uint32_t n = used;
    a[0] += a[1];
    uint32_t root = 0, leaf = 2;
    for (uint32_t next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) {
            a[next] = a[root];
            a[root++] = next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= n || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[n - 2] = 0;
    for (int64_t next = (int64_t)n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int64_t available = 1, taken = 0, node = (int64_t)n - 2, next = (int64_t)n - 1;
    uint64_t depth = 0;
    while (available > 0) {
        while (node >= 0 && a[node] == depth) {
            taken++;
            node--;
        }
        while (available > taken) {
            a[next--] = depth;
            available--;
        }
        available = 2 * taken;
        depth++;
        taken = 0;
    }
    // a[i] is now the length of sorted[i] (the rarest first). Count lengths, fold the ones
    // over the limit into it, and restore Kraft's equality by lengthening shorter codes.
    uint32_t per_length[64] = {0};
    for (uint32_t i = 0; i < n; i++) per_length[a[i] < 63 ? a[i] : 63]++;
    for (uint32_t l = max_length + 1; l < 64; l++) {
        per_length[max_length] += per_length[l];
        per_length[l] = 0;
    }
    uint64_t kraft = 0;
    for (uint32_t l = 1; l <= max_length; l++) kraft += (uint64_t)per_length[l] << (max_length - l);
    while (kraft > (1ull << max_length)) {
        per_length[max_length]--;
        for (uint32_t l = max_length - 1; l > 0; l--) {
            if (per_length[l] != 0) {
                per_length[l]--;
                per_length[l + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    uint32_t i = 0;
    for (uint32_t l = max_length; l > 0; l--) {
        for (uint32_t k = 0; k < per_length[l]; k++) lengths[sorted[i++] & 511] = (uint8_t)l;
    }
}

/// Canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed for LSB-first writing.
static void build_codes(const uint8_t *lengths, uint32_t count, uint16_t *codes) {
    uint32_t per_length[16] = {0}, next[16];
    for (uint32_t s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint32_t code = 0;
    for (uint32_t l = 1; l < 16; l++) {
        code = (code + per_length[l - 1]) << 1;
        next[l] = code;
    }
    for (uint32_t s = 0; s < count; s++) {
        uint32_t l = lengths[s];
        if (l == 0) continue;
        uint32_t value = next[l]++, reversed = 0;
        for (uint32_t b = 0; b < l; b++) reversed |= ((value >> b) & 1) << (l - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

// MARK: - Bit output

struct bit_writer {
    uint64_t buffer;
    uint32_t count;
    uint8_t *out;
};

/// Appends the low `bits` (≤ 32) bits of `value`. The caller has checked the room.
static inline void put_bits(struct bit_writer *w, uint64_t value, uint32_t bits) {
    w->buffer |= value << w->count;
    w->count += bits;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->buffer;
        memcpy(w->out, &word, 4);  // little-endian machines only (checked in deflater_zlib)
        w->out += 4;
        w->buffer >>= 32;
        w->count -= 32;
    }
}

/// Writes out the whole bytes held, and pads the last partial byte with zeros.
static void align_to_byte(struct bit_writer *w) {
    while (w->count > 0) {
        *w->out++ = (uint8_t)w->buffer;
        w->buffer >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->buffer = 0;
}

// MARK: - Blocks

/// A block's code-length sequence run-length coded with the precode (RFC 1951, 3.2.7):
/// each entry is symbol | extra value << 8.
struct header {
    uint8_t litlen_lengths[LITLEN_CODES];
    uint8_t dist_lengths[DIST_CODES];
    uint32_t litlen_count, dist_count;
    uint16_t items[LITLEN_CODES + DIST_CODES];
    uint32_t item_count;
    uint32_t precode_frequencies[PRECODE_CODES];
    uint8_t precode_lengths[PRECODE_CODES];
    uint32_t precode_count;
};

static const uint8_t precode_order[PRECODE_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// Builds the dynamic block's header and returns its size in bits.
static uint64_t plan_header(struct header *h, const struct deflater *d) {
    memset(h->litlen_lengths, 0, sizeof h->litlen_lengths);  // 286 and 287 are never used
    build_lengths(d->litlen_frequencies, 286, 15, h->litlen_lengths);
    build_lengths(d->dist_frequencies, DIST_CODES, 15, h->dist_lengths);
    h->litlen_count = 286;
    while (h->litlen_count > 257 && h->litlen_lengths[h->litlen_count - 1] == 0) h->litlen_count--;
    h->dist_count = DIST_CODES;
    while (h->dist_count > 1 && h->dist_lengths[h->dist_count - 1] == 0) h->dist_count--;
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, h->litlen_lengths, h->litlen_count);
    memcpy(all + h->litlen_count, h->dist_lengths, h->dist_count);
    uint32_t total = h->litlen_count + h->dist_count;
    memset(h->precode_frequencies, 0, sizeof h->precode_frequencies);
    h->item_count = 0;
    for (uint32_t i = 0; i < total;) {
        uint32_t length = all[i], run = 1;
        while (i + run < total && all[i + run] == length) run++;
        i += run;
        if (length == 0) {
            while (run >= 11) {
                uint32_t take = run < 138 ? run : 138;
                h->items[h->item_count++] = (uint16_t)(18 | (take - 11) << 8);
                h->precode_frequencies[18]++;
                run -= take;
            }
            if (run >= 3) {
                h->items[h->item_count++] = (uint16_t)(17 | (run - 3) << 8);
                h->precode_frequencies[17]++;
                run = 0;
            }
        } else if (run >= 4) {
            h->items[h->item_count++] = (uint16_t)length;
            h->precode_frequencies[length]++;
            run--;
            while (run >= 3) {
                uint32_t take = run < 6 ? run : 6;
                h->items[h->item_count++] = (uint16_t)(16 | (take - 3) << 8);
                h->precode_frequencies[16]++;
                run -= take;
            }
        }
        for (; run > 0; run--) {
            h->items[h->item_count++] = (uint16_t)length;
            h->precode_frequencies[length]++;
        }
    }
    build_lengths(h->precode_frequencies, PRECODE_CODES, 7, h->precode_lengths);
    h->precode_count = PRECODE_CODES;
    while (h->precode_count > 4 && h->precode_lengths[precode_order[h->precode_count - 1]] == 0) h->precode_count--;
    uint64_t bits = 5 + 5 + 4 + 3 * (uint64_t)h->precode_count;
    static const uint8_t precode_extra[PRECODE_CODES] = {[16] = 2, [17] = 3, [18] = 7};
    for (uint32_t s = 0; s < PRECODE_CODES; s++) {
        bits += (uint64_t)h->precode_frequencies[s] * (h->precode_lengths[s] + precode_extra[s]);
    }
    return bits;
}

/// Bits of the block's symbols under code lengths `litlen` and `dist`, extra bits included.
static uint64_t symbol_bits(const struct deflater *d, const uint8_t *litlen, const uint8_t *dist) {
    uint64_t bits = 0;
    for (uint32_t s = 0; s < 286; s++) bits += (uint64_t)d->litlen_frequencies[s] * (litlen[s] + litlen_extra[s]);
    for (uint32_t s = 0; s < DIST_CODES; s++) bits += (uint64_t)d->dist_frequencies[s] * (dist[s] + dist_extra[s]);
    return bits;
}

static void fixed_lengths(uint8_t *litlen, uint8_t *dist) {
    for (uint32_t s = 0; s < LITLEN_CODES; s++) litlen[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    for (uint32_t s = 0; s < DIST_CODES; s++) dist[s] = 5;
}

static void write_symbols(struct bit_writer *w, const struct deflater *d, uint32_t symbol_count,
                          const uint8_t *litlen_lengths, const uint8_t *dist_lengths) {
    uint16_t litlen_codes[LITLEN_CODES], dist_codes[DIST_CODES];
    build_codes(litlen_lengths, LITLEN_CODES, litlen_codes);
    build_codes(dist_lengths, DIST_CODES, dist_codes);
    for (uint32_t i = 0; i < symbol_count; i++) {
        uint32_t symbol = d->symbols[i];
        if (symbol < 256) {
            put_bits(w, litlen_codes[symbol], litlen_lengths[symbol]);
            continue;
        }
        uint32_t length = symbol >> 16, distance = symbol & 0xFFFF;
        uint32_t ls = length_symbol(length), le = length_extra_bits(length);
        uint32_t ds = distance_symbol(distance), de = distance_extra_bits(distance);
        uint32_t lbase = le == 0 ? 0 : (length - 3) & ((1u << le) - 1);
        uint32_t dbase = de == 0 ? 0 : (distance - 1) & ((1u << de) - 1);
        put_bits(w, litlen_codes[ls] | (uint64_t)lbase << litlen_lengths[ls], litlen_lengths[ls] + le);
        put_bits(w, dist_codes[ds] | (uint64_t)dbase << dist_lengths[ds], dist_lengths[ds] + de);
    }
    put_bits(w, litlen_codes[256], litlen_lengths[256]);
}

/// Writes one block: the `symbol_count` symbols gathered, which stand for `raw` (`raw_size`
/// bytes), with whichever of the dynamic code, the fixed code or stored bytes is smallest.
static void write_block(struct bit_writer *w, struct deflater *d, uint32_t symbol_count, const uint8_t *raw,
                        size_t raw_size, int final) {
    d->litlen_frequencies[256] = 1;
    struct header h;
    uint64_t dynamic_bits = plan_header(&h, d) + symbol_bits(d, h.litlen_lengths, h.dist_lengths);
    uint8_t fixed_litlen[LITLEN_CODES], fixed_dist[DIST_CODES];
    fixed_lengths(fixed_litlen, fixed_dist);
    uint64_t fixed_bits = symbol_bits(d, fixed_litlen, fixed_dist);
    uint64_t pieces = raw_size / 65535 + 1;
    uint64_t stored_bits = 8 * (raw_size + 5 * pieces) + 8;
    if (stored_bits < dynamic_bits && stored_bits < fixed_bits) {
        size_t offset = 0;
        do {
            size_t piece = raw_size - offset < 65535 ? raw_size - offset : 65535;
            int last = offset + piece == raw_size;
            put_bits(w, (uint32_t)(final && last), 3);
            align_to_byte(w);
            uint8_t lengths[4] = {(uint8_t)piece, (uint8_t)(piece >> 8), (uint8_t)~piece, (uint8_t)(~piece >> 8)};
            memcpy(w->out, lengths, 4);
            memcpy(w->out + 4, raw + offset, piece);
            w->out += 4 + piece;
            offset += piece;
        } while (offset < raw_size);
    } else if (fixed_bits <= dynamic_bits) {
        put_bits(w, (uint32_t)final | 1 << 1, 3);
        write_symbols(w, d, symbol_count, fixed_litlen, fixed_dist);
    } else {
        put_bits(w, (uint32_t)final | 2 << 1, 3);
        put_bits(w, h.litlen_count - 257, 5);
        put_bits(w, h.dist_count - 1, 5);
        put_bits(w, h.precode_count - 4, 4);
        for (uint32_t i = 0; i < h.precode_count; i++) put_bits(w, h.precode_lengths[precode_order[i]], 3);
        uint16_t precode_codes[PRECODE_CODES];
        build_codes(h.precode_lengths, PRECODE_CODES, precode_codes);
        static const uint8_t extra[3] = {2, 3, 7};
        for (uint32_t i = 0; i < h.item_count; i++) {
            uint32_t symbol = h.items[i] & 0xFF, value = h.items[i] >> 8;
            put_bits(w, precode_codes[symbol], h.precode_lengths[symbol]);
            if (symbol >= 16) put_bits(w, value, extra[symbol - 16]);
        }
        write_symbols(w, d, symbol_count, h.litlen_lengths, h.dist_lengths);
    }
    memset(d->litlen_frequencies, 0, sizeof d->litlen_frequencies);
    memset(d->dist_frequencies, 0, sizeof d->dist_frequencies);
}

// MARK: - Matching

static inline uint32_t load32(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, 4);
    return value;
}

static inline uint64_t load64(const uint8_t *p) {
    uint64_t value;
    memcpy(&value, p, 8);
    return value;
}

/// How hard a search is, per kind of rows (`cpng_rows`). Every kind hashes 8 bytes (see
/// above), so a candidate from a chain matches 8 bytes all but always; matches of 4 to 7
/// bytes come from the near distances only.
struct effort {
    /// Earlier positions with the same hash tried, most recent first.
    uint32_t chain_depth;
    /// A match this long or longer is taken without looking a byte on.
    uint32_t lazy_limit;
    /// Whether positions inside a match whose 4 bytes and the one before are all one byte
    /// (inside a run, where distance 1 matches first anyway) stay out of the hash.
    int skip_runs;
};

static const struct effort efforts[] = {
    [CPNG_ROWS_SHIFTED] = {.chain_depth = 32, .lazy_limit = 64, .skip_runs = 0},
    [CPNG_ROWS_PAETH] = {.chain_depth = 32, .lazy_limit = 128, .skip_runs = 0},
    [CPNG_ROWS_SPARSE] = {.chain_depth = 5, .lazy_limit = 12, .skip_runs = 1},
};

/// How many bytes from `a` equal those from `b`, up to `limit`.
static inline uint32_t common_length(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t length = 0;
    while (length + 8 <= limit) {
        uint64_t difference = load64(a + length) ^ load64(b + length);
        if (difference != 0) return length + (uint32_t)__builtin_ctzll(difference) / 8;
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

struct parser {
    struct deflater *d;
    const uint8_t *in;
    size_t size;
    /// Distances tried before the hash: 1, the pixel's bytes, the row's bytes (each 1 when
    /// beyond the window), and the last two distances used (a shifted gradient repeats at one
    /// distance row after row). A distance of 0 is never tried.
    uint32_t near[5];
    struct effort effort;
};

/// Whether `position` has the 8 bytes to hash after it.
static ALWAYS_INLINE int hashable(const struct parser *p, size_t position) {
    return position + 8 < p->size;
}

static ALWAYS_INLINE uint32_t hash_at(const struct parser *p, size_t position) {
    return (uint32_t)((load64(p->in + position) * 0x9E3779B97F4A7C15ull) >> (64 - HASH_BITS));
}

/// Puts `position`, inside a match and hashable, into the hash (see effort.skip_runs).
static ALWAYS_INLINE void insert(struct parser *p, size_t position) {
    if (p->effort.skip_runs && load32(p->in + position) == load32(p->in + position - 1)) return;
    uint32_t h = hash_at(p, position);
    p->d->chain[position % WINDOW] = p->d->head[h];
    p->d->head[h] = (uint32_t)position + 1;
}

/// The longest match at `position` (which it inserts into the hash), at most `limit` bytes;
/// its distance in `*distance`. 0 if none of MIN_MATCH bytes.
static ALWAYS_INLINE uint32_t longest_match(struct parser *p, size_t position, uint32_t limit, uint32_t *distance) {
    const uint8_t *here = p->in + position;
    uint32_t best = MIN_MATCH - 1;
    for (uint32_t i = 0; i < 5; i++) {
        uint32_t d = p->near[i];
        if (d == 0 || d > position || d > WINDOW) continue;
        if (here[best] != (here - d)[best] || load32(here) != load32(here - d)) continue;
        uint32_t length = common_length(here, here - d, limit);
        if (length > best) {
            best = length;
            *distance = d;
            if (best == limit) break;
        }
    }
    // Callers leave more than MIN_MATCH bytes, but the hash needs 8.
    if (!hashable(p, position)) return best >= MIN_MATCH ? best : 0;
    uint32_t h = hash_at(p, position);
    uint32_t candidate = p->d->head[h];
    p->d->chain[position % WINDOW] = candidate;
    p->d->head[h] = (uint32_t)position + 1;
    if (best >= limit) return best;
    for (uint32_t depth = p->effort.chain_depth; candidate != 0 && depth > 0; depth--) {
        size_t start = candidate - 1;
        if (position - start > WINDOW) break;
        const uint8_t *there = p->in + start;
        if (there[best] == here[best] && load32(there) == load32(here)) {
            uint32_t length = common_length(here, there, limit);
            if (length > best) {
                best = length;
                *distance = (uint32_t)(position - start);
                if (best == limit) break;
            }
        }
        uint32_t next = p->d->chain[start % WINDOW];
        if (next >= candidate) break;  // the slot was reused by a later position
        candidate = next;
    }
    return best >= MIN_MATCH ? best : 0;
}

/// Records a match of `length` bytes at `distance` in the block's symbols.
static inline void emit_match(struct parser *p, uint32_t *count, uint32_t length, uint32_t distance) {
    struct deflater *d = p->d;
    d->symbols[(*count)++] = length << 16 | distance;
    d->litlen_frequencies[length_symbol(length)]++;
    d->dist_frequencies[distance_symbol(distance)]++;
    if (distance != p->near[3]) {
        p->near[4] = p->near[3];
        p->near[3] = distance;
    }
}

/// deflater_zlib's work with `effort`, a constant at each call, so that every kind of rows gets
/// its own compiled copy: reading the settings at run time made the shifted rows 14% slower.
static ALWAYS_INLINE size_t compress_rows(struct deflater *d, struct effort effort, const uint8_t *in, size_t size,
                                          size_t row_bytes, size_t pixel_bytes, uint8_t *out, size_t out_capacity) {
    const uint16_t one = 1;
    uint8_t little_endian;
    memcpy(&little_endian, &one, 1);
    if (!little_endian || deflater_zlib_bound(size) == 0 || out_capacity < deflater_zlib_bound(size)) return 0;
    memset(d->head, 0, sizeof d->head);
    memset(d->litlen_frequencies, 0, sizeof d->litlen_frequencies);
    memset(d->dist_frequencies, 0, sizeof d->dist_frequencies);
    struct parser p = {
        .d = d, .in = in, .size = size,
        .near = {1, (uint32_t)(pixel_bytes <= WINDOW ? pixel_bytes : 1),
                 (uint32_t)(row_bytes <= WINDOW ? row_bytes : 1), 1, 1},
        .effort = effort,
    };
    out[0] = 0x78;  // deflate, 32 KB window
    out[1] = 0x9C;  // no dictionary, check bits
    struct bit_writer w = {.out = out + 2};

    uint32_t count = 0;
    size_t block_start = 0, position = 0;
    size_t unhashed = 0;  // positions before it are in the hash
    while (position < size) {
        if (count >= BLOCK_SYMBOLS - 2) {
            write_block(&w, d, count, in + block_start, position - block_start, 0);
            count = 0;
            block_start = position;
        }
        size_t left = size - position;
        uint32_t length = 0, distance = 0;
        if (left > MIN_MATCH) {
            length = longest_match(&p, position, left < MAX_MATCH ? (uint32_t)left : MAX_MATCH, &distance);
            unhashed = position + 1;
        }
        // Lazy matching: while the match a byte on is longer, this byte goes as a literal.
        while (length != 0 && length < p.effort.lazy_limit && left > MIN_MATCH + 1 && count < BLOCK_SYMBOLS - 2) {
            uint32_t next_distance = 0;
            uint32_t next = longest_match(&p, position + 1, left - 1 < MAX_MATCH ? (uint32_t)(left - 1) : MAX_MATCH,
                                          &next_distance);
            unhashed = position + 2;
            if (next <= length) break;
            d->symbols[count++] = in[position];
            d->litlen_frequencies[in[position]]++;
            position++;
            left--;
            length = next;
            distance = next_distance;
        }
        if (length == 0) {
            d->symbols[count++] = in[position];
            d->litlen_frequencies[in[position]]++;
            position++;
            continue;
        }
        emit_match(&p, &count, length, distance);
        position += length;
        // Inside a long match every other position is enough (the next match of a shifted row
        // starts anywhere in it) and leaves the chains reaching twice as far back.
        size_t step = length > SPARSE_HASH_LENGTH ? 2 : 1;
        if (p.effort.skip_runs && distance == 1 && position - 3 > unhashed) {
            // A run: insert() would skip every position of it but the last three.
            unhashed += (position - 3 - unhashed) / step * step;
        }
        for (; unhashed < position && hashable(&p, unhashed); unhashed += step) insert(&p, unhashed);
        unhashed = position;
    }
    write_block(&w, d, count, in + block_start, size - block_start, 1);
    align_to_byte(&w);
    uint32_t adler = libdeflate_adler32(1, in, size);
    uint8_t trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler};
    memcpy(w.out, trailer, 4);
    return (size_t)(w.out + 4 - out);
}

size_t deflater_zlib(struct deflater *d, cpng_rows rows, const uint8_t *in, size_t size, size_t row_bytes,
                     size_t pixel_bytes, uint8_t *out, size_t out_capacity) {
    switch (rows) {
    case CPNG_ROWS_SPARSE:
        return compress_rows(d, efforts[CPNG_ROWS_SPARSE], in, size, row_bytes, pixel_bytes, out, out_capacity);
    case CPNG_ROWS_PAETH:
        return compress_rows(d, efforts[CPNG_ROWS_PAETH], in, size, row_bytes, pixel_bytes, out, out_capacity);
    default:
        return compress_rows(d, efforts[CPNG_ROWS_SHIFTED], in, size, row_bytes, pixel_bytes, out, out_capacity);
    }
}
