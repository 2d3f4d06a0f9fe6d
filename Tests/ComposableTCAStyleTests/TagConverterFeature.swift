import Composable
import Foundation

/// The seeds' tag editor: tap a tag to edit it as text; submitting converts it, or shows an
/// error and keeps the old tag.
@Reducer
struct TagConverterFeature {
  @ObservableState
  struct State: Equatable {
    var tag: String
    var text = ""
    var isEditing = false
    var errorMessage: String?
  }

  enum Action: Equatable {
    case tagTapped
    case textEntered(String)
    case submitted
    case saved(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tagTapped:
        state.isEditing = true
        state.text = state.tag
        state.errorMessage = nil
        return .none

      case .textEntered(let text):
        state.text = text
        return .none

      case .submitted:
        state.isEditing = false
        guard let newTag = convertTagIfValid(state.text) else {
          state.errorMessage = "Unable to convert \(state.text) into a tag."
          state.text = state.tag
          return .none
        }
        state.tag = newTag
        state.errorMessage = nil
        return .send(.saved(newTag))

      case .saved:
        return .none
      }
    }
  }
}

/// `@tag()` becomes `@tag`; `@name(value)` is kept; anything else is not a tag.
func convertTagIfValid(_ text: String) -> String? {
  let text = text.trimmingCharacters(in: .whitespaces)
  guard text.hasPrefix("@") else { return nil }
  let body = text.dropFirst()
  let name = body.prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
  guard !name.isEmpty else { return nil }
  let rest = body.dropFirst(name.count)
  if rest.isEmpty { return "@\(name)" }
  guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
  let value = rest.dropFirst().dropLast()
  guard !value.contains("(") && !value.contains(")") else { return nil }
  return value.isEmpty ? "@\(name)" : "@\(name)(\(value))"
}
