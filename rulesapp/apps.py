from django.apps import AppConfig


class RulesappConfig(AppConfig):
    name = "rulesapp"
    verbose_name = "Rules library"

    def ready(self):
        # Every process that can write the rules (the site, the importer's commands) must give the
        # library a new version when it does: connect those signals wherever Django starts.
        from django.db.models.signals import post_migrate

        from rulesapp import library_version  # noqa: F401
        from rulesapp.wordings import after_migrate

        post_migrate.connect(after_migrate, sender=self, dispatch_uid="rulesapp-curated-wordings")

        # `card: CODE` on a Marvel Champions entity reads the imported cards (the adjudicator has no Django).
        from adjudicator.timing.marvel_champions import card_entities
        from rulesapp.card_source import current_source

        card_entities.register(current_source)
