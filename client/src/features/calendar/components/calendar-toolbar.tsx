import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';

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
    <div className="spread-row calendar-toolbar">
      <h2 className="calendar-toolbar__month" aria-live="polite" aria-busy={busy || undefined}>
        {label}
      </h2>
      <div className="calendar-toolbar__buttons">
        <MonthArrow label="Mes anterior" icon="chevronLeft" onClick={onPrevious} />
        <Button variant="secondary" onClick={onToday}>
          Hoy
        </Button>
        <MonthArrow label="Mes siguiente" icon="chevronRight" onClick={onNext} />
      </div>
    </div>
  );
}

function MonthArrow({ label, icon, onClick }: { label: string; icon: IconName; onClick: () => void }) {
  return (
    <Button variant="secondary" className="calendar-toolbar__arrow" onClick={onClick} aria-label={label} title={label}>
      <Icon name={icon} size={20} />
    </Button>
  );
}
