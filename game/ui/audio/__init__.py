"""Sound: effects synthesized by our own code, and the board that plays them for rules events."""
