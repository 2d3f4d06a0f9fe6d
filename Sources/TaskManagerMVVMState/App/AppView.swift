import Views

/// Login or Home, as the root view model's state says.
struct AppView: View {
  let model: AppViewModel

  var body: some View {
    switch model.screen {
    case .login(let login): LoginView(model: login)
    case .home(let home): HomeView(model: home)
    }
  }
}
