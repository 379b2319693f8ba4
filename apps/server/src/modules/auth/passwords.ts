import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum).
 * The PHC string carries its own parameters, so raising them later still verifies old hashes.
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A corrupt stored hash is a failed login, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the user does not exist, so timing does not reveal accounts. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummyHash, plain);
  return false;
}
