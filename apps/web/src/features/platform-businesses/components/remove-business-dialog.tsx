import type { BusinessListItem } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { TypedConfirmDialog } from "../../../components/dialogs/typed-confirm-dialog";

type RemoveBusinessDialogProps = {
  /** The (deactivated) business to remove; null keeps the dialog closed. */
  business: BusinessListItem | null;
  onConfirm: (body: { id: number; confirmName: string }) => Promise<unknown>;
  onClose: () => void;
};

const comparable = (name: string) => name.trim().toLocaleLowerCase("es");

/**
 * Removing a business cannot be undone, so the admin types its name again (case and surrounding spaces
 * aside); the server compares it too and its refusal (wrong name, business still active) shows on the field.
 */
export function RemoveBusinessDialog({ business, onConfirm, onClose }: RemoveBusinessDialogProps) {
  const { t } = useTranslation();
  const name = business?.name ?? "";
  return (
    <TypedConfirmDialog
      opened={business !== null}
      title={t("platformBusinesses.remove.title")}
      question={t("platformBusinesses.remove.question", { name })}
      explanation={t("platformBusinesses.remove.explanation")}
      fieldLabel={t("platformBusinesses.remove.typeName")}
      expected={name}
      matches={(typed) => comparable(typed) === comparable(name)}
      mismatchMessage={t("platformBusinesses.remove.mismatch")}
      confirmLabel={t("platformBusinesses.remove.confirm")}
      cancelLabel={t("platformBusinesses.remove.cancel")}
      onConfirm={async (typed) => {
        if (business) await onConfirm({ id: business.id, confirmName: typed });
      }}
      onClose={onClose}
    />
  );
}
