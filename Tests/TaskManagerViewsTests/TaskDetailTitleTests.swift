import TaskManagerDomain
import TaskPaper
import Testing
import Views

@testable import TaskManagerViews

/// What the shared detail title draws from an item's `TaskRow`: the title as a heading, the
/// due date and done mark under it, no tag syntax and no chips (the pane lists the tags).
@Suite("Task detail title")
struct TaskDetailTitleTests {
  /// The texts the detail title of `line` shows, in order.
  static func texts(_ line: String) -> [ViewNode] {
    resolveTree(TaskDetailTitle(Outline(parsing: line).items[0])).nodes { $0.kind == .text }
  }

  @Test func givenATaggedTaskWithADueDateWhenTitledThenItReadsWithoutTagSyntax() {
    let texts = Self.texts("- Buy milk @due(2026-11-30) @home @priority(1)")
    #expect(texts.map(\.text) == ["Buy milk", "Due Mon 30 Nov 2026"])
    #expect(texts.map(\.font) == [.title, nil])
    #expect(texts.map(\.style) == [nil, .secondary])
  }

  @Test func givenAProjectWhenTitledThenItHasNoColon() {
    #expect(Self.texts("Errands:").map(\.text) == ["Errands"])
  }

  @Test func givenADoneTaskWithADayWhenTitledThenItIsMarkedDoneThatDay() {
    let texts = Self.texts("- Write report @done(2026-11-01)")
    #expect(texts.map(\.text) == ["Write report", "Done Sun 1 Nov 2026"])
    #expect(texts.last?.style == .success)
  }

  @Test func givenADueValueThatIsNotADateWhenTitledThenItIsWrittenAsIsInTheErrorStyle() {
    let due = Self.texts("- Pay @due(2026-02-30)").last
    #expect(due?.text == "Due 2026-02-30")
    #expect(due?.style == .error)
  }

  @Test func givenALineOfOnlyTagsWhenTitledThenItIsNamedUntitledInTheSecondaryStyle() {
    let texts = Self.texts("@home @work")
    #expect(texts.map(\.text) == ["Untitled note"])
    #expect(texts.first?.style == .secondary)
    #expect(
      Self.texts("@due(2026-11-30)").map(\.text) == ["Untitled note", "Due Mon 30 Nov 2026"])
  }

  @Test func givenAnOpenTaskWithoutADueDateWhenTitledThenOnlyTheTitleShows() {
    #expect(Self.texts("- Call Bob @priority(1)").map(\.text) == ["Call Bob"])
  }
}
