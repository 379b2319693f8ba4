import { SURVEY_MESSAGES, type Survey, type SurveyDefinition, type SurveyListItem } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeSurvey, saveSurvey, setSurveyActive } from "../api/surveys-api";
import { surveyQueries } from "../queries";
import { surveyKeys } from "./survey-keys";

export function useSurveyList() {
  const businessId = useConfigBusiness();
  return useQuery(surveyQueries.list(businessId));
}

/** One survey with its questions, for the editor; nothing is asked without an id. */
export function useSurvey(surveyId: number | null) {
  const businessId = useConfigBusiness();
  return useQuery({
    ...surveyQueries.one(businessId, surveyId ?? 0),
    enabled: surveyId !== null,
  });
}

/** A survey as the list shows it, from the survey a call answered with. */
const asListItem = ({ questions, ...survey }: Survey): SurveyListItem => ({
  ...survey,
  questionCount: questions.length,
});

/**
 * Save (create or update), activate or deactivate, and delete; each reads the surveys again and says what
 * happened in the server's words (a deletion says whether the survey was archived instead).
 */
export function useSurveyMutations() {
  const businessId = useConfigBusiness();
  const client = useQueryClient();
  const changes = ["surveys"] as const;
  const save = useConfigMutation({
    mutationFn: ({ surveyId, definition }: { surveyId: number | null; definition: SurveyDefinition }) =>
      saveSurvey(businessId, surveyId, definition),
    changes,
  });
  const setActive = useConfigMutation({
    mutationFn: ({ survey, active }: { survey: SurveyListItem; active: boolean }) =>
      setSurveyActive(businessId, survey.id, active),
    changes,
    toastFailure: true,
    failureMessage: SURVEY_MESSAGES.updateFailed,
    // One survey is active at a time: the one activated shows so at once, and the one before as stopped.
    onSaved: ({ data }) =>
      client.setQueryData<SurveyListItem[]>(surveyKeys.list(businessId), (list) =>
        list?.map((item) => {
          if (item.id === data.id) return asListItem(data);
          return data.status === "active" && item.status === "active"
            ? { ...item, status: "inactive" }
            : item;
        }),
      ),
  });
  const remove = useConfigMutation({
    mutationFn: (survey: SurveyListItem) => removeSurvey(businessId, survey.id),
    changes,
    autoClose: 8_000,
  });
  return { save, setActive, remove };
}
