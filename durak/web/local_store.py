"""``localStorage`` as a :class:`durak.storage.Store` (the only module that touches it).

Browser failures become the storage layer's named errors: storage switched off
or blocked (reading ``localStorage`` itself throws) is :class:`StorageDisabled`,
a full quota is :class:`StorageFull`; the pure layer turns them into notices.
"""

from __future__ import annotations

from pyscript import window

from durak.storage import StorageDisabled, StorageFull
from durak.web.tasks import found


class LocalStore:
    """``get``/``set``/``remove`` on ``window.localStorage``."""

    def _storage(self):
        try:
            storage = window.localStorage
        except Exception as exc:  # SecurityError: storage blocked for this page
            raise StorageDisabled(str(exc)) from None
        if not found(storage):
            raise StorageDisabled("localStorage is not available")
        return storage

    def get(self, key: str) -> str | None:
        try:
            value = self._storage().getItem(key)
        except StorageDisabled:
            raise
        except Exception as exc:
            raise StorageDisabled(str(exc)) from None
        return value if found(value) else None

    def set(self, key: str, value: str) -> None:
        try:
            self._storage().setItem(key, value)
        except StorageDisabled:
            raise
        except Exception as exc:
            if "quota" in str(exc).lower():
                raise StorageFull(str(exc)) from None
            raise StorageDisabled(str(exc)) from None

    def remove(self, key: str) -> None:
        try:
            self._storage().removeItem(key)
        except StorageDisabled:
            raise
        except Exception as exc:
            raise StorageDisabled(str(exc)) from None
