import type { ShopBarber } from '@/lib/shop-barbers';
import { SelectField } from '@/components/ui/select-field';

type BarberFilterProps = { barbers: readonly ShopBarber[]; value: string; onChange: (barberId: string) => void };

/** The month view's «Todos los barberos» / one barber (issue 32); only with several barbers. */
export function BarberFilter({ barbers, value, onChange }: BarberFilterProps) {
  return (
    <div className="calendar-page__barber-filter">
      <SelectField label="Barbero" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Todos los barberos</option>
        {barbers.map((barber) => (
          <option key={barber.id} value={barber.id}>
            {barber.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
