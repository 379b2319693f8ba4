import { encodePassword } from "@consola/shared";

/** Signs in through the real login route of a running server, as the web app does; returns the token. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: email, password: encodePassword(password) }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
