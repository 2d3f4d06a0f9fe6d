import MVVM
import TaskPaper

/// An outline as the debugger shows it: its changes as changed lines (`+ [6]: "- Buy milk"`),
/// not every field of every item — shorter to read, and far cheaper to dump for large
/// outlines. A wrapper rather than a conformance of `Outline` itself, which the plain MVVM
/// variant already declares.
struct LoggedOutline: Equatable, EventLogRepresentable {
  let outline: Outline

  var eventLogValue: Any { outline.items.map(\.body) }
}
