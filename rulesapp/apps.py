from django.apps import AppConfig


class RulesappConfig(AppConfig):
    name = "rulesapp"
    verbose_name = "Rules library"
