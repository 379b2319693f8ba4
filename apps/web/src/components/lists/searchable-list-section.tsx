import { Group } from "@mantine/core";
import type { ParseKeys } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../empty-notice";
import { CountBadge } from "./list-count-header";
import { ListSearchInput } from "./list-search-input";
import { type ListQuery, ListSection } from "./list-section";

type PrefixOf<Key extends string> = ParseKeys extends infer All
  ? All extends `${infer Prefix}.${Key}`
    ? Prefix
    : never
  : never;

/**
 * A catalogue prefix (e.g. "areas", "channels.templates") under which a searchable list finds its texts:
 * searchLabel, searchPlaceholder, loadError, empty, emptyHint, noResults and noResultsHint.
 */
export type ListTexts = PrefixOf<"searchLabel"> &
  PrefixOf<"searchPlaceholder"> &
  PrefixOf<"loadError"> &
  PrefixOf<"empty"> &
  PrefixOf<"emptyHint"> &
  PrefixOf<"noResults"> &
  PrefixOf<"noResultsHint">;

type SearchableListSectionProps = {
  /** Where its texts live in the catalogue. */
  texts: ListTexts;
  search: string;
  onSearch: (value: string) => void;
  /** What the search matches, under the box, when that is not plain "contains". */
  searchHint?: string;
  /** What the shown rows were searched for, trimmed; the box's text unless the list searches another copy. */
  searched?: string;
  list: ListQuery;
  /** Left out until the list has loaded, so no count shows before there is one. */
  count?: { label: string; testId: string };
  /** Nothing to show: the empty list, or a search that matched nothing. */
  empty: boolean;
  emptyIcon: ReactNode;
  /** The list itself (its table, which turns into cards on a phone). */
  children: ReactNode;
  /** Below the list whatever its state, e.g. a "load more" button. */
  footer?: ReactNode;
};

/**
 * The framed list of a config screen: a ListSection with a search box (and the count) on top, its texts
 * found under one catalogue prefix, so every screen says the same things in the same words.
 */
export function SearchableListSection({
  texts,
  search,
  onSearch,
  searchHint,
  searched = search.trim(),
  list,
  count,
  empty,
  emptyIcon,
  children,
  footer,
}: SearchableListSectionProps) {
  const { t } = useTranslation();
  return (
    <ListSection
      header={
        <Group
          p="md"
          justify="space-between"
          style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
        >
          <ListSearchInput
            label={t(`${texts}.searchLabel`)}
            placeholder={t(`${texts}.searchPlaceholder`)}
            value={search}
            onChange={onSearch}
            hint={searchHint}
          />
          {count && <CountBadge label={count.label} testId={count.testId} />}
        </Group>
      }
      list={list}
      loadErrorTitle={t(`${texts}.loadError`)}
      empty={
        empty && (
          <EmptyNotice
            icon={emptyIcon}
            title={searched ? t(`${texts}.noResults`, { search: searched }) : t(`${texts}.empty`)}
            hint={searched ? t(`${texts}.noResultsHint`) : t(`${texts}.emptyHint`)}
          />
        )
      }
      footer={footer}
    >
      {children}
    </ListSection>
  );
}
