// Wrapped so that a new announcement shows at once: the theme's pre-hydration script hides the bar when any
// announcement was dismissed, and nothing unhides it when the provider finds the id has changed.
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: ComponentProps<typeof AnnouncementBar>): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
