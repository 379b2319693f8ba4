import {
  CHAT_MESSAGES,
  type MessageView,
  normalizePhone,
  sendNewContactBodySchema,
  sendNewSmsBodySchema,
} from "@consola/shared";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChannelPicker } from "../../../components/channel-picker";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { PatternTextInput } from "../../../components/forms/pattern-text-input";
import { chatKeys } from "../../../data/chats/chat-keys";
import { chatsApi, type TemplateSend } from "../../../data/chats/chats-api";
import { hasErrors, schemaResolver } from "../../../lib/forms/schema-resolver";
import { toast } from "../../../lib/notify/toast";
import { TemplateForm } from "./template-form";

type NewChatDialogProps = { opened: boolean; onClose: () => void; onStarted: (contactId: number) => void };

type Start = { kind: "whatsapp"; template: TemplateSend } | { kind: "sms"; message: string };

type NewChatValues = { phone: string; name: string; message: string };

/** A number the server can read as one: it refuses any other in the same words. */
const phoneNumber = sendNewSmsBodySchema.shape.phoneNumber.refine((phone) => normalizePhone(phone) !== null, {
  error: CHAT_MESSAGES.phoneInvalid,
});
const who = ({ phone, name }: NewChatValues) => ({ phoneNumber: phone, ...(name.trim() ? { name } : {}) });
/** SendNewContact's number and name (its template part is the template form's). */
const contactErrors = schemaResolver<NewChatValues>(
  sendNewContactBodySchema.pick({ phoneNumber: true, name: true }).extend({ phoneNumber }),
  { body: who, fields: { phoneNumber: "phone" } },
);
/** SendNew's number, name and text. */
const smsErrors = schemaResolver<NewChatValues>(sendNewSmsBodySchema.extend({ phoneNumber }), {
  body: (values) => ({ ...who(values), message: values.message }),
  fields: { phoneNumber: "phone" },
});

/** "Nuevo chat": write first to a number, by WhatsApp template (SendNewContact) or by SMS (SendNew). */
export function NewChatDialog({ opened, onClose, onStarted }: NewChatDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<"whatsapp" | "sms">("whatsapp");
  const [phone, setPhone] = useState("");
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ phone?: string; message?: string }>({});

  const start = useMutation({
    mutationFn: (input: Start): Promise<MessageView> => {
      const who = {
        phoneNumber: normalizePhone(phone) ?? phone,
        ...(name.trim() ? { name: name.trim() } : {}),
      };
      return input.kind === "whatsapp"
        ? chatsApi.startByTemplate({ ...who, ...input.template })
        : chatsApi.startBySms({ ...who, message: input.message });
    },
    onSuccess: async (sent, input) => {
      toast.done(input.kind === "whatsapp" ? CHAT_MESSAGES.templateSent : CHAT_MESSAGES.messageSent);
      await queryClient.invalidateQueries({ queryKey: chatKeys.myChats() });
      reset();
      onClose();
      onStarted(sent.contactId);
    },
    onError: (error) => toast.failed(error),
  });

  const reset = () => {
    setPhone("");
    setName("");
    setMessage("");
    setErrors({});
  };

  const checkPhone = (): boolean => {
    const found = contactErrors({ phone, name, message });
    setErrors((current) => ({ ...current, phone: found.phone }));
    return !hasErrors(found);
  };

  const submitSms = (event: FormEvent) => {
    event.preventDefault();
    const found = smsErrors({ phone, name, message });
    setErrors({ phone: found.phone, message: found.message });
    if (!hasErrors(found)) start.mutate({ kind: "sms", message: message.trim() });
  };

  const contactFields = (
    <>
      <TextInput
        label={t("conversations.newChat.phone")}
        placeholder={t("conversations.newChat.phonePlaceholder")}
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value.replace(/[^\d+ ()-]/g, ""))}
        error={errors.phone}
        maxLength={25}
        withAsterisk
        data-autofocus
        inputMode="tel"
      />
      <PatternTextInput
        label={t("conversations.newChat.name")}
        value={name}
        pattern="name"
        onChange={setName}
        maxLength={120}
      />
    </>
  );

  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t("conversations.newChat.title")}
      size="lg"
      centered
    >
      <Stack>
        <ChannelPicker
          fullWidth
          value={channel}
          onChange={setChannel}
          label={t("conversations.newChat.channel")}
          names={{ whatsapp: t("conversations.newChat.whatsapp"), sms: t("conversations.newChat.sms") }}
        />
        {channel === "whatsapp" ? (
          <TemplateForm
            submitting={start.isPending}
            beforeSubmit={checkPhone}
            submitLabel={t("conversations.newChat.submit")}
            onSubmit={(template) => start.mutate({ kind: "whatsapp", template })}
          >
            {contactFields}
          </TemplateForm>
        ) : (
          <form onSubmit={submitSms} noValidate>
            <Stack gap="sm">
              {contactFields}
              <Textarea
                label={t("conversations.newChat.message")}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={errors.message}
                autosize
                minRows={3}
                maxLength={4_096}
                withAsterisk
              />
              <Group justify="flex-end">
                <Button type="submit" loading={start.isPending} leftSection={<IconSend size={16} />}>
                  {t("conversations.newChat.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
