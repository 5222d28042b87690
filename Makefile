# Two commands for a fresh machine with Python >= 3.11 and make:
#   make run    start the app (builds .venv on first use)
#   make test   run the whole test suite (builds .venv on first use)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench lint clean

$(BIN)/preferans-tui: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

run: $(BIN)/preferans-tui
	$(BIN)/preferans-tui $(ARGS)

test: $(BIN)/preferans-tui
	$(BIN)/python -m pytest

bench: $(BIN)/preferans-tui
	$(BIN)/python benchmarks/run.py

# ruff; mypy over the whole package (strict for the rules core and the ledger, see
# pyproject.toml); import-linter's contracts (the layers, pure packages, no cycles)
lint: $(BIN)/preferans-tui
	$(BIN)/ruff check preferans_tui tests benchmarks
	$(BIN)/mypy preferans_tui
	$(BIN)/lint-imports

clean:
	rm -rf $(VENV)
