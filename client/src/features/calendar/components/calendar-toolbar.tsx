import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

type CalendarToolbarProps = {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  busy: boolean;
};

/** SPEC §2: previous month, next month and 'Hoy', with the month shown. */
export function CalendarToolbar({ label, onPrevious, onNext, onToday, busy }: CalendarToolbarProps) {
  return (
    <div className="calendar-toolbar">
      <h2 className="calendar-toolbar__month" aria-live="polite" aria-busy={busy || undefined}>
        {label}
      </h2>
      <div className="calendar-toolbar__buttons">
        <Button
          variant="secondary"
          className="calendar-toolbar__arrow"
          onClick={onPrevious}
          aria-label="Mes anterior"
          title="Mes anterior"
        >
          <Icon name="chevronLeft" size={20} />
        </Button>
        <Button variant="secondary" onClick={onToday}>
          Hoy
        </Button>
        <Button
          variant="secondary"
          className="calendar-toolbar__arrow"
          onClick={onNext}
          aria-label="Mes siguiente"
          title="Mes siguiente"
        >
          <Icon name="chevronRight" size={20} />
        </Button>
      </div>
    </div>
  );
}
