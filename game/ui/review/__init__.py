"""The game review screen: the graph, the decisions, the summary, and the replay opened at a reviewed moment.

screen.py ReviewScene (route "review"); graph_view.py the projected-score graph; worker.py runs the review in a
child process (job.py, no pygame) with progress and cancel; banner.py the bar over the replay naming the move made
and the preferred one ("Play from here"); text.py the strings (English and French).
"""
