import { MESSAGES, PASSWORD_MIN_LENGTH } from "@consola/shared";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as spanishDictionary } from "@zxcvbn-ts/language-es-es";
import { ValidationError } from "../../domain/errors.js";

/** zxcvbn's 0–4 scale; 3 means about 10^8 guesses or more ("safely unguessable" behind a slow hash). */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

// Built on first use: loading the dictionaries takes ~100 ms, which most processes never need.
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...spanishDictionary },
    graphs: adjacencyGraphs,
    // Levenshtein matching scans every dictionary per check (~200 ms of blocked event loop); leave it off.
    useLevenshteinDistance: false,
  });
  return estimator;
}

/**
 * What is wrong with a password a person wants to set, or undefined when it is acceptable: at least
 * PASSWORD_MIN_LENGTH characters and not common or guessable (dictionaries, keyboard walks, dates, and the
 * person's own name or e-mail given in `personal`). The one rule for every screen that sets a password.
 */
export function newPasswordProblem(password: string, personal: readonly string[] = []): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return MESSAGES.resetPasswordTooShort;
  // The whole text, an e-mail's local part, and each word: "ana.lopez@x.mx" also refuses "AnaLopez2025".
  const inputs = personal
    .flatMap((text) => [text, text.split("@")[0] ?? "", ...text.split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
  if (strengthEstimator().check(password, inputs).score < MIN_SCORE) return MESSAGES.passwordTooWeak;
  return undefined;
}

/** Throws the 400 with the Spanish reason when `newPasswordProblem` finds one. */
export function assertAcceptablePassword(password: string, personal: readonly string[] = []): void {
  const problem = newPasswordProblem(password, personal);
  if (problem) throw new ValidationError(problem);
}
