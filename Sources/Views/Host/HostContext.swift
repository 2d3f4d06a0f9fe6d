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

  public init(work: PendingWork, clock: any Clock<Duration>) {
    self.work = work
    self.clock = clock
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
    app: (HostContext) -> some View
  ) {
    let work = PendingWork()
    let root = app(HostContext(work: work, clock: clock))
    self.init(work: work) { root }
  }
}
