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
package struct BorrowedNode {
  @usableFromInline let address: UnsafePointer<ViewNode>

  @inlinable
  init(_ address: UnsafePointer<ViewNode>) {
    self.address = address
  }

  /// Borrows `node` for the length of `body`.
  @inlinable
  package static func borrowing<Result>(
    _ node: ViewNode, _ body: (BorrowedNode) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: node) { try body(BorrowedNode($0)) }
  }

  // One accessor per stored field (each listed in `ViewNode.fieldTable`, whose entries do not
  // compile without theirs), and none by key path: a debug build applies a key path at run
  // time, and the hosts read every field of every node.
  /// What kind of element the node is, read in place.
  @inlinable package var kind: ViewNode.Kind { address.pointee.kind }
  /// The node's identity, read in place.
  @inlinable package var id: ElementID { address.pointee.id }
  /// The node's visible text, read in place.
  @inlinable package var text: String { address.pointee.text }
  /// The node's named icon, read in place.
  @inlinable package var icon: String? { address.pointee.icon }
  /// A field's current text or a picker's selected option, read in place.
  @inlinable package var value: String? { address.pointee.value }
  /// A button's role, read in place.
  @inlinable package var role: ButtonRole? { address.pointee.role }
  /// The node's semantic style, read in place.
  @inlinable package var style: SemanticStyle? { address.pointee.style }
  /// The node's font, read in place.
  @inlinable package var font: Font? { address.pointee.font }
  /// A toolbar item's placement, read in place.
  @inlinable package var placement: ToolbarItemPlacement? { address.pointee.placement }
  /// Whether the node ignores interaction, read in place.
  @inlinable package var isDisabled: Bool { address.pointee.isDisabled }
  /// A toggle's state, or whether an option, tab or row is selected, read in place.
  @inlinable package var isOn: Bool { address.pointee.isOn }
  /// A determinate progress view's fraction, read in place.
  @inlinable package var progress: Double? { address.pointee.progress }
  /// How deep in an outline the node sits, read in place.
  @inlinable package var outlineLevel: Int { address.pointee.outlineLevel }
  /// The name assistive technologies read, if set, read in place.
  @inlinable package var accessibilityLabel: String? { address.pointee.accessibilityLabel }
  /// A download link's file name, read in place.
  @inlinable package var downloadName: String? { address.pointee.downloadName }
  /// The value a `.tag(_:)` attached, read in place.
  @inlinable package var tag: AnyHashable? { address.pointee.tag }
  /// The node's children as an array (to read them in place, use ``withChildren(_:)``).
  @inlinable package var children: [ViewNode] { address.pointee.children }
  /// What activating the element does, read in place.
  @inlinable package var action: (() -> Void)? { address.pointee.action }
  /// A text field's binding, read in place.
  @inlinable package var textBinding: Binding<String>? { address.pointee.textBinding }
  /// What submitting a text field does, read in place.
  @inlinable package var submitAction: (() -> Void)? { address.pointee.submitAction }

  // Computed members the hosts ask of every node, read through the node in place.
  /// Whether the node is a text input.
  @inlinable package var isTextInput: Bool { address.pointee.isTextInput }
  /// Whether a user can act on the node.
  @inlinable package var isInteractive: Bool { address.pointee.isInteractive }
  /// The name a user (or screen reader) knows the node by.
  @inlinable package var accessibleName: String { address.pointee.accessibleName }
  /// The button a host focuses when this alert opens (see ``ViewNode/initialFocus``).
  package var initialFocus: ViewNode? { address.pointee.initialFocus }
  /// A sequence diagram's lanes and messages (see ``ViewNode/diagramContent``).
  package var diagramContent: (lanes: [String], messages: [SequenceDiagram.Message])? {
    address.pointee.diagramContent
  }

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
  package var copy: ViewNode { address.pointee }

  /// Calls `body` with the node's children, borrowed in turn.
  @inlinable
  package func forEachChild(_ body: (BorrowedNode) throws -> Void) rethrows {
    // An index loop, not the collection's iterator: debug builds run generic iteration
    // unspecialized, and hosts walk every node of every render.
    try address.pointee.children.withUnsafeBufferPointer { children in
      guard let first = children.baseAddress else { return }
      for offset in 0..<children.count { try body(BorrowedNode(first + offset)) }
    }
  }

  /// Calls `body` with the node's children, borrowed, as a collection.
  @inlinable
  package func withChildren<Result>(
    _ body: (BorrowedNodes) throws -> Result
  ) rethrows -> Result {
    try address.pointee.children.withUnsafeBufferPointer { try body(BorrowedNodes($0)) }
  }

  /// Calls `body` with `nodes`, each borrowed, as a collection.
  @inlinable
  package static func borrowing<Result>(
    _ nodes: [ViewNode], _ body: (BorrowedNodes) throws -> Result
  ) rethrows -> Result {
    try nodes.withUnsafeBufferPointer { try body(BorrowedNodes($0)) }
  }
}

