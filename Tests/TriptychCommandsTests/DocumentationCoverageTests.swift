import Foundation
import Testing
import TriptychCommands

/// Every public declaration of every kit carries a `///` summary, and the scanner that checks
/// it tells a summary from a plain comment and a declaration from text that only looks like
/// one.
@Suite struct DocumentationCoverageTests {
  private func undocumentedLines(_ source: String) -> [Int] {
    DocumentationCoverage(swiftSource: source, file: "File.swift").undocumented.map(\.line)
  }

  @Test func aSummaryCountsAboveTheDeclarationOrAboveItsAttributes() {
    let source = """
      /// A task.
      public struct Task {
        /// Its title.
        @usableFromInline
        @MainActor public var title = ""
        // Not a summary: a plain comment.
        public func rename() {}
        /** A block summary. */
        public init() {}
        public private(set) var done = false
      }
      /// A macro.
      @attached(
        member, names: named(State),
        named(Action))
      @attached(peer)
      public macro Feature() = #externalMacro(module: "M", type: "T")
      """
    let coverage = DocumentationCoverage(swiftSource: source, file: "Task.swift")
    #expect(coverage.declarations == 6)
    #expect(coverage.undocumented.map(\.line) == [7, 10])
    #expect(coverage.undocumented.first?.description == "Task.swift:7: public func rename() {}")
  }

  @Test func extensionsImportsAndUnderscoredNamesAreNotCounted() {
    let source = """
      public import Foundation
      public extension Task {}
      public func _internalHook() {}
      public static var `_spare`: Int { 0 }
      struct Hidden { func run() {} }
      """
    #expect(DocumentationCoverage(swiftSource: source, file: "F.swift").declarations == 0)
  }

  @Test func textThatOnlyLooksLikeADeclarationIsNotCounted() {
    let source = #"""
      let sample = """
      public func fromAString() {}
      """
      /* public struct Commented {} */
      """#
    #expect(DocumentationCoverage(swiftSource: source, file: "F.swift").declarations == 0)
  }

  @Test func modifiersAndKindsAreAllRecognised() {
    let source = """
      open class Base {}
      public final class Leaf {}
      public class func make() {}
      public nonisolated(unsafe) static var shared = 0
      public init?(text: String) {}
      public subscript(index: Int) -> Int { 0 }
      public typealias Name = String
      public static func + (lhs: A, rhs: A) -> A { lhs }
      @available(macOS 14, *) public protocol Visible {}
      """
    #expect(undocumentedLines(source) == Array(1...9))
  }

  @Test(arguments: DocumentationCoverage.kits)
  func everyPublicDeclarationOfTheKitHasASummary(kit: String) throws {
    let folder = URL(fileURLWithPath: TriptychCheckout.root + "/Sources/" + kit)
    let coverage = try DocumentationCoverage(folder: folder)
    #expect(coverage.declarations > 0, "\(kit) has no public declarations: wrong folder?")
    let missing = coverage.undocumented.map(\.description).joined(separator: "\n")
    #expect(
      coverage.undocumented.isEmpty,
      """
      \(kit): \(coverage.undocumented.count) of \(coverage.declarations) public declarations \
      have no `///` summary:
      \(missing)
      """)
  }
}
