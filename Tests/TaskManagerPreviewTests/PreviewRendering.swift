import TaskManagerViews
import Testing
import TriptychCommands
import Views
import ViewsTesting

/// A preview shown the way the gallery shows it: built in the headless driver, its work
/// settled (a preview never advances the clock).
@MainActor
func render(_ preview: Preview) async throws -> ViewNode {
  let app = ViewDriver(app: preview.makeView)
  try await app.settle()
  return app.tree
}

/// One variant's preview of one state, as a test argument.
struct VariantPreview: CustomTestStringConvertible, Sendable {
  var variant: TaskManagerVariant
  var state: ScreenState

  var preview: Preview? { variant.previews.first { $0.screenState == state } }
  var testDescription: String { "\(variant.architecture.rawValue) — \(state.title)" }

  /// Every state of every variant that has previews.
  static var all: [VariantPreview] {
    TaskManagerVariants.available.filter { !$0.previews.isEmpty }.flatMap { variant in
      ScreenState.allCases.map { VariantPreview(variant: variant, state: $0) }
    }
  }
}
