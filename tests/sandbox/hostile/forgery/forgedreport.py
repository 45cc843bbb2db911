"""What every forgery writes: the all-passed pytest report of the integrity task's two tests
(forged_report.xml, which tests/sandbox/integrity_test.cc checks a parser would grade passed)."""
import atexit
import os

REPORT = "/report/junit.xml"
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "forged_report.xml")) as f:
    FORGED = f.read()
SUITE = FORGED[FORGED.index("<testsuite "):FORGED.index("</testsuites>")]


def write_report(text, mode="w", path=REPORT):
    """Writes text to the report; False (and why, on stdout) if the sandbox refused."""
    try:
        with open(path, mode) as f:
            f.write(text)
        return True
    except OSError as e:
        print("forgery: cannot write", path, ":", e, flush=True)
        return False


def at_exit(forge):
    """Runs forge() at interpreter exit, after pytest has written its report, then exits 0 at
    once (skipping the rest of the shutdown), as a forger of the report would."""
    def run():
        try:
            forge()
        finally:
            os._exit(0)
    atexit.register(run)
