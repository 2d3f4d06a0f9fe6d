import Flows

/// What a host hands the app it creates: where to run asynchronous work and which clock to use.
///
/// The web host gives a real clock; the test driver gives a virtual one that tests advance.
///
/// ```swift
/// let host = ViewHost(clock: ContinuousClock()) { context in
///   DemoView(model: DemoModel(work: context.work, clock: context.clock))
/// }
/// ```
public struct HostContext {
  /// The app's tracked asynchronous work; its completions run on the host's isolation.
  public let work: PendingWork
  /// The clock the app must use for delays, so tests can control time.
  public let clock: any Clock<Duration>
  /// The actor the host runs the app on (a web session's actor, the test's main actor): apps
  /// whose runtime must know it, such as a store, start there. `nil` only for a host created
  /// outside any actor.
  public let isolation: (any Actor)?
  /// The host's record of messages crossing the app's role boundaries, per event: debugger
  /// panels show it and turn it on while they do.
  public let flows: FlowRecorder

  /// Creates a context from the host's work, clock, isolation and flow recorder.
  public init(
    work: PendingWork, clock: any Clock<Duration>, isolation: (any Actor)? = nil,
    flows: FlowRecorder = FlowRecorder()
  ) {
    self.work = work
    self.clock = clock
    self.isolation = isolation
    self.flows = flows
  }
}

extension ViewHost {
  /// Creates the app once with a fresh ``HostContext`` and hosts the root view it returns.
  ///
  /// ```swift
  /// let host = ViewHost(clock: ContinuousClock()) { context in DemoApp.makeRoot(context) }
  /// ```
  public convenience init(
    clock: any Clock<Duration>,
    isolation: isolated (any Actor)? = #isolation,
    app: (HostContext) -> some View
  ) {
    let work = PendingWork()
    let flows = FlowRecorder()
    let root = app(HostContext(work: work, clock: clock, isolation: isolation, flows: flows))
    self.init(work: work, flows: flows) { root }
  }
}
