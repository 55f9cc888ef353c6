"""The graphical game (pygame-ce): scenes, table, card art; see README.md beside this file."""
