// An effect's answer reaches the reducer as a `Result`, so an action log cannot be written to a
// file without coding one. The standard library does not make `Result` `Codable`; this kit
// does, for the results whose both sides are, so a feature's `Action` enum keeps its natural
// `case response(Result<User, LoginError>)` and still synthesizes `Codable`. That takes a
// retroactive conformance, which the lint otherwise forbids: the alternative, a result type of
// the kit's own, would change every feature's actions away from TCA's idiom. Should the
// standard library ever add the conformance, this one goes.

/// `{"success": value}` or `{"failure": error}`.
///
/// ```swift
/// let json = try JSONEncoder().encode(Result<Int, MyError>.success(3))  // {"success":3}
/// ```
// swift-format-ignore: AvoidRetroactiveConformances
extension Result: @retroactive Encodable where Success: Encodable, Failure: Encodable {
  /// Writes the result as a one-key object named after its case.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ResultCodingKeys.self)
    switch self {
    case .success(let value): try container.encode(value, forKey: .success)
    case .failure(let error): try container.encode(error, forKey: .failure)
    }
  }
}

/// Reads `{"success": value}` or `{"failure": error}`; anything else is an error.
///
/// ```swift
/// let result = try JSONDecoder().decode(Result<Int, MyError>.self, from: json)
/// ```
// swift-format-ignore: AvoidRetroactiveConformances
extension Result: @retroactive Decodable where Success: Decodable, Failure: Decodable {
  /// Reads a result from a `success` or a `failure` key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ResultCodingKeys.self)
    if container.contains(.success) {
      self = .success(try container.decode(Success.self, forKey: .success))
    } else if container.contains(.failure) {
      self = .failure(try container.decode(Failure.self, forKey: .failure))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "A result needs a \"success\" or a \"failure\" key"))
    }
  }
}

private enum ResultCodingKeys: String, CodingKey {
  case success, failure
}
