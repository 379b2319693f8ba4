/**
 * The `commit-msg` hook (scripts/git-hooks/commit-msg, installed by `npm ci`'s prepare script): refuses a
 * message that breaks CONTRIBUTING.md's convention, saying why. Git passes the message file's path.
 */
import { readFileSync } from "node:fs";
import { problemsOf } from "./check.js";

const file = process.argv[2];
if (!file) {
  process.stderr.write("commit-msg: no message file given\n");
  process.exit(2);
}
const problems = problemsOf(readFileSync(file, "utf8"));
if (problems.length > 0) {
  for (const problem of problems) process.stderr.write(`commit-msg: ${problem}\n`);
  process.stderr.write("commit-msg: see CONTRIBUTING.md (the message is kept in .git/COMMIT_EDITMSG)\n");
  process.exit(1);
}
