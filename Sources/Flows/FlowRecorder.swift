import Observation
import Synchronization

/// The flows of one app session: for each recent event, the messages that crossed its roles'
/// boundaries (a ``FlowTrace``). Kits report into it at their boundaries; debugger panels and
/// the comparison page read it.
///
/// A recorder that is off costs one atomic read per boundary crossing. Hosts begin a trace per
/// event with ``event(_:from:_:)``; the messages reach the recorder through ``FlowContext``,
/// so no app method mentions it.
///
/// ```swift
/// let flows = FlowRecorder(isEnabled: true)
/// flows.event("tap “Log In”") { loginView.logInTapped() }
/// flows.traces.last?.steps.map(\.summary)
/// // ["view → presenter: logInTapped(username: \"ada\", password: •••)", …]
/// ```
///
/// Thread-safe: services report from wherever their work runs. Observers (a debugger panel)
/// are told once per event, when the host ends it, never in the middle of a render.
public final class FlowRecorder: Observable, Sendable {
  /// How many traces are kept; older ones are dropped.
  public let capacity: Int
  let clock = ContinuousClock()
  private let enabled: Atomic<Bool>
  private let shownInPanel = Atomic<Bool>(false)
  private let storage: Mutex<Storage>
  private let registrar = ObservationRegistrar()

  private struct Storage {
    var traces: [FlowTrace] = []
    var nextID = 0
    var changed = false
    var selection: FlowTrace.ID?
  }

  /// Creates a recorder, off unless `isEnabled`, that keeps the latest `capacity` traces (at
  /// least one).
  public init(isEnabled: Bool = false, capacity: Int = 50) {
    self.capacity = max(1, capacity)
    self.enabled = Atomic(isEnabled)
    self.storage = Mutex(Storage())
  }

  /// Whether messages are recorded. Debugger panels turn it on while they show.
  public var isEnabled: Bool {
    get {
      registrar.access(self, keyPath: \.isEnabled)
      return enabled.load(ordering: .relaxed)
    }
    set {
      guard newValue != enabled.load(ordering: .relaxed) else { return }
      registrar.withMutation(of: self, keyPath: \.isEnabled) {
        enabled.store(newValue, ordering: .relaxed)
      }
    }
  }

  /// Whether messages are recorded, without registering an observation: for the hot path.
  @inline(__always) var isRecording: Bool {
    enabled.load(ordering: .relaxed) || shownInPanel.load(ordering: .relaxed)
  }

  /// Whether a panel showing the flows is on screen: it records while one is, even when
  /// ``isEnabled`` is off.
  public var isShownInPanel: Bool { shownInPanel.load(ordering: .relaxed) }

  /// Called by a view that shows the flows, while it renders: recording starts.
  public func panelRendered() {
    shownInPanel.store(true, ordering: .relaxed)
  }

  /// Called by the host when no panel showing the flows is on screen any more.
  public func panelClosed() {
    shownInPanel.store(false, ordering: .relaxed)
  }

  /// The trace a panel shows; `nil` for the latest.
  public var selection: FlowTrace.ID? {
    get {
      registrar.access(self, keyPath: \.selection)
      return storage.withLock { $0.selection }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.selection) {
        storage.withLock { $0.selection = newValue }
      }
    }
  }

  /// The recent traces, oldest first.
  public var traces: [FlowTrace] {
    registrar.access(self, keyPath: \.traces)
    return storage.withLock { $0.traces }
  }

  /// The trace with this identity, if it is still kept.
  public func trace(_ id: FlowTrace.ID) -> FlowTrace? {
    traces.last { $0.id == id }
  }

  /// Forgets every trace.
  public func clear() {
    registrar.withMutation(of: self, keyPath: \.traces) {
      storage.withLock { $0.traces = [] }
    }
  }

  /// Runs `body` as the event `title`, sent from `lane`: the messages it causes (and those its
  /// asynchronous work delivers later) form one trace, begun at the first of them. Observers
  /// hear of the new messages when the event ends.
  ///
  /// ```swift
  /// flows.event("tap “Add”") { button.action?() }
  /// ```
  public func event<Result>(
    _ title: @autoclosure () -> String, from lane: FlowLane = .view, _ body: () -> Result
  ) -> Result {
    guard isRecording else { return body() }
    let context = FlowContext(
      recorder: self, trace: FlowTraceHandle(title: title(), origin: lane), lane: lane)
    defer { publish() }
    return FlowContext.$current.withValue(context, operation: body)
  }

  /// A context that begins a new trace titled `title`, sent from `lane`, for events that do
  /// not start with a person (a value a subscription pushes): run the event in it with
  /// ``FlowContext/resuming(_:_:)``.
  public func context(_ title: String, from lane: FlowLane) -> FlowContext {
    FlowContext(recorder: self, trace: FlowTraceHandle(title: title, origin: lane), lane: lane)
  }

  /// Tells observers about messages recorded since they last heard; hosts call it after
  /// delivering asynchronous work.
  public func publish() {
    let changed = storage.withLock { storage in
      defer { storage.changed = false }
      return storage.changed
    }
    guard changed else { return }
    registrar.withMutation(of: self, keyPath: \.traces) {}
  }

  // MARK: Recording (FlowContext, FlowBoundary)

  /// Where a step was put, to finish it when its receiver returns.
  struct StepReference {
    let trace: Int
    let index: Int
  }

  func append(_ step: FlowStep, to handle: FlowTraceHandle) -> StepReference {
    let now = clock.now
    return storage.withLock { storage in
      let (id, began) = handle.identity {
        storage.nextID += 1
        storage.traces.append(
          FlowTrace(id: storage.nextID, title: handle.title, origin: handle.origin))
        if storage.traces.count > capacity {
          storage.traces.removeFirst(storage.traces.count - capacity)
        }
        return (storage.nextID, now)
      }
      var step = step
      step.offset = now - began
      storage.changed = true
      guard let position = storage.traces.lastIndex(where: { $0.id == id }) else {
        return StepReference(trace: id, index: -1)  // Dropped by capacity meanwhile.
      }
      storage.traces[position].steps.append(step)
      return StepReference(trace: id, index: storage.traces[position].steps.count - 1)
    }
  }

  func finish(_ reference: StepReference, duration: Duration, changes: [FlowChange]) {
    storage.withLock { storage in
      guard reference.index >= 0,
        let position = storage.traces.lastIndex(where: { $0.id == reference.trace })
      else { return }
      storage.traces[position].steps[reference.index].duration = duration
      storage.traces[position].steps[reference.index].changes = changes
      storage.changed = true
    }
  }
}

/// A trace that begins at its first message: an event that crosses no boundary leaves none.
final class FlowTraceHandle: Sendable {
  let title: String
  let origin: FlowLane
  private let begun = Mutex<(id: Int, at: ContinuousClock.Instant)?>(nil)

  init(title: String, origin: FlowLane) {
    self.title = title
    self.origin = origin
  }

  /// The trace's identity and start, made by `begin` the first time.
  func identity(
    _ begin: () -> (Int, ContinuousClock.Instant)
  ) -> (id: Int, at: ContinuousClock.Instant) {
    begun.withLock { begun in
      if let begun { return begun }
      let made = begin()
      begun = (made.0, made.1)
      return (made.0, made.1)
    }
  }
}

extension FlowRecorder: CustomReflectable {
  /// No children: its atomics cannot be reflected, and state dumps that reach a recorder (a
  /// view model holding it) need only know it is there.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
