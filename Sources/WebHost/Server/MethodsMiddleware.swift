import HTTPTypes
import Hummingbird
import Synchronization

/// Answers the methods a path does not serve as HTTP asks: any other method on a known path
/// gets `405 Method Not Allowed` with an `Allow` header (an unknown path stays `404`), and a
/// `HEAD` answer (routed where `GET` is) loses its body.
///
/// ```swift
/// let served = ServedMethods()
/// router.add(middleware: MethodsMiddleware(served: served))
/// router.get("/health") { … }
/// served.record(router.routes.map { ($0.path.description, $0.method) })
/// ```
struct MethodsMiddleware<Context: RequestContext>: RouterMiddleware {
  let served: ServedMethods

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let methods = served.methods(at: request.uri.path), !methods.contains(request.method) {
      var response = Responses.text(
        "\(request.method.rawValue) is not allowed here.", status: .methodNotAllowed)
      response.headers[.allow] = methods.map(\.rawValue).joined(separator: ", ")
      return response
    }
    var response = try await next(request, context)
    if request.method == .head { response.body = ResponseBody() }
    return response
  }
}

/// The methods each path of a router serves. A middleware is added before the routes it
/// wraps, so the router's own list fills this in once they are registered: one list, read
/// from the routes themselves. A route ending in `/**` (a static folder's) serves every path
/// under its prefix.
final class ServedMethods: Sendable {
  private let byPath = Mutex<[String: [HTTPRequest.Method]]>([:])
  private let byPrefix = Mutex<[String: [HTTPRequest.Method]]>([:])

  func record(_ routes: [(path: String, method: HTTPRequest.Method)]) {
    for route in routes {
      if route.path.hasSuffix("/**") {
        byPrefix.withLock { $0[String(route.path.dropLast(2)), default: []].append(route.method) }
      } else {
        byPath.withLock { $0[route.path, default: []].append(route.method) }
      }
    }
  }

  func methods(at path: String) -> [HTTPRequest.Method]? {
    if let methods = byPath.withLock({ $0[path] }) { return methods }
    return byPrefix.withLock { byPrefix in
      byPrefix.filter { path.hasPrefix($0.key) }.max { $0.key.count < $1.key.count }?.value
    }
  }
}
