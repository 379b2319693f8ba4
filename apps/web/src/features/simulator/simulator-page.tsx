import { isPlatformRole } from "@consola/shared";
import { Alert, Paper, Stack, Text } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBusinessName } from "../../data/businesses/use-business-name";
import { useChosenBusiness } from "../../data/businesses/use-chosen-business";
import { MediaScopeContext } from "../../data/chats/media-scope";
import { useSession } from "../../lib/session/use-session";
import type { PlayedContact, SimulatorScope } from "./api/simulator-api";
import { BusinessPicker } from "./components/business-picker";
import { ContactPicker } from "./components/contact-picker";
import { PhonePlaceholder } from "./components/phone-placeholder";
import { PhoneView } from "./components/phone-view";
import classes from "./simulator-page.module.css";

/** /simulador: play a contact of a business and chat with its agents, live (DESIGN.md: the sandbox channel). */
export function SimulatorPage() {
  const { t } = useTranslation();
  const { profile, business } = useSession();
  const platform = profile ? isPlatformRole(profile.role) : false;
  // The platform admin's choice lives in the URL (?business_id=), like on the agents page.
  const chosen = useChosenBusiness();
  const [played, setPlayed] = useState<PlayedContact | null>(null);
  const businessId = platform ? chosen.businessId : (profile?.businessId ?? null);
  const scope: SimulatorScope | null = businessId === null ? null : { businessId, named: platform };
  const chosenName = useBusinessName(platform ? businessId : null);
  const businessName = platform ? (chosenName ?? "") : (business?.name ?? profile?.businessName ?? "");

  return (
    <Stack gap="md" maw={1200} mx="auto" className={classes.page}>
      <Alert variant="light" icon={<IconFlask size={18} />}>
        {t("simulator.intro")}
      </Alert>
      <div className={classes.columns}>
        <Stack gap="md" className={classes.side}>
          {platform && (
            <BusinessPicker
              value={chosen.businessId}
              onChange={(id) => {
                if (id !== chosen.businessId) setPlayed(null);
                chosen.choose(id);
              }}
            />
          )}
          {scope ? (
            <ContactPicker scope={scope} played={played} onPlay={setPlayed} />
          ) : (
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                {t("simulator.business.idHint")}
              </Text>
            </Paper>
          )}
        </Stack>
        <div className={classes.phoneColumn}>
          <MediaScopeContext.Provider value={platform ? businessId : null}>
            {scope && played ? (
              <PhoneView
                key={`${scope.businessId}-${played.phoneNumber}-${played.channel}`}
                scope={scope}
                played={played}
                businessName={businessName}
              />
            ) : (
              <PhonePlaceholder />
            )}
          </MediaScopeContext.Provider>
        </div>
      </div>
    </Stack>
  );
}
