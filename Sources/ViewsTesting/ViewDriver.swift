import Views

/// Drives a view tree the way a user does: finds controls by their visible names, taps, types,
/// toggles, selects, presses dialog buttons, and reads what is on screen.
///
/// The same script runs against any app that can be built from a `HostContext`, so one
/// scenario can check several architectures:
///
/// ```swift
/// let app = ViewDriver { context in DemoApp.makeRoot(context) }
/// try await app.tap("Add")
/// try await app.type("Buy milk", into: "Title")
/// try await app.tap("Save")
/// #expect(app.visibleText.contains("Buy milk"))
/// ```
///
/// Controls behind a sheet or alert cannot be reached, as for a user. Every action waits until
/// the app settles; failures throw a ``DriverError`` whose message shows the visible outline.
public final class ViewDriver {
  /// The engine shared with WebHost: events here behave as clicks in a browser.
  public let host: ViewHost
  /// The clock the app was given; advance it with ``advance(by:)``.
  public let clock: VirtualClock
  /// How long ``settle()`` waits for running work before failing (real time; only reached
  /// when something hangs). Generous: the whole suite in parallel on 2 cores, with password
  /// hashing queued behind other tests', was seen to need more than 5 s for one sign-in, and
  /// beside the generated-package builds (as in CI) more than 30 s.
  public var settleTimeout: Duration

  /// Creates the app with a context holding this driver's work tracker and virtual clock.
  public init(
    clock: VirtualClock = VirtualClock(),
    settleTimeout: Duration = .seconds(120),
    isolation: isolated (any Actor)? = #isolation,
    app: (HostContext) -> some View
  ) {
    self.clock = clock
    self.settleTimeout = settleTimeout
    self.host = ViewHost(clock: clock, isolation: isolation, app: app)
  }

  /// Drives a root view built from state the test already holds.
  ///
  /// ```swift
  /// let app = ViewDriver(root: { CounterView(model: model) })
  /// ```
  public convenience init(
    clock: VirtualClock = VirtualClock(),
    root: @escaping () -> some View
  ) {
    self.init(clock: clock) { _ in AnyView(root()) }
  }

  // MARK: Reading

  /// The current tree, re-rendered first if state changed.
  public var tree: ViewNode {
    host.refresh()
    return host.tree
  }

  /// What is visible, as an indented plain-text outline.
  public var visibleText: String { tree.outline }

  /// Whether `text` appears anywhere in the visible outline.
  public func shows(_ text: String) -> Bool {
    visibleText.contains(text)
  }

  /// The visible alert, if any.
  public var alert: ViewNode? { tree.last { $0.kind == .alert } }

  /// The topmost visible sheet, if any.
  public var sheet: ViewNode? { tree.last { $0.kind == .sheet } }

  /// The current text of the field named `label`.
  public func value(of label: String) throws(DriverError) -> String {
    try find(label, kinds: [.textField, .secureField, .textEditor], action: "read").value ?? ""
  }

  /// The reachable control named `label` (see the type's discussion for what is reachable).
  public func element(
    _ label: String,
    kinds: Set<ViewNode.Kind>? = nil
  ) throws(DriverError) -> ViewNode {
    try find(label, kinds: kinds, action: "find")
  }

  // MARK: Acting

  /// Taps the button (or tab, or toolbar button) named `label`.
  public nonisolated(nonsending) func tap(
    _ label: String,
    role: ButtonRole? = nil
  ) async throws(DriverError) {
    let node = try find(label, kinds: [.button, .tab], role: role, action: "tap")
    try await perform(ViewEvent(target: node.id), on: node, describing: "tap “\(label)”")
  }

  /// Replaces the text of the field named `field` with `text`, as typing it would.
  public nonisolated(nonsending) func type(
    _ text: String,
    into field: String
  ) async throws(DriverError) {
    let node = try find(field, kinds: [.textField, .secureField, .textEditor], action: "type into")
    try await perform(
      ViewEvent(target: nil, fieldValues: [node.id: text]), on: node,
      describing: "type into “\(field)”")
  }

  /// Presses Return in the field named `field`.
  public nonisolated(nonsending) func submit(_ field: String) async throws(DriverError) {
    let node = try find(field, kinds: [.textField, .secureField, .textEditor], action: "submit")
    try await perform(
      ViewEvent(target: node.id, action: .submit), on: node, describing: "submit “\(field)”")
  }

  /// Flips the toggle named `label`.
  public nonisolated(nonsending) func toggle(_ label: String) async throws(DriverError) {
    let node = try find(label, kinds: [.toggle], action: "toggle")
    try await perform(ViewEvent(target: node.id), on: node, describing: "toggle “\(label)”")
  }

  /// Selects the list row whose text contains `row`.
  public nonisolated(nonsending) func select(row: String) async throws(DriverError) {
    let node = try find(row, kinds: [.row], matchingContains: true, action: "select row")
    try await perform(ViewEvent(target: node.id), on: node, describing: "select row “\(row)”")
  }

  /// Selects the row whose text contains `row` in the first `pane` of the screen (`.sidebar`,
  /// `.content`, `.detail`): the same words can name a category in the sidebar and an item in
  /// the list (a project "Inbox"), as a user tells them apart by where they are.
  ///
  /// ```swift
  /// try await app.select(row: "Inbox", in: .sidebar)
  /// ```
  public nonisolated(nonsending) func select(
    row: String,
    in pane: ViewNode.Kind
  ) async throws(DriverError) {
    let node = try find(
      row, kinds: [.row], matchingContains: true, within: pane, action: "select row")
    try await perform(
      ViewEvent(target: node.id), on: node, describing: "select row “\(row)” in the \(pane)")
  }

