import HTTPTypes
import Hummingbird
import Logging
import Views

/// `POST /events`, and the checks every event passes however it arrives.
extension WebHostRoutes {
  /// Why an event was refused, and the status that says so.
  struct Refusal: Error {
    var message: String
    var status: HTTPResponse.Status
  }

  /// The event in a form body, once the body is within limits, well formed, and carries the
  /// session's CSRF token.
  func checkedEvent(_ body: String, session: Session, limits: EventLimits) -> Result<
    ViewEvent, Refusal
  > {
    if let problem = limits.problem(inBody: body) {
      return .failure(Refusal(message: problem, status: .contentTooLarge))
    }
    let form: EventForm
    do {
      form = try EventForm.parse(body)
    } catch {
      switch error {
      case .missingCSRFToken:
        return .failure(Refusal(message: "The event has no CSRF token.", status: .forbidden))
      case .malformed(let message):
        return .failure(Refusal(message: message, status: .badRequest))
      }
    }
    if let problem = limits.problem(in: form.event) {
      return .failure(Refusal(message: problem, status: .contentTooLarge))
    }
    guard RandomToken.constantTimeEquals(form.csrfToken, session.csrfToken) else {
      return .failure(
        Refusal(message: "The CSRF token does not match this session.", status: .forbidden))
    }
    return .success(form.event)
  }

  /// The status of an event the app refused.
  static func status(of error: ViewEventError) -> HTTPResponse.Status {
    switch error {
    case .malformed: .badRequest
    case .stale, .rejected: .conflict
    }
  }

  func event(_ request: Request, _ context: WebHostRequestContext) async throws -> Response {
    let isScript = request.headers[HTTPField.Name("X-Triptych-Fetch")!] != nil
    guard case .found(let session) = lookup(request) else { return sessionGone(isScript: isScript) }
    let contentType = request.headers[.contentType] ?? ""
    guard contentType.hasPrefix("application/x-www-form-urlencoded") else {
      return refusal(
        "Events must be sent as application/x-www-form-urlencoded.", .unsupportedMediaType,
        isScript: isScript, context: context)
    }
    // Read no more than an event with one field of text at the limit can take, refusing
    // early when the declared length already says it is more.
    let limits = EventLimits(host.configuration)
    if let length = request.headers[.contentLength].flatMap({ Int($0) }),
      length > limits.maxBodyBytes
    {
      return refusal(
        limits.textTooLarge(bytes: nil), .contentTooLarge, isScript: isScript, context: context)
    }
    let body: String
    do {
      body = String(buffer: try await request.body.collect(upTo: limits.maxBodyBytes))
    } catch {
      return refusal(
        limits.textTooLarge(bytes: nil), .contentTooLarge, isScript: isScript, context: context)
    }
    let event: ViewEvent
    switch checkedEvent(body, session: session, limits: limits) {
    case .success(let checked): event = checked
    case .failure(let refused):
      return refusal(refused.message, refused.status, isScript: isScript, context: context)
    }
    let delivery: Session.Delivery =
      !isScript ? .redirect : request.headers[Self.acceptHeader] == "patch" ? .patch : .fragment
    switch await session.handle(event, title: title, delivery: delivery) {
    case .success(let rendered):
      let renewed = renewIfRequested(session, request)
      var response: Response
      if let rendered {
        // Rendered again with the new CSRF token; renewals are rare (sign-in, sign-out).
        if renewed != nil {
          response = Responses.html(await session.render(.fragment, title: title))
        } else {
          response =
            rendered.isPatch ? Responses.patch(rendered.body) : Responses.html(rendered.body)
        }
      } else {
        response = Responses.redirect(to: "/")
      }
      if let renewed { response.setCookie(renewed) }
      return await reportingRenders(of: session, response)
    case .failure(let error):
      let status = Self.status(of: error)
      guard !isScript, status == .conflict else {
        return refusal(error.description, status, isScript: isScript, context: context)
      }
      // A page without script gets what a scripted one shows: the latest page, the reason on
      // top, and the user's typing still in its fields.
      context.logger.notice(
        "Refused event", metadata: ["status": "\(status.code)", "reason": "\(error)"])
      let html = await session.renderRefused(
        event, because: error.description, title: title, limits: limits)
      return await reportingRenders(of: session, Responses.html(html, status: status))
    }
  }
}
