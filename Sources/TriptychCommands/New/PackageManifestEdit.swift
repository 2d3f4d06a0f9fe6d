import Foundation

/// The lines of a generated app's `Package.swift` that name the kits' products, and the edit
/// that adds what a new feature's architecture needs. `triptych new app` writes only the
/// products of its first feature's architecture; `triptych new feature` adds the rest where
/// the app's manifest marks them (`// kits: <target>`), so an app never depends on kits it
/// does not use and never misses one it does.
///
/// ```swift
/// let edited = PackageManifestEdit.adding(.viper, to: manifest, app: "Notes")
/// ```
enum PackageManifestEdit {
  /// The marker after which a target's kit products are listed.
  static func marker(for target: String) -> String { "// kits: \(target)" }
  /// The marker after which the package dependencies are listed.
  static let packagesMarker = "// packages"
  static let openCombinePackage =
    #".package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),"#
  static let openCombineProduct = #".product(name: "OpenCombine", package: "OpenCombine"),"#

  /// The product lines of `architecture` for the library (`isTest` false) or its tests.
  static func productLines(
    _ architecture: FeatureArchitecture, kitsPackage: String, isTest: Bool
  ) -> [String] {
    let kits = isTest ? architecture.testKitProducts : architecture.kitProducts
    return kits.map { #".product(name: "\#($0)", package: "\#(kitsPackage)"),"# }
      + (architecture.usesOpenCombine ? [openCombineProduct] : [])
  }

  /// `manifest` with whatever `architecture` needs added under the markers of the `app`
  /// target and its `<app>Tests` target; nil when the manifest has no markers (not an app
  /// `triptych new app` wrote) or already has everything.
  static func adding(_ architecture: FeatureArchitecture, to manifest: String, app: String)
    -> String?
  {
    guard let kitsPackage = kitsPackage(in: manifest) else { return nil }
    var lines = manifest.components(separatedBy: "\n")
    var changed = false
    func insert(_ wanted: [String], after marker: String) {
      if inserting(wanted, after: marker, in: &lines) { changed = true }
    }
    if architecture.usesOpenCombine { insert([openCombinePackage], after: packagesMarker) }
    insert(
      productLines(architecture, kitsPackage: kitsPackage, isTest: false),
      after: marker(for: app))
    insert(
      productLines(architecture, kitsPackage: kitsPackage, isTest: true),
      after: marker(for: app + "Tests"))
    return changed ? lines.joined(separator: "\n") : nil
  }

  /// Adds the lines of `wanted` the list opened by `marker` lacks, at the list's end; whether
  /// any was added.
  private static func inserting(_ wanted: [String], after marker: String, in lines: inout [String])
    -> Bool
  {
    guard let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker })
    else { return false }
    let indent = String(lines[at].prefix { $0 == " " })
    // The block the marker opens ends at the first line that closes a list.
    let end =
      lines[at...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("]") }
      ?? lines.endIndex
    let present = Set(lines[at..<end].map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = wanted.filter { !present.contains($0) }
    guard !missing.isEmpty else { return false }
    lines.insert(contentsOf: missing.map { indent + $0 }, at: end)
    return true
  }

  /// The package the kits' products come from, as the manifest names it.
  static func kitsPackage(in manifest: String) -> String? {
    guard manifest.contains(packagesMarker),
      let match = manifest.firstMatch(of: #/\.product\(name: "Views", package: "([^"]+)"\)/#)
    else { return nil }
    return String(match.output.1)
  }

  /// `manifest` with a target and a test target for `feature` above the feature-targets
  /// marker, and the target among the app's dependencies, for apps that keep a module per
  /// feature.
  static func addingModule(for feature: FeatureSpec, to manifest: String)
    throws(GenerationError) -> String
  {
    let kitsPackage = kitsPackage(in: manifest) ?? "triptych"
    var lines = manifest.components(separatedBy: "\n")
    func insert(_ block: [String], above marker: String) throws(GenerationError) {
      guard
        let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker })
      else { throw .noManifestMarker(marker) }
      let indent = String(lines[at].prefix { $0 == " " })
      lines.insert(contentsOf: block.map { $0.isEmpty ? "" : indent + $0 }, at: at)
    }
    let name = feature.name
    let products = productLines(feature.architecture, kitsPackage: kitsPackage, isTest: false)
    let testProducts = productLines(feature.architecture, kitsPackage: kitsPackage, isTest: true)
    try insert(
      [".target(", "  name: \"\(name)\",", "  dependencies: [", "    // kits: \(name)"]
        + products.map { "    " + $0 } + ["  ]", "),"]
        + [
          ".testTarget(", "  name: \"\(name)Tests\",", "  dependencies: [",
          "    \"\(name)\",", "    // kits: \(name)Tests",
        ]
        + testProducts.map { "    " + $0 } + ["  ]", "),"],
      above: FeatureLayout.targetsMarker)
    try insert(["\"\(name)\","], above: FeatureLayout.modulesMarker)
    if feature.architecture.usesOpenCombine {
      _ = inserting([openCombinePackage], after: packagesMarker, in: &lines)
    }
    return lines.joined(separator: "\n")
  }
}