  /// Chooses `option` in the picker named `picker`.
  public nonisolated(nonsending) func select(
    _ option: String,
    in picker: String
  ) async throws(DriverError) {
    let pickerNode = try find(picker, kinds: [.picker], action: "choose in")
    guard let node = pickerNode.children.first(where: { $0.text == option }) else {
      throw failure("No option “\(option)” in picker “\(picker)”")
    }
    try await perform(ViewEvent(target: node.id), on: node, describing: "choose “\(option)”")
  }

  /// Presses the button named `label` in the visible alert or sheet.
  ///
  /// ```swift
  /// try await app.press("Delete", in: .alert)
  /// ```
  public nonisolated(nonsending) func press(
    _ label: String,
    in dialog: Dialog
  ) async throws(DriverError) {
    guard let container = dialog == .alert ? alert : sheet else {
      throw failure("Cannot press “\(label)”: no \(dialog.rawValue) is visible")
    }
    let matches = container.allNodes.filter { $0.kind == .button && $0.accessibleName == label }
    guard let node = matches.first else {
      throw failure("No button “\(label)” in the \(dialog.rawValue)")
    }
    try await perform(ViewEvent(target: node.id), on: node, describing: "press “\(label)”")
  }

  /// Dismisses the topmost alert or sheet, as pressing Escape would.
  public nonisolated(nonsending) func dismiss() async throws(DriverError) {
    guard let dialog = alert ?? sheet else { throw failure("Nothing to dismiss") }
    try await perform(ViewEvent(target: dialog.id), on: dialog, describing: "dismiss")
  }

  // MARK: Time

  /// Waits until the app's tracked work has finished or is waiting for the virtual clock, and
  /// its results are shown. Never sleeps unless something hangs (then fails after
  /// ``settleTimeout``).
  public nonisolated(nonsending) func settle() async throws(DriverError) {
    let host = self.host
    if let stillRunning = await settleWork(
      host.work.tracker, within: settleTimeout, deliver: { _ = host.refresh() })
    {
      throw failure(
        "The app did not settle within \(settleTimeout): "
          + "\(stillRunning) operation(s) still running")
    }
  }

  /// Advances the virtual clock, then settles.
  public nonisolated(nonsending) func advance(by duration: Duration) async throws(DriverError) {
    clock.advance(by: duration)
    try await settle()
  }

  // MARK: Internals

  private nonisolated(nonsending) func perform(
    _ event: ViewEvent,
    on node: ViewNode,
    describing description: String
  ) async throws(DriverError) {
    do {
      try host.send(event)
    } catch {
      throw failure("Could not \(description): \(error)")
    }
    try await settle()
  }

  private func find(
    _ label: String,
    kinds: Set<ViewNode.Kind>?,
    role: ButtonRole? = nil,
    matchingContains: Bool = false,
    within pane: ViewNode.Kind? = nil,
    action: String
  ) throws(DriverError) -> ViewNode {
    host.refresh()
    var scope = host.interactionScope
    if let pane {
      guard let found = scope.first(where: { $0.kind == pane }) else {
        throw failure("Cannot \(action) “\(label)”: no \(pane) is visible")
      }
      scope = found
    }
    let reachable = scope.allNodes.filter { node in
      (kinds?.contains(node.kind) ?? node.isInteractive) && (role == nil || node.role == role)
    }
    let exact = reachable.filter { $0.accessibleName == label }
    let candidates =
      !exact.isEmpty
      ? exact
      : reachable.filter {
        matchingContains
          ? $0.accessibleName.lowercased().contains(label.lowercased())
          : $0.accessibleName.lowercased() == label.lowercased()
      }
    switch candidates.count {
    case 1:
      return candidates[0]
    case 0:
      let hidden = host.tree.allNodes.contains { $0.accessibleName == label }
      throw failure(
        "Cannot \(action) “\(label)”: "
          + (hidden ? "it is behind a dialog" : "no such control is visible"))
    default:
      let disabledFree = candidates.filter { !$0.isDisabled }
      if disabledFree.count == 1 { return disabledFree[0] }
      throw failure(
        "Cannot \(action) “\(label)”: \(candidates.count) controls have that name")
    }
  }

  private func failure(_ message: String) -> DriverError {
    DriverError(message: message, outline: host.tree.outline)
  }
}

/// Which dialog ``ViewDriver/press(_:in:)`` looks in.
///
/// ```swift
/// try await app.press("Save", in: .sheet)
/// ```
public enum Dialog: String, Sendable {
  /// The visible alert.
  case alert
  /// The topmost visible sheet.
  case sheet
}

/// A driver step that could not be done, with what was visible at the time.
///
/// ```swift
/// do {
///   try await app.tap("Launch rocket")
/// } catch {
///   print(error)  // the message, then the visible outline between two rules
/// }
/// ```
public struct DriverError: Error, CustomStringConvertible {
  /// What could not be done and why, such as `Cannot tap “Save”: it is behind a dialog`.
  public var message: String
  /// The visible tree as an indented outline (`ViewNode.outline`) when the step failed.
  public var outline: String

  /// The message followed by the outline, framed so a test log shows what was on screen.
  public var description: String {
    "\(message)\n--- visible ---\n\(outline)\n---------------"
  }
}
