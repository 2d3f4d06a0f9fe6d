import TaskManagerDomain
import TaskManagerMVVMState
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("TextViewModel (states)")
struct TextViewModelTests {
  let host = TestHost()

  func makeText(_ environment: TaskManagerEnvironment = Fixtures.environment()) async throws
    -> TextViewModel
  {
    let text = TextViewModel(user: Fixtures.user, context: host.context, environment: environment)
    text.load()
    try await host.settle()
    return text
  }

  @Test func loadIsOneStateWithTheOutlineAsText() async throws {
    let text = TextViewModel(
      user: Fixtures.user, context: host.context, environment: Fixtures.environment())
    let recorder = StateRecorder(text)
    text.load()
    try await host.settle()
    #expect(recorder.states.map(\.draft) == [Fixtures.outline.serialized()])
    #expect(recorder.states.map(\.hasUnsavedChanges) == [false])
  }

  @Test func typingThenSavingIsUnsavedThenSaved() async throws {
    let text = try await makeText()
    var replaced: Outline?
    text.onReplaced = { replaced = $0.outline }
    let recorder = StateRecorder(text)
    text.binding(\.draft).wrappedValue = "Home:\n\t- Fix the tap"
    text.save()
    try await host.settle()
    // Typed, saving (one save at a time: the screen's rule), saved. The store's push of our
    // own save arrives while the text is unsaved: it changes nothing.
    #expect(recorder.states.map(\.hasUnsavedChanges) == [true, true, false])
    #expect(recorder.states.map(\.screen.isSaving) == [false, true, false])
    #expect(recorder.states.map(\.showsSaved) == [false, false, true])
    #expect(replaced?.items.map(\.body) == ["Home:", "- Fix the tap"])
  }

  @Test func savedGoesOnceTheTextChangesOrTheTabIsOpenedAgain() async throws {
    let text = try await makeText()
    text.update(\.draft, to: "Home:\n\t- Fix the tap")
    text.save()
    try await host.settle()
    let recorder = StateRecorder(text)
    text.update(\.draft, to: "Home:\n\t- Fix the tap now")
    text.update(\.draft, to: text.savedText)
    text.save()
    try await host.settle()
    text.load()
    // Typed, typed back, saving, the store's push of the save (same text, newer revision: the
    // text is unchanged, so it is taken), the save's answer, the tab opened again.
    #expect(recorder.states.map(\.showsSaved) == [false, false, false, false, true, false])
    #expect(recorder.states.map(\.hasUnsavedChanges) == [true, false, false, false, false, false])
  }

  @Test func blankTextIsRefusedAndKept() async throws {
    let text = try await makeText()
    text.update(\.draft, to: "  \n")
    let recorder = StateRecorder(text)
    text.save()
    #expect(recorder.states.map(\.errorMessage) == [TextViewModel.emptyTextMessage])
    #expect(recorder.states.map(\.draft) == ["  \n"])
  }

  @Test func problemsAreShownAndTheTextIsKept() async throws {
    let text = try await makeText()
    text.update(\.draft, to: "- Buy milk @due(someday)")
    text.save()
    try await host.settle()
    #expect(text.errorMessage?.contains("someday") == true)
    #expect(text.draft == "- Buy milk @due(someday)")
    #expect(text.hasUnsavedChanges)
  }

  @Test func reloadingKeepsUnsavedChanges() async throws {
    let text = try await makeText()
    text.update(\.draft, to: "mine")
    let recorder = StateRecorder(text)
    text.load()
    try await host.settle()
    #expect(recorder.states.isEmpty)
    #expect(text.draft == "mine")
  }
}
