import {
  type Icon,
  IconAddressBook,
  IconAdjustments,
  IconArchive,
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconClockHour4,
  IconHeadset,
  IconLayoutDashboard,
  IconMessageCircle,
  IconMessages,
  IconPoint,
  IconRobot,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
} from "@tabler/icons-react";

/** Menus come from the server as path and label; the icon is the client's choice, by path. */
const ICONS: Record<string, Icon> = {
  "/home": IconMessages,
  "/chat-pendient": IconClockHour4,
  "/chat-active": IconMessageCircle,
  "/chat-selector-area": IconRobot,
  "/chat-panel-close-timeout": IconArchive,
  "/contact": IconAddressBook,
  "/campaigns": IconSpeakerphone,
  "/report": IconChartBar,
  "/config/surveys": IconClipboardList,
  "/report/surveys": IconClipboardList,
  "/config": IconSettings,
  "/agent": IconHeadset,
  "/admin/report": IconLayoutDashboard,
  "/admin/business": IconBuildingStore,
  "/admin/user": IconUsers,
  "/admin/business/panel": IconAdjustments,
};

export function menuIcon(path: string): Icon {
  return ICONS[path] ?? IconPoint;
}

/** The menu entry a path belongs to: the longest entry path that is the path or one of its parents. */
export function activeMenuPath(pathname: string, menuPaths: readonly string[]): string | undefined {
  return menuPaths
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
