extension RenderState {
  /// Counts a reused entry and everything inside it as part of this render.
  @usableFromInline
  func reuse(_ entry: ViewCacheEntry) {
    var stack = [entry]
    while let next = stack.popLast() {
      next.generation = generation
      keepWindows(of: next)
      statistics.viewsReused += 1
      stack.append(contentsOf: next.children)
    }
  }

  /// Brings a clean entry up to date with the views inside it that changed: each dirty one is
  /// resolved again on its own (with the view and context it had: the entry's body did not
  /// run, so its children's inputs are what they were), and its new nodes replace its old
  /// ones in the entry's nodes. When a child's old nodes cannot be found (it produced none, or
  /// they were moved), the entry's body runs again instead: slower, never wrong.
  @usableFromInline
  func refresh(_ entry: ViewCacheEntry) {
    entry.generation = generation
    keepWindows(of: entry)
    statistics.viewsReused += 1
    resolving.append(entry)
    var nodes = entry.nodes
    var spliced = true
    for child in entry.children {
      let old = child.nodes
      switch child.claim(under: entry) {
      case .clean:
        reuse(child)
        continue
      case .changedInside:
        refresh(child)
      case .dirty:
        rerun(child)
      }
      if spliced {
        spliced = NodeSplice.replace(old, with: child.nodes, in: &nodes)
      }
    }
    resolving.removeLast()
    if spliced {
      entry.nodes = nodes
    } else {
      statistics.viewsReused -= 1
      rerun(entry)
    }
  }

  /// Resolves an entry's body again with the view and context it was last resolved with.
  func rerun(_ entry: ViewCacheEntry) {
    var context = entry.context
    context.render = self
    entry.restart(
      under: resolving.last, view: entry.view, context: entry.context,
      signature: entry.signature, keepsOpacity: true)
    entry.generation = generation
    statistics.viewsResolved += 1
    func resolve<V: View>(_ view: V) {
      _ = resolveBody(of: view, entry: entry, in: context)
    }
    resolve(entry.view)
  }
}
