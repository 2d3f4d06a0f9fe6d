import TaskPaper

/// Turns what a user typed in the Add / Edit sheet into the body of one task.
///
/// A leading `- ` is added when missing; text that cannot be one task line (empty, several
/// lines, a project line ending in `:`, a tag TaskPaper cannot read such as `@due(someday)`)
/// is refused with the message every architecture shows.
///
/// ```swift
/// try TaskLine.body(from: "Buy milk @due(2026-11-30)")  // "- Buy milk @due(2026-11-30)"
/// try TaskLine.body(from: "Errands:")  // throws: Unable to convert Errands: into a task.
/// try TaskLine.body(from: "Pay @due(2026-02-30)")
/// // throws: @due(2026-02-30) is not a date: day 30 is not in 2026-02 (write yyyy-MM-dd, …)
/// ```
public enum TaskLine {
  public static func body(from text: String) throws(TaskLineError) -> String {
    let trimmed = text.trimmingWhitespace
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else {
      throw TaskLineError(text: text)
    }
    // "Errands:" is a project; adding the task marker would turn it into a task silently.
    guard trimmed.hasPrefix("- ") || Outline(parsing: trimmed).items.first?.type != .project
    else { throw TaskLineError(text: text) }
    let body = trimmed.hasPrefix("- ") ? trimmed : "- " + trimmed
    let outline = Outline(parsing: body)
    guard outline.items.count == 1, let item = outline.items.first, item.type == .task,
      item.content != "-", !item.content.isEmpty
    else { throw TaskLineError(text: text) }
    // A line TaskPaper reads but the app cannot (`@due(2026-02-30)`) is refused with the
    // words the Text tab uses for the same value.
    if let problem = OutlineText.validate(body).first {
      throw TaskLineError(text: text, reason: problem.message)
    }
    return body
  }
}

/// Text that is not one task line.
public struct TaskLineError: Error, Equatable, Sendable, CustomStringConvertible {
  public var text: String
  /// What exactly is wrong, when the line is a task with a value the app cannot read (the
  /// Text tab's words for it, such as "@due(2026-02-30) is not a date: day 30 is not in …").
  public var reason: String?

  public init(text: String, reason: String? = nil) {
    self.text = text
    self.reason = reason
  }

  /// The precise ``reason`` when there is one, else "Unable to convert <text> into a task."
  public var message: String {
    if let reason { return reason }
    return "Unable to convert \(text) into a task."
  }
  public var description: String { message }
}

extension String {
  var trimmingWhitespace: String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}

/// The rule the Text tab of every architecture applies before replacing an outline.
///
/// ```swift
/// if let problem = OutlineDraft.problem(editorText) { errorMessage = problem }
/// ```
public enum OutlineDraft {
  /// Shown when Save is pressed on an empty editor: an empty outline is almost always a
  /// mistake, and saving it would delete everything.
  public static let emptyTextMessage = "Nothing to save: the text is empty."

  /// Why `text` must not replace the outline, or `nil` when it may be sent to the task store
  /// (which checks the rest).
  public static func problem(_ text: String) -> String? {
    text.contains(where: { !$0.isWhitespace }) ? nil : emptyTextMessage
  }
}
