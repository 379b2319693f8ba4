import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { BusinessPicker as PlatformBusinessPicker } from "../../../data/businesses/business-picker";

type BusinessPickerProps = { value: number | null; onChange: (id: number) => void };

/** Which business a platform admin plays a contact of: the platform's one business picker, in a panel. */
export function BusinessPicker({ value, onChange }: BusinessPickerProps) {
  const { t } = useTranslation();
  return (
    <Panel title={t("simulator.business.title")} titleSize="h5" gap="sm">
      <PlatformBusinessPicker
        value={value}
        onChange={(business) => onChange(business.id)}
        label={t("simulator.business.label")}
      />
    </Panel>
  );
}
