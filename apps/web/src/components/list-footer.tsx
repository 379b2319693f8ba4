import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const number = (value: number) => value.toLocaleString("es-MX");

type ListFooterProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** "1–50 de 1 234" and the pages; long lists stay fast because only one page is ever on screen. */
export function ListFooter({ page, pageSize, total, onPage }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="list-range">
        {t("chatLists.range", { from: number(from), to: number(to), total: number(total) })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          withEdges
          getControlProps={(control) => ({ "aria-label": t(`chatLists.pagination.${control}`) })}
          getItemProps={(item) => ({ "aria-label": t("chatLists.pagination.page", { page: item }) })}
        />
      )}
    </Group>
  );
}
