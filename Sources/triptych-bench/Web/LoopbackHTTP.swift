import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal blocking HTTP/1.1 client for loopback, used to set up benchmark sessions without
/// a client library (and without a cookie jar: each call is a fresh browser unless a cookie
/// is passed).
enum LoopbackHTTP {
  struct Response {
    var head: String
    var body: String

    /// The value of the first `Set-Cookie` header, up to the first `;`.
    var cookie: String? {
      head.split(separator: "\r\n")
        .first { $0.lowercased().hasPrefix("set-cookie:") }
        .map { $0.dropFirst("set-cookie:".count).trimmingCharacters(in: .whitespaces) }
        .map { String($0.prefix { $0 != ";" }) }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func get(port: Int, path: String, cookie: String? = nil) throws -> Response {
    let descriptor: Int32
    do {
      descriptor = try connectLoopback(port: port)
    } catch {
      throw Failure(description: "\(error)")
    }
    defer { close(descriptor) }
    var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    if let cookie { request += "Cookie: \(cookie)\r\n" }
    request += "\r\n"
    let bytes = Array(request.utf8)
    guard bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == bytes.count
    else { throw Failure(description: "send() failed") }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else {
      throw Failure(description: "no HTTP response from \(path)")
    }
    return Response(
      head: String(text[..<split.lowerBound]), body: String(text[split.upperBound...]))
  }
}

/// The resident memory of this process, from `/proc/self/status`.
func residentMemoryBytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
    let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kilobytes * 1024
}

/// This process's CPU time and context switches so far (Linux `/proc`), to report a server's
/// cost per request next to its throughput.
struct ProcessCounters {
  var cpuSeconds: Double
  var contextSwitches: Int

  static func now() -> ProcessCounters {
    var counters = ProcessCounters(cpuSeconds: 0, contextSwitches: 0)
    // Fields 14 and 15 of /proc/self/stat: user and system time in clock ticks; the name in
    // field 2 may hold spaces, so fields are counted after its closing parenthesis.
    if let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    {
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
      if fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) {
        counters.cpuSeconds = (user + system) / ticks
      }
    }
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    for task in tasks {
      guard
        let status = try? String(contentsOfFile: "/proc/self/task/\(task)/status", encoding: .utf8)
      else { continue }
      for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
        counters.contextSwitches += Int(line.split(separator: "\t").last ?? "") ?? 0
      }
    }
    return counters
  }
}
