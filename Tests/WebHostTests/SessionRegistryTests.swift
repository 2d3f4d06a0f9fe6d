import NIOPosix
import Testing
import Views

@testable import WebHost

/// The session table's limits, driven by a manual clock: a quota of anonymous sessions per
/// address, room made at the cap, and an absolute lifetime.
@Suite("WebHost: the session table's limits")
struct SessionRegistryTests {
  private func registry(
    time: ManualTime, _ configure: (inout SessionLimits) -> Void = { _ in }
  ) -> SessionRegistry {
    var limits = SessionLimits()
    configure(&limits)
    return SessionRegistry(limits: limits, now: { time.now })
  }

  private func session() -> Session {
    Session(eventLoop: MultiThreadedEventLoopGroup.singleton.next()) { _ in Text("app") }
  }

  private func isLive(_ registry: SessionRegistry, _ session: Session) -> Bool {
    if case .found = registry.lookup(session.id) { return true }
    return false
  }

  /// The session as signed in: its app asked for new keys and the browser presented its id.
  private func signIn(_ registry: SessionRegistry, _ session: Session) {
    session.keys.requestRenewal()
    #expect(registry.renewIfRequested(session, presentedID: session.id) != nil)
  }

  @Test func oneAddressKeepsAtMostItsQuotaOfAnonymousSessions() throws {
    let time = ManualTime()
    let registry = registry(time: time) { $0.anonymousPerAddress = 3 }
    let neighbour = try #require(registry.add(address: "192.0.2.9") { session() })
    var flood: [Session] = []
    for _ in 0..<8 {
      time.advance(by: .milliseconds(10))
      flood.append(try #require(registry.add(address: "192.0.2.1") { session() }))
    }
    #expect(flood.filter { isLive(registry, $0) }.count == 3)
    #expect(flood.suffix(3).allSatisfy { isLive(registry, $0) })
    #expect(isLive(registry, neighbour))
    #expect(registry.count == 4)
  }

  @Test func signedInSessionsDoNotCountAgainstTheQuota() throws {
    let time = ManualTime()
    let registry = registry(time: time) { $0.anonymousPerAddress = 2 }
    var signedIn: [Session] = []
    for _ in 0..<4 {
      let made = try #require(registry.add(address: "192.0.2.1") { session() })
      signIn(registry, made)
      signedIn.append(made)
    }
    _ = try #require(registry.add(address: "192.0.2.1") { session() })
    _ = try #require(registry.add(address: "192.0.2.1") { session() })
    #expect(signedIn.allSatisfy { isLive(registry, $0) })
    #expect(registry.count == 6)
  }

  @Test func atTheCapTheLeastRecentlyUsedAnonymousSessionGivesWay() throws {
    let time = ManualTime()
    let registry = registry(time: time) { $0.maxSessions = 3 }
    let owner = try #require(registry.add(address: "198.51.100.1") { session() })
    signIn(registry, owner)
    time.advance(by: .seconds(1))
    let idle = try #require(registry.add(address: "198.51.100.2") { session() })
    time.advance(by: .seconds(1))
    let busy = try #require(registry.add(address: "198.51.100.3") { session() })
    time.advance(by: .seconds(1))
    _ = registry.lookup(busy.id)
    _ = registry.lookup(owner.id)
    let newcomer = try #require(registry.add(address: "198.51.100.4") { session() })
    #expect(!isLive(registry, idle))
    #expect(isLive(registry, owner) && isLive(registry, busy) && isLive(registry, newcomer))
  }

  @Test func aTableOfSignedInSessionsTurnsNewVisitorsAway() throws {
    let time = ManualTime()
    let registry = registry(time: time) { $0.maxSessions = 2 }
    for address in ["198.51.100.1", "198.51.100.2"] {
      signIn(registry, try #require(registry.add(address: address) { session() }))
    }
    #expect(registry.add(address: "198.51.100.3") { session() } == nil)
    #expect(registry.count == 2)
  }

  @Test func aBusySessionEndsAtItsMaximumAgeAndSigningInStartsItAgain() throws {
    let time = ManualTime()
    let registry = registry(time: time) {
      $0.idleTimeout = .seconds(60)
      $0.maximumAge = .seconds(300)
    }
    let busy = try #require(registry.add(address: nil) { session() })
    let renewed = try #require(registry.add(address: nil) { session() })
    for _ in 0..<9 {
      time.advance(by: .seconds(30))
      #expect(isLive(registry, busy))
      #expect(isLive(registry, renewed))
    }
    signIn(registry, renewed)  // at 270 s: its age starts again
    time.advance(by: .seconds(31))
    #expect(!isLive(registry, busy))
    #expect(isLive(registry, renewed))
  }
}
