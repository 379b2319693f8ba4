import { SURVEY_MESSAGES } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api/api-error";
import { errorMessage } from "../../../lib/api/error-message";
import { toast } from "../../../lib/notify/toast";
import { sendChatSurvey } from "../api/chat-survey-api";
import { chatSurveyKeys } from "../api/chat-survey-keys";
import { chatListQueries } from "../queries";

/**
 * Why a survey could not be sent: the server's own reason when it gave one (no active survey, window
 * ended…), the spec's "Error al enviar la encuesta" when it gave none (network, an empty answer).
 */
export function sendFailureMessage(error: unknown): string {
  // The catalogue's 404 text is about a missing route; here it means the chat is gone, as the server says.
  if (isApiError(error) && error.kind === "not-found" && error.serverMessage) return error.serverMessage;
  return errorMessage(error, SURVEY_MESSAGES.sendFailed);
}

/** A closed chat's surveys and the manager's "send it now"; the section is read again after a send. */
export function useChatSurvey(conversationId: number) {
  const client = useQueryClient();
  const responses = useQuery(chatListQueries.surveys(conversationId));

  const send = useMutation({
    mutationFn: () => sendChatSurvey(conversationId),
    onSuccess: (message) => {
      toast.done(message || SURVEY_MESSAGES.sent, { bordered: true });
    },
    onError: (error) => {
      toast.error(sendFailureMessage(error), { bordered: true });
    },
    // A refusal may mean someone else sent it meanwhile ("ya se envió"): read the section again either way.
    onSettled: () => client.invalidateQueries({ queryKey: chatSurveyKeys.ofChat(conversationId) }),
  });

  return { responses, send, sendError: send.isError ? sendFailureMessage(send.error) : null };
}
