"""Where to open the served view: the addresses a ``--host`` listens on, as links.

``--host 0.0.0.0`` listens on every IPv4 address of the computer (``::`` on every
address): the players' phones need the computer's address on the table's network, so
each interface's address is listed (``psutil.net_if_addrs``), this computer's own
loopback last. A named host is listed as given.
"""

from __future__ import annotations

import ipaddress
import socket

WILDCARD_V4 = {"0.0.0.0", ""}
WILDCARD_V6 = {"::"}


def is_loopback(host: str) -> bool:
    """Whether ``host`` is reachable from this computer only (``127.0.0.0/8``, ``::1``,
    ``localhost``)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def listening_addresses(host: str) -> list[str]:
    """The addresses a server bound to ``host`` answers on: for a wildcard, every
    address of the computer's interfaces (IPv4 for ``0.0.0.0``, IPv4 and IPv6 for ``::``;
    link-local IPv6 left out, as a browser cannot open it without its interface), the
    loopback ones last; otherwise ``[host]``."""
    if host not in WILDCARD_V4 | WILDCARD_V6:
        return [host]
    import psutil

    families = {socket.AF_INET} | ({socket.AF_INET6} if host in WILDCARD_V6 else set())
    found: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    for addresses in psutil.net_if_addrs().values():
        for address in addresses:
            if address.family not in families:
                continue
            try:
                ip = ipaddress.ip_address(address.address.split("%")[0])
            except ValueError:
                continue
            if not ip.is_link_local and ip not in found:
                found.append(ip)
    found.sort(key=lambda ip: (ip.is_loopback, ip.version))
    return [str(ip) for ip in found] or ["127.0.0.1"]


def url(host: str, port: int, query: str = "") -> str:
    """``http://host:port/`` (an IPv6 address in brackets), with ``?query`` if given."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/" + (f"?{query}" if query else "")
