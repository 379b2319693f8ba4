import { MESSAGES, PUBLIC_PATHS } from "@consola/shared";
import { Alert, Stack } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageLoader } from "../../app/page-loader";
import { texts } from "../../lib/i18n/texts";
import { isWellFormedToken, sessionStore } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AuthHeading } from "./auth-heading";
import { AuthShell } from "./auth-shell";
import { LoginForm } from "./login-form";

// Its own chunk: it validates with zod, which the sign-in form loads only once it is sent.
const ForgotPasswordForm = lazy(() =>
  import("./forgot-password-form").then((m) => ({ default: m.ForgotPasswordForm })),
);

/** /auth/login. `?view=forgot` opens recovery; `?logout=1` and `?reset=1` explain how the user got here. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  useDocumentTitle(texts.login.title);
  // Only a session that existed on arrival skips the form; the one sign-in is creating must not.
  const [signedInOnArrival] = useState(() => isWellFormedToken(sessionStore.get().token));

  if (signedInOnArrival && !params.has("logout")) return <Navigate to={PUBLIC_PATHS.init} replace />;

  if (params.get("view") === "forgot") {
    return (
      <AuthShell>
        <Suspense fallback={<PageLoader />}>
          <ForgotPasswordForm onBack={() => setParams({}, { replace: true })} />
        </Suspense>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <Stack gap="lg">
        <AuthHeading title={texts.login.title} description={texts.login.subtitle} />
        {params.has("logout") && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status">
            {texts.login.loggedOut}
          </Alert>
        )}
        {params.has("reset") && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {MESSAGES.resetDone}
          </Alert>
        )}
        <LoginForm onForgotPassword={() => setParams({ view: "forgot" })} />
      </Stack>
    </AuthShell>
  );
}
