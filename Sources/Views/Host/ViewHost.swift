import Flows
import Observation
import Synchronization

/// Renders a root view and routes events back to its closures: the engine both hosts share, so
/// the headless driver and the web server behave identically.
///
/// It re-renders when state read during the last render changes (Observation), when asked
/// (``invalidate()``, for state that is not observable), and after every event. Each render has
/// a version, so events from an older page are recognised.
///
/// ```swift
/// let host = ViewHost { DemoView(model: model) }
/// let add = host.tree.first { $0.text == "Add" }!
/// try host.send(ViewEvent(target: add.id))
/// print(host.tree.outline)
/// ```
///
/// Not `Sendable`: create and use it on one isolation (a web session's actor, a test).
/// ``onInvalidate`` is the only thing that may be called from elsewhere.
public final class ViewHost {
  /// The app's tracked asynchronous work; hosts drain it on this host's isolation.
  public let work: PendingWork
  /// The flows of the app's events: each event the host applies is one trace, named after
  /// what the person did (recorded only while the recorder is on).
  public let flows: FlowRecorder
  /// The tree of the latest render.
  public private(set) var tree: ViewNode
  /// The version of the latest render; grows by one per render.
  public private(set) var version = 0

  private let makeRoot: () -> any View
  private let invalidation = Invalidation()
  private let renderState = RenderState()
  /// Each text input's value and the render in which the app last changed it.
  private var fields = FieldRecord()

  /// What the latest render did: views resolved and reused, nodes changed, rows resolved and
  /// left out by lazy lists.
  public var lastRender: RenderStatistics { renderState.statistics }

  /// ``lastRender``'s counts summed over every render since the host began: what a series of
  /// renders (an event and the updates after it) cost, as the difference of two readings.
  public private(set) var renderTotals = RenderStatistics()

  /// Creates a host and renders `root` once.
  public init(
    work: PendingWork = PendingWork(), flows: FlowRecorder = FlowRecorder(),
    root: @escaping () -> any View
  ) {
    self.work = work
    self.flows = flows
    work.flows = flows
    self.makeRoot = root
    self.tree = ViewNode(kind: .root, id: ElementID(path: ""))
    // A reused view's reads are not repeated by the next render, so its own tracking, not
    // the render's, reports their changes.
    let invalidation = self.invalidation
    renderState.onViewChange { invalidation.markDirty() }
    render()
  }

  /// Called, from any thread, when state the last render read has changed or work finished:
  /// hosts schedule ``refresh()`` on their isolation (and push the page to the browser).
  public var onInvalidate: (@Sendable () -> Void)? {
    get { invalidation.hook }
    set {
      invalidation.hook = newValue
      work.tracker.onChange = newValue
    }
  }

  /// The width of the page the host renders for; views adapt to it as SwiftUI's do (a
  /// ``NavigationSplitView`` collapses into a stack on `.compact`). Changing it marks the tree
  /// out of date.
  public var horizontalSizeClass: HorizontalSizeClass {
    get { renderState.horizontalSizeClass }
    set {
      if renderState.setHorizontalSizeClass(newValue) { invalidation.markDirty() }
    }
  }

  /// Whether the tree may be out of date.
  public var needsRender: Bool { invalidation.isDirty }

  /// Marks the tree out of date, for state that Observation does not track.
  public func invalidate() {
    renderState.invalidateAll()
    invalidation.markDirty()
  }

  /// Renders the root view again, tracking what it reads.
  @discardableResult
  public func render() -> ViewNode {
    invalidation.clear()
    let invalidation = self.invalidation
    let renderState = self.renderState
    renderState.beginRender()
    let previous = tree
    tree = withObservationTracking {
      resolveTree(makeRoot(), render: renderState)
    } onChange: {
      invalidation.markDirty()
    }
    renderState.endRender()
    // Cheap: subtrees shared with the previous tree are skipped unread.
    let changes = ViewTreeDiff(from: previous, to: tree)
    renderState.statistics.nodesChanged = changes.nodesChanged
    renderTotals.add(renderState.statistics)
    version += 1
    modalScope = fields.record(
      after: changes.changes, in: tree, version: version, dialog: modalScope)
    if flows.isShownInPanel, tree.first(where: { $0.kind == .diagram }) == nil {
      flows.panelClosed()
    }
    return tree
  }

