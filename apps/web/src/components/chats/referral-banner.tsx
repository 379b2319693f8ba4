import type { ChatReferral } from "@consola/shared";
import { Alert, Anchor, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type ReferralBannerProps = { referral: ChatReferral };

/** Only web addresses become links: the URL comes from the provider's payload, never a `javascript:` one. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function sourceKey(sourceType: string): "ad" | "post" | "other" {
  return sourceType === "ad" || sourceType === "post" ? sourceType : "other";
}

/** Atop a conversation: the ad or post the contact came from when they wrote (WhatsApp's referral). */
export function ReferralBanner({ referral }: ReferralBannerProps) {
  const { t } = useTranslation();
  const kind = sourceKey(referral.sourceType);
  const source = t(`inboundMessages.referral.sources.${kind}`);
  const headline = referral.headline.trim();
  const body = referral.body.trim();
  const href = safeHref(referral.sourceUrl);
  return (
    <Alert
      color="indigo"
      variant="light"
      radius={0}
      icon={<IconSpeakerphone size={18} aria-hidden />}
      title={
        headline
          ? t("inboundMessages.referral.from", { source, headline })
          : t("inboundMessages.referral.fromUntitled", { source })
      }
      data-testid="referral-banner"
    >
      <Stack gap={2}>
        {body && (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: "anywhere" }}>
            {body}
          </Text>
        )}
        {href && (
          <Anchor
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="inherit"
            underline="always"
          >
            {t(`inboundMessages.referral.links.${kind}`)}{" "}
            <VisuallyHidden component="span">{t("inboundMessages.referral.opensInNewTab")}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
