import { useCallback, useState } from "react";
import { errorMessage } from "../../lib/api/error-message";

/**
 * A form that saves on the server: `saving` while the call runs (its button spins) and, when the server
 * refuses, its words for the form to show; `onError` gets them too, to mark the field they are about.
 * Confirmations use it too: their button spins and a refusal stays in the dialog. `failure` is the action's
 * own text for a call that got no reason from the server (see errorMessage).
 */
export function useServerSave(failure?: string) {
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>, onError?: (message: string) => void) => {
    setSaving(true);
    setServerError(null);
    try {
      await save();
    } catch (error) {
      const message = errorMessage(error, failure);
      setServerError(message);
      onError?.(message);
    } finally {
      setSaving(false);
    }
  };
  // Stable, so a dialog can forget the last refusal each time it opens.
  const clear = useCallback(() => setServerError(null), []);
  return { saving, serverError, run, clear };
}
