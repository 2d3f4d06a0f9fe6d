/// A node read where it lies in its tree instead of copied out of its parent's children.
///
/// Copying a ``ViewNode`` out of an array retains each of its reference fields, and hosts walk
/// whole trees on every event: diffing two renders, writing every element of a page, finding
/// sheets and text inputs. A borrowed node reads only the fields asked for, in place, and a
/// walk copies only the nodes it keeps (``copy``). It is valid only inside the call that hands
/// it out, while the tree it reads stays unchanged.
///
/// ```swift
/// var sheets: [ViewNode] = []
/// BorrowedNode.borrowing(tree) { root in
///   root.forEachChild { child in
///     if child.kind == .sheet { sheets.append(child.copy) }
///   }
/// }
/// ```
@dynamicMemberLookup
public struct BorrowedNode {
  @usableFromInline let address: UnsafePointer<ViewNode>

  @inlinable
  init(_ address: UnsafePointer<ViewNode>) {
    self.address = address
  }

  /// Borrows `node` for the length of `body`.
  @inlinable
  public static func borrowing<Result>(
    _ node: ViewNode, _ body: (BorrowedNode) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: node) { try body(BorrowedNode($0)) }
  }

  /// A field of the node, read in place.
  @inlinable
  public subscript<Value>(dynamicMember field: KeyPath<ViewNode, Value>) -> Value {
    address.pointee[keyPath: field]
  }

  /// The node itself, copied out of the tree: for a walk that keeps it.
  @inlinable
  public var copy: ViewNode { address.pointee }

  /// Calls `body` with the node's children, borrowed in turn.
  @inlinable
  public func forEachChild(_ body: (BorrowedNode) throws -> Void) rethrows {
    try withChildren { children in
      for child in children { try body(child) }
    }
  }

  /// Calls `body` with the node's children, borrowed, as a collection.
  @inlinable
  public func withChildren<Result>(
    _ body: (BorrowedNodes) throws -> Result
  ) rethrows -> Result {
    try address.pointee.children.withUnsafeBufferPointer { try body(BorrowedNodes($0)) }
  }

  /// Calls `body` with `nodes`, each borrowed, as a collection.
  @inlinable
  public static func borrowing<Result>(
    _ nodes: [ViewNode], _ body: (BorrowedNodes) throws -> Result
  ) rethrows -> Result {
    try nodes.withUnsafeBufferPointer { try body(BorrowedNodes($0)) }
  }
}

/// Nodes of one parent, each borrowed in place (see ``BorrowedNode``).
public struct BorrowedNodes: RandomAccessCollection {
  @usableFromInline let buffer: UnsafeBufferPointer<ViewNode>

  @inlinable
  init(_ buffer: UnsafeBufferPointer<ViewNode>) {
    self.buffer = buffer
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { buffer.count }

  @inlinable
  public subscript(position: Int) -> BorrowedNode {
    assert(indices.contains(position), "A borrowed node out of bounds")
    // In bounds, so the buffer is not empty.
    return BorrowedNode(buffer.baseAddress.unsafelyUnwrapped + position)
  }

  /// Whether both are the same storage: a subtree a render reused as it was.
  @inlinable
  public func isSameStorage(as other: BorrowedNodes) -> Bool {
    buffer.baseAddress == other.buffer.baseAddress && buffer.count == other.buffer.count
  }
}
