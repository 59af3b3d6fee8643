"""Tug of War: the toy game of docs/engine.md ("Adding a game"), registered by the test that uses it."""
