import type { ChannelProvider } from "@consola/shared";
import type { ChannelAdapter } from "./channel-adapter.js";

export type ChannelAdapters = {
  get(provider: ChannelProvider): ChannelAdapter;
};

/** The adapters this server can speak, by provider. */
export function createChannelAdapters(adapters: ChannelAdapter[]): ChannelAdapters {
  const byProvider = new Map(adapters.map((adapter) => [adapter.provider, adapter]));
  return {
    get(provider) {
      const adapter = byProvider.get(provider);
      if (!adapter) throw new Error(`no channel adapter for ${provider}`);
      return adapter;
    },
  };
}
