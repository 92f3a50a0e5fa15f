import CCairo
import CairoRenderer
import Controls
import Glibc
import Imaging
import LayerModel

/// One of issue 13's scenes: a LayerShot frame for the next step, and (for the simple ones)
/// the same geometry drawn with Cairo directly onto a fresh surface.
private struct GoalScene {
    let name: String
    let side: Int32
    let layer: (Int) throws -> Layer
    let reference: ((OpaquePointer, Int) -> Void)?
}

/// The steps a rotating scene turns through: 6° each.
private let steps = 60

private func goalScenes() throws -> [GoalScene] {
    let knob = try Knob(size: Size(width: 200, height: 200), value: 0.5, lineWidth: 4, pointerLength: 12)
    let knobLayer = knob.layer
    let (start, end) = (GradientView.seedStartColor, GradientView.seedEndColor)
    func gradient(_ step: Int) throws -> GradientView {
        try GradientView(startColor: start, endColor: end, angle: Double(step % steps) * 360 / Double(steps))
    }
    let slider = try CircularSlider(angle: 360).layer
    return [
        GoalScene(name: "knob 200x200 pt @2x", side: 400, layer: { _ in knobLayer }) { cr, _ in
            // The track and the pointer as Knob+Layers builds them, at 2 px per point.
            cairo_scale(cr, 2, 2)
            cairo_set_source_rgb(cr, 0, 122 / 255.0, 1)
            cairo_set_line_width(cr, 4)
            cairo_arc(cr, 100, 100, knob.trackRadius, knob.startAngle, knob.endAngle)
            cairo_stroke(cr)
            cairo_translate(cr, 100, 100)
            cairo_rotate(cr, knob.pointerAngle)
            cairo_move_to(cr, 100 - 12 - 2, 0)
            cairo_line_to(cr, 100, 0)
            cairo_stroke(cr)
        },
        GoalScene(name: "gradient 200x200 pt @2x, rotating", side: 400, layer: { try gradient($0).layer }) { cr, step in
            guard let view = try? gradient(step) else { return }
            // As CAGradientLayer lays it out: between the unit-space points, the bounds (200 pt
            // at 2 px per point) mapped onto the unit square by the pattern matrix, filling them.
            let (from, to) = view.points
            cairo_scale(cr, 2, 2)
            let linear = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
            var toUnit = cairo_matrix_t(xx: 1 / 200, yx: 0, xy: 0, yy: 1 / 200, x0: 0, y0: 0)
            cairo_pattern_set_matrix(linear, &toUnit)
            cairo_pattern_add_color_stop_rgb(linear, 0, start.red, start.green, start.blue)
            cairo_pattern_add_color_stop_rgb(linear, 1, end.red, end.green, end.blue)
            cairo_pattern_set_extend(linear, CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, 200, 200)
            cairo_set_source(cr, linear)
            cairo_fill(cr)
            cairo_pattern_destroy(linear)
        },
        GoalScene(name: "slider 320x320 pt @2x at 360", side: 640, layer: { _ in slider }, reference: nil),
    ]
}

extension GoalScene {
    /// The reference's frame at `step` on a new surface, which the caller destroys.
    func referenceFrame(_ step: Int, tolerance: Double = Layer.flatteningTolerance) throws -> OpaquePointer {
        guard let reference, let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side),
              let cr = cairo_create(target) else { throw BenchError("\(name): no Cairo reference surface") }
        // LayerShot flattens curves to this tolerance (Cairo's default is 0.1 px).
        cairo_set_tolerance(cr, tolerance)
        reference(cr, step)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        return target
    }

    /// Throws unless the reference draws exactly LayerShot's pixels (`frames`, one per step) at
    /// the first step and a third of the way round: the same geometry, so that the ratio
    /// against it means something.
    func checkReference(_ frames: [Bitmap]) throws {
        for step in [0, frames.count / 3] where step < frames.count {
            let target = try referenceFrame(step)
            defer { cairo_surface_destroy(target) }
            guard try bitmap(of: target, width: Int(side), height: Int(side)) == frames[step] else {
                throw BenchError("\(name): the Cairo reference draws other pixels than LayerShot at step \(step)")
            }
        }
    }
}

