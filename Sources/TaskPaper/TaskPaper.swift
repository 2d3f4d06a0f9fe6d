// The TaskPaper format kit.
