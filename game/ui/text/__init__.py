"""Text: the one way to fit text in a box, text on card faces, log wording, seat names, and the text checks."""