/// `layershot-bench check`: the scenes' Cairo references still draw LayerShot's pixels (a
/// change to how LayerShot lays a scene out must change its reference too). `scripts/test`
/// runs it, so the bench cannot silently stop at its first measurement.
func checkGoalReferences() throws {
    let renderer = try LayerRenderer(scale: 2)
    for scene in try goalScenes() where scene.reference != nil {
        try scene.checkReference(try (0..<steps).map { try renderer.render(try scene.layer($0)) })
    }
}

/// `frame` as a Cairo ARGB32 surface (both premultiplied), which the caller destroys.
private func surface(of frame: Bitmap) throws -> OpaquePointer {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height)),
          let data = cairo_image_surface_get_data(surface) else { throw BenchError("cannot create a Cairo surface") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<frame.height {
        for x in 0..<frame.width {
            let p = frame[x, y]
            let word = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
            (UnsafeMutableRawPointer(data) + y * stride + x * 4).storeBytes(of: word, as: UInt32.self)
        }
    }
    cairo_surface_mark_dirty(surface)
    return surface
}

/// Issue 13's table in one run: LayerShot's render, encode and both; Cairo drawing the same
/// geometry; `cairo_surface_write_to_png_stream` on LayerShot's frame; sizes; the goals; and,
/// when `LAYERSHOT_PEERS` names peers.py's figures of this run, the goals against the peers.
func goalBenchmarks(iterations: Int) throws {
    let peers = try peerTimes()
    var ours: [SceneTime] = []
    let renderer = try LayerRenderer(scale: 2)
    // A rotating scene is measured the same number of times at each of its steps (60 runs for 40,
    // after 2 warm-up runs: steps 2...61, each step once), so the median is over all its frames,
    // as the issue measures it, not over the first `iterations` of them.
    let rotatingRuns = steps * max(1, (iterations + steps - 1) / steps)
    print("\nIssue 13's scenes, release build: CPU ms per frame, median of \(iterations) interleaved runs",
          "(\(rotatingRuns) for the rotating ones: each of their \(steps) steps alike)\n")
    print(row(["scene", "render", "encode", "total", "cairo ref", "cairo png", "bytes (cairo), mean", "goals"],
              widths: [36, 8, 8, 8, 10, 10, 16, 40]))
    var defaultTolerance: [String] = []
    for scene in try goalScenes() {
        var step = 0
        // Each step's frame, and the same frame as a Cairo ARGB32 surface for Cairo's encoder.
        let count = scene.reference == nil ? 1 : steps
        let frames = try (0..<count).map { try renderer.render(try scene.layer($0)) }
        let surfaces = try frames.map(surface(of:))
        defer { surfaces.forEach { cairo_surface_destroy($0) } }
        for frame in frames where try Bitmap(pngData: try frame.pngData()) != frame {
            throw BenchError("\(scene.name): the PNG decodes differently")
        }
        let ourSizes = try frames.map { try $0.pngData().count }
        let cairoSizes = try surfaces.map { try cairoPNG($0).count }
        let (ourBytes, theirs) = (ourSizes.reduce(0, +) / count, cairoSizes.reduce(0, +) / count)
        // The goal holds file by file, not only on average.
        let larger = zip(ourSizes, cairoSizes).filter { $0 > $1 }.count

        var bodies: [() throws -> Void] = [
            { _ = try renderer.render(try scene.layer(step)) },
            { _ = try frames[step % count].pngData() },
            { _ = try renderer.render(try scene.layer(step)).pngData() },
            { _ = try cairoPNG(surfaces[step % count]) },
        ]
        if scene.reference != nil {
            try scene.checkReference(frames)
            bodies.append { cairo_surface_destroy(try scene.referenceFrame(step)) }
            // Cairo's default tolerance, for comparison: fewer segments, other pixels.
            bodies.append { cairo_surface_destroy(try scene.referenceFrame(step, tolerance: 0.1)) }
        }
        bodies.append { step += 1 }
        let times = try measure(count == 1 ? iterations : rotatingRuns, bodies).map(\.median)
        let (render, encode, total, cairoEncode) = (times[0], times[1], times[2], times[3])
        var goals = "encode \(format(cairoEncode / encode, 1))x faster (goal ≥ 5), \(larger)/\(count) files larger than cairo's (goal 0)"
        if scene.reference != nil {
            goals += ", render \(format(render / times[4], 2))x cairo (goal ≤ 1.5)"
            defaultTolerance.append("\(scene.name.prefix { $0 != " " }) \(format(times[5], 2)) ms")
        }
        print(row([scene.name, format(render, 2), format(encode, 2), format(total, 2),
                   scene.reference == nil ? "—" : format(times[4], 2), format(cairoEncode, 2),
                   "\(ourBytes) (\(theirs))", goals], widths: [36, 8, 8, 8, 10, 10, 16, 40]))
        ours.append(SceneTime(key: String(scene.name.prefix { $0 != " " }), render: render, total: total))
    }
    print("The cairo ref draws at LayerShot's flattening tolerance (\(Layer.flatteningTolerance) px), the same pixels (checked);")
    print("at Cairo's default 0.1 px: \(defaultTolerance.joined(separator: ", ")).")
    if let peers {
        printPeerGoals(ours, peers: peers)
    } else {
        print("Goals against skia-python and blend2d-python: not measured (scripts/bench measures them when pip can")
        print("install the two packages).")
    }
}

