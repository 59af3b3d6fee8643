"""The curated players' vocabulary brought into the database, where the admin edits it.

The list ships in rulesapp/search/query_vocabulary.yaml and grows with the code; the rows are the
admin's. Each curated entry is added once, the first time a database meets it: after `migrate` (a
post_migrate step, so a new entry needs no migration of its own) a database has every entry it lacked,
its admin's edits are kept, and an entry the admin deleted is not brought back (CuratedWordingAdded
remembers what was added).
"""


def add_new_curated_wordings(player_wording, curated_wording_added) -> int:
    """Add each curated entry this database has never had as a row, leaving existing rows as they are;
    the models are passed in so a migration can pass its historical ones. Returns how many were added."""
    # Imported here, not at the top: every Django process imports this module (rulesapp's ready()), and
    # rulesapp.search brings Whoosh, NumPy and the index build with it (about a second of CPU at each start).
    from rulesapp.search.vocabulary import curated_wordings

    already = set(curated_wording_added.objects.values_list("game", "players_say"))
    added = 0
    for game, players_say, rulebook_words in curated_wordings():
        if (game, players_say) in already:
            continue
        _row, created = player_wording.objects.get_or_create(
            game=game, players_say=players_say, defaults={"rulebook_says": "\n".join(rulebook_words)})
        curated_wording_added.objects.create(game=game, players_say=players_say)
        added += created
    return added


def after_migrate(sender, apps=None, **kwargs):
    """post_migrate: the new curated entries, once the tables exist (not when migrating backwards). Sent
    by `flush` too, without the migration state (`apps`): an emptied database is left empty."""
    if apps is None:
        return
    try:
        player_wording = apps.get_model("rulesapp", "PlayerWording")
        curated_wording_added = apps.get_model("rulesapp", "CuratedWordingAdded")
    except LookupError:
        return
    add_new_curated_wordings(player_wording, curated_wording_added)
