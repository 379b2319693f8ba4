import type { Holiday } from "@consola/shared";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconCalendarPlus, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { SectionHeading } from "../../../components/section-heading";
import { HolidaysImportModal } from "./holidays-import-modal";
import { withHolidays } from "./hours-form";

type HolidaysEditorProps = {
  holidays: Holiday[];
  /** The importer's first choice: Colombia for a business on Bogotá's clock, Mexico otherwise. */
  defaultCountry: "MX" | "CO";
  /** The business's current year, for the importer. */
  year: number;
  onChange: (holidays: Holiday[]) => void;
};

/** The business's closed days: added by hand or from the official lists, removed one by one or all at once. */
export function HolidaysEditor({ holidays, defaultCountry, year, onChange }: HolidaysEditorProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [clearing, setClearing] = useState(false);

  const add = () => {
    if (!day) return setError(t("businessHours.holidays.dateRequired"));
    if (holidays.some((holiday) => holiday.day === day))
      return setError(t("businessHours.holidays.dateRepeated"));
    onChange(withHolidays(holidays, [{ day, name: name.trim() }]).holidays);
    setDay("");
    setName("");
    setError(null);
  };

  return (
    <Stack gap="sm">
      <SectionHeading
        title={t("businessHours.holidays.title")}
        description={t("businessHours.holidays.description")}
      >
        <Group gap="xs">
          <Badge size="lg" variant="light" radius="sm" data-testid="holidays-count">
            {t("businessHours.holidays.count", { count: holidays.length })}
          </Badge>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            {t("businessHours.holidays.import")}
          </Button>
        </Group>
      </SectionHeading>
      {/* Enter in either field adds the day (a nested form would submit the whole page). */}
      <Group
        align="flex-start"
        gap="xs"
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") {
            event.preventDefault();
            add();
          }
        }}
      >
        <TextInput
          type="date"
          label={t("businessHours.holidays.date")}
          value={day}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={180}
        />
        <TextInput
          label={t("businessHours.holidays.name")}
          placeholder={t("businessHours.holidays.namePlaceholder")}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: "1 1 220px" }}
        />
        <Button variant="default" mt={25} leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
          {t("businessHours.holidays.add")}
        </Button>
      </Group>
      {holidays.length === 0 ? (
        <Stack gap={2} py="md" align="center">
          <Text fw={500}>{t("businessHours.holidays.empty")}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t("businessHours.holidays.emptyHint")}
          </Text>
        </Stack>
      ) : (
        <>
          <Table.ScrollContainer minWidth={320} mah={360}>
            <Table verticalSpacing={6} striped stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={130}>{t("businessHours.holidays.date")}</Table.Th>
                  <Table.Th>{t("businessHours.holidays.name")}</Table.Th>
                  <Table.Th w={56}>
                    <VisuallyHidden>{t("businessHours.holidays.remove")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holidays.map((holiday) => (
                  <Table.Tr key={holiday.day} data-testid="holiday-row">
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{holiday.day}</Table.Td>
                    <Table.Td>{holiday.name}</Table.Td>
                    <Table.Td>
                      <Tooltip label={t("businessHours.holidays.remove")}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("businessHours.holidays.removeOf", { day: holiday.day })}
                          onClick={() => onChange(holidays.filter((item) => item.day !== holiday.day))}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="xs" onClick={() => setClearing(true)}>
              {t("businessHours.holidays.removeAll")}
            </Button>
          </Group>
        </>
      )}
      <HolidaysImportModal
        opened={importing}
        defaultCountry={defaultCountry}
        year={year}
        current={holidays}
        onAdd={(added) => onChange(withHolidays(holidays, added).holidays)}
        onClose={() => setImporting(false)}
      />
      <ConfirmDialog
        opened={clearing}
        title={t("businessHours.holidays.removeAllTitle")}
        question={t("businessHours.holidays.removeAllQuestion", { count: holidays.length })}
        explanation={t("businessHours.holidays.removeAllExplanation")}
        confirmLabel={t("businessHours.holidays.removeAll")}
        cancelLabel={t("businessHours.holidays.cancel")}
        onConfirm={async () => onChange([])}
        onClose={() => setClearing(false)}
      />
    </Stack>
  );
}
