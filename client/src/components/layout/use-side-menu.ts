import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/use-media-query';

/**
 * SPEC §2: open on wide screens, closed below 640 px. On narrow screens an open
 * menu is an overlay: it locks page scrolling, Escape or the backdrop close it,
 * and choosing a link closes it.
 */
export function useSideMenu() {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [open, setOpen] = useState(isWide);
  const [seenWide, setSeenWide] = useState(isWide);

  // Crossing the breakpoint resets to that size's default.
  if (seenWide !== isWide) {
    setSeenWide(isWide);
    setOpen(isWide);
  }

  const isOverlay = open && !isWide;

  useEffect(() => {
    if (!isOverlay) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOverlay]);

  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => setOpen(false), []);
  const onNavigate = useCallback(() => {
    if (!isWide) setOpen(false);
  }, [isWide]);

  return { isWide, open, isOverlay, openMenu, closeMenu, onNavigate };
}
