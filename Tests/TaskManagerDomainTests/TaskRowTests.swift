import TaskPaper
import Testing

@testable import TaskManagerDomain

/// How an item reads in the Tasks list (``TaskRow``), each as given / when / then.
@Suite("Task rows")
struct TaskRowTests {
  /// The row of the only item of `line`.
  static func row(_ line: String, level: Int = 0) -> TaskRow {
    TaskRow(Outline(parsing: line).items[0], level: level)
  }

  // MARK: Titles

  @Test func givenATaskWithTrailingTagsWhenShownThenTheTitleHasNeitherMarkerNorTags() {
    let row = Self.row("- Buy milk @due(2026-11-30) @home")
    #expect(row.kind == .task)
    #expect(row.title == "Buy milk")
  }

  @Test(arguments: ["+ Buy milk", "* Buy milk", "-\tBuy milk"])
  func givenAnyTaskMarkerWhenShownThenTheMarkerIsLeftOut(line: String) {
    #expect(Self.row(line).title == "Buy milk")
  }

  @Test func givenAProjectWhenShownThenTheTitleHasNoColon() {
    let row = Self.row("Errands: @home")
    #expect(row.kind == .project)
    #expect(row.title == "Errands")
    #expect(row.chips == [TaskRow.Chip(name: "home")])
  }

  @Test func givenANoteWhenShownThenItReadsAsWritten() {
    let row = Self.row("White, matt: not a project? no")
    #expect(row.kind == .note)
    #expect(row.title == "White, matt: not a project? no")
  }

  @Test func givenATagInTheMiddleOfTheTextWhenShownThenItStaysInTheTitleAndIsAChip() {
    let row = Self.row("- Call @mom about the trip @today")
    #expect(row.title == "Call @mom about the trip")
    #expect(row.chips.map(\.name) == ["mom", "today"])
  }

  @Test(arguments: ["- @home", "- @home @due(2026-11-30)"])
  func givenAMarkerWithOnlyTagsWhenShownThenItReadsAsTheNoteTaskPaperSees(line: String) {
    // A task needs text after its marker: TaskPaper reads a note "-" with tags.
    let row = Self.row(line)
    #expect(row.kind == .note)
    #expect(row.title == "-")
    #expect(row.chips.map(\.name) == ["home"])
  }

  @Test func givenOnlyADueTagWhenShownThenTheTitleIsEmptyAndTheDateShows() {
    let row = Self.row("@due(2026-11-30)")
    #expect(row.title == "")
    #expect(row.chips.isEmpty)
    #expect(row.due?.text == "Mon 30 Nov 2026")
  }

  @Test func givenANoteOfOnlyTagsWhenShownThenTheTitleIsEmptyAndTheTagsAreChips() {
    let row = Self.row("@home @work")
    #expect(row.kind == .note)
    #expect(row.title == "")
    #expect(row.chips.map(\.text) == ["home", "work"])
  }

  @Test func givenANoteStartingWithATagWhenShownThenTheWholeSentenceIsTheTitle() {
    let row = Self.row("@home is where the heart is")
    #expect(row.title == "@home is where the heart is")
    #expect(row.chips.map(\.name) == ["home"])
  }

  @Test func givenUnicodeWhenShownThenTitleAndChipsKeepIt() {
    let row = Self.row("- Café crème für Zoë 🥐 @ort(Zürich) @日本")
    #expect(row.title == "Café crème für Zoë 🥐")
    #expect(row.chips.map(\.text) == ["ort: Zürich", "日本"])
  }

  // MARK: Chips

