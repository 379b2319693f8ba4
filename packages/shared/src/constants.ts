/** Business constants and limits of spec section 9. */
export const CONTACTS_PAGE_SIZE = 50;
/**
 * A list counts its rows up to this many and then says "más de": an exact count of a million contacts costs a
 * quarter of a second on every page, a capped one a few milliseconds (docs/PERFORMANCE.md).
 */
export const LIST_COUNT_CAP = 10_000;
export const NOTIFICATION_TTL_HOURS = 24;
/**
 * A notification tab counts its rows up to this many (the bell shows "99+" past 99, the panel pages 20 at a
 * time): a busy business's day of new chats is a general row each, and counting them all cost 7.5 ms at 10,000.
 */
export const NOTIFICATION_COUNT_CAP = 1_000;
export const PENDING_PREVIEW_COUNT = 3;
export const MESSAGE_PREVIEW_CHARS = 100;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 450;
export const HUB_RECONNECT_DELAYS_MS = [0, 3_000, 5_000, 10_000, 15_000, 30_000] as const;
export const SERVER_TIMEOUT_MS = 100_000;
export const HUB_REGISTRATION_WAIT_MS = 3_000;
export const LANG_COOKIE = "LANG";
export const LANG_COOKIE_DAYS = 30;
export const SUPPORTED_LANGUAGES = ["es"] as const;
export const BREAKPOINT_SIDEBAR_PX = 991;
export const BREAKPOINT_MOBILE_PX = 768;
export const POST_LOGIN_REDIRECT_MS = 300;
export const NOTIFICATION_SOUND_DELAY_MS = 100;
export const VIEW_CHUNK_TIMEOUT_MS = 120_000;
export const DEFAULT_TIME_ZONE = "America/Mexico_City";
export const DEFAULT_PHONE_COUNTRY = "MX";
/** dayjs tokens for the spec's yyyy-MM-dd and YYYY-MM-DD HH:mm:ss. */
export const DATE_FORMAT = "YYYY-MM-DD";
export const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";
export const PASSWORD_ENCODING_MIN_ROUNDS = 2;
export const PASSWORD_ENCODING_MAX_ROUNDS = 9;
/** Shortest password a person may set (reset, new user); the server also refuses common ones. */
export const PASSWORD_MIN_LENGTH = 10;
/** A reset link is valid for one hour and for one use. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
