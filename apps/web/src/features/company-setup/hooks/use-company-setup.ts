import type { MyBusiness } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys, useConfigBusiness } from "../../../data/config";
import { replacingToasts } from "../../../lib/notify/toast";
import { fetchMyBusiness, sessionQueryKeys } from "../../../lib/session/session-api";
import { sessionStore } from "../../../lib/session/session-store";
import {
  fetchColors,
  fetchSettings,
  saveColors,
  saveMyBusiness,
  saveSettings,
} from "../api/company-setup-api";

export const companySetupKeys = {
  business: (businessId: number | null) => [...configKeys.in("business", businessId), "data"] as const,
  settings: (businessId: number | null) => [...configKeys.in("settings", businessId), "data"] as const,
  colors: (businessId: number | null) => [...configKeys.in("colors", businessId), "data"] as const,
};

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
  return useQuery({
    queryKey: companySetupKeys.business(businessId),
    queryFn: ({ signal }) => fetchMyBusiness(signal, businessId),
  });
}

export function useBusinessSettings() {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: companySetupKeys.settings(businessId),
    queryFn: ({ signal }) => fetchSettings(businessId, signal),
  });
}

export function useBusinessColors() {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: companySetupKeys.colors(businessId),
    queryFn: ({ signal }) => fetchColors(businessId, signal),
  });
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
