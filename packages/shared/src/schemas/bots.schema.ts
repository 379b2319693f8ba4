import { z } from "zod";
import { BOT_TEXT_PLACEHOLDERS, isCalendarDate } from "./business-hours.schema.js";
import { businessIdInput, optionalTextInput, recordIdInput, wholeNumberInput } from "./settings.schema.js";

// The bots in front of the agents (spec sections 3, 4, 7: Admin SaveChatBot/ListChatBot, Catalog TypeChatBot,
// Selector area GetBotSelector/SaveBot/SetStatusBot, Report BusinessBot/SaveBot/AddBot). Decision 009 says
// what each payload is where the spec is silent.

/** The bots a business can switch on; out of hours is edited with the business hours (/config/outOfTime). */
export const BOT_KINDS = ["welcome", "name_change", "selector"] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export const BOT_KIND_NAMES: Record<BotKind, string> = {
  welcome: "Bot de bienvenida",
  name_change: "Bot de cambio de nombre",
  selector: "Bot selector de área",
};

/** The area the selector bot routed to, in its "chosen" text. */
export const SELECTOR_AREA_PLACEHOLDER = "_AREA_";

export const BOT_LIMITS = {
  textLength: 1_000,
  /** WhatsApp's reply buttons take 20 characters, list rows 24: an option longer than this goes as text. */
  optionLength: 24,
  /** WhatsApp lists hold 10 rows; the menu offers at most this many areas. */
  selectorAreas: 10,
  timeoutMinutes: { min: 1, max: 1_440 },
  /** Wrong answers before a bot gives up and the chat moves on. */
  wrongAnswers: 3,
} as const;

export const BOT_MESSAGES = {
  // Spec section 5: the name-change bot's screen.
  completeAllFields: "Completa todos los campos",
  typeInvalid: "El tipo de bot no es válido",
  activeRequired: "Indica si el bot está activo",
  textTooLong: `Los textos del bot no pueden tener más de ${BOT_LIMITS.textLength} caracteres`,
  optionTooLong: `Las opciones no pueden tener más de ${BOT_LIMITS.optionLength} caracteres`,
  welcomeRequired: "Escribe el mensaje de bienvenida",
  selectorMessageRequired: "Escribe el mensaje del menú de áreas",
  selectorAreasRequired: "Elige al menos un área para el menú",
  selectorAreasTooMany: `El menú puede ofrecer hasta ${BOT_LIMITS.selectorAreas} áreas`,
  selectorAreaInvalid: "Una de las áreas elegidas no es válida",
  selectorAreaRepeated: "Un área aparece dos veces en el menú",
  selectorAreaMissing: "Una de las áreas elegidas ya no existe",
  selectorLabelTooLong: `El texto de cada área no puede tener más de ${BOT_LIMITS.optionLength} caracteres`,
  selectorNoAreas: "Agrega al menos un área al menú antes de activar el bot selector",
  timeoutInvalid: `El tiempo de espera debe estar entre ${BOT_LIMITS.timeoutMinutes.min} y ${BOT_LIMITS.timeoutMinutes.max} minutos`,
  dateInvalid: "La fecha no es válida",
  saved: "Bot guardado",
  activated: "Bot activado",
  deactivated: "Bot desactivado",
} as const;

/** What the bots say when an answer does not fit (fixed texts, short on purpose). */
export const BOT_HINTS = {
  pickOption: "No entendí tu respuesta. Responde con el número de una de las opciones.",
  nameInQuotes: 'Escribe tu nombre entre comillas, por ejemplo: "Ana López".',
  /** A neutral form for _NAME_ when the contact has no name yet. */
  noName: "hola",
  yes: "Sí",
  no: "No",
} as const;

/** The texts of each bot, as stored and edited. */
export const welcomeTextsSchema = z.object({ message: z.string() });
export type WelcomeTexts = z.infer<typeof welcomeTextsSchema>;

