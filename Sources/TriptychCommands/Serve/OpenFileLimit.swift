#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit on open files (each connection is one), raised to what the system
/// allows: the usual soft limit of 1,024 let 1,100 idle connections make the server refuse
/// everyone else until they timed out.
enum OpenFileLimit {
  /// Raises the soft limit to the hard one; returns the limit in force.
  @discardableResult
  static func raise() -> UInt64? {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return nil }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(resource, &raised) == 0 { return UInt64(raised.rlim_cur) }
    }
    return UInt64(limit.rlim_cur)
  }
}
