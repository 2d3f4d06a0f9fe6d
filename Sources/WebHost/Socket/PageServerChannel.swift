import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// HTTP/1.1 connections that may upgrade to a page's WebSocket (Hummingbird's
/// `HTTP1WebSocketUpgradeChannel`), which also stop when the server stops gracefully before
/// their first request arrived (see ``QuiesceUntilClosedHandler``).
struct PageServerChannel: ServerChildChannel {
  let base: HTTP1WebSocketUpgradeChannel
  /// The time and size limits ``RequestHeadGuard`` holds each request to.
  var limits = ConnectionLimits()

  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      // First in the pipeline, so it sees the connection's raw bytes and the server's stop
      // notice before the HTTP decoder and upgrade handlers do.
      try channel.pipeline.syncOperations.addHandler(
        QuiesceUntilClosedHandler(), position: .first)
      try channel.pipeline.syncOperations.addHandler(
        RequestHeadGuard(limits: limits), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return base.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// Makes a connection heed the server's graceful stop (`ChannelShouldQuiesceEvent`) whatever
/// state its first request is in.
///
/// With the WebSocket upgrade, the handlers that close an HTTP connection when the server stops
/// are only added once the connection's first request has been read and not upgraded; until
/// then the stop notice reaches no one and is lost. Browsers open spare connections ahead of
/// need: after SIGTERM, one such connection stayed open and served the restarting page's
/// `/health` polls (one a second) forever, so the server never stopped.
///
/// So: a connection that has not received a byte is closed at once (the browser retries on
/// another one), and one that has is passed the notice again every 100 ms until it closes:
/// an HTTP connection then closes once its answer is written, a WebSocket by its own graceful
/// shutdown.
final class QuiesceUntilClosedHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer

  private var hasReceivedBytes = false
  private var repeating: RepeatedTask?

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    hasReceivedBytes = true
    context.fireChannelRead(data)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard event is ChannelShouldQuiesceEvent else {
      context.fireUserInboundEventTriggered(event)
      return
    }
    guard hasReceivedBytes else {
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
    guard repeating == nil else { return }
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    repeating = context.eventLoop.scheduleRepeatedTask(
      initialDelay: .milliseconds(100), delay: .milliseconds(100)
    ) { _ in
      bound.value.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    stopRepeating()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    stopRepeating()
  }

  private func stopRepeating() {
    repeating?.cancel()
    repeating = nil
  }
}
