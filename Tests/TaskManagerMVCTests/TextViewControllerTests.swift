import MVC
import TaskManagerDomain
import TaskManagerMVC
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("TextViewController")
struct TextViewControllerTests {
  let host = TestHost()
  let delegate = DelegateSpy()

  func makeText(_ environment: TaskManagerEnvironment = Fixtures.environment()) async throws
    -> TextViewController
  {
    let text = TextViewController(
      user: Fixtures.user, context: host.context, environment: environment)
    text.delegate = delegate
    text.viewWillAppear()
    try await host.settle()
    return text
  }

  @Test func appearingLoadsTheOutlinesText() async throws {
    let text = try await makeText()
    #expect(text.view.text == Fixtures.outline.serialized())
    #expect(!text.view.showsUnsavedChanges)
  }

  @Test func savingStoresTheTextAndTellsTheDelegate() async throws {
    let text = try await makeText()
    text.view.text = "Home:\n\t- Fix the tap"
    text.textChanged()
    #expect(text.view.showsUnsavedChanges)
    text.saveTapped()
    try await host.settle()
    #expect(text.view.text == "Home:\n\t- Fix the tap")
    #expect(text.view.showsSaved)
    #expect(!text.view.showsUnsavedChanges)
    #expect(
      delegate.replacedOutlines.map { $0.outline.items.map(\.body) } == [
        ["Home:", "- Fix the tap"]
      ])
  }

  @Test func typingEndsSaved() async throws {
    let text = try await makeText()
    text.saveTapped()
    try await host.settle()
    #expect(text.view.showsSaved)
    text.view.text += "\n- More"
    text.textChanged()
    #expect(!text.view.showsSaved)
  }

  @Test func blankTextIsRefusedAndKept() async throws {
    let text = try await makeText()
    text.view.text = "  \n"
    text.saveTapped()
    try await host.settle()
    #expect(text.view.errorMessage == OutlineDraft.emptyTextMessage)
    #expect(text.view.text == "  \n")
    #expect(delegate.replacedOutlines.isEmpty)
  }

  @Test func unsavedTextSurvivesAppearingAgain() async throws {
    let text = try await makeText()
    text.view.text = "Mine:\n\t- Keep me"
    text.textChanged()
    text.viewWillAppear()
    try await host.settle()
    #expect(text.view.text == "Mine:\n\t- Keep me")
  }
}
