#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Any other member of the node (a computed one), read in place.
  @inlinable
  public subscript<Value>(dynamicMember member: KeyPath<ViewNode, Value>) -> Value {
    address.pointee[keyPath: member]
  }

  // The stored fields one by one rather than through the key-path lookup above: a debug
  // build applies a key path at run time, and the hosts read every field of every node.
  @inlinable public var kind: ViewNode.Kind { address.pointee.kind }
  @inlinable public var id: ElementID { address.pointee.id }
  @inlinable public var text: String { address.pointee.text }
  @inlinable public var icon: String? { address.pointee.icon }
  @inlinable public var value: String? { address.pointee.value }
  @inlinable public var role: ButtonRole? { address.pointee.role }
  @inlinable public var style: SemanticStyle? { address.pointee.style }
  @inlinable public var font: Font? { address.pointee.font }
  @inlinable public var placement: ToolbarItemPlacement? { address.pointee.placement }
  @inlinable public var isDisabled: Bool { address.pointee.isDisabled }
  @inlinable public var isOn: Bool { address.pointee.isOn }
  @inlinable public var progress: Double? { address.pointee.progress }
  @inlinable public var outlineLevel: Int { address.pointee.outlineLevel }
  @inlinable public var accessibilityLabel: String? { address.pointee.accessibilityLabel }
  @inlinable public var downloadName: String? { address.pointee.downloadName }
  @inlinable public var tag: AnyHashable? { address.pointee.tag }
  @inlinable public var children: [ViewNode] { address.pointee.children }
  @inlinable public var action: (() -> Void)? { address.pointee.action }
  @inlinable public var textBinding: Binding<String>? { address.pointee.textBinding }
  @inlinable public var submitAction: (() -> Void)? { address.pointee.submitAction }

  /// Whether `other` holds the very same field values, bit for bit: the same references
  /// (strings, closures, its children's storage) and the same plain values. Such a node and
  /// all its descendants show the same thing; a node that is not may still be equal.
  ///
  /// What a render that reused a view leaves behind: its nodes copied, not rebuilt.
  func isBitwiseIdentical(to other: BorrowedNode) -> Bool {
    address == other.address
      || memcmp(address, other.address, MemoryLayout<ViewNode>.size) == 0
  }

  /// The node itself, copied out of the tree: for a walk that keeps it.
  @inlinable
  public var copy: ViewNode { address.pointee }

  /// Calls `body` with the node's children, borrowed in turn.
  @inlinable
  public func forEachChild(_ body: (BorrowedNode) throws -> Void) rethrows {
    // An index loop, not the collection's iterator: debug builds run generic iteration
    // unspecialized, and hosts walk every node of every render.
    try address.pointee.children.withUnsafeBufferPointer { children in
      guard let first = children.baseAddress else { return }
      for offset in 0..<children.count { try body(BorrowedNode(first + offset)) }
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
  /// Concrete, not the collection's default: a debug build runs that one generic and
  /// unspecialised, and every walk of a tree asks each parent for its children's indices.
  @inlinable public var indices: Range<Int> { 0..<buffer.count }

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