/// The geometry of issue 13's scenes as JSON, for `Benchmarks/Peers/peers.py`, which draws
/// them with skia-python and blend2d: the knob's arc and pointer (as the Cairo reference draws
/// them), the gradient's end points at each step, and the slider's rings, arc, shadow σ,
/// handle and label. Lengths in points; the peers draw at 2 px per point.
func peerSceneSpecification() throws -> String {
    func list(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
    func rgb(_ color: Color) -> String { list([color.red, color.green, color.blue]) }
    let knob = try Knob(size: Size(width: 200, height: 200), value: 0.5, lineWidth: 4, pointerLength: 12)
    let gradientPoints = try (0..<steps).map { step -> String in
        let view = try GradientView(startColor: GradientView.seedStartColor, endColor: GradientView.seedEndColor,
                                    angle: Double(step) * 360 / Double(steps))
        return list([view.points.start.x, view.points.start.y, view.points.end.x, view.points.end.y])
    }
    let slider = try CircularSlider(angle: 360)
    let handle = slider.handleRect
    guard let handleSigma = slider.layer[sublayerNamed: "handle"]?.shadowRadius else {
        throw BenchError("the slider has no layer named handle")
    }
    return """
    {"knob": {"size": 200, "color": \(rgb(knob.color)), "lineWidth": \(knob.lineWidth), \
    "trackRadius": \(knob.trackRadius), "startAngle": \(knob.startAngle), "endAngle": \(knob.endAngle), \
    "pointerAngle": \(knob.pointerAngle), "pointerLength": \(knob.pointerLength)},
     "gradient": {"size": 200, "start": \(rgb(GradientView.seedStartColor)), "end": \(rgb(GradientView.seedEndColor)), \
    "points": [\(gradientPoints.joined(separator: ", "))]},
     "slider": {"size": \(slider.size.width), "radius": \(slider.radius), "ringWidth": \(CircularSlider.backgroundWidth), \
    "arcWidth": \(CircularSlider.lineWidth), "arcSigma": \(slider.activeArcShadowRadius), \
    "handle": \(list([handle.origin.x, handle.origin.y, handle.size.width, handle.size.height])), "handleSigma": \(handleSigma), \
    "label": "\(slider.angle)", "fontSize": \(CircularSlider.fontSize), \
    "font": "Sources/CairoRenderer/Resources/DejaVuSans-Bold.ttf"}}
    """
}

/// Renders the issue 13 scene whose name starts with `name` (knob, gradient, slider)
/// `frames` times, turning through its steps; with `encoding`, renders its steps once and
/// then only encodes them, `frames` times in all.
func profileScene(named name: String, frames: Int, encoding: Bool) throws {
    guard let scene = try goalScenes().first(where: { $0.name.hasPrefix(name) }) else {
        throw BenchError("no scene named \(name): knob, gradient or slider")
    }
    let renderer = try LayerRenderer(scale: 2)
    guard encoding else {
        for step in 0..<frames { _ = try renderer.render(try scene.layer(step)) }
        return
    }
    let rendered = try (0..<(scene.reference == nil ? 1 : steps)).map { try renderer.render(try scene.layer($0)) }
    for step in 0..<frames { _ = try rendered[step % rendered.count].pngData() }
}
