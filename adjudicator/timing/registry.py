"""Which model serves which game slug."""
from adjudicator.timing.stack import PlainStack
from adjudicator.timing.union_city import UnionCityAlliance

MODELS = {
    "union-city-alliance": UnionCityAlliance,
    "stack": PlainStack,
}
