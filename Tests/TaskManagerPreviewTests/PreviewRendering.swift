import TaskManagerViews
import Testing
import TriptychCommands
import Views
import ViewsTesting

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
