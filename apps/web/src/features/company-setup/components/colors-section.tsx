import { type Colors, DEFAULT_COLORS, DEFAULT_STATUS_COLORS, saveColorsBodySchema } from "@consola/shared";
import { Alert, Button, ColorInput, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRestore } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { Panel } from "../../../components/panel";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { ColorPreview } from "./color-preview";
import { type ColorField, type ColorWarning, colorWarnings } from "./color-warnings";

const MAIN: ColorField[] = [
  "title",
  "bgButton",
  "txtButton",
  "barFirst",
  "barSecond",
  "primary",
  "secondary",
];
const STATUS = Object.keys(DEFAULT_STATUS_COLORS) as ColorField[];
const HEX = /^#[0-9a-fA-F]{6}$/;
const colorErrors = schemaResolver<Colors>(saveColorsBodySchema, { body: (colors) => ({ colors }) });

export const RESTORED_COLORS: Colors = { ...DEFAULT_COLORS, ...DEFAULT_STATUS_COLORS };

/** The colours the form shows: the saved ones, with the optional five filled with their defaults. */
function withStatusDefaults(colors: Colors): Colors {
  return { ...DEFAULT_STATUS_COLORS, ...colors };
}

type ColorsSectionProps = {
  saved: Colors;
  saving: boolean;
  onSave: (colors: Colors) => Promise<unknown>;
  businessName: string;
};

/** The twelve colours, their live preview, the contrast warnings and "restaurar colores". */
export function ColorsSection({ saved, saving, onSave, businessName }: ColorsSectionProps) {
  const { t } = useTranslation();
  const [colors, setColors] = useState<Colors>(() => withStatusDefaults(saved));
  const [restoring, setRestoring] = useState(false);
  useEffect(() => setColors(withStatusDefaults(saved)), [saved]);

  const errors = colorErrors(colors);
  const valid = Object.keys(errors).length === 0;
  const shown = useMemo(() => (valid ? colors : withStatusDefaults(saved)), [valid, colors, saved]);
  const warnings = useMemo(() => colorWarnings(shown), [shown]);

  const change = (field: ColorField, value: string) =>
    setColors((current) => ({ ...current, [field]: value.toLowerCase() }));
  // Typed as hex, or picked with the browser's own colour picker (named and keyboard-usable, unlike a
  // drawn saturation square).
  const input = (field: ColorField) => {
    const name = t(`companySetup.colors.names.${field}`);
    const value = colors[field] ?? "";
    return (
      <ColorInput
        key={field}
        label={name}
        value={value}
        onChange={(next) => change(field, next)}
        format="hex"
        withPicker={false}
        withEyeDropper={false}
        // An emptied field only holds the save back: it says nothing until something is typed.
        error={value ? errors[`colors.${field}`] : undefined}
        rightSectionPointerEvents="all"
        rightSection={
          <input
            type="color"
            aria-label={t("companySetup.colors.pick", { name })}
            value={HEX.test(value) ? value : "#000000"}
            onChange={(event) => change(field, event.currentTarget.value)}
            style={{ width: 24, height: 24, padding: 0, border: 0, background: "none", cursor: "pointer" }}
          />
        }
      />
    );
  };

  return (
    <Panel title={t("companySetup.colors.title")} description={t("companySetup.colors.description")}>
      <form
        noValidate
        aria-label={t("companySetup.colors.title")}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void onSave(colors).catch(() => undefined);
        }}
      >
        <Stack gap="md">
          <Text fw={600} size="sm">
            {t("companySetup.colors.main")}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {MAIN.map(input)}
          </SimpleGrid>
          <Text fw={600} size="sm">
            {t("companySetup.colors.status")}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            {STATUS.map(input)}
          </SimpleGrid>
          <Text fw={600} size="sm">
            {t("companySetup.colors.preview")}
          </Text>
          <ColorPreview colors={shown} businessName={businessName} />
          <ContrastWarnings warnings={warnings} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconRestore size={16} />}
              onClick={() => setRestoring(true)}
            >
              {t("companySetup.colors.restore")}
            </Button>
            <Button type="submit" loading={saving} disabled={!valid}>
              {t("companySetup.colors.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={restoring}
        title={t("companySetup.colors.restore")}
        question={t("companySetup.colors.restoreTitle")}
        explanation={t("companySetup.colors.restoreBody")}
        confirmLabel={t("companySetup.colors.restoreConfirm")}
        cancelLabel={t("companySetup.colors.cancel")}
        color="brand"
        onConfirm={async () => {
          await onSave(RESTORED_COLORS);
          setColors(RESTORED_COLORS);
        }}
        onClose={() => setRestoring(false)}
      />
    </Panel>
  );
}

function ContrastWarnings({ warnings }: { warnings: ColorWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("companySetup.colors.warningsTitle")}
      data-testid="contrast-warnings"
    >
      <List size="sm" spacing={4}>
        {warnings.map((warning) => (
          <List.Item key={warning.field}>
            {warning.kind === "adjusted"
              ? t("companySetup.colors.warningAdjusted", {
                  what: t(`companySetup.colors.names.${warning.field}`),
                  color: warning.color,
                  ratio: warning.ratio.toFixed(2),
                  against: t(`companySetup.colors.against.${warning.against}`),
                  adjusted: warning.adjusted,
                })
              : t("companySetup.colors.warningUnreadable", {
                  what: t(`companySetup.colors.names.${warning.field}`),
                  ratio: warning.ratio.toFixed(2),
                })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
