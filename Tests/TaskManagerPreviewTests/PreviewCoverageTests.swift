import TaskManagerDomain
import TaskManagerViews
import Testing
import TriptychCommands
import Views

/// A screen state without a preview in some architecture fails here, so a new state (or a new
/// variant) cannot join without its previews.
@Suite("Previews: every variant covers every state, once")
struct PreviewCoverageTests {
  @Test(arguments: TaskManagerVariants.available.map(\.architecture))
  func everyStateOnce(_ architecture: Architecture) throws {
    let variant = try #require(TaskManagerVariants.variant(for: architecture))
    let states = variant.previews.map(\.screenState)
    #expect(
      !states.contains(nil), "a preview whose id is no ScreenState: \(variant.previews.map(\.id))")
    let missing = ScreenState.allCases.filter { !states.contains($0) }
    #expect(missing.isEmpty, "\(architecture.displayName) has no preview of \(missing)")
    #expect(states.count == Set(states).count, "a state previewed twice in \(architecture)")
  }

  @Test(arguments: TaskManagerVariants.available.map(\.architecture))
  func previewsLiveInTheirModulesPreviewsFolder(_ architecture: Architecture) throws {
    let variant = try #require(TaskManagerVariants.variant(for: architecture))
    for preview in variant.previews {
      #expect(preview.filePath.contains("/Previews/"), "\(preview.fileID) is outside Previews/")
    }
  }
}
