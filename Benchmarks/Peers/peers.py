"""Issue 13's scenes drawn by skia-python and blend2d-python, for scripts/bench.

Usage: peers.py SPEC.json RUNS [PNG_FOLDER]
SPEC.json is `layershot-bench peer-scenes`: the scenes' geometry in points (drawn here at 2 px
per point). Prints one JSON object: per scene and library, the median CPU milliseconds of the
render and of the library's own PNG encoder, and the PNG's bytes. With PNG_FOLDER, also writes
each library's first frame there, to compare by eye with LayerShot's.
"""
import json
import math
import os
import statistics
import sys
import tempfile
import time

import blend2d
import skia

SCALE = 2


def milliseconds(body):
    start = time.thread_time_ns()
    result = body()
    return (time.thread_time_ns() - start) / 1e6, result


def skia_color(rgb, alpha=1.0):
    return skia.Color4f(rgb[0], rgb[1], rgb[2], alpha).toColor()


def skia_knob(spec):
    def render(_step):
        surface = skia.Surface(spec["size"] * SCALE, spec["size"] * SCALE)
        canvas = surface.getCanvas()
        canvas.scale(SCALE, SCALE)
        paint = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=spec["lineWidth"],
                           Color=skia_color(spec["color"]))
        c, r = spec["size"] / 2, spec["trackRadius"]
        track = skia.Path()
        sweep = spec["endAngle"] - spec["startAngle"]
        track.arcTo(skia.Rect(c - r, c - r, c + r, c + r), math.degrees(spec["startAngle"]), math.degrees(sweep), True)
        canvas.drawPath(track, paint)
        canvas.translate(c, c)
        canvas.rotate(math.degrees(spec["pointerAngle"]))
        canvas.drawLine(c - spec["pointerLength"] - spec["lineWidth"] / 2, 0, c, 0, paint)
        return surface
    return render


def skia_gradient(spec):
    side = spec["size"] * SCALE
    colors = [skia_color(spec["start"]), skia_color(spec["end"])]

    def render(step):
        x0, y0, x1, y1 = (v * side for v in spec["points"][step % len(spec["points"])])
        surface = skia.Surface(side, side)
        shader = skia.GradientShader.MakeLinear([skia.Point(x0, y0), skia.Point(x1, y1)], colors)
        surface.getCanvas().drawPaint(skia.Paint(Shader=shader))
        return surface
    return render


def skia_slider(spec):
    size = spec["size"]
    typeface = skia.Typeface.MakeFromFile(spec["font"])
    font = skia.Font(typeface, spec["fontSize"])
    c = size / 2

    def render(_step):
        surface = skia.Surface(int(size * SCALE), int(size * SCALE))
        canvas = surface.getCanvas()
        canvas.scale(SCALE, SCALE)
        ring = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=spec["ringWidth"],
                          Color=skia.ColorBLACK)
        canvas.drawCircle(c, c, spec["radius"], ring)
        # The active arc: a gradient shown through the arc and its blurred shadow.
        canvas.saveLayer()
        # Each shadow is its shape drawn once blurred (a mask filter), then the shape over it.
        arc = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=spec["arcWidth"])
        shadow = skia.Paint(arc)
        shadow.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, spec["arcSigma"]))
        canvas.drawCircle(c, c, spec["radius"], shadow)
        canvas.drawCircle(c, c, spec["radius"], arc)
        gradient = skia.GradientShader.MakeLinear([skia.Point(c, 0), skia.Point(c, size)],
                                                  [skia.ColorBLUE, skia.ColorMAGENTA])
        canvas.drawPaint(skia.Paint(Shader=gradient, BlendMode=skia.BlendMode.kSrcIn))
        canvas.restore()
        light = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=1,
                           Color=skia.Color4f(1, 1, 1, 0.05).toColor())
        half = spec["ringWidth"] / 2
        canvas.drawCircle(c, c, spec["radius"] + half, light)
        canvas.drawCircle(c, c, spec["radius"] - half, light)
        x, y, w, h = spec["handle"]
        oval = skia.Rect(x, y, x + w, y + h)
        canvas.drawOval(oval, skia.Paint(AntiAlias=True, Color=skia.ColorBLACK,
                                         MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, spec["handleSigma"])))
        canvas.drawOval(oval, skia.Paint(AntiAlias=True, Color=skia.Color4f(1, 1, 1, 0.7).toColor()))
        label = spec["label"]
        width = font.measureText(label)
        metrics = font.getMetrics()
        baseline = c - (metrics.fAscent + metrics.fDescent) / 2
        canvas.drawString(label, c - width / 2, baseline, font,
                          skia.Paint(AntiAlias=True, Color=skia.Color4f(1, 1, 1, 0.8).toColor()))
        return surface
    return render


