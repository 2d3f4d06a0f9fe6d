import Testing

@testable import TaskPaper

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cost that must grow with the input's length, not its square: checked as the ratio of two
/// sizes measured in the same run (the fastest of a few tries each), in the CPU time of the
/// measuring thread, which other work on a busy machine does not add to. A quadratic cost gives
/// the square of the size ratio, far above the bound.
@Suite("TaskPaper: linear in the input")
struct ScalingTests {
  /// The CPU time `work` took on this thread (it runs without suspending, so on one thread).
  private func cpuTime(_ work: () -> Void) -> Duration {
    func now() -> Duration {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let start = now()
    work()
    return now() - start
  }

  /// The fastest of `tries` runs of `work`.
  private func fastest(tries: Int = 3, _ work: () -> Void) -> Duration {
    var best = Duration.seconds(3600)
    for _ in 0..<tries { best = min(best, cpuTime(work)) }
    return best
  }

  private func ratio(_ large: Duration, _ small: Duration) -> Double {
    large / max(small, .microseconds(1))
  }

  private func lineOfTags(_ count: Int, thenWord: Bool) -> String {
    var line = "- task"
    for index in 0..<count { line += " @t\(index)(v\(index))" }
    return thenWord ? line + " end" : line
  }

  /// The fastest of `tries` runs of each of `first` and `second`, taking turns, so a machine
  /// that slows down part-way (other processes, the rest of the suite) slows both alike.
  private func fastestTakingTurns(
    tries: Int = 5, _ first: () -> Void, _ second: () -> Void
  ) -> (Duration, Duration) {
    var best = (Duration.seconds(3600), Duration.seconds(3600))
    for _ in 0..<tries {
      best.0 = min(best.0, cpuTime(first))
      best.1 = min(best.1, cpuTime(second))
    }
    return best
  }

  @Test(arguments: [true, false])
  func aLineOfManyTagsParsesInTimeLinearInItsLength(endsInAWord: Bool) {
    let small = lineOfTags(1_000, thenWord: endsInAWord)
    let large = lineOfTags(16_000, thenWord: endsInAWord)
    var parsed = Outline(parsing: large)
    #expect(parsed.items[0].tags.count == 16_000)
    #expect(parsed.items[0].type == .task)
    let (smallTime, largeTime) = fastestTakingTurns(
      { parsed = Outline(parsing: small) }, { parsed = Outline(parsing: large) })
    // 16 times the text: linear is about 16, quadratic about 256. The bound leaves room for a
    // machine busy with builds beside the suite (seen: 1.9 times the unloaded ratio).
    #expect(ratio(largeTime, smallTime) < 64, "1k tags: \(smallTime), 16k tags: \(largeTime)")
  }

  @Test func repeatedTagNamesKeepTheirFirstValuePastTheSetThreshold() {
    var line = "- x"
    for index in 0..<40 { line += " @n\(index % 20)(v\(index))" }
    let tags = Outline(parsing: line).items[0].tags
    #expect(tags.count == 20)
    #expect(tags.allSatisfy { $0.value == "v" + $0.name.dropFirst() })
  }

  @Test func matchingIdentitiesDoesNotWalkAVeryLongOldLineForEveryNewLine() {
    // The stored outline is one long line; the saved text is many short new lines. Matching
    // may look at the long line once, not once per new line.
    let newText = (0..<1_000).map { "- line \($0)" }.joined(separator: "\n")
    let fresh = Outline(parsing: newText)
    func timeMatching(oldLineBytes: Int) -> Duration {
      let previous = Outline(parsing: "- " + String(repeating: "x", count: oldLineBytes))
      return fastest {
        var outline = fresh
        outline.inheritIdentities(from: previous)
      }
    }
    let short = timeMatching(oldLineBytes: 32 * 1024)
    let long = timeMatching(oldLineBytes: 512 * 1024)
    // 16 times the old line: old text × new lines would give about 16.
    #expect(ratio(long, short) < 4, "32 KB: \(short), 512 KB: \(long)")
  }

  @Test func anEditedLineStillKeepsItsIdentity() {
    let before = Outline(parsing: "- Alpha\n- Bravo is here\n- Charlie")
    var after = Outline(parsing: "- Alpha\n- Bravo was here\n- Charlie")
    after.inheritIdentities(from: before)
    #expect(after.items.map(\.id) == before.items.map(\.id))
    var replaced = Outline(parsing: "- Alpha\n- Zulu\n- Charlie")
    replaced.inheritIdentities(from: before)
    #expect(replaced.items[1].id != before.items[1].id)
  }
}
