# Sourced by scripts/test.sh and .ci/run: `timed NAME COMMAND...` runs the command and appends
# NAME, its start, its end (epoch seconds) and its exit status to $TEST_TIMES_DIR/phases.tsv for
# scripts/test-times. It returns the command's status.
timed() {
  local name="$1" started status=0
  shift
  started=$EPOCHREALTIME
  "$@" || status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$started" "$EPOCHREALTIME" "$status" >>"$TEST_TIMES_DIR/phases.tsv"
  return "$status"
}
