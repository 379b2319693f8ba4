import { SimpleGrid, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { UnsavedChangesBar } from "../../../components/forms/unsaved-changes-bar";
import { PageToolbar } from "../../../components/page-toolbar";
import { PreviewColumn } from "./preview-column";

/**
 * The frame every bot's page shares: its subtitle, the form named `title` with the texts on one side and the
 * preview on the other (stacked on a phone), the error that belongs to no field, and the save bar.
 */
export function BotFormFrame(props: {
  subtitle: string;
  title: string;
  /** Above the form: what is not part of its save (the selector's switch). */
  before?: ReactNode;
  /** The texts' side. */
  children: ReactNode;
  preview: ReactNode;
  formError: string | null;
  dirty: boolean;
  saving: boolean;
  onSubmit: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1200}>
      <PageToolbar subtitle={props.subtitle} />
      {props.before}
      <form
        noValidate
        aria-label={props.title}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {props.children}
            <PreviewColumn>{props.preview}</PreviewColumn>
          </SimpleGrid>
          <FormError message={props.formError} data-testid="form-error" />
          <UnsavedChangesBar
            dirty={props.dirty}
            saving={props.saving}
            unsavedLabel={t("bots.unsaved")}
            discardLabel={t("bots.discard")}
            saveLabel={t("bots.save")}
            onDiscard={props.onDiscard}
          />
        </Stack>
      </form>
    </Stack>
  );
}
