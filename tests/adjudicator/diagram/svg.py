"""Reading rendered SVG in tests: elements by id and class, text, geometry."""

import re
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg_bytes):
    """The SVG root; fails the test if the document is not well-formed XML."""
    return ET.fromstring(svg_bytes)


def groups(root, css_class):
    return [g for g in root.iter(f"{SVG}g") if css_class in g.get("class", "").split()]


def by_id(root):
    return {element.get("id"): element for element in root.iter() if element.get("id")}


def texts(element):
    """The text lines of an element, joined by spaces, no-break spaces as spaces."""
    lines = ["".join(t.itertext()) for t in element.iter(f"{SVG}text")]
    return " ".join(" ".join(line.replace("\u00a0", " ").split()) for line in lines)


def title(element):
    return element.find(f"{SVG}title").text


def numbers(element):
    """Every coordinate of an element's shapes, as (x, y) pairs."""
    pairs = []
    for shape in element.iter():
        if shape is not element and shape.tag == f"{SVG}g":
            continue
        for attribute in ("points", "d"):
            values = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", shape.get(attribute, ""))]
            pairs.extend(zip(values[0::2], values[1::2]))
        if shape.get("cx") is not None:
            pairs.append((float(shape.get("cx")), float(shape.get("cy"))))
    return pairs


def box(element):
    """(left, top, right, bottom) of an element's own shapes."""
    xs, ys = zip(*numbers(element))
    return min(xs), min(ys), max(xs), max(ys)


def inside(inner, outer):
    left, top, right, bottom = box(inner)
    o_left, o_top, o_right, o_bottom = box(outer)
    return o_left <= left and o_top <= top and right <= o_right and bottom <= o_bottom
