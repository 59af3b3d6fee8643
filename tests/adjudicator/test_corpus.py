"""The merged per-fixture tests check every fixture of each game in `corpus.GAMES`: a fixture folder left out
of that list would be checked by none of them, silently."""
from tests.adjudicator import corpus


def test_every_fixture_folder_is_a_game_the_per_fixture_tests_check():
    folders = {path.parent.relative_to(corpus.SCENARIOS).as_posix() for path in corpus.all_paths()}
    assert folders == set(corpus.GAMES)


def test_the_games_fixtures_are_every_fixture():
    assert sorted(p for game in corpus.GAMES for p in corpus.paths(game)) == sorted(corpus.paths())
