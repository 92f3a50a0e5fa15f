// Measures PNG encoding: Imaging's encoder against cairo_surface_write_to_png (libpng with its
// defaults, the encoder Imaging replaces) on the same frames, in memory and to a file, in CPU
// time of the measuring thread. Also checks that every encoded frame decodes back unchanged.
//
// Run with scripts/bench (release build). Argument: runs per measurement, default 40.

import CCairo
import Glibc
import Imaging

/// A frame to encode, drawn with Cairo.
struct Scene {
    let name: String
    let width: Int32
    let height: Int32
    let draw: (OpaquePointer) -> Void
}

let scenes = [
    Scene(name: "knob 400x400 (4 px arc + line, transparent)", width: 400, height: 400) { cr in
        cairo_set_source_rgb(cr, 0, 122 / 255.0, 1)
        cairo_set_line_width(cr, 4)
        cairo_arc(cr, 200, 200, 180, .pi * 0.75, .pi * 2.25)
        cairo_stroke(cr)
        cairo_move_to(cr, 200, 200)
        cairo_line_to(cr, 200 + 170 * cos(.pi * 1.9), 200 + 170 * sin(.pi * 1.9))
        cairo_stroke(cr)
    },
    Scene(name: "busy gradient 640x640 (7 stops + radial, opaque)", width: 640, height: 640) { cr in
        let linear = cairo_pattern_create_linear(0, 0, 640, 640)
        let stops: [(Double, Double, Double)] = [(1, 0, 0), (1, 0.6, 0), (1, 1, 0), (0, 0.8, 0.2), (0, 0.5, 1), (0.4, 0, 0.8), (1, 0, 0.5)]
        for (index, stop) in stops.enumerated() {
            cairo_pattern_add_color_stop_rgb(linear, Double(index) / 6, stop.0, stop.1, stop.2)
        }
        cairo_set_source(cr, linear)
        cairo_paint(cr)
        cairo_pattern_destroy(linear)
        let radial = cairo_pattern_create_radial(320, 320, 0, 320, 320, 320)
        cairo_pattern_add_color_stop_rgba(radial, 0, 1, 1, 1, 0.7)
        cairo_pattern_add_color_stop_rgba(radial, 1, 0, 0, 0, 0.3)
        cairo_set_source(cr, radial)
        cairo_paint(cr)
        cairo_pattern_destroy(radial)
    },
    Scene(name: "gradient disc 600x600 (transparent corners)", width: 600, height: 600) { cr in
        let linear = cairo_pattern_create_linear(80, 0, 520, 0)
        cairo_pattern_add_color_stop_rgb(linear, 0, 1, 0.2, 0.3)
        cairo_pattern_add_color_stop_rgb(linear, 1, 0.2, 0.3, 1)
        cairo_arc(cr, 300, 300, 220, 0, 2 * .pi)
        cairo_set_source(cr, linear)
        cairo_fill(cr)
        cairo_pattern_destroy(linear)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
        cairo_set_line_width(cr, 10)
        cairo_arc(cr, 300, 300, 250, 0, 2 * .pi)
        cairo_stroke(cr)
    },
    Scene(name: "slider with text 600x600 (opaque)", width: 600, height: 600) { cr in
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.97)
        cairo_paint(cr)
        cairo_set_line_width(cr, 24)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_source_rgb(cr, 0.85, 0.85, 0.87)
        cairo_arc(cr, 300, 300, 220, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 0, 0.48, 1)
        cairo_arc(cr, 300, 300, 220, -.pi / 2, .pi * 0.8)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_arc(cr, 300 + 220 * cos(.pi * 0.8), 300 + 220 * sin(.pi * 0.8), 16, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 72)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        cairo_move_to(cr, 200, 330)
        cairo_show_text(cr, "72%")
    },
]

/// The surface's pixels as a Bitmap: Cairo's ARGB32 is premultiplied like Bitmap, one
/// native-endian 32-bit word per pixel.
func bitmap(of surface: OpaquePointer, width: Int, height: Int) throws -> Bitmap {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { throw BenchError("the surface has no data") }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
            let i = (y * width + x) * 4
            pixels[i] = UInt8(truncatingIfNeeded: word >> 16)
            pixels[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
            pixels[i + 2] = UInt8(truncatingIfNeeded: word)
            pixels[i + 3] = UInt8(truncatingIfNeeded: word >> 24)
        }
    }
    return try Bitmap(width: width, height: height, pixels: pixels)
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// CPU time this thread has used, in milliseconds. Unlike wall-clock time it leaves out
/// the time other processes run, so it stays meaningful on a busy machine.
func threadMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Median and minimum CPU milliseconds per call of each body. The bodies take turns, call
/// after call, so that cache and memory contention falls on all of them alike; two warm-up
/// rounds first.
func measure(_ iterations: Int, _ bodies: [() throws -> Void]) throws -> [(median: Double, minimum: Double)] {
    var samples = Array(repeating: [Double](), count: bodies.count)
    for round in 0..<iterations + 2 {
        for (index, body) in bodies.enumerated() {
            let start = threadMilliseconds()
            try body()
            if round >= 2 { samples[index].append(threadMilliseconds() - start) }
        }
    }
    return samples.map { ($0.sorted()[$0.count / 2], $0.min() ?? 0) }
}

