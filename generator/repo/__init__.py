"""A group's own repository: its root, its shared components and its settings."""
