import { useConfigPath } from "../../../data/config/config-path";

const withId = (path: string, id: number) => `${path}${path.includes("?") ? "&" : "?"}id=${id}`;

/**
 * Where the list and the editor are: under /config for one's own business, under the business panel
 * (keeping ?business_id=) for the business a platform admin chose.
 */
export function useSurveyPaths() {
  const list = useConfigPath("/config/surveys");
  const create = useConfigPath("/config/surveys/new");
  const edit = useConfigPath("/config/surveys/edit");
  return { list, create, edit: (surveyId: number) => withId(edit, surveyId) };
}
