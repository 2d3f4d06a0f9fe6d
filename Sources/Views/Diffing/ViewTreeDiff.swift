/// The changes that turn one resolved view tree into the next, keyed by element identity
/// (``ElementID``): what a host sends instead of the whole new tree.
///
/// Children are matched by identity, not by position, so a row inserted at the top is one
/// insert, not a change to every row after it. Subtrees whose `children` arrays share storage
/// (reused from the previous render) are skipped without being read. When a parent has two
/// children with the same identity, matching them would be a guess: a change there replaces
/// the parent.
///
/// ```swift
/// let diff = ViewTreeDiff(from: oldTree, to: newTree)
/// for change in diff.changes {
///   switch change {
///   case .update(_, let node, let fields, _): print("\(node.id) changed \(fields)")
///   case .insert(let node, let path): print("\(node.id) inserted at \(path)")
///   default: break
///   }
/// }
/// diff.nodesChanged  // 2
/// ```
public struct ViewTreeDiff {
  /// One change. Paths are child indices from the root of the new tree.
  public enum Change {
    /// `node` is new, at `path`.
    case insert(ViewNode, path: [Int])
    /// `node` (from the old tree) is gone from the parent at `parentPath`.
    case remove(ViewNode, parentPath: [Int])
    /// The element `id` kept its identity but moved among its siblings, to `path`; whether its
    /// content changed too is told separately.
    case move(ElementID, path: [Int])
    /// The node at `path` is a different element, or its children could not be matched:
    /// `new` replaces `old` with all its descendants.
    case replace(ViewNode, with: ViewNode, path: [Int])
    /// The node at `path` kept its identity and kind; `fields` of it changed. Its children
    /// are diffed separately.
    case update(ViewNode, with: ViewNode, fields: ViewNode.Fields, path: [Int])

    /// Where the change is in the new tree: the node's path, or for a removal its parent's.
    public var path: [Int] {
      switch self {
      case .insert(_, let path), .move(_, let path), .replace(_, _, let path),
        .update(_, _, _, let path):
        path
      case .remove(_, let parentPath): parentPath
      }
    }
  }

  /// The changes, parents before their descendants; within one parent, removals first, then
  /// inserts and moves from the last position to the first (each placed before its next
  /// sibling, which is then already where it belongs).
  public private(set) var changes: [Change] = []
  /// How many nodes changed: those inserted, removed or replaced (with their descendants,
  /// counted in the new tree for replacements), updated or moved.
  public private(set) var nodesChanged = 0

  /// How many pairs of nodes were compared: what skipping reused subtrees saves.
  private(set) var nodesCompared = 0
  /// Of those, how many were the same bits (copies from the last render), so neither their
  /// fields nor their children were read.
  private(set) var nodesIdentical = 0

  /// Whether the trees show the same thing.
  public var isEmpty: Bool { changes.isEmpty }

  /// The changes from `old` to `new`.
  public init(from old: ViewNode, to new: ViewNode) {
    var path: [Int] = []
    BorrowedNode.borrowing(old) { old in
      BorrowedNode.borrowing(new) { new in diff(old, new, path: &path) }
    }
  }

  typealias Node = BorrowedNode

  private mutating func diff(_ old: Node, _ new: Node, path: inout [Int]) {
    // A node copied from the last render (a tab of 200 beside the one that changed) is the
    // same bits: nothing in it or under it to compare.
    if old.isBitwiseIdentical(to: new) {
      nodesCompared += 1
      nodesIdentical += 1
      return
    }
    guard old.id == new.id, old.kind == new.kind else {
      replace(old, new, path: path)
      return
    }
    nodesCompared += 1
    let start = changes.count
    let countAtStart = nodesChanged
    let fields = ViewNode.Fields.between(old, new)
    if !fields.isEmpty {
      changes.append(.update(old.copy, with: new.copy, fields: fields, path: path))
      nodesChanged += 1
    }
    let matched = old.withChildren { oldChildren in
      new.withChildren { newChildren in
        // The same storage means the same children: a reused subtree.
        oldChildren.isSameStorage(as: newChildren)
          || diffChildren(oldChildren, newChildren, path: &path)
      }
    }
    if !matched {
      changes.removeSubrange(start...)
      nodesChanged = countAtStart
      replace(old, new, path: path)
    }
  }

  private mutating func replace(_ old: Node, _ new: Node, path: [Int]) {
    changes.append(.replace(old.copy, with: new.copy, path: path))
    nodesChanged += Self.size(of: new)
  }

