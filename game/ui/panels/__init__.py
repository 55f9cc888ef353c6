"""Panels over the table: curtain, confirm, chooser, results, and the explanation panels of each phase."""
