import { BREAKPOINT_MOBILE_PX, type SaveSegmentBody, type Segment } from "@consola/shared";
import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { SegmentBuilder } from "./segment-builder";

type SegmentBuilderModalProps = {
  opened: boolean;
  /** The segment being edited; null builds a new one. */
  segment: Segment | null;
  onClose: () => void;
  onSave: (body: SaveSegmentBody) => Promise<unknown>;
};

/** The segment builder in a dialog; the whole screen on a phone, where its conditions stack. */
export function SegmentBuilderModal({ opened, segment, onClose, onSave }: SegmentBuilderModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`) ?? false;
  const title = t(segment ? "segments.builder.editTitle" : "segments.builder.newTitle");
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={1100}
      fullScreen={phone}
    >
      {/* A new key per segment: the builder starts from that segment's conditions, never the previous one's. */}
      {opened && (
        <SegmentBuilder
          key={segment?.id ?? "new"}
          segment={segment}
          title={title}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}
