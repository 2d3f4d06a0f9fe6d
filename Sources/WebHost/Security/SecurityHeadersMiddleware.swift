import HTTPTypes
import Hummingbird

/// Adds defence-in-depth headers to every response: a Content-Security-Policy that allows only
/// our own script and stylesheet (so even an escaping bug could not run injected script; see
/// ``ContentSecurityPolicy``), no MIME sniffing, no framing, and the request id for correlating
/// logs.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    // A route serving pages it did not write (a static folder's) sets its own policy from
    // ``ContentSecurityPolicy``, naming those pages' inline scripts; all else gets the standard.
    if response.headers[.contentSecurityPolicy] == nil {
      response.headers[.contentSecurityPolicy] = ContentSecurityPolicy.standard
    }
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
    response.headers[HTTPField.Name("X-Request-Id")!] = context.id
    return response
  }
}
