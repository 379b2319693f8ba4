import { type CompanyUser, DEFAULT_PHONE_COUNTRY } from "@consola/shared";
import { Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUsers } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { LoadMoreFooter } from "../../../components/lists/load-more-footer";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { useSession } from "../../../lib/session/use-session";
import { useCompanyUserMutations } from "../hooks/use-company-user-mutations";
import { useCompanyUsers } from "../hooks/use-company-users";
import { UserFormDrawer } from "./user-form-drawer";
import { UsersTable } from "./users-table";

type Editing = { user: CompanyUser | null } | null;

type CompanyUsersSectionProps = {
  /** What goes above the list; it gets the way to open the form for a new person. */
  header: (openNew: () => void) => ReactNode;
};

/**
 * A business's people, searched on the server by name or e-mail and read a page at a time; created and
 * edited in a drawer, deactivated after a confirmation (their chats go back to pending), activated again,
 * and sent the reset-password e-mail. The business admin's /config/companyUsers and the platform's
 * /admin/user (a business named) are this same section.
 */
export function CompanyUsersSection({ header }: CompanyUsersSectionProps) {
  const { t } = useTranslation();
  const selfId = useSession().profile?.userId ?? null;
  const [search, setSearch] = useState("");
  const [settledSearch] = useDebouncedValue(search.trim(), 350);
  const list = useCompanyUsers(settledSearch);
  const { save, setActive, resetPassword, failed } = useCompanyUserMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [deactivating, setDeactivating] = useState<CompanyUser | null>(null);

  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const phoneCountry = list.data?.pages[0]?.phoneCountry ?? DEFAULT_PHONE_COUNTRY;

  return (
    <Stack gap="lg">
      {header(() => setEditing({ user: null }))}
      <SearchableListSection
        texts="companyUsers"
        search={search}
        onSearch={setSearch}
        // The server searched the settled copy, so the empty state speaks of it.
        searched={settledSearch}
        list={list}
        empty={users.length === 0}
        emptyIcon={<IconUsers size={26} />}
        footer={<LoadMoreFooter pages={list} label={t("companyUsers.loadMore")} />}
      >
        <UsersTable
          users={users}
          selfId={selfId}
          onEdit={(user) => setEditing({ user })}
          onSetActive={(user, active) =>
            active ? setActive.mutate({ user, active }, { onError: failed }) : setDeactivating(user)
          }
          onResetPassword={(user) => resetPassword.mutate(user)}
        />
      </SearchableListSection>
      <UserFormDrawer
        opened={editing !== null}
        user={editing?.user ?? null}
        phoneCountry={phoneCountry}
        onClose={() => setEditing(null)}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={deactivating !== null}
        title={t("companyUsers.deactivate.title")}
        question={t("companyUsers.deactivate.question", { name: deactivating?.name ?? "" })}
        explanation={t("companyUsers.deactivate.explanation")}
        confirmLabel={t("companyUsers.deactivate.confirm")}
        cancelLabel={t("companyUsers.deactivate.cancel")}
        // Red 9: white on Mantine's red 6 is 3.3:1, below AA.
        color="red.9"
        onConfirm={() =>
          deactivating ? setActive.mutateAsync({ user: deactivating, active: false }) : Promise.resolve()
        }
        onClose={() => setDeactivating(null)}
      />
    </Stack>
  );
}
