"""`python -m adjudicator FILE …`: the adjudicator without Django."""
import sys

from adjudicator.cli import main

sys.exit(main())
