import Views

/// Turns the changes between two renders into the page operations that make the old page
/// the new one, exactly as a full render would write it.
///
/// Each change is placed at the nearest element the page can address: a change inside a
/// button or a selectable row replaces that element, a child inserted into a plain container
/// is inserted there, a change to something without an element of its own (a group, a tab, a
/// navigation title) replaces the element around it. Dialogs are written together after the
/// main content, so any change to them rewrites all of them. When a change reaches the root,
/// there is nothing smaller to send: ``plan(from:to:)`` returns `nil`.
struct PatchPlanner {
  /// The operations, without those inside an element that is replaced anyway.
  static func plan(from old: ViewNode, to new: ViewNode) -> [DOMPatch.Operation]? {
    var planner = PatchPlanner(new: new)
    for change in ViewTreeDiff(from: old, to: new).changes {
      planner.place(change)
      if planner.needsFullRender { return nil }
    }
    return planner.operations()
  }

  private let new: ViewNode
  private var planned: [Planned] = []
  /// Paths of the elements replaced whole.
  private var replaced: Set<[Int]> = []
  private var needsModals = false
  private var needsFullRender = false

  private init(new: ViewNode) {
    self.new = new
  }

  private struct Planned {
    /// Where the operation acts in the new tree (for a removal, the parent's path and -1).
    var path: [Int]
    var operation: DOMPatch.Operation
    /// Inside a dialog: rewritten with the dialogs when they are.
    var isInModal: Bool
  }

  /// Where the page can address a change.
  private enum Anchor {
    /// The main content's root: nothing smaller than the whole fragment.
    case page
    /// The dialogs.
    case modals
    case element(ViewNode, path: [Int])
  }

  /// What lies on the way from the root to a node.
  private struct Walk {
    /// The nearest element around the node that patches can reach.
    var anchor = Anchor.page
    /// An element (or alert) on the way that owns everything under it.
    var owner: Anchor?
    var isInModal = false
    /// The last node visited.
    var last: ViewNode
  }

  /// Visits the nodes at `path`'s first `depth` prefixes (the root for 0).
  private func walk(_ path: [Int], depth: Int) -> Walk {
    var node = new
    var walk = Walk(last: node)
    var level = 0
    while true {
      let prefix = Array(path[..<level])
      switch NodePresence(node) {
      case .leaf:
        walk.owner = .element(node, path: prefix)
      case .modal where node.kind == .alert:
        walk.owner = .modals
        walk.isInModal = true
      case .modal:
        walk.anchor = .modals
        walk.isInModal = true
      case .container:
        walk.anchor = .element(node, path: prefix)
      case .inline, .anonymous:
        break
      }
      walk.last = node
      guard walk.owner == nil, level < depth else { return walk }
      node = node.children[path[level]]
      level += 1
    }
  }

