import { SEARCH_PATH } from "@consola/shared";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ToolButton } from "../../components/tool-button";

/**
 * The header search: a box on wide screens, a button below 1408 px (where the box would squeeze the page
 * title and the business name); both lead to the search page, which has its own box.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get("q") ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: Safari before 17 has no <search>; role="search" is announced the same. */}
      <form onSubmit={submit} role="search">
        <TextInput
          visibleFrom="xl"
          w={240}
          radius="xl"
          placeholder={t("layout.searchPlaceholder")}
          aria-label={t("layout.searchLabel")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </form>
      <ToolButton
        hiddenFrom="xl"
        label={t("layout.searchLabel")}
        icon={<IconSearch size={20} />}
        onClick={() => void navigate(SEARCH_PATH)}
      />
    </>
  );
}
