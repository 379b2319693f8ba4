import { queryOptions } from "@tanstack/react-query";
import { fetchSurvey, fetchSurveySwitch, fetchSurveys } from "./api/surveys-api";
import { surveyKeys } from "./hooks/survey-keys";

export const surveyQueries = {
  list: (businessId: number | null) =>
    queryOptions({
      queryKey: surveyKeys.list(businessId),
      queryFn: ({ signal }) => fetchSurveys(businessId, signal),
    }),
  /** One survey with its questions, for the editor. */
  one: (businessId: number | null, surveyId: number) =>
    queryOptions({
      queryKey: surveyKeys.one(businessId, surveyId),
      queryFn: ({ signal }) => fetchSurvey(businessId, surveyId, signal),
    }),
  /** The company switch (spec section 3): whether the business sends its active survey at all. */
  switch: (businessId: number | null) =>
    queryOptions({
      queryKey: surveyKeys.switch(businessId),
      queryFn: ({ signal }) => fetchSurveySwitch(businessId, signal),
    }),
};
