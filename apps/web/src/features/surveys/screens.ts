import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const surveyScreens: ScreenMap = {
  "/config/surveys": lazyPage(() => import("./pages/surveys-page").then((m) => m.SurveysPage)),
  "/config/surveys/new": lazyPage(() => import("./pages/survey-editor-page").then((m) => m.NewSurveyPage)),
  "/config/surveys/edit": lazyPage(() => import("./pages/survey-editor-page").then((m) => m.EditSurveyPage)),
};
