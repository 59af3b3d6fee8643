"""The adjudicator: a plain-Python timing engine for superhero card games.

Nothing in this package (outside `adjudicator.web`) imports Django, so the
engine can be used from the command line, tests and other front ends alike.
"""
