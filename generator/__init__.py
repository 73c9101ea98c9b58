"""chronicle: campaign tracker and rules reference for My Island and My City."""

__version__ = "0.1.0"