/// Nodes of one parent, each borrowed in place (see ``BorrowedNode``).
package struct BorrowedNodes: RandomAccessCollection {
  @usableFromInline let buffer: UnsafeBufferPointer<ViewNode>

  @inlinable
  init(_ buffer: UnsafeBufferPointer<ViewNode>) {
    self.buffer = buffer
  }

  /// The position of the first node: 0.
  @inlinable package var startIndex: Int { 0 }
  /// The position after the last node: the count.
  @inlinable package var endIndex: Int { buffer.count }
  /// Concrete, not the collection's default: a debug build runs that one generic and
  /// unspecialised, and every walk of a tree asks each parent for its children's indices.
  @inlinable package var indices: Range<Int> { 0..<buffer.count }
  /// The number of nodes; concrete for the same reason (the default measures the distance
  /// between the indices, through range checks).
  @inlinable package var count: Int { buffer.count }

  /// The node at `position`, borrowed in place.
  @inlinable
  package subscript(position: Int) -> BorrowedNode {
    assert(indices.contains(position), "A borrowed node out of bounds")
    // In bounds, so the buffer is not empty.
    return BorrowedNode(buffer.baseAddress.unsafelyUnwrapped + position)
  }

  /// Whether both are the same storage: a subtree a render reused as it was.
  @inlinable
  package func isSameStorage(as other: BorrowedNodes) -> Bool {
    buffer.baseAddress == other.buffer.baseAddress && buffer.count == other.buffer.count
  }

  /// The positions between the longest runs, at the start and at the end, of nodes that are
  /// bit for bit the same as `other`'s (see ``BorrowedNode/isBitwiseIdentical(to:)``); both
  /// have the same count. Empty when all are.
  ///
  /// One loop over raw memory: a parent of 200 tabs, one of which changed, is compared on
  /// every render, and a debug build runs a loop over borrowed nodes unspecialised.
  func rangeDifferingBitwise(from other: BorrowedNodes) -> Range<Int> {
    precondition(buffer.count == other.buffer.count)
    guard let mine = buffer.baseAddress, let theirs = other.buffer.baseAddress, mine != theirs
    else { return 0..<0 }
    let size = MemoryLayout<ViewNode>.size
    let stride = MemoryLayout<ViewNode>.stride
    let left = UnsafeRawPointer(mine)
    let right = UnsafeRawPointer(theirs)
    var start = 0
    while start < buffer.count,
      memcmp(left + start * stride, right + start * stride, size) == 0
    {
      start += 1
    }
    var end = buffer.count
    while end > start,
      memcmp(left + (end - 1) * stride, right + (end - 1) * stride, size) == 0
    {
      end -= 1
    }
    return start..<end
  }

  /// Where a run of nodes with `run`'s identities, kinds and children storage starts (a
  /// composed view's nodes, copied into its ancestor's), or `nil`.
  ///
  /// Reads in place, in one loop over raw memory, the cheap tests first: a splice searches
  /// the tab view of 200 tabs on every render that changes one of them.
  func firstRun(matching run: [ViewNode]) -> Int? {
    guard let nodes = buffer.baseAddress, buffer.count >= run.count else { return nil }
    return run.withUnsafeBufferPointer { run -> Int? in
      guard let expected = run.baseAddress else { return nil }
      let raw = RawNode()
      func matches(_ candidate: UnsafePointer<ViewNode>, _ expected: UnsafePointer<ViewNode>)
        -> Bool
      {
        raw.kind(candidate) == raw.kind(expected) && raw.sameID(candidate, expected)
          && raw.sameChildrenStorage(candidate, expected)
      }
      // The first node's kind rules out most places without a call.
      let kindOffset = raw.kindOffset
      let wantedKind = raw.kind(expected)
      var kinds = (UnsafeRawPointer(nodes) + kindOffset).assumingMemoryBound(to: UInt8.self)
      let stride = MemoryLayout<ViewNode>.stride
      search: for start in 0...(buffer.count - run.count) {
        defer { kinds = (UnsafeRawPointer(kinds) + stride).assumingMemoryBound(to: UInt8.self) }
        guard kinds.pointee == wantedKind else { continue }
        for offset in 0..<run.count where !matches(nodes + start + offset, expected + offset) {
          continue search
        }
        return start
      }
      return nil
    }
  }

  /// The positions of the nodes that have children, read in place.
  func indicesWithChildren() -> [Int] {
    guard let first = buffer.baseAddress else { return [] }
    let raw = RawNode()
    var found: [Int] = []
    for index in 0..<buffer.count where raw.hasChildren(first + index) { found.append(index) }
    return found
  }

  /// Whether another node than the one at `offset` has `node`'s identity.
  ///
  /// Reads the identities in place: copying each out would retain and release it.
  func hasSibling(of offset: Int, withSameIDAs node: BorrowedNode) -> Bool {
    guard let first = buffer.baseAddress else { return false }
    let raw = RawNode()
    let wanted = raw.idWords(node.address)
    // One loop with nothing called per sibling: the identities' bits first.
    var words = raw.idWords(first)
    let stride = MemoryLayout<ViewNode>.stride / MemoryLayout<UInt64>.stride
    for other in 0..<buffer.count {
      defer { words += stride }
      guard other != offset else { continue }
      if words[0] == wanted[0], words[1] == wanted[1] { return true }
      // Two small strings (bit 61 of the second word) whose bits differ differ.
      if words[1] & wanted[1] & (1 << 61) != 0 { continue }
      if raw.sameID(first + other, node.address) { return true }
    }
    return false
  }
}

