import ArgumentParser

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders every control in representative states, a grid and an index.html."
    )

    @Option(name: .long, help: ArgumentHelp("The folder to write into.", valueName: "DIR"))
    var out: String = "layershot-gallery"

    func run() throws {
        throw CLIError("gallery is not written yet")
    }
}
