/** The query keys of a chat's satisfaction survey (the closed chat's detail page). */
export const chatSurveyKeys = {
  all: ["chat-survey"] as const,
  ofChat: (conversationId: number) => ["chat-survey", conversationId] as const,
};
