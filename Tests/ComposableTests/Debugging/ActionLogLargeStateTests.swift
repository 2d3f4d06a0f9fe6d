import Composable
import Testing

/// A document-sized state: many rows, a long text, a nested part.
private struct Library: Reducer {
  struct Book: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  struct Shelf: Equatable, Sendable {
    var name = "Main"
    var isLocked = false
  }

  struct State: Equatable, Sendable {
    var books: IdentifiedArrayOf<Book> = []
    var notes = ""
    var shelf = Shelf()
  }

  enum Action: Equatable, Sendable {
    case loaded([Book])
    case renamed(id: Int, title: String)
    case reversed
    case notesEdited(String)
    case shelfRenamed(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loaded(let books):
      state.books = IdentifiedArray(uniqueElements: books)
    case .renamed(let id, let title):
      state.books[id: id]?.title = title
    case .reversed:
      state.books = IdentifiedArray(uniqueElements: state.books.reversed())
    case .notesEdited(let notes):
      state.notes = notes
    case .shelfRenamed(let name):
      state.shelf.name = name
    }
    return .none
  }

  static func books(_ count: Int) -> [Book] {
    (0..<count).map { Book(id: $0, title: "Book \($0)") }
  }

  static func notes(lines: Int) -> String {
    (0..<lines).map { "Line \($0) of the notes" }.joined(separator: "\n")
  }
}

@MainActor
@Suite("Action log: large states are described by what changed")
struct ActionLogLargeStateTests {
  private func loggedStore(
    _ state: Library.State = Library.State()
  ) -> (StoreOf<Library>, () -> [ActionLogEntry<Library.Action>]) {
    var entries: [ActionLogEntry<Library.Action>] = []
    let store = Store(initialState: state) { Library().logActions { entries.append($0) } }
    return (store, { entries })
  }

  @Test("One changed row among 10,000 is the whole diff, named by its id")
  func oneChangedRow() throws {
    let (store, entries) = loggedStore(
      Library.State(books: IdentifiedArray(uniqueElements: Library.books(10_000))))
    store.send(.renamed(id: 4_242, title: "Renamed"))

    let diff = try #require(entries().last?.stateDiff)
    #expect(diff.contains("books[id: 4242]"))
    #expect(diff.contains("Book 4242"))
    #expect(diff.contains("Renamed"))
    #expect(!diff.contains("Book 4241"))
    #expect(diff.split(separator: "\n").count <= 8)
  }

  @Test("Ten thousand new rows are listed up to ten, then counted")
  func manyNewRows() throws {
    let (store, entries) = loggedStore()
    store.send(.loaded(Library.books(10_000)))

    let entry = try #require(entries().last)
    let diff = try #require(entry.stateDiff)
    #expect(diff.contains("+ books[id: 0]"))
    #expect(diff.contains("+ books[id: 9]"))
    #expect(!diff.contains("books[id: 10]"))
    #expect(diff.contains("… and 9990 more changed elements (0 → 10000)"))
    // The action's payload is summarised, not printed row by row.
    #expect(entry.actionDescription.contains("loaded"))
    #expect(entry.actionDescription.contains("10000 elements"))
    #expect(entry.actionDescription.count < 200)
  }

  @Test("Rows that only moved are reported as a new order")
  func reorderedRows() throws {
    let (store, entries) = loggedStore(
      Library.State(books: IdentifiedArray(uniqueElements: Library.books(1_000))))
    store.send(.reversed)

    #expect(entries().last?.stateDiff == "books: the same 1000 elements, in a new order")
  }

  @Test("A long text shows its first changed line")
  func longText() throws {
    let notes = Library.notes(lines: 5_000)
    let (store, entries) = loggedStore(Library.State(notes: notes))
    var edited = notes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    edited[2_000] = "An edited line"
    store.send(.notesEdited(edited.joined(separator: "\n")))

    let diff = try #require(entries().last?.stateDiff)
    #expect(
      diff == """
        notes: 5000 → 5000 lines, first change at line 2001:
        - Line 2000 of the notes
        + An edited line
        """)
  }

  @Test("A change beside a large part is named by its path, and the large part is skipped")
  func nestedChange() throws {
    let (store, entries) = loggedStore(
      Library.State(books: IdentifiedArray(uniqueElements: Library.books(1_000))))
    store.send(.shelfRenamed("Attic"))

    let diff = try #require(entries().last?.stateDiff)
    #expect(diff.hasPrefix("shelf:"))
    #expect(diff.contains("\"Main\""))
    #expect(diff.contains("\"Attic\""))
    #expect(!diff.contains("books"))
  }

  @Test("An action that changes nothing in a large state has no diff")
  func noChange() {
    let (store, entries) = loggedStore(
      Library.State(books: IdentifiedArray(uniqueElements: Library.books(1_000))))
    store.send(.renamed(id: 5, title: "Book 5"))
    #expect(entries().count == 1)
    #expect(entries().last?.stateDiff == nil)
  }
}

@MainActor
@Suite("Action log: text changes at the end of a long text")
struct ActionLogTextEndTests {
  @Test("Lines appended to a long text are shown as the first new line")
  func appendedLines() throws {
    var entries: [ActionLogEntry<Library.Action>] = []
    let notes = Library.notes(lines: 100)
    let store = Store(initialState: Library.State(notes: notes)) {
      Library().logActions { entries.append($0) }
    }
    store.send(.notesEdited(notes + "\nA new last line\nAnd another"))

    let diff = try #require(entries.last?.stateDiff)
    #expect(
      diff == """
        notes: 100 → 102 lines, first change at line 101:
        + A new last line
        """)
  }

  @Test("Line numbers count line breaks only, among multi-byte characters")
  func multiByteText() throws {
    var entries: [ActionLogEntry<Library.Action>] = []
    // Bytes ≥ 0x80 next to line breaks (0x0A), lines of every length mod 8.
    let lines = (0..<3_000).map { "Zeile \($0) — \(String(repeating: "é🙂", count: $0 % 9))" }
    let store = Store(initialState: Library.State(notes: lines.joined(separator: "\n"))) {
      Library().logActions { entries.append($0) }
    }
    var edited = lines
    edited[2_345] = "geändert"
    edited.append("neu")
    store.send(.notesEdited(edited.joined(separator: "\n")))

    let diff = try #require(entries.last?.stateDiff)
    #expect(
      diff == """
        notes: 3000 → 3001 lines, first change at line 2346:
        - \(lines[2_345])
        + geändert
        """)
  }

  @Test("Lines removed from the middle change the count by what was removed")
  func removedLines() throws {
    var entries: [ActionLogEntry<Library.Action>] = []
    let lines = (0..<3_000).map { "Linie \($0) \(String(repeating: "ü", count: $0 % 7))" }
    let store = Store(initialState: Library.State(notes: lines.joined(separator: "\n"))) {
      Library().logActions { entries.append($0) }
    }
    var edited = lines
    edited.removeSubrange(1_000..<1_010)
    store.send(.notesEdited(edited.joined(separator: "\n")))

    let diff = try #require(entries.last?.stateDiff)
    #expect(diff.hasPrefix("notes: 3000 → 2990 lines, first change at line 1001:"))
  }
}
