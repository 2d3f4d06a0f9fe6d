extension Array where Element == ViewNode {
  /// Gives back the room an array of nodes grew beyond its count.
  ///
  /// A host keeps the nodes of its screen between renders, so the room left by appending one
  /// node at a time (the capacity doubles: three texts in a stack leave room for a fourth)
  /// stays allocated for the session: 232 bytes a slot, a fifth of an idle page. Resolving
  /// calls this where an array stops growing (a container's children, a composed view's
  /// nodes), before anything shares it.
  @inlinable
  mutating func trimCapacity() {
    guard capacity > count else { return }
    if isEmpty {
      self = []
      return
    }
    self = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: self)
    }
  }
}
