import "@mantine/core/styles.css";
import { AppShell, Badge, Group, MantineProvider, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/**
 * The render yardstick of measure-home-render.ts: the least a React + Mantine screen with rows costs on this
 * machine. React 19 and Mantine as the console builds them, a header, and twenty rows of a name, a badge and a
 * date in a zone, written inline: no router, session, data layer, texts or network. /home's render is read
 * against it (their ratio) as the inbound bench reads against pgbench.
 */
const ROWS = 20;
const time = new Intl.DateTimeFormat("es-MX", {
  timeZone: "America/Mexico_City",
  dateStyle: "short",
  timeStyle: "short",
});

const now = Date.now();
const rows = Array.from({ length: ROWS }, (_, index) => ({ id: index + 1, at: now - index * 420_000 }));

function Rows() {
  return (
    <Stack gap={0} data-testid="chat-list">
      {rows.map((row) => (
        <Group key={row.id} justify="space-between" p="sm" h={72} data-testid="chat-row">
          <Stack gap={2}>
            <Text fw={600}>Cliente {row.id}</Text>
            <Text size="sm" c="dimmed">
              +52 81 1234 5678
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="xs">{time.format(row.at)}</Text>
            <Badge variant="light">{row.id % 4 === 0 ? "SMS" : "WhatsApp"}</Badge>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <AppShell header={{ height: 56 }} padding="md">
          <AppShell.Header p="sm">
            <Title order={1} size="h3">
              Consola
            </Title>
          </AppShell.Header>
          <AppShell.Main>
            <ScrollArea h={800}>
              <Rows />
            </ScrollArea>
          </AppShell.Main>
        </AppShell>
      </MantineProvider>
    </StrictMode>,
  );
