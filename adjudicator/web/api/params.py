"""The adjudicator API's parameters, each read as the docs promise or refused: a bad value is a 400 naming the
parameter and the problem, never a silent default (`?explore=maybe` is not "no"). Every such 400 has the shape
of the API's other answers about a field (config.middleware, adjudicator.errors.ModelUnfit):
`{"error": every message, "field": the first parameter named, "problems": [{"path": parameter, "message"}]}`."""
from rest_framework.response import Response

# The spellings of a yes/no parameter (any case); the docs and the OpenAPI schema list the same.
YES = ("1", "true", "yes", "on")
NO = ("0", "false", "no", "off", "")
MAX_QUOTED = 60


def quoted(value):
    """A value as a message repeats it: quoted, and cut if long."""
    value = str(value)
    return repr(value if len(value) <= MAX_QUOTED else value[:MAX_QUOTED] + "…")


def counted(count, noun):
    """"1 outcome", "2 outcomes": a count in plain English (nouns that take an s)."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def there_are(count, noun):
    """"there is 1 outcome", "there are 2 outcomes"."""
    return f"there {'is' if count == 1 else 'are'} {counted(count, noun)}"


def listed(words):
    """"a, b or c"."""
    words = list(words)
    return " or ".join(words) if len(words) <= 2 else f"{', '.join(words[:-1])} or {words[-1]}"


class BadParameters(Exception):
    """One or more parameters the request cannot be answered with: [(name, message)], in the order checked."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__(" ".join(message for _, message in self.problems))

    def as_dict(self):
        return {"error": str(self), "field": self.problems[0][0],
                "problems": [{"path": name, "message": message} for name, message in self.problems]}

    def response(self):
        return Response(self.as_dict(), status=400)


class Checker:
    """Reads parameters one by one, collecting every problem, so a request with two bad values hears of both."""

    def __init__(self):
        self.problems = []

    def refuse(self, name, message):
        self.problems.append((name, message))

    def yes_no(self, name, value, also_yes=()):
        """True or False for one of the documented spellings (a JSON true/false too); a problem otherwise."""
        if isinstance(value, bool):
            return value
        if value is None:
            return False
        word = str(value).strip().lower()
        if word in YES or word in also_yes:
            return True
        if word not in NO:
            self.refuse(name, f"{name} is yes or no: {listed([*YES, *also_yes])} for yes; "
                              f"{listed([*NO[:-1], 'empty'])} for no. {quoted(value)} is neither.")
        return False

    def one_of(self, name, value, allowed, what=None):
        """`value` if it is one of `allowed`; a problem naming them otherwise."""
        if value in allowed:
            return value
        self.refuse(name, f"{name} is {listed(allowed)}; {quoted(value)} is not {what or 'one of them'}.")
        return None

    def check(self):
        """Raise BadParameters if anything was refused."""
        if self.problems:
            raise BadParameters(self.problems)
