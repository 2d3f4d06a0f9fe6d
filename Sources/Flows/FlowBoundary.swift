import Observation

/// Where kits report messages that cross a role boundary. App code does not call it: the
/// ``Reported(as:)`` macro writes the calls into a role's methods, and kits call it from their
/// own boundaries (bindings, navigation, clients).
///
/// ```swift
/// // What @Reported(as: .presenter) makes of `func logInTapped(username: String)`:
/// func logInTapped(username: String) {
///   FlowBoundary.receive(
///     .presenter, by: self, "logInTapped", arguments: { [("username", username)] }
///   ) {
///     … the method's own statements …
///   }
/// }
/// ```
public enum FlowBoundary {
  /// Runs `body` as `receiver` (in role `lane`) handling the message `name`, recording the
  /// message, how long it took, which of the receiver's properties it changed, and `source`,
  /// where the method is. A call the receiver makes to itself is not a crossing and is not
  /// recorded.
  @inline(__always)
  public static func receive<Receiver: AnyObject, Result, Failure: Error>(
    _ lane: FlowLane, by receiver: Receiver, _ name: String, source: FlowSource? = nil,
    arguments: () -> [(String?, Any)] = { [] },
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let context = FlowContext.recording,
      context.receiver != ObjectIdentifier(receiver)
    else { return try body() }
    return try record(lane, receiver, name, source, arguments(), context, body)
  }

  @inline(never)
  private static func record<Receiver: AnyObject, Result, Failure: Error>(
    _ lane: FlowLane, _ receiver: Receiver, _ name: String, _ source: FlowSource?,
    _ arguments: [(String?, Any)], _ context: FlowContext, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let recorder = context.recorder
    let before = FieldSnapshot(of: receiver)
    let reference = context.send(
      to: lane, kind: .call, message: FlowValue.message(name, arguments),
      receiver: "\(Receiver.self)", source: source)
    let inner = context.acting(as: lane, receiver: ObjectIdentifier(receiver))
    let start = recorder.clock.now
    let outcome: Swift.Result<Result, Failure> = FlowContext.$current.withValue(inner) {
      do throws(Failure) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    let changes = before.changes(to: FieldSnapshot(of: receiver))
    recorder.finish(reference, duration: recorder.clock.now - start, changes: changes)
    if !changes.isEmpty, lane != .view, receiver is any Observable {
      // The view reads an observable receiver: its changes reach the view as an update.
      _ = inner.send(
        to: .view, kind: .update,
        message: "changed " + changes.map(\.name).joined(separator: ", "), receiver: "")
    }
    return try outcome.get()
  }

  /// Records a message to `lane` handled by `body`, with how long it took and the changes
  /// `changes` reads once it is done: for kits whose roles are not objects (a reducer, say).
  ///
  /// ```swift
  /// let effect = FlowBoundary.call(to: .reducer, "reduce \(action)", receiver: "AppFeature") {
  ///   reducer(&state, action)
  /// } changes: { _ in diff(before, state) }
  /// ```
  public static func call<Result>(
    to lane: FlowLane, _ message: @autoclosure () -> String, receiver: String,
    source: FlowSource? = nil, _ body: () -> Result,
    changes: (Result) -> [FlowChange] = { _ in [] }
  ) -> Result {
    guard let context = FlowContext.recording else { return body() }
    let recorder = context.recorder
    let reference = context.send(
      to: lane, kind: .call, message: message(), receiver: receiver, source: source)
    let inner = context.acting(as: lane)
    let start = recorder.clock.now
    let result = FlowContext.$current.withValue(inner, operation: body)
    recorder.finish(reference, duration: recorder.clock.now - start, changes: changes(result))
    return result
  }

  /// Records a call to the service `name` (a domain client's endpoint, say) and its answer,
  /// from whichever role is running.
  ///
  /// ```swift
  /// login: { username, password in
  ///   try await FlowBoundary.service(
  ///     "authClient.login", arguments: { [("username", username)] }
  ///   ) {
  ///     try await base.login(username, password)
  ///   }
  /// }
  /// ```
  /// The service's source is where this is called: the client's endpoint.
  public static func service<Output, Failure: Error>(
    _ name: String,
    arguments: () -> [(String?, Any)] = { [] },
    fileID: String = #fileID, line: Int = #line,
    _ operation: () async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    guard let context = FlowContext.recording else { return try await operation() }
    let recorder = context.recorder
    let reference = context.send(
      to: .service, kind: .call, message: FlowValue.message(name, arguments()), receiver: name,
      source: FlowSource(fileID: fileID, line: line))
    let start = recorder.clock.now
    let inner = context.acting(as: .service)
    let outcome: Swift.Result<Output, Failure> = await FlowContext.$current.withValue(inner) {
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    recorder.finish(reference, duration: recorder.clock.now - start, changes: [])
    let answer: String
    switch outcome {
    case .success(let output): answer = "returned " + FlowValue.short(output)
    case .failure(let error): answer = "threw " + FlowValue.error(error)
    }
    _ = inner.send(to: context.lane, kind: .reply, message: answer, receiver: "")
    return try outcome.get()
  }

  /// Records a one-way message with no handler of its own to time: assembly, teardown,
  /// navigation done by a kit, the view learning of a change.
  ///
  /// ```swift
  /// FlowBoundary.note(to: .module, "assemble LoginModule", kind: .lifecycle)
  /// ```
  public static func note(
    to lane: FlowLane, _ message: @autoclosure () -> String, kind: FlowStep.Kind = .call,
    changes: @autoclosure () -> [FlowChange] = []
  ) {
    guard let context = FlowContext.recording else { return }
    _ = context.send(to: lane, kind: kind, message: message(), receiver: "", changes: changes())
  }

  /// Runs `body` as role `lane`, without recording a message: for kits whose role is known
  /// but whose entry is not a message (a store's reducer running, a TCA effect's work).
  public static func acting<Result>(as lane: FlowLane, _ body: () -> Result) -> Result {
    guard let context = FlowContext.recording else { return body() }
    return FlowContext.$current.withValue(context.acting(as: lane), operation: body)
  }

  /// ``acting(as:_:)`` for asynchronous work.
  public static func acting<Result>(
    as lane: FlowLane, isolation: isolated (any Actor)? = #isolation,
    _ body: () async -> Result
  ) async -> Result {
    guard let context = FlowContext.recording else { return await body() }
    return await FlowContext.$current.withValue(context.acting(as: lane), operation: body)
  }

  /// Whether the running code is part of an event being recorded: kits skip describing
  /// messages (diffs, dumps) when it is not.
  public static var isRecording: Bool { FlowContext.recording != nil }
}