export const nameChangeTextsSchema = z.object({
  /** Step 1, the first message: offers to change the name the business has. */
  firstMessage: z.string(),
  /** Step 2, option selection: the two answers offered (buttons on WhatsApp, numbered elsewhere). */
  yesOption: z.string(),
  noOption: z.string(),
  /** Step 3: asks for the name between quotes. */
  askName: z.string(),
  /** Step 4: confirms the captured name (_NAME_ is the new one); answered Sí / No. */
  confirm: z.string(),
  /** Sent once the name is saved. */
  done: z.string(),
  timeoutMinutes: z.number().int(),
});
export type NameChangeTexts = z.infer<typeof nameChangeTextsSchema>;

export const selectorAreaSchema = z.object({
  areaId: z.number().int(),
  /** What the menu shows for the area ("" shows the area's name). */
  label: z.string(),
});
export type SelectorArea = z.infer<typeof selectorAreaSchema>;

export const selectorTextsSchema = z.object({
  /** The menu's question. */
  message: z.string(),
  /** Sent once an area is chosen; _AREA_ is its name. */
  chosenMessage: z.string(),
  /** The areas offered, in menu order. */
  areas: z.array(selectorAreaSchema),
  /** With no valid answer by then, the chat goes to the general pending queue. */
  timeoutMinutes: z.number().int(),
});
export type SelectorTexts = z.infer<typeof selectorTextsSchema>;

export type BotTexts = { welcome: WelcomeTexts; name_change: NameChangeTexts; selector: SelectorTexts };

/** What a business starts with: every bot off, with texts ready to switch on. */
export const DEFAULT_BOT_TEXTS: BotTexts = {
  welcome: {
    message: `¡Hola ${BOT_TEXT_PLACEHOLDERS.name}! Gracias por escribir a ${BOT_TEXT_PLACEHOLDERS.business}. En un momento te atendemos.`,
  },
  name_change: {
    firstMessage: `Hola ${BOT_TEXT_PLACEHOLDERS.name}, ¿quieres decirnos o cambiar el nombre con el que te atendemos?`,
    yesOption: "Sí, cambiarlo",
    noOption: "No, así está bien",
    askName: 'Escribe tu nombre entre comillas, por ejemplo: "Ana López".',
    confirm: `¿Tu nombre es ${BOT_TEXT_PLACEHOLDERS.name}?`,
    done: `¡Gracias, ${BOT_TEXT_PLACEHOLDERS.name}! Actualizamos tu nombre.`,
    timeoutMinutes: 10,
  },
  selector: {
    message: "¿Con qué área quieres hablar? Elige una opción.",
    chosenMessage: `Te comunicamos con ${SELECTOR_AREA_PLACEHOLDER}. En un momento te atienden.`,
    areas: [],
    timeoutMinutes: 10,
  },
};

export const botSettingsSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("welcome"), name: z.string(), active: z.boolean(), texts: welcomeTextsSchema }),
  z.object({
    type: z.literal("name_change"),
    name: z.string(),
    active: z.boolean(),
    texts: nameChangeTextsSchema,
  }),
  z.object({
    type: z.literal("selector"),
    name: z.string(),
    active: z.boolean(),
    texts: selectorTextsSchema,
  }),
]);
export type BotSettings = z.infer<typeof botSettingsSchema>;
export const botSettingsListSchema = z.array(botSettingsSchema);

/** TypeChatBot: the catalogue of bot kinds. */
export const botTypeSchema = z.object({ id: z.enum(BOT_KINDS), name: z.string() });
export const botTypeListSchema = z.array(botTypeSchema);

/** GetBotSelector: the selector with the business's areas to choose from. */
export const botSelectorSchema = z.object({
  active: z.boolean(),
  texts: selectorTextsSchema,
  /** Every area of the business, by name, to add to the menu. */
  areas: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Chats waiting on the selector now. */
  waiting: z.number().int(),
});
export type BotSelector = z.infer<typeof botSelectorSchema>;

const botText = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(BOT_LIMITS.textLength, { error: BOT_MESSAGES.textTooLong });

const optionText = (requiredMessage: string) =>
  botText(requiredMessage).max(BOT_LIMITS.optionLength, { error: BOT_MESSAGES.optionTooLong });

const timeoutInput = wholeNumberInput(BOT_MESSAGES.timeoutInvalid, BOT_LIMITS.timeoutMinutes);

