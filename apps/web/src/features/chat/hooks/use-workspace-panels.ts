import { useCallback, useState } from 'react';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '../../../hooks/use-media-query';

/** The right panel (320 px) needs room beside the 20rem sidebar and a readable chat column. */
export const RIGHT_PANEL_MEDIA_QUERY = '(min-width: 1280px)';

/**
 * Which of the workspace's panels show: from 768 px the sidebar is permanent, below it a drawer;
 * from 1280 px the right panel is permanent, below it a sheet. A drawer or sheet closes (and
 * stays closed) once its panel is permanent.
 */
export function useWorkspacePanels() {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY, true);
  const isWide = useMediaQuery(RIGHT_PANEL_MEDIA_QUERY, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (isDesktop && drawerOpen) setDrawerOpen(false);
  const [sidePanelOpen, setSidePanelOpen] = useState(false);
  if (isWide && sidePanelOpen) setSidePanelOpen(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openSidePanel = useCallback(() => setSidePanelOpen(true), []);
  const closeSidePanel = useCallback(() => setSidePanelOpen(false), []);
  return {
    isDesktop,
    isWide,
    drawerOpen,
    openDrawer,
    closeDrawer,
    sidePanelOpen,
    openSidePanel,
    closeSidePanel,
  };
}
