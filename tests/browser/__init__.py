"""Real-browser tests: JupyterLab driven in headless Chromium (see ``lab.py``)."""
