/** The longest subject `git log --oneline` shows whole on a terminal. */
export const SUBJECT_MAX = 72;

/** `area: what changed`, the area in lower case (a folder, a module, or a few of them). */
const SUBJECT_SHAPE = /^[a-z0-9][a-z0-9._/-]*(, ?[a-z0-9][a-z0-9._/-]*)*: \S/;

/** Messages git writes itself, which keep git's own shape. */
const GIT_WRITTEN = /^(Merge|Revert|fixup!|squash!|amend!) /;

/**
 * What is wrong with a commit message, in the words the hook prints; empty when it follows CONTRIBUTING.md.
 * Comment lines (git's "# Please enter…") are not part of the message.
 */
export function problemsOf(message: string): string[] {
  const lines = message
    .replace(/\r\n/g, "\n")
    .split("\n")
    .filter((line) => !line.startsWith("#"));
  while (lines.length > 0 && lines[0]?.trim() === "") lines.shift();
  const [subject = "", second] = lines;
  if (subject.trim() === "") return ["the message is empty"];
  if (GIT_WRITTEN.test(subject)) return [];
  const problems: string[] = [];
  const length = Array.from(subject).length;
  if (length > SUBJECT_MAX) problems.push(`the subject has ${length} characters; at most ${SUBJECT_MAX}`);
  if (!SUBJECT_SHAPE.test(subject)) problems.push('the subject is not "area: what changed"');
  if (second !== undefined && second.trim() !== "") problems.push("a blank line must follow the subject");
  return problems;
}
