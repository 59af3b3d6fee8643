"""The search tests' fixtures (a small library and its built index), for the health and provenance tests here.

Imported in this conftest rather than in each test module, where a fixture imported and then named as a
test's parameter reads to pyflakes as a redefinition (F811)."""
from tests.rulesapp.search.conftest import built_index, index_builds, index_dir, small_library  # noqa: F401  (fixtures)
