import type { Campaign } from "@consola/shared";
import { Alert, Anchor, Button, Group, Stack, Stepper, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { FormError } from "../../../components/form-error";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { RemoveDraftButton } from "../components/remove-draft-dialog";
import { AudienceStep } from "../components/wizard/audience-step";
import { BasicsStep } from "../components/wizard/basics-step";
import { MessageStep } from "../components/wizard/message-step";
import { ReviewStep } from "../components/wizard/review-step";
import { ScheduleStep } from "../components/wizard/schedule-step";
import { VariablesStep } from "../components/wizard/variables-step";
import { WIZARD_STEPS, type WizardStep } from "../components/wizard/wizard-values";
import { isWizardNavigation, useCampaignWizard } from "../hooks/use-campaign-wizard";
import { campaignQueries } from "../queries";

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * /campaigns/edit: the wizard of a new campaign (no ?id=) or of a draft (?id=). The wizard's own changes of
 * the address (the id once created, the step) keep it as it is; any other visit to the address (a draft
 * opened from the list, "Nueva campaña") starts it afresh.
 */
export function CampaignWizardPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useRef(location.key);
  if (!isWizardNavigation(location.state)) session.current = location.key;
  return <WizardSession key={session.current} urlId={positive(search.get("id"))} />;
}

function WizardSession({ urlId }: { urlId: number | null }) {
  const [openedId] = useState(urlId);
  return openedId === null ? <CampaignWizard campaign={null} /> : <DraftWizard id={openedId} />;
}

/** A saved draft: read once, then the wizard works on its own copy of it. */
function DraftWizard({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery(campaignQueries.detail(id));
  const [opened, setOpened] = useState<Campaign | null>(null);
  if (detail.data && opened === null) setOpened(detail.data);

  if (!opened) {
    return (
      <WizardFrame>
        {detail.isError ? (
          <LoadErrorAlert
            title={t("campaigns.wizard.loadError")}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <TableSkeleton rows={5} />
        )}
      </WizardFrame>
    );
  }
  if (opened.status !== "draft") {
    return (
      <WizardFrame>
        <Alert variant="light" color="orange">
          <Text size="sm">{t("campaigns.wizard.notDraft")}</Text>
          <Anchor component={Link} to={`/campaigns/detail?id=${opened.id}`} size="sm">
            {t("campaigns.wizard.notDraftLink")}
          </Anchor>
        </Alert>
      </WizardFrame>
    );
  }
  return <CampaignWizard campaign={opened} />;
}

/** The wizard's frame: the way back, what the wizard does, and `actions` on the draft at the right. */
function WizardFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to="/campaigns" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("campaigns.wizard.back")}
        </Group>
      </Anchor>
      <PageToolbar subtitle={t("campaigns.wizard.subtitle")}>{actions}</PageToolbar>
      {children}
    </Stack>
  );
}

/** The six steps; "Siguiente" saves the draft and moves on, "Atrás" only moves back. */
function CampaignWizard({ campaign }: { campaign: Campaign | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  // Six steps with their hints fit on one line only on a wide screen.
  const wide = useMediaQuery("(min-width: 100em)") ?? false;
  const wizard = useCampaignWizard(campaign);
  const { form, step, index, line, body, paramCount } = wizard;

  // A new step starts at the top of the page, with the keyboard on it: the button pressed is gone.
  const stepRef = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo({ top: 0 });
    stepRef.current?.focus({ preventScroll: true });
  }, [step]);

  const navigation = (last?: { confirmable: boolean; startAt: string | null }) => (
    <Stack gap="sm">
      <FormError message={wizard.serverError} data-testid="wizard-error" />
      <Group justify="space-between" gap="sm">
        <Button variant="default" disabled={index === 0} onClick={wizard.back}>
          {t("campaigns.wizard.previous")}
        </Button>
        {last ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!last.confirmable}
            loading={wizard.confirming}
            onClick={wizard.confirm}
          >
            {last.startAt
              ? t("campaigns.wizard.review.confirmSchedule")
              : t("campaigns.wizard.review.confirmSend")}
          </Button>
        ) : (
          <Button type="submit" loading={wizard.saving}>
            {t("campaigns.wizard.next")}
          </Button>
        )}
      </Group>
    </Stack>
  );

  const content = (current: WizardStep) => {
    if (current === "review") {
      return wizard.id === null ? null : (
        <ReviewStep campaignId={wizard.id} actions={(ready) => navigation(ready)} />
      );
    }
    const fields = {
      basics: <BasicsStep form={form} />,
      message: <MessageStep form={form} line={line} />,
      audience: <AudienceStep form={form} />,
      variables: (
        <VariablesStep
          form={form}
          paramCount={paramCount}
          body={body}
          campaignId={wizard.id}
          onPreview={wizard.preview}
          saving={wizard.saving}
        />
      ),
      schedule: <ScheduleStep form={form} />,
    }[current];
    return (
      <form
        onSubmit={form.onSubmit(() => wizard.next())}
        noValidate
        aria-label={t(`campaigns.wizard.steps.${current}`)}
      >
        <Stack gap="lg">
          {fields}
          {navigation()}
        </Stack>
      </form>
    );
  };

  // Once saved it is a draft of the list's: it can be removed from here too, back to the list.
  const removal =
    wizard.id === null ? undefined : (
      <RemoveDraftButton
        draft={{ id: wizard.id, name: form.values.name.trim() || (campaign?.name ?? "") }}
        onRemoved={() => navigate("/campaigns")}
      />
    );

  return (
    <WizardFrame actions={removal}>
      {wizard.id !== null && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="wizard-saved">
          {wizard.savedOnce ? t("campaigns.wizard.savedDraft") : ""}
        </Text>
      )}
      <Stepper
        active={index}
        onStepClick={(target) => {
          if (target < index) wizard.goTo(WIZARD_STEPS[target] ?? "basics");
        }}
        allowNextStepsSelect={false}
        size={phone ? "xs" : "sm"}
        wrap={!phone}
        aria-label={t("campaigns.wizard.stepsLabel")}
        styles={phone ? { separator: { marginInline: 2 }, stepBody: { marginInlineStart: 4 } } : undefined}
      >
        {WIZARD_STEPS.map((name, position) => (
          <Stepper.Step
            key={name}
            // On a phone only the step on screen shows its name; the others keep it for screen readers, after
            // the number they show.
            label={phone && position !== index ? undefined : t(`campaigns.wizard.steps.${name}`)}
            description={wide ? t(`campaigns.wizard.steps.${name}Hint`) : undefined}
            aria-label={
              phone && position !== index
                ? `${position + 1}. ${t(`campaigns.wizard.steps.${name}`)}`
                : undefined
            }
          >
            {name === step ? (
              <div ref={stepRef} tabIndex={-1} style={{ outline: "none" }}>
                {content(name)}
              </div>
            ) : null}
          </Stepper.Step>
        ))}
      </Stepper>
    </WizardFrame>
  );
}
