import { LABEL_COLORS, type LabelColor } from "@consola/shared";
import { Radio, SimpleGrid } from "@mantine/core";
import { LabelChip } from "../../../components/labels/label-chips";
import { LABEL_COLOR_NAMES } from "../../../lib/theme/label-colors";

type LabelColorPickerProps = {
  label: string;
  description: string;
  value: LabelColor;
  onChange: (color: LabelColor) => void;
  error?: string;
};

const isLabelColor = (value: string): value is LabelColor =>
  (LABEL_COLORS as readonly string[]).includes(value);

/**
 * The palette as native radio buttons, each named by its colour's Spanish name and showing the very chip a
 * label of that colour wears: arrows move through it and Tab leaves it, as any radio group, and no colour is
 * told by its tint alone.
 */
export function LabelColorPicker({ label, description, value, onChange, error }: LabelColorPickerProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        if (isLabelColor(next)) onChange(next);
      }}
      error={error}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {LABEL_COLORS.map((color) => (
          <Radio
            key={color}
            value={color}
            size="xs"
            label={<LabelChip label={{ name: LABEL_COLOR_NAMES[color], color }} />}
            styles={{ body: { alignItems: "center" } }}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
