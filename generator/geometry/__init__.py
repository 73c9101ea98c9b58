"""Grid geometry behind one interface: hex for My Island, square for My City."""

from generator.geometry.grid import Cell, Grid, grid_for

__all__ = ["Cell", "Grid", "grid_for"]
