"""What the browser tests share: web/dist served on a free local port, and one line per check."""
import functools
import http.server
import sys
import threading


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    """Serves `folder` in a background thread; its URL, ending in '/'."""
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f'http://127.0.0.1:{server.server_port}/'


def check(condition, what):
    """Prints `ok: what`, or `FAILED: what` and exits 1."""
    if not condition:
        print(f'FAILED: {what}', file=sys.stderr)
        sys.exit(1)
    print(f'ok: {what}')