  /// Delivers finished work, then renders if anything may have changed. Returns whether a new
  /// render happened.
  @discardableResult
  public func refresh() -> Bool {
    let delivered = work.drain()
    guard delivered > 0 || needsRender else { return false }
    render()
    return true
  }

  /// The element with this identity in the latest render.
  public func node(_ id: ElementID) -> ViewNode? {
    tree.node(id)
  }

  /// The part of the tree a user can act on: the topmost alert, else the topmost sheet, else
  /// everything (a dialog is modal).
  public var interactionScope: ViewNode {
    modalScope ?? tree
  }

  /// The topmost alert, else the topmost sheet, of the latest render; `nil` when no dialog is
  /// up. Found by the walk that records the render's fields (`FieldRecord`), not
  /// on each event: a page of 200 tabs is walked once per render.
  private var modalScope: ViewNode?

  /// Applies a user's event: typed values first, then the action; then re-renders.
  ///
  /// Refused events (``ViewEventError``) change nothing.
  public func send(_ event: ViewEvent) throws(ViewEventError) {
    let isFromOlderRender = try checkVersion(event.renderVersion)
    let modal = modalScope
    let scope = modal ?? tree
    let target = try event.target.map { id throws(ViewEventError) in
      try actionableNode(
        id, in: scope, isWholeTree: modal == nil, isFromOlderRender: isFromOlderRender)
    }
    if isFromOlderRender, let id = event.target, tree.isInDetailPane(id) {
      // A detail pane's controls act on what the pane shows (the row selected then), and
      // keep their identities when it shows another: from an older render, the same
      // "Mark done" could change the wrong item.
      throw .stale(
        "The details changed before your click arrived, so nothing was done. "
          + "The page now shows the latest state; click again if you still want to.")
    }
    var changes: [(id: ElementID, binding: Binding<String>, value: String)] = []
    for (id, value) in event.fieldValues.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      guard let field = scope.node(id) else {
        guard node(id) == nil else { continue }  // Behind a dialog: left as it was.
        throw isFromOlderRender
          ? .stale("The field \(id) is no longer on the page; it was reloaded.")
          : .malformed("There is no field \(id) on the page.")
      }
      guard let binding = field.textBinding else {
        throw .malformed("\(describe(field)) is not a text field.")
      }
      guard !field.isDisabled, field.value != value else { continue }
      // Typing is based on the text shown when it began: the render the client says, else the
      // render the event came from. A page without script, or one whose live update has not
      // arrived, says nothing more; its text must not replace one that changed since unseen.
      let basis = event.typingBegan[id] ?? event.renderVersion
      if let basis, let since = fields.since(id), since > basis {
        throw .stale(
          "\(describe(field)) was changed (in another window) while you typed, so nothing was "
            + "done. Your text is still in the field: do it again to use your text anyway, "
            + "or reload to see the other change.")
      }
      changes.append((id, binding, value))
    }
    fields.typedByEvent = Dictionary(
      changes.map { ($0.id, $0.value) }, uniquingKeysWith: { $1 })
    let returnTarget =
      event.action == .returnKey ? Self.fieldSubmittedByReturn(in: scope, event: event) : nil
    flows.event(
      Self.flowTitle(target: target, returnTarget: returnTarget, event: event, scope: scope)
    ) {
      for change in changes { change.binding.wrappedValue = change.value }
      if let target {
        switch event.action {
        case .activate: target.action?()
        case .submit: target.submitAction?()
        case .none, .returnKey: break
        }
      } else if let returnTarget {
        returnTarget.submitAction?()
      }
    }
    if let sizeClass = event.horizontalSizeClass { horizontalSizeClass = sizeClass }
    work.drain()
    flows.publish()
    render()
  }

  /// What a person did, as a flow's title: `tap “Log In”`, `Return in “Password”`, `type in
  /// “Username”`.
  private static func flowTitle(
    target: ViewNode?, returnTarget: ViewNode?, event: ViewEvent, scope: ViewNode
  ) -> String {
    do {
      func name(_ node: ViewNode) -> String {
        let text = node.accessibleName.isEmpty ? node.kind.rawValue : node.accessibleName
        return "“" + (text.count > 40 ? text.prefix(39) + "…" : text) + "”"
      }
      if let target {
        switch event.action {
        case .submit: return "submit " + name(target)
        default:
          switch target.kind {
          case .row: return "select " + name(target)
          case .toggle: return "switch " + name(target)
          case .tab: return "open tab " + name(target)
          default: return "tap " + name(target)
          }
        }
      }
      if let returnTarget { return "Return in " + name(returnTarget) }
      let fields = event.fieldValues.keys.compactMap { scope.node($0) }
      if let field = fields.first { return "type in " + name(field) }
      return event.horizontalSizeClass.map { "page width: \($0.rawValue)" } ?? "event"
    }
  }

  /// The field a Return from an unknown field means: the only field that can be submitted, or
  /// else the only such field whose text the event changes. `nil` when that is ambiguous:
  /// guessing could run the wrong action.
  private static func fieldSubmittedByReturn(in scope: ViewNode, event: ViewEvent) -> ViewNode? {
    let submittable = scope.allNodes.filter { $0.submitAction != nil && !$0.isDisabled }
    if submittable.count == 1 { return submittable[0] }
    let changed = submittable.filter { field in
      event.fieldValues[field.id].map { $0 != field.value } ?? false
    }
    return changed.count == 1 ? changed[0] : nil
  }

  private func checkVersion(_ renderVersion: Int?) throws(ViewEventError) -> Bool {
    guard let renderVersion else { return false }
    guard renderVersion > 0, renderVersion <= version else {
      throw .malformed("Render version \(renderVersion) does not exist (current: \(version)).")
    }
    return renderVersion < version
  }

  private func actionableNode(
    _ id: ElementID,
    in scope: ViewNode,
    isWholeTree: Bool,
    isFromOlderRender: Bool
  ) throws(ViewEventError) -> ViewNode {
    guard let target = node(id) else {
      throw isFromOlderRender
        ? .stale("That control is no longer on the page (it changed); the page was reloaded.")
        : .malformed("There is no control \(id) on the page.")
    }
    guard isWholeTree || scope.node(id) != nil else {
      throw .rejected("\(describe(target)) is behind a dialog; close the dialog first.")
    }
    guard target.isInteractive else {
      throw .malformed("\(describe(target)) cannot be acted on.")
    }
    guard !target.isDisabled else {
      throw .rejected("\(describe(target)) is disabled.")
    }
    return target
  }

  private func describe(_ node: ViewNode) -> String {
    node.accessibleName.isEmpty ? "The \(node.kind.rawValue)" : "“\(node.accessibleName)”"
  }
}

/// The dirty flag Observation's change handler sets from whatever thread mutated the state.
private final class Invalidation: Sendable {
  // A struct, not a tuple: a closure in a tuple held by the generic `Mutex` is re-abstracted
  // (wrapped in a new thunk) each time a sibling field is written in place, so the hook grew
  // by two thunks on every render and dirty mark, and calling it got slower for the whole
  // life of a session.
  private struct State {
    var isDirty = false
    var hook: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  var isDirty: Bool { state.withLock { $0.isDirty } }

  var hook: (@Sendable () -> Void)? {
    get { state.withLock { $0.hook } }
    set { state.withLock { $0.hook = newValue } }
  }

  func markDirty() {
    let hook = state.withLock { state in
      state.isDirty = true
      return state.hook
    }
    hook?()
  }

  func clear() {
    state.withLock { $0.isDirty = false }
  }
}
