import type { MyBusiness } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config";
import { errorMessage } from "../../../lib/api/error-message";
import { replacingToast } from "../../../lib/notify/replacing-toast";
import { sessionQueryKeys } from "../../../lib/session/session-api";
import { sessionStore } from "../../../lib/session/session-store";
import {
  fetchColors,
  fetchMyBusiness,
  fetchSettings,
  saveColors,
  saveMyBusiness,
  saveSettings,
  saveSurveyActive,
} from "../api/company-setup-api";

export const companySetupKeys = {
  business: [...configKeys.of("business"), "mine"] as const,
  settings: [...configKeys.of("settings"), "mine"] as const,
  colors: [...configKeys.of("colors"), "mine"] as const,
  surveys: [...configKeys.of("surveys"), "mine"] as const,
};

/** One toast at a time: the survey switch and the three saves of the page say what happened last. */
const toast = replacingToast();

export function announceSaved(message: string) {
  if (message) toast({ color: "teal", message, withBorder: true });
}

export function announceFailure(error: unknown) {
  toast({ color: "red", message: errorMessage(error), withBorder: true });
}

/**
 * The saver's own console wears a change at once (dates, colours, phone country come from the stored
 * session); the other consoles of the business read it on their next page load.
 */
function wearNow(change: Partial<MyBusiness>) {
  const current = sessionStore.get().business;
  if (current) sessionStore.setBusiness({ ...current, ...change });
}

export function useMyBusiness() {
  return useQuery({ queryKey: companySetupKeys.business, queryFn: ({ signal }) => fetchMyBusiness(signal) });
}

export function useBusinessSettings() {
  return useQuery({ queryKey: companySetupKeys.settings, queryFn: ({ signal }) => fetchSettings(signal) });
}

export function useBusinessColors() {
  return useQuery({ queryKey: companySetupKeys.colors, queryFn: ({ signal }) => fetchColors(signal) });
}

export function useSurveySwitch() {
  return useQuery({
    queryKey: companySetupKeys.surveys,
    queryFn: async ({ signal }) => ({ surveyActive: (await fetchMyBusiness(signal)).surveyActive }),
  });
}

export function useCompanySetupMutations() {
  const client = useQueryClient();
  const settle = (key: readonly unknown[], data: unknown) => {
    client.setQueryData(key, data);
    void client.invalidateQueries({ queryKey: sessionQueryKeys.business });
  };

  const business = useMutation({
    mutationFn: saveMyBusiness,
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.business, data);
      wearNow({
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
    mutationFn: saveSettings,
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.settings, data);
      wearNow({ timeZone: data.BusinessTimeZone, addHours: data.addHours, phoneCountry: data.phoneCountry });
      announceSaved(message);
    },
    onError: announceFailure,
  });

  const colors = useMutation({
    mutationFn: saveColors,
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.colors, data);
      wearNow({ colors: data });
      announceSaved(message);
    },
    onError: announceFailure,
  });

  const surveys = useMutation({
    mutationFn: saveSurveyActive,
    onSuccess: ({ data, message }) => {
      settle(companySetupKeys.surveys, data);
      wearNow({ surveyActive: data.surveyActive });
      announceSaved(message);
    },
    onError: announceFailure,
  });

  return { business, settings, colors, surveys };
}
