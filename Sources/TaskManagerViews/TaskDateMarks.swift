import TaskManagerDomain
import Views

/// A `TaskRow`'s due date and done mark, as the row and the detail pane's title show them:
/// `Due Mon 30 Nov 2026` (secondary, or in the error style when the value is not a date)
/// and `Done Sun 1 Nov 2026` (success). Shows nothing for an open task without a due date.
///
/// ```swift
/// HStack { Text(row.title); TaskDateMarks(row) }
/// ```
struct TaskDateMarks: View {
  let row: TaskRow

  init(_ row: TaskRow) {
    self.row = row
  }

  var body: some View {
    if let due = row.due {
      if due.isValid {
        Text("Due " + due.text).style(.secondary)
      } else {
        // Shown as written, in the error style: the Text tab says what is wrong with it.
        Text("Due " + due.text).style(.error)
      }
    }
    if row.isDone {
      Text(row.doneDay.map { "Done " + $0.text } ?? "Done").style(.success)
    }
  }
}
