import { useEffect, useState } from 'react';
import { type ToolId, TOOLS } from '../../../../api/contract/generation';
import { maintenanceMessage } from '../../../../api/contract/settings';
import { catalogApi } from '../../api/client';

/** How often an open tool page asks again whether its tool is paused. */
const RECHECK_MS = 30_000;

/**
 * Whether the administrator has paused `tool` for maintenance: the catalog is asked fresh when the page
 * opens, again every 30 seconds and whenever the tab is looked at again, and a submit answered
 * 'under_maintenance' (`errorCode`) says so at once.
 */
export function useToolPaused(tool: ToolId, errorCode: string | null): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const check = () => {
      catalogApi
        .get(controller.signal)
        .then((catalog) => setPaused(catalog.pausedTools.includes(tool)))
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = setInterval(check, RECHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [tool]);
  return paused || errorCode === 'under_maintenance';
}

/** The Studio's words for a paused tool: its title, and what a paused video tool says. */
export const STUDIO_MAINTENANCE_TITLE = 'Service Temporarily Under Maintenance';
export const VIDEO_MAINTENANCE_DETAIL = "Video generation is temporarily unavailable. We're working to restore service soon!";

/**
 * The banner of a paused tool's page: its submit button is disabled meanwhile. The free pages name
 * the tool; the Studio's views (`studio`) use the Studio's title, and its video tools say video
 * generation is unavailable.
 */
export function MaintenanceNotice({ tool, studio = false }: { tool: ToolId; studio?: boolean }) {
  const video = TOOLS[tool].output === 'video';
  const title = studio ? STUDIO_MAINTENANCE_TITLE : maintenanceMessage(tool);
  const detail = studio && video ? VIDEO_MAINTENANCE_DETAIL : studio ? maintenanceMessage(tool) : null;
  return (
    <div className="maintenance-notice" role="status">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <p className="maintenance-title">{title}</p>
        {detail && <p className="maintenance-detail">{detail}</p>}
        <p className="maintenance-detail">
          {video ? 'New videos' : 'New images'} cannot be made here for now. This page updates by itself when the tool is back.
        </p>
      </div>
    </div>
  );
}
