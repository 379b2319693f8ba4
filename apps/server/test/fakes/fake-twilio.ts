import { createHash, randomBytes } from "node:crypto";
import {
  basicAuthOf,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeServer,
} from "./fake-http-server.js";

/**
 * A local Twilio REST API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json (Basic auth, form-encoded,
 * 201 with the Message resource or Twilio's error JSON), GET /2010-04-01/Accounts/{AccountSid}.json (the
 * connection test), GET .../IncomingPhoneNumbers.json (the ownership check of a saved line) and inbound media URLs that redirect to a media store, as api.twilio.com does.
 */

type Account = { authToken: string; numbers: string[] };
type Media = { data: Buffer; mime: string };
/** A message the fake accepted: the form our adapter sent, and the sid it was given. */
export type AcceptedSms = {
  sid: string;
  accountSid: string;
  form: URLSearchParams;
  request: RecordedRequest;
};

export type FakeTwilio = FakeServer & {
  /** What TWILIO_API_URL would be. */
  apiUrl: string;
  accepted: AcceptedSms[];
  addAccount(accountSid: string, account: Account): void;
  /** Stores an inbound file and returns its MediaUrl, as a webhook's MediaUrlN carries it. */
  addMedia(accountSid: string, messageSid: string, media: Media): string;
  refuseRecipient(to: string, error: { code: number; message: string }): void;
};

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;
export const newMessageSid = () => sid("SM");
export const newAccountSid = () => sid("AC");

const twilioError = (status: number, code: number, message: string): FakeReply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
const notFound = (path: string) => twilioError(404, 20404, `The requested resource ${path} was not found`);

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accounts = new Map<string, Account>();
  const media = new Map<string, Media>();
  const refused = new Map<string, { code: number; message: string }>();
  const accepted: AcceptedSms[] = [];

  function authorised(accountSid: string, request: RecordedRequest): FakeReply | undefined {
    const account = accounts.get(accountSid);
    const [user, password] = basicAuthOf(request.headers) ?? [];
    if (!account || user !== accountSid || password !== account.authToken) {
      return twilioError(401, 20003, "Authenticate");
    }
    return undefined;
  }

  function createMessage(accountSid: string, request: RecordedRequest): FakeReply {
    const denied = authorised(accountSid, request);
    if (denied) return denied;
    if (!String(request.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      return twilioError(400, 20001, "Invalid content type");
    }
    const form = request.form();
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? "";
    if (!/^\+\d{8,15}$/.test(to))
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!accounts.get(accountSid)?.numbers.includes(from)) {
      return twilioError(
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    if (!form.get("Body") && form.getAll("MediaUrl").length === 0) {
      return twilioError(400, 21602, "Message body is required.");
    }
    const refusal = refused.get(to);
    if (refusal) return twilioError(400, refusal.code, refusal.message);
    const messageSid = newMessageSid();
    accepted.push({ sid: messageSid, accountSid, form, request });
    const now = new Date().toUTCString();
    return {
      status: 201,
      body: {
        account_sid: accountSid,
        api_version: "2010-04-01",
        body: form.get("Body") ?? "",
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: "outbound-api",
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: null,
        num_media: String(form.getAll("MediaUrl").length),
        num_segments: "1",
        price: null,
        price_unit: "USD",
        sid: messageSid,
        status: "queued",
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}.json`,
      },
    };
  }

  /** The account's numbers, filtered by PhoneNumber as Twilio does (an empty page when it has none). */
  function incomingNumbers(accountSid: string, request: RecordedRequest): FakeReply {
    const denied = authorised(accountSid, request);
    if (denied) return denied;
    const wanted = request.query.get("PhoneNumber");
    const numbers = (accounts.get(accountSid)?.numbers ?? []).filter(
      (number) => !wanted || number === wanted,
    );
    const uri = `/2010-04-01/Accounts/${accountSid}/IncomingPhoneNumbers.json`;
    return {
      status: 200,
      body: {
        first_page_uri: `${uri}?PageSize=50&Page=0`,
        end: Math.max(numbers.length - 1, 0),
        previous_page_uri: null,
        incoming_phone_numbers: numbers.map((number) => ({
          account_sid: accountSid,
          sid: `PN${createHash("md5").update(number).digest("hex")}`,
          phone_number: number,
          friendly_name: number,
          capabilities: { voice: true, sms: true, mms: true, fax: false },
          status: "in-use",
        })),
        uri: `${uri}?PageSize=50&Page=0`,
        page_size: 50,
        start: 0,
        next_page_uri: null,
        page: 0,
      },
    };
  }

  /** The Account resource: what "probar conexión" opens first. */
  function accountInfo(accountSid: string, request: RecordedRequest): FakeReply {
    const denied = authorised(accountSid, request);
    if (denied) return denied;
    return {
      status: 200,
      body: {
        sid: accountSid,
        friendly_name: "Cuenta de prueba",
        status: "active",
        type: "Full",
        uri: `/2010-04-01/Accounts/${accountSid}.json`,
      },
    };
  }

  const server = await startFakeServer((request, baseUrl) => {
    const account = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\.json$/.exec(request.path);
    if (account?.[1] && request.method === "GET") return accountInfo(account[1], request);
    const numbers = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/IncomingPhoneNumbers\.json$/.exec(
      request.path,
    );
    if (numbers?.[1] && request.method === "GET") return incomingNumbers(numbers[1], request);
    const send = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(request.path);
    if (send?.[1] && request.method === "POST") return createMessage(send[1], request);
    // An SMS sid starts with SM, an MMS one with MM.
    const file =
      /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\/(?:SM|MM)[0-9a-f]{32}\/Media\/(ME[0-9a-f]{32})$/.exec(
        request.path,
      );
    if (file?.[1] && file[2] && request.method === "GET") {
      const denied = authorised(file[1], request);
      if (denied) return denied;
      if (!media.has(file[2])) return notFound(request.path);
      // Twilio answers with a temporary redirect to where the file is stored.
      return { status: 307, headers: { location: `${baseUrl}/media-store/${file[2]}` } };
    }
    const stored = /^\/media-store\/(ME[0-9a-f]{32})$/.exec(request.path);
    const content = stored?.[1] ? media.get(stored[1]) : undefined;
    if (content) return { status: 200, headers: { "content-type": content.mime }, body: content.data };
    return notFound(request.path);
  });

  return Object.assign(server, {
    apiUrl: server.baseUrl,
    accepted,
    addAccount: (accountSid: string, account: Account) => void accounts.set(accountSid, account),
    addMedia(accountSid: string, messageSid: string, file: Media) {
      const mediaSid = sid("ME");
      media.set(mediaSid, file);
      return `${server.baseUrl}/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}/Media/${mediaSid}`;
    },
    refuseRecipient: (to: string, error: { code: number; message: string }) => void refused.set(to, error),
  });
}
