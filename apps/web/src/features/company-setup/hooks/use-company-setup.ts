import type { MyBusiness } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config";
import { replacingToasts } from "../../../lib/notify/toast";
import { sessionQueryKeys } from "../../../lib/session/session-api";
import { sessionStore } from "../../../lib/session/session-store";
import { saveColors, saveMyBusiness, saveSettings } from "../api/company-setup-api";
import { companySetupKeys, companySetupQueries } from "../queries";

/** One toast at a time: the saves of the page say what happened last. */
const toast = replacingToasts();

export function announceSaved(message: string) {
  if (message) toast.done(message, { bordered: true });
}

/**
 * The saver's own console wears a change at once (dates, colours, phone country come from the stored
 * session); the other consoles of the business read it on their next page load. A platform admin saving
 * another business's setup in the panel wears nothing.
 */
function wearNow(businessId: number | null, change: Partial<MyBusiness>) {
  if (businessId !== null) return;
  const current = sessionStore.get().business;
  if (current) sessionStore.setBusiness({ ...current, ...change });
}

export function useMyBusiness() {
  const businessId = useConfigBusiness();
  return useQuery(companySetupQueries.business(businessId));
}

export function useBusinessSettings() {
  const businessId = useConfigBusiness();
  return useQuery(companySetupQueries.settings(businessId));
}

export function useBusinessColors() {
  const businessId = useConfigBusiness();
  return useQuery(companySetupQueries.colors(businessId));
}

export function useCompanySetupMutations() {
  const businessId = useConfigBusiness();
  const client = useQueryClient();
  const settle = (key: readonly unknown[], data: unknown) => {
    client.setQueryData(key, data);
    void client.invalidateQueries({ queryKey: sessionQueryKeys.business });
  };

  const business = useMutation({
    mutationFn: (value: Parameters<typeof saveMyBusiness>[1]) => saveMyBusiness(businessId, value),
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.business(businessId), data);
      wearNow(businessId, {
        name: data.name,
        rfc: data.rfc,
        personType: data.personType,
        phone: data.phone,
        contact: data.contact,
        address: data.address,
        postalCode: data.postalCode,
      });
      announceSaved(message);
    },
  });

  const settings = useMutation({
    mutationFn: (value: Parameters<typeof saveSettings>[1]) => saveSettings(businessId, value),
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.settings(businessId), data);
      wearNow(businessId, {
        timeZone: data.BusinessTimeZone,
        addHours: data.addHours,
        phoneCountry: data.phoneCountry,
      });
      announceSaved(message);
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });

  const colors = useMutation({
    mutationFn: (value: Parameters<typeof saveColors>[1]) => saveColors(businessId, value),
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.colors(businessId), data);
      wearNow(businessId, { colors: data });
      announceSaved(message);
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });

  return { business, settings, colors };
}
