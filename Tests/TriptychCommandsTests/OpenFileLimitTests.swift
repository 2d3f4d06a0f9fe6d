import Testing

@testable import TriptychCommands

#if canImport(Glibc)
  import Glibc

  @Suite("triptych serve: open files")
  struct OpenFileLimitTests {
    @Test("serve raises the soft limit on open files to the hard one")
    func raisesTheSoftLimit() throws {
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
      var limit = rlimit()
      try #require(getrlimit(resource, &limit) == 0)
      let hard = limit.rlim_max
      try #require(hard > 512, "the hard limit is too low to test")
      var lowered = limit
      lowered.rlim_cur = 512
      try #require(setrlimit(resource, &lowered) == 0)
      #expect(OpenFileLimit.raise() == UInt64(hard))
      var now = rlimit()
      _ = getrlimit(resource, &now)
      #expect(now.rlim_cur == hard)
    }
  }
#endif
