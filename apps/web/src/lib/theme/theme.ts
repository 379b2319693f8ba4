import { type Colors, DEFAULT_COLORS } from "@consola/shared";
import {
  Button,
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  defaultVariantColorsResolver,
  type MantineThemeOverride,
  type ModalProps,
  type NotificationProps,
  PasswordInput,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";
import { texts } from "../i18n/texts";
import { businessColorVariables, wornColors } from "./business-colors";
import { shadesOf } from "./color-math";

const FONT_STACK =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Mantine's theme for a business: its primary colour drives links, focus rings and active items. */
/**
 * Light and outline badges, alerts and buttons write their colour's filled shade on white or on a pale tint
 * of it: below AA for most colours. Their text takes a darker shade of the same colour instead.
 */
export const readableShade = (color: string) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9) 75%, #000)`;
const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "light" && input.variant !== "outline") return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: readableShade(parsed.color) };
};

/** The CSS variable for the business's colour as text over its light tint (`--mantine-primary-color-light`). */
const ON_LIGHT_TINT_VARIABLE = "--consola-on-light-tint";
const ON_LIGHT_TINT = readableShade("brand");

export function createAppTheme(colors: Colors | null): MantineThemeOverride {
  const source = wornColors(colors ?? DEFAULT_COLORS);
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    colors: { brand: shadesOf(source.primary), accent: shadesOf(source.secondary) },
    variantColorResolver: readableVariants,
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: "650" },
    defaultRadius: "md",
    cursorType: "pointer",
    // A person who asked their system for less motion gets dialogs, menus and toasts without their slides
    // and fades (WCAG 2.3.3). The browser journeys run that way too: axe never reads a colour mid-fade.
    respectReducedMotion: true,
    other: { businessColors: source },
    components: {
      // A table wider than a phone scrolls sideways: its scroll area takes keyboard focus so arrows scroll it.
      TableScrollContainer: {
        defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
      },
      // Mantine's built-in labels are English; every password field gets the Spanish one.
      PasswordInput: PasswordInput.extend({
        defaultProps: {
          visibilityToggleButtonProps: { "aria-label": texts.common.togglePasswordVisibility },
        },
      }),
      // Mantine's close buttons (toasts, dialogs) have no name of their own: screen readers hear "Cerrar".
      // Plain objects rather than Modal.extend and the like: naming a component here would load it (a
      // dialog with its scroll area and positioning, the toasts) with every page, the sign-in page included.
      Notification: {
        defaultProps: {
          closeButtonProps: { "aria-label": texts.common.close },
        } satisfies Partial<NotificationProps>,
      },
      Modal: {
        defaultProps: {
          closeButtonProps: { "aria-label": texts.common.close },
        } satisfies Partial<ModalProps>,
      },
      Drawer: {
        defaultProps: {
          closeButtonProps: { "aria-label": texts.common.close },
        } satisfies Partial<DrawerProps>,
      },
      // Default filled buttons wear the business's button colours; explicit colours stay as asked.
      Button: Button.extend({
        vars: (_theme, props) => {
          if ((props.variant ?? "filled") !== "filled" || props.color) return { root: {} };
          return {
            root: {
              "--button-bg": "var(--consola-bg-button)",
              "--button-hover": "color-mix(in srgb, var(--consola-bg-button) 86%, #000)",
              "--button-color": "var(--consola-txt-button)",
            },
          };
        },
      }),
    },
  });
}

export const businessCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: businessColorVariables((theme.other.businessColors as Colors | undefined) ?? null),
  // Mantine's dimmed grey (gray 6, 3.3:1 on white) and placeholder grey (gray 5, 2.1:1) are below AA:
  // secondary text uses gray 7, placeholders a grey that still reads lighter than typed text (4.7:1).
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-placeholder": "#6c757d",
    // Field errors: Mantine's red 6 is 3.3:1 on white (4.4:1 for red 8 over a fading overlay); red 9 is AA.
    "--mantine-color-error": "var(--mantine-color-red-9)",
    // Text in the business's colour over its pale tint (own message bubbles, selected rows): the same shade
    // the light variants use, so CSS modules never write the filled colour on the tint (4:1 for some).
    [ON_LIGHT_TINT_VARIABLE]: ON_LIGHT_TINT,
  },
  dark: {},
});
