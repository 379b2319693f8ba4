import { Group, NumberInput, Select } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconBuildingStore } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * There is no business list in the API yet (reported): the seeded demo businesses are quick picks and any
 * other business is reached by its id.
 */
const DEMO_BUSINESSES = [
  { value: "1", label: "Refaccionaria del Norte" },
  { value: "2", label: "Café Andino" },
];

type BusinessPickerProps = { businessId: number | null; onChange: (id: number | null) => void };

/** How a platform admin chooses whose agents to see (ListAll and CalculateAgents with business_id). */
export function BusinessPicker({ businessId, onChange }: BusinessPickerProps) {
  const { t } = useTranslation();
  const known = DEMO_BUSINESSES.some((business) => business.value === String(businessId));
  const [typed, setTyped] = useState<number | string>(businessId ?? "");
  // Typing "12" should not ask for business 1 on the way.
  const commit = useDebouncedCallback((id: number | null) => onChange(id), 500);
  useEffect(() => setTyped(businessId ?? ""), [businessId]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t("agents.business.label")}
        placeholder={t("agents.business.placeholder")}
        leftSection={<IconBuildingStore size={16} aria-hidden />}
        data={[{ group: t("agents.business.demoGroup"), items: DEMO_BUSINESSES }]}
        value={known ? String(businessId) : null}
        onChange={(value) => onChange(value ? Number(value) : null)}
        w={{ base: "100%", xs: 280 }}
        allowDeselect={false}
      />
      <NumberInput
        label={t("agents.business.idLabel")}
        placeholder={t("agents.business.idPlaceholder")}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          commit(typeof value === "number" && value > 0 ? value : null);
        }}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        w={{ base: "100%", xs: 200 }}
      />
    </Group>
  );
}
