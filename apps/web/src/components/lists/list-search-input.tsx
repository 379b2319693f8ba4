import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

export type ListSearch = {
  /** The accessible name; the browser tests find the box by it. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** What the search matches, under the box, when that is not plain "contains". */
  hint?: string | undefined;
};

/** The search box over a config list: the same width, icon and length limit on every screen. */
export function ListSearchInput({ label, placeholder, value, onChange, hint }: ListSearch) {
  return (
    <TextInput
      aria-label={label}
      description={hint}
      inputWrapperOrder={["label", "input", "description", "error"]}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={100}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: "100%", sm: 360 }}
      type="search"
    />
  );
}
