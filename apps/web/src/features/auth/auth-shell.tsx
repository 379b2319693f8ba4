import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BrandMark } from "../../components/brand-mark";
import { texts } from "../../lib/i18n/texts";
import classes from "./auth-shell.module.css";

/** The frame of the public screens: a brand panel beside the form (the panel hides on narrow screens). */
export function AuthShell({ children }: { children: ReactNode }) {
  const features = texts.auth.features;
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <BrandMark size="lg" />
        <Stack gap="lg" style={{ position: "relative", zIndex: 1 }}>
          <Title order={2} fz={32} lh={1.2} c="inherit">
            {texts.app.tagline}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="white" style={{ color: "var(--consola-bar-first)" }}>
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {features.map((feature) => (
              <List.Item key={feature}>
                <Text c="inherit" opacity={0.92}>
                  {feature}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="inherit" opacity={0.7}>
          {texts.auth.copyright}
        </Text>
      </aside>
      <main className={classes.form}>
        <Box w="100%" maw={440}>
          <Box hiddenFrom="md" mb="lg">
            <BrandMark surface="light" />
          </Box>
          <Paper withBorder shadow="md" radius="lg" p={{ base: "lg", sm: 36 }}>
            {children}
          </Paper>
        </Box>
      </main>
    </div>
  );
}
