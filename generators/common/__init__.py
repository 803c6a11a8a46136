"""Shared helpers of the case generators: writing case files, pinning clauses, validation."""
