"""The API tests use the same small ORM library and real on-disk index as the search tests."""
from tests.rulesapp.search.conftest import built_index, index_builds, index_dir, small_library  # noqa: F401  (fixtures)
