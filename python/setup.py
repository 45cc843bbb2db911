"""Builds the agentrl Python package with the project's CMake, offline.

    pip install --no-build-isolation ./python        # from a checkout of the repository
    pip wheel --no-build-isolation --no-deps ./python -w dist

--no-build-isolation: the operator library must be compiled against the torch that will import
it (Debian's python3-torch, or whatever torch the environment has), and nothing is downloaded.
The build configures the whole repository (its configure step looks for every dependency that
scripts/install-deps.sh installs) and builds only the operator library. Environment:
  AGENTRL_CMAKE_ARGS    extra configure arguments, e.g. "-DAGENTRL_CUDA=OFF"
  AGENTRL_BUILD_DIR     reuse this build directory (e.g. build/) instead of a fresh one
  AGENTRL_JOBS          parallel compile jobs (default: all cores)
"""

import os
import shlex
import shutil
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LIBRARY = "_agentrl_ops.so"


def _check_checkout():
    top = os.path.join(ROOT, "CMakeLists.txt")
    if not os.path.exists(top) or "project(agentrl" not in open(top).read():
        sys.exit("agentrl: python/ must be built inside a checkout of the agentrl repository "
                 f"(no agentrl CMakeLists.txt at {ROOT}); pip >= 21.3 builds local directories in "
                 "place")


class BuildWithCMake(build_py):
    """build_py that first builds the operator library with CMake and ships it in the package."""

    def run(self):
        _check_checkout()
        build_dir = os.environ.get("AGENTRL_BUILD_DIR") or os.path.join(os.path.abspath(self.build_lib),
                                                                        "..", "agentrl-cmake")
        configure = ["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
                     "-DAGENTRL_BUILD_TESTS=OFF", "-DAGENTRL_BUILD_BENCH=OFF",
                     f"-DPython3_EXECUTABLE={sys.executable}"]
        if shutil.which("ninja") and not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
            configure += ["-G", "Ninja"]
        configure += shlex.split(os.environ.get("AGENTRL_CMAKE_ARGS", ""))
        subprocess.run(configure, check=True)
        jobs = os.environ.get("AGENTRL_JOBS", str(os.cpu_count() or 1))
        subprocess.run(["cmake", "--build", build_dir, "--target", "agentrl_torch_ops", "-j", jobs],
                       check=True)
        super().run()
        target = os.path.join(self.build_lib, "agentrl")
        os.makedirs(target, exist_ok=True)
        shutil.copy2(os.path.join(build_dir, "python", "agentrl", LIBRARY), os.path.join(target, LIBRARY))


class BinaryDistribution(Distribution):
    """The wheel holds a compiled library: tag it for this platform, not py3-none-any."""

    def has_ext_modules(self):
        return True


setup(
    packages=["agentrl"],
    package_data={"agentrl": [LIBRARY]},
    cmdclass={"build_py": BuildWithCMake},
    distclass=BinaryDistribution,
)
