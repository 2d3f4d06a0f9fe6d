import NIOCore
import Synchronization

/// Hands out the event loops sessions run on, in turn.
///
/// Not the group's own `next()`: the server also calls that for every connection it accepts,
/// so with a connection opened before each new session (a browser's first page load) every
/// session landed on the same loop and one core did all the rendering.
final class SessionLoops: Sendable {
  private let loops: [any EventLoop]
  private let counter = Atomic<Int>(0)

  init(_ group: any EventLoopGroup) {
    loops = Array(group.makeIterator())
  }

  func next() -> any EventLoop {
    let turn = counter.add(1, ordering: .relaxed).oldValue
    return loops[turn % loops.count]
  }
}
