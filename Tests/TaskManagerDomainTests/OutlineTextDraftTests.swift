import TaskPaper
import Testing

@testable import TaskManagerDomain

@Suite("The Text tab's draft")
struct OutlineTextDraftTests {
  static let user = UserID(rawValue: 7)

  /// Large enough for its text to be cached per outline (see ``DerivedLists``).
  static func largeOutline() -> Outline {
    Outline(
      parsing: (["Inbox:"] + (0..<3_000).map { "\t- Task \($0) @n\($0 % 5)" })
        .joined(separator: "\n"))
  }

  static func id(_ outline: Outline, _ body: String) -> ItemID {
    outline.items.first { $0.body == body }!.id
  }

  @Test func editsWhileHiddenAreShownWithoutWritingTheTextUntilItIsRead() async throws {
    let store = TaskStore.inMemory(outlines: [Self.user: Self.largeOutline()])
    var snapshot = try await store.load(Self.user)
    var draft = OutlineTextDraft(snapshot)
    for number in [1, 2, 3, 4, 5, 6] {
      let edit = OutlineEdit.setTag(
        Self.id(snapshot.outline, "- Task \(number) @n\(number % 5)"), name: "done")
      snapshot = try await store.apply(edit, snapshot.revision, Self.user)
      let shown = draft.show(snapshot)
      #expect(shown)
      // Nobody read the text: it was not written for this outline.
      #expect(!DerivedLists.shared.hasText(of: snapshot.outline))
    }
    #expect(draft.baseRevision == snapshot.revision)
    #expect(!draft.hasUnsavedChanges)
    // Shown, it is the current outline's text.
    #expect(draft.text == snapshot.outline.serialized())
    #expect(draft.text.contains("- Task 6 @n1 @done"))
    #expect(DerivedLists.shared.hasText(of: snapshot.outline))
  }

  @Test func typingIsNeverOverwrittenByANewerOutline() async throws {
    let store = TaskStore.inMemory(outlines: [Self.user: Self.largeOutline()])
    let first = try await store.load(Self.user)
    var draft = OutlineTextDraft(first)
    draft.text = "Mine:\n\t- Typed"
    #expect(draft.hasUnsavedChanges)
    let newer = try await store.apply(
      .delete(Self.id(first.outline, "- Task 1 @n1")), first.revision, Self.user)
    let shown = draft.show(newer)
    #expect(!shown)
    #expect(draft.text == "Mine:\n\t- Typed")
    #expect(draft.baseRevision == first.revision)
    // Typed back to the text it was loaded from: nothing is unsaved, newer outlines show.
    draft.text = first.serialized()
    #expect(!draft.hasUnsavedChanges)
    let shownNow = draft.show(newer)
    #expect(shownNow)
    #expect(draft.text == newer.outline.serialized())
  }

  @Test func anOlderOutlineIsNotShown() {
    let newer = OutlineSnapshot(Outline(parsing: "New:"), revision: OutlineRevision(rawValue: 3))
    let older = OutlineSnapshot(Outline(parsing: "Old:"), revision: OutlineRevision(rawValue: 2))
    var draft = OutlineTextDraft(newer)
    let shown = draft.show(older)
    #expect(!shown)
    #expect(draft.text == "New:")
  }

  @Test func aRefusedSaveKeepsTheTextAndIsBasedOnTheNewerOutline() {
    let loaded = OutlineSnapshot(Outline(parsing: "Home:"))
    let latest = OutlineSnapshot(Outline(parsing: "Work:"), revision: OutlineRevision(rawValue: 4))
    var typed = OutlineTextDraft(loaded)
    typed.text = "Garden:"
    typed.rebase(on: latest)
    #expect(typed.text == "Garden:")
    #expect(typed.savedText == "Work:")
    #expect(typed.baseRevision == latest.revision)
    #expect(typed.hasUnsavedChanges)
    // Saved unchanged over a newer outline: the loaded text stays, now an unsaved change.
    var untouched = OutlineTextDraft(loaded)
    untouched.rebase(on: latest)
    #expect(untouched.text == "Home:")
    #expect(untouched.hasUnsavedChanges)
  }

  @Test func theShownTextIsComparedOnlyAsText() {
    let home = OutlineSnapshot(Outline(parsing: "Home:"))
    let sameText = OutlineSnapshot(
      Outline(parsing: "Home:"), revision: OutlineRevision(rawValue: 1))
    var typed = OutlineTextDraft(home)
    typed.text = "Work:"
    #expect(OutlineTextDraft(home).showsSameText(as: OutlineTextDraft(home)))
    #expect(OutlineTextDraft(home).showsSameText(as: OutlineTextDraft(sameText)))
    #expect(!OutlineTextDraft(home).showsSameText(as: typed))
    #expect(typed.showsSameText(as: OutlineTextDraft(Outline(parsing: "Work:").snapshot)))
  }
}

extension Outline {
  fileprivate var snapshot: OutlineSnapshot { OutlineSnapshot(self) }
}
