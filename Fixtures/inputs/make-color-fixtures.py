# Writes the color-management fixtures beside this script (Python 3 standard library only):
#   python3 Fixtures/inputs/make-color-fixtures.py
# - iccp-inflates-past-4-mib.png: 1 x 1 RGB whose iCCP chunk inflates to 4 MiB + 1 zero bytes
#   (about 4 KB compressed), past ICCProfile.maxSize.
# - display-p3-200-100-50.png: 8 x 8 RGB of (200, 100, 50) with an iCCP Display P3 profile
#   (v4 matrix/TRC: Apple's D50 colorants, the sRGB curve as para type 3), which is sRGB
#   (215, 93, 31): the color a Mac's P3 screenshot of a #D75D1F fill would store.
# - srgb-215-93-31.png: 8 x 8 RGB of (215, 93, 31), no color chunks.
import os, struct, zlib

here = os.path.dirname(os.path.abspath(__file__))

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

def png(width, height, rgb, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

def s15(v):
    return struct.pack(">i", round(v * 65536))

def profile(tags):
    table_end = 132 + 12 * len(tags)
    table, body = struct.pack(">I", len(tags)), b""
    for signature, data in tags:
        table += signature + struct.pack(">II", table_end + len(body), len(data))
        body += data + b"\x00" * (-len(data) % 4)
    header = bytearray(128)
    header[0:4] = struct.pack(">I", table_end + len(body))
    header[8:12] = b"\x04\x40\x00\x00"
    header[12:24] = b"mntrRGB XYZ "
    header[36:40] = b"acsp"
    header[68:80] = s15(0.9642) + s15(1) + s15(0.8249)
    return bytes(header) + table + body

def xyz(v):
    return b"XYZ \x00\x00\x00\x00" + b"".join(s15(c) for c in v)

srgb_curve = b"para\x00\x00\x00\x00\x00\x03\x00\x00" + b"".join(
    s15(c) for c in (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045))
display_p3 = profile([
    (b"rXYZ", xyz((0.515121, 0.241196, -0.001053))),
    (b"gXYZ", xyz((0.291977, 0.692245, 0.041885))),
    (b"bXYZ", xyz((0.157104, 0.066574, 0.784073))),
    (b"rTRC", srgb_curve), (b"gTRC", srgb_curve), (b"bTRC", srgb_curve),
])

files = {
    "iccp-inflates-past-4-mib.png": png(1, 1, (16, 32, 48), chunk(b"iCCP", b"bomb\x00\x00" + zlib.compress(bytes(4 * 1024 * 1024 + 1), 9))),
    "display-p3-200-100-50.png": png(8, 8, (200, 100, 50), chunk(b"iCCP", b"Display P3\x00\x00" + zlib.compress(display_p3, 9))),
    "srgb-215-93-31.png": png(8, 8, (215, 93, 31)),
}
for name, data in files.items():
    with open(os.path.join(here, name), "wb") as f:
        f.write(data)
