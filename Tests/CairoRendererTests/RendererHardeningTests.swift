import CairoRenderer
import Foundation
import Imaging
import LayerModel
import Testing

/// Failures and wasted work the renderer must not have (issue 14's hardening findings).
@Suite("Renderer hardening")
struct RendererHardeningTests {
    /// `ShadowClipTests`' square with a translucent red box casting a shadow at `offset`.
    static func shadowed(side: Double, offset: Size, configure: (inout Layer) -> Void = { _ in }) -> Layer {
        ShadowClipTests.scene(side: side, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), radius: 3, offset: offset, configure: configure)
    }

    @Test("a shadow wholly outside the image draws exactly as no shadow", arguments: [1e9, -1e9])
    func offImageShadow(offset: Double) throws {
        let renderer = try LayerRenderer(scale: 2)
        let variants: [(inout Layer) -> Void] = [
            { _ in },
            { $0.masksToBounds = true; $0.cornerRadius = 4 },
            { box in
                var mask = Layer(frame: Rect(x: 0, y: 0, width: 5, height: 5))
                mask.backgroundColor = .black
                box.mask = mask
            },
        ]
        for configure in variants {
            let far = try renderer.render(Self.shadowed(side: 40, offset: Size(width: offset, height: 0), configure: configure))
            let none = try renderer.render(Self.shadowed(side: 40, offset: .zero) { box in
                configure(&box)
                box.shadowOpacity = 0
            })
            #expect(far == none)
        }
    }

    @Test("off-image shadows are culled before they count against the blur budget")
    func offImageShadowsAreFree() throws {
        // 60 layers of 2000×2000 px with a radius-300 shadow: each would blur at least
        // 2000² = 4,000,000 px (more with its padding), 240 million and up in all; with the
        // padding that passes the 500 million the budget allows. Off the image, none is blurred.
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 2000, height: 2000))
        for _ in 0..<60 {
            var layer = Layer(frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
            layer.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.01)
            layer.shadowOpacity = 1
            layer.shadowRadius = 300
            layer.shadowOffset = Size(width: 0, height: 1e9)
            root.addSublayer(layer)
        }
        let bitmap = try LayerRenderer(scale: 1).render(root)
        #expect(bitmap.width == 2000)
    }

    /// The process's resident anonymous memory, bytes (`RssAnon` of /proc/self/status). A
    /// canvas this large is mapped on its own and unmapped when freed, so a leaked one stays
    /// counted here and a freed one does not.
    static func residentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
        let kilobytes = try #require(Int(line.split(separator: " ")[1]))
        return kilobytes * 1024
    }

    @Test("a mask that fails to draw frees the layer's offscreen content")
    func failedMaskDoesNotLeak() throws {
        // Before the fix, each failure leaked the popped content group: a full canvas of
        // 8192 × 8192 × 4 bytes = 256 MiB. Four failures would leak 1 GiB; the check allows a
        // quarter of that for whatever other tests allocate meanwhile.
        var root = Layer(bounds: Rect(x: 0, y: 0, width: 8192, height: 8192))
        var masked = Layer(frame: Rect(x: 0, y: 0, width: 8192, height: 8192))
        masked.backgroundColor = .red
        masked.mask = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10),
                            content: .text(TextLayer(string: "x", font: .file("/nonexistent/font.ttf"))))
        root.addSublayer(masked)
        let renderer = try LayerRenderer(scale: 1)
        _ = try? renderer.render(root)
        let before = try Self.residentBytes()
        for _ in 0..<4 {
            #expect(throws: RenderError.self) { try renderer.render(root) }
        }
        #expect(try Self.residentBytes() - before < 256 << 20)
    }
}
