import { Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The server has no business list yet (no ListBusiness), so a platform admin types the business id; the two
 * businesses of the demo data are offered as shortcuts (they are seeded first, as ids 1 and 2).
 */
export const DEMO_BUSINESSES = [
  { id: 1, name: "Refaccionaria del Norte" },
  { id: 2, name: "Café Andino" },
];

type BusinessPickerProps = { value: number | null; onChange: (id: number | null) => void };

export function BusinessPicker({ value, onChange }: BusinessPickerProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t("simulator.business.title")}
        </Title>
        <NumberInput
          label={t("simulator.business.id")}
          description={t("simulator.business.missingList")}
          value={value ?? ""}
          onChange={(next) => onChange(typeof next === "number" && next > 0 ? next : null)}
          min={1}
          allowDecimal={false}
          allowNegative={false}
        />
        <Text size="xs" c="dimmed">
          {t("simulator.business.quickPicks")}
        </Text>
        <Group gap="xs">
          {DEMO_BUSINESSES.map((business) => (
            <Button
              key={business.id}
              size="xs"
              variant={value === business.id ? "filled" : "light"}
              onClick={() => onChange(business.id)}
            >
              {business.name} ({business.id})
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
