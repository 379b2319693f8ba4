import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const QuickAnswersPage = lazyPage(() => import("./pages/quick-answers-page").then((m) => m.QuickAnswersPage));

/** A business's own answers, and the business panel's page of them for the business a platform admin chose. */
export const quickAnswerRoutes = [
  { path: "/config/quicklyAnswers", page: QuickAnswersPage },
  { path: "/admin/business/panel/quickly", page: QuickAnswersPage },
] satisfies PageRoute[];
