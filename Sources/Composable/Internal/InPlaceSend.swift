/// Sends an action to the nearest store up a chain of scopes that embed their actions by
/// reinterpreting the bytes, skipping the levels between.
///
/// A case whose payload is laid out as its enum (the one case of `Nest<Inner>.Action`, or a
/// case learned to need no tag bits) embeds a child's action without changing a byte, so a
/// chain of such scopes only passes the same bytes up, one closure call per level. The
/// scope whose embedding is not a reinterpretation, or the root, or a scope that reads its
/// state after each send (an optional child's), is where the chain stops: a send from the
/// bottom jumps there directly.
@usableFromInline
struct InPlaceSend {
  /// Sends the action stored at the pointer, laid out as the target's action type.
  @usableFromInline let sendBytes: (UnsafeRawPointer, isolated (any Actor)?) -> StoreTask

  @usableFromInline
  init(sendBytes: @escaping (UnsafeRawPointer, isolated (any Actor)?) -> StoreTask) {
    self.sendBytes = sendBytes
  }

  /// Sends `action`, whose bytes are the target's action as they stand.
  @inlinable @inline(__always)
  func send<Action>(_ action: Action, _ isolation: isolated (any Actor)?) -> StoreTask {
    withUnsafePointer(to: action) { sendBytes(UnsafeRawPointer($0), isolation) }
  }

  /// Whether reading a `Child` as a `Parent` is sound: the same size and alignment. The case
  /// itself is checked by the caller (`EnumPayloadCase`'s learned layout).
  @inlinable
  static func fits<Child, Parent>(_: Child.Type, in _: Parent.Type) -> Bool {
    MemoryLayout<Child>.size == MemoryLayout<Parent>.size
      && MemoryLayout<Child>.alignment == MemoryLayout<Parent>.alignment
  }

  /// The send a child of `parent` whose action is reinterpreted as `ParentAction` passes its
  /// actions to, and whether it skips the parent: it does when the parent is a scope that
  /// passes its actions on in place and keeps no state of its own; else the send delivers to
  /// `parentSend`, and the child's own sends gain nothing by it (only its children do).
  @inlinable
  static func toward<ParentState, ParentAction>(
    _ parent: StoreCore<ParentState, ParentAction>,
    sendingWith parentSend: @escaping (ParentAction, isolated (any Actor)?) -> StoreTask
  ) -> (send: InPlaceSend, skipsParent: Bool) {
    if case .scope(let scope) = parent, !scope.remembersLastState,
      let further = scope.inPlaceSend
    {
      return (further, true)
    }
    // Safety: as in `ScopedCore.child`, the send runs on the store's actor, which it is given.
    nonisolated(unsafe) let parentSend = parentSend
    let send = InPlaceSend { bytes, isolation in
      let action = bytes.withMemoryRebound(to: ParentAction.self, capacity: 1) { $0.pointee }
      return parentSend(action, isolation)
    }
    return (send, false)
  }
}
