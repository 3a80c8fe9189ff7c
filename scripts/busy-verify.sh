#!/usr/bin/env bash
# The test command on a fresh clone of this repository's HEAD with one CPU-bound process per core beside it
# (issue 25): the proof that no check depends on the machine's speed. Prints the run's table and its wall time.
#   scripts/busy-verify.sh [clone dir, default: a new temp dir]
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$(mktemp -d)/clone}
git clone -q "$here" "$dir" || exit 1
hogs=()
for _ in $(seq "$(nproc)"); do
  node -e 'for(;;){}' &
  hogs+=($!)
done
trap 'kill "${hogs[@]}" 2>/dev/null' EXIT
started=$(date +%s)
(cd "$dir" && npx -y pnpm@10.34.8 install --frozen-lockfile && npx -y pnpm@10.34.8 verify)
status=$?
echo "busy-verify: $(git -C "$dir" rev-parse --short HEAD), exit $status, wall $(($(date +%s) - started)) s, ${#hogs[@]} hogs"
exit $status
