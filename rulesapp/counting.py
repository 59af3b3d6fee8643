"""How a page counts the games: from what the library holds, never a number written into a template."""

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(count: int) -> str:
    """"five" for 5: words up to ten, digits after."""
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


def the_games(titles: list[str]) -> str:
    """What "the rules of ___" says for these games: the one game by name, "both games", "all five games"."""
    if not titles:
        return "the games"
    if len(titles) == 1:
        return titles[0]
    if len(titles) == 2:
        return "both games"
    return f"all {number_word(len(titles))} games"


def listed(titles: list[str]) -> str:
    """"A", "A and B", "A, B and C": titles named in a sentence; "" for none."""
    if len(titles) < 2:
        return "".join(titles)
    return ", ".join(titles[:-1]) + " and " + titles[-1]