def skia_png(surface):
    return bytes(surface.makeImageSnapshot().encodeToData())


def blend2d_color(rgb):
    """blend2d-python reads a colour tuple as (blue, green, red, alpha)."""
    return (rgb[2], rgb[1], rgb[0], 1.0)


def blend2d_knob(spec):
    def render(_step):
        image = blend2d.BLImage(spec["size"] * SCALE, spec["size"] * SCALE)
        context = blend2d.BLContext(image)
        context.clear_all()
        context.scale(SCALE, SCALE)
        context.set_stroke_style(blend2d_color(spec["color"]))
        context.stroke_width = spec["lineWidth"]
        c = spec["size"] / 2
        track = blend2d.BLPath()
        track.add_arc(c, c, spec["trackRadius"], spec["startAngle"], spec["endAngle"] - spec["startAngle"])
        context.stroke_path(track)
        context.translate(c, c)
        context.rotate(spec["pointerAngle"])
        pointer = blend2d.BLPath()
        pointer.move_to(c - spec["pointerLength"] - spec["lineWidth"] / 2, 0)
        pointer.line_to(c, 0)
        context.stroke_path(pointer)
        context.flush()
        return image
    return render


def blend2d_gradient(spec):
    side = spec["size"] * SCALE

    def render(step):
        x0, y0, x1, y1 = (v * side for v in spec["points"][step % len(spec["points"])])
        image = blend2d.BLImage(side, side)
        context = blend2d.BLContext(image)
        gradient = blend2d.create_linear_gradient(x0, y0, x1, y1)
        gradient.add_stop(0, blend2d_color(spec["start"]))
        gradient.add_stop(1, blend2d_color(spec["end"]))
        context.set_fill_style(gradient)
        context.fill_all()
        context.flush()
        return image
    return render


def blend2d_png(image, path):
    image.writeToFile(path)
    return os.path.getsize(path)


def measure(render, encode, runs):
    renders, encodes = [], []
    size = 0
    for step in range(runs + 2):
        render_ms, frame = milliseconds(lambda: render(step))
        encode_ms, encoded = milliseconds(lambda: encode(frame))
        size = encoded if isinstance(encoded, int) else len(encoded)
        if step >= 2:
            renders.append(render_ms)
            encodes.append(encode_ms)
    return {"render": statistics.median(renders), "png": statistics.median(encodes), "bytes": size}


def main():
    spec = json.load(open(sys.argv[1]))
    runs = int(sys.argv[2])
    folder = sys.argv[3] if len(sys.argv) > 3 else None
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        target = os.path.join(scratch, "frame.png")
        peers = {
            "knob": [("skia", skia_knob, skia_png), ("blend2d", blend2d_knob, lambda i: blend2d_png(i, target))],
            "gradient": [("skia", skia_gradient, skia_png),
                         ("blend2d", blend2d_gradient, lambda i: blend2d_png(i, target))],
            "slider": [("skia", skia_slider, skia_png)],
        }
        for scene, libraries in peers.items():
            results[scene] = {}
            for library, make, encode in libraries:
                render = make(spec[scene])
                results[scene][library] = measure(render, encode, runs)
                if folder:
                    frame = render(0)
                    path = os.path.join(folder, f"{scene}-{library}.png")
                    if library == "skia":
                        open(path, "wb").write(skia_png(frame))
                    else:
                        frame.writeToFile(path)
    print(json.dumps(results))


main()
