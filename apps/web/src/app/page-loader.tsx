import { Center, Loader, Stack, Text } from "@mantine/core";
import { texts } from "../lib/i18n/texts";

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? "100dvh" : 240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {texts.common.loading}
        </Text>
      </Stack>
    </Center>
  );
}
