import { Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";

type BotSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onHint: string;
  offHint: string;
  label?: string;
  disabled?: boolean;
  error?: string | null;
};

/** A bot's on/off switch, saying in words what on and off mean for the contacts. */
export function BotSwitch({ checked, onChange, onHint, offHint, label, disabled, error }: BotSwitchProps) {
  const { t } = useTranslation();
  return (
    <Switch
      size="md"
      label={label ?? t("bots.active")}
      description={checked ? onHint : offHint}
      checked={checked}
      disabled={disabled}
      error={error || undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
