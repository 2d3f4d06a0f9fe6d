import NIOCore
import NIOPosix
import Synchronization
import Testing
import Views

@testable import WebHost

@Suite("Session: where it runs")
struct SessionLoopsTests {
  @Test("Sessions are spread over the loops in turn, whatever else asks the group for one")
  func sessionsTakeTheLoopsInTurn() throws {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 3)
    defer { try? group.syncShutdownGracefully() }
    let loops = Array(group.makeIterator())
    let placement = SessionLoops(group)

    var handedOut: [any EventLoop] = []
    for _ in 0..<6 {
      _ = group.next()  // The server takes one for each connection it accepts.
      handedOut.append(placement.next())
    }

    let indices = handedOut.map { loop in loops.firstIndex { $0 === loop } }
    #expect(indices == [0, 1, 2, 0, 1, 2])
  }

  @Test("A session's app is created and rendered on the session's own event loop")
  func appRunsOnTheSessionsLoop() async throws {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
    let loop = group.any()
    let places = Mutex<[Bool]>([])
    let session = Session(eventLoop: loop) { _ in
      places.withLock { $0.append(loop.inEventLoop) }
      return Probe { places.withLock { $0.append(loop.inEventLoop) } }
    }
    await session.start()
    _ = await session.render(.fragment, title: "t")
    await session.end()
    try await group.shutdownGracefully()

    // Created once, rendered at creation: both on the loop.
    #expect(places.withLock { $0 } == [true, true])
  }
}

/// A view that reports each time it is resolved.
private struct Probe: View {
  let onResolve: @Sendable () -> Void

  var body: some View {
    onResolve()
    return Text("probe")
  }
}
