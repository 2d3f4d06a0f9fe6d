import TaskManagerDomainTesting

/// The shared fixtures (one user, a small outline, an in-memory environment).
typealias Fixtures = TaskManagerFixtures
