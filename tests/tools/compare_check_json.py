#!/usr/bin/env python3
"""Compares `strata-cli check --json` of two builds, byte for byte, on every scenario file.

Usage: compare_check_json.py BASELINE_CLI NEW_CLI [EXTRA_FILE...]

Files: tests/data/*.strata.json and resources/scenarios/*.strata.json of this source tree, then any
EXTRA_FILE (generated boards, say). Standard output and the exit status must be the same; prints
one line per file that differs and a count, and exits 1 when any differs.
"""
import glob, os, subprocess, sys

if len(sys.argv) < 3:
    sys.exit(__doc__)
baseline, new = sys.argv[1], sys.argv[2]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
files = sorted(glob.glob(os.path.join(root, 'tests', 'data', '*.strata.json')))
files += sorted(glob.glob(os.path.join(root, 'resources', 'scenarios', '*.strata.json')))
files += sys.argv[3:]
env = dict(os.environ, QT_QPA_PLATFORM='offscreen')
differ = 0
for f in files:
    a = subprocess.run([baseline, 'check', '--json', f], capture_output=True, env=env)
    b = subprocess.run([new, 'check', '--json', f], capture_output=True, env=env)
    if a.stdout != b.stdout or a.returncode != b.returncode:
        differ += 1
        print('DIFFERS: %s (exit %d vs %d, %d vs %d bytes)' % (f, a.returncode, b.returncode,
                                                               len(a.stdout), len(b.stdout)))
print('%d files compared, %d differ' % (len(files), differ))
sys.exit(1 if differ else 0)
