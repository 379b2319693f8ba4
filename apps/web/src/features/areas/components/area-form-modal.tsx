import {
  AREA_DESCRIPTION_MAX_LENGTH,
  AREA_MESSAGES,
  AREA_NAME_MAX_LENGTH,
  type AreaMember,
  type BusinessArea,
  type SaveAreaBody,
  saveAreaBodySchema,
} from "@consola/shared";
import { Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { usePeopleSearch } from "../hooks/use-areas";
import { memberOptions } from "./member-options";

type AreaFormModalProps = {
  opened: boolean;
  /** The area being edited; null creates one. */
  area: BusinessArea | null;
  onClose: () => void;
  onSave: (body: SaveAreaBody) => Promise<unknown>;
};

export function AreaFormModal({ opened, area, onClose, onSave }: AreaFormModalProps) {
  const { t } = useTranslation();
  const title = t(area ? "areas.form.editTitle" : "areas.form.newTitle");
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered size="lg">
      <AreaForm key={area?.id ?? "new"} area={area} title={title} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

type AreaFormProps = Omit<AreaFormModalProps, "opened"> & { title: string };

type AreaFormValues = { name: string; description: string; members: string[] };

/** AddBusinessArea's body: the area's id when editing, the members' ids as numbers. */
function areaBody(values: AreaFormValues, area: BusinessArea | null): SaveAreaBody {
  return {
    ...(area ? { id: area.id } : {}),
    name: values.name.trim(),
    description: values.description.trim(),
    userIds: values.members.map(Number),
  };
}

/** Name (required, unique in the business), description and the people who work in the area. */
function AreaForm({ area, title, onClose, onSave }: AreaFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const [search, setSearch] = useState("");
  // Names of the people chosen so far, so a chosen person keeps their label when the search moves on.
  const [known, setKnown] = useState<AreaMember[]>(area?.members ?? []);
  const people = usePeopleSearch(search);
  const form = useForm<AreaFormValues>({
    initialValues: {
      name: area?.name ?? "",
      description: area?.description ?? "",
      members: (area?.members ?? []).map((member) => String(member.id)),
    },
    validate: schemaResolver(saveAreaBodySchema, {
      body: (values: AreaFormValues) => areaBody(values, area),
      fields: { userIds: "members" },
    }),
  });
  const found = (people.data ?? []).map((person) => ({
    id: person.id,
    name: person.status === "active" ? person.name : t("areas.form.inactive", { name: person.name }),
    area: person.areaName,
  }));
  const data = memberOptions({
    chosen: form.values.members,
    known,
    found,
    thisArea: area?.name ?? null,
    otherAreaLabel: (name) => t("areas.form.inArea", { area: name }),
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        await onSave(areaBody(values, area));
        onClose();
      },
      (message) => {
        if (message === AREA_MESSAGES.nameTaken) form.setFieldError("name", message);
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <TextInput
          label={t("areas.form.name")}
          placeholder={t("areas.form.namePlaceholder")}
          maxLength={AREA_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Textarea
          label={t("areas.form.description")}
          placeholder={t("areas.form.descriptionPlaceholder")}
          maxLength={AREA_DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps("description")}
        />
        <MultiSelect
          label={t("areas.form.members")}
          description={t("areas.form.membersHint")}
          placeholder={form.values.members.length ? "" : t("areas.form.membersPlaceholder")}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t("areas.form.nobodyFound")}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={data}
          value={form.values.members}
          onChange={(ids) => {
            const names = new Map([...known, ...found].map((person) => [String(person.id), person]));
            setKnown(ids.flatMap((id) => names.get(id) ?? []));
            form.setFieldValue("members", ids);
          }}
        />
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("areas.form.cancel")}
          onCancel={onClose}
          submitLabel={t("areas.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
