import type {
  SurveyFigures,
  SurveyReportArea,
  SurveyReportEmployee,
  SurveyReportGeneral,
} from "@consola/shared";

/** Answers of the survey report calls for the page's tests: a small business's week with two surveys. */
const SURVEYS = [
  { id: 7, name: "Satisfacción postventa" },
  { id: 3, name: "Encuesta de mostrador" },
];

function base(survey: { id: number; name: string } | null = SURVEYS[0] ?? null) {
  return {
    from: "2026-03-04",
    to: "2026-03-10",
    clock: { timeZone: "America/Mexico_City", addHours: 0 },
    survey: survey && { ...survey, versions: 2 },
    surveys: survey ? SURVEYS : [],
  };
}

export function figuresOf(sent: number, overrides: Partial<SurveyFigures> = {}): SurveyFigures {
  return {
    sent,
    complete: 6,
    incomplete: 2,
    inProgress: 1,
    skipped: 3,
    completionRate: 0.75,
    averageScore: 8.44,
    scoredAnswers: 9,
    ...overrides,
  };
}

export function generalOf(surveyId = 7): SurveyReportGeneral {
  const survey = SURVEYS.find((candidate) => candidate.id === surveyId) ?? null;
  return {
    ...base(survey),
    totals: figuresOf(surveyId === 7 ? 9 : 4),
    days: [
      { day: "2026-03-09", sent: 5, complete: 3 },
      { day: "2026-03-10", sent: 4, complete: 3 },
    ],
    questions: [
      {
        key: "q1",
        text: "¿Cómo calificas la atención?",
        type: "choice",
        answered: 8,
        averageScore: 8.75,
        answers: [
          { text: "Excelente", score: 10, count: 5 },
          { text: "Buena", score: 7, count: 2 },
          { text: "Mala", score: 2, count: 1 },
        ],
      },
      {
        key: "q2",
        text: "¿Qué podemos mejorar?",
        type: "open",
        answered: 2,
        averageScore: null,
        answers: [],
      },
    ],
    comments: [
      {
        responseId: 41,
        at: "2026-03-10 12:05:00",
        contactName: "Juan Pérez",
        agent: "Ana López",
        area: "Refacciones",
        question: "¿Qué podemos mejorar?",
        text: "Que contesten más rápido los domingos.",
      },
      {
        responseId: 40,
        at: "2026-03-09 09:30:00",
        contactName: "María Gómez",
        agent: null,
        area: null,
        question: "¿Qué podemos mejorar?",
        text: "Todo bien, gracias.",
      },
    ],
  };
}

export const areaReport: SurveyReportArea = {
  ...base(),
  totals: figuresOf(9),
  rows: [
    {
      areaId: 5,
      name: "Refacciones",
      ...figuresOf(6, { complete: 4, completionRate: 0.8, averageScore: 9.1, scoredAnswers: 5 }),
    },
    {
      areaId: null,
      name: "Sin área",
      ...figuresOf(3, { complete: 1, completionRate: 0.5, averageScore: 6.5, scoredAnswers: 2 }),
    },
  ],
};

export const employeeReport: SurveyReportEmployee = {
  ...base(),
  totals: figuresOf(9),
  rows: [
    {
      agentId: 11,
      name: "Ana López",
      ...figuresOf(5, { complete: 4, inProgress: 0, completionRate: 0.8, averageScore: 9.5 }),
    },
    {
      agentId: 12,
      name: "Beto Ruiz",
      ...figuresOf(4, { complete: 2, completionRate: 0.67, averageScore: 6 }),
    },
  ],
};

const none = figuresOf(0, {
  complete: 0,
  incomplete: 0,
  inProgress: 0,
  skipped: 0,
  completionRate: null,
  averageScore: null,
  scoredAnswers: 0,
});

/** A week in which the survey went to nobody. */
export const quietWeek = {
  general: {
    ...generalOf(),
    totals: none,
    days: [],
    questions: generalOf().questions.map((question) => ({
      ...question,
      answered: 0,
      averageScore: null,
      answers: question.answers.map((answer) => ({ ...answer, count: 0 })),
    })),
    comments: [],
  } satisfies SurveyReportGeneral,
  area: { ...areaReport, totals: none, rows: [] } satisfies SurveyReportArea,
  employee: { ...employeeReport, totals: none, rows: [] } satisfies SurveyReportEmployee,
};

/** A business that has no survey yet. */
export const withoutSurvey = {
  general: { ...quietWeek.general, ...base(null) } satisfies SurveyReportGeneral,
  area: { ...quietWeek.area, ...base(null) } satisfies SurveyReportArea,
  employee: { ...quietWeek.employee, ...base(null) } satisfies SurveyReportEmployee,
};
