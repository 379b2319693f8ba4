import { HOLIDAY_COUNTRIES, HOLIDAY_COUNTRY_NAMES, type Holiday, type HolidayCountry } from "@consola/shared";
import { Badge, Button, Group, Loader, Modal, Select, Stack, Table, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { toast } from "../../../lib/notify/toast";
import { useOfficialHolidays } from "../hooks/use-business-hours";

type HolidaysImportModalProps = {
  opened: boolean;
  defaultCountry: HolidayCountry;
  year: number;
  current: readonly Holiday[];
  onAdd: (holidays: Holiday[]) => void;
  onClose: () => void;
};

/** Pick a country and year, see the official days off, add them all (those not in the list yet). */
export function HolidaysImportModal({
  opened,
  defaultCountry,
  year,
  current,
  onAdd,
  onClose,
}: HolidaysImportModalProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<HolidayCountry>(defaultCountry);
  const [chosenYear, setChosenYear] = useState(year);
  useEffect(() => {
    if (opened) {
      setCountry(defaultCountry);
      setChosenYear(year);
    }
  }, [opened, defaultCountry, year]);
  const preview = useOfficialHolidays(country, chosenYear, opened);
  const days = new Set(current.map((holiday) => holiday.day));
  const fresh = (preview.data ?? []).filter((holiday) => !days.has(holiday.day));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("businessHours.importer.title")}
      size="lg"
      styles={DIALOG_STYLES}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("businessHours.importer.note")}
        </Text>
        <Group grow>
          <Select
            label={t("businessHours.importer.country")}
            data={HOLIDAY_COUNTRIES.map((value) => ({ value, label: HOLIDAY_COUNTRY_NAMES[value] }))}
            value={country}
            onChange={(value) => value && setCountry(value as HolidayCountry)}
            allowDeselect={false}
          />
          <Select
            label={t("businessHours.importer.year")}
            data={[year - 1, year, year + 1, year + 2].map((value) => ({
              value: String(value),
              label: String(value),
            }))}
            value={String(chosenYear)}
            onChange={(value) => value && setChosenYear(Number(value))}
            allowDeselect={false}
          />
        </Group>
        {preview.isPending ? (
          <Group gap="xs" py="md" justify="center">
            <Loader size="sm" />
            <Text size="sm">{t("businessHours.importer.loading")}</Text>
          </Group>
        ) : preview.isError ? (
          <LoadErrorAlert
            title={t("businessHours.importer.loadError")}
            error={preview.error}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing={6} withRowBorders data-testid="official-holidays">
              <Table.Tbody>
                {preview.data.map((holiday) => (
                  <Table.Tr key={holiday.day}>
                    <Table.Td w={110} style={{ whiteSpace: "nowrap" }}>
                      {holiday.day}
                    </Table.Td>
                    <Table.Td>
                      {holiday.name}
                      {days.has(holiday.day) && (
                        <Badge
                          ml="xs"
                          variant="light"
                          color="gray"
                          radius="sm"
                          style={{ textTransform: "none" }}
                        >
                          {t("businessHours.importer.already")}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("businessHours.importer.close")}
          </Button>
          <Button
            disabled={!preview.data || fresh.length === 0}
            onClick={() => {
              onAdd(fresh);
              toast.done(t("businessHours.importer.added", { count: fresh.length }), { bordered: true });
              onClose();
            }}
          >
            {preview.data && fresh.length === 0
              ? t("businessHours.importer.nothingNew")
              : t("businessHours.importer.addAll", { count: fresh.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
