import Foundation
import Testing
import TestSupport

/// No link in README.md or docs/ leaves the repository, and none points at a missing file or
/// heading: the docs are read offline, from a clone.
@Suite("Documentation links")
struct DocLinkTests {
    static let documents = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(
        atPath: Repository.root.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// The targets of the Markdown links `[text](target)` outside code blocks.
    static func links(in markdown: String) -> [String] {
        var links: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            // Inline code spans may hold `](…)` that is no link.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = prose[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return links
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inCode = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(String(title.compactMap { c -> Character? in
                c == " " ? "-" : (c.isLetter || c.isNumber || c == "-" || c == "_") ? c : nil
            }))
        }
        return anchors
    }

    @Test("the heading anchors are GitHub's")
    func anchorRule() {
        #expect(Self.anchors(in: "# Views and controls\n## Snapshots, and time\n```\n# not a heading\n```")
            == ["views-and-controls", "snapshots-and-time"])
        #expect(Self.links(in: "see [a](A.md#x) and `[b](no)`\n```\n[c](in-code)\n```") == ["A.md#x"])
    }

    @Test("every link is to a file or heading in the repository", arguments: documents)
    func linksResolve(document: String) throws {
        let root = Repository.root
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let folder = root.appendingPathComponent(document).deletingLastPathComponent()
        for link in Self.links(in: text) {
            #expect(!link.contains("://") && !link.hasPrefix("mailto:"), "\(document) links outside: \(link)")
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = parts[0].isEmpty ? root.appendingPathComponent(document)
                : folder.appendingPathComponent(String(parts[0])).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: file.path), "\(document): no file \(link)")
            if parts.count == 2, file.pathExtension == "md", let target = try? String(contentsOf: file, encoding: .utf8) {
                #expect(Self.anchors(in: target).contains(String(parts[1])), "\(document): no heading \(link)")
            }
        }
    }
}
