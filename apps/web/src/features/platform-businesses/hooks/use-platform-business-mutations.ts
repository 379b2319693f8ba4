import { useMutation, useQueryClient } from "@tanstack/react-query";
import { businessKeys } from "../../../data/businesses/business-keys";
import { replacingToasts } from "../../../lib/notify/toast";
import { removeBusiness, saveBusiness, setBusinessActive } from "../api/platform-businesses-api";

const toast = replacingToasts();

/**
 * Create/save, activate/deactivate and remove a business: each says what happened in the server's words and
 * reads the businesses again (the list, the pickers, the history). Failures stay in the drawer or dialog.
 */
export function usePlatformBusinessMutations() {
  const client = useQueryClient();
  const done = (message: string) => {
    void client.invalidateQueries({ queryKey: businessKeys.all });
    if (message) toast.done(message, { bordered: true });
  };
  return {
    save: useMutation({ mutationFn: saveBusiness, onSuccess: done }),
    setActive: useMutation({ mutationFn: setBusinessActive, onSuccess: done }),
    remove: useMutation({ mutationFn: removeBusiness, onSuccess: done }),
  };
}
