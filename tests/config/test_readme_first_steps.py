"""What a newcomer reads first in the README is true: the commands section does not promise a count of
commands its block does not hold, and the admin's "staff login" says how to make one on a local site."""
import re
from pathlib import Path

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()
NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def commands_section() -> str:
    block = README.index("```sh\nscripts/run.sh")
    return README[README.rindex("\n## ", 0, block):README.index("\n## ", block)]


def test_a_count_of_commands_in_the_section_is_the_count_in_its_block():
    section = commands_section()
    block = section[section.index("```sh"):section.index("```", section.index("```sh") + 5)]
    commands = [line for line in block.splitlines()[1:] if line.strip()]
    for word in re.findall(r"\b(two|three|four|five|six)\b(?= commands|\s+install)", section, flags=re.I):
        assert NUMBERS[word.lower()] == len(commands), (word, commands)


def test_the_admin_row_says_how_to_get_a_staff_login_locally():
    row = next(line for line in README.splitlines() if line.startswith("| `/admin/`"))
    assert "manage.py createsuperuser" in row
