import SnapshotTesting
import TaskManagerViews
import Testing
import TriptychCommands
import Views
import ViewsTesting

/// Every preview of every variant, rendered and compared with the state's one recorded
/// outline: the parity suite's rule (same screen in every architecture) extended to every
/// state. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter TaskManagerPreviewTests`.
// One case at a time: 140 renders started together on a machine busy with builds (CI) each
// waited their whole settle limit in the queue.
@Suite("Previews: every state, every variant, one snapshot", .serialized)
struct PreviewSnapshotTests {
  @Test(arguments: VariantPreview.all)
  func theStateLooksAsRecorded(_ argument: VariantPreview) async throws {
    let preview = try #require(argument.preview, "no preview of \(argument.state.title)")
    let state = argument.state
    let name =
      state.differsOnPurpose(in: argument.variant.architecture)
      ? "\(state.rawValue).\(argument.variant.architecture.rawValue)" : state.rawValue
    // Each on an actor of its own, as a web session renders: off the main actor the rest of
    // the suite shares.
    try await PreviewRenderer().render(preview) { tree in
      for words in state.shows {
        #expect(tree.outline.contains(words), "“\(words)” not shown:\n\(tree.outline)")
      }
      assertSnapshot(of: tree, as: .outline, named: name, testName: "preview")
    }
  }
}
