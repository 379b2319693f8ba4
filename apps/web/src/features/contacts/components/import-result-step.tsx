import { CONTACT_IMPORT_REJECTED_SHOWN } from "@consola/shared";
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import type { ContactImport } from "../hooks/use-contact-import";

const COUNTS = ["read", "created", "updated", "rejected"] as const;

/** Step 3: the run's progress while it goes, then its counts and the rows it left out. */
export function ImportResultStep({ flow, onClose }: { flow: ContactImport; onClose: () => void }) {
  const { t } = useTranslation();
  const status = flow.status;
  if (!status) return <FormError message={flow.statusError} />;
  const running = status.status === "running" || status.status === "ready";
  return (
    <Stack gap="md">
      {running ? (
        <Stack gap="xs">
          <Text fw={500} id="contact-import-progress">
            {t("contacts.import.running", { file: status.fileName })}
          </Text>
          <Progress
            value={status.progress}
            size="lg"
            animated
            aria-labelledby="contact-import-progress"
            aria-label={t("contacts.import.progressLabel")}
          />
          <Text size="sm" c="dimmed">
            {t("contacts.import.runningNote")}
          </Text>
        </Stack>
      ) : status.status === "done" ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {t("contacts.import.done")}
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" title={t("contacts.import.failed")}>
          {status.error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {COUNTS.map((count) => (
          <Paper key={count} withBorder p="sm" radius="md">
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {t(`contacts.import.counts.${count}`)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} data-testid={`import-${count}`}>
              {status[count].toLocaleString("es-MX")}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {!running && status.rejectedRows.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("contacts.import.rejectedTitle")}
          </Title>
          {status.rejected > status.rejectedRows.length && (
            <Text size="sm" c="dimmed">
              {t("contacts.import.rejectedMore", {
                shown: CONTACT_IMPORT_REJECTED_SHOWN,
                total: status.rejected.toLocaleString("es-MX"),
              })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={280} mah={240}>
            <Table striped withTableBorder verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t("contacts.import.row")}</Table.Th>
                  <Table.Th>{t("contacts.import.reason")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status.rejectedRows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <FormError message={flow.downloadError ?? flow.statusError} />
      <Group justify="flex-end" gap="sm">
        {!running && status.rejected > 0 && (
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={flow.downloading}
            onClick={flow.downloadRejected}
          >
            {t("contacts.import.downloadRejected")}
          </Button>
        )}
        <Button onClick={onClose}>{t("contacts.import.close")}</Button>
      </Group>
    </Stack>
  );
}
