import Foundation
import Synchronization

/// A page's `/live` server-sent events, read on a thread of their own: the newest render
/// version the server announced. The page's script fetches `/fragment` when that version is
/// newer than the one it shows; ``BrowserSession`` does the same.
final class LiveStream: Sendable {
  private let state = Mutex(State())
  private nonisolated(unsafe) let connection: HTTPConnection

  private struct State {
    var latestVersion = 0
    var isOpen = true
  }

  /// The newest version announced so far (0 before the first).
  var latestVersion: Int { state.withLock { $0.latestVersion } }

  /// Opens `/live` with the session's cookie and starts reading.
  init(port: Int, cookie: String) throws {
    connection = HTTPConnection(port: port)
    let status = try connection.openStream("/live", headers: [("Cookie", cookie)])
    guard status == 200 else {
      throw HTTPConnection.Failure(description: "/live answered \(status)")
    }
    let thread = Thread { [self] in readUntilClosed() }
    thread.name = "bench live stream"
    thread.start()
  }

  /// Closes the stream; the reading thread ends.
  func close() {
    state.withLock { $0.isOpen = false }
    connection.shutdownNow()
  }

  private func readUntilClosed() {
    var buffered = ""
    while state.withLock({ $0.isOpen }), let chunk = connection.readChunk() {
      buffered += String(decoding: chunk, as: UTF8.self)
      // Events end with a blank line; only `render` events carry a version.
      while let end = buffered.range(of: "\n\n") {
        let event = buffered[..<end.lowerBound]
        buffered = String(buffered[end.upperBound...])
        guard event.contains("event: render"),
          let data = event.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
          let version = Int(data.dropFirst("data: ".count))
        else { continue }
        state.withLock { $0.latestVersion = max($0.latestVersion, version) }
      }
    }
  }
}
