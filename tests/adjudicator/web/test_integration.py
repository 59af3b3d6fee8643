"""Where the rules library and the adjudicator meet: rule pages link their scenarios, tools open in the editor."""


def test_a_rule_section_lists_the_scenarios_that_show_it(uca_library_rows, db, client):
    html = client.get("/games/union-city-alliance/resolving-chains/").content.decode()
    assert "Step through this rule" in html
    assert "Black Flag" in html and "/adjudicator/" in html


def test_an_outline_opens_in_the_editor_with_its_compiled_text(db, client):
    outline = "Wrangler uses Social Networking's Galvanize\n  Odysseus draws Scientific Genius [alert]\n"
    page = client.post("/adjudicator/tools/outline/", {"outline": outline}).content.decode()
    assert 'action="/adjudicator/editor/"' in page and "Open in the editor" in page
    compiled = page.split('name="scenario" value="', 1)[1].split('"', 1)[0]
    editor = client.post("/adjudicator/editor/", {"scenario": compiled.replace("&#x27;", "'").replace("&quot;", '"')
                                                  .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")})
    assert editor.status_code == 200
    assert "Scientific Genius" in editor.content.decode()