  /// Diffs the children of one parent; returns false when they cannot be matched by identity
  /// (duplicates among changed children), leaving the parent to be replaced.
  private mutating func diffChildren(
    _ old: BorrowedNodes,
    _ new: BorrowedNodes,
    path: inout [Int]
  ) -> Bool {
    if old.count == new.count {
      // A parent whose one child changed (a tab of 200) holds copies of the others: the runs
      // of bit-for-bit copies at both ends are skipped in one pass, unread.
      let changed = old.rangeDifferingBitwise(from: new)
      nodesCompared += old.count - changed.count
      nodesIdentical += old.count - changed.count
      if !changed.contains(where: { old[$0].id != new[$0].id }) {
        return diffInPlace(old, new, in: changed, path: &path)
      }
    }
    return diffKeyed(old, new, path: &path)
  }

  /// The same identities in the same order within `range` (the children outside it are the
  /// same bits): each child is diffed with its counterpart. If any of them changed and its
  /// identity is not unique among its siblings, a host could not tell which one the change
  /// is for.
  private mutating func diffInPlace(
    _ old: BorrowedNodes, _ new: BorrowedNodes, in range: Range<Int>, path: inout [Int]
  ) -> Bool {
    var changed: [Int] = []
    for offset in range {
      let before = changes.count
      path.append(offset)
      diff(old[offset], new[offset], path: &path)
      path.removeLast()
      if changes.count != before { changed.append(offset) }
    }
    // Only a changed child needs an identity of its own; compared, not hashed: one change
    // among 200 tabs costs 200 comparisons, not a set of 200 identities.
    for offset in changed where new.hasSibling(of: offset, withSameIDAs: new[offset]) {
      return false
    }
    return true
  }

  /// Different identities: matched by identity, with the fewest moves (the siblings that
  /// keep their relative order, a longest increasing subsequence, stay where they are).
  private mutating func diffKeyed(
    _ old: BorrowedNodes,
    _ new: BorrowedNodes,
    path: inout [Int]
  ) -> Bool {
    var oldOffsets: [ElementID: Int] = .init(minimumCapacity: old.count)
    for offset in old.indices where oldOffsets.updateValue(offset, forKey: old[offset].id) != nil {
      return false
    }
    var newIDs = Set<ElementID>(minimumCapacity: new.count)
    for offset in new.indices where !newIDs.insert(new[offset].id).inserted { return false }
    for offset in old.indices where !newIDs.contains(old[offset].id) {
      remove(old[offset], parentPath: path)
    }
    // For each new child, its offset among the old children (nil when inserted).
    let sources = new.indices.map { oldOffsets[new[$0].id] }
    let staying = Self.longestIncreasingRun(sources)
    for offset in new.indices.reversed() {
      guard sources[offset] != nil else {
        insert(new[offset], at: offset, path: &path)
        continue
      }
      guard !staying.contains(offset) else { continue }
      path.append(offset)
      changes.append(.move(new[offset].id, path: path))
      path.removeLast()
      nodesChanged += 1
    }
    for offset in new.indices {
      guard let source = sources[offset] else { continue }
      path.append(offset)
      diff(old[source], new[offset], path: &path)
      path.removeLast()
    }
    return true
  }

  private mutating func insert(_ node: Node, at offset: Int, path: inout [Int]) {
    path.append(offset)
    changes.append(.insert(node.copy, path: path))
    path.removeLast()
    nodesChanged += Self.size(of: node)
  }

  private mutating func remove(_ node: Node, parentPath: [Int]) {
    changes.append(.remove(node.copy, parentPath: parentPath))
    nodesChanged += Self.size(of: node)
  }

  private static func size(of node: Node) -> Int {
    var count = 1
    node.forEachChild { count += size(of: $0) }
    return count
  }

  /// The offsets (into `sources`) of a longest run of non-nil values that increases: the
  /// children that can stay in place while the others move around them.
  static func longestIncreasingRun(_ sources: [Int?]) -> Set<Int> {
    // Patience sorting: `tails[k]` is the offset ending the best run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: sources.count)
    for (offset, source) in sources.enumerated() {
      guard let source else { continue }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if sources[tails[middle]]! < source { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[offset] = tails[low - 1] }
      if low == tails.count { tails.append(offset) } else { tails[low] = offset }
    }
    var run = Set<Int>(minimumCapacity: tails.count)
    var offset = tails.last ?? -1
    while offset >= 0 {
      run.insert(offset)
      offset = previous[offset]
    }
    return run
  }
}
