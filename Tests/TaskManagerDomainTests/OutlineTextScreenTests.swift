import TaskPaper
import Testing

@testable import TaskManagerDomain

/// The Text tab's rules, as each variant's Text tab follows them: given a screen, when
/// something happens, then what it shows.
@Suite("The Text tab's screen")
struct OutlineTextScreenTests {
  static let first = OutlineSnapshot(Outline(parsing: "Inbox:\n\t- One\n"), revision: .initial)
  static let newer = OutlineSnapshot(
    Outline(parsing: "Inbox:\n\t- One\n\t- Two from another window\n"),
    revision: OutlineRevision(rawValue: OutlineRevision.initial.rawValue + 1))

  /// A screen that has just saved `text`.
  static func saved(_ text: String = "Inbox:\n\t- Mine\n") -> OutlineTextScreen {
    var screen = OutlineTextScreen(first)
    screen.text = text
    _ = screen.beginSave()
    let stored = OutlineSnapshot(Outline(parsing: text), revision: newer.revision)
    _ = screen.saveFinished(.success(stored))
    return screen
  }

  @Test func aSaveSendsTheTextOnItsRevisionAndSaysSaved() {
    var screen = OutlineTextScreen(Self.first)
    screen.text = "Inbox:\n\t- Mine\n"
    let request = screen.beginSave()
    #expect(request == .init(text: "Inbox:\n\t- Mine\n", base: Self.first.revision))
    #expect(screen.isSaving)
    #expect(screen.beginSave() == nil, "one save at a time")
    let stored = OutlineSnapshot(
      Outline(parsing: "Inbox:\n\t- Mine\n"), revision: Self.newer.revision)
    #expect(screen.saveFinished(.success(stored)) == stored, "the Tasks tab shows it")
    #expect(screen.statusMessage == OutlineTextScreen.savedMessage)
    #expect(!screen.isSaving && !screen.hasUnsavedChanges)
  }

  @Test func typingEndsSavedAndSoDoesANewerOutline() {
    var typed = Self.saved()
    typed.text += "\t- More\n"
    #expect(typed.statusMessage == nil)
    var updated = Self.saved()
    updated.show(
      OutlineSnapshot(
        Outline(parsing: "Other:\n"),
        revision: OutlineRevision(rawValue: Self.newer.revision.rawValue + 1)))
    #expect(updated.statusMessage == nil)
  }

  @Test func aRefusedSaveShowsTheNewerTextBesideTheTypingAndNoEarlierSaved() {
    // Saved once; then another window stored a newer outline this tab has not seen.
    var screen = Self.saved()
    screen.text += "\t- Typed after saving\n"
    let typed = screen.text
    #expect(screen.beginSave() != nil)
    let conflict = EditConflict(reason: .textIsStale, latest: Self.newer)
    let shownElsewhere = screen.saveFinished(.failure(.conflict(conflict)))
    #expect(shownElsewhere == Self.newer, "the other tabs show the newer outline")
    #expect(screen.statusMessage == nil, "a refused save never shows an earlier “Saved”")
    #expect(screen.errorMessage == TaskStoreError.conflict(conflict).message)
    #expect(screen.newerText == Self.newer.serialized())
    #expect(screen.text == typed, "the typing stays")
    #expect(screen.baseRevision == Self.newer.revision, "saving again replaces it on purpose")
  }

  @Test func aSaveWithoutTypingAfterSavedAndARefusalClearsSaved() {
    var screen = Self.saved()
    #expect(screen.beginSave() != nil)
    #expect(screen.statusMessage == nil, "a save on its way is not yet saved")
    _ = screen.saveFinished(.failure(.network))
    #expect(screen.statusMessage == nil)
    #expect(screen.errorMessage == TaskStoreError.network.message)
  }

  @Test func blankTextIsRefusedBeforeItIsSent() {
    var screen = OutlineTextScreen(Self.first)
    screen.text = "  \n"
    #expect(screen.beginSave() == nil)
    #expect(screen.errorMessage == OutlineDraft.emptyTextMessage)
    #expect(!screen.isSaving)
  }

  @Test func unsavedTypingIsNeverReplacedByANewerOutline() {
    var screen = OutlineTextScreen(Self.first)
    screen.text = "Mine:\n"
    let shown = screen.show(Self.newer)
    #expect(!shown)
    #expect(screen.text == "Mine:\n")
    #expect(screen.baseRevision == Self.first.revision)
  }

  @Test func reopeningEndsSavedAndLoadsUnlessThereIsTyping() {
    var saved = Self.saved()
    let loads = saved.reopened()
    #expect(loads)
    #expect(saved.statusMessage == nil)
    var typing = OutlineTextScreen(Self.first)
    typing.text = "Mine:\n"
    _ = typing.beginSave()
    _ = typing.saveFinished(.failure(.network))
    let loadsOverTyping = typing.reopened()
    #expect(!loadsOverTyping, "never loaded over unsaved text")
    #expect(typing.errorMessage != nil, "the error is about the text still there")
    var failed = OutlineTextScreen(Self.first)
    failed.loadFailed(TaskStoreError.server.message)
    let loadsAgain = failed.reopened()
    #expect(loadsAgain)
    #expect(failed.errorMessage == nil, "an old error about text no longer there goes")
  }
}
