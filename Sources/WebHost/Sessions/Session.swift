import Hummingbird
import NIOCore
import Synchronization
import Views

/// One browser session: its own app instance, on its own isolation, so sessions run in
/// parallel and never share state.
///
/// The app's view tree and closures are not `Sendable`: they are created inside this actor and
/// never leave it; only HTML strings and version numbers do.
///
/// The actor runs on one of the server's event loops, always the same one. On the default
/// executor a session's work moved between the cooperative pool's threads from one event to
/// the next, so each render started with the previous tree (which it reads and frees) in the
/// other core's cache: events cost ~30 % more server CPU (`triptych-bench web`). App code must
/// therefore not block (the kits move database and bcrypt work off the caller's thread).
actor Session {
  /// The id and CSRF token, renewed when the user's privileges change (see ``SessionKeys``).
  nonisolated let keys: SessionKeys
  nonisolated var id: String { keys.id }
  nonisolated var csrfToken: String { keys.csrfToken }
  /// Created by ``start()``, on this actor, so the app learns its isolation (a store needs it).
  private var host: ViewHost!

  /// The render counts so far, as the `X-Triptych-Render` header writes them.
  var renderTotalsHeader: String {
    let totals = host?.renderTotals ?? RenderStatistics()
    return "views-resolved=\(totals.viewsResolved) views-reused=\(totals.viewsReused) "
      + "nodes-changed=\(totals.nodesChanged) rows-resolved=\(totals.rowsResolved)"
  }
  private let makeApp: @Sendable (HostContext) -> any View
  private var listeners: [Int: AsyncStream<Int>.Continuation] = [:]
  private var nextListener = 0
  private var hasEnded = false
  /// The renders last sent, which patches start from.
  private var sent = SentRenders()
  /// Coalesces the many invalidations a burst of changes causes into one refresh.
  private nonisolated let refreshScheduled = Mutex(false)

  private nonisolated let eventLoop: any EventLoop

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    eventLoop.executor.asUnownedSerialExecutor()
  }

  init(
    eventLoop: any EventLoop, keys: SessionKeys = SessionKeys(),
    makeApp: @escaping @Sendable (HostContext) -> any View
  ) {
    self.eventLoop = eventLoop
    self.keys = keys
    self.makeApp = makeApp
  }

  /// Creates the app and starts listening for state changes and finished work (the app's live
  /// updates). Called once, before any other method.
  func start() {
    let makeApp = self.makeApp
    host = ViewHost(clock: ContinuousClock()) { context in AnyView(makeApp(context)) }
    host.onInvalidate = { [weak self] in self?.scheduleRefresh() }
  }

  /// The latest render as HTML: the whole page (with `limits` for its script), or only the
  /// app's fragment; with `layout` (the layout cookie of a page load), laid out for that width.
  func render(
    _ part: PageRenderer.Part, title: String, limits: EventLimits? = nil,
    layout: HorizontalSizeClass? = nil
  ) -> ByteBuffer {
    if let layout { host.horizontalSizeClass = layout }
    host.refresh()
    return renderFull(part, title: title, limits: limits)
  }

  /// The whole page after `event` was refused, for a page without script: the latest render
  /// with the refusal on top and the event's typing in its fields, as a scripted page keeps
  /// them. Posting it again applies the typing knowingly, as on a scripted page.
  func renderRefused(
    _ event: ViewEvent, because message: String, title: String, limits: EventLimits
  ) -> ByteBuffer {
    host.refresh()
    return renderFull(.page, title: title, limits: limits) { renderer in
      renderer.refusal = message
      for (id, value) in withoutUntypedPasswords(event).fieldValues
      where host.node(id)?.isTextInput == true && host.node(id)?.value != value {
        renderer.keptTyping[id] = value
      }
    }
  }

  /// The latest render for a page showing render `version`: a patch from it when this session
  /// still has that render and the patch is smaller, else the whole fragment.
  func update(since version: Int, title: String) -> Rendered {
    host.refresh()
    return patchOrFragment(since: version, title: title)
  }

  var version: Int { host.version }

  /// How an event's answer is sent.
  enum Delivery {
    /// Not at all: a form post is redirected to the page.
    case redirect
    /// The whole fragment.
    case fragment
    /// A patch from the event's render when possible, else the whole fragment.
    case patch
  }

  /// A render as sent to a page.
  struct Rendered {
    var body: ByteBuffer
    /// Whether `body` is a ``DOMPatch`` (JSON) rather than HTML.
    var isPatch: Bool
    /// The render the page shows once it applied `body`.
    var version: Int
  }

  /// Applies a user's event and returns the new render as `delivery` asks; refused events
  /// change nothing. The listener `answering` (see ``subscribeListener()``) is not told of the
  /// event's render, which the answer brings (unless it is a redirect).
  func handle(
    _ event: ViewEvent, title: String, delivery: Delivery, answering listener: Int? = nil
  ) -> Result<Rendered?, ViewEventError> {
    // Changes made while handling are rendered below; no background refresh is needed for them.
    refreshScheduled.withLock { $0 = true }
    defer {
      refreshScheduled.withLock { $0 = false }
      // Work that finished on another thread while this event was handled found a refresh
      // "already scheduled" and did not schedule one; without this its result would wait
      // for the next click instead of being pushed.
      if host.needsRender || host.work.tracker.pendingCount > 0 { scheduleRefresh() }
    }
    host.refresh()
    let event = withoutUntypedPasswords(event)
    do {
      try host.send(event)
    } catch {
      return .failure(error)
    }
    // Whoever submits a password gets a new session id in this answer, before the check even
    // finishes: an id planted in the browser beforehand (session fixation) is then worthless,
    // and the id that becomes signed in was only ever sent to this browser.
    if event.fieldValues.keys.contains(where: { host.node($0)?.kind == .secureField }) {
      keys.requestRenewal()
    }
    broadcast(except: delivery == .redirect ? nil : listener)
    switch delivery {
    case .redirect:
      return .success(nil)
    case .fragment:
      return .success(
        Rendered(body: renderFull(.fragment, title: title), isPatch: false, version: host.version))
    case .patch:
      guard let base = event.renderVersion else {
        return .success(
          Rendered(body: renderFull(.fragment, title: title), isPatch: false, version: host.version)
        )
      }
      return .success(patchOrFragment(since: base, title: title))
    }
  }

  /// The current tree as HTML, remembered as sent; `adjust` sets what a refusal adds.
  private func renderFull(
    _ part: PageRenderer.Part, title: String, limits: EventLimits? = nil,
    adjust: (inout PageRenderer) -> Void = { _ in }
  ) -> ByteBuffer {
    var renderer = PageRenderer(title: title, csrfToken: csrfToken, limits: limits)
    // Settled, not "nothing pending": subscriptions wait parked for the whole session.
    renderer.isBusy = !host.work.tracker.isSettled
    adjust(&renderer)
    let html = renderer.render(host.tree, version: host.version, as: part)
    sent.record(host.tree, version: host.version, fullBytes: html.readableBytes)
    return html
  }

  private func patchOrFragment(since base: Int, title: String) -> Rendered {
    guard let baseTree = sent.tree(at: base),
      let operations = base == host.version
        ? [] : PatchPlanner.plan(from: baseTree, to: host.tree)
    else {
      return Rendered(
        body: renderFull(.fragment, title: title), isPatch: false, version: host.version)
    }
    let patch = DOMPatch(from: base, to: host.version, operations: operations).encoded()
    // Writing the whole fragment costs what patches save: only when the patch may be larger.
    if patch.readableBytes > min(Self.smallPatchBytes, sent.lastFullBytes) {
      let html = renderFull(.fragment, title: title)
      if html.readableBytes <= patch.readableBytes {
        return Rendered(body: html, isPatch: false, version: host.version)
      }
    }
    sent.record(host.tree, version: host.version)
    return Rendered(body: patch, isPatch: true, version: host.version)
  }

  /// A patch this small is sent without checking that the whole fragment is larger.
  private static let smallPatchBytes = 4096

  /// The event without the empty password fields a page without script posts: the page shows
  /// every password field empty (it never holds the password), so empty means "not retyped",
  /// and clearing the app's value would lose what the user typed before.
  private func withoutUntypedPasswords(_ event: ViewEvent) -> ViewEvent {
    var event = event
    for (id, value) in event.fieldValues where value.isEmpty {
      if host.node(id)?.kind == .secureField { event.fieldValues[id] = nil }
    }
    return event
  }

  /// A stream of render versions, one each time the page changes by itself or by an event.
  func subscribe() -> AsyncStream<Int> {
    subscribeListener().versions
  }

  /// ``subscribe()``, with the listener's key: an event answered over the same connection as
  /// the stream (a page's socket) passes it to ``handle(_:title:delivery:answering:)``, so the
  /// stream is not woken for a render the answer already brings.
  func subscribeListener() -> (key: Int, versions: AsyncStream<Int>) {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Int.self, bufferingPolicy: .bufferingNewest(1))
    guard !hasEnded else {
      continuation.finish()
      return (0, stream)
    }
    nextListener += 1
    let key = nextListener
    listeners[key] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.unsubscribe(key) }
    }
    continuation.yield(host.version)
    return (key, stream)
  }

  /// Releases the app: cancels its work and closes live streams.
  func end() {
    hasEnded = true
    // A session can be ended (made room for) before it started.
    host?.onInvalidate = nil
    host?.work.cancelAll()
    for listener in listeners.values { listener.finish() }
    listeners = [:]
  }

  private func unsubscribe(_ key: Int) {
    listeners[key] = nil
  }

  private nonisolated func scheduleRefresh() {
    let isFirst = refreshScheduled.withLock { scheduled in
      defer { scheduled = true }
      return !scheduled
    }
    guard isFirst else { return }
    Task { await self.refreshInBackground() }
  }

  private func refreshInBackground() {
    refreshScheduled.withLock { $0 = false }
    guard !hasEnded, host.refresh() else { return }
    broadcast()
  }

  /// Tells every listener (but `skipped`) of the latest render. Telling a socket of the render
  /// its own answer brings would wake two of its tasks for nothing.
  private func broadcast(except skipped: Int? = nil) {
    for (key, listener) in listeners where key != skipped { listener.yield(host.version) }
  }
}
