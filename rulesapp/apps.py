from django.apps import AppConfig


class RulesappConfig(AppConfig):
    name = "rulesapp"
    verbose_name = "Rules library"

    def ready(self):
        # Every process that can write the rules (the site, the importer's commands) must give the
        # library a new version when it does: connect those signals wherever Django starts.
        from rulesapp import library_version  # noqa: F401
