"""Card faces and art drawn by our own code with Pillow: faces, illustrations, icons, the window icon."""
