import CairoRenderer
import Controls
import ImageDiff
import Imaging
import LayerModel

/// Rendering and diffing figures: one control frame, the blur-heavy slider, a 640×640 diff.
func renderBenchmarks(iterations: Int) throws {
    let renderer = try LayerRenderer(scale: 2)
    let knob = try Knob(value: 0.5, lineWidth: 4, pointerLength: 8).layer
    let slider = try CircularSlider(angle: 360).layer
    let sliderImage = try renderer.render(slider)
    let slider90Image = try renderer.render(try CircularSlider(angle: 90).layer)
    let comparator = ImageComparator.standard

    let times = try measure(iterations, [
        { _ = try renderer.render(knob) },
        { _ = try renderer.render(slider) },
        { _ = comparator.compare(sliderImage, sliderImage) },
        { _ = comparator.compare(sliderImage, slider90Image) },
        { _ = comparator.diffImage(sliderImage, slider90Image) },
    ])
    print("\nRendering and diffing, release build: CPU ms, median (minimum) of \(iterations) interleaved runs\n")
    let names = [
        "render knob 140x140 pt @2x (280x280 px)",
        "render slider at 360 @2x (640x640 px, σ 18 px mask blur)",
        "compare 640x640, byte-identical",
        "compare 640x640, slider 360 vs 90",
        "diff image 640x640, slider 360 vs 90",
    ]
    for (name, time) in zip(names, times) {
        print(row([name, "\(format(time.median, 2)) (\(format(time.minimum, 2)))"], widths: [60, 20]))
    }
}
