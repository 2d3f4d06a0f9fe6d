import Foundation
import TaskPaper
import Testing

@testable import TaskManagerDomain

/// The screen rules every architecture shares (``TaskListScreen``, ``DeletionPrompt``,
/// ``LoginScreen``), each as given / when / then.
@Suite("Screen rules")
struct ScreenRulesTests {
  static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      Work:
      \t- Write report @done(2026-11-01)
      """)

  static func id(_ content: String, in outline: Outline = outline) -> ItemID {
    outline.items.first { $0.content == content }!.id
  }

  /// A screen showing ``outline`` at revision 1.
  static func screen() -> TaskListScreen<EditingTag> {
    TaskListScreen(outline: outline, revision: OutlineRevision.initial.next)
  }

  /// ``outline`` after `edit`, one revision later.
  static func snapshot(after edit: (inout Outline) throws -> Void) rethrows -> OutlineSnapshot {
    var outline = outline
    try edit(&outline)
    return OutlineSnapshot(outline, revision: OutlineRevision.initial.next.next)
  }

  // MARK: Where a new task goes

  @Test func givenAProjectSelectedWhenAddingThenTheTaskGoesAtTheEndOfTheProject() {
    var screen = Self.screen()
    screen.select(category: .project(Self.id("Inbox"), name: "Inbox"))
    #expect(screen.insertionPoint == .lastChild(of: Self.id("Inbox")))
  }

  @Test(arguments: [TaskCategory.all, .tag("due")])
  func givenNoProjectSelectedWhenAddingThenTheTaskGoesAtTheEndOfTheOutline(
    category: TaskCategory
  ) {
    var screen = Self.screen()
    screen.select(category: category)
    #expect(screen.insertionPoint == .lastChild(of: nil))
  }

  // MARK: Choosing

  @Test func givenASelectionWhenACategoryHidesItThenItIsDeselectedWithItsTagEditor() {
    var screen = Self.screen()
    let bob = Self.id("Call Bob")
    screen.select(item: bob)
    screen.open(EditingTag(itemID: bob, tagName: "priority"))
    screen.select(category: .tag("due"))
    #expect(screen.selectedID == nil)
    #expect(screen.tagEditor == nil)
    #expect(screen.visibleItems.map(\.content) == ["Buy milk"])
  }

  @Test func givenASelectionWhenACategoryStillListsItThenItAndItsTagEditorStay() {
    var screen = Self.screen()
    let milk = Self.id("Buy milk")
    screen.select(item: milk)
    screen.open(EditingTag(itemID: milk, tagName: "due"))
    screen.select(category: .tag("due"))
    #expect(screen.selectedID == milk)
    #expect(screen.tagEditor == EditingTag(itemID: milk, tagName: "due"))
  }

  @Test func givenATagEditorAndARefusalWhenAnotherItemIsChosenThenBothGo() {
    var screen = Self.screen()
    let bob = Self.id("Call Bob")
    screen.select(item: bob)
    screen.tagRefused("Unable to convert x into a tag.")
    screen.open(EditingTag(itemID: bob, tagName: "priority"))
    #expect(screen.tagErrorMessage == nil)  // opening an editor clears the last refusal
    screen.tagRefused("Unable to convert y into a tag.")
    screen.open(EditingTag(itemID: bob, tagName: "priority"))
    screen.select(item: bob)  // the same item: nothing changes
    #expect(screen.tagEditor != nil)
    screen.select(item: Self.id("Buy milk"))
    #expect(screen.tagEditor == nil)
    #expect(screen.tagErrorMessage == nil)
  }

  @Test func givenATagEditorWhenTheTextIsRefusedThenItClosesAndTheMessageShows() throws {
    var screen = Self.screen()
    let bob = Self.id("Call Bob")
    screen.select(item: bob)
    let (item, tag) = try #require(screen.tagToEdit(named: "priority"))
    #expect(item.id == bob)
    #expect(tag == Tag(name: "priority", value: "1"))
    #expect(screen.tagToEdit(named: "due") == nil)
    screen.open(EditingTag(itemID: bob, tagName: "priority"))
    screen.tagRefused("Unable to convert urgent into a tag.")
    #expect(screen.tagEditor == nil)
    #expect(screen.tagErrorMessage == "Unable to convert urgent into a tag.")
  }

  // MARK: A new outline arrives

  @Test func givenAProjectSelectedWhenItIsRenamedElsewhereThenItStaysSelectedUnderItsNewName()
    throws
  {
    var screen = Self.screen()
    let inbox = Self.id("Inbox")
    screen.select(category: .project(inbox, name: "Inbox"))
    screen.show(try Self.snapshot { try $0.setBody("Errands:", of: inbox) })
    #expect(screen.category == .project(inbox, name: "Errands"))
  }

  @Test func givenAProjectSelectedWhenItIsDeletedElsewhereThenAllIsSelected() throws {
    var screen = Self.screen()
    let work = Self.id("Work")
    screen.select(category: .project(work, name: "Work"))
    screen.show(try Self.snapshot { try $0.delete(work) })
    #expect(screen.category == .all)
  }

  @Test func givenAnItemBeingEditedWhenItIsDeletedElsewhereThenSelectionEditorAndMessageGo()
    throws
  {
    var screen = Self.screen()
    let bob = Self.id("Call Bob")
    screen.select(item: bob)
    screen.open(EditingTag(itemID: bob, tagName: "priority"))
    screen.show(try Self.snapshot { try $0.delete(bob) })
    #expect(screen.selectedID == nil)
    #expect(screen.tagEditor == nil)
    #expect(screen.revision == OutlineRevision.initial.next.next)
  }

  @Test func givenANewerOutlineWhenAnOlderOneArrivesLateThenItIsIgnored() throws {
    var screen = Self.screen()
    let newer = try Self.snapshot { try $0.delete(Self.id("Work")) }
    screen.show(newer)
    screen.show(OutlineSnapshot(Self.outline, revision: OutlineRevision.initial.next))
    #expect(screen.outline == newer.outline)
    #expect(screen.revision == newer.revision)
  }

  // MARK: The task store answers

  @Test func givenAFailureWhenTheStoreRefusesThenItsMessageShowsAndTheOutlineStays() throws {
    var screen = Self.screen()
    screen.receive(.failure(.server))
    #expect(screen.errorMessage == TaskStoreError.server.message)
    #expect(screen.outline == Self.outline)
    let latest = try Self.snapshot { try $0.delete(Self.id("Work")) }
    screen.failed("That item was changed in another window.", latest: latest)
    #expect(screen.outline == latest.outline)
    screen.receive(.success(latest))
    #expect(screen.errorMessage == nil)
  }

  // MARK: Words

  @Test func givenAnItemWhenAskingToDeleteThenThePromptNamesIt() {
    #expect(DeletionPrompt.title == "Are you sure?")
    #expect(DeletionPrompt.message(for: "Buy milk") == "“Buy milk” will be deleted.")
    #expect([DeletionPrompt.deleteLabel, DeletionPrompt.cancelLabel] == ["Delete", "Cancel"])
  }

  @Test func givenASignedInUserThenTheWelcomeNamesThemForOneSecond() {
    let ada = User(id: UserID(rawValue: 1), username: "ada", createdAt: Date())
    #expect(LoginScreen.welcomeMessage(for: ada) == "Welcome, ada!")
    #expect(LoginScreen.welcomeDelay == .seconds(1))
  }
}
