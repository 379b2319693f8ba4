import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { sessionQueryKeys } from "../../../lib/session/session-api";
import { saveSurveySwitch } from "../api/surveys-api";
import { surveyQueries } from "../queries";
import { surveyKeys } from "./survey-keys";

/** The company switch (spec section 3): whether the business sends its active survey at all. */
export function useSurveySwitch() {
  const businessId = useConfigBusiness();
  return useQuery(surveyQueries.switch(businessId));
}

export function useSurveySwitchMutation() {
  const businessId = useConfigBusiness();
  const client = useQueryClient();
  return useConfigMutation({
    mutationFn: (surveyActive: boolean) => saveSurveySwitch(businessId, surveyActive),
    changes: ["surveys"],
    toastFailure: true,
    onSaved: ({ data }) => {
      client.setQueryData(surveyKeys.switch(businessId), data);
      // The signed-in business's own record (the session's copy) reads the change too; another
      // business's, in the platform's panel, is not the session's.
      if (businessId === null) void client.invalidateQueries({ queryKey: sessionQueryKeys.business });
    },
  });
}
