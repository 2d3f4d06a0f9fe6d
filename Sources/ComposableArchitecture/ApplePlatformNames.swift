import Foundation

// Names TCA code uses with only `import ComposableArchitecture`, which Apple's Dispatch and
// Foundation define and Linux's do not. Defined here, not in `Composable`, because only code
// written for Apple platforms needs them; on Apple platforms they are left to the system.
#if !canImport(Darwin)
  /// Nanoseconds in a second, as Apple's Dispatch defines it:
  /// `try await Task.sleep(nanoseconds: NSEC_PER_SEC)`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond, as Apple's Dispatch defines it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Microseconds in a second, as Apple's Dispatch defines it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let USEC_PER_SEC: UInt64 = 1_000_000

  extension URL {
    /// The user's documents folder, as Apple's Foundation names it: where TCA's examples keep
    /// their `fileStorage` files. Here it is `~/Documents`.
    ///
    /// ```swift
    /// .fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))
    /// ```
    public static var documentsDirectory: URL {
      FileManager.default.homeDirectoryForCurrentUser.appending(component: "Documents")
    }
  }
#endif
