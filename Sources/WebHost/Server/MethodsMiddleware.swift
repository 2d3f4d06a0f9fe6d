import HTTPTypes
import Hummingbird

/// Answers the methods a path does not serve as HTTP asks: `HEAD` like `GET` without the body,
/// and any other method on a known path with `405 Method Not Allowed` and an `Allow` header
/// (an unknown path stays `404`).
///
/// ```swift
/// router.add(middleware: MethodsMiddleware(allowed: ["/events": [.post], "/": [.get]]))
/// ```
struct MethodsMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Each known path's methods; `HEAD` is allowed wherever `GET` is.
  let allowed: [String: [HTTPRequest.Method]]

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let isHead = request.method == .head
    if let methods = allowed[request.uri.path], !isHead || !methods.contains(.get),
      !methods.contains(request.method)
    {
      var names = methods.map(\.rawValue)
      if methods.contains(.get) { names.append(HTTPRequest.Method.head.rawValue) }
      var response = Responses.text(
        "\(request.method.rawValue) is not allowed here.", status: .methodNotAllowed)
      response.headers[.allow] = names.joined(separator: ", ")
      return response
    }
    var response = try await next(request, context)
    if isHead { response.body = ResponseBody() }
    return response
  }
}
