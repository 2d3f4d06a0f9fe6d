import Composable
import TaskManagerDomain
import TaskPaper

/// Editing one tag of an item as text: Return converts it (`@tag()` becomes `@tag`), text that
/// is not a tag is refused and the old tag stays.
///
/// ```swift
/// state.tagEditor = TagEditorFeature.State(itemID: item.id, tag: item.tags[0])
/// ```
@Reducer
public struct TagEditorFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var itemID: ItemID
    public var originalTag: Tag
    public var text: String

    public init(itemID: ItemID, tag: Tag) {
      self.itemID = itemID
      self.originalTag = tag
      self.text = TagText.format(tag)
    }
  }

  public enum Action: Equatable, Sendable, Codable, BindableAction {
    case binding(BindingAction<State>)
    case submitted
    case cancelButtonTapped
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      /// The text is a tag: replace `oldName` on the item with it.
      case convert(itemID: ItemID, oldName: String, tag: Tag)
      /// The text is not a tag; the old one stays.
      case failed(message: String)
      case cancelled
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .submitted:
        do throws(TagTextError) {
          let tag = try TagText.parse(state.text)
          return .send(
            .delegate(.convert(itemID: state.itemID, oldName: state.originalTag.name, tag: tag)))
        } catch {
          return .send(.delegate(.failed(message: error.message)))
        }

      case .cancelButtonTapped:
        return .send(.delegate(.cancelled))
      }
    }
  }
}

extension TagEditorFeature.State: CodableBindings {
  public static let codableBindings = BindableFields<Self>(.field("text", \.text))
}
