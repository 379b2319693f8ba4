import type { BusinessListItem } from "@consola/shared";
import { Combobox, Group, InputBase, Loader, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBuildingStore } from "@tabler/icons-react";
import { type UIEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBusinessList } from "./use-business-list";
import { useBusinessName } from "./use-business-name";

/** How long typing must pause before the server is asked again. */
export const BUSINESS_SEARCH_DELAY_MS = 300;
const LOAD_MORE = "__more__";
/** Scrolling this close to the end of the options reads the next page. */
const NEAR_END_PX = 40;

export type BusinessOption = Pick<BusinessListItem, "id" | "name">;

type BusinessPickerProps = {
  value: number | null;
  onChange: (business: BusinessOption) => void;
  label?: string;
  w?: number | string | Record<string, number | string>;
};

/**
 * The one way a platform admin chooses a business (simulator, agents, the business panel): the active
 * businesses by name, searched on the server as the admin types, a page at a time (scrolling to the end or
 * "Ver más empresas" reads the next one).
 */
export function BusinessPicker({ value, onChange, label, w }: BusinessPickerProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => setTyped(null) });
  // null while not typing: the input shows the chosen business and the list is the unfiltered one.
  const [typed, setTyped] = useState<string | null>(null);
  const [search] = useDebouncedValue((typed ?? "").trim(), BUSINESS_SEARCH_DELAY_MS);
  const list = useBusinessList({ search, status: "active" });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenName = useBusinessName(value, items);
  const settling = (typed ?? "").trim() !== search;

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - NEAR_END_PX) loadMore();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        if (picked === LOAD_MORE) return loadMore();
        const business = items.find((item) => String(item.id) === picked);
        if (business) onChange({ id: business.id, name: business.name });
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label ?? t("businessPicker.label")}
          placeholder={t("businessPicker.placeholder")}
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          rightSection={list.isFetching || settling ? <Loader size="xs" aria-hidden /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={typed ?? chosenName ?? ""}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          w={w}
          data-testid="business-picker"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: "auto" }} onScroll={onScroll}>
          {items.map((business) => (
            <Combobox.Option value={String(business.id)} key={business.id} active={business.id === value}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">{business.name}</Text>
                <Text size="xs" c="dimmed">
                  {business.rfc}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {list.hasNextPage && (
            <Combobox.Option value={LOAD_MORE} disabled={list.isFetchingNextPage}>
              <Text size="sm" fw={500}>
                {t("businessPicker.loadMore")}
              </Text>
            </Combobox.Option>
          )}
          {list.isError && <Combobox.Empty>{t("businessPicker.loadError")}</Combobox.Empty>}
          {list.isSuccess && items.length === 0 && !settling && (
            <Combobox.Empty>{t("businessPicker.none")}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
