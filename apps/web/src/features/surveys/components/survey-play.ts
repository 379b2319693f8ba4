import type { SurveyDefinitionInput, SurveyQuestionInput } from "@consola/shared";

/** One reply of the played contact: the answer pressed, or the text written to an open question. */
export type PlayStep = { key: string; reply: { answer: number } | { text: string } };

export type PlayedQuestion = { question: SurveyQuestionInput; number: number; reply: string };

export type Play = {
  /** The questions answered so far, in order, with what the contact replied. */
  answered: PlayedQuestion[];
  /** The question waiting for a reply, or null once a reply ended the survey. */
  current: { question: SurveyQuestionInput; number: number } | null;
  /** How many of the steps still fit the survey (an edit may have changed the way they took). */
  kept: number;
};

/**
 * The survey played from its first question along the contact's replies, as the delivery does: a choice's
 * answer, or an open question, names the next question by its key, or the end. Replies that no longer fit
 * (the question was edited or moved away) are dropped from there on.
 */
export function playSurvey(
  definition: Pick<SurveyDefinitionInput, "questions">,
  steps: readonly PlayStep[],
): Play {
  const { questions } = definition;
  const indexOf = (key: string | null | undefined) =>
    key ? questions.findIndex((question) => question.key === key) : -1;
  const answered: PlayedQuestion[] = [];
  let position: number | null = questions.length > 0 ? 0 : null;
  let kept = 0;
  for (const step of steps) {
    const question = position === null ? undefined : questions[position];
    if (position === null || !question || question.key !== step.key) break;
    let reply: string;
    let next: string | null | undefined;
    if ("answer" in step.reply) {
      const answer = question.type === "choice" ? question.answers?.[step.reply.answer] : undefined;
      if (!answer) break;
      reply = answer.text;
      next = answer.next;
    } else {
      if (question.type !== "open") break;
      reply = step.reply.text;
      next = question.next;
    }
    answered.push({ question, number: position + 1, reply });
    kept += 1;
    const target = indexOf(next);
    position = target === -1 ? null : target;
  }
  const question = position === null ? undefined : questions[position];
  return {
    answered,
    current: position !== null && question ? { question, number: position + 1 } : null,
    kept,
  };
}
