import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { TIPS } from '../content/tips';

export const TIP_INTERVAL_MS = 8000;

function dayOfYear(now = new Date()): number {
  return Math.floor((now.getTime() - new Date(now.getFullYear(), 0, 0).getTime()) / 86_400_000);
}

function anotherIndex(current: number): number {
  const next = Math.floor(Math.random() * (TIPS.length - 1));
  return next >= current ? next + 1 : next;
}

/**
 * SPEC §2/§9 "Tip del día": a new tip every 8 s and a button for another one. Rotation pauses
 * while the pointer or focus is inside, or with the pause button (WCAG 2.2.2); only tips the
 * user asks for are announced.
 */
export function TipOfTheDay() {
  const [index, setIndex] = useState(() => dayOfYear() % TIPS.length);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const running = !paused && !hovered;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setAnnounce(false);
      setIndex((current) => (current + 1) % TIPS.length);
    }, TIP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, index]);

  return (
    <section
      className="card tip-card"
      aria-labelledby="tip-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className="tip-card__header">
        <IconTile name="award" size={22} />
        <h2 id="tip-title">Tip del día</h2>
      </div>
      <p className="tip-card__text" aria-live={announce ? 'polite' : 'off'} data-testid="tip-text">
        {TIPS[index]}
      </p>
      <div className="tip-card__actions">
        <Button
          variant="secondary"
          onClick={() => {
            setAnnounce(true);
            setIndex(anotherIndex);
          }}
        >
          <Icon name="refresh" size={18} />
          Otro tip
        </Button>
        <Button variant="ghost" onClick={() => setPaused((value) => !value)}>
          {paused ? 'Reanudar' : 'Pausar'}
        </Button>
      </div>
    </section>
  );
}