  @Test func givenTagsWhenShownThenChipsKeepTheirOrderAndLeaveOutDueAndDone() {
    let row = Self.row("- Pay @priority(1) @due(2026-12-01) @home @done(2026-11-20) @car()")
    #expect(
      row.chips == [
        TaskRow.Chip(name: "priority", value: "1"), TaskRow.Chip(name: "home"),
        TaskRow.Chip(name: "car"),
      ])
    #expect(row.chips.map(\.text) == ["priority: 1", "home", "car"])
  }

  @Test func givenAValueWithParenthesesWhenShownThenTheChipReadsItUnescaped() {
    let row = Self.row(#"- Read @note(see \(ch. 2\)) @ref(a\(b)"#)
    #expect(row.chips.map(\.text) == ["note: see (ch. 2)", "ref: a(b"])
    #expect(row.title == "Read")
  }

  // MARK: Due dates

  @Test(arguments: [
    ("2026-11-30", "Mon 30 Nov 2026"),
    ("2026-11-30 09:05", "Mon 30 Nov 2026 09:05"),
    ("2026-11-30 09:00 - 10:30", "Mon 30 Nov 2026 09:00–10:30"),
    ("2026-12-31 22:00 thru 2027-01-01 02:00", "Thu 31 Dec 2026 22:00 – Fri 1 Jan 2027 02:00"),
    ("2000-02-29", "Tue 29 Feb 2000"),
    ("1970-01-01", "Thu 1 Jan 1970"),
  ])
  func givenADueDateWhenShownThenItReadsAsADate(value: String, shown: String) {
    let row = Self.row("- Pay @due(\(value))")
    #expect(row.due == TaskRow.Day(text: shown, isValid: true))
  }

  @Test(arguments: ["2026-02-30", "someday", "2026-13-01"])
  func givenADueValueThatIsNotADateWhenShownThenItIsShownAsWrittenAndNotValid(value: String) {
    let row = Self.row("- Pay @due(\(value))")
    #expect(row.due == TaskRow.Day(text: value, isValid: false))
  }

  @Test(arguments: ["- Pay", "- Pay @due", "- Pay @due()"])
  func givenNoDueValueWhenShownThenThereIsNoDueDate(line: String) {
    #expect(Self.row(line).due == nil)
  }

  // MARK: Done

  @Test func givenDoneWithoutAValueWhenShownThenTheTaskIsDoneWithoutADay() {
    let row = Self.row("- Fix the bike @done")
    #expect(row.isDone)
    #expect(row.doneDay == nil)
    #expect(row.chips.isEmpty)
  }

  @Test func givenDoneWithADayWhenShownThenTheDayReadsAsADate() {
    let row = Self.row("- Write report @done(2026-11-01)")
    #expect(row.isDone)
    #expect(row.doneDay == TaskRow.Day(text: "Sun 1 Nov 2026", isValid: true))
  }

  @Test func givenNoDoneTagWhenShownThenTheTaskIsNotDone() {
    let row = Self.row("- Write report @doneish")
    #expect(!row.isDone)
    #expect(row.chips.map(\.name) == ["doneish"])
  }

  // MARK: Identity and level

  @Test func givenAnIndentationWhenShownThenTheRowTakesTheItemsLevelAndIdentity() {
    let outline = Outline(parsing: "Home:\n\t- Paint\n\t\t- Buy paint @shop")
    let indentation = OutlineIndentation(category: .all, items: outline.items)
    let rows = outline.items.map { TaskRow($0, indentation: indentation) }
    #expect(rows.map(\.level) == [0, 1, 2])
    #expect(rows.map(\.id) == outline.items.map(\.id))
    #expect(rows.map(\.title) == ["Home", "Paint", "Buy paint"])
  }

  @Test(arguments: [
    (1970, 1, 1, 4), (2026, 11, 18, 3), (2024, 2, 29, 4), (1900, 3, 1, 4), (1, 1, 1, 1),
  ])
  func givenADayWhenItsWeekdayIsAskedThenItIsTheGregorianOne(
    year: Int, month: Int, day: Int, weekday: Int
  ) {
    #expect(DayText.weekday(TaskPaperDateTime(year: year, month: month, day: day)) == weekday)
  }
}
