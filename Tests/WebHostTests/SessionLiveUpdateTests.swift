import Foundation
import NIOPosix
import Observation
import Synchronization
import Testing
import Views

@testable import WebHost

/// A page whose button starts work that is made to finish exactly while the click's own
/// render runs: after the host collected finished work, before the session is done with the
/// event — the moment a live update used to be lost.
private struct RacingView: View {
  let model: RacingModel

  var body: some View {
    model.finishWorkDuringRender()
    return VStack {
      Text(model.result)
      Button("Start") { model.start() }
    }
  }
}

@Observable
private final class RacingModel {
  var result = "done 0"
  // Observed: a click must make the view resolve its body again (it is reused otherwise, and
  // the body is where the work is released).
  private var started = 0
  @ObservationIgnored private var armed = false
  @ObservationIgnored private let release = Gate()
  @ObservationIgnored private let work: PendingWork

  init(work: PendingWork) {
    self.work = work
  }

  func start() {
    started += 1
    let number = started
    let release = self.release
    release.close()
    armed = true
    work.run(
      { @Sendable in
        while !release.isOpen { usleep(50) }
        return "done \(number)"
      }, then: { [weak self] value in self?.result = value })
  }

  func finishWorkDuringRender() {
    _ = started
    guard armed else { return }
    armed = false
    release.open()
    usleep(20_000)  // The work returns and its tracker records the completion meanwhile.
  }
}

/// A flag shared with the work's thread.
private final class Gate: Sendable {
  private let state = Atomic(false)
  var isOpen: Bool { state.load(ordering: .sequentiallyConsistent) }
  func open() { state.store(true, ordering: .sequentiallyConsistent) }
  func close() { state.store(false, ordering: .sequentiallyConsistent) }
}

@Suite("Session: live updates")
struct SessionLiveUpdateTests {
  @Test("Work that finishes while a click is being handled still reaches the page")
  func workFinishingDuringAnEvent() async throws {
    // A loop of its own: the view blocks its thread on purpose, which would stall the other
    // tests' sessions on the shared loops.
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { group.shutdownGracefully { _ in } }
    let session = Session(eventLoop: group.any()) { context in
      RacingView(model: RacingModel(work: context.work))
    }
    await session.start()
    let page = String(buffer: await session.render(.fragment, title: "t"))
    let start = try #require(
      page.firstMatch(of: #/value="(e[0-9a-z]+)"[^>]*><span>Start/#)?.1)
    for click in 1...3 {
      let handled = await session.handle(
        ViewEvent(target: ElementID(rawValue: String(start))), title: "t", delivery: .fragment)
      let expected = "done \(click)<"
      var shown = ((try? handled.get()) ?? nil).map { String(buffer: $0.body) } ?? ""
      if !shown.contains(expected) {
        // Not in the click's own render: a background refresh must bring it. Reading
        // `version` does not refresh, so only a pushed render counts.
        // The version of the click's own render (a push may already have followed it).
        let handledVersion = try #require(
          shown.firstMatch(of: #/name="version" value="([0-9]+)"/#).flatMap { Int($0.1) })
        let deadline = ContinuousClock.now + .seconds(3)
        while await session.version == handledVersion, ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(1))
        }
        if await session.version > handledVersion {
          shown = String(buffer: await session.render(.fragment, title: "t"))
        }
      }
      #expect(shown.contains(expected), "click \(click): the result was never pushed")
      if !shown.contains(expected) { break }
    }
    await session.end()
  }
}
