import Foundation
import HTTPTypes
import Hummingbird
import NIOPosix

extension WebHostRoutes {
  /// A static folder's routes: its path (redirected to the path with a `/`) and everything
  /// under it, with `GET` and `HEAD` (``MethodsMiddleware`` answers other methods with 405).
  func register(_ folder: StaticFolder, on router: Router<WebHostRequestContext>) {
    for path in [folder.path, folder.path + "/**"] {
      let route = RouterPath(path)
      let handler: @Sendable (Request, WebHostRequestContext) async throws -> Response = {
        request, context in try await Self.answer(request, from: folder, context: context)
      }
      router.get(route, use: handler)
      router.head(route, use: handler)
    }
  }

  /// The file, folder index or redirect a request names; a path naming nothing inside the
  /// folder is the app's ordinary 404.
  static func answer(
    _ request: Request, from folder: StaticFolder, context: WebHostRequestContext
  ) async throws -> Response {
    let requestPath = request.uri.path
    // Resolving the path asks the file system: off the event loop, like the reads below.
    let lookup = try await NIOThreadPool.singleton.runIfActive { folder.lookup(requestPath) }
    switch lookup {
    case .notFound:
      throw HTTPError(.notFound)
    case .redirect(let location):
      return Response(
        status: .movedPermanently, headers: [.location: location, .cacheControl: "no-store"])
    case .file(let path, let info):
      var headers: HTTPFields = [
        .contentType: StaticFolder.contentType(of: path),
        .cacheControl: StaticFolder.cacheControl(of: path),
        .eTag: info.entityTag,
      ]
      var page: Data?
      if headers[.contentType]?.hasPrefix("text/html") == true {
        // A page is read whole: its policy names the hashes of its own inline scripts. It goes
        // with a 304 too, since a browser's cached copy takes the headers of the 304 that
        // confirms it (the standard policy would then block the page's script).
        let data = try await NIOThreadPool.singleton.runIfActive {
          try Data(contentsOf: URL(fileURLWithPath: path))
        }
        headers[.contentSecurityPolicy] = ContentSecurityPolicy.allowingInlineScripts(
          of: String(decoding: data, as: UTF8.self))
        page = data
      }
      if let asked = request.headers[.ifNoneMatch], Self.matches(asked, info.entityTag) {
        return Response(status: .notModified, headers: headers)
      }
      guard let page else {
        return Response(
          status: .ok, headers: headers,
          body: try await FileIO().loadFile(path: path, context: context))
      }
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
    }
  }

  /// Whether an `If-None-Match` header names `tag` (or is `*`); weak tags compare by value.
  static func matches(_ header: String, _ tag: String) -> Bool {
    header.split(separator: ",").contains { candidate in
      let trimmed = candidate.trimmingCharacters(in: .whitespaces)
      return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }
  }
}
