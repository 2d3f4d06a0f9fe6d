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
      Home:
      \t- Fix the tap @due(2026-12-01)
      \t- Paint the fence @priority(2)
      Garden:
      \t- Plant bulbs @done(2026-10-30)
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
    screen.select(category: .project(Self.id("Home"), name: "Home"))
    #expect(screen.insertionPoint == .lastChild(of: Self.id("Home")))
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
    let fence = Self.id("Paint the fence")
    screen.select(item: fence)
    screen.open(EditingTag(itemID: fence, tagName: "priority"))
    screen.select(category: .tag("due"))
    #expect(screen.selectedID == nil)
    #expect(screen.tagEditor == nil)
    #expect(screen.visibleItems.map(\.content) == ["Fix the tap"])
  }

  @Test func givenASelectionWhenACategoryStillListsItThenItAndItsTagEditorStay() {
    var screen = Self.screen()
    let tap = Self.id("Fix the tap")
    screen.select(item: tap)
    screen.open(EditingTag(itemID: tap, tagName: "due"))
    screen.select(category: .tag("due"))
    #expect(screen.selectedID == tap)
    #expect(screen.tagEditor == EditingTag(itemID: tap, tagName: "due"))
  }

  @Test func givenATagEditorAndARefusalWhenAnotherItemIsChosenThenBothGo() {
    var screen = Self.screen()
    let fence = Self.id("Paint the fence")
    screen.select(item: fence)
    screen.tagRefused("Unable to convert x into a tag.")
    screen.open(EditingTag(itemID: fence, tagName: "priority"))
    #expect(screen.tagErrorMessage == nil)  // opening an editor clears the last refusal
    screen.tagRefused("Unable to convert y into a tag.")
    screen.open(EditingTag(itemID: fence, tagName: "priority"))
    screen.select(item: fence)  // the same item: nothing changes
    #expect(screen.tagEditor != nil)
    screen.select(item: Self.id("Fix the tap"))
    #expect(screen.tagEditor == nil)
    #expect(screen.tagErrorMessage == nil)
  }

  @Test func givenATagEditorWhenTheTextIsRefusedThenItClosesAndTheMessageShows() throws {
    var screen = Self.screen()
    let fence = Self.id("Paint the fence")
    screen.select(item: fence)
    let (item, tag) = try #require(screen.tagToEdit(named: "priority"))
    #expect(item.id == fence)
    #expect(tag == Tag(name: "priority", value: "2"))
    #expect(screen.tagToEdit(named: "due") == nil)
    screen.open(EditingTag(itemID: fence, tagName: "priority"))
    screen.tagRefused("Unable to convert urgent into a tag.")
    #expect(screen.tagEditor == nil)
    #expect(screen.tagErrorMessage == "Unable to convert urgent into a tag.")
  }

  // MARK: A new outline arrives

  @Test func givenAProjectSelectedWhenItIsRenamedElsewhereThenItStaysSelectedUnderItsNewName()
    throws
  {
    var screen = Self.screen()
    let home = Self.id("Home")
    screen.select(category: .project(home, name: "Home"))
    screen.show(try Self.snapshot { try $0.setBody("Errands:", of: home) })
    #expect(screen.category == .project(home, name: "Errands"))
  }

  @Test func givenAProjectSelectedWhenItIsDeletedElsewhereThenAllIsSelected() throws {
    var screen = Self.screen()
    let garden = Self.id("Garden")
    screen.select(category: .project(garden, name: "Garden"))
    screen.show(try Self.snapshot { try $0.delete(garden) })
    #expect(screen.category == .all)
  }

  @Test func givenAnItemBeingEditedWhenItIsDeletedElsewhereThenSelectionEditorAndMessageGo()
    throws
  {
    var screen = Self.screen()
    let fence = Self.id("Paint the fence")
    screen.select(item: fence)
    screen.open(EditingTag(itemID: fence, tagName: "priority"))
    screen.show(try Self.snapshot { try $0.delete(fence) })
    #expect(screen.selectedID == nil)
    #expect(screen.tagEditor == nil)
    #expect(screen.revision == OutlineRevision.initial.next.next)
  }

  @Test func givenANewerOutlineWhenAnOlderOneArrivesLateThenItIsIgnored() throws {
    var screen = Self.screen()
    let newer = try Self.snapshot { try $0.delete(Self.id("Garden")) }
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
    let latest = try Self.snapshot { try $0.delete(Self.id("Garden")) }
    screen.failed("That item was changed in another window.", latest: latest)
    #expect(screen.outline == latest.outline)
    screen.receive(.success(latest))
    #expect(screen.errorMessage == nil)
  }

  @Test func givenARefusalWhenAnOlderAnswerArrivesLateThenTheMessageStays() throws {
    var screen = Self.screen()
    let latest = try Self.snapshot { try $0.delete(Self.id("Garden")) }
    screen.failed("That item was deleted in another window.", latest: latest)
    // The load sent before the refused edit, answered after it.
    screen.receive(.success(OutlineSnapshot(Self.outline, revision: OutlineRevision.initial.next)))
    #expect(screen.errorMessage == "That item was deleted in another window.")
    #expect(screen.outline == latest.outline)
  }

  // MARK: Words

  @Test func givenAnItemWhenAskingToDeleteThenThePromptNamesIt() {
    #expect(DeletionPrompt.title == "Are you sure?")
    #expect(DeletionPrompt.message(for: "Fix the tap") == "“Fix the tap” will be deleted.")
    #expect([DeletionPrompt.deleteLabel, DeletionPrompt.cancelLabel] == ["Delete", "Cancel"])
  }

  @Test func givenASignedInUserThenTheWelcomeNamesThemForOneSecond() {
    let ada = User(id: UserID(rawValue: 1), username: "ada", createdAt: Date())
    #expect(LoginScreen.welcomeMessage(for: ada) == "Welcome, ada!")
    #expect(LoginScreen.welcomeDelay == .seconds(1))
  }
}
