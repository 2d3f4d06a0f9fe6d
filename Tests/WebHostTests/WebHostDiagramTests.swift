import Foundation
import HummingbirdTesting
import Testing
import Views

@testable import WebHost

/// The debugger's flow diagram as drawn: every text placed where nothing else is, nothing cut
/// without the full text a keyboard can reach, and each message linked to its source.
@Suite("WebHost: flow diagrams")
struct WebHostDiagramTests {
  let longLabel =
    #"send .home(.taskList(.tagEditor(.binding(.set(\.text, "@due(2026-12-24)")))))"#

  func html(_ messages: [SequenceDiagram.Message], lanes: [String] = ["view", "store", "reducer"])
    -> String
  {
    let renderer = PageRenderer(title: "Flows", csrfToken: "token", limits: nil)
    let tree = resolveTree(SequenceDiagram("#1 tap “Save”", lanes: lanes, messages: messages))
    return String(buffer: renderer.render(tree, version: 1, as: .fragment))
  }

  /// The horizontal extent of each label line, from its x, anchor and length at the
  /// stylesheet's widest monospaced character.
  func labelExtents(_ page: String) -> [(left: Double, right: Double, y: Int)] {
    page.matches(
      of: #/<text class="label" x="(\d+)" y="(\d+)" text-anchor="(\w+)">([^<]*)</text>/#
    ).map { match in
      let x = Double(match.output.1)!
      let width = Double(match.output.4.count) * DiagramLayout.labelCharacter
      let left = match.output.3 == "middle" ? x - width / 2 : x
      return (left, left + width, Int(match.output.2)!)
    }
  }

  @Test func aLongLabelWrapsAndStaysClearOfTheTimeColumn() throws {
    let page = html([
      .init(from: 0, to: 1, label: longLabel, time: "+0.00 ms"),
      .init(
        from: 1, to: 2, label: "reduce", detail: ["state.text: \"a\" → \"b\""],
        time: "+0.01 ms (0.40 ms)"),
    ])
    let layout = DiagramLayout(
      lanes: ["view", "store", "reducer"],
      messages: [.init(from: 0, to: 1, label: longLabel, time: "+0.00 ms (0.40 ms)")])
    let extents = labelExtents(page)
    #expect(extents.count >= 3, "the long label takes more than one line")
    for extent in extents {
      #expect(extent.left >= Double(layout.timeColumn), "a label crosses into the time column")
    }
    #expect(!page.contains("…"), "three lines hold it: nothing is cut")
    // No two label lines share a baseline.
    #expect(Set(extents.map(\.y)).count == extents.count)
  }

  @Test func whatIsCutIsInTheListAFocusableDisclosureOpens() throws {
    let details = (1...9).map { "+ line \($0)" }
    let page = html([
      .init(
        from: 1, to: 2, label: String(repeating: "veryLongActionName.", count: 12),
        detail: details, time: "+0.01 ms", source: "TaskManagerTCA/HomeFeature.swift:17")
    ])
    #expect(page.contains("… 5 more lines"))
    #expect(page.contains(#"<details class="diagram-messages"><summary>"#))
    let list = try #require(page.firstRange(of: "<details")).lowerBound
    let full = String(page[list...])
    #expect(full.contains(String(repeating: "veryLongActionName.", count: 12)))
    #expect(full.contains(details.joined(separator: "\n")))
    #expect(
      full.contains(
        #"<a class="link source" href="/source?at=TaskManagerTCA/HomeFeature.swift:17#L17">"#
          + "TaskManagerTCA/HomeFeature.swift:17</a>"))
  }

  @Test func lanesWidenForTheirLongestLabel() {
    let short = DiagramLayout(
      lanes: ["view", "presenter"], messages: [.init(from: 0, to: 1, label: "tap()")])
    let long = DiagramLayout(
      lanes: ["view", "presenter"],
      messages: [.init(from: 0, to: 1, label: String(repeating: "x", count: 40))])
    #expect(short.laneWidth == DiagramLayout.minimumLaneWidth)
    #expect(Double(long.laneWidth) >= 40 * DiagramLayout.labelCharacter)
  }

  @Test func wrappingBreaksAfterSpacesAndCommasElseAnywhere() {
    #expect(DiagramLayout.wrap("a, b, c", columns: 4) == ["a,", "b, c"])
    #expect(DiagramLayout.wrap("one two three", columns: 5) == ["one", "two", "three"])
    #expect(DiagramLayout.wrap("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
    #expect(DiagramLayout.wrap("", columns: 4) == [""])
  }
}

@Suite("WebHost: the source page")
struct SourcePageTests {
  func root() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("source-page-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("Sources/Shop/Cart")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "struct Cart {\n  var items: [String] = []\n}\n"
      .write(to: folder.appendingPathComponent("Cart.swift"), atomically: true, encoding: .utf8)
    try "secret".write(
      to: root.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func aFileIsShownWithItsLinesNumberedAndTheLinkedOneMarked() throws {
    let page = SourcePage(root: try root()).answer(at: "Shop/Cart.swift:2")
    guard case .page(let title, let body) = page else {
      Issue.record("no page: \(page)")
      return
    }
    #expect(title == "Shop/Cart.swift:2")
    #expect(body.contains("Sources/Shop/Cart/Cart.swift"))
    #expect(body.contains(#"<li id="L1"><code>struct Cart {</code></li>"#))
    #expect(
      body.contains(#"<li id="L2" class="marked"><code>  var items: [String] = []</code></li>"#))
  }

  @Test(arguments: [
    "Shop/../Package.resolved:1", "../Package.resolved:1", "Shop/Cart.swift", "Shop/Cart.txt:1",
    "Shop/Sub/Cart.swift:1", "/etc/passwd:1", "Shop/.hidden.swift:1", "Shop/Cart.swift:0",
    "Sh op/Cart.swift:1",
  ])
  func onlyASwiftFileOfAModuleCanBeNamed(at: String) throws {
    let page = SourcePage(root: try root()).answer(at: at)
    guard case .notFound = page else {
      Issue.record("served \(at)")
      return
    }
  }

  @Test func withoutAPackageOrAFileItSaysSo() throws {
    #expect(
      SourcePage(root: nil).answer(at: "Shop/Cart.swift:1")
        == .notFound(
          "This server was not started from its package, so it has no sources to show."))
    #expect(
      SourcePage(root: try root()).answer(at: "Shop/Till.swift:1")
        == .notFound(
          "There is no Till.swift in the module Shop."))
  }
}

@Suite("WebHost: /source")
struct SourceRouteTests {
  @Test func theRouteServesTheConfiguredPackagesSourcesAndSaysWhenItCannot() async throws {
    let package = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let served = demoHost { $0.sourceRoot = package }
    try await served.buildApplication(logger: quietLogger).test(.router) { client in
      let page = try await client.execute(
        uri: "/source?at=WebHost/SourcePage.swift:3", method: .get)
      #expect(page.status == .ok)
      #expect(String(buffer: page.body).contains(#"<li id="L3" class="marked">"#))
      let missing = try await client.execute(uri: "/source?at=WebHost/Nope.swift:3", method: .get)
      #expect(missing.status == .notFound)
    }
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      let page = try await client.execute(
        uri: "/source?at=WebHost/SourcePage.swift:3", method: .get)
      #expect(page.status == .notFound)
    }
  }
}
