import Imaging
import LayerModel

/// The PNG files a scene's `contents` keys name, each read and decoded once per scene, with
/// a budget on the pixels all of them hold.
final class SceneImages {
    /// The most decoded bytes the images of one scene may hold: 512 MiB, two images of the
    /// largest size (`ImageGeometry.maxPixelSide` on a side).
    static let maxBytes = 512 << 20

    private var images: [String: LayerImage] = [:]
    private var bytes = 0

    /// The image in the PNG file at `path`, named in errors by `field`: a file that is not a
    /// regular file, is over 256 MiB, is not a valid PNG or is larger than
    /// `ImageGeometry.maxPixelSide` on a side (refused before its pixels are allocated) is an
    /// error, and so is an image that would take the scene past `maxBytes`.
    func image(at path: String, for field: SceneField) throws(SceneError) -> LayerImage {
        if let image = images[path] { return image }
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(contentsOfPNG: path, maxSide: ImageGeometry.maxPixelSide)
        } catch {
            throw field.error("\(error)")
        }
        let size = bitmap.pixels.count
        guard size <= SceneImages.maxBytes - bytes else {
            throw field.error("the scene's images would take \((bytes + size) >> 20) MiB decoded, more than \(SceneImages.maxBytes >> 20) MiB: use fewer or smaller images")
        }
        let image: LayerImage
        do {
            image = try LayerImage(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.pixels, source: path)
        } catch {
            throw field.error("\(error)")
        }
        bytes += size
        images[path] = image
        return image
    }
}
