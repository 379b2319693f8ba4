import type { MantineColorsTuple } from "@mantine/core";

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value.padEnd(6, "0");
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16) || 0) as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  return color.map((channel, i) => channel + ((toward[i] ?? 0) - channel) * amount) as Rgb;
}

/**
 * Mantine wants ten shades per colour; a business gives one. Lighter shades for backgrounds, the given
 * colour at index 6 (Mantine's filled shade), darker ones for hover and pressed states.
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = hexToRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const lighter = [0.92, 0.82, 0.66, 0.5, 0.34, 0.16].map((amount) => rgbToHex(mix(base, white, amount)));
  const darker = [0.12, 0.24, 0.36].map((amount) => rgbToHex(mix(base, black, amount)));
  return [...lighter, rgbToHex(base), ...darker] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance, to pick readable text on a background the business chose. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function readableTextOn(hex: string): "#ffffff" | "#1a1b1e" {
  return luminance(hex) > 0.45 ? "#1a1b1e" : "#ffffff";
}
