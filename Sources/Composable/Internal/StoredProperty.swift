/// A writable property of `Root`, resolved once from a key path, that changes its value in
/// place.
///
/// Composition reducers reach the child's state on every action, at every level of scoping.
/// Applying a key path at run time is most of what a scoped send costs, so when the key path
/// names storage laid out directly inside `Root` (which `MemoryLayout.offset(of:)` reports),
/// the value is reached at its byte offset instead. Computed properties, and properties of
/// classes, go through the key path as usual.
///
/// ```swift
/// let settings = StoredProperty(\AppState.settings)
/// settings.modify(&state) { $0.theme = .dark }
/// ```
@usableFromInline
struct StoredProperty<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// Where the value sits inside `Root`, when it is stored there.
  @usableFromInline let inlineOffset: Int?

  @inlinable
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.inlineOffset = Self.inlineOffset(of: keyPath)
  }

  /// Runs `body` on the property's value inside `root`, in place.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let inlineOffset else { return body(&root[keyPath: keyPath]) }
    return Self.modify(&root, atInlineOffset: inlineOffset, body)
  }

  /// Where `keyPath`'s value sits inside `Root`, when it is stored there.
  @inlinable
  static func inlineOffset(of keyPath: WritableKeyPath<Root, Value>) -> Int? {
    MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` on the value stored inside `root` at `offset`, one that
  /// ``inlineOffset(of:)`` gave.
  @inlinable
  static func modify<Result>(
    _ root: inout Root, atInlineOffset offset: Int, _ body: (inout Value) -> Result
  ) -> Result {
    // `offset(of:)` is non-nil only for storage directly inside `Root`: while `root` is
    // borrowed, a `Value` lives at that offset.
    withUnsafeMutablePointer(to: &root) { root in
      body(
        &UnsafeMutableRawPointer(root).advanced(by: offset)
          .assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
