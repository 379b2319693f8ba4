/** The texts of the flow check: each names the question (by its number and key) and the fault. */
export const SURVEY_FLOW_MESSAGES = {
  keyRepeated: (key: string) => `Dos preguntas tienen la clave «${key}»: cada pregunta necesita la suya`,
  nextMissing: (question: number, answer: string, next: string) =>
    `La respuesta «${answer}» de la pregunta ${question} lleva a «${next}», que no es ninguna pregunta`,
  openNextMissing: (question: number, next: string) =>
    `La pregunta ${question} lleva a «${next}», que no es ninguna pregunta`,
  loop: (question: number) =>
    `La pregunta ${question} vuelve a una pregunta anterior: la encuesta nunca terminaría`,
  unreachable: (question: number) =>
    `Ninguna respuesta lleva a la pregunta ${question}: nadie la contestaría`,
  selfLoop: (question: number) => `La pregunta ${question} lleva a sí misma: la encuesta nunca terminaría`,
} as const;

/** What the flow check reads of a question: its key and where each of its ways out leads. */
export type FlowQuestion = {
  key: string;
  type: "choice" | "open";
  answers: readonly { text: string; next: string | null }[];
  next: string | null;
};

/** A fault of the flow, at its place in the survey (path under `questions`) so a form can show it there. */
export type FlowFault = { path: (string | number)[]; message: string };

type Edge = { from: number; to: number; path: (string | number)[] };

/**
 * The survey as a flow from its first question: every way out of a question leads to another question or
 * to the end; no path comes back to a question it passed (the survey would never end); every question is
 * reached from the first. Faults name the question by its number (1 is the first) as the form shows it.
 */
export function checkSurveyFlow(questions: readonly FlowQuestion[]): FlowFault[] {
  const faults: FlowFault[] = [];
  const indexOf = new Map<string, number>();
  questions.forEach((question, index) => {
    if (indexOf.has(question.key)) {
      faults.push({ path: [index, "key"], message: SURVEY_FLOW_MESSAGES.keyRepeated(question.key) });
    } else {
      indexOf.set(question.key, index);
    }
  });

  const edges: Edge[][] = questions.map(() => []);
  questions.forEach((question, index) => {
    const ways =
      question.type === "choice"
        ? question.answers.map((answer, answerIndex) => ({
            next: answer.next,
            path: [index, "answers", answerIndex, "next"],
            missing: (next: string) => SURVEY_FLOW_MESSAGES.nextMissing(index + 1, answer.text, next),
          }))
        : [
            {
              next: question.next,
              path: [index, "next"],
              missing: (next: string) => SURVEY_FLOW_MESSAGES.openNextMissing(index + 1, next),
            },
          ];
    for (const way of ways) {
      if (way.next === null) continue;
      const to = indexOf.get(way.next);
      if (to === undefined) faults.push({ path: way.path, message: way.missing(way.next) });
      else if (to === index)
        faults.push({ path: way.path, message: SURVEY_FLOW_MESSAGES.selfLoop(index + 1) });
      else edges[index]?.push({ from: index, to, path: way.path });
    }
  });

  faults.push(...loopFaults(edges));
  faults.push(...unreachableFaults(edges));
  return faults;
}

/** Each way out that leads back to a question still on the path (a depth-first walk), once per question. */
function loopFaults(edges: Edge[][]): FlowFault[] {
  const state = edges.map(() => "new" as "new" | "open" | "done");
  const faulty = new Set<number>();
  const faults: FlowFault[] = [];
  const visit = (start: number) => {
    // Iterative: a 50-question chain must not depend on the call stack.
    const stack: { node: number; next: number }[] = [{ node: start, next: 0 }];
    state[start] = "open";
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (!top) break;
      const edge = edges[top.node]?.[top.next];
      if (!edge) {
        state[top.node] = "done";
        stack.pop();
        continue;
      }
      top.next += 1;
      if (state[edge.to] === "open") {
        if (!faulty.has(edge.from)) {
          faulty.add(edge.from);
          faults.push({ path: edge.path, message: SURVEY_FLOW_MESSAGES.loop(edge.from + 1) });
        }
      } else if (state[edge.to] === "new") {
        state[edge.to] = "open";
        stack.push({ node: edge.to, next: 0 });
      }
    }
  };
  edges.forEach((_, index) => {
    if (state[index] === "new") visit(index);
  });
  return faults;
}

/** The questions no way from the first question reaches. */
function unreachableFaults(edges: Edge[][]): FlowFault[] {
  if (edges.length === 0) return [];
  const reached = new Set<number>([0]);
  const queue = [0];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const edge of edges[node] ?? []) {
      if (!reached.has(edge.to)) {
        reached.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return edges.flatMap((_, index) =>
    reached.has(index) ? [] : [{ path: [index], message: SURVEY_FLOW_MESSAGES.unreachable(index + 1) }],
  );
}