/// Encodes `surface` with cairo_surface_write_to_png_stream into memory.
func cairoPNG(_ surface: OpaquePointer) throws -> [UInt8] {
    var bytes: [UInt8] = []
    let status = withUnsafeMutablePointer(to: &bytes) { target in
        cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            closure.assumingMemoryBound(to: [UInt8].self).pointee += UnsafeBufferPointer(start: data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, target)
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw BenchError("cairo failed: \(String(cString: cairo_status_to_string(status)))") }
    return bytes
}

func format(_ value: Double, _ digits: Int) -> String {
    var text = String(Int((value * pow(10, Double(digits))).rounded()))
    while text.count <= digits { text = "0" + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    return text
}

func row(_ columns: [String], widths: [Int] = [50, 37, 17, 9, 26]) -> String {
    zip(columns, widths).map { column, width in
        column.count >= width ? column + " " : column + String(repeating: " ", count: width - column.count)
    }.joined()
}

// `layershot-bench profile SCENE [FRAMES]`: renders one of issue 13's scenes FRAMES times
// (default 3) and nothing else, for a profiler (callgrind counts the instructions a frame
// takes: subtract a 1-frame run from a 3-frame run). `profile-encode SCENE [FRAMES]` renders
// the scene's frames once and encodes them FRAMES times in all.
if CommandLine.arguments.count > 2, ["profile", "profile-encode"].contains(CommandLine.arguments[1]) {
    let frames = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 3
    try profileScene(named: CommandLine.arguments[2], frames: frames, encoding: CommandLine.arguments[1] == "profile-encode")
    exit(0)
}

// `layershot-bench check`: the Cairo references draw LayerShot's pixels (scripts/test runs it).
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "check" {
    try checkGoalReferences()
    print("layershot-bench check: the Cairo references draw LayerShot's pixels")
    exit(0)
}

// `layershot-bench peer-scenes`: the scenes' geometry as JSON for Benchmarks/Peers/peers.py.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "peer-scenes" {
    print(try peerSceneSpecification())
    exit(0)
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 40
var template = Array("/tmp/layershot-bench-XXXXXX".utf8CString)
guard let directoryPointer = mkdtemp(&template) else { throw BenchError("cannot create a temporary directory") }
let directory = String(cString: directoryPointer)
defer {
    unlink(directory + "/cairo.png")
    unlink(directory + "/imaging.png")
    rmdir(directory)
}

print("PNG encoding, release build: CPU ms per frame, median (minimum) of \(iterations) interleaved runs\n")
print(row(["frame", "encoder", "ms", "bytes", "vs cairo"]))
for scene in scenes {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, scene.width, scene.height),
          let cr = cairo_create(surface)
    else { throw BenchError("cannot create a Cairo surface") }
    defer { cairo_surface_destroy(surface) }
    scene.draw(cr)
    cairo_destroy(cr)
    let image = try bitmap(of: surface, width: Int(scene.width), height: Int(scene.height))

    let cairoBytes = try cairoPNG(surface)
    guard cairo_surface_write_to_png(surface, directory + "/cairo.png") == CAIRO_STATUS_SUCCESS else {
        throw BenchError("cairo cannot write \(directory)/cairo.png")
    }
    let ourBytes = try image.pngData()
    guard try Bitmap(pngData: ourBytes) == image else { throw BenchError("\(scene.name): the encoded PNG decodes differently") }

    let times = try measure(iterations, [
        { _ = try cairoPNG(surface) },
        { _ = try image.pngData() },
        { _ = cairo_surface_write_to_png(surface, directory + "/cairo.png") },
        { try image.writePNG(to: directory + "/imaging.png") },
    ])
    let (cairoMemory, ourMemory, cairoFile, ourFile) = (times[0], times[1], times[2], times[3])

    func milliseconds(_ time: (median: Double, minimum: Double)) -> String {
        "\(format(time.median, 2)) (\(format(time.minimum, 2)))"
    }
    let size = Int((100 * Double(ourBytes.count) / Double(cairoBytes.count)).rounded())
    print(row([scene.name, "cairo_surface_write_to_png_stream", milliseconds(cairoMemory), "\(cairoBytes.count)", ""]))
    print(row(["", "Bitmap.pngData()", milliseconds(ourMemory), "\(ourBytes.count)",
               "\(format(cairoMemory.median / ourMemory.median, 1))x faster, \(size)% size"]))
    print(row(["", "cairo_surface_write_to_png (file)", milliseconds(cairoFile), "", ""]))
    print(row(["", "Bitmap.writePNG(to:) (atomic file)", milliseconds(ourFile), "",
               "\(format(cairoFile.median / ourFile.median, 1))x faster"]))
}
try renderBenchmarks(iterations: iterations)
try goalBenchmarks(iterations: iterations)
