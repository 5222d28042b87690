"""``w`` on the sheet, once the table said yes: ``serve`` started and read in a Textual
thread worker (issue 30.2), so that the sheet stays live while it starts — a ``serve``
that hangs held the whole app for :data:`~.watching.START_SECONDS` before. The sheet
says it is starting and shows what the worker ends with (:func:`started`); ``w``
meanwhile starts no second one (:func:`starting`); quitting meanwhile cancels the worker,
and its ``serve`` is stopped."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.worker import Worker, WorkerState, get_current_worker

from ...texts import language

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from .watching import Sharing

GROUP = "watch-start"
"""The worker group of a ``serve`` being started: one at a time."""


def starting(node: DOMNode) -> bool:
    """Whether a ``serve`` started from ``node`` is not announced yet (nor given up)."""
    return any(worker.group == GROUP and worker.node is node and not worker.is_finished
               for worker in node.workers)


def start_watching(node: DOMNode, path: Path) -> None:
    """Start ``serve`` of ``path`` (:func:`~.watching.start_sharing`, in the current
    language) in a thread worker of ``node``, the sheet; it gets the worker's end as a
    ``Worker.StateChanged`` (:func:`started`). The sheet replaced (another pulka) or the
    app quitting cancel the worker, and its ``serve`` is stopped."""
    lang = language()

    def work() -> Sharing | OSError | None:
        """The started ``serve``; the error that says why not; None: called off."""
        from . import watching

        cancelled = get_current_worker().cancelled_event
        try:
            return watching.start_sharing(path, lang, cancelled=cancelled)
        except watching.Cancelled:
            return None
        except OSError as exc:
            return exc

    node.run_worker(work, thread=True, group=GROUP, name="serve",
                    description=f"serve {path.name}")


def started(event: Worker.StateChanged) -> Sharing | OSError | None:
    """What the ``serve`` worker of ``event`` ended with: the ``serve`` announced, or the
    error that says why it did not start (:class:`~.watching.NotSharing`: it ended or
    said nothing in time); None while it runs, when it was called off, and for any other
    worker."""
    if event.worker.group != GROUP or event.state != WorkerState.SUCCESS:
        return None
    outcome: Sharing | OSError | None = event.worker.result
    return outcome
