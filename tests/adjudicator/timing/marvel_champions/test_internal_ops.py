"""Internal ops with only plain args are made once and shared (windows.internal): sharing must never make two
ops that differ one, nor change what an op is."""
from adjudicator.scenario.model import Op
from adjudicator.timing.marvel_champions.windows import internal


def test_a_shared_internal_op_is_the_op_it_would_have_been():
    op = internal("_mc_level", n=3, window="after", level=5)
    assert op == Op("_mc_level", {"n": 3, "window": "after", "level": 5}, "mc:_mc_level{level=5,n=3,window='after'}")
    assert internal("_mc_level", n=3, window="after", level=5) is op  # made once


def test_args_equal_in_python_but_not_the_same_value_give_different_ops():
    # 1 == True and hash(1) == hash(True): a cache keyed by the values alone would hand back the other one
    number, boolean = internal("_mc_x", n=1), internal("_mc_x", n=True)
    assert (number.path, boolean.path) == ("mc:_mc_x{n=1}", "mc:_mc_x{n=True}")
    assert type(boolean.args["n"]) is bool and type(number.args["n"]) is int
    assert internal("_mc_x", n=1.0).path == "mc:_mc_x{n=1.0}"  # not plain: keyed afresh


def test_ops_with_data_are_not_shared():
    data = {"target": "h1"}
    first, second = internal("_mc_occ", kind="damage", data=data), internal("_mc_occ", kind="damage", data=data)
    assert first == second and first is not second
