// placeholder
@MainActor final class AddedAnimation {}
