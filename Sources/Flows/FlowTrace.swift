/// What one event set going: every message that crossed a role boundary, in order, with
/// timings. A trace begins with a person's event (a tap, a keystroke) and also collects what
/// that event's asynchronous work delivers later.
///
/// ```swift
/// let trace = recorder.traces.last!
/// trace.title                       // "tap “Log In”"
/// trace.steps.map(\.summary)        // ["view → presenter: logInTapped(…)", …]
/// ```
public struct FlowTrace: Identifiable, Sendable, Equatable {
  /// Grows by one per trace in one recorder.
  public let id: Int
  /// The event that began it, such as `tap “Log In”`.
  public var title: String
  /// Who began it: the view for what a person did, the service for a pushed update.
  public var origin: FlowLane
  /// The messages, in the order they were sent.
  public var steps: [FlowStep]

  /// Creates a trace by hand (a recorder makes its own), for a test or a preview of a diagram.
  public init(id: Int, title: String, origin: FlowLane = .view, steps: [FlowStep] = []) {
    self.id = id
    self.title = title
    self.origin = origin
    self.steps = steps
  }

  /// The lanes the steps touch, left to right.
  public var lanes: [FlowLane] {
    var seen = Set<FlowLane>()
    for step in steps {
      seen.insert(step.from)
      seen.insert(step.to)
    }
    return seen.sorted()
  }

  /// The messages that went from one role to another (self-messages and view updates are
  /// not boundary crossings).
  public var crossings: Int {
    steps.count { $0.from != $0.to && $0.kind != .update }
  }
}

/// One message between two roles.
///
/// ```swift
/// let step = trace.steps[0]
/// step.summary                             // "view → view model: increment()"
/// step.changes.map(\.description)          // ["count: 0 → 1"]
/// step.duration?.flowMilliseconds          // "0.03 ms"
/// ```
public struct FlowStep: Sendable, Equatable {
  /// What kind of message it is, drawn differently.
  public enum Kind: String, Sendable {
    /// A call: the sender waits for the receiver.
    case call
    /// An answer coming back, such as a service's result.
    case reply
    /// The view learning that what it shows changed.
    case update
    /// Assembly, teardown and other lifecycle moments.
    case lifecycle
  }

  /// The lane of the role that sent the message.
  public var from: FlowLane
  /// The lane of the role that received it; the same as ``from`` for a message within one
  /// role (one view model calling another, say).
  public var to: FlowLane
  /// Whether the message is a call, a reply, an update or a lifecycle moment.
  public var kind: Kind
  /// The message as code would read it: `logInTapped(username: "ada", password: •••)`.
  public var message: String
  /// The type that received it, such as `LoginPresenter`.
  public var receiver: String
  /// When it was sent, from the trace's first message.
  public var offset: Duration
  /// How long the receiver took to handle it, for calls.
  public var duration: Duration?
  /// What the message changed: properties of the receiver, or the state's diff.
  public var changes: [FlowChange]
  /// Where the receiver handles it, when the kit knows (``Reported(as:)`` methods, reducers
  /// declared with `@Reducer`, services).
  public var source: FlowSource?

  /// Creates a step by hand (a recorder makes its own), for a test or a preview of a diagram.
  public init(
    from: FlowLane, to: FlowLane, kind: Kind = .call, message: String, receiver: String = "",
    offset: Duration = .zero, duration: Duration? = nil, changes: [FlowChange] = [],
    source: FlowSource? = nil
  ) {
    self.source = source
    self.from = from
    self.to = to
    self.kind = kind
    self.message = message
    self.receiver = receiver
    self.offset = offset
    self.duration = duration
    self.changes = changes
  }

  /// `view → presenter: logInTapped(…)`
  public var summary: String { "\(from) → \(to): \(message)" }
}

/// One thing a message changed.
///
/// ```swift
/// FlowChange(name: "isLoading", old: "false", new: "true").description
/// // "isLoading: false → true"
/// ```
public struct FlowChange: Sendable, Equatable, CustomStringConvertible {
  /// A property name, or a state path.
  public var name: String
  /// The value before, on one line (a large value is summarised).
  public var old: String
  /// The value after, on one line.
  public var new: String
  /// For values too large for one line, the changed lines (`-` old, `+` new).
  public var diff: [String]

  /// Creates a change of `name` from `old` to `new`, with a large value's changed lines in
  /// `diff`.
  public init(name: String, old: String, new: String, diff: [String] = []) {
    self.name = name
    self.old = old
    self.new = new
    self.diff = diff
  }

  /// `isLoading: false → true`
  public var description: String { "\(name): \(old) → \(new)" }
}

extension Duration {
  /// `0.12 ms`: how the diagram prints times.
  public var flowMilliseconds: String {
    let (seconds, attoseconds) = components
    let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    if milliseconds >= 100 { return "\(Int(milliseconds.rounded())) ms" }
    let hundredths = (milliseconds * 100).rounded() / 100
    return "\(hundredths) ms"
  }
}
