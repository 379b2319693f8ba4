import { SURVEY_LIMITS, type SurveyDefinitionInput, type SurveyQuestionType } from "@consola/shared";

/** An answer's or an open question's way out: the end of the survey, or a question by its form id. */
export const END = "end";

export type AnswerValues = { uid: string; text: string; score: number | ""; next: string };

export type QuestionValues = {
  /** The form's own id: answers point at it, so renaming a key or moving a question keeps every link. */
  uid: string;
  key: string;
  text: string;
  type: SurveyQuestionType;
  /** Kept while the question is open, so switching back to options gives them back. */
  answers: AnswerValues[];
  next: string;
};

/**
 * The editor's values. Their shape follows the definition's (questions.2.answers.0.next is the same field in
 * both), so each fault of the shared check lands on its field.
 */
export type SurveyFormValues = {
  name: string;
  description: string;
  initialMessage: string;
  finalMessage: string;
  /** Minutes to finish once sent; "" while the field is cleared (the schema then takes its default). */
  timeoutMinutes: number | "";
  questions: QuestionValues[];
};

let sequence = 0;
const uid = () => {
  sequence += 1;
  return `u${sequence}`;
};

/** The first free key of the "q1", "q2"… series. */
export function freeKey(questions: readonly { key: string }[]): string {
  const taken = new Set(questions.map((question) => question.key.trim()));
  let number = questions.length + 1;
  while (taken.has(`q${number}`)) number += 1;
  return `q${number}`;
}

export function newAnswer(next: string = END): AnswerValues {
  return { uid: uid(), text: "", score: "", next };
}

export function newQuestion(questions: readonly QuestionValues[]): QuestionValues {
  return { uid: uid(), key: freeKey(questions), text: "", type: "choice", answers: [newAnswer()], next: END };
}

export function emptySurvey(): SurveyFormValues {
  return {
    name: "",
    description: "",
    initialMessage: "",
    finalMessage: "",
    timeoutMinutes: SURVEY_LIMITS.timeoutMinutes.default,
    questions: [newQuestion([])],
  };
}

/**
 * A saved or imported survey as the editor's values. Only definitions that passed the shared check get
 * here, so every `next` names a question; one that does not would end the survey.
 */
export function toFormValues(definition: SurveyDefinitionInput): SurveyFormValues {
  const uids = definition.questions.map(() => uid());
  const uidOf = (key: string | null | undefined) => {
    const index = key ? definition.questions.findIndex((question) => question.key === key) : -1;
    return index === -1 ? END : (uids[index] ?? END);
  };
  return {
    name: definition.name,
    description: definition.description ?? "",
    initialMessage: definition.initialMessage,
    finalMessage: definition.finalMessage,
    timeoutMinutes: definition.timeoutMinutes ?? SURVEY_LIMITS.timeoutMinutes.default,
    questions: definition.questions.map((question, index) => ({
      uid: uids[index] ?? uid(),
      key: question.key,
      text: question.text,
      type: question.type,
      answers: (question.answers ?? []).map((answer) => ({
        uid: uid(),
        text: answer.text,
        score: answer.score ?? "",
        next: uidOf(answer.next),
      })),
      next: uidOf(question.next),
    })),
  };
}

/** The definition the editor holds: every question with its answers and next step spelled out. */
export type SurveyDraft = SurveyDefinitionInput & {
  questions: {
    key: string;
    text: string;
    type: SurveyQuestionType;
    answers: { text: string; score: number | null; next: string | null }[];
    next: string | null;
  }[];
};

/** The values as the definition the shared schema checks and the server saves (keys name the next step). */
export function toDefinition(values: SurveyFormValues): SurveyDraft {
  const keyOf = (next: string) =>
    next === END ? null : (values.questions.find((question) => question.uid === next)?.key.trim() ?? null);
  return {
    name: values.name,
    description: values.description,
    initialMessage: values.initialMessage,
    finalMessage: values.finalMessage,
    timeoutMinutes: values.timeoutMinutes === "" ? null : values.timeoutMinutes,
    questions: values.questions.map((question) => ({
      key: question.key.trim(),
      text: question.text,
      type: question.type,
      answers:
        question.type === "choice"
          ? question.answers.map((answer) => ({
              text: answer.text,
              score: answer.score === "" ? null : answer.score,
              next: keyOf(answer.next),
            }))
          : [],
      next: question.type === "open" ? keyOf(question.next) : null,
    })),
  };
}
