import { Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The required comments of a status change or a closing (spec section 5: "Los comentarios son obligatorios"). */
export function CommentsField(props: TextareaProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t("conversations.status.comments")}
      placeholder={t("conversations.status.commentsPlaceholder")}
      withAsterisk
      autosize
      minRows={3}
      maxLength={2_000}
      {...props}
    />
  );
}
