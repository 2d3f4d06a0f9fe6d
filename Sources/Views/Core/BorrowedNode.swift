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
  /// What kind of element the node is, read in place.
  @inlinable public var kind: ViewNode.Kind { address.pointee.kind }
  /// The node's identity, read in place.
  @inlinable public var id: ElementID { address.pointee.id }
  /// The node's visible text, read in place.
  @inlinable public var text: String { address.pointee.text }
  /// The node's named icon, read in place.
  @inlinable public var icon: String? { address.pointee.icon }
  /// A field's current text or a picker's selected option, read in place.
  @inlinable public var value: String? { address.pointee.value }
  /// A button's role, read in place.
  @inlinable public var role: ButtonRole? { address.pointee.role }
  /// The node's semantic style, read in place.
  @inlinable public var style: SemanticStyle? { address.pointee.style }
  /// The node's font, read in place.
  @inlinable public var font: Font? { address.pointee.font }
  /// A toolbar item's placement, read in place.
  @inlinable public var placement: ToolbarItemPlacement? { address.pointee.placement }
  /// Whether the node ignores interaction, read in place.
  @inlinable public var isDisabled: Bool { address.pointee.isDisabled }
  /// A toggle's state, or whether an option, tab or row is selected, read in place.
  @inlinable public var isOn: Bool { address.pointee.isOn }
  /// A determinate progress view's fraction, read in place.
  @inlinable public var progress: Double? { address.pointee.progress }
  /// How deep in an outline the node sits, read in place.
  @inlinable public var outlineLevel: Int { address.pointee.outlineLevel }
  /// The name assistive technologies read, if set, read in place.
  @inlinable public var accessibilityLabel: String? { address.pointee.accessibilityLabel }
  /// A download link's file name, read in place.
  @inlinable public var downloadName: String? { address.pointee.downloadName }
  /// The value a `.tag(_:)` attached, read in place.
  @inlinable public var tag: AnyHashable? { address.pointee.tag }
  /// The node's children as an array (to read them in place, use ``withChildren(_:)``).
  @inlinable public var children: [ViewNode] { address.pointee.children }
  /// What activating the element does, read in place.
  @inlinable public var action: (() -> Void)? { address.pointee.action }
  /// A text field's binding, read in place.
  @inlinable public var textBinding: Binding<String>? { address.pointee.textBinding }
  /// What submitting a text field does, read in place.
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

  /// The position of the first node: 0.
  @inlinable public var startIndex: Int { 0 }
  /// The position after the last node: the count.
  @inlinable public var endIndex: Int { buffer.count }
  /// Concrete, not the collection's default: a debug build runs that one generic and
  /// unspecialised, and every walk of a tree asks each parent for its children's indices.
  @inlinable public var indices: Range<Int> { 0..<buffer.count }

  /// The node at `position`, borrowed in place.
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
