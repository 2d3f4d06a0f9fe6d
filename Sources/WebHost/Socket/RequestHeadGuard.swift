import NIOCore

/// How long a connection may take over each part of a request, and how large a head may be.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.connectionLimits.headTimeout = .seconds(5)
/// ```
public struct ConnectionLimits: Sendable, Hashable {
  /// From a request's first byte to the end of its head: a client that sends its head slowly
  /// gets 408 and is cut off.
  public var headTimeout: Duration = .seconds(10)
  /// From the end of a request's head to the end of its body.
  public var bodyTimeout: Duration = .seconds(60)
  /// How long a connection may stay open without a request: before its first one, or kept
  /// alive between two.
  public var idleTimeout: Duration = .seconds(60)
  /// The largest request head (request line and header fields) accepted.
  public var maxHeadBytes = 64 * 1024

  /// The defaults: 10 s for a head, 60 s for a body, 60 s idle, and heads of at most 64 KB.
  public init() {}
}

/// Reads the raw bytes of each HTTP/1.1 request on a connection, before the HTTP decoder, and
/// answers what the server's pipeline would otherwise leave hanging:
///
/// - a request line or header field that is not HTTP gets `400 Bad Request` and the
///   connection is closed (the upgrade-capable pipeline answers nothing and kept it open);
/// - a head not finished within ``ConnectionLimits/headTimeout`` of its first byte gets
///   `408 Request Timeout` (slowloris), a connection that sends nothing within
///   ``ConnectionLimits/idleTimeout`` is closed, a body not finished within
///   ``ConnectionLimits/bodyTimeout`` is cut off;
/// - a head larger than ``ConnectionLimits/maxHeadBytes`` gets `431`;
/// - when the server stops, a connection in the middle of a head is closed at once, so a
///   half-sent request cannot hold the stop up.
///
/// It follows request boundaries by `Content-Length`; after a WebSocket upgrade or a chunked
/// body it steps aside (the decoder and the socket's own handlers take over).
final class RequestHeadGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private enum Phase {
    /// Reading a head; `bytes` holds what has arrived of it.
    case head
    /// Reading a body of this many more bytes.
    case body(remaining: Int)
    /// Upgraded, chunked, or answered and closing: bytes pass untouched.
    case aside
  }

  private let limits: ConnectionLimits
  private var phase = Phase.head
  private var head: [UInt8] = []
  private var deadline: Scheduled<Void>?
  /// Whether the server has written anything since the current request's head ended: then a
  /// late body is not answered again, only cut off.
  private var hasAnswered = false

  init(limits: ConnectionLimits) {
    self.limits = limits
  }

  func channelActive(context: ChannelHandlerContext) {
    startDeadline(context, after: limits.idleTimeout)
    context.fireChannelActive()
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { startDeadline(context, after: limits.idleTimeout) }
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelDeadline()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelDeadline()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    if case .aside = phase {
      context.fireChannelRead(data)
      return
    }
    var problem: (status: String, message: String)?
    buffer.withUnsafeReadableBytes { bytes in
      var index = 0
      while index < bytes.count, problem == nil {
        switch phase {
        case .aside:
          index = bytes.count
        case .body(let remaining):
          let taken = min(remaining, bytes.count - index)
          index += taken
          if taken == remaining {
            phase = .head
            // The next request's head has its own time, from its first byte.
            cancelDeadline()
          } else {
            phase = .body(remaining: remaining - taken)
          }
        case .head:
          let byte = bytes[index]
          index += 1
          // Empty lines before a request line are allowed (RFC 9112, 2.2).
          if head.isEmpty, byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { continue }
          // The head's own time starts at its first byte (replacing the wait for it).
          if head.isEmpty { startDeadline(context, after: limits.headTimeout) }
          head.append(byte)
          if head.count > limits.maxHeadBytes {
            problem = ("431 Request Header Fields Too Large", "The request's head is too large.")
          } else if byte == UInt8(ascii: "\n") {
            problem = lineEnded(context)
          }
        }
      }
    }
    if let problem {
      refuse(context, status: problem.status, message: problem.message)
      return
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    hasAnswered = true
    context.write(data, promise: promise)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is ChannelShouldQuiesceEvent, case .head = phase, !head.isEmpty {
      // Half a head when the server stops: it would never be answered, and would hold the
      // stop up until its timeout.
      phase = .aside
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
  }

  // MARK: Lines

  /// A line of the head ended (its `\n` is the last byte of ``head``): checks the request line
  /// or a field line; at the empty line, the head is complete.
  private func lineEnded(_ context: ChannelHandlerContext) -> (String, String)? {
    let end = head.count - 1
    let lineEnd = end > 0 && head[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
    let lineStart = Self.startOfLine(before: end, in: head)
    if lineStart == 0 {
      return Self.isRequestLine(head[0..<lineEnd])
        ? nil : ("400 Bad Request", "The request line is not HTTP/1.1.")
    }
    if lineStart == lineEnd {
      headEnded(context)
      return nil
    }
    return Self.isFieldLine(head[lineStart..<lineEnd])
      ? nil : ("400 Bad Request", "A header field is malformed.")
  }

  private func headEnded(_ context: ChannelHandlerContext) {
    cancelDeadline()
    hasAnswered = false
    let fields = Self.fields(in: head)
    head.removeAll(keepingCapacity: true)
    if fields.upgrade || fields.chunked {
      phase = .aside
    } else if fields.contentLength > 0 {
      phase = .body(remaining: fields.contentLength)
      startDeadline(context, after: limits.bodyTimeout)
    } else {
      phase = .head
    }
  }

  private static func startOfLine(before end: Int, in bytes: [UInt8]) -> Int {
    var index = end
    while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  /// `METHOD SP TARGET SP HTTP/x.y`.
  static func isRequestLine(_ line: ArraySlice<UInt8>) -> Bool {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenCharacter),
      !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 != 0x7F })
    else { return false }
    let version = Array(parts[2])
    return version.count == 8 && version.starts(with: "HTTP/".utf8)
      && isDigit(version[5]) && version[6] == UInt8(ascii: ".") && isDigit(version[7])
  }

  /// `NAME ":" VALUE`, the name a token; a line starting with whitespace (obsolete line
  /// folding) is refused, as RFC 9112 allows.
  static func isFieldLine(_ line: ArraySlice<UInt8>) -> Bool {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
      return false
    }
    return line[line.startIndex..<colon].allSatisfy(isTokenCharacter)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  /// What the head says about the body that follows and about an upgrade.
  /// Read in place from the bytes, once per request, without making strings.
  static func fields(in head: [UInt8]) -> (contentLength: Int, chunked: Bool, upgrade: Bool) {
    var contentLength = 0
    var chunked = false
    var upgrade = false
    for line in head.split(separator: UInt8(ascii: "\n")).dropFirst() {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
      let name = line[line.startIndex..<colon]
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      if isName(name, "content-length") {
        contentLength = Int(String(decoding: value.prefix { isDigit($0) }, as: UTF8.self)) ?? 0
      } else if isName(name, "transfer-encoding") {
        // Any coding list that has chunked in it (`gzip, chunked`).
        chunked = chunked || contains(value, "chunked")
      } else if isName(name, "upgrade") {
        upgrade = true
      }
    }
    return (contentLength, chunked, upgrade)
  }

  /// Whether a field name is `lowercased`, ignoring ASCII case.
  private static func isName(_ name: ArraySlice<UInt8>, _ lowercased: StaticString) -> Bool {
    name.count == lowercased.utf8CodeUnitCount
      && zip(name, UnsafeBufferPointer(start: lowercased.utf8Start, count: name.count))
        .allSatisfy { $0 | 0x20 == $1 }
  }

  /// Whether `value` holds the lowercase word `word`, ignoring ASCII case.
  private static func contains(_ value: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
    let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard value.count >= word.count else { return false }
    return (value.startIndex...(value.endIndex - word.count)).contains { start in
      zip(value[start...], word).allSatisfy { $0 | 0x20 == $1 }
    }
  }

  // MARK: Answers and deadlines

  private func refuse(_ context: ChannelHandlerContext, status: String, message: String) {
    phase = .aside
    cancelDeadline()
    let body = message + "\n"
    let response =
      "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    let channel = context.channel
    context.writeAndFlush(NIOAny(channel.allocator.buffer(string: response))).whenComplete { _ in
      channel.close(promise: nil)
    }
  }

  private func startDeadline(_ context: ChannelHandlerContext, after duration: Duration) {
    cancelDeadline()
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    deadline = context.eventLoop.scheduleTask(in: TimeAmount(duration)) {
      let (handler, context) = bound.value
      handler.deadline = nil
      handler.timedOut(context)
    }
  }

  private func timedOut(_ context: ChannelHandlerContext) {
    switch phase {
    case .head where head.isEmpty:
      // Nothing sent: a spare connection, or one left open. Closed without a word.
      phase = .aside
      context.close(promise: nil)
    case .head:
      refuse(context, status: "408 Request Timeout", message: "The request's head came too slowly.")
    case .body where hasAnswered:
      phase = .aside
      context.close(promise: nil)
    case .body:
      refuse(context, status: "408 Request Timeout", message: "The request's body came too slowly.")
    case .aside:
      break
    }
  }

  private func cancelDeadline() {
    deadline?.cancel()
    deadline = nil
  }
}
