/// State whose binding changes can be written to a file and read back: it names each field a
/// view binds, because a key path has no stable name of its own (on Linux it does not even
/// print one).
///
/// A `BindingAction` of such a state is `Codable`, as `{"field": "username", "value": "ada"}`.
/// Encoding a change of a field missing from ``codableBindings`` throws, and so does decoding
/// a name the list does not have, naming the fields it knows.
///
/// ```swift
/// extension LoginFeature.State: CodableBindings {
///   static let codableBindings = BindableFields<Self>(
///     .field("username", \.username),
///     .secret("password", \.password, redacted: { $0.isEmpty ? "" : "••••••" })
///   )
/// }
/// let json = try JSONEncoder().encode(LoginFeature.Action.binding(.set(\.username, "ada")))
/// ```
public protocol CodableBindings {
  /// The fields views bind, each with its stable name.
  static var codableBindings: BindableFields<Self> { get }
}

/// The named, bindable fields of a state: see ``CodableBindings``.
///
/// ```swift
/// BindableFields<Settings.State>(
///   .field("showDone", \.settings.showDone),
///   .field("architecture", \.settings.architecture)
/// )
/// ```
public struct BindableFields<Root>: Sendable {
  let fields: [BindableField<Root>]

  /// The fields, in any order; names must be unique.
  public init(_ fields: BindableField<Root>...) {
    precondition(
      Set(fields.map(\.name)).count == fields.count,
      "Two bindable fields of \(Root.self) share a name")
    self.fields = fields
  }

  /// The field a binding action changes, if it is named here.
  func field(of action: BindingAction<Root>) -> BindableField<Root>? {
    fields.first { $0.keyPath == action.keyPath }
  }

  /// The field called `name`.
  func field(named name: String) -> BindableField<Root>? {
    fields.first { $0.name == name }
  }

  var names: [String] { fields.map(\.name) }
}

/// One named field of a state that a binding can change.
///
/// ```swift
/// .field("text", \.text)
/// ```
public struct BindableField<Root>: Sendable {
  /// The stable name written to files.
  public let name: String
  let field: UncheckedSendable<PartialKeyPath<Root>>
  var keyPath: PartialKeyPath<Root> { field.value }
  let encodeValue: @Sendable (any Sendable, any Encoder) throws -> Void
  let decodeAction: @Sendable (any Decoder) throws -> BindingAction<Root>

  /// A field whose value is written as it is.
  ///
  /// ```swift
  /// .field("username", \.username)
  /// ```
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String,
    _ keyPath: WritableKeyPath<Root, Value> & Sendable
  ) -> Self {
    secret(name, keyPath, redacted: { $0 })
  }

  /// A field whose value must not leave the session, such as a password: what is written is
  /// `redacted(value)`, and reading it back sets the field to that. Make the state's dump
  /// (its `customDumpMirror`) show the field redacted the same way, so a replay of a
  /// redacted history still reaches the recorded fingerprints.
  ///
  /// ```swift
  /// .secret("password", \.password, redacted: { $0.isEmpty ? "" : "••••••" })
  /// ```
  public static func secret<Value: Codable & Equatable & Sendable>(
    _ name: String,
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    redacted: @escaping @Sendable (Value) -> Value
  ) -> Self {
    Self(
      name: name,
      field: UncheckedSendable(keyPath),
      encodeValue: { value, encoder in
        guard let value = value as? Value else {
          throw EncodingError.invalidValue(
            value,
            .init(
              codingPath: encoder.codingPath,
              debugDescription:
                "The binding of \(name) carries a \(type(of: value)), not a \(Value.self)"
            ))
        }
        var container = encoder.singleValueContainer()
        try container.encode(redacted(value))
      },
      decodeAction: { decoder in
        let container = try decoder.singleValueContainer()
        return .set(keyPath, try container.decode(Value.self))
      }
    )
  }
}

extension BindingAction: Encodable where Root: CodableBindings {
  /// Writes the changed field's name from `codableBindings` and its value; throws for a
  /// field that is not named there.
  public func encode(to encoder: any Encoder) throws {
    guard let field = Root.codableBindings.field(of: self) else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath,
          debugDescription:
            "A binding of \(Root.self) changes a field not named in its codableBindings"
            + " (\(keyPath)); name it there to export it"))
    }
    var container = encoder.container(keyedBy: BindingCodingKeys.self)
    try container.encode(field.name, forKey: .field)
    try field.encodeValue(value, container.superEncoder(forKey: .value))
  }
}

extension BindingAction: Decodable where Root: CodableBindings {
  /// Reads a field name and value written by `encode(to:)`; throws for a name the state's
  /// `codableBindings` does not list.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: BindingCodingKeys.self)
    let name = try container.decode(String.self, forKey: .field)
    let fields = Root.codableBindings
    guard let field = fields.field(named: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription:
          "\(Root.self) has no bindable field named \"\(name)\" (it has: "
          + fields.names.joined(separator: ", ") + ")")
    }
    self = try field.decodeAction(container.superDecoder(forKey: .value))
  }
}

private enum BindingCodingKeys: String, CodingKey {
  case field, value
}
