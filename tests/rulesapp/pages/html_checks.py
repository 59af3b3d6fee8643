"""Reading rendered pages the way a browser would, to assert on structure rather than on raw strings."""
from html.parser import HTMLParser


class PageStructure(HTMLParser):
    """Collects links (with attributes, text and nesting depth), elements by id, and script tags."""

    VOID = {"br", "img", "input", "meta", "link", "hr", "wbr", "source"}

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.links, self.ids, self.scripts, self.nested_links = [], {}, [], []
        self._open_links, self._stack = [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag not in self.VOID:
            self._stack.append((tag, attributes))
        if "id" in attributes:
            self.ids[attributes["id"]] = (tag, attributes)
        if tag == "script":
            self.scripts.append(attributes)
        if tag == "a":
            if self._open_links:
                self.nested_links.append(attributes)
            link = {"attrs": attributes, "text": "", "ancestors": [t for t, _ in self._stack[:-1]]}
            self.links.append(link)
            self._open_links.append(link)

    def handle_endtag(self, tag):
        if tag == "a" and self._open_links:
            self._open_links.pop()
        for index in range(len(self._stack) - 1, -1, -1):
            if self._stack[index][0] == tag:
                del self._stack[index:]
                break

    def handle_data(self, data):
        for link in self._open_links:
            link["text"] += data

    def term_links(self):
        return [link for link in self.links if "term" in link["attrs"].get("class", "").split()]

    def link_texts(self, css_class=None):
        return [link["text"].strip() for link in self.links if css_class is None or css_class in link["attrs"].get("class", "")]
