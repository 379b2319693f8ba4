import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const SurveysPage = lazyPage(() => import("./pages/surveys-page").then((m) => m.SurveysPage));
const editor = () => import("./pages/survey-editor-page");
const NewSurveyPage = lazyPage(() => editor().then((m) => m.NewSurveyPage));
const EditSurveyPage = lazyPage(() => editor().then((m) => m.EditSurveyPage));

/** A business's own surveys, and the business panel's pages of them for the business a platform admin chose. */
export const surveyRoutes = [
  { path: "/config/surveys", page: SurveysPage },
  { path: "/config/surveys/new", page: NewSurveyPage },
  { path: "/config/surveys/edit", page: EditSurveyPage },
  { path: "/admin/business/panel/surveys", page: SurveysPage },
  { path: "/admin/business/panel/surveys/new", page: NewSurveyPage },
  { path: "/admin/business/panel/surveys/edit", page: EditSurveyPage },
] satisfies PageRoute[];
