# Rules Tutor: everyday commands.
#
#   make lab     JupyterLab on 127.0.0.1 with a random token, opening notebooks/index.ipynb
#   make test    the whole suite: tests/ (browser tests included when Chromium is found)
#                plus nbval on notebooks/ (cells tagged `nbval-check-output` are compared)
#   make bench   random playouts (against OpenSpiel's oh_hell), engine benchmarks
#                (pytest-benchmark) and the browser click-latency run
#   make classroom  the whole course in app mode (Voilà, no code cells): the language
#                chooser, then each language's welcome page and every game, linked both
#                ways, on 127.0.0.1 (the address printed is the one really listened on)
#   make app     the same server, printing the address of one game: NOTEBOOK=flaming_pyramids
#                (COURSE_LANG=fr: its French course; STUDENTS=30: 30 kernels heated for
#                that course before a class opens it together)
#   make hub     a class on this machine (as root): JupyterHub on 127.0.0.1, a teacher and
#                student accounts, each student's server running as that student
#                (CLASS="teacher=NAME students=NAME1..30", or CLASS_FILE=class.txt;
#                HEAT=pook: every student's server started at once with that course heated,
#                in COURSE_LANG, before the class comes)
#   make notebooks  write notebooks/en/ and notebooks/fr/ from courses/ and execute them (after
#                changing a course or a text), for nbval
#   make clean   remove the virtualenv, caches and artifacts/
#
# Knobs: PYTHON=python3.12, LAB_PORT=8899, APP_PORT=8870, HUB_PORT=8010, TESTS=tests/browser, PYTEST_ARGS="-k harness -x",
#        TEST_WORKERS=0 (one process, as before pytest-xdist; default: 2, one per core),
#        LATENCY_ARGS="--notebook flaming_pyramids.ipynb --point 120,80 --selector ...".
# RULES_TUTOR_REQUIRE_BROWSER=1 (or CI=true) turns "no browser" from a skip into a failure.
# CI=true runs the notation fuzz and the reachable-positions guard at a larger size; RULES_TUTOR_EXHAUSTIVE=1
# (deep) at their largest, and the tests marked `exhaustive` too (more seeds and option sets).

PYTHON    ?= python3
VENV      ?= .venv
VPY       := $(VENV)/bin/python
LAB_PORT  ?= 8888
APP_PORT  ?= 8866
NOTEBOOK  ?= flaming_pyramids
COURSE_LANG ?= en
STUDENTS  ?= 0
TESTS        ?= tests
PYTEST_ARGS  ?=
NBVAL_ARGS   ?= --nbval-lax --nbval-current-env --nbval-cell-timeout=300
# Workers of make test (pytest-xdist): a test file (or notebook) runs whole in one worker, so
# module fixtures, the shared JupyterLab of a browser module and nbval's kernel stay put.
TEST_WORKERS ?= 2
BENCH_ARGS   ?=
LATENCY_ARGS ?= --fp --oh --pk
HUB_PORT     ?= 8000
CLASS        ?= teacher=rt-teacher students=rt-student1..5
CLASS_FILE   ?=
HUB_ARGS     ?=
# The hub's proxy, configurable-http-proxy, comes from npm: into this folder (git-ignored)
# unless one is on PATH.
NODE_DIR     := $(VENV)/node
PROXY        := $(NODE_DIR)/node_modules/.bin/configurable-http-proxy

# Notebooks checked by nbval (none yet is fine: nbval is then skipped).
NOTEBOOKS := $(shell find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null)
ALLOW_ROOT := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)

.PHONY: lab app classroom hub proxy test bench clean venv notebooks

venv: $(VENV)/.installed-test

$(VPY):
	$(PYTHON) -m venv $(VENV)

# One stamp per extra; re-installed whenever pyproject.toml changes.
$(VENV)/.installed-%: pyproject.toml | $(VPY)
	$(VPY) -m pip install -e '.[$*]'
	touch $@

lab: $(VENV)/.installed-lab
	@token=$$($(VPY) -c 'import secrets; print(secrets.token_hex(24))'); \
	page=$$( [ -f notebooks/index.ipynb ] && echo lab/tree/index.ipynb || echo lab ); \
	echo; echo "    JupyterLab: http://127.0.0.1:$(LAB_PORT)/$$page?token=$$token"; echo; \
	exec $(VENV)/bin/jupyter lab \
		$$( [ -f notebooks/index.ipynb ] && echo "$(CURDIR)/notebooks/index.ipynb" ) \
		--ServerApp.ip=127.0.0.1 --ServerApp.port=$(LAB_PORT) --ServerApp.port_retries=0 \
		--ServerApp.root_dir="$(CURDIR)/notebooks" \
		--IdentityProvider.token=$$token $(ALLOW_ROOT) \
		--ServerApp.kernel_websocket_connection_class=widgets.server.NoDelayWebsocketConnection

classroom: $(VENV)/.installed-lab
	@exec $(VPY) scripts/classroom.py --port $(APP_PORT)

app: $(VENV)/.installed-lab
	@exec $(VPY) scripts/classroom.py --port $(APP_PORT) --page $(NOTEBOOK) --lang $(COURSE_LANG) \
		--class-size $(STUDENTS)

# configurable-http-proxy, unless one is found (on PATH or already in $(NODE_DIR)).
proxy:
	@command -v configurable-http-proxy >/dev/null || [ -x $(PROXY) ] || { \
		command -v npm >/dev/null || { echo "make: npm is missing, needed for configurable-http-proxy (Debian: apt-get install npm)" >&2; exit 2; }; \
		echo "npm install configurable-http-proxy into $(NODE_DIR)"; \
		npm install --prefix $(NODE_DIR) --no-audit --no-fund --loglevel=error configurable-http-proxy@4; }

hub: $(VENV)/.installed-lab $(VENV)/.installed-hub proxy
	@exec $(VPY) scripts/hub.py --port $(HUB_PORT) \
		$(if $(CLASS_FILE),--class-file "$(CLASS_FILE)",--class "$(CLASS)") \
		$(if $(HEAT),--heat "$(HEAT)" --lang $(COURSE_LANG)) $(HUB_ARGS)

# As root (CI), make test also runs the class hub's test: JupyterHub and its proxy are
# installed for it (the proxy only when npm is there; without it the test says so).
HUB_TEST := $(if $(ALLOW_ROOT),$(VENV)/.installed-hub $(if $(shell command -v npm),proxy))

test: $(VENV)/.installed-test $(HUB_TEST)
	@[ -n "$(NOTEBOOKS)" ] || echo "make test: no notebooks in notebooks/ yet: nbval has nothing to check"
	$(VPY) -m pytest -n $(TEST_WORKERS) --dist loadfile \
		$(TESTS) $(if $(NOTEBOOKS),$(NBVAL_ARGS) notebooks) $(PYTEST_ARGS)

# pytest exits 5 when it collects nothing: no engine benchmarks yet is not an error.
bench: $(VENV)/.installed-test $(VENV)/.installed-bench
	$(VPY) benchmarks/playouts.py
	$(VPY) -m pytest benchmarks -o python_files='test_*.py bench_*.py' --benchmark-only $(BENCH_ARGS) \
		|| [ $$? -eq 5 ]
	$(VPY) benchmarks/browser_latency.py $(LATENCY_ARGS)

notebooks: $(VENV)/.installed-test
	$(VPY) scripts/run_notebooks.py

clean:
	rm -rf $(VENV) artifacts .pytest_cache .benchmarks .hypothesis build dist *.egg-info
	find . -path ./.git -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
