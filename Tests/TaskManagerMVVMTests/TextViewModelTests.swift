import TaskManagerDomain
import TaskManagerMVVM
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("TextViewModel")
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

  @Test func loadShowsTheOutlineAsText() async throws {
    let text = try await makeText()
    #expect(text.draft == Fixtures.outline.serialized())
    #expect(!text.hasUnsavedChanges)
  }

  @Test func editsAreUnsavedUntilSaved() async throws {
    let text = try await makeText()
    var replaced: Outline?
    text.onReplaced = { replaced = $0.outline }
    text.draft = "Home:\n\t- Fix the tap"
    #expect(text.hasUnsavedChanges)
    text.save()
    try await host.settle()
    #expect(!text.hasUnsavedChanges)
    #expect(text.showsSaved)
    #expect(replaced?.items.map(\.body) == ["Home:", "- Fix the tap"])
  }

  @Test func savedGoesOnceTheTextChangesOrTheTabIsOpenedAgain() async throws {
    let text = try await makeText()
    text.draft = "Home:\n\t- Fix the tap"
    text.save()
    try await host.settle()
    #expect(text.showsSaved)
    text.draft = "Home:\n\t- Fix the tap now"
    text.draft = text.savedText
    #expect(!text.showsSaved)
    text.save()
    try await host.settle()
    #expect(text.showsSaved)
    text.load()
    #expect(!text.showsSaved)
  }

  @Test func blankTextIsRefused() async throws {
    let text = try await makeText()
    text.draft = "  \n"
    text.save()
    #expect(text.errorMessage == TextViewModel.emptyTextMessage)
    #expect(text.draft == "  \n")
  }

  @Test func problemsAreShownAndTheTextIsKept() async throws {
    let text = try await makeText()
    text.draft = "- Buy milk @due(someday)"
    text.save()
    try await host.settle()
    #expect(text.errorMessage?.contains("someday") == true)
    #expect(text.draft == "- Buy milk @due(someday)")
    #expect(text.hasUnsavedChanges)
  }

  @Test func reloadingKeepsUnsavedChanges() async throws {
    let text = try await makeText()
    text.draft = "mine"
    text.load()
    try await host.settle()
    #expect(text.draft == "mine")
  }
}
