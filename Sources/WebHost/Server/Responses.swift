import Hummingbird

/// Response builders shared by the routes.
enum Responses {
  static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
    self.html(ByteBuffer(string: html), status: status)
  }

  static func html(_ html: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: html))
  }

  /// A ``DOMPatch``, as JSON.
  static func patch(_ json: ByteBuffer) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: json))
  }

  static func text(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  static func asset(_ content: String, contentType: String) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: contentType, .cacheControl: "public, max-age=300"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: content)))
  }

  static func redirect(to location: String) -> Response {
    Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
  }

  /// A complete page with a heading, an explanation and a way forward, for the no-JavaScript
  /// flow (scripts get the plain-text message instead).
  static func notice(
    title: String,
    message: String,
    link: (href: String, label: String),
    status: HTTPResponse.Status,
    pageTitle: String
  ) -> Response {
    html(
      """
      <!doctype html><html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>\(title.htmlEscaped) · \(pageTitle.htmlEscaped)</title>\
      <link rel="stylesheet" href="/assets/app.css"></head><body><main class="main notice">\
      <h1>\(title.htmlEscaped)</h1><p>\(message.htmlEscaped)</p>\
      <p><a class="btn style-prominent" href="\(link.href.htmlEscaped)">\(link.label.htmlEscaped)</a></p>\
      </main></body></html>
      """,
      status: status)
  }
}
