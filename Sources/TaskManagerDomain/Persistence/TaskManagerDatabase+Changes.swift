extension TaskManagerDatabase {
  /// Brings another server's committed change to this process's observers.
  func apply(_ change: PostgresChange) {
    Task {
      switch change {
      case .outline(let user):
        await outlines.refresh(user)
      case .settings(let user):
        await republishSettings(of: user)
      case .reconnected:
        await outlines.refreshWatched()
        for user in settingsFeed.subscribedUsers { await republishSettings(of: user) }
      }
    }
  }

  private func republishSettings(of user: UserID) async {
    guard settingsFeed.subscribedUsers.contains(user),
      let stored = try? await settings.stored(user)
    else { return }
    settingsFeed.publish(stored, for: user)
  }
}
