import {
  CAMPAIGN_PRICE_CATEGORIES,
  CAMPAIGN_PRICE_COUNTRIES,
  type CampaignPriceCategory,
  type CampaignPriceCountry,
  type CampaignSettings,
  type SaveCampaignSettingsBody,
  saveCampaignSettingsBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../../lib/forms/schema-resolver";

/** A number as a NumberInput holds it: "" while empty. */
export type TypedNumber = number | "";

export type PriceCell = {
  category: CampaignPriceCategory;
  country: CampaignPriceCountry;
  price: TypedNumber;
};

export type SettingsValues = {
  currency: string;
  gapHours: TypedNumber;
  /** Every category and country, in the table's order (rows by category, columns by country). */
  prices: PriceCell[];
  lines: { id: number; rate: TypedNumber; messagingLimit: TypedNumber }[];
};

/** The table's cells in order: the index of a category and country in `prices`. */
export const PRICE_CELLS = CAMPAIGN_PRICE_CATEGORIES.flatMap((category) =>
  CAMPAIGN_PRICE_COUNTRIES.map((country) => ({ category, country })),
);
export const cellIndex = (category: CampaignPriceCategory, country: CampaignPriceCountry) =>
  PRICE_CELLS.findIndex((cell) => cell.category === category && cell.country === country);

export function settingsValues(settings: CampaignSettings): SettingsValues {
  return {
    currency: settings.currency,
    gapHours: settings.gapHours,
    prices: PRICE_CELLS.map(({ category, country }) => ({
      category,
      country,
      price: settings.prices.find((row) => row.category === category && row.country === country)?.price ?? "",
    })),
    lines: settings.lines.map((line) => ({
      id: line.id,
      rate: line.rate,
      messagingLimit: line.messagingLimit ?? "",
    })),
  };
}

/** A NumberInput may hand over a half-typed text ("0."): it is read as the number it is. */
const numberOf = (value: number | string): TypedNumber =>
  typeof value === "number" ? value : value.trim() === "" ? "" : Number(value);

/** The cells with a price, as SaveCampaignSettings takes them: an empty cell has none. */
const pricedCells = (values: SettingsValues) =>
  values.prices.flatMap((cell, index) => {
    const price = numberOf(cell.price);
    return price === "" ? [] : [{ index, body: { category: cell.category, country: cell.country, price } }];
  });

export function settingsBody(values: SettingsValues): SaveCampaignSettingsBody {
  return {
    currency: values.currency as SaveCampaignSettingsBody["currency"],
    gapHours: numberOf(values.gapHours),
    prices: pricedCells(values).map((cell) => cell.body),
    lines: values.lines.map((line) => {
      const limit = numberOf(line.messagingLimit);
      return { id: line.id, rate: numberOf(line.rate), messagingLimit: limit === "" ? null : limit };
    }),
  };
}

/** SaveCampaignSettings' own checks, each under its cell or field. */
export const settingsErrors = schemaResolver<SettingsValues>(saveCampaignSettingsBodySchema, {
  body: settingsBody,
  fields: (path, _message, values) => {
    const [field, index] = path.split(".");
    if (field === "prices" && index !== undefined) {
      const cell = pricedCells(values)[Number(index)];
      return cell ? `prices.${cell.index}.price` : null;
    }
    return path === "" ? null : path;
  },
});
