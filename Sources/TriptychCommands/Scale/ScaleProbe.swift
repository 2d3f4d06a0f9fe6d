import Foundation

/// The program `triptych-bench scale` adds to a generated app to time it in process on the
/// headless host (`ViewsTesting`'s driver, the engine `triptych serve` uses): the first
/// render, the heap once every tab was shown, and one event in one feature (typing into the
/// first feature's query field, the same at every size). It only uses what
/// every architecture's root offers, `<App>Root.makeRoot`, so all are measured alike.
enum ScaleProbe {
  static let target = "ScaleProbe"

  /// `manifest` with the probe's executable target added at the end of `targets`.
  static func addingTarget(to manifest: String, app: String) -> String? {
    guard let kits = PackageManifestEdit.kitsPackage(in: manifest),
      let end = manifest.range(of: "\n  ]\n)", options: .backwards)
    else { return nil }
    let target = """

          .executableTarget(
            name: "\(target)",
            dependencies: [
              "\(app)",
              .product(name: "Views", package: "\(kits)"),
              .product(name: "ViewsTesting", package: "\(kits)"),
              .product(name: "HeapStatistics", package: "\(kits)"),
            ]
          ),
      """
    var edited = manifest
    edited.insert(contentsOf: target, at: end.lowerBound)
    return edited
  }

  /// `Sources/ScaleProbe/main.swift` for the app `app`: prints one JSON object.
  static func source(app: String, taps: Int = 60) -> String {
    """
    import Foundation
    import HeapStatistics
    import \(app)
    import Views
    import ViewsTesting

    // Written by `triptych-bench scale`, not part of the app.
    @MainActor
    func measure() async throws {
      let heapBefore = heap_statistics_allocated_bytes()
      let started = ContinuousClock.now
      let driver = ViewDriver(app: \(app)Root.makeRoot)
      let tree = driver.tree
      let firstRender = ContinuousClock.now - started
      // Every tab shown once: each feature built and drawn.
      let tabs = tree.allNodes.filter { $0.kind == .tab }.map(\\.accessibleName)
      for tab in tabs { try await driver.tap(tab) }
      let heapAfter = heap_statistics_allocated_bytes()
      // One event in one feature, the same at every size: typing into the first feature's
      // query (Search1, a lookup, in every generated app), the new text shown.
      var samples: [Duration] = []
      var viewsResolved: [Int] = []
      var nodesChanged: [Int] = []
      if let first = tabs.first {
        try await driver.tap(first)
        // Found once: a browser sends its events to an element by id, without searching the
        // page, so the driver's search is no part of the event's cost.
        guard let query = driver.tree.allNodes.first(where: { $0.kind == .textField && $0.accessibleName == "Query" }) else {
          fatalError("No Query field in the first tab")
        }
        for index in 0..<\(taps) {
          let before = driver.host.renderTotals
          let start = ContinuousClock.now
          try driver.host.send(ViewEvent(target: nil, fieldValues: [query.id: index.isMultiple(of: 2) ? "milk" : "eggs"]))
          try await driver.settle()
          _ = driver.tree
          samples.append(ContinuousClock.now - start)
          let after = driver.host.renderTotals
          viewsResolved.append(after.viewsResolved - before.viewsResolved)
          nodesChanged.append(after.nodesChanged - before.nodesChanged)
        }
      }
      func median<Value: Comparable>(_ values: [Value], otherwise: Value) -> Value {
        values.isEmpty ? otherwise : values.sorted()[values.count / 2]
      }
      func micros(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
      }
      #if DEBUG
        let configuration = "debug"
      #else
        let configuration = "release"
      #endif
      let result: [String: any Sendable] = [
        "firstRenderMicroseconds": micros(firstRender),
        "heapBytes": Int(heapAfter) - Int(heapBefore),
        "eventMicroseconds": micros(median(samples, otherwise: .zero)),
        "eventViewsResolved": median(viewsResolved, otherwise: 0),
        "eventNodesChanged": median(nodesChanged, otherwise: 0),
        "tabs": tabs.count,
        "configuration": configuration,
      ]
      let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
      print(String(decoding: data, as: UTF8.self))
    }

    try await measure()

    """
  }
}
