from django.apps import AppConfig


class AdjudicatorWebConfig(AppConfig):
    name = "adjudicator.web"
    label = "adjudicator_web"
    verbose_name = "Adjudicator"
