import Foundation

/// What adding one screen costs in each architecture: the files and lines `triptych new feature`
/// writes from the templates in the tree (`Templates/<architecture>`), tests included.
///
/// ```swift
/// NewScreenCost.measure(templatesAt: "Templates").map(\.architecture)  // ["tca", "viper", …]
/// ```
public struct NewScreenCost: Codable, Equatable, Sendable {
  public var architecture: String
  public var sourceFiles: Int
  public var sourceLines: Int
  public var testFiles: Int
  public var testLines: Int

  /// One row per architecture that has templates in `folder`.
  public static func measure(templatesAt folder: String) -> [NewScreenCost] {
    let templates = TemplateFolder(path: folder)
    return templates.architectures.compactMap { architecture in
      guard let cost = try? FeatureCost.measure(architecture, templates: templates) else {
        return nil
      }
      return NewScreenCost(
        architecture: architecture.rawValue, sourceFiles: cost.sourceFiles,
        sourceLines: cost.sourceLines, testFiles: cost.testFiles, testLines: cost.testLines)
    }
  }
}
