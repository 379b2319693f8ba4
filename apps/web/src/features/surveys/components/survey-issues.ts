import { type SurveyDefinition, surveyDefinitionInput } from "@consola/shared";
import type { TFunction } from "i18next";

/** One fault of a survey definition at its field: ["questions", 2, "answers", 0, "next"]. */
export type SurveyIssue = { path: (string | number)[]; message: string };

export type SurveyCheck = { ok: true; definition: SurveyDefinition } | { ok: false; issues: SurveyIssue[] };

/**
 * The shared definition schema (fields and flow) on a form's values or an imported JSON. The schema's own
 * texts are Spanish; the one zod writes itself (something that should be an object is not, in a JSON) is
 * replaced here.
 */
export function checkSurvey(input: unknown, t: TFunction): SurveyCheck {
  const parsed = surveyDefinitionInput.safeParse(input);
  if (parsed.success) return { ok: true, definition: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.filter((part): part is string | number => typeof part !== "symbol"),
      message:
        issue.code === "invalid_type" && issue.expected === "object"
          ? t(
              issue.path.length === 0
                ? "surveys.importDialog.notAnObject"
                : "surveys.importDialog.notAnObjectAt",
            )
          : issue.message,
    })),
  };
}

/** The form's name of a field ("questions.2.answers.0.next"). */
export const fieldPath = (path: readonly (string | number)[]) => path.join(".");

/** The element id of the field at a path, so a fault in the summary can take the focus to it. */
export const fieldId = (path: string) => `survey-field-${path.replaceAll(".", "-")}`;

const FIELD_NAMES = {
  name: "surveys.paths.name",
  description: "surveys.paths.description",
  initialMessage: "surveys.paths.initialMessage",
  finalMessage: "surveys.paths.finalMessage",
  questions: "surveys.paths.questions",
  key: "surveys.paths.key",
  text: "surveys.paths.text",
  type: "surveys.paths.type",
  answers: "surveys.paths.answers",
  score: "surveys.paths.score",
  next: "surveys.paths.next",
} as const;

/**
 * A path as people read it: ["questions", 2, "answers", 0, "next"] → "Pregunta 3 › respuesta 1 › siguiente"
 * (numbers count from 1, as the editor shows them). An unknown name is shown as it is in the JSON.
 */
export function readablePath(path: readonly (string | number)[], t: TFunction): string {
  if (path.length === 0) return t("surveys.paths.survey");
  const parts: string[] = [];
  path.forEach((part, index) => {
    const parent = path[index - 1];
    if (typeof part === "number") {
      if (parent === "questions") parts.push(t("surveys.paths.question", { number: part + 1 }));
      else if (parent === "answers") parts.push(t("surveys.paths.answer", { number: part + 1 }));
      else parts.push(String(part + 1));
      return;
    }
    // "Pregunta 3 › respuestas" reads better than "Preguntas › Pregunta 3".
    if (part === "questions" && typeof path[index + 1] === "number") return;
    if (part === "answers" && typeof path[index + 1] === "number") return;
    const name = FIELD_NAMES[part as keyof typeof FIELD_NAMES];
    parts.push(name ? t(name) : part);
  });
  const text = parts.join(t("surveys.paths.separator"));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Pregunta 3 › respuesta 1 › siguiente: La pregunta 3 vuelve a una pregunta anterior…"; a fault of the
 * whole text (not JSON, not an object) is its message alone.
 */
export const describeIssue = (issue: SurveyIssue, t: TFunction) =>
  issue.path.length === 0 ? issue.message : `${readablePath(issue.path, t)}: ${issue.message}`;

/** The order faults are listed in: the form's, top to bottom. */
const FIELD_ORDER = [
  "name",
  "description",
  "initialMessage",
  "finalMessage",
  "questions",
  "key",
  "text",
  "type",
  "answers",
  "score",
  "next",
];

function compareIssues(a: SurveyIssue, b: SurveyIssue): number {
  for (let position = 0; position < Math.min(a.path.length, b.path.length); position += 1) {
    const left = a.path[position];
    const right = b.path[position];
    if (left === right) continue;
    if (typeof left === "number" && typeof right === "number") return left - right;
    return FIELD_ORDER.indexOf(String(left)) - FIELD_ORDER.indexOf(String(right));
  }
  return a.path.length - b.path.length;
}

const toPath = (field: string) => field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The faults a form shows now, in its order: a field's fault leaves when the field changes, and a moved or
 * removed question takes its faults along, so the list is read from the form's errors, not kept apart.
 */
export function formIssues(errors: Record<string, unknown>): SurveyIssue[] {
  return Object.entries(errors)
    .filter(([, message]) => typeof message === "string" && message !== "")
    .map(([field, message]) => ({ path: toPath(field), message: String(message) }))
    .sort(compareIssues);
}

/** The faults of one question and its fields. */
export const errorsOf = (errors: Record<string, unknown>, path: string) =>
  Object.entries(errors).filter(([field]) => field === path || field.startsWith(`${path}.`));

/** Takes the focus to a path's field, or to the nearest thing above it with an id (a card's title). */
export function focusField(path: readonly (string | number)[]) {
  for (let length = path.length; length > 0; length -= 1) {
    const element = document.getElementById(fieldId(fieldPath(path.slice(0, length))));
    if (element) {
      element.scrollIntoView({ block: "center", behavior: "smooth" });
      element.focus({ preventScroll: true });
      return;
    }
  }
}