  private mutating func place(_ change: ViewTreeDiff.Change) {
    switch change {
    case .update(let old, let node, let fields, let path):
      let walk = walk(path, depth: path.count - 1)
      if let owner = walk.owner { return replace(owner, walk) }
      let presence = NodePresence(node)
      let oldPresence = NodePresence(old)
      if presence == .modal || oldPresence == .modal { return modals() }
      guard presence.isElement, oldPresence.isElement else {
        // A tab's title and selection show in its tab view; a group's fields show nowhere.
        if presence == .inline, node.kind != .tab { return }
        return replace(walk.anchor, walk)
      }
      if presence == .leaf || oldPresence == .leaf
        || (node.kind == .section && fields.contains(.text))
      {
        return replace(.element(node, path: path), walk)
      }
      var oldTag = NodeHTMLWriter()
      var newTag = NodeHTMLWriter()
      guard oldTag.writeStartTag(old), newTag.writeStartTag(node) else {
        return replace(.element(node, path: path), walk)
      }
      if oldTag.html.bytes != newTag.html.bytes {
        add(path, .attributes(node.id, startTag: newTag.html), walk)
      }
    case .insert(let node, let path):
      let walk = walk(path, depth: path.count - 1)
      if let owner = walk.owner { return replace(owner, walk) }
      if Self.containsModal(node) { modals() }
      guard NodePresence(node) != .modal else { return }
      guard NodePresence(walk.last) == .container, NodePresence(node).isElement,
        let before = reference(after: path.last!, in: walk.last)
      else { return replace(walk.anchor, walk) }
      add(path, .insert(html: Self.html(node), parent: walk.last.id, before: before), walk)
    case .remove(let node, let parentPath):
      let walk = walk(parentPath, depth: parentPath.count)
      if let owner = walk.owner { return replace(owner, walk) }
      if Self.containsModal(node) { modals() }
      guard NodePresence(node) != .modal else { return }
      guard NodePresence(walk.last) == .container, NodePresence(node).isElement else {
        return replace(walk.anchor, walk)
      }
      add(parentPath + [-1], .remove(node.id), walk)
    case .move(let id, let path):
      let walk = walk(path, depth: path.count - 1)
      if let owner = walk.owner { return replace(owner, walk) }
      let node = walk.last.children[path.last!]
      if Self.containsModal(node) { modals() }
      guard NodePresence(node) != .modal else { return }
      guard NodePresence(walk.last) == .container, NodePresence(node).isElement,
        let before = reference(after: path.last!, in: walk.last)
      else { return replace(walk.anchor, walk) }
      add(path, .move(id, parent: walk.last.id, before: before), walk)
    case .replace(let old, let node, let path):
      guard !path.isEmpty else {
        needsFullRender = true
        return
      }
      let walk = walk(path, depth: path.count - 1)
      if let owner = walk.owner { return replace(owner, walk) }
      if Self.containsModal(old) || Self.containsModal(node) { modals() }
      if NodePresence(old) == .modal, NodePresence(node) == .modal { return }
      guard NodePresence(old).isElement, NodePresence(node).isElement else {
        return replace(walk.anchor, walk)
      }
      guard replaced.insert(path).inserted else { return }
      add(path, .replace(old.id, html: Self.html(node)), walk)
    }
  }

  /// The sibling an element at `index` goes before: `.some(nil)` at the end, `nil` when the
  /// next sibling the page shows has no identity (then the parent is replaced instead).
  private func reference(after index: Int, in parent: ViewNode) -> ElementID?? {
    for sibling in parent.children[(index + 1)...] {
      switch NodePresence(sibling) {
      case .modal: continue
      case .container, .leaf: return .some(sibling.id)
      case .inline, .anonymous: return nil
      }
    }
    return .some(nil)
  }

  private mutating func replace(_ anchor: Anchor, _ walk: Walk) {
    switch anchor {
    case .page:
      needsFullRender = true
    case .modals:
      modals()
    case .element(let node, let path):
      guard replaced.insert(path).inserted else { return }
      add(path, .replace(node.id, html: Self.html(node)), walk)
    }
  }

  private mutating func modals() {
    needsModals = true
  }

  private mutating func add(_ path: [Int], _ operation: DOMPatch.Operation, _ walk: Walk) {
    planned.append(Planned(path: path, operation: operation, isInModal: walk.isInModal))
  }

  /// The planned operations, less those a replacement or the dialogs make unnecessary.
  private func operations() -> [DOMPatch.Operation] {
    var operations: [DOMPatch.Operation] = []
    for planned in planned {
      if needsModals && planned.isInModal { continue }
      if isUnderReplacedElement(planned) { continue }
      operations.append(planned.operation)
    }
    if needsModals {
      let modals = new.nodes { $0.kind == .sheet || $0.kind == .alert }
      var writer = NodeHTMLWriter()
      for (index, modal) in modals.enumerated() {
        writer.writeModal(modal, isTopmost: index == modals.count - 1)
      }
      operations.append(.modals(html: writer.html, mainIsInert: !modals.isEmpty))
    }
    return operations
  }

  private func isUnderReplacedElement(_ planned: Planned) -> Bool {
    if case .attributes = planned.operation, replaced.contains(planned.path) { return true }
    return (0..<planned.path.count).contains { replaced.contains(Array(planned.path[..<$0])) }
  }

  private static func html(_ node: ViewNode) -> HTMLBuffer {
    var writer = NodeHTMLWriter()
    writer.html = HTMLBuffer(capacity: 512)
    writer.write(node)
    return writer.html
  }

  private static func containsModal(_ node: ViewNode) -> Bool {
    node.first { $0.kind == .sheet || $0.kind == .alert } != nil
  }
}
