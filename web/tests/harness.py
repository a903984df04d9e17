"""What the WebGL2 and component browser tests share: checks that count, a quiet local server,
and a page's console errors."""
import functools
import http.server
import sys
import threading


class Checks:
    """Named checks: each passes or ends the run with exit status 1, naming it."""

    def __init__(self):
        self.passed = 0

    def __call__(self, condition, what):
        if not condition:
            print(f'FAILED: {what}', file=sys.stderr)
            sys.exit(1)
        self.passed += 1
        print(f'ok: {what}')

    def summary(self):
        """The closing line CI reads."""
        print(f'{self.passed} passed, 0 failed')


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory, handler=QuietHandler):
    """Serves `directory` on a free local port; returns its URL (ending in /)."""
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(handler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f'http://127.0.0.1:{server.server_port}/'


def watch(page, also=lambda text: False):
    """The page's console errors and uncaught exceptions (and messages `also` picks), as they come."""
    errors = []
    page.on('console', lambda m: errors.append(m.text) if m.type == 'error' or also(m.text) else None)
    page.on('pageerror', lambda e: errors.append(str(e)))
    return errors
