import type { PlatformUser } from "@consola/shared";
import { Stack } from "@mantine/core";
import { IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { LoadMoreFooter } from "../../../components/lists/load-more-footer";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { useSession } from "../../../lib/session/use-session";
import { usePlatformUserMutations } from "../hooks/use-platform-user-mutations";
import { usePlatformUserRights } from "../hooks/use-platform-user-rights";
import { usePlatformUsers } from "../hooks/use-platform-users";
import { PlatformUserFormDrawer } from "./platform-user-form-drawer";
import { PlatformUsersTable } from "./platform-users-table";

type Editing = { user: PlatformUser | null } | null;
type Switching = { user: PlatformUser; active: boolean } | null;

type PlatformPeopleTabProps = {
  /** The box's text, and what the list was searched for once typing paused (both from the URL). */
  typed: string;
  search: string;
  onType: (value: string) => void;
};

/** The platform's own people: searched, paged, created and edited, (de)activated, sent a reset e-mail. */
export function PlatformPeopleTab({ typed, search, onType }: PlatformPeopleTabProps) {
  const { t } = useTranslation();
  const selfId = useSession().profile?.userId ?? null;
  const rights = usePlatformUserRights();
  const list = usePlatformUsers(search);
  const { save, setActive, resetPassword } = usePlatformUserMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<Switching>(null);

  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const texts = switching?.active ? "activate" : "deactivate";

  return (
    <Stack gap="lg">
      <PageToolbar subtitle={t("platformUsers.subtitle")}>
        <NewItemButton
          label={t("platformUsers.new")}
          icon={IconUserPlus}
          onClick={() => setEditing({ user: null })}
        />
      </PageToolbar>
      <SearchableListSection
        texts="platformUsers"
        search={typed}
        onSearch={onType}
        searched={search}
        list={list}
        empty={users.length === 0}
        emptyIcon={<IconUsers size={26} />}
        footer={<LoadMoreFooter pages={list} label={t("platformUsers.loadMore")} />}
      >
        <PlatformUsersTable
          users={users}
          selfId={selfId}
          rights={rights}
          onEdit={(user) => setEditing({ user })}
          onSetActive={(user, active) => setSwitching({ user, active })}
          onResetPassword={(user) => resetPassword.mutate(user.id)}
        />
      </SearchableListSection>
      <PlatformUserFormDrawer
        opened={editing !== null}
        user={editing?.user ?? null}
        roles={rights.roles}
        onClose={() => setEditing(null)}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={switching !== null}
        title={t(`platformUsers.${texts}.title`)}
        question={t(`platformUsers.${texts}.question`, { name: switching?.user.name ?? "" })}
        explanation={t(`platformUsers.${texts}.explanation`)}
        confirmLabel={t(`platformUsers.${texts}.confirm`)}
        cancelLabel={t(`platformUsers.${texts}.cancel`)}
        // Red 9: white on Mantine's red 6 is 3.3:1, below AA.
        color={switching?.active ? undefined : "red.9"}
        onConfirm={() =>
          switching
            ? setActive.mutateAsync({ id: switching.user.id, active: switching.active })
            : Promise.resolve()
        }
        onClose={() => setSwitching(null)}
      />
    </Stack>
  );
}
