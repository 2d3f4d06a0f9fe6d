import MVVM
import TaskPaper

/// The debugger shows an outline's changes as changed lines (`+ [6]: "- Buy milk"`), not as
/// every field of every item: shorter to read, and far cheaper to dump for large outlines.
extension Outline: EventLogRepresentable {
  public var eventLogValue: Any { items.map(\.body) }
}
