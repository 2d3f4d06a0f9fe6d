/// What a child store is cached by: the key paths it was scoped with.
@usableFromInline
struct ScopeCacheKey: Hashable {
  @usableFromInline let state: AnyKeyPath
  @usableFromInline let action: AnyKeyPath

  @inlinable
  init(state: AnyKeyPath, action: AnyKeyPath) {
    self.state = state
    self.action = action
  }
}
