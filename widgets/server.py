"""Runs in the Jupyter server (JupyterLab, Voilà), not in the kernel: how the browser's
messages reach the boards.

Every hover and click on a board is a small websocket message to the kernel and a few small
ones back. With Nagle's algorithm on (Tornado's default), a small reply written while an
earlier one is still unacknowledged waits for the browser's delayed ACK: about 40 ms on
Linux, in a measured share of hovers and clicks (see ``benchmarks/browser_latency.py``).
:class:`NoDelayWebsocketConnection` turns it off for each kernel websocket, as Tornado
documents (``WebSocketHandler.set_nodelay``). ``make lab`` and ``make app`` select it::

    jupyter lab --ServerApp.kernel_websocket_connection_class=widgets.server.NoDelayWebsocketConnection
    voila --Voila.kernel_websocket_connection_class=widgets.server.NoDelayWebsocketConnection
"""

from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

#: The option value that selects it, for command lines and tests.
CONNECTION_CLASS = "widgets.server.NoDelayWebsocketConnection"


class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):
    """Jupyter's kernel websocket connection, with TCP_NODELAY on its socket."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()