/// A node's fields read where they lie, for the loops over every sibling that each render
/// runs (a tab view's 200 tabs): a debug build reading `pointee.id` or `pointee.children`
/// calls generic accessors and copies, retains and releases the value on the way. Reads go
/// through typed pointers (`pointee` is inlined even in a debug build; `load(as:)` is not).
private struct RawNode {
  let kindOffset = MemoryLayout<ViewNode>.offset(of: \ViewNode.kind)!
  let idOffset = MemoryLayout<ViewNode>.offset(of: \ViewNode.id)!
  let childrenOffset = MemoryLayout<ViewNode>.offset(of: \ViewNode.children)!

  /// The kind's stored byte: equal bytes, equal kinds.
  func kind(_ node: UnsafePointer<ViewNode>) -> UInt8 {
    (UnsafeRawPointer(node) + kindOffset).assumingMemoryBound(to: UInt8.self).pointee
  }

  /// The two words of a node's identity string.
  func idWords(_ node: UnsafePointer<ViewNode>) -> UnsafePointer<UInt64> {
    (UnsafeRawPointer(node) + idOffset).assumingMemoryBound(to: UInt64.self)
  }

  /// Whether both identities are the same text. Identities are short strings, which Swift
  /// stores in the string's own two words, the same text always as the same bits: bits
  /// decide between two such strings, and `==` is asked only about another kind of string.
  func sameID(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    let left = (UnsafeRawPointer(a) + idOffset).assumingMemoryBound(to: UInt64.self)
    let right = (UnsafeRawPointer(b) + idOffset).assumingMemoryBound(to: UInt64.self)
    if left[0] == right[0], left[1] == right[1] { return true }
    // Bit 61 of a string's second word marks a small string, in the 64-bit layout.
    if left[1] & right[1] & (1 << 61) != 0 { return false }
    return UnsafeRawPointer(left).assumingMemoryBound(to: ElementID.self).pointee
      == UnsafeRawPointer(right).assumingMemoryBound(to: ElementID.self).pointee
  }

  /// Whether both children arrays are one storage.
  func sameChildrenStorage(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    // An array is one reference to its storage: the same reference, the same storage.
    (UnsafeRawPointer(a) + childrenOffset).assumingMemoryBound(to: UInt.self).pointee
      == (UnsafeRawPointer(b) + childrenOffset).assumingMemoryBound(to: UInt.self).pointee
  }

  func hasChildren(_ node: UnsafePointer<ViewNode>) -> Bool {
    (UnsafeRawPointer(node) + childrenOffset).assumingMemoryBound(to: [ViewNode].self)
      .pointee.count != 0
  }
}
