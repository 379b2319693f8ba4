import type { HubAccountExit } from "@consola/shared";

export type AccountExitAction = "ignore" | "sign-out" | "session-ended";

/**
 * What an Account_Exit means for this browser. A sign-out (here or in another tab of the same session)
 * just leaves: the "session ended, someone else signed in" dialog is only for a take-over or an expiry.
 * An exit for another token (this browser signed in again meanwhile) says nothing about the current one.
 */
export function accountExitAction(
  reason: HubAccountExit["reason"],
  token: string,
  currentToken: string | null,
): AccountExitAction {
  if (!token || token !== currentToken) return "ignore";
  return reason === "logout" ? "sign-out" : "session-ended";
}
