import Observation
import TaskManagerDomain
import TaskPaper
import Testing
import Views

@testable import TaskManagerViews

/// What the shared task row draws from an item's `TaskRow`, as the hosts receive it.
@Suite("Task row view")
struct TaskRowViewTests {
  /// The texts the row of `line` shows, in order, with their style and font.
  static func texts(_ line: String, level: Int = 0) -> [ViewNode] {
    resolveTree(TaskRowView(Outline(parsing: line).items[0], level: level))
      .nodes { $0.kind == .text }
  }

  @Test func givenATaskWithTagsAndADueDateWhenDrawnThenTitleChipsAndDateFollowInOrder() {
    let texts = Self.texts("- Buy milk @due(2026-11-30) @home @priority(1)")
    #expect(texts.map(\.text) == ["Buy milk", "home", "priority: 1", "Due Mon 30 Nov 2026"])
    #expect(texts.map(\.style) == [nil, .chip, .chip, .secondary])
  }

  @Test func givenAProjectWhenDrawnThenItsTitleIsAHeadlineWithoutTheColon() {
    let texts = Self.texts("Errands:")
    #expect(texts.map(\.text) == ["Errands"])
    #expect(texts.first?.font == .headline)
  }

  @Test func givenANoteWhenDrawnThenItIsSecondary() {
    #expect(Self.texts("White, matt").map(\.style) == [.secondary])
  }

  @Test func givenADoneTaskWhenDrawnThenItsTitleIsMutedAndItIsMarkedDone() {
    let texts = Self.texts("- Write report @done(2026-11-01)")
    #expect(texts.map(\.text) == ["Write report", "Done Sun 1 Nov 2026"])
    #expect(texts.map(\.style) == [.secondary, .success])
    #expect(Self.texts("- Fix the bike @done").map(\.text) == ["Fix the bike", "Done"])
  }

  @Test func givenADueValueThatIsNotADateWhenDrawnThenItIsWrittenAsIsInTheErrorStyle() {
    let due = Self.texts("- Pay @due(2026-02-30)").last
    #expect(due?.text == "Due 2026-02-30")
    #expect(due?.style == .error)
  }

  @Test func givenALineOfOnlyTagsWhenDrawnThenThereIsNoEmptyTitle() {
    #expect(Self.texts("@home @work").map(\.text) == ["home", "work"])
  }

  @Test func givenALevelWhenDrawnThenTheRowIsIndentedByIt() {
    let tree = resolveTree(TaskRowView(Outline(parsing: "- Paint").items[0], level: 2))
    #expect(tree.first { $0.kind == .hstack }?.outlineLevel == 2)
  }

  @Test func givenAListOfRowsWhenShownThenEachRowIsNamedByItsTextsAndSelectsItsItem() {
    let items = Outline(parsing: "Inbox:\n\t- Buy milk @due(2026-11-30) @home").items
    let indentation = OutlineIndentation(category: .all, items: items)
    var selected: ItemID?
    let tree = resolveTree(
      List(selection: Binding(get: { selected }, set: { selected = $0 })) {
        ForEach(items) { item in TaskRowView(item, indentation: indentation) }
      })
    let rows = tree.nodes { $0.kind == .row }
    #expect(rows.map(\.accessibleName) == ["Inbox", "Buy milk home Due Mon 30 Nov 2026"])
    rows[1].action?()
    #expect(selected == items[1].id)
  }

  @Test func givenAListShownAgainWhenItsRowsAreTheSameThenTheyAreReused() {
    let items = Outline(parsing: "Inbox:\n\t- Buy milk @home\n\t- Call Bob\n- Pay rent").items
    let selection = RowSelectionModel()
    let host = ViewHost {
      RowsView(items: items, selection: selection)
    }
    for id in [items[1].id, items[3].id, nil] {
      // The list reads the selection and is resolved again; its rows' item and level are
      // the same, so each row is reused, not built again: the row and its date marks.
      selection.selected = id
      host.refresh()
      #expect(host.lastRender.viewsResolved == 1)
      #expect(host.lastRender.viewsReused == 2 * items.count)
    }
  }
}

@Observable
final class RowSelectionModel {
  var selected: ItemID?
}

/// The Tasks list as the variants draw it: the selection read by the list's own view.
struct RowsView: View {
  let items: OutlineItems
  let selection: RowSelectionModel

  var body: some View {
    List(selection: Binding(get: { selection.selected }, set: { selection.selected = $0 })) {
      let indentation = OutlineIndentation(category: .all, items: items)
      ForEach(items) { item in TaskRowView(item, indentation: indentation) }
    }
  }
}
