import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { UnderConstructionPage } from "./under-construction-page";

/** /search?q=…: where the header search leads. It has its own box for narrow screens. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  const [draft, setDraft] = useState(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <UnderConstructionPage title={query ? t("search.resultsFor", { query }) : t("search.title")}>
      <form onSubmit={submit} style={{ width: "100%", maxWidth: 420 }}>
        <TextInput
          radius="xl"
          placeholder={t("layout.searchPlaceholder")}
          aria-label={t("search.title")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </form>
    </UnderConstructionPage>
  );
}
