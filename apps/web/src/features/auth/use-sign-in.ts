import {
  isBusinessRole,
  isRole,
  MESSAGES,
  POST_LOGIN_REDIRECT_MS,
  type Profile,
  startPathFor,
} from "@consola/shared";
import { QueryClientContext } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { useNavigate } from "react-router";
import { preloadSignedInShell } from "../../app/signed-in-shell";
import { ApiError } from "../../lib/api/api-error";
import { sessionEnded } from "../../lib/session/session-ended";
import { sessionQueryKeys } from "../../lib/session/session-query-keys";
import { sessionStore } from "../../lib/session/session-store";
import type { LoginFormValues } from "./login-schema";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadSignInCalls = () =>
  Promise.all([
    import("./auth-api"),
    import("../../lib/session/session-api"),
    import("../../app/query-client"),
  ]);

/**
 * Once the user starts typing: downloads what sending the form needs (the form's rules, the calls and their
 * schemas) and the signed-in shell, while the user types, rather than after the click. The page itself
 * still loads none of it, and a form nobody fills in costs nothing more.
 */
function prepare(): void {
  void import("./login-schema").catch(() => undefined);
  void loadSignInCalls().catch(() => undefined);
  void preloadSignedInShell();
}

type SignInState = { status: "idle" | "pending" | "success" | "error"; error: unknown };

/**
 * The sign-in sequence of spec section 4: token and role, then the profile, then (business roles) the
 * business and its colours, then the start page after a short pause. A failure half-way leaves no
 * half-signed-in session behind.
 *
 * Plain state rather than useMutation: the sign-in page does without TanStack Query (about 8 KB gzip), whose
 * client loads with the calls (once the user starts typing, `prepare`), to be seeded with the profile and the
 * business.
 */
export function useSignIn() {
  const navigate = useNavigate();
  // A client given above (AppProviders' in tests) is the one to seed; otherwise the app's own.
  const givenClient = useContext(QueryClientContext);
  const [state, setState] = useState<SignInState>({ status: "idle", error: null });

  const signIn = async ({ user, password }: LoginFormValues): Promise<Profile> => {
    // The calls check their answers with zod: it loads once the user starts typing (prepare), not with the page.
    const [{ login }, { fetchMyBusiness, fetchProfile }, { appQueryClient }] = await loadSignInCalls();
    const queryClient = givenClient ?? appQueryClient();
    const result = await login(user, password);
    const role = result.typeIdentity || result.role;
    if (!isRole(role)) {
      throw new ApiError({ kind: "contract", status: 200, aux: 500, message: MESSAGES.internalError });
    }
    queryClient.clear();
    sessionEnded.close();
    sessionStore.signIn(result.token, role);
    // The console and its start page (with its first data) download during the calls and the pause below,
    // so the start page renders at once when the sign-in goes to it.
    void preloadSignedInShell(startPathFor(role));
    try {
      const profile = await fetchProfile();
      sessionStore.setProfile(profile);
      queryClient.setQueryData(sessionQueryKeys.profile, profile);
      if (isBusinessRole(profile.role)) {
        const business = await fetchMyBusiness();
        sessionStore.setBusiness(business);
        queryClient.setQueryData(sessionQueryKeys.business, business);
      }
      await wait(POST_LOGIN_REDIRECT_MS);
      return profile;
    } catch (error) {
      sessionStore.clear();
      throw error;
    }
  };

  const mutate = (values: LoginFormValues) => {
    setState({ status: "pending", error: null });
    signIn(values).then(
      (profile) => {
        setState({ status: "success", error: null });
        void navigate(startPathFor(profile.role), { replace: true });
      },
      (error: unknown) => setState({ status: "error", error }),
    );
  };

  return {
    mutate,
    prepare,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    error: state.error,
  };
}
