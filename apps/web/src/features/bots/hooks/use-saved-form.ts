import { useEffect, useState } from "react";

/**
 * A settings form that starts from what is saved and starts over whenever the saved values change (a save
 * here, or one in another console arriving through the hub); typing is kept until then.
 */
export function useSavedForm<T>(saved: T | undefined) {
  const [form, setForm] = useState<T | null>(null);
  const savedKey = saved === undefined ? "" : JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for the saved values
  useEffect(() => {
    if (saved !== undefined) setForm(saved);
  }, [savedKey]);
  const dirty = form !== null && JSON.stringify(form) !== savedKey;
  const update = (change: Partial<T>) =>
    setForm((current) => (current ? { ...current, ...change } : current));
  const reset = () => {
    if (saved !== undefined) setForm(saved);
  };
  return { form, update, dirty, reset };
}
