// Why views are resolved after, not inside, their parent's body.
//
// Observation merges what a nested `withObservationTracking` reads into the enclosing one:
// a child resolved inside its parent's tracking would make the parent dirty whenever the
// child's state changed, and the parent's body would run again for nothing. So inside a
// body, a composed view that must be resolved (or brought up to date) leaves a placeholder
// node; once the body's tracking has ended, each such view is resolved under its own
// tracking and its nodes take the placeholder's place (a list row whose content was
// deferred is named again from its real content).
//
// Primitives that rewrite their content's nodes (a button's name made from its label, a
// picker's options, `.tag`, the header order of `.navigationTitle`, an alert's buttons)
// need the real nodes at once: their content is resolved in place (see
// `beginOpaqueContent()`), and its reads count as the parent's, as they should.
extension RenderState {

  /// Whether a composed view met now must leave a placeholder.
  @usableFromInline
  var defersResolving: Bool { !deferred.isEmpty && opaqueDepth == 0 }

  /// Whether the views resolved now are inside content a primitive rewrites.
  @usableFromInline
  var isInOpaqueRegion: Bool { opaqueDepth > 0 }

  /// Starts content whose nodes the calling primitive rewrites: views in it are resolved in
  /// place. Pair with ``endOpaqueContent()``.
  @usableFromInline
  func beginOpaqueContent() {
    opaqueDepth += 1
  }

  @usableFromInline
  func endOpaqueContent() {
    opaqueDepth -= 1
  }

  @usableFromInline
  func beginTracking() {
    deferred.append([])
  }

  /// Ends a body's tracking: resolves the views it deferred, each under its own tracking, and
  /// puts their nodes where their placeholders are in `nodes`.
  @usableFromInline
  func endTracking(filling nodes: inout [ViewNode]) {
    let views = deferred.removeLast()
    guard !views.isEmpty else { return }
    var replacements: [ElementID: [ViewNode]] = [:]
    replacements.reserveCapacity(views.count)
    for view in views {
      switch view.work {
      case .resolve:
        var context = view.entry.context
        context.render = self
        func resolve<V: View>(_ body: V) -> [ViewNode] {
          resolveBody(of: body, entry: view.entry, in: context)
        }
        replacements[view.placeholder] = resolve(view.entry.view)
      case .refresh:
        refresh(view.entry)
        replacements[view.placeholder] = view.entry.nodes
      }
    }
    NodeSplice.fill(placeholders: replacements, in: &nodes)
  }

  @usableFromInline
  func deferResolving(
    _ entry: ViewCacheEntry, in context: ResolveContext, into nodes: inout [ViewNode]
  ) {
    appendPlaceholder(DeferredView(entry: entry, work: .resolve), context, into: &nodes)
  }

  @usableFromInline
  func deferRefreshing(
    _ entry: ViewCacheEntry, in context: ResolveContext, into nodes: inout [ViewNode]
  ) {
    appendPlaceholder(DeferredView(entry: entry, work: .refresh), context, into: &nodes)
  }

  private func appendPlaceholder(
    _ view: DeferredView, _ context: ResolveContext, into nodes: inout [ViewNode]
  ) {
    var view = view
    // Unique within the body: no element's path ends in a zero byte.
    view.placeholder = ElementID(hash: context.path.appending(byte: 0))
    nodes.append(ViewNode(kind: .group, id: view.placeholder))
    deferred[deferred.count - 1].append(view)
  }
}

/// A composed view met inside a body, resolved once that body's tracking has ended.
@usableFromInline
struct DeferredView {
  enum Work {
    /// Resolve its body (new, dirty, or with new inputs).
    case resolve
    /// Bring in the views inside it that changed (``RenderState/refresh(_:)``).
    case refresh
  }

  let entry: ViewCacheEntry
  let work: Work
  var placeholder = ElementID(rawValue: "")

  init(entry: ViewCacheEntry, work: Work) {
    self.entry = entry
    self.work = work
  }
}
