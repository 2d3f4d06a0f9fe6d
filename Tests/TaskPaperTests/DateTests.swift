import TaskPaper
import Testing

@Suite("Due dates")
struct DateTests {
  @Test(
    "The accepted forms",
    arguments: [
      ("2026-11-30", "2026-11-30"),
      ("2026-11-30 09:15", "2026-11-30 09:15"),
      ("2026-11-30 09:00 - 10:30", "2026-11-30 09:00 - 10:30"),
      ("2026-11-30 09:00 thru 10:30", "2026-11-30 09:00 - 10:30"),
      ("2026-11-30 09:00 through 10:30", "2026-11-30 09:00 - 10:30"),
      ("2026-11-30 22:00 thru 2026-12-01 02:00", "2026-11-30 22:00 thru 2026-12-01 02:00"),
      ("2024-02-29", "2024-02-29"),
    ])
  func accepted(text: String, canonical: String) throws {
    #expect(try DueDate(parsing: text).description == canonical)
  }

  @Test("Ranges keep both ends")
  func rangeEnds() throws {
    let due = try DueDate(parsing: "2026-11-30 22:00 thru 2026-12-01 02:00")
    #expect(due.start == TaskPaperDateTime(year: 2026, month: 11, day: 30, hour: 22, minute: 0))
    #expect(due.end == TaskPaperDateTime(year: 2026, month: 12, day: 1, hour: 2, minute: 0))
  }

  @Test(
    "Invalid dates throw a clear error",
    arguments: [
      "", "2026-13-01", "2026-02-29", "2026-11-31", "2026-11-30 24:00", "2026-11-30 10:60",
      "2026-11-30 10:00 - 09:00", "2026-11-30 - 10:00", "30/11/2026",
      "2026-11-30 10:00 until 11:00",
      "2026-11-30x",
    ])
  func rejected(text: String) {
    #expect(throws: DateParseError.self) { try DueDate(parsing: text) }
    do {
      _ = try DueDate(parsing: text)
    } catch {
      #expect(error.description.hasPrefix("Invalid date"))
    }
  }
}