const activeInput = z.boolean({ error: BOT_MESSAGES.activeRequired });

/** SaveChatBot (and report SaveBot / AddBot): the welcome or the name-change bot, texts and switch. */
export const saveChatBotBodySchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      business_id: businessIdInput,
      type: z.literal("welcome"),
      active: activeInput,
      texts: z.object(
        { message: botText(BOT_MESSAGES.welcomeRequired) },
        { error: BOT_MESSAGES.welcomeRequired },
      ),
    }),
    z.object({
      business_id: businessIdInput,
      type: z.literal("name_change"),
      active: activeInput,
      texts: z.object(
        {
          firstMessage: botText(BOT_MESSAGES.completeAllFields),
          yesOption: optionText(BOT_MESSAGES.completeAllFields),
          noOption: optionText(BOT_MESSAGES.completeAllFields),
          askName: botText(BOT_MESSAGES.completeAllFields),
          confirm: botText(BOT_MESSAGES.completeAllFields),
          done: botText(BOT_MESSAGES.completeAllFields),
          timeoutMinutes: timeoutInput,
        },
        { error: BOT_MESSAGES.completeAllFields },
      ),
    }),
  ],
  { error: BOT_MESSAGES.typeInvalid },
);
export type SaveChatBotBody = z.input<typeof saveChatBotBodySchema>;

/** Selector SaveBot: the menu's texts, areas in order and waiting time (the switch is SetStatusBot). */
export const saveSelectorBodySchema = z.object({
  business_id: businessIdInput,
  message: botText(BOT_MESSAGES.selectorMessageRequired),
  chosenMessage: botText(BOT_MESSAGES.completeAllFields),
  areas: z
    .array(
      z.object({
        areaId: recordIdInput(BOT_MESSAGES.selectorAreaInvalid),
        label: optionalTextInput(BOT_LIMITS.optionLength, BOT_MESSAGES.selectorLabelTooLong),
      }),
      { error: BOT_MESSAGES.selectorAreaInvalid },
    )
    .max(BOT_LIMITS.selectorAreas, { error: BOT_MESSAGES.selectorAreasTooMany })
    .refine((areas) => new Set(areas.map((area) => area.areaId)).size === areas.length, {
      error: BOT_MESSAGES.selectorAreaRepeated,
    }),
  timeoutMinutes: timeoutInput,
});
export type SaveSelectorBody = z.input<typeof saveSelectorBodySchema>;

/** SetStatusBot: switches the selector on or off. */
export const setSelectorStatusBodySchema = z.object({ business_id: businessIdInput, active: activeInput });
export type SetSelectorStatusBody = z.input<typeof setSelectorStatusBodySchema>;

/** ListChatBot: every bot of the business. */
export const listChatBotBodySchema = z.object({ business_id: businessIdInput });

const dayInput = z
  .string({ error: BOT_MESSAGES.dateInvalid })
  .trim()
  .refine(isCalendarDate, { error: BOT_MESSAGES.dateInvalid });

/** Report BusinessBot: what each bot did between two days of the business's calendar (both included). */
export const businessBotReportBodySchema = z.object({
  business_id: businessIdInput,
  from: dayInput,
  to: dayInput,
});
export type BusinessBotReportBody = z.input<typeof businessBotReportBodySchema>;

export const BOT_OUTCOMES = ["completed", "gave_up", "timed_out", "taken", "released"] as const;
export type BotOutcome = (typeof BOT_OUTCOMES)[number];

export const businessBotReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Conversations the bots held (name change and selector), by how they left the bot. */
  held: z.number().int(),
  outcomes: z.record(z.enum(BOT_OUTCOMES), z.number().int()),
  /** Chats that reached the selector's areas, by area. */
  byArea: z.array(
    z.object({ areaId: z.number().int().nullable(), name: z.string(), chats: z.number().int() }),
  ),
  /** Conversations that opened outside business hours. */
  outOfHours: z.number().int(),
  /** Chats held by a bot right now. */
  waitingNow: z.number().int(),
});
export type BusinessBotReport = z.infer<typeof businessBotReportSchema>;
