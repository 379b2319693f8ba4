import { Button, Group } from "@mantine/core";

/** The part of a TanStack infinite query a "load more" button needs. */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type LoadMoreFooterProps = { pages: PagedQuery; label: string };

/** The foot of a list read a page at a time: a button for the next page, gone once the last one is in. */
export function LoadMoreFooter({ pages, label }: LoadMoreFooterProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center" p="md">
      <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
