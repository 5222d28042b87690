"""Which item of a long list a line belongs to, when each item takes several lines.

The history panel lays out one block of lines per hand; a hand's height is known only
once it has been wrapped at the panel's width, so until then a guess stands in for it.
:class:`LineIndex` keeps the heights in a Fenwick tree (a binary indexed tree): the line
a hand starts on, the hand a line falls in, a changed height, a hand added at the end or
taken off it — each costs O(log n), so a panel over 100,000 hands answers as fast as one
over ten (issue 16).
"""

from __future__ import annotations


class LineIndex:
    """The heights (in lines, each ≥ 1) of a list of items, in order."""

    def __init__(self, heights: list[int] | None = None) -> None:
        self._heights: list[int] = list(heights or [])
        self._tree: list[int] = [0, *self._heights]  # 1-based: _tree[i] sums (i − lowbit(i), i]
        size = len(self._tree)
        for i in range(1, size):  # each node adds itself to its parent: O(n)
            parent = i + (i & -i)
            if parent < size:
                self._tree[parent] += self._tree[i]

    def __len__(self) -> int:
        return len(self._heights)

    @property
    def total(self) -> int:
        """Lines of all the items together."""
        return self.start(len(self._heights))

    def height(self, item: int) -> int:
        """Lines of item ``item`` (0-based)."""
        return self._heights[item]

    def start(self, item: int) -> int:
        """The first line of item ``item`` (0-based): the lines of the items before it."""
        total, i = 0, item
        while i > 0:
            total += self._tree[i]
            i &= i - 1
        return total

    def find(self, line: int) -> int:
        """The item line ``line`` (0 ≤ line < :attr:`total`) falls in."""
        item, step = 0, 1 << len(self._heights).bit_length()
        while step:
            nxt = item + step
            if nxt < len(self._tree) and self._tree[nxt] <= line:
                item = nxt
                line -= self._tree[nxt]
            step >>= 1
        return item

    def set_height(self, item: int, height: int) -> None:
        """Item ``item`` now takes ``height`` lines."""
        delta = height - self._heights[item]
        self._heights[item] = height
        i = item + 1
        while delta and i < len(self._tree):
            self._tree[i] += delta
            i += i & -i

    def append(self, height: int) -> None:
        """One more item at the end, of ``height`` lines."""
        i = len(self._tree)
        self._heights.append(height)
        self._tree.append(height + self.start(i - 1) - self.start(i - (i & -i)))

    def pop(self) -> None:
        """Take the last item off (a node covers only items before it: none changes)."""
        self._heights.pop()
        self._tree.pop()
