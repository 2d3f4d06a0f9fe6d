/// Where the current code runs in a flow: which recorder and trace its messages go to, and
/// which role is sending. Kept in a task-local value, so tasks started by an event carry it
/// and their results are drawn in that event's trace.
///
/// Hosts and kits set it; app code never does.
///
/// ```swift
/// // A kit that delivers work later restores the context of the code that started it:
/// let context = FlowContext.current
/// …
/// FlowContext.resuming(context) { completion(result) }
/// ```
public struct FlowContext: Sendable {
  /// The recorder messages go to.
  public let recorder: FlowRecorder
  let trace: FlowTraceHandle
  /// The role that sends the next message.
  public var lane: FlowLane
  /// The object currently handling a message: its calls to itself are not boundary crossings.
  var receiver: ObjectIdentifier?

  init(recorder: FlowRecorder, trace: FlowTraceHandle, lane: FlowLane) {
    self.recorder = recorder
    self.trace = trace
    self.lane = lane
  }

  /// The context of the running code, if it is part of a recorded event.
  @TaskLocal public static var current: FlowContext?

  /// This context with `lane` sending next, as `receiver` (whose calls to itself are then not
  /// crossings), or as no particular object.
  func acting(as lane: FlowLane, receiver: ObjectIdentifier? = nil) -> FlowContext {
    var context = self
    context.lane = lane
    context.receiver = receiver
    return context
  }

  /// The current context if its recorder is recording: the one check every boundary makes.
  @inline(__always) static var recording: FlowContext? {
    guard let context = current, context.recorder.isRecording else { return nil }
    return context
  }

  /// Runs `body` in `context` (captured earlier with ``current``), as the same role in the
  /// same trace, then tells observers. With `nil`, just runs `body`.
  public static func resuming<Result>(_ context: FlowContext?, _ body: () -> Result) -> Result {
    guard let context, context.recorder.isRecording else { return body() }
    defer { context.recorder.publish() }
    // What arrives later is a new message, even to the object that started the work.
    return $current.withValue(context.acting(as: context.lane), operation: body)
  }

  /// Records a message from the current role to `lane` and returns where it went.
  func send(
    to lane: FlowLane, kind: FlowStep.Kind, message: String, receiver: String,
    changes: [FlowChange] = [], source: FlowSource? = nil
  ) -> FlowRecorder.StepReference {
    recorder.append(
      FlowStep(
        from: self.lane, to: lane, kind: kind, message: message, receiver: receiver,
        changes: changes, source: source),
      to: trace)
  }
}
