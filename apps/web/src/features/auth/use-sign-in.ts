import {
  isBusinessRole,
  isRole,
  MESSAGES,
  POST_LOGIN_REDIRECT_MS,
  type Profile,
  startPathFor,
} from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { sessionEnded } from "../../lib/session/session-ended";
import { sessionQueryKeys } from "../../lib/session/session-query-keys";
import { sessionStore } from "../../lib/session/session-store";
import type { LoginFormValues } from "./login-schema";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sign-in sequence of spec section 4: token and role, then the profile, then (business roles) the
 * business and its colours, then the start page after a short pause. A failure half-way leaves no
 * half-signed-in session behind.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async ({ user, password }: LoginFormValues): Promise<Profile> => {
      // The calls check their answers with zod: it loads once the form is sent, not with the page.
      const [{ login }, { fetchMyBusiness, fetchProfile }] = await Promise.all([
        import("./auth-api"),
        import("../../lib/session/session-api"),
      ]);
      const result = await login(user, password);
      const role = result.typeIdentity || result.role;
      if (!isRole(role)) {
        throw new ApiError({ kind: "contract", status: 200, aux: 500, message: MESSAGES.internalError });
      }
      queryClient.clear();
      sessionEnded.close();
      sessionStore.signIn(result.token, role);
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
    },
    onSuccess: (profile) => navigate(startPathFor(profile.role), { replace: true }),
  });
}
