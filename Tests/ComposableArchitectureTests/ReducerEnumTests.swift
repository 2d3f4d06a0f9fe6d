import ComposableArchitecture
import Testing

struct Note: Equatable, Sendable {
  var text: String
}

/// A prompt with an answer action, marked ephemeral like an alert.
struct PromptState<Action: Equatable>: Equatable, _EphemeralState {
  var question: String
  var answer: Action
}

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: Sendable {
    case textChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text):
        state.text = text
        return .none
      }
    }
  }
}

@Reducer
struct Notebook {
  @Reducer
  enum Destination {
    case editor(Editor)
    @ReducerCaseIgnored
    case preview(Note)
    @ReducerCaseEphemeral
    case prompt(PromptState<Prompt>)
    case alert(AlertState<Alert>)
    case help

    enum Prompt: Equatable, Sendable {
      case discard
    }
    enum Alert: Equatable, Sendable {
      case ok
    }
  }

  @Reducer
  enum Sheet {
    case editor(Editor)

    // Written by hand: the macro keeps it and only makes it case-pathable.
    enum Action: Sendable {
      case editor(Editor.Action)
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var sheet: Sheet.State?
    var discarded = 0
  }

  enum Action: Sendable {
    case destination(PresentationAction<Destination.Action>)
    case editTapped
    case previewTapped
    case promptTapped
    case sheet(PresentationAction<Sheet.Action>)
    case sheetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.prompt(.discard))):
        state.discarded += 1
        return .none
      case .destination, .sheet:
        return .none
      case .editTapped:
        state.destination = .editor(Editor.State())
        return .none
      case .previewTapped:
        state.destination = .preview(Note(text: "Hello"))
        return .none
      case .promptTapped:
        state.destination = .prompt(PromptState(question: "Discard?", answer: .discard))
        return .none
      case .sheetTapped:
        state.sheet = .editor(Editor.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$sheet, action: \.sheet)
  }
}

extension Notebook.Destination.State: Equatable {}
extension Notebook.Sheet.State: Equatable {}

@MainActor
@Suite struct ReducerEnumTests {
  @Test func aFeatureCaseRunsItsReducer() async {
    let store = TestStore(initialState: Notebook.State()) {
      Notebook()
    }
    await store.send(.editTapped) {
      $0.destination = .editor(Editor.State())
    }
    await store.send(\.destination.editor.textChanged, "Hi") {
      $0.destination = .editor(Editor.State(text: "Hi"))
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func anIgnoredCaseIsPlainData() async {
    let store = TestStore(initialState: Notebook.State()) {
      Notebook()
    }
    await store.send(.previewTapped) {
      $0.destination = .preview(Note(text: "Hello"))
    }
    #expect(store.state.destination.flatMap { $0[case: \.help] } == nil)
  }

  @Test func anEphemeralCaseIsDismissedByItsAnswer() async {
    let store = TestStore(initialState: Notebook.State()) {
      Notebook()
    }
    await store.send(.promptTapped) {
      $0.destination = .prompt(PromptState(question: "Discard?", answer: .discard))
    }
    await store.send(\.destination.prompt, .discard) {
      $0.destination = nil
      $0.discarded = 1
    }
  }

  @Test func aHandWrittenActionWorks() async {
    let store = TestStore(initialState: Notebook.State()) {
      Notebook()
    }
    await store.send(.sheetTapped) {
      $0.sheet = .editor(Editor.State())
    }
    await store.send(\.sheet.editor.textChanged, "Draft") {
      $0.sheet = .editor(Editor.State(text: "Draft"))
    }
  }
}
