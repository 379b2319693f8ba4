import { Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The required comments of a status change or a closing (spec section 5: "Los comentarios son obligatorios"). */
export function CommentsField(props: TextareaProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t("chatFields.comments")}
      placeholder={t("chatFields.commentsPlaceholder")}
      withAsterisk
      autosize
      minRows={3}
      maxLength={2_000}
      {...props}
    />
  );
}
